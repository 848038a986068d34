import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Issue 19: user rules are dispatched by what can match, so an event meets only the rules that
/// could match it and thousands of rules cost little more than none.
@Suite("Rule dispatch")
struct RuleDispatchTests {
    /// `count` pair rules on their own selectors (`startN` → `endN`).
    static func pairRules(_ count: Int) throws -> LoadedRules {
        var text = ""
        for i in 0..<count {
            text += """
            event start\(i)  selector ^start\(i)$
            event end\(i)    selector ^end\(i)$
            rule pairing-\(i)
              severity  error
              pair start\(i) -> end\(i)  before next-open, dealloc

            """
        }
        return try RulesFile.load(text: text, path: "many.tcrules", verifyExamples: false)
    }

    static let log = """
    -[FeedVC viewDidLoad] <FeedVC: 0x10>
    -[FeedVC viewWillAppear:] <FeedVC: 0x10>
    -[FeedVC viewDidAppear:] <FeedVC: 0x10>
    -[PlayerVC start7] <PlayerVC: 0x20>
    -[PlayerVC start7] <PlayerVC: 0x20>
    -[PlayerVC start9] <PlayerVC: 0x20>
    -[PlayerVC end9] <PlayerVC: 0x20>
    -[PlayerVC dealloc] <PlayerVC: 0x20>
    -[FeedVC dealloc] <FeedVC: 0x10>

    """

    private static func run(_ rules: LoadedRules?) -> (violations: [Violation], deliveries: Int) {
        var options = CheckOptions()
        options.extraRules = rules?.extraRules ?? []
        let engine = Engine(fileName: "app.log", options: options, rules: RulePack.builtin + options.extraRules)
        var violations: [Violation] = []
        engine.onViolation = { violations.append($0) }
        let reader = TraceReader(catalog: rules?.catalog ?? .standard, options: TraceReader.Options())
        _ = try? reader.read(MemoryByteSource(text: log)) { engine.consume($0) }
        engine.finish()
        return (violations.sorted(by: Violation.reportOrder), engine.deliveries)
    }

    @Test("An event reaches only the user rules its selector names: 500 rules add three deliveries per matching event")
    func onlyMatchingRules() throws {
        let none = Self.run(nil)
        let many = Self.run(try Self.pairRules(500))
        // start7 twice, start9, end9: one rule each; the dealloc reaches the two started monitors.
        #expect(many.deliveries == none.deliveries + 4 + 2, "none: \(none.deliveries), 500 rules: \(many.deliveries)")
        let rules = many.violations.map(\.rule).filter { $0.hasPrefix("pairing-") }
        #expect(rules == ["pairing-7", "pairing-7"], "\(many.violations.map(\.message))")
    }

    @Test("Dispatched rules find what offering every event to every rule finds")
    func sameFindings() throws {
        // A rule that matches on a pattern, not a literal, sees every event: the reference.
        let literal = try Self.pairRules(20)
        var text = ""
        for i in 0..<20 {
            text += "event start\(i)  selector ^start\(i)(?:)$\nevent end\(i)    selector ^end\(i)(?:)$\n"
            text += "rule pairing-\(i)\n  severity  error\n  pair start\(i) -> end\(i)  before next-open, dealloc\n\n"
        }
        let everywhere = try RulesFile.load(text: text, path: "many.tcrules", verifyExamples: false)
        #expect(everywhere.extraRules.allSatisfy { $0.triggers == nil })
        #expect(literal.extraRules.allSatisfy { $0.triggers != nil })
        let a = Self.run(literal), b = Self.run(everywhere)
        #expect(a.violations.map(\.message) == b.violations.map(\.message))
        #expect(a.deliveries < b.deliveries)
    }

    @Test("Triggers: selector, then class literals, then kinds; any other pattern or a terminal template makes none")
    func triggersOfPatterns() throws {
        let text = """
        event a  selector ^play$
        event b  class ^PlayerVC$
        event c  kind dealloc
        event d  selector ^st(art|op)$
        rule one
          pair a -> b
        rule two
          order c after a
        rule three
          pair a -> d
        rule four
          terminal c

        """
        let loaded = try RulesFile.load(text: text, path: "t.tcrules", verifyExamples: false)
        let triggers = loaded.extraRules.map(\.triggers)
        #expect(triggers[0] == RuleTriggers(selectors: ["play"], classes: ["PlayerVC"]))
        #expect(triggers[1] == RuleTriggers(kinds: ClassFacts.bit(.dealloc), selectors: ["play"]))
        #expect(triggers[2] == nil)
        #expect(triggers[3] == nil)
    }
}
