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
        log are required (R-P4); a transition still open when the log ends is only a note (R-P6), and so is one whose \
        closing callback the class never logs, or a double viewWillAppear: of a class never seen to log viewWillDisappear:. \
        A double viewWillDisappear: is found whenever the class logs viewWillAppear: (every way back to a second \
        viewWillDisappear: passes through it), also where viewDidDisappear: is never logged (a pager that forwards only \
        the will callbacks, MNPageViewController#8). \
        An identical repeat of a callback line is a second call unless the line proves it is the same call (a rising \
        __LINE__, a different payload printed at once, the same other object printed at once: R-P9).
        """,
        triggeringExamples: [
            RuleExample("viewWillDisappear: twice by a class that never logs viewDidDisappear: (a pager forwarding only the will callbacks)", """
            <App.PageVC: 0x7f01> viewWillAppear
            <App.PageVC: 0x7f01> viewDidAppear
            <App.PageVC: 0x7f01> viewWillDisappear
            ↓<App.PageVC: 0x7f01> viewWillDisappear
            <App.PageVC: 0x7f01> deinit
            """),
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
            ⓘ-[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            """),
            RuleExample("viewDidAppear(_:) after viewDidDisappear(_:) without a new viewWillAppear(_:) (a SwiftUI host in a Playground)", """
            <App.SampleVC: 0x7f88daee0370> viewWillAppear(_:)
            <App.SampleVC: 0x7f88daee0370> viewWillDisappear(_:)
            <App.SampleVC: 0x7f88daee0370> viewDidDisappear(_:)
            ↓<App.SampleVC: 0x7f88daee0370> viewDidAppear(_:)
            """),
            RuleExample("A double viewWillAppear: at the unknown start of a timeline, identified by class only: a warning", """
            -[FeedVC viewWillAppear:]
            ↓-[FeedVC viewWillAppear:]
            ⓘ-[FeedVC viewWillDisappear:]
            """),
            RuleExample("An identical repeat of a callback line printed at once is a second call", """
            2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            ↓2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:] <FeedVC: 0x1>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("By class name only, a second instance pushed over the first: its load shows two instances, whose callbacks interleave (a Crashlytics log, helper-53), a note at most", """
            -[ChatViewController viewWillAppear:]
            -[ChatViewController viewDidAppear:]
            -[ChatViewController viewDidLoad]
            -[ChatViewController viewWillDisappear:]
            -[ChatViewController viewWillAppear:]
            ⓘ-[ChatViewController viewDidDisappear:]
            ⓘ-[ChatViewController viewDidAppear:]
            """),
            RuleExample("Lines that name nobody may merge several controllers and launches: notes at most", """
            viewWillAppear: Settings
            ⓘviewWillAppear: Settings
            viewWillDisappear
            viewDidDisappear
            """),
            RuleExample("Two runs of one screen pasted one after the other, logged by class name only: the second run's appearance is most likely a second instance's, a note at most", """
            vc1 – loadView
            vc1 – viewDidLoad
            vc1 – viewWillAppear
            vc1 – viewDidAppear
            vc1 – loadView
            vc1 – viewDidLoad
            ⓘvc1 – viewWillAppear
            vc1 – viewDidAppear
            """),
            RuleExample("Statements of one call, told apart by a rising __LINE__", """
            2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:],40
            2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:],44
            2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:],50
            """),
            RuleExample("Backtrace frames name methods on the stack, not calls", """
            -[FeedVC viewWillAppear:] <FeedVC: 0x1>
            -[FeedVC viewDidAppear:] <FeedVC: 0x1>
            4   MyApp   0x0000000100f2a1b4 -[FeedVC viewWillAppear:] + 60
                frame #5: 0x0000000100f2a1b4 MyApp`-[FeedVC viewDidAppear:] + 60 at FeedVC.m:42
            """),
            RuleExample("A cancelled interactive pop as its author listed it: the controller underneath never gets viewDidAppear", """
            - vc2.viewWillDisappear
            - vc1.viewWillAppear
            - vc1.viewWillDisappear
            - vc1.viewDidDisappear
            - vc2.viewWillAppear
            - vc2.viewDidAppear
            """),
            RuleExample("A log that starts in the middle of a push: viewWillDisappear: as the first line proves nothing, and the transition still open at the end is only a note", """
            ⓘ-[ViewController viewWillDisappear:] <ViewController: 0x2>
            ⓘ-[PushVC viewWillAppear:] <PushVC: 0x3>
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
            RuleExample("Two launches (two pids): the second launch's viewWillDisappear: is not about the first launch's controller; transitions left open at the end are notes", """
            2021-02-20 16:48:20.976994+0800 App[6870:949942] -[ViewController viewWillAppear:]
            2021-02-20 16:48:21.012287+0800 App[6870:949942] -[ViewController viewDidAppear:]
            ⓘ2021-02-20 16:53:40.035304+0800 App[6878:952029] -[ViewController viewWillDisappear:]
            ⓘ2021-02-20 16:53:40.035356+0800 App[6878:952029] -[PushTestViewController viewWillAppear:]
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
    public var observedKinds: Set<EventKind>? { [.loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .dealloc] }

    /// A load matters only after an appearance (a reload then hints at a second instance): an
    /// object that only loads costs no monitor.
    public var startKinds: Set<EventKind>? { [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .dealloc] }

    final class Monitor: RuleMonitor {
        private var transitionStart: EventReference?
        private var isAppearingSeen = false
        /// Double viewWillAppear: of a class not (yet) seen to log viewWillDisappear:, decided at the end.
        private var uncoveredDoubleWills: [(at: EventReference, start: EventReference?)] = []
        /// An appearance callback came since the object's timeline began.
        private var hasAppeared = false
        /// The view loaded again after an appearance, and no appearance callback came since: on a
        /// timeline known by class only, the next appearance is most likely a second instance's.
        private var reloadedSinceAppearance = false
        /// On a timeline known by class only, the view loaded again after an appearance: the timeline
        /// holds two instances from here on, whose callbacks interleave (one pushed over the other).
        private var reloadAfterAppearance: EventReference?

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            transitionStart = nil
            isAppearingSeen = false
            uncoveredDoubleWills.removeAll(keepingCapacity: true)
            hasAppeared = false
            reloadedSinceAppearance = false
            reloadAfterAppearance = nil
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            let here = EventReference(event)
            let before = object.previousAppearance
            func report(_ message: String, hint: String, requiresAll: Set<EventKind> = [], requiresAny: Set<EventKind> = []) {
                context.report(object.isWeak ? .weak : .definite, at: here, message: "\(object.displayName): \(message)",
                               related: transitionStart.map { [("\($0.selector) was here", $0)] } ?? [],
                               hint: hint, requiresAll: requiresAll, requiresAny: requiresAny)
            }
            if event.kind == .dealloc {
                guard let start = transitionStart else { return }
                if before == .appearing {
                    report("deallocated while appearing: \(start.selector) at line \(start.line) never got viewDidAppear:",
                           hint: Hints.openTransition, requiresAll: [.viewDidAppear])
                } else if before == .disappearing {
                    report("deallocated while disappearing: \(start.selector) at line \(start.line) never got viewDidDisappear:",
                           hint: Hints.deallocWhileDisappearing, requiresAll: [.viewDidDisappear])
                }
                transitionStart = nil
                return
            }
            if event.kind == .loadView || event.kind == .viewDidLoad {
                // Loads reach a started monitor only, and only an appearance or a dealloc starts one.
                if hasAppeared {
                    reloadedSinceAppearance = true
                    if object.isWeak, object.classKey != nil, reloadAfterAppearance == nil { reloadAfterAppearance = here }
                }
                return
            }
            defer {
                hasAppeared = true
                reloadedSinceAppearance = false
            }
            if let misstep = before.misstep(on: event.kind) {
                if reloadedSinceAppearance, object.isWeak, misstep == .willAppearWhileAppeared || misstep == .doubleWillAppear {
                    // Appeared, loaded again, appearing again: what a second instance of the class does (the
                    // next run of a pasted scenario, one pushed on another); a view does not load twice.
                    let (message, _) = Self.describe(misstep, before: before, context: context)
                    context.report(.inconclusive, at: here,
                                   message: "\(object.displayName): \(message), after its view loaded again: most likely a second instance, \(IdentityHint.onlyIdentifiedBy(object)) (log the address to be sure)",
                                   related: transitionStart.map { [("\($0.selector) was here", $0)] } ?? [], hint: IdentityHint.logTheAddress)
                } else if let reload = reloadAfterAppearance, object.isWeak {
                    // A second instance loaded at `reload` while the first had appeared: the class name cannot
                    // tell their callbacks apart, so an order that looks wrong may be the two interleaving.
                    let (message, _) = Self.describe(misstep, before: before, context: context)
                    context.report(.inconclusive, at: here,
                                   message: "\(object.displayName): \(message), after a second instance loaded its view (line \(reload.line)): the class name alone cannot tell their callbacks apart (log the address to be sure)",
                                   related: [("the second load was here", reload)] + (transitionStart.map { [("\($0.selector) was here", $0)] } ?? []),
                                   hint: IdentityHint.logTheAddress)
                } else if misstep == .doubleWillAppear, !context.classLogs(.viewWillDisappear) {
                    // R-P4: an unlogged viewWillDisappear: (a cancelled disappearance) would make it legal.
                    if uncoveredDoubleWills.count < 8 { uncoveredDoubleWills.append((here, transitionStart)) }
                } else {
                    let (message, hint) = Self.describe(misstep, before: before, context: context)
                    report(message, hint: hint, requiresAll: misstep.requiresAll, requiresAny: misstep.requiresAny)
                }
            } else if event.kind == .viewIsAppearing, isAppearingSeen {
                report("viewIsAppearing: twice in one appearance", hint: "UIKit calls viewIsAppearing once per appearance; look for a manual call.")
            }
            switch event.kind {
            case .viewWillAppear:
                transitionStart = here
                isAppearingSeen = false
            case .viewIsAppearing:
                isAppearingSeen = true
                object.appearance = before == .unknown ? .appearing : before
            case .viewWillDisappear:
                transitionStart = here
            case .viewDidAppear, .viewDidDisappear:
                transitionStart = nil
            default:
                break
            }
        }

        /// The message and hint of a misstep, in UIKit's terms.
        static func describe(_ misstep: AppearanceMisstep, before: AppearanceState, context: MonitorContext) -> (String, String) {
            switch misstep {
            case .doubleWillAppear:
                return ("viewWillAppear: again while it was still appearing (double viewWillAppear)", Hints.doubleAppearance)
            case .willAppearWhileAppeared:
                return ("viewWillAppear: while it was already appeared, without viewWillDisappear: first (double appearance)", Hints.doubleAppearance)
            case .isAppearingOutsideAppearance:
                return ("viewIsAppearing: outside an appearance (state was \(before.rawValue))",
                        "viewIsAppearing is only called between viewWillAppear: and viewDidAppear:.")
            case .didAppearWithoutWill:
                let previous = context.classLogs(.viewDidDisappear) ? " after viewDidDisappear:" : ""
                return ("viewDidAppear:\(previous) without viewWillAppear:", Hints.didWithoutWill)
            case .didAppearTwice:
                return ("viewDidAppear: twice without viewWillAppear: between", Hints.doubleAppearance)
            case .didAppearWhileDisappearing:
                return ("viewDidAppear: while it was disappearing (no viewWillAppear: cancelled the disappearance)", Hints.didWithoutWill)
            case .willDisappearWhileHidden:
                return ("viewWillDisappear: while it was not visible", Hints.didWithoutWill)
            case .doubleWillDisappear:
                return ("viewWillDisappear: again before viewDidDisappear: (double viewWillDisappear)", Hints.willWithoutDid)
            case .didDisappearWithoutWill:
                return ("viewDidDisappear: without viewWillDisappear:", Hints.didWithoutWill)
            case .didDisappearTwice:
                return ("viewDidDisappear: twice without an appearance between", Hints.didWithoutWill)
            }
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) {
            for double in uncoveredDoubleWills {
                let related = double.start.map { [("\($0.selector) was here", $0)] } ?? []
                let message = "\(object.displayName): viewWillAppear: again while it was still appearing (double viewWillAppear)"
                if context.classLogs(.viewWillDisappear) {
                    context.report(object.isWeak ? .weak : .definite, at: double.at, message: message, related: related, hint: Hints.doubleAppearance)
                } else {
                    context.report(.inconclusive, at: double.at,
                                   message: message + "; the class is never seen to log viewWillDisappear:, so a cancelled disappearance between cannot be ruled out",
                                   related: related, hint: Hints.doubleAppearance)
                }
            }
            uncoveredDoubleWills = []
            guard let start = transitionStart, object.dealloc == nil, object.appearance.isTransitioning else { return }
            let missing: EventKind = object.appearance == .appearing ? .viewDidAppear : .viewDidDisappear
            // A transition open for longer than the grace period while the log went on is stuck (R-A2); one cut
            // by the end of the log is only inconclusive (R-P6), and so is one whose closing callback the class
            // is never seen to log (R-P4): a frozen interactive pop leaves exactly that.
            let logged = context.classLogs(missing)
            if logged, context.logContinued(after: start, by: max(context.gracePeriod, 2)) {
                context.report(object.isWeak ? .weak : .definite, at: start,
                               message: "\(object.displayName): \(start.selector) was never followed by \(missing.rawValue) although the log went on",
                               hint: Hints.openTransition, requiresAll: [missing])
                return
            }
            context.report(.inconclusive, at: start,
                           message: "\(object.displayName): the transition never finished: \(start.selector) was never followed by \(missing.rawValue)"
                               + (logged ? " before the log ended (inconclusive)" : " (the class is never seen to log \(missing.rawValue), so only a note)"),
                           hint: logged ? "Capture the log until the transition completes to decide." : Hints.openTransition)
        }
    }
}

/// Fix-it hints shared by the appearance rules, in UIKit's terms.
enum Hints {
    static let doubleAppearance = "Look for a manual viewWillAppear:/viewDidAppear: call or a container that forwards appearance by hand while shouldAutomaticallyForwardAppearanceMethods is still true; use beginAppearanceTransition(_:animated:)/endAppearanceTransition() instead."
    static let didWithoutWill = "UIKit never sends this by itself to a correctly contained controller. Check for manual appearance calls, a view added without addChild(_:), or (SwiftUI hosting, blocked main thread) a host that removed the controller before its transition finished."
    static let willWithoutDid = "Work started in viewWillDisappear: must not depend on viewDidDisappear: alone; remove observers and stop timers in both the did callback and the opposite will callback. If a container drives appearance by hand, balance beginAppearanceTransition with endAppearanceTransition."
    /// R-A1a: a SwiftUI host that removes a representable's controller mid-transition frees it
    /// without viewDidDisappear:, which no app code can cause.
    static let deallocWhileDisappearing = willWithoutDid + " If SwiftUI hosts the controller (a representable, a sheet or a navigation stack removed mid-transition), the host may be at fault."
    static let openTransition = "A transition that never completes usually means a container called beginAppearanceTransition without endAppearanceTransition, or an interactive transition was frozen (e.g. the pop gesture disabled mid-swipe)."
}
