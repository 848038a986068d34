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

    private static func run(_ rules: LoadedRules?, log: String = log) -> (violations: [Violation], deliveries: Int) {
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

    /// `count` terminal rules, each ending its object at its own selector (`closeN`); with
    /// `literal` off the selectors are patterns without a literal, so the rules see every event.
    static func terminalRules(_ count: Int, literal: Bool) throws -> LoadedRules {
        var text = ""
        for i in 0..<count {
            let pattern = literal ? "^close\(i)$" : "^close\(i)(?:)$"
            text += "event close\(i)  selector \(pattern)\nrule terminal-\(i)\n  severity error\n  terminal close\(i) allow dealloc\n\n"
        }
        return try RulesFile.load(text: text, path: "terminal.tcrules", verifyExamples: false)
    }

    static let terminalLog = """
    -[PlayerVC play] <PlayerVC: 0x20>
    -[PlayerVC close3] <PlayerVC: 0x20>
    -[PlayerVC play] <PlayerVC: 0x20>
    -[FeedVC viewDidLoad] <FeedVC: 0x10>
    -[PlayerVC dealloc] <PlayerVC: 0x20>
    -[FeedVC close5] <FeedVC: 0x10>
    -[FeedVC close5] <FeedVC: 0x10>
    -[FeedVC viewWillAppear:] <FeedVC: 0x10>

    """

    @Test("A terminal rule starts at its event's literal and then follows only that object: the same findings as offering it every event")
    func terminalFollowsItsObject() throws {
        let literal = try Self.terminalRules(200, literal: true)
        let everywhere = try Self.terminalRules(200, literal: false)
        #expect(literal.extraRules.allSatisfy { $0.triggers?.followsOnceStarted == true })
        #expect(everywhere.extraRules.allSatisfy { $0.triggers == nil })
        let none = Self.run(nil, log: Self.terminalLog)
        let a = Self.run(literal, log: Self.terminalLog), b = Self.run(everywhere, log: Self.terminalLog)
        let found = a.violations.filter { $0.rule.hasPrefix("terminal-") }.map { "\($0.location.line) \($0.rule)" }
        // close3 ends PlayerVC (play after it; dealloc is allowed); close5 ends FeedVC (close5 and viewWillAppear: after it).
        #expect(found == ["3 terminal-3", "7 terminal-5", "8 terminal-5"], "\(a.violations.map(\.message))")
        #expect(a.violations.map(\.message) == b.violations.map(\.message))
        // close3 and close5 twice start or reach one rule each; after them every event of the object
        // reaches that rule: play and dealloc of PlayerVC, viewWillAppear: of FeedVC.
        #expect(a.deliveries == none.deliveries + 3 + 3, "none: \(none.deliveries), 200 terminal rules: \(a.deliveries)")
        #expect(b.deliveries >= none.deliveries + 200 * 8)
    }

    @Test("Triggers: selector, then class literals, then kinds; a terminal template follows its object; any other pattern makes none")
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
        #expect(triggers[1] == RuleTriggers(kinds: [.dealloc], selectors: ["play"]))
        #expect(triggers[2] == nil)
        #expect(triggers[3] == RuleTriggers(kinds: [.dealloc], followsOnceStarted: true))
    }
}
