import Foundation
import Testing

/// No run that checked nothing passes in silence: empty standard input, files without any
/// recognised event, and `--require-events` for CI jobs that want that to fail.
@Suite("No silent emptiness")
struct EmptinessTests {
    static let clean = "Examples/clean_session.log"

    /// A scratch file holding `text`.
    static func file(_ name: String, _ text: String, function: String = #function) throws -> URL {
        let url = try Paths.scratchFolder(function).appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("Empty standard input says so on stderr and is not an error; --require-events makes it exit 2")
    func emptyStandardInput() throws {
        let outcome = try CLI.run([])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "trace-check: warning: standard input was empty\n")
        let required = try CLI.run(["--require-events"])
        #expect(required.status == 2)
        #expect(required.stderr == "trace-check: error: standard input was empty (--require-events)\n")
    }

    @Test("A non-empty file with no lifecycle event warns, naming it and the formats --unrecognized command; exit code unchanged")
    func zeroEvents() throws {
        let log = try Self.file("build.log", "Compiling Foo.swift\nLinking app\n")
        let outcome = try CLI.run([log.path, Self.clean])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "trace-check: warning: \(log.path): no lifecycle event recognised in 2 lines (2 not in a known log format); run 'trace-check formats --unrecognized \(log.path)' to see the lines not understood\n")
        #expect(outcome.stdout.contains("in 2 files"))
        // Every line understood: there is nothing for formats --unrecognized to show.
        let known = try Self.file("known.log", "2016-02-16 13:58:17.593 Example[3222:89836] Loading profile\n$ flutter run\n")
        let quiet = try CLI.run([known.path])
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "trace-check: warning: \(known.path): no lifecycle event recognised in 2 lines (all in known log formats; none names a lifecycle call)\n")
    }

    @Test("--require-events (flag or configuration key) turns a file without events into exit 2; files with events pass")
    func requireEvents() throws {
        let log = try Self.file("build.log", "Compiling Foo.swift\n")
        let flagged = try CLI.run(["--require-events", log.path, Self.clean])
        #expect(flagged.status == 2)
        #expect(flagged.stderr.hasPrefix("trace-check: error: \(log.path): no lifecycle event recognised in 1 line"))
        #expect(flagged.stderr.hasSuffix("(--require-events)\n"))
        #expect(try CLI.run(["--require-events", Self.clean]).status == 0)
        let folder = log.deletingLastPathComponent()
        try #"{"version": 1, "require-events": true}"#.write(to: folder.appendingPathComponent(".trace-check.json"),
                                                             atomically: true, encoding: .utf8)
        let configured = try CLI.run(["build.log"], in: folder)
        #expect(configured.status == 2, "\(configured.stderr)")
        // Violations do not hide it: a file without events still fails the run with 2.
        let both = try CLI.run(["--require-events", log.path, "Examples/observer_added_twice.log"])
        #expect(both.status == 2)
    }

    @Test("An empty file and an empty gzip warn that there was nothing to check")
    func emptyFiles() throws {
        let empty = try Self.file("empty.log", "")
        let gzip = empty.deletingLastPathComponent().appendingPathComponent("empty.log.gz")
        try Data([0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]).write(to: gzip)
        for url in [empty, gzip] {
            let outcome = try CLI.run([url.path])
            #expect(outcome.status == 0)
            #expect(outcome.stderr == "trace-check: warning: \(url.path): empty file, nothing to check\n")
        }
    }

    @Test("formats --unrecognized prints each line no format understood with its number; --limit caps it and counts the rest")
    func unrecognized() throws {
        let log = try Self.file("mixed.log", "first odd line\nsecond \u{1B}[2J line\n"
                               + (try String(contentsOfFile: Paths.root.appendingPathComponent(Self.clean).path, encoding: .utf8)))
        let outcome = try CLI.run(["formats", "--unrecognized", log.path])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.first == "\(log.path):1: first odd line")
        #expect(lines.last == "\(log.path):2: second \\u{1b}[2J line")
        #expect(lines.count == 2, "\(outcome.stdout)")
        let limited = try CLI.run(["formats", "--unrecognized", "--limit", "1", log.path])
        #expect(limited.stdout == "\(log.path):1: first odd line\n\(log.path): 1 more unrecognised line not shown (--limit 1)\n")
        #expect(try CLI.run(["formats", "--limit", "0", log.path]).status == 2)
    }
}
