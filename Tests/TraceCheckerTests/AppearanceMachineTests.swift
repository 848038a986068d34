import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Issue 14, items 2, 3, 6 and 8: the appearance machine from every state (the explicit unknown
/// start included), repeated callback lines, timelines that name nobody, and transitions left open.
@Suite("Appearance machine and repeated callbacks")
struct AppearanceMachineTests {
    static let states: [AppearanceState] = [.unknown, .disappeared, .appearing, .appeared, .disappearing]
    static let callbacks: [EventKind] = [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    /// R-A1 written out by hand, one row per state, in the order of `callbacks`; nil is legal.
    static let table: [AppearanceState: [AppearanceMisstep?]] = [
        .unknown: [nil, nil, nil, nil, nil],
        .disappeared: [nil, .isAppearingOutsideAppearance, .didAppearWithoutWill, .willDisappearWhileHidden, .didDisappearTwice],
        .appearing: [.doubleWillAppear, nil, nil, nil, .didDisappearWithoutWill],
        .appeared: [.willAppearWhileAppeared, .isAppearingOutsideAppearance, .didAppearTwice, nil, .didDisappearWithoutWill],
        .disappearing: [nil, .isAppearingOutsideAppearance, .didAppearWhileDisappearing, .doubleWillDisappear, nil],
    ]

    struct Step: CustomTestStringConvertible, Sendable {
        let state: AppearanceState
        let kind: EventKind
        var testDescription: String { "\(kind.rawValue) from \(state.rawValue)" }
    }

    static let steps: [Step] = states.flatMap { state in callbacks.map { Step(state: state, kind: $0) } }

    @Test("The transition table answers every callback from every state as R-A1 says", arguments: steps)
    func tableMatchesRA1(step: Step) {
        let expected = Self.table[step.state]![Self.callbacks.firstIndex(of: step.kind)!]
        #expect(step.state.misstep(on: step.kind) == expected)
    }

    /// The selectors, as `-[VC sel]` prints them.
    static func selector(_ kind: EventKind) -> String {
        kind == .viewIsAppearing ? "viewIsAppearing:" : kind.rawValue + ":"
    }

    /// Lines that bring an object into `state`: nothing for unknown, a view load for disappeared.
    static func prefix(_ state: AppearanceState) -> [EventKind] {
        switch state {
        case .unknown: return []
        case .disappeared: return [.viewDidLoad]
        case .appearing: return [.viewWillAppear]
        case .appeared: return [.viewWillAppear, .viewDidAppear]
        case .disappearing: return [.viewWillAppear, .viewDidAppear, .viewWillDisappear]
        }
    }

    enum Identity: String, CaseIterable, Sendable { case address, className }

    static func check(_ text: String) -> [Violation] { findings(of: "appearance-pairing", in: text) }

    @Test("Through the engine, each step reports exactly when the table says, whatever the identity",
          arguments: steps, Identity.allCases)
    func engineFollowsTheTable(step: Step, identity: Identity) {
        // Another instance of the class first logs every callback and goes away, so coverage (R-P4) never
        // hides a finding and class-only lines cannot be taken for that instance.
        var lines = Self.callbacks.filter { $0 != .viewIsAppearing }.map { "-[FeedVC \(Self.selector($0))] <FeedVC: 0x9>" }
        lines.append("-[FeedVC dealloc] <FeedVC: 0x9>")
        let receiver = identity == .address ? " <FeedVC: 0x1>" : ""
        let start = lines.count
        lines += Self.prefix(step.state).map { "-[FeedVC \($0 == .viewDidLoad ? "viewDidLoad" : Self.selector($0))]\(receiver)" }
        lines.append("-[FeedVC \(Self.selector(step.kind))]\(receiver)")
        let target = lines.count
        let findings = Self.check(lines.joined(separator: "\n") + "\n").filter { $0.location.line == target && $0.severity >= .warning }
        let expected = Self.table[step.state]![Self.callbacks.firstIndex(of: step.kind)!]
        #expect((findings.isEmpty) == (expected == nil), "\(lines[start...]) → \(findings.map(\.message))")
        if expected != nil {
            #expect(findings.allSatisfy { $0.severity == (identity == .address ? .error : .warning) })
        }
    }

    @Test("A double viewWillAppear: is caught whether or not viewDidLoad came first, by address or by class", arguments: [
        "-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n",
        "-[FeedVC viewDidLoad] <FeedVC: 0x1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n",
        "-[FeedVC viewWillAppear:]\n-[FeedVC viewWillAppear:]\n-[FeedVC viewWillDisappear:]\n",
        "-[FeedVC viewDidLoad]\n-[FeedVC viewWillAppear:]\n-[FeedVC viewWillAppear:]\n-[FeedVC viewWillDisappear:]\n",
        "-[FeedVC viewDidLayoutSubviews]\n-[FeedVC viewWillAppear:]\n-[FeedVC viewWillAppear:]\n-[FeedVC viewWillDisappear:]\n",
        "<App.FeedVC: 0x7f88daee0370> viewWillAppear(_:)\n<App.FeedVC: 0x7f88daee0370> viewWillAppear(_:)\n<App.FeedVC: 0x7f88daee0370> viewWillDisappear(_:)\n",
    ])
    func doubleWillWhateverCameBefore(log: String) {
        let findings = Self.check(log).filter { $0.severity >= .warning }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("double viewWillAppear") == true)
    }

    @Test("A double viewWillAppear: of a class never seen to log viewWillDisappear: is a note, not dropped")
    func uncoveredDoubleWillIsANote() {
        let findings = Self.check("-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n-[FeedVC viewDidAppear:] <FeedVC: 0x1>\n")
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.location.line == 2)
        #expect(findings.first?.message.contains("cannot be ruled out") == true)
    }

    // MARK: Repeated lines (R-P9)

    @Test("An identical repeat of a callback line at once is a second call, with or without the receiver printed", arguments: [
        "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:] <FeedVC: 0x1>\n",
        "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:] self=0x1 animated=1\n2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:] self=0x1 animated=1\n2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:] self=0x1\n",
        "2020-01-01 10:00:00.000 A[1:2] FeedVC viewWillDisappear(_:) Settings\n2020-01-01 10:00:00.001 A[1:2] FeedVC viewWillDisappear(_:) Settings\n2020-01-01 10:00:00.300 A[1:2] FeedVC viewDidDisappear(_:)\n",
    ])
    func identicalRepeatIsASecondCall(log: String) {
        let findings = Self.check(log).filter { $0.severity >= .warning }
        #expect(findings.map(\.location.line) == [2], "\(findings.map(\.message))")
    }

    @Test("Repeated lines that prove one call are folded: rising __LINE__, different payloads at once, a helper printed twice", arguments: [
        "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:],40\n2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:],44\n2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:],50\n",
        "2020-01-01 10:00:00.000 A[1:2] FeedVC viewWillDisappear(_:) saving draft\n2020-01-01 10:00:00.001 A[1:2] FeedVC viewWillDisappear(_:) stopping timer\n2020-01-01 10:00:00.300 A[1:2] FeedVC viewDidDisappear(_:)\n",
        "2015-09-11 13:49:53.255 BKSingleton[14207:147064] -[ViewController viewWillDisappear:] <BKHelper: 0x7fa23248e650>\n2015-09-11 13:49:53.256 BKSingleton[14207:147064] -[ViewController viewWillDisappear:] <BKHelper: 0x7fa23248e650>\n2015-09-11 13:49:53.500 BKSingleton[14207:147064] -[ViewController viewDidDisappear:]\n",
    ])
    func provenRepeatIsOneCall(log: String) {
        #expect(Self.check(log).filter { $0.severity >= .warning }.isEmpty)
    }

    @Test("Without time stamps an identical repeat is never folded")
    func noTimeNoFolding() {
        let log = "-[FeedVC viewWillDisappear:] <BKHelper: 0x7>\n-[FeedVC viewWillDisappear:] <BKHelper: 0x7>\n-[FeedVC viewDidDisappear:]\n"
        #expect(Self.check(log).filter { $0.severity >= .warning }.map(\.location.line) == [2])
    }

    // MARK: Names and open transitions

    @Test("A timeline whose lines name nobody gives notes, never warnings or errors", arguments: [
        "viewWillAppear: Settings\nviewWillAppear: Settings\nviewWillDisappear\nviewDidDisappear\n",
        "viewDidLoad()\nviewWillAppear(_:)\nviewDidDisappear(_:)\nviewWillDisappear(_:)\n",
    ])
    func namelessTimelinesGiveNotes(log: String) {
        let all = TraceCheck.check(source: MemoryByteSource(Array(log.utf8), name: "log"), fileName: "log").violations
        #expect(!all.isEmpty, "the machine still sees the misstep")
        #expect(all.allSatisfy { $0.severity == .note }, "\(all.map { "\($0.severity) \($0.message)" })")
    }

    @Test("A frozen interactive pop (vc2 will disappear, vc1 will appear, nothing else) gives a note per open transition")
    func frozenPopIsANote() {
        let findings = Self.check("- vc2.viewWillDisappear\n- vc1.viewWillAppear\n")
        #expect(findings.map(\.severity) == [.note, .note])
        #expect(findings.allSatisfy { $0.message.contains("never finished") })
        #expect(findings.map(\.location.line).sorted() == [1, 2])
    }

    @Test("An open transition stays a note when the log goes on but the class never logs the closing callback")
    func openTransitionWithoutCoverageIsANote() {
        let log = "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillAppear:] <FeedVC: 0x1>\n2020-01-01 10:00:30.000 A[1:2] -[OtherVC viewDidLoad] <OtherVC: 0x2>\n"
        #expect(Self.check(log).map(\.severity) == [.note])
    }

    @Test("An open transition of a class that logs the closing callback, stuck while the log went on, is still an error")
    func stuckTransitionWithCoverageIsAnError() {
        let log = """
        2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillAppear:] <FeedVC: 0x9>
        2020-01-01 10:00:00.100 A[1:2] -[FeedVC viewDidAppear:] <FeedVC: 0x9>
        2020-01-01 10:00:01.000 A[1:2] -[FeedVC viewWillAppear:] <FeedVC: 0x1>
        2020-01-01 10:00:30.000 A[1:2] -[OtherVC viewDidLoad] <OtherVC: 0x2>

        """
        #expect(Self.check(log).filter { $0.severity >= .warning }.map(\.location.line) == [3])
    }

    @Test("UIKit's unbalanced sentence about a framework's controller advises on presentation timing, not on forwarding")
    func unbalancedFrameworkControllerHint() throws {
        let quickLook = try #require(findings(of: "appearance-transition-balance", in: [
            "2015-04-07 10:41:25.614 App[4402:1011455] Unbalanced calls to begin/end appearance transitions for <QLRemotePreviewContentController: 0x14d147e00>.",
        ]).first)
        #expect(quickLook.hint?.hasPrefix("QLRemotePreviewContentController is the framework's own controller") == true, "\(String(describing: quickLook.hint))")
        let own = try #require(findings(of: "appearance-transition-balance", in: [
            "Unbalanced calls to begin/end appearance transitions for <CardsController: 0x2>.",
        ]).first)
        #expect(own.hint?.hasPrefix("Forward appearance only through") == true)
        // UIKit's containers may be an app's container's children, whose appearance it forwards.
        let container = try #require(findings(of: "appearance-transition-balance", in: [
            "Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x3>.",
        ]).first)
        #expect(container.hint?.hasPrefix("Forward appearance only through") == true)
    }

    @Test("a re-appearance that prints why is a call, while a closure's later line with text is none (the second review)")
    func reappearanceWithTextIsACall() {
        let reappears = """
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewWillAppear(_:)
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewDidAppear(_:)
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewWillDisappear(_:)
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewDidDisappear(_:)
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewWillAppear(_:) returning from DetailViewController
        <MyApp.HomeViewController: 0x7fb1c4d0a2e0> viewDidAppear(_:)

        """
        #expect(Self.check(reappears).filter { $0.severity >= .warning }.isEmpty)
        let cancelled = """
        <MyApp.PlayerViewController: 0x10380a200> viewWillAppear(_:)
        <MyApp.PlayerViewController: 0x10380a200> viewDidAppear(_:)
        <MyApp.PlayerViewController: 0x10380a200> viewWillDisappear(_:)
        <MyApp.PlayerViewController: 0x10380a200> viewDidDisappear(_:)
        <MyApp.PlayerViewController: 0x10380a200> viewDidAppear(_:) CancellationError()

        """
        #expect(Self.check(cancelled).filter { $0.severity >= .warning }.isEmpty)
    }
}

