import TraceParser

/// `Cannot remove an observer … because it is not registered as an observer` (R-J3).
public struct KVORemoveUnregisteredRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "kvo-remove-unregistered", name: "KVO observers are removed only once", severity: .error,
        summary: "An object tried to remove a key-value observer that was not registered: Foundation threw NSRangeException.",
        rationale: """
        removeObserver(_:forKeyPath:) on a key path the observer is not registered for throws "Cannot remove an observer \
        <X 0x…> for the key path "…" from <Y 0x…> because it is not registered as an observer" and the app crashes \
        (R-J3); when a key on the path changed without a KVO notification, Foundation cannot find the registration \
        either and throws NSInternalInconsistencyException ("… from <Y 0x…>, most likely because the value for the key \
        "…" has changed without an appropriate KVO notification being sent"). It comes from removing twice (in viewWillDisappear and again in dealloc), from removing without having \
        added (a code path that skipped the add), or from a context that differs from the one used to add. The finding \
        is about the observer X, whose code did the removal; Y is named in the message.
        """,
        triggeringExamples: [
            RuleExample("The uncaught NSRangeException (AVCamSwift#4)", "↓Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <App.CameraViewController 0x16ea7f70> for the key path \"movieFileOutput.recording\" from <App.CameraViewController 0x16ea7f70> because it is not registered as an observer.'"),
            RuleExample("The reason alone, as pasted in JSQMessagesViewController#379: the finding is about the observer", "↓Cannot remove an observer <JSQMessagesInputToolbar 0x94637d0> for the key path \"leftBarButtonItem\" from <JSQMessagesToolbarContentView 0x94667e0> because it is not registered as an observer."),
            RuleExample("One exception printed twice, caught during the autorelease pool drain and then terminating the app, is one finding (MemoryLeakDemo)", """
                ↓2018-11-06 13:05:28.596604+0800 MemoryLeakDemo[98221:1989615] [general] Caught exception during autorelease pool drain NSRangeException: Cannot remove an observer <DYSKVOViewController 0x7fbca44362f0> for the key path "name" from <DYSDog 0x600000517020> because it is not registered as an observer. userInfo: (null)
                2018-11-06 13:05:28.602346+0800 MemoryLeakDemo[98221:1989615] *** Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <DYSKVOViewController 0x7fbca44362f0> for the key path "name" from <DYSDog 0x600000517020> because it is not registered as an observer.'
                """),
            RuleExample("The other wording, for a key path whose value changed behind KVO's back (PBJVision#290)", "↓*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Cannot remove an observer <PBJVision 0x17ea24d0> for the key path \"currentDevice.flashAvailable\" from <PBJVision 0x17ea24d0>, most likely because the value for the key \"currentDevice\" has changed without an appropriate KVO notification being sent. Check the KVO-compliance of the PBJVision class.'"),
            RuleExample("The objects in Markdown back-ticks, as a GitHub comment pastes them (ioctocat#183): still the observer's error", "↓\"Cannot remove an observer `<MyEventsController 0x1d5f8610>` for the key path \"loadingStatus\" from `<GHEvents 0x1d5d2a70>` because it is not registered as an observer.\""),
        ],
        nonTriggeringExamples: [
            RuleExample("A logged removeObserver call is not the exception", "-[PlayerVC removeObserver:forKeyPath:] <PlayerVC: 0x16ea7f70> status"),
            RuleExample("A backtrace frame of the removal is not the exception either", "    frame #3: 0x018e71f4 Foundation`-[NSObject(NSKeyValueObserverRegistration) removeObserver:forKeyPath:] + 105"),
        ])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    /// The observed object Y, as the exception names it: "… from <Y 0x…> because …". A paste in
    /// Markdown may wrap it in back-ticks (`<Y 0x…>`) or lose its angle brackets (`from Y 0x… because`).
    static func observed(in message: String) -> String? {
        guard let from = message.firstRange(of: " from ") else { return nil }
        let rest = message[from.upperBound...].drop { $0 == "`" }
        if rest.first == "<" { return String(rest.prefix { $0 != ">" }) + ">" }
        let words = rest.split(separator: " ", maxSplits: 2)
        guard let name = words.first else { return nil }
        return words.count > 1 && words[1].hasPrefix("0x") ? "\(name) \(words[1].prefix { $0.isHexDigit || $0 == "x" })" : String(name)
    }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostics: [.kvoRemoveUnregistered],
            message: { event, object in
                let from = KVORemoveUnregisteredRule.observed(in: event.message).map { " (from \($0))" } ?? ""
                if event.message.contains("most likely because the value for the key") {
                    return "\(DiagnosticMonitor.subject(object, unnamed: "an object")) could not remove a key-value observer\(from): a key on the path changed without a KVO notification (Foundation's NSInternalInconsistencyException)"
                }
                return "\(DiagnosticMonitor.subject(object, unnamed: "an object")) removed a key-value observer that was not registered\(from) (Foundation's NSRangeException)"
            },
            hint: { event in
                // The observer is itself a block-based token (`<_NSKeyValueObservation 0x…>`): the usual advice would be to use one.
                event.message.contains("_NSKeyValueObservation")
                    ? "The observer is a block-based NSKeyValueObservation token: invalidate it once and only while the observed object lives, and never also remove it with removeObserver(_:forKeyPath:)."
                    : "Remove an observer exactly once per registration, with the same key path and context; keep a flag or use NSKeyValueObservation tokens, which cannot be removed twice."
            })
    }
}
