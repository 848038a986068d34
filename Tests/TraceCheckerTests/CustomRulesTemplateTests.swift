import Testing
import TraceChecker
import TraceParser

/// Every template of the rules language, per object: triggering and quiet logs, a reused address
/// (a new incarnation after dealloc is a new object) and two launches (two pids never merge).
@Suite("Custom rules: templates")
struct CustomRulesTemplateTests {
    static let events = """
        event start  selector ^startSession$
        event end    selector ^endSession$
        """

    /// A template and a log, with the lines (and severities) where it must report.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var template: String
        var log: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "pair: a second open while one is open", template: "pair start -> end before next-open",
             log: """
             -[P startSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             """, expected: ["1 error"]),
        Case(name: "pair: open at dealloc", template: "pair start -> end before dealloc",
             log: """
             -[P startSession] <P: 0x1>
             -[P dealloc] <P: 0x1>
             """, expected: ["2 error"]),
        Case(name: "pair: open at the end of the log is a note", template: "pair start -> end before end-of-log",
             log: "-[P startSession] <P: 0x1>", expected: ["1 note"]),
        Case(name: "pair: close without open", template: "pair start -> end before dealloc; close-without-open",
             log: "-[P endSession] <P: 0x1>", expected: ["1 error"]),
        Case(name: "pair: closed before the next open, on each object", template: "pair start -> end; close-without-open",
             log: """
             -[P startSession] <P: 0x1>
             -[P startSession] <P: 0x2>
             -[P endSession] <P: 0x2>
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             -[P dealloc] <P: 0x1>
             """, expected: []),
        Case(name: "pair: checks left out are not reported", template: "pair start -> end before dealloc",
             log: """
             -[P startSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             """, expected: []),
        Case(name: "order: end before any start", template: "order end after start",
             log: """
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             """, expected: ["1 error"]),
        Case(name: "order: start on another object does not count", template: "order end after start",
             log: """
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x2>
             """, expected: ["2 error"]),
        Case(name: "order: end after start is quiet", template: "order end after start",
             log: """
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             """, expected: []),
        Case(name: "forbid: start after end", template: "forbid start after end",
             log: """
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             """, expected: ["3 error"]),
        Case(name: "forbid: quiet before the trigger and on other objects", template: "forbid start after end",
             log: """
             -[P startSession] <P: 0x1>
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x2>
             """, expected: []),
        Case(name: "within: too late is reported where it became certain", template: "within start -> end 2s",
             log: """
             2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>
             2024-01-01 10:00:01.000 App[1:1] -[P other] <P: 0x2>
             2024-01-01 10:00:05.000 App[1:1] -[P endSession] <P: 0x1>
             """, expected: ["3 error"]),
        Case(name: "within: in time is quiet", template: "within start -> end 2s",
             log: """
             2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>
             2024-01-01 10:00:01.900 App[1:1] -[P endSession] <P: 0x1>
             2024-01-01 10:00:09.000 App[1:1] -[P other] <P: 0x1>
             """, expected: []),
        Case(name: "within: the log ends before the limit: a note", template: "within start -> end 2s",
             log: "2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>", expected: ["1 note"]),
        Case(name: "within: 500ms limits", template: "within start -> end 500ms",
             log: """
             2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>
             2024-01-01 10:00:00.700 App[1:1] -[P endSession] <P: 0x1>
             """, expected: ["2 error"]),
        Case(name: "terminal: anything after end", template: "terminal end",
             log: """
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x1>
             """, expected: ["2 error"]),
        Case(name: "terminal: allowed events and other objects are quiet", template: "terminal end allow dealloc",
             log: """
             -[P endSession] <P: 0x1>
             -[P startSession] <P: 0x2>
             -[P dealloc] <P: 0x1>
             """, expected: []),
    ]

    @Test("Each template reports exactly where it must", arguments: cases)
    func templateReports(_ c: Case) throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule(Self.events, c.template), verifyExamples: false)
        #expect(CustomRulesSupport.lines(CustomRulesSupport.check(c.log, with: loaded)) == c.expected)
    }

    @Test("A reused address after dealloc is a new object: its state starts empty")
    func addressReuseStartsANewIncarnation() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule(Self.events, "pair start -> end; close-without-open"),
                                                 verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            -[P init] <P: 0x1>
            -[P startSession] <P: 0x1>
            -[P dealloc] <P: 0x1>
            -[P init] <P: 0x1>
            -[P endSession] <P: 0x1>
            -[P startSession] <P: 0x1>
            -[P endSession] <P: 0x1>
            """, with: loaded)
        #expect(CustomRulesSupport.lines(violations) == ["3 error", "5 error"])
        #expect(violations.map { $0.object?.incarnation } == [1, 2])
        #expect(violations[1].message.contains("#2"))
    }

    @Test("Forbid and terminal state ends with the incarnation")
    func forbidDoesNotCrossIncarnations() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule(Self.events, "forbid start after end\nterminal end allow dealloc"),
                                                 verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            -[P endSession] <P: 0x1>
            -[P dealloc] <P: 0x1>
            -[P init] <P: 0x1>
            -[P startSession] <P: 0x1>
            """, with: loaded)
        #expect(violations.isEmpty)
    }

    @Test("Two launches of the same app never merge, even at the same address")
    func pidsNeverMerge() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule(Self.events, "pair start -> end before next-open, dealloc; close-without-open"),
                                                 verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            2024-01-01 10:00:00.000 App[41:1] -[P startSession] <P: 0x1>
            2024-01-01 10:00:10.000 App[42:1] -[P endSession] <P: 0x1>
            2024-01-01 10:00:11.000 App[42:1] -[P startSession] <P: 0x1>
            2024-01-01 10:00:12.000 App[41:1] -[P startSession] <P: 0x1>
            """, with: loaded)
        #expect(CustomRulesSupport.lines(violations) == ["1 error", "2 error"])
        #expect(violations.map { $0.object?.pid } == [41, 42])
    }

    @Test("Groups both events bind slice the state: a close answers only the open with the same value")
    func sharedGroupsSliceState() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule("""
            event sub    selector ^subscribe:$    argument ^name=(?<name>\\w+)
            event unsub  selector ^unsubscribe:$  argument ^name=(?<name>\\w+)
            """, """
            pair sub -> unsub before dealloc; close-without-open
            message "{object}: {name} from line {line} is live at dealloc"
            message close-without-open "{object}: unsubscribe from {name} alone"
            """), verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            -[C subscribe:] name=Typing <C: 0x1>
            -[C subscribe:] name=Presence <C: 0x1>
            -[C unsubscribe:] name=Typing <C: 0x1>
            -[C unsubscribe:] name=Receipts <C: 0x1>
            -[C dealloc] <C: 0x1>
            """, with: loaded)
        #expect(violations.map(\.message) == ["C@0x1: unsubscribe from Receipts alone", "C@0x1: Presence from line 2 is live at dealloc"])
    }

    @Test("A group only one event binds fills messages but does not slice")
    func oneSidedGroupsDoNotSlice() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule("""
            event start  selector ^startSession:$  argument ^(?<mode>\\w+)
            event end    selector ^endSession$
            """, """
            pair start -> end before dealloc
            message "{object}: the {mode} session from line {line} is open at dealloc"
            """), verifyExamples: false)
        let closed = CustomRulesSupport.check("""
            -[P startSession:] video <P: 0x1>
            -[P endSession] <P: 0x1>
            -[P dealloc] <P: 0x1>
            """, with: loaded)
        #expect(closed.isEmpty)
        let open = CustomRulesSupport.check("""
            -[P startSession:] audio <P: 0x1>
            -[P dealloc] <P: 0x1>
            """, with: loaded)
        #expect(open.map(\.message) == ["P@0x1: the audio session from line 1 is open at dealloc"])
    }

    @Test("Message matchers see the whole line's message")
    func messageMatchers() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule("""
            event post  class ^Bus$  message posting (?<topic>\\w+)
            event done  kind dealloc
            """, """
            forbid post after done
            message "{object}: posted {topic} after dealloc (line {line})"
            """), verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            -[Bus send:] posting Ready <Bus: 0x9>
            -[Bus dealloc] <Bus: 0x9>
            -[Bus send:] posting Late <Bus: 0x9>
            """, with: loaded)
        #expect(violations.map(\.message) == ["Bus@0x9: posted Late after dealloc (line 2)"])
    }

    @Test("Findings on objects known only by class are one level weaker, like built-in findings")
    func classOnlyIdentityWeakens() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule(Self.events, "pair start -> end before next-open"),
                                                 verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            -[P startSession]
            -[P startSession]
            """, with: loaded)
        #expect(CustomRulesSupport.lines(violations) == ["1 warning"])
    }
}
