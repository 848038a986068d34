import Foundation
import Testing

/// `idevicesyslog | trace-check`: what a developer watching a device sees, and when.
@Suite("Live input")
struct LiveTests {
    static let violating = "Examples/observer_added_twice.log"

    static func lines(_ file: String) throws -> [Substring] {
        let text = try String(contentsOf: Paths.root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map { $0 }
    }

    @Test("Text on a pipe fed line by line shows the violation, hint included, while the writer still holds the pipe open")
    func liveText() throws {
        let lines = try Self.lines(Self.violating)
        let run = try LiveRun([])
        // Up to the second registration (line 20), which makes observer-added-twice certain.
        run.write(lines[..<20], pause: 0.02)
        let shown = run.waitForOutput(containing: "hint:", timeout: 30)
        #expect(shown, "nothing printed before the input ended: \(run.stdout)")
        #expect(run.stdout.contains("-:20: error: "))
        #expect(run.stdout.contains("[observer-added-twice]"))
        #expect(!run.stdout.contains(" in 1 file ("), "the summary comes only at the end")
        run.write(lines[20...], pause: 0)
        let outcome = run.finish()
        #expect(outcome.status == 1)
        // The pauses change when the report is printed, never what it says.
        let whole = try CLI.run([], stdin: Paths.root.appendingPathComponent(Self.violating))
        #expect(outcome.stdout == whole.stdout)
    }

    @Test("Several files: text is grouped per file in input order, and each file's block is what the file alone prints")
    func groupedPerFile() throws {
        let files = ["Examples/leak_popped_not_deallocated.log", Self.violating, "Examples/containment_missing_didMove.log"]
        let together = try CLI.run(["-q"] + files)
        var alone = ""
        for file in files { alone += try CLI.run(["-q", file]).stdout }
        #expect(together.stdout == alone)
        #expect(together.stdout.components(separatedBy: "[observer-added-twice]").count == 2)
        let fourJobs = try CLI.run(["-q", "-j", "4"] + files)
        #expect(fourJobs.stdout == alone)
    }

    static let leak = "Examples/leak_popped_not_deallocated.log"

    @Test("A quiet live stream reports a popped controller that never deallocates once the grace period passes in wall-clock time, without EOF")
    func quietStreamLeak() throws {
        let lines = try Self.lines(Self.leak)
        let run = try LiveRun(["--grace", "1"])
        // Up to line 42 (10:23:56): the second ArticleViewController was removed and disappeared,
        // and no later line carries the log past its deadline. Then the device goes quiet.
        run.write(lines[..<42], pause: 0.005)
        let shown = run.waitForOutput(containing: "[controller-leak]", timeout: 30)
        #expect(shown, "no leak reported while the stream was quiet: \(run.stdout)")
        #expect(run.stdout.contains("-:39: warning: ArticleViewController@0x103045e00: not deallocated within 1.0 s after it was removed and disappeared here [controller-leak]"))
        run.write(lines[42...], pause: 0)
        let outcome = run.finish()
        #expect(outcome.status == 0)
        #expect(outcome.stdout.components(separatedBy: "[controller-leak]").count == 2, "reported once: \(outcome.stdout)")
    }

    @Test("A quiet spell shorter than the grace period passes no deadline: the leak waits for the log")
    func quietShorterThanGrace() throws {
        let lines = try Self.lines(Self.leak)
        let run = try LiveRun(["--grace", "30"])
        run.write(lines[..<42], pause: 0)
        #expect(!run.waitForOutput(containing: "[controller-leak]", timeout: 2))
        let outcome = run.finish()
        // At the end of the log the grace period had not passed: a note, not a warning.
        #expect(outcome.stdout.contains("-:39: note: ArticleViewController@0x103045e00: the log ended less than 30.0 s after it was removed"))
    }

    @Test("A user rule's `within` deadline passes on a quiet live stream too, reported at the line that started it")
    func quietStreamWithin() throws {
        let lines = try Self.lines("Examples/rules/within.log")
        let run = try LiveRun(["--rules", "Examples/rules/within.tcrules", "--grace", "1"])
        // Through line 5 (12:30:21): the purchase of coins at line 4 (12:30:20) is still pending.
        run.write(lines[..<5], pause: 0.005)
        let shown = run.waitForOutput(containing: "[purchase-tracked]", timeout: 30)
        #expect(shown, "no finding while the stream was quiet: \(run.stdout)")
        #expect(run.stdout.contains("-:4: warning: CheckoutViewController@0x600003c20000: the purchase of coins at line 4 was not tracked within 2 s [purchase-tracked]"),
                "\(run.stdout)")
        run.write(lines[5...], pause: 0)
        let outcome = run.finish()
        #expect(outcome.stdout.components(separatedBy: "the purchase of coins").count == 2, "reported once: \(outcome.stdout)")
    }
}
