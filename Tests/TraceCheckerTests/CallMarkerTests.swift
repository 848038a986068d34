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
