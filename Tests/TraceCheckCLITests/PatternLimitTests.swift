import Foundation
import Testing

/// A user pattern that reaches PCRE2's match limit leaves lines unchecked: the run says so once per
/// rule and file with the rule's `FILE:LINE`, and exits 2; loading refuses nested unbounded repeats.
@Suite("Pattern limits")
struct PatternLimitTests {
    /// `(a|aa)+$` tries every way to cut a run of `a`s into ones and twos (exponential), and the
    /// loader cannot see that from the text, so only the match limit stops it.
    static let rules = """
        # A rule whose message pattern backtracks exponentially on a run of a's that does not end the line.
        event stop  selector ^stop$
        event ping  selector ^ping$  message  x (a|aa)+$

        rule ping-after-stop
          severity  error
          forbid ping after stop
          trigger
            -[Pinger stop] <Pinger: 0x1>
            ↓-[Pinger ping] <Pinger: 0x1> x aa
          clean
            -[Pinger ping] <Pinger: 0x1> x aa

        """

    /// Lines 1 and 4 are crafted to reach the limit; line 5 is a real finding.
    static let log: String = {
        let crafted = "-[Pinger ping] <Pinger: 0x1> x " + String(repeating: "a", count: 40) + "!"
        return [crafted, "-[Pinger ping] <Pinger: 0x1> x aaa", "-[Pinger stop] <Pinger: 0x1>", crafted,
                "-[Pinger ping] <Pinger: 0x1> x aa"].joined(separator: "\n") + "\n"
    }()

    @Test("a rule whose pattern reaches the match limit: one warning per rule and file with FILE:LINE and the count, findings kept, exit 2")
    func matchLimitWarnsOncePerRuleAndFile() throws {
        let folder = try Paths.scratchFolder()
        try Self.rules.write(to: folder.appendingPathComponent("team.tcrules"), atomically: true, encoding: .utf8)
        try Self.log.write(to: folder.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        try Self.log.write(to: folder.appendingPathComponent("b.log"), atomically: true, encoding: .utf8)
        let outcome = try CLI.run(["--rules", "team.tcrules", "-f", "json", "a.log", "b.log"], in: folder, timeout: 30)
        #expect(outcome.status == 2, "\(outcome.stderr)")
        let warnings = outcome.stderr.split(separator: "\n").filter { $0.contains("could not be evaluated") }
        #expect(warnings.count == 2, "\(outcome.stderr)")
        for file in ["a.log", "b.log"] {
            let expected = "trace-check: warning: \(file): rule 'ping-after-stop' (team.tcrules:5) could not be evaluated on 2 lines (first at line 1): a pattern reached PCRE2's match limit (100000 backtracking steps), so the rule did not check those lines; simplify the pattern (see 'Pattern limits' in docs/rules-file.md)"
            #expect(warnings.filter { $0 == expected }.count == 1, "\(outcome.stderr)")
        }
        // The lines the pattern could evaluate are still checked: line 5 is reported in both files.
        #expect(outcome.stdout.components(separatedBy: "\"ping-after-stop\"").count - 1 >= 2, "\(outcome.stdout)")
    }

    @Test("without the crafted lines the same rule and log exit 1 with no warning")
    func ordinaryLinesStayQuiet() throws {
        let folder = try Paths.scratchFolder()
        try Self.rules.write(to: folder.appendingPathComponent("team.tcrules"), atomically: true, encoding: .utf8)
        let plain = Self.log.split(separator: "\n").filter { !$0.hasSuffix("!") }.joined(separator: "\n") + "\n"
        try plain.write(to: folder.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        let outcome = try CLI.run(["--rules", "team.tcrules", "a.log"], in: folder, timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test("loading refuses a nested unbounded repeat at the group's FILE:LINE:COLUMN and loads nothing (exit 2)")
    func nestedRepeatRefused() throws {
        let folder = try Paths.scratchFolder()
        let rules = Self.rules.replacingOccurrences(of: "message  x (a|aa)+$", with: "message  x (\\w+\\s?)*$")
        try rules.write(to: folder.appendingPathComponent("team.tcrules"), atomically: true, encoding: .utf8)
        try Self.log.write(to: folder.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        let outcome = try CLI.run(["--rules", "team.tcrules", "a.log"], in: folder, timeout: 30)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("team.tcrules:3:41: error: message pattern repeats a group without bound whose body is itself an unbounded repeat (like (a+)+ or (.*)*)"), "\(outcome.stderr)")
    }

    @Test("every example rules file still loads and verifies")
    func examplesStillLoad() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.examples.appendingPathComponent("rules").path)
            .filter { $0.hasSuffix(".tcrules") }.sorted()
        #expect(names.count >= 6)
        for name in names {
            let outcome = try CLI.run(["rules", "--verify", "Examples/rules/\(name)"], timeout: 30)
            #expect(outcome.status == 0, "\(name): \(outcome.stderr)")
        }
    }
}
