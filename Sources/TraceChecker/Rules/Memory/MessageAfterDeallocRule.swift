import TraceParser

/// R-G1, R-H1: nothing is sent to an object after its dealloc; NSZombie lines.
public struct MessageAfterDeallocRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "message-after-dealloc", name: "No messages after dealloc", severity: .error,
        summary: "An object received a call after its dealloc/deinit, or NSZombie reported a message to a deallocated instance.",
        rationale: """
        dealloc is the last message an object receives: "Subsequent messages to the receiver may generate an error \
        indicating that a message was sent to a deallocated object" (NSObject dealloc; R-G1, R-H1). With NSZombieEnabled, \
        Foundation prints `*** -[X sel]: message sent to deallocated instance 0x…`. Legal exceptions: ARC releases a \
        view's subviews after its dealloc body ran, so teardown callbacks (willRemoveSubview:, window and superview moves, \
        removeFromSuperview) may follow within the same moment (R-G2, R-K3), and a Swift base class's deinit logs after \
        its subclass's. An init or view load at a reused address is a new object, not a zombie (R-P1).
        """,
        triggeringExamples: [
            RuleExample("NSZombie's \"message sent to deallocated instance\" line", """
            ↓2009-10-18 20:28:34.404 Restaurants[12428:207] *** -[ToolbarController respondsToSelector:]: message sent to deallocated instance 0x3b2b2a0
            """),
            RuleExample("scrollViewDidScroll: reaches a controller after its dealloc", """
            -[DetailVC viewDidDisappear:] <DetailVC: 0x7>
            -[DetailVC dealloc] <DetailVC: 0x7>
            ↓-[DetailVC scrollViewDidScroll:] <DetailVC: 0x7>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("A view's willRemoveSubview: calls during its own teardown, printed after its dealloc line", """
            -[ViewLife dealloc]
            -[ViewLife willRemoveSubview:]参数=subview1
            -[ViewLife willRemoveSubview:]参数=subview2
            """),
            RuleExample("init at a freed address starts a new object, not a message to the old one", """
            -[DetailVC dealloc] <DetailVC: 0x7>
            -[DetailVC init] <DetailVC: 0x7>
            -[DetailVC viewDidLoad] <DetailVC: 0x7>
            """),
        ])

    /// Nothing before the dealloc (or NSZombie's line) matters to the monitor.
    public var startKinds: Set<EventKind>? { [.dealloc, .diagnostic] }

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// Teardown callbacks this close (log seconds) to the dealloc line are part of it.
    static let teardownWindow = 1.0

    final class Monitor: RuleMonitor {
        private var reported = false
        var watchesAfterRetirement: Bool { true }

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            reported = false
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            if event.kind == .diagnostic, event.diagnostic == .zombieMessage {
                context.report(.definite, at: EventReference(event),
                               message: "\(object.classKey ?? "object")\(event.address.map { " at \(Address.hex($0))" } ?? "") was sent \(event.selector) after it was deallocated (NSZombie)",
                               related: object.dealloc.map { [("it was deallocated here", $0)] } ?? [],
                               hint: "Something still points at the freed object: clear delegates and data sources (scrollView.delegate = nil) and remove observers and targets before the owner goes away.")
                return
            }
            guard let dealloc = object.dealloc, event.line != dealloc.line || event.kind != .dealloc else { return }
            if event.kind == .dealloc { return }  // a base class's deinit logs after the subclass's
            if event.kind.isTeardown {
                if let t0 = dealloc.time, let t1 = event.time, t1.seconds - t0.seconds > MessageAfterDeallocRule.teardownWindow {} else { return }
            }
            guard !reported else { return }
            reported = true
            context.report(object.isWeak ? .weak : .definite, at: EventReference(event),
                           message: "\(object.displayName): \(event.selector) after dealloc (line \(dealloc.line))",
                           related: [("it was deallocated here", dealloc)],
                           hint: "Something still holds an unretained reference (delegate, target, KVO, block) to the object after it was freed; clear it in dealloc/deinit.")
        }
    }
}
