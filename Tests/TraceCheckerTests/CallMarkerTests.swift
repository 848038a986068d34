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
}
