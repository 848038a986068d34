import TraceParser

/// R-I1, R-I3: one live registration per (observer, name).
public struct ObserverAddedTwiceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "observer-added-twice", name: "Observers register once", severity: .error,
        summary: "The same observer registered for the same notification again while the first registration was live.",
        rationale: """
        NotificationCenter delivers a notification once per registration, so a second addObserver(_:selector:name:object:) \
        without a removal between makes every handler run twice. The classic cause is viewWillAppear: running again after \
        a cancelled interactive pop while removal happens only in viewDidDisappear: (R-B1, R-I3). Block-based \
        registrations return a distinct token each time and are judged by observer-never-removed instead.
        """,
        triggeringExamples: [
            RuleExample("Registered again in viewWillAppear: after a cancelled disappearance, while the first registration is still live", """
            -[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserver name=UIKeyboardWillShowNotification
            -[FeedVC viewWillDisappear:] <FeedVC: 0x1>
            ↓-[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserver name=UIKeyboardWillShowNotification
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("Removed in viewWillDisappear:, so the second registration is the only live one", """
            -[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserver name=UIKeyboardWillShowNotification
            -[FeedVC viewWillDisappear:] <FeedVC: 0x1> removeObserver name=UIKeyboardWillShowNotification
            -[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserver name=UIKeyboardWillShowNotification
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.addObserver, .removeObserver, .dealloc] }

    final class Monitor: RuleMonitor {
        private var live = OldestFirstDictionary<String, EventReference>()

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            live.removeAll(keepingCapacity: true)
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .addObserver:
                guard let argument = event.observerArgument, !argument.blockBased else { return }
                let key = argument.name ?? ""
                if let previous = live[key] {
                    context.report(object.isWeak ? .weak : .definite, at: EventReference(event),
                                   message: "\(object.displayName): registered for \(argument.name ?? "notifications") again while the registration at line \(previous.line) was still live",
                                   related: [("the first registration was here", previous)],
                                   hint: "Remove the observer in the callback opposite to the one that adds it (add in viewWillAppear:, remove in viewWillDisappear:), so a cancelled transition cannot add it twice.")
                }
                if live.set(EventReference(event), forKey: key, limit: context.maxOpenObligations) { context.droppedObligation() }
            case .removeObserver:
                if let name = event.observerArgument?.name { live.removeValue(forKey: name) } else { live.removeAll(keepingCapacity: true) }
            case .dealloc:
                live.removeAll(keepingCapacity: true)
            default:
                break
            }
        }
    }
}
