import TraceParser

/// R-G4: a controller deallocated while it is still appeared.
public struct DeallocWhileVisibleRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "dealloc-while-visible", name: "Controllers disappear before dealloc", severity: .warning,
        summary: "A view controller deallocated while appeared, without viewWillDisappear:/viewDidDisappear:.",
        rationale: """
        A controller whose view leaves the window gets viewWillDisappear: and viewDidDisappear: before it can be freed. \
        A dealloc while Appeared means its view was torn down without a transition: a window's root replaced, a view \
        removed without containment, or the disappearance callbacks not forwarded (R-G4). Legal cases exist (root \
        replaced without transition, intermediate controllers of popToRoot), so this is a warning, and only for classes \
        seen to log a disappearance callback (R-P4).
        """,
        triggeringExamples: [
            RuleExample("Deallocated while appeared; the viewWillDisappear: line belongs to another object (0x4)", """
            -[PageVC viewWillAppear:] <PageVC: 0x3>
            -[PageVC viewDidAppear:] <PageVC: 0x3>
            -[PageVC viewWillDisappear:] <PageVC: 0x4>
            ↓-[PageVC dealloc] <PageVC: 0x3>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("The class never logs viewWillDisappear: or viewDidDisappear:, so their absence before dealloc proves nothing", """
            -[PageVC viewWillAppear:] <PageVC: 0x3>
            -[PageVC viewDidAppear:] <PageVC: 0x3>
            -[PageVC dealloc] <PageVC: 0x3>
            """),
        ])

    /// Its monitor keeps no state, so every object shares one: nearly every object of a log
    /// deallocates, and a monitor each was an allocation per object.
    public func makeMonitor() -> RuleMonitor { Monitor.shared }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.dealloc] }

    final class Monitor: RuleMonitor, Sendable {
        static let shared = Monitor()

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            guard event.kind == .dealloc, object.previousAppearance == .appeared, object.dealloc?.line == event.line else { return }
            context.report(object.isWeak ? .weak : .definite, at: EventReference(event),
                           message: "\(object.displayName): deallocated while appeared, without viewWillDisappear:",
                           hint: "Remove child controllers with willMove(toParent: nil), view.removeFromSuperview() and removeFromParent() so UIKit sends the disappearance callbacks; when replacing a window's root, expect no callbacks.",
                           requiresAny: [.viewWillDisappear, .viewDidDisappear])
        }
    }
}
