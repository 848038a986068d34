import Foundation
import Testing
import TraceChecker
import TraceParser

/// The front door of docs/library.md: what an embedding program calls.
@Suite("The embedding API")
struct EmbeddingAPITests {
    static let zombie = """
        2015-06-18 14:02:09.534 MyApp[4021:1103417] -[ProfileViewController viewDidLoad] <ProfileViewController: 0x7fd4a3c0a2b0>
        2015-06-18 14:02:13.121 MyApp[4021:1103417] -[ProfileViewController dealloc] <ProfileViewController: 0x7fd4a3c0a2b0>
        2015-06-18 14:02:13.135 MyApp[4021:1103417] -[ProfileViewController scrollViewDidScroll:] <ProfileViewController: 0x7fd4a3c0a2b0>

        """

    @Test("Checking text in memory finds the message after dealloc at its line")
    func checksText() {
        let report = TraceCheck.check(text: Self.zombie, name: "paste.log")
        #expect(report.file == "paste.log")
        #expect(report.statistics.events == 3)
        #expect(report.violations.map(\.rule) == ["message-after-dealloc"])
        #expect(report.violations.first?.location.line == 3)
        #expect(report.violations.first?.object?.className == "ProfileViewController")
    }

    @Test("Checking a file gives the same violations as the same text in memory")
    func checksFile() throws {
        let path = FixturePaths.repositoryRoot.appendingPathComponent("Examples/zombie_message_after_dealloc.log").path
        let fromFile = try TraceCheck.check(path: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let fromText = TraceCheck.check(text: text, name: path)
        #expect(!fromFile.violations.isEmpty)
        #expect(fromFile.violations == fromText.violations)
    }

    @Test("A file that does not exist throws an input error naming it")
    func missingFileThrows() {
        #expect(throws: InputError.notFound(path: "/nonexistent/run.log")) {
            try TraceCheck.check(path: "/nonexistent/run.log")
        }
    }

    @Test("Options apply: a disabled rule reports nothing")
    func optionsApply() {
        var options = CheckOptions()
        options.disabledRules = ["message-after-dealloc"]
        #expect(TraceCheck.check(text: Self.zombie, options: options).violations.isEmpty)
    }

    @Test("A rules file's rule runs next to the built-in pack")
    func userRulesRun() throws {
        let rules = try RulesFile.load(text: """
            event load    selector ^viewDidLoad$
            event scroll  selector ^scrollViewDidScroll:$

            rule no-scrolling-after-load
              severity warning
              forbid scroll after load
              message "{object} scrolled after viewDidLoad at line {line}"
            """, path: "inline.tcrules", verifyExamples: false)
        let report = TraceCheck.check(text: Self.zombie, rules: rules)
        #expect(Set(report.violations.map(\.rule)) == ["message-after-dealloc", "no-scrolling-after-load"])
    }

    @Test("Events come back in line order with class, selector and kind")
    func listsEvents() throws {
        let events = try TraceCheck.events(in: Self.zombie)
        #expect(events.map(\.line) == [1, 2, 3])
        #expect(events.map(\.kind) == [.viewDidLoad, .dealloc, .other])
        #expect(events.allSatisfy { $0.className == "ProfileViewController" && $0.address == 0x7fd4_a3c0_a2b0 })
    }
}
