import TraceParser

/// `… was deallocated while key value observers were still registered with it` (R-J1).
public struct KVOObserverDeallocRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "kvo-observer-dealloc", name: "KVO observers are removed before dealloc", severity: .error,
        summary: "An object was deallocated while key-value observers were still registered with it.",
        rationale: """
        Before iOS 11 an object deallocated with KVO observers registered logs "Observation info was leaked, and may \
        even become mistakenly attached to some other object", later systems throw NSInternalInconsistencyException; \
        automatic unregistration since iOS 11 does not cover manually notifying classes (fpotter.org; R-J1).
        """,
        triggeringExamples: [
            RuleExample("Foundation's warning that an object was deallocated with key-value observers registered", "↓Sep  3 14:13:20 iPad MyApp[239] <Warning>: An instance 0x190659e0 of class UIView was deallocated while key value observers were still registered with it. Observation info was leaked, and may even become mistakenly attached to some other object."),
            RuleExample("The exception form, with NSKeyValueObservationInfo on the same line: the finding is about the UIView (DeckTransition#27)", "↓*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'An instance 0x7fbb03e54680 of class UIView was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x6080002373e0> ("),
        ],
        nonTriggeringExamples: [RuleExample("A plain dealloc line", "Sep  3 14:13:20 iPad MyApp[239] <Warning>: -[UIView dealloc]")])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostic: .kvoObserversOnDealloc,
            message: { event, object in
                // Before iOS 11 a warning ("Observation info was leaked"); since, an exception ("Current
                // observation info: …"), which ends the app unless the code around it catches it (Mapbox's
                // `Ignoring exception raised in void run_cocoa_block(void *): An instance …`).
                let message = event.message
                let source = message.contains(DiagnosticMonitor.termination) ? "Foundation's exception, which ended the app"
                    : message.contains("Ignoring exception raised in") ? "Foundation's exception, which the code around it caught and ignored"
                    : message.contains("Current observation info") ? "Foundation's exception"
                    // The exception's reason without the line that says the app ended (a paste wrapped or cut there).
                    : (message.contains("NSInternalInconsistencyException") || message.contains("reason: '"))
                        && !message.contains("Observation info was leaked") ? "Foundation's exception"
                    : "Foundation's warning"
                return "\(DiagnosticMonitor.subject(object, unnamed: "an object")) was deallocated while key-value observers were still registered with it (\(source))"
            },
            hint: "Call removeObserver(_:forKeyPath:) before the observed object goes away, or use block-based NSKeyValueObservation tokens, which invalidate on deinit.")
    }
}
