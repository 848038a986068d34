import Foundation
import Testing
import TraceParser
@testable import TraceChecker

/// A method that prints `Start` when it begins and `End` when it returns is one call, whatever
/// it prints between and whether or not the lines carry times (R-P9).
@Suite("Begin and end markers make one call of a method's lines")
struct CallMarkerTests {
    /// Every finding, as `rule severity line`.
    private static func findings(_ lines: [String]) -> [String] {
        TraceCheckerTests.findings(of: nil, in: lines).map { "\($0.rule) \($0.severity) \($0.location.line)" }
    }

    @Test("the words that open a call", arguments: [
        ("Start**", true), ("** Start **", true), ("started", true), ("BEGIN", true), ("entering", true), ("开始", true), ("시작", true),
        ("called", true), ("invoked", true), ("- before super", true), ("- after super", false), ("beforehand", false), ("completed", false), ("calledBack", false), ("End**", false), ("view = Optional(<UIView: 0x1>)", false), ("Startup screen", false), ("", false), ("animated=1", false),
    ])
    func openingWords(payload: String, opens: Bool) {
        #expect(CallMarker.opensCall(payload) == opens)
    }

    @Test("Start, a statement and End of one loadView, around other objects' calls, are one load")
    func oneCallWithStatementsBetween() {
        #expect(Self.findings([
            "NaviController loadView() Start",
            "MainView init(coder:) Start",
            "MainView init(coder:) End",
            "NaviController loadView() view = Optional(<UILayoutContainerView: 0x7ff793804ee0>)",
            "NaviController loadView() End",
            "NaviController viewDidLoad() Start",
            "NaviController viewDidLoad() End",
            "NaviController viewDidAppear(_:) Start",
            "NaviController viewDidAppear(_:) End",
        ]).isEmpty)
    }

    @Test("a second Start is a second call")
    func secondStartIsASecondCall() {
        #expect(Self.findings([
            "NaviController viewDidLoad() Start",
            "NaviController viewDidLoad() End",
            "NaviController viewDidLoad() Start",
            "NaviController viewDidLoad() End",
        ]) == ["view-loaded-twice warning 3"])
    }

    @Test("`called` then `completed` of one viewDidLoad is one load; `called` twice is two")
    func calledThenCompletedIsOneCall() {
        #expect(Self.findings([
            "[KeyboardViewController] viewDidLoad called",
            "[KeyboardViewController] viewDidLoad completed",
            "[KeyboardViewController] viewWillAppear called",
            "[KeyboardViewController] viewWillAppear completed",
            "[KeyboardViewController] viewDidAppear called",
        ]).isEmpty)
        #expect(Self.findings([
            "[KeyboardViewController] viewDidLoad called",
            "[KeyboardViewController] viewDidLoad called",
        ]) == ["view-loaded-twice warning 2"])
    }

    @Test("the words that close a call", arguments: [
        ("End", true), ("** end **", true), ("Exit", true), ("finished in 3ms", true), ("took 145.2ms", true), ("completed", true),
        ("done", true), ("结束", true), ("完成加载", true), ("←", true), ("<- HomeVC", true), ("out of sync", false), ("stop timer", false),
        ("return from detail", false), ("Endless", false), ("tookit", false), ("", false), ("Start", false),
        ("<FeedVC: 0x7f8a1c00a200> took 12.0 ms", true), ("<FeedVC: 0x7f8a1c00a200> loaded", false),
    ])
    func closingWords(payload: String, closes: Bool) {
        #expect(CallMarker.closesCall(payload) == closes)
    }

    @Test("A tracer's Enter and Exit before the method are one call, around other objects' lines; a second Enter is a second call")
    func enterThenExitIsOneCall() {
        let stamp = "2024-05-01 10:00:00."
        #expect(Self.findings([
            "\(stamp)100 App[1:2] Enter viewDidLoad <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)101 App[1:2] Enter viewDidLoad <HomeVC: 0x7fa1c2e0b9d0>",
            "\(stamp)102 App[1:2] Exit viewDidLoad <HomeVC: 0x7fa1c2e0b9d0>",
            "\(stamp)105 App[1:2] Exit viewDidLoad <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)110 App[1:2] [BEGIN] viewWillAppear: <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)111 App[1:2] [END] viewWillAppear: <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)410 App[1:2] → viewDidAppear: <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)411 App[1:2] ← viewDidAppear: <FeedVC: 0x7fa1c2e0b8d0>",
        ]).isEmpty)
        #expect(Self.findings([
            "\(stamp)100 App[1:2] Enter viewDidLoad <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)105 App[1:2] Exit viewDidLoad <FeedVC: 0x7fa1c2e0b8d0>",
            "\(stamp)900 App[1:2] Enter viewDidLoad <FeedVC: 0x7fa1c2e0b8d0>",
        ]) == ["view-loaded-twice error 3"])
    }

    @Test("A line that says the call ended closes the call just printed, within a second; one per call, or a second later, is another call")
    func closingLineEndsOnlyAnOpenCall() {
        let receiver = "<FeedVC: 0x7fa1c2e0b8d0>"
        // A monitor's line after the call it timed (`took`), 145 ms after the call's own line.
        #expect(Self.findings([
            "2024-05-01 10:00:00.100 App[1:2] -[FeedVC viewDidLoad] \(receiver)",
            "2024-05-01 10:00:00.245 App[1:2] -[FeedVC viewDidLoad] took 145.2ms \(receiver)",
        ]).isEmpty)
        // The monitor's line after each call: each is a call.
        #expect(Self.findings([
            "2024-05-01 10:00:00.100 App[1:2] -[FeedVC viewDidLoad] took 12ms \(receiver)",
            "2024-05-01 10:00:01.300 App[1:2] -[FeedVC viewDidLoad] took 11ms \(receiver)",
        ]) == ["view-loaded-twice error 2"])
        // Without times, print(self, #function) on entry and the same with `took` on exit are one call.
        #expect(Self.findings([
            "<MyApp.FeedVC: 0x7f8a1c00a200> viewDidLoad()",
            "<MyApp.FeedVC: 0x7f8a1c00a200> viewDidLoad() took 12 ms",
            "-[FeedVC viewWillAppear:] <FeedVC: 0x7f8a1c00a300>",
            "-[FeedVC viewWillAppear:] <FeedVC: 0x7f8a1c00a300> took 3.1 ms",
        ]).allSatisfy { $0.contains(" note ") })
        // A line that says a call ended after one that already did is the next call's, however soon.
        #expect(Self.findings([
            "2024-05-01 10:00:00.100 App[1:2] -[FeedVC viewWillAppear:] \(receiver)",
            "2024-05-01 10:00:00.500 App[1:2] -[FeedVC viewDidAppear:] \(receiver)",
            "2024-05-01 10:00:00.510 App[1:2] -[FeedVC viewDidAppear:] took 10ms \(receiver)",
            "2024-05-01 10:00:00.900 App[1:2] -[FeedVC viewDidAppear:] took 9ms \(receiver)",
        ]) == ["appearance-pairing error 4"])
        // Three seconds later it is no end of the first call.
        #expect(Self.findings([
            "2024-05-01 10:00:00.100 App[1:2] -[FeedVC viewWillAppear:] \(receiver)",
            "2024-05-01 10:00:00.500 App[1:2] -[FeedVC viewDidAppear:] \(receiver)",
            "2024-05-01 10:00:03.500 App[1:2] -[FeedVC viewDidAppear:] done loading \(receiver)",
        ]) == ["appearance-pairing error 3"])
    }

    @Test("After a line that said the method started, a later line of it that starts nothing is a closure's (Swift's #function), even after other callbacks")
    func closureLineAfterAStartedCall() {
        let receiver = "<MyApp.FeedViewController: 0x7f8a1c00a200>"
        #expect(Self.findings([
            "\(receiver) viewDidLoad() start",
            "\(receiver) viewWillAppear(_:)",
            "\(receiver) viewDidAppear(_:)",
            "\(receiver) viewDidLoad() feed loaded: 20 items, took 1747 ms",
        ]).isEmpty)
        // Saying it started again is a second call.
        #expect(Self.findings([
            "\(receiver) viewDidLoad() start",
            "\(receiver) viewWillAppear(_:)",
            "\(receiver) viewDidAppear(_:)",
            "\(receiver) viewDidLoad() start",
        ]) == ["view-loaded-twice error 4"])
    }

    @Test("Lines around statements (`before super`, `after super`, `before reloadData`) are one call; the first line again, or a line that says nothing, is another")
    func linesAroundStatementsAreOneCall() {
        let stamp = "2024-01-02 10:00:00.1"
        let receiver = "<App.ListViewController: 0x7fa11067a730>"
        #expect(Self.findings([
            "\(stamp)00 App[1:2] \(receiver) viewWillAppear(_:) - before super",
            "\(stamp)00 App[1:2] \(receiver) viewWillAppear(_:) - after super",
            "\(stamp)01 App[1:2] \(receiver) viewWillAppear(_:) - before reloadData",
            "\(stamp)02 App[1:2] \(receiver) viewWillAppear(_:) - after reloadData",
            "2024-01-02 10:00:00.400 App[1:2] \(receiver) viewDidAppear(_:)",
        ]).isEmpty)
        #expect(Self.findings([
            "\(stamp)00 App[1:2] \(receiver) viewDidLoad - before super",
            "\(stamp)01 App[1:2] \(receiver) viewDidLoad - after super",
            "2024-01-02 10:00:03.100 App[1:2] \(receiver) viewDidLoad - before super",
        ]) == ["view-loaded-twice error 3"])
        #expect(Self.findings([
            "\(stamp)00 App[1:2] \(receiver) viewDidLoad before fetch",
            "2024-01-02 10:00:03.100 App[1:2] \(receiver) viewDidLoad",
        ]) == ["view-loaded-twice error 2"])
    }
}
