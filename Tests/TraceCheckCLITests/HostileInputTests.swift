import Foundation
import Testing

/// Issue 19's attack cases run against the built binary: each with a time bound that guards
/// against a hang, never a speed test.
@Suite("Hostile input")
struct HostileInputTests {
    static let bound = 60.0

    private func write(_ text: String, named name: String) throws -> (folder: URL, path: String) {
        let folder = try Paths.scratchFolder()
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.path)
    }

    @Test("events -f csv writes formula-looking process names and arguments as quoted text with a leading quote")
    func csvInjection() throws {
        let log = try write("""
        2024-03-05 10:23:45.123456+0800 =cmd|calc!A0[1234:5678] -[FeedVC viewWillAppear:] @SUM(1+1) <FeedVC: 0x1>
        2024-03-05 10:23:45.223456+0800 MyApp[1234:5678] -[FeedVC setTitle:] -2+3

        """, named: "csv.log")
        let outcome = try CLI.run(["events", "-f", "csv", log.path], timeout: Self.bound)
        #expect(outcome.status == 0)
        let rows = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 3)
        #expect(rows[1].contains(",\"'=cmd|calc!A0\",1234,"), "\(rows[1])")
        #expect(rows[1].hasSuffix(",\"'@SUM(1+1) <FeedVC: 0x1>\""), "\(rows[1])")
        #expect(rows[2].hasSuffix(",\"'-2+3\""), "\(rows[2])")
        // No cell of any row starts with a formula character outside quotes.
        for row in rows { #expect(!row.split(separator: ",").contains { "=+-@".contains($0.first ?? " ") }, "\(row)") }
    }

    @Test("A dealloc line with a 70,000-byte payload is read: the call after it is a finding, exit 1")
    func longMessage() throws {
        let log = try write("-[FeedVC viewDidLoad] <FeedVC: 0x1>\n-[FeedVC dealloc] <FeedVC: 0x1> "
                            + String(repeating: "p", count: 70_000) + "\n-[FeedVC scrollViewDidScroll:] <FeedVC: 0x1>\n", named: "long.log")
        let outcome = try CLI.run(["-q", log.path], timeout: Self.bound)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("scrollViewDidScroll: after dealloc (line 2) [message-after-dealloc]"), "\(outcome.stdout)")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("A 4 MB line of method tokens is read in bounded time")
    func tokenFlood() throws {
        let log = try write(String(repeating: "-[A b:] ", count: 1 << 19) + "\n", named: "flood.log")
        let outcome = try CLI.run(["--max-line-length", "8M", "-q", log.path], timeout: Self.bound)
        #expect(outcome.status == 0 || outcome.status == 1)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test("--max-classes: past N class names a warning naming the file and the flag, once")
    func maxClasses() throws {
        let log = try write((0..<20).map { "-[Class\($0) viewDidLoad]\n" }.joined(), named: "classes.log")
        let outcome = try CLI.run(["-q", "--max-classes", "5", log.path], timeout: Self.bound)
        #expect(outcome.status == 0)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(lines.first?.hasPrefix("trace-check: warning: \(log.path): more than 5 class names were tracked at once (first at line 6)") == true,
                "\(outcome.stderr)")
        #expect(lines.first?.hasSuffix("raise the limit with --max-classes") == true)
        let plenty = try CLI.run(["--max-classes", "20", log.path], timeout: Self.bound)
        #expect(plenty.stderr.isEmpty)
    }
}
