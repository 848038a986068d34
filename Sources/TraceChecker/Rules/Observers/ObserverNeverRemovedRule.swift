import TraceParser

/// R-I1, R-I2: registrations still live when the object deallocates.
public struct ObserverNeverRemovedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "observer-never-removed", name: "Observers are removed", severity: .warning,
        summary: "A NotificationCenter registration is still live when its observer deallocates.",
        rationale: """
        Block-based observers (addObserver(forName:object:queue:using:)) are held strongly by the center and "still need \
        to be un-registered when no longer in use" (Foundation release notes, iOS 9; R-I2): a forgotten token keeps its \
        block firing and often keeps the controller alive. Selector-based observers are zeroing-weak since iOS 9, so \
        leaving them registered at dealloc is only a note there, and a defect on iOS 8 and earlier (R-I1). Registrations \
        already reported by observer-outlives-appearance are not reported again.
        """,
        triggeringExamples: [
            RuleExample("A block-based registration whose token is never removed before deinit", """
            <App.FeedVC: 0x600000c0a1b0> viewDidLoad() addObserver(forName:object:queue:using:) name=UIApplicationDidBecomeActiveNotification
            ↓<App.FeedVC: 0x600000c0a1b0> deinit
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("The block-based registration is removed in deinit", """
            <App.FeedVC: 0x600000c0a1b0> viewDidLoad() addObserver(forName:object:queue:using:) name=UIApplicationDidBecomeActiveNotification
            <App.FeedVC: 0x600000c0a1b0> deinit removeObserver name=UIApplicationDidBecomeActiveNotification
            <App.FeedVC: 0x600000c0a1b0> deinit
            """),
        ])

    /// Without a registration the monitor has nothing to report.
    public var startKinds: Set<EventKind>? { [.addObserver] }

    public func makeMonitor() -> RuleMonitor { Monitor() }

    final class Monitor: RuleMonitor {
        private var registrations = OldestFirstList<ObserverRegistration>()

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            registrations.removeAll(keepingCapacity: true)
            pendingDealloc = nil
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .addObserver:
                guard let argument = event.observerArgument else { return }
                if registrations.count >= context.maxOpenObligations { registrations.dropOldest(); context.droppedObligation() }
                registrations.append(ObserverRegistration(name: argument.name, blockBased: argument.blockBased, added: EventReference(event),
                                                          duringAppearance: object.appearance.isVisible || object.lastSelectorIsAppearance))
            case .removeObserver:
                if let name = event.observerArgument?.name { registrations.removeAll { $0.name == name } } else { registrations.removeAll(keepingCapacity: true) }
            case .viewWillDisappear, .viewDidDisappear:
                // Matches observer-outlives-appearance, which owns these registrations: no second report.
                registrations.update { if $0.disappearedSince == nil { $0.disappearedSince = EventReference(event) } }
            case .viewWillAppear:
                registrations.update { $0.disappearedSince = nil }
            case .dealloc:
                // Teardown may still print removeObserver after the dealloc line; decide at the next other event or the end.
                pendingDealloc = EventReference(event)
            default:
                if pendingDealloc != nil, !event.kind.isTeardown { resolve(of: object, in: context) }
            }
        }

        private var pendingDealloc: EventReference?

        private func resolve(of object: ObjectRecord, in context: MonitorContext) {
            guard let dealloc = pendingDealloc else { return }
            pendingDealloc = nil
            for registration in registrations.elements {
                // observer-outlives-appearance owns registrations made while appearing that outlived a disappearance.
                if registration.duringAppearance, registration.disappearedSince != nil { continue }
                let certainty: Certainty = registration.blockBased ? (object.isWeak ? .weak : .definite) : .inconclusive
                let kind = registration.blockBased ? "block-based observer" : "selector-based observer"
                context.report(certainty, at: dealloc,
                               message: "\(object.displayName): \(kind) for \(registration.name ?? "notifications") added at line \(registration.added.line) was never removed before dealloc"
                                   + (registration.blockBased ? "" : " (harmless since iOS 9, a crash on iOS 8 and earlier)"),
                               related: [("the observer was added here", registration.added)],
                               hint: registration.blockBased
                                   ? "Keep the token returned by addObserver(forName:object:queue:using:) and pass it to removeObserver(_:) when done; capture self weakly in the block."
                                   : "Remove the observer in deinit/dealloc if the app supports iOS 8 or earlier.")
            }
            registrations.removeAll(keepingCapacity: true)
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) { resolve(of: object, in: context) }
    }
}
