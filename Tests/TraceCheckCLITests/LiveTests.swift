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
}
