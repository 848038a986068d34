import TraceParser

/// R-E3: removing a child starts with willMove(toParent: nil).
public struct ContainmentRemoveRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "containment-remove", name: "Removing a child is announced", severity: .error,
        summary: "didMove(toParent: nil) or removeFromParent() without willMove(toParent: nil) first.",
        rationale: """
        "removeFromParentViewController: does not call [self willMoveToParentViewController:nil] before removing the \
        child. This is also the responsibility of the container subclass" (UIViewController.h). removeFromParent() then \
        calls didMove(toParent: nil) itself, so the two may print in either order (post-order logging, R-P5). Legal \
        exception: addChild(_:) onto a new parent removes the child from its old parent without willMove(nil). Only \
        classes seen to log willMove(toParent:) are judged (R-P4).
        """,
        triggeringExamples: [
            RuleExample("removeFromParentViewController with no willMoveToParentViewController: nil before it", """
            -[ContentVC willMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            ↓-[ContentVC removeFromParentViewController] <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=(null) <ContentVC: 0x2>
            """),
            RuleExample("A child that appears after its first willMove without an argument was being added: removeFromParent() later has no willMove(toParent: nil)", """
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A child whose first moves, printed without their argument, are an add that completed: removeFromParent() later has no willMove(toParent: nil)", """
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
            <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
            ↓<MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            """),
            RuleExample("A child shown and dismissed, then added while off screen (its moves printed without their argument, the didMove at once) and removed half a second later: that willMove was an add", """
            2024-05-01 10:00:00.000 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidLoad()
            2024-05-01 10:00:00.050 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
            2024-05-01 10:00:00.400 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
            2024-05-01 10:00:03.000 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
            2024-05-01 10:00:03.400 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
            2024-05-01 10:00:05.000 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
            2024-05-01 10:00:05.001 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            ↓2024-05-01 10:00:05.500 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
            2024-05-01 10:00:05.501 App[1:2] <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("A second didMove without its argument after the child appeared may be UIKit's second didMove(parent), not a removal: a note", """
            C1 willMove(toParent:)
            C1 didMove(toParent:)
            C1 viewDidAppear(_:)
            ⓘC1 didMove(toParent:)
            """),
            RuleExample("Moves printed without their argument: each didMove completes the willMove before it, an add and then a removal", """
            ChildVC willMove(toParent:)
            ChildVC didMove(toParent:)
            ChildVC willMove(toParent:)
            ChildVC didMove(toParent:)
            """),
            ContainmentState.removalFromTheLogStart,
            ContainmentState.removalOfAVisibleChild,
            ContainmentState.removalAfterTheViewLeft,
            RuleExample("The documented removal: willMove(nil), then removeFromParent, whose own didMove(nil) prints first because it logs after calling super", """
            -[ContentVC willMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=<ContainerVC: 0x1> <ContentVC: 0x2>
            -[ContentVC willMoveToParentViewController:] parent=(null) <ContentVC: 0x2>
            -[ContentVC didMoveToParentViewController:] parent=(null) <ContentVC: 0x2>
            -[ContentVC removeFromParentViewController] <ContentVC: 0x2>
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.willMoveToParent, .didMoveToParent, .removeFromParent, .viewDidAppear] }

    /// A move starts the monitor: an appearance before any has nothing to act on.
    public var startKinds: Set<EventKind>? { [.willMoveToParent, .didMoveToParent, .removeFromParent] }

    final class Monitor: RuleMonitor {
        private var state = ContainmentState()
        /// The willMove(nil) of the removal in progress, or the close of one just finished.
        private var removalOpen = false
        private var removalJustClosed = false

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            state = ContainmentState()
            removalOpen = false
            removalJustClosed = false
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .willMoveToParent:
                let removes = state.isRemoval(event, of: object)
                state.willMove(event, of: object, removes: removes)
                if removes {
                    removalOpen = true
                    removalJustClosed = false
                } else {
                    state.attached = true
                    removalOpen = false
                    removalJustClosed = false
                }
            case .didMoveToParent where state.isRemoval(event, of: object), .removeFromParent:
                // A first willMove without its argument was read as an add; before removeFromParent() it may
                // have been the removal's (``ContainmentState/removalSettlesGuess(_:of:)``).
                let announced = event.kind == .removeFromParent && state.removalSettlesGuess(event, of: object)
                if event.kind == .didMoveToParent { state.didMove(event, of: object) } else { state.removeFromParent() }
                if !removalOpen && !removalJustClosed && !announced && state.attached {
                    // A didMove whose argument is not logged was only taken for the removal: UIKit also sends a
                    // second didMove(toParent: parent) after the child appears (seen on Mac Catalyst).
                    let guessed = event.kind == .didMoveToParent && ContainmentState.parentIsNil(event, of: object) == nil
                    context.report(guessed ? .inconclusive : object.isWeak ? .weak : .definite, at: EventReference(event),
                                   message: "\(object.displayName): \(event.selector)\(event.kind != .didMoveToParent ? "" : guessed ? " (its argument not logged, so read as nil)" : " (nil)") without willMove(toParent: nil) first",
                                   hint: "Call child.willMove(toParent: nil) before child.view.removeFromSuperview() and child.removeFromParent().",
                                   requiresAll: [.willMoveToParent])
                }
                removalOpen = false
                removalJustClosed = true
                state.attached = false
            case .didMoveToParent:
                state.didMove(event, of: object)
                state.attached = true
                removalJustClosed = false
            case .viewDidAppear:
                state.didAppear()
            default:
                break
            }
        }
    }
}
