import Testing
@testable import TraceChecker
import TraceParser

/// Issue 19, item 2: `--max-obligations` bounds everything a monitor keeps per distinct name, and
/// forgetting the oldest costs constant time however full the list is.
@Suite("Obligation bounds")
struct ObligationBoundTests {
    @Test("A list that forgets its oldest keeps the newest in arrival order through drops and removals")
    func oldestFirstListOrder() {
        var list = OldestFirstList<Int>()
        for value in 1...100 {
            list.append(value)
            if list.count > 10 { list.dropOldest() }
        }
        #expect(Array(list.elements) == Array(91...100))
        #expect(list.oldest == 91)
        list.removeAll { $0 % 2 == 0 }
        #expect(Array(list.elements) == [91, 93, 95, 97, 99])
        list.update { $0 *= 10 }
        #expect(Array(list.elements) == [910, 930, 950, 970, 990])
        for _ in 0..<7 { list.dropOldest() }
        #expect(list.isEmpty && list.oldest == nil)
    }

    @Test("A bounded dictionary holds at most its limit and forgets the key set longest ago")
    func oldestFirstDictionaryForgetsOldest() {
        var table = OldestFirstDictionary<String, Int>()
        var forgotten = 0
        for i in 1...100 where table.set(i, forKey: "k\(i)", limit: 10) { forgotten += 1 }
        #expect(table.count == 10 && forgotten == 90)
        #expect(table["k90"] == nil && table["k91"] == 91 && table["k100"] == 100)
        // Setting k91 again makes it the newest: the next new key forgets k92.
        let forgotOnReset = table.set(0, forKey: "k91", limit: 10)
        let forgotOnNew = table.set(101, forKey: "k101", limit: 10)
        #expect(!forgotOnReset && forgotOnNew)
        #expect(table["k91"] == 0 && table["k92"] == nil)
        let removed = table.removeValue(forKey: "k93")
        #expect(removed == 93 && table.count == 9)
    }

    @Test("Setting and removing one name a million times keeps the dictionary's order list small")
    func staleOrderEntriesAreSwept() {
        var table = OldestFirstDictionary<String, Int>()
        for i in 0..<1_000_000 {
            table.set(i, forKey: "name", limit: 1024)
            if i % 2 == 0 { table.removeValue(forKey: "name") }
        }
        #expect(table.count == 1 && table["name"] == 999_999)
        #expect(table.orderedKeyCount <= 2 * 16 + 1)
    }

    /// One controller that registers `names` distinct notification names, then the given lines.
    private static func registrations(_ names: Int, then tail: [String]) -> String {
        var lines = ["-[FeedViewController viewWillAppear:] <FeedViewController: 0x1>"]
        for i in 0..<names { lines.append("-[FeedViewController addObserver:selector:name:object:] <FeedViewController: 0x1> name=Note\(i)") }
        return (lines + tail).joined(separator: "\n") + "\n"
    }

    @Test("An object that registers thousands of names keeps only the newest --max-obligations of them")
    func observerNamesAreBounded() {
        var options = CheckOptions()
        options.maxOpenObligations = 8
        options.onlyRules = ["observer-added-twice"]
        // Note0 was forgotten long ago: registering it again is not "again". Note2999 is still live.
        let text = Self.registrations(3_000, then: [
            "-[FeedViewController addObserver:selector:name:object:] <FeedViewController: 0x1> name=Note0",
            "-[FeedViewController addObserver:selector:name:object:] <FeedViewController: 0x1> name=Note2999",
        ])
        let report = TraceCheck.check(source: MemoryByteSource(text: text, name: "log"), fileName: "log", options: options)
        #expect(report.violations.map(\.location.line) == [3_003])
        guard case let .openObligations(limit, dropped)? = report.limitWarnings.first else {
            Issue.record("no obligation warning: \(report.limitWarnings)")
            return
        }
        #expect(limit == 8 && dropped == 3_000 - 8 + 1)
    }

    @Test("A user rule's marks sliced by name are bounded like observer registrations")
    func slicedMarksAreBounded() throws {
        let loaded = try CustomRulesSupport.load(CustomRulesSupport.rule("""
            event sub    selector ^subscribe:$    argument ^name=(?<name>\\w+)
            event unsub  selector ^unsubscribe:$  argument ^name=(?<name>\\w+)
            """, """
            pair sub -> unsub before dealloc
            message "{object}: {name} from line {line} is live at dealloc"
            """), verifyExamples: false)
        var lines = (0..<2_000).map { "-[C subscribe:] name=Topic\($0) <C: 0x1>" }
        lines.append("-[C dealloc] <C: 0x1>")
        var options = CheckOptions()
        options.extraRules = loaded.extraRules
        options.onlyRules = ["r"]
        options.maxOpenObligations = 5
        let report = TraceCheck.check(source: MemoryByteSource(text: lines.joined(separator: "\n") + "\n", name: "app.log"),
                                      fileName: "app.log", options: options, catalog: loaded.catalog)
        // Only the five newest subscriptions are still held at dealloc.
        #expect(report.violations.map(\.message) == (1_995..<2_000).map { "C@0x1: Topic\($0) from line \($0 + 1) is live at dealloc" })
        #expect(report.limitWarnings.contains { if case .openObligations(5, 1_995) = $0 { return true } else { return false } })
    }
}
