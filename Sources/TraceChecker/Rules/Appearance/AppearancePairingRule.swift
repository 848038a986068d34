import TraceParser

/// R-A1, R-A2, R-B1, R-F6: the four-state appearance machine with both cancel edges.
public struct AppearancePairingRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "appearance-pairing", name: "Appearance callbacks pair up", severity: .error,
        summary: "viewWillAppear/viewDidAppear and viewWillDisappear/viewDidDisappear follow UIKit's four-state machine.",
        rationale: """
        Each view controller is Disappeared, Appearing, Appeared or Disappearing. viewWillAppear: moves Disappeared -> \
        Appearing, viewDidAppear: Appearing -> Appeared, viewWillDisappear: Appeared -> Disappearing, viewDidDisappear: \
        Disappearing -> Disappeared (UIViewController.h; Apple's "Handling view-related notifications"). A cancelled \
        interactive pop or sheet dismissal takes the cancel edges Appearing -> Disappearing and Disappearing -> Appearing, \
        which are legal (R-B1, R-B2). A will without its did matters because work started in a will callback (an observer, \
        a timer) is ended in the did callback: Apple asks to end it "in both the corresponding did and the opposite will". \
        viewIsAppearing comes once, between viewWillAppear and viewDidAppear (R-F6). Only callbacks the class is seen to \
        log are required (R-P4); a transition still open when the log ends is only a note (R-P6).
        """,
        triggeringExamples: [
            RuleExample("Deallocated half-way through a transition: dealloc arrives while the controller is still Disappearing", """
            -[FeedVC viewDidLoad] <FeedVC: 0x1>
            -[FeedVC viewWillAppear:] <FeedVC: 0x1>
            -[FeedVC viewDidAppear:] <FeedVC: 0x1>
            -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            -[FeedVC viewDidDisappear:] <FeedVC: 0x1>
            -[FeedVC viewWillAppear:] <FeedVC: 0x1>
            -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            ↓-[FeedVC dealloc] <FeedVC: 0x1>
            """),
            RuleExample("viewWillAppear: again while the controller is Appeared, with no disappearance between", """
            -[FeedVC viewWillAppear:] <FeedVC: 0x1>
            -[FeedVC viewDidAppear:] <FeedVC: 0x1>
            ↓-[FeedVC viewWillAppear:] <FeedVC: 0x1>
            -[FeedVC viewDidAppear:] <FeedVC: 0x1>
            -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            """),
            RuleExample("viewDidAppear(_:) after viewDidDisappear(_:) without a new viewWillAppear(_:) (a SwiftUI host in a Playground)", """
            <App.SampleVC: 0x7f88daee0370> viewWillAppear(_:)
            <App.SampleVC: 0x7f88daee0370> viewWillDisappear(_:)
            <App.SampleVC: 0x7f88daee0370> viewDidDisappear(_:)
            ↓<App.SampleVC: 0x7f88daee0370> viewDidAppear(_:)
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("A cancelled interactive pop as its author listed it: the controller underneath never gets viewDidAppear", """
            - vc2.viewWillDisappear
            - vc1.viewWillAppear
            - vc1.viewWillDisappear
            - vc1.viewDidDisappear
            - vc2.viewWillAppear
            - vc2.viewDidAppear
            """),
            RuleExample("A log that starts in the middle of a push: viewWillDisappear: as the first line proves nothing, and the transition still open at the end is only a note", """
            -[ViewController viewWillDisappear:] <ViewController: 0x2>
            -[PushVC viewWillAppear:] <PushVC: 0x3>
            """),
            RuleExample("A full-screen present and dismiss on iOS 11, logged by class name: the two controllers' callbacks interleave", """
            ViewController viewWillAppear(_:)
            ViewController viewDidAppear(_:)
            ViewController viewWillDisappear(_:)
            ModalViewController viewWillAppear(_:)
            ModalViewController viewDidAppear(_:)
            ViewController viewDidDisappear(_:)
            ModalViewController viewWillDisappear(_:)
            ViewController viewWillAppear(_:)
            ViewController viewDidAppear(_:)
            ModalViewController viewDidDisappear(_:)
            ModalViewController viewWillAppear(_:)
            ModalViewController viewDidAppear(_:)
            ModalViewController viewWillDisappear(_:)
            ModalViewController viewDidDisappear(_:)
            """),
            RuleExample("A tab switch: the new controller's viewWillAppear: comes before the old one's viewWillDisappear:", """
            -[MessageViewController viewWillAppear:]
            -[MessageViewController viewDidAppear:]
            -[ContactViewController viewWillAppear:]
            -[MessageViewController viewWillDisappear:]
            -[MessageViewController viewDidDisappear:]
            -[ContactViewController viewDidAppear:]
            """),
            RuleExample("Two launches (two pids): the second launch's viewWillDisappear: is not about the first launch's controller", """
            2021-02-20 16:48:20.976994+0800 App[6870:949942] -[ViewController viewWillAppear:]
            2021-02-20 16:48:21.012287+0800 App[6870:949942] -[ViewController viewDidAppear:]
            2021-02-20 16:53:40.035304+0800 App[6878:952029] -[ViewController viewWillDisappear:]
            2021-02-20 16:53:40.035356+0800 App[6878:952029] -[PushTestViewController viewWillAppear:]
            """),
            RuleExample("An address reused after dealloc: init at the same address starts a new object, which may appear again", """
            -[DetailVC viewWillAppear:] <DetailVC: 0x7>
            -[DetailVC viewDidAppear:] <DetailVC: 0x7>
            -[DetailVC viewWillDisappear:] <DetailVC: 0x7>
            -[DetailVC viewDidDisappear:] <DetailVC: 0x7>
            -[DetailVC dealloc] <DetailVC: 0x7>
            -[DetailVC init] <DetailVC: 0x7>
            -[DetailVC viewWillAppear:] <DetailVC: 0x7>
            -[DetailVC viewDidAppear:] <DetailVC: 0x7>
            """),
            RuleExample("A class that never logs viewDidDisappear: is not required to: dealloc after viewWillDisappear: is accepted", """
            -[TimerVC viewWillAppear:] <TimerVC: 0x4>
            -[TimerVC viewDidAppear:] <TimerVC: 0x4>
            -[TimerVC viewWillDisappear:] <TimerVC: 0x4>
            -[TimerVC dealloc] <TimerVC: 0x4>
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: UInt64? { Set<EventKind>([.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .dealloc]).mask }

    final class Monitor: RuleMonitor {
        private var transitionStart: EventReference?
        private var isAppearingSeen = false

        func observe(_ event: Event, in context: MonitorContext) {
            let object = context.object!
            let here = EventReference(event)
            let certainty: Certainty = object.isWeak ? .weak : .definite
            let before = object.previousAppearance
            func report(_ message: String, hint: String, requiresAll: Set<EventKind> = [], requiresAny: Set<EventKind> = []) {
                var related: [(String, EventReference)] = []
                if let start = transitionStart { related.append(("\(start.selector) was here", start)) }
                context.report(certainty, at: here, message: "\(object.identity.displayName): \(message)", related: related,
                               hint: hint, requiresAll: requiresAll, requiresAny: requiresAny)
            }
            switch event.kind {
            case .viewWillAppear:
                if before == .appearing {
                    report("viewWillAppear: again while it was still appearing (double viewWillAppear)",
                           hint: Hints.doubleAppearance, requiresAll: [.viewWillDisappear])
                } else if before == .appeared {
                    report("viewWillAppear: while it was already appeared, without viewWillDisappear: first (double appearance)",
                           hint: Hints.doubleAppearance, requiresAny: [.viewWillDisappear, .viewDidDisappear])
                }
                transitionStart = here
                isAppearingSeen = false
            case .viewIsAppearing:
                if before != .appearing, before != .unknown {
                    report("viewIsAppearing: outside an appearance (state was \(before.rawValue))",
                           hint: "viewIsAppearing is only called between viewWillAppear: and viewDidAppear:.", requiresAll: [.viewWillAppear])
                } else if isAppearingSeen {
                    report("viewIsAppearing: twice in one appearance",
                           hint: "UIKit calls viewIsAppearing once per appearance; look for a manual call.")
                }
                isAppearingSeen = true
                object.appearance = before == .unknown ? .appearing : before
            case .viewDidAppear:
                switch before {
                case .disappeared:
                    let previous = context.classLogs(.viewDidDisappear) ? " after viewDidDisappear:" : ""
                    report("viewDidAppear:\(previous) without viewWillAppear:", hint: Hints.didWithoutWill, requiresAll: [.viewWillAppear])
                case .appeared:
                    report("viewDidAppear: twice without viewWillAppear: between", hint: Hints.doubleAppearance, requiresAll: [.viewWillAppear])
                case .disappearing:
                    report("viewDidAppear: while it was disappearing (no viewWillAppear: cancelled the disappearance)",
                           hint: Hints.didWithoutWill, requiresAll: [.viewWillAppear])
                default: break
                }
                transitionStart = nil
            case .viewWillDisappear:
                if before == .disappearing {
                    report("viewWillDisappear: again before viewDidDisappear: (double viewWillDisappear)",
                           hint: Hints.willWithoutDid, requiresAll: [.viewDidDisappear])
                } else if before == .disappeared, object.eventCount > 1 {
                    report("viewWillDisappear: while it was not visible", hint: Hints.didWithoutWill, requiresAll: [.viewWillAppear])
                }
                transitionStart = here
            case .viewDidDisappear:
                switch before {
                case .appeared, .appearing:
                    report("viewDidDisappear: without viewWillDisappear:", hint: Hints.didWithoutWill, requiresAll: [.viewWillDisappear])
                case .disappeared where object.eventCount > 1:
                    report("viewDidDisappear: twice without an appearance between", hint: Hints.didWithoutWill,
                           requiresAll: [.viewWillDisappear, .viewWillAppear])
                default: break
                }
                transitionStart = nil
            case .dealloc:
                guard let start = transitionStart else { return }
                if before == .appearing {
                    report("deallocated while appearing: \(start.selector) at line \(start.line) never got viewDidAppear:",
                           hint: Hints.openTransition, requiresAll: [.viewDidAppear])
                } else if before == .disappearing {
                    report("deallocated while disappearing: \(start.selector) at line \(start.line) never got viewDidDisappear:",
                           hint: Hints.willWithoutDid, requiresAll: [.viewDidDisappear])
                }
                transitionStart = nil
            default:
                break
            }
        }

        func finish(in context: MonitorContext) {
            let object = context.object!
            guard let start = transitionStart, object.dealloc == nil else { return }
            let missing: EventKind = object.appearance == .appearing ? .viewDidAppear : .viewDidDisappear
            guard object.appearance.isTransitioning else { return }
            // A transition open for longer than the grace period while the log went on is stuck (R-A2); one cut
            // by the end of the log is only inconclusive (R-P6).
            let stuck = context.logContinued(after: start, by: max(context.gracePeriod, 2))
            context.report(stuck ? (object.isWeak ? .weak : .definite) : .inconclusive, at: start,
                           message: "\(object.identity.displayName): \(start.selector) was never followed by \(missing.rawValue)"
                               + (stuck ? " although the log went on" : " before the log ended (inconclusive)"),
                           hint: stuck ? Hints.openTransition : "Capture the log until the transition completes to decide.",
                           requiresAll: [missing])
        }
    }
}

/// Fix-it hints shared by the appearance rules, in UIKit's terms.
enum Hints {
    static let doubleAppearance = "Look for a manual viewWillAppear:/viewDidAppear: call or a container that forwards appearance by hand while shouldAutomaticallyForwardAppearanceMethods is still true; use beginAppearanceTransition(_:animated:)/endAppearanceTransition() instead."
    static let didWithoutWill = "UIKit never sends this by itself to a correctly contained controller. Check for manual appearance calls, a view added without addChild(_:), or (SwiftUI hosting, blocked main thread) a host that removed the controller before its transition finished."
    static let willWithoutDid = "Work started in viewWillDisappear: must not depend on viewDidDisappear: alone; remove observers and stop timers in both the did callback and the opposite will callback. If a container drives appearance by hand, balance beginAppearanceTransition with endAppearanceTransition."
    static let openTransition = "A transition that never completes usually means a container called beginAppearanceTransition without endAppearanceTransition, or an interactive transition was frozen (e.g. the pop gesture disabled mid-swipe)."
}
