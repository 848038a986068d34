import TraceParser

/// R-E1: a child added with willMove(toParent: P) must get didMove(toParent: P).
public struct ContainmentAddRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "containment-add", name: "Adding a child completes", severity: .error,
        summary: "willMove(toParent:) with a parent was never followed by didMove(toParent:).",
        rationale: """
        addChild(_:) calls willMove(toParent:) but not didMove(toParent:): "It is expected that a container view \
        controller subclass will make this call after a transition to the new child has completed or, in the case of no \
        transition, immediately after the call to addChildViewController:" (UIViewController.h; Apple's custom container \
        guide). A child that appears without it has a half-built containment relationship. UIKit's own containers call \
        didMove themselves, late (after viewDidAppear: in UIPageViewController), so when the parent is not known to be a \
        custom container a missing didMove at the end of the log is a warning (a note when the log ends within the grace \
        period of the child's viewDidAppear, where a late didMove may simply be cut off), and a definite error only when \
        the child is moved again, removed or deallocated first.
        """,
        triggeringExamples: [
            RuleExample("A child added with addChildViewController: never gets didMoveToParentViewController: with its parent, though it appears and is later removed", """
            -[ContainerVC addChildViewController:] <ContentVC: 0x2> <ContainerVC: 0x1>
            ↓-[ContentVC willMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            -[ContentVC viewWillAppear:] <ContentVC: 0x2>
            -[ContentVC viewDidAppear:] <ContentVC: 0x2>
            -[ContentVC willMoveToParentViewController:] parent=(null) <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=(null) <ContentVC: 0x2>
            """),
            RuleExample("A hand-written list naming the child: willMove(toParentViewController:), the child appears, and didMove never follows", """
            ↓ChildVC willMove(toParentViewController:)
            - ChildVC viewDidLoad()
            - ChildVC viewWillAppear(_:)
            - ChildVC viewDidAppear(_:)
            """),
            RuleExample("Moves printed without their argument: after an add and a removal, a third willMove is an add, and removeFromParent() comes before its didMove", """
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A child whose view load the log shows before its first willMove without an argument: that willMove is an add, and removeFromParent() comes before its didMove", """
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidLoad()
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A child that appears after its first willMove without an argument was being added, and is removed before any didMove", """
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A child that appears and disappears after its first willMove without an argument was added, and removed before any didMove", """
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A parent named like a UIKit container that logs addChild(_:) itself (here after calling super) is a custom container: it must send didMove", """
            ↓<MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) Optional(<MyApp.CustomTabBarController: 0x7fa1c3000000>)
            <MyApp.CustomTabBarController: 0x7fa1c3000000> addChild(_:) <MyApp.DetailVC: 0x7fa1c2e0b8d0>
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> deinit
            """),
            RuleExample("The back button's shape under a parent named like no UIKit container: a custom container must send didMove itself", """
            ↓<MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) Optional(<MyApp.CardContainerVC: 0x7fa1c3000000>)
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> viewDidLoad()
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) nil
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> deinit
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same list with lines that name nobody: they may merge several children, so a note at most", """
            ⓘwillMove(toParentViewController:)
            - viewDidLoad()
            - viewWillAppear
            - viewDidAppear
            """),
            RuleExample("The back button's idiom: a class that overrides willMove(toParent:) alone, pushed onto and popped from a navigation controller that sends didMove itself (R-P4)", """
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) Optional(<UINavigationController: 0x7fa1c3000000>)
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> viewDidLoad()
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) nil
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> deinit
            """),
            RuleExample("The back button's idiom under an app's own navigation controller, a subclass of UIKit's that sends didMove itself", """
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) Optional(<MyApp.MainNavigationController: 0x7fa1c3000000>)
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> viewDidLoad()
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> willMove(toParent:) nil
            <MyApp.DetailVC: 0x7fa1c2e0b8d0> deinit
            """),
            RuleExample("willMoveToParentViewController: followed by didMoveToParentViewController: with the same parent", """
            -[ContentVC willMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            """),
            RuleExample("A child that has just appeared as the log ends: UIKit's own containers call didMove after viewDidAppear, so the log may stop before it (a note)", """
            ⓘ2013-06-18 21:30:00.447 Demo[81753:c07] -[ChildVC willMoveToParentViewController:] parent=<PanelVC: 0x1> <ChildVC: 0x2>
            2013-06-18 21:30:00.448 Demo[81753:c07] -[ChildVC viewWillAppear:] <ChildVC: 0x2>
            2013-06-18 21:30:00.700 Demo[81753:c07] -[ChildVC viewDidAppear:] <ChildVC: 0x2>
            """),
            ContainmentState.removalFromTheLogStart,
            ContainmentState.removalOfAVisibleChild,
            ContainmentState.removalAfterTheViewLeft,
            RuleExample("didMove(toParentViewController:) printed on the viewDidAppear line: one line carrying two events, late as UIPageViewController sends it", """
            - viewDidLoad()
            - viewWillAppear
            - viewDidAppear didMove(toParentViewController:)
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.willMoveToParent, .didMoveToParent, .removeFromParent, .dealloc, .viewDidAppear] }

    /// A move starts the monitor: a dealloc or an appearance before any has nothing to act on.
    public var startKinds: Set<EventKind>? { [.willMoveToParent, .didMoveToParent, .removeFromParent] }

    final class Monitor: RuleMonitor {
        private var state = ContainmentState()
        private var pendingAdd: EventReference?
        /// The pending add's line named one of UIKit's containers, or a class named like one, as the parent
        /// (``uikitParent(of:of:)``).
        private var pendingAddToUIKit: (className: String, address: UInt64?)?
        /// The child's last viewDidAppear since the add.
        private var appearance: EventReference?

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            state = ContainmentState()
            pendingAdd = nil
            pendingAddToUIKit = nil
            appearance = nil
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .willMoveToParent:
                let removes = state.isRemoval(event, of: object)
                state.willMove(event, of: object, removes: removes)
                if removes {
                    if let add = pendingAdd { reportOpen(add, closedBy: event, of: object, in: context) }
                    pendingAdd = nil
                    state.attached = false
                } else {
                    if let add = pendingAdd { reportOpen(add, closedBy: event, of: object, in: context) }
                    pendingAdd = EventReference(event)
                    pendingAddToUIKit = Self.uikitParent(of: event, of: object)
                    appearance = nil
                    state.attached = true
                }
            case .didMoveToParent:
                let removes = state.isRemoval(event, of: object) && pendingAdd == nil
                state.didMove(event, of: object)
                if removes {
                    state.attached = false
                } else {
                    pendingAdd = nil
                    state.attached = true
                }
            case .removeFromParent:
                // willMove(toParent:) without its argument, then removeFromParent(): the removal's own
                // willMove(toParent: nil), unless the log shows the child's birth, an earlier move, or
                // the child appearing after it (``ContainmentState/removalSettlesGuess(_:of:)``).
                if let add = pendingAdd, !state.removalSettlesGuess(event, of: object) { reportOpen(add, closedBy: event, of: object, in: context) }
                state.removeFromParent()
                pendingAdd = nil
                state.attached = false
            case .dealloc:
                if let add = pendingAdd { reportOpen(add, closedBy: event, of: object, in: context) }
                pendingAdd = nil
            case .viewDidAppear:
                if pendingAdd != nil { appearance = EventReference(event) }
                state.didAppear()
            default:
                break
            }
        }

        private func reportOpen(_ add: EventReference, closedBy event: Event, of object: ObjectRecord, in context: MonitorContext) {
            context.report(object.isWeak ? .weak : .definite, at: add,
                           message: "\(object.displayName): \(add.selector) was never followed by didMove(toParent:) before \(event.selector) at line \(event.line)",
                           related: [("\(event.selector) came here, with the add still incomplete", EventReference(event))], hint: ContainmentAddRule.hint,
                           requiresAll: addsToUIKit(in: context) ? [.didMoveToParent] : [])
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) {
            guard let add = pendingAdd, object.dealloc == nil else { return }
            // UIKit containers call didMove late, after the child's viewDidAppear (R-E1): without knowing the
            // parent is a custom container this is only suspicious, and only once the log went on past
            // the appearance. A log without times gives no such measure: the appearance is the evidence.
            let evidence = appearance ?? add
            let certainty: Certainty = context.logContinued(after: evidence, by: context.gracePeriod)
                || (appearance != nil && evidence.time == nil) ? .weak : .inconclusive
            let parentIsCustom = object.parent?.address.flatMap { Address.parse($0) }
                .map { context.classLogs(.addChild, ofObjectAt: $0) } ?? false
            context.report(parentIsCustom && certainty == .weak ? .definite : certainty, at: add,
                           message: "\(object.displayName): \(add.selector) was never followed by didMove(toParent:)"
                               + (appearance != nil ? " although the child appeared" : "")
                               + (certainty == .inconclusive && appearance != nil ? ", but the log ends right after its viewDidAppear, before UIKit's own containers would call it" : ""),
                           hint: ContainmentAddRule.hint, requiresAll: addsToUIKit(in: context) ? [.didMoveToParent] : [])
        }

        /// The parent the add's line names, when it is one of UIKit's classes (`willMove(toParent:)
        /// Optional(<UINavigationController: 0x…>)`, the back button's idiom that overrides willMove alone)
        /// or named like an app's subclass of one of its containers (`<MyApp.MainNavigationController: 0x…>`),
        /// which inherits its containment: UIKit's containers send didMove themselves, so only a class seen
        /// to log didMove is judged (R-P4).
        private static func uikitParent(of event: Event, of object: ObjectRecord) -> (className: String, address: UInt64?)? {
            guard ContainmentState.parentIsNil(event, of: object) == false, case let .object(className?, address) = event.argument,
                  className.hasPrefix("UI") || uikitContainerSuffixes.contains(where: { className.hasSuffix($0) }) else { return nil }
            return (className, address)
        }

        /// True when the pending add's parent is UIKit's (``uikitParent(of:of:)``), as far as the log tells
        /// when the finding is made: a parent named like a container whose class is seen to log addChild(_:)
        /// (by its address or its name, before or after the add) is a custom container that must send didMove.
        private func addsToUIKit(in context: MonitorContext) -> Bool {
            guard let parent = pendingAddToUIKit else { return false }
            if parent.className.hasPrefix("UI") { return true }
            return !(parent.address.map { context.classLogs(.addChild, ofObjectAt: $0) } ?? false)
                && !context.classLogs(.addChild, ofClass: parent.className)
        }

        /// How apps name their subclasses of UIKit's containers (`MainTabBarController`, `RootNavigationController`,
        /// `BaseNavigationVC`, `HomeTabBarViewController`).
        private static let uikitContainerSuffixes = ["NavigationController", "NavigationViewController", "NavigationVC", "NavController",
                                                     "TabBarController", "TabBarViewController", "TabBarVC", "SplitViewController",
                                                     "PageViewController"]
    }

    static let hint = "After addChild(_:) and adding the child's view, call child.didMove(toParent: self) (immediately when there is no transition)."
}
