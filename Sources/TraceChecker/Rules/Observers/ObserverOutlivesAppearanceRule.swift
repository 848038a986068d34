import TraceParser

/// The seed's bug (R-I3): an observer added while appearing is still registered after the
/// object disappeared.
public struct ObserverOutlivesAppearanceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "observer-outlives-appearance", name: "Appearance observers end with the appearance", severity: .error,
        summary: "An observer added while the controller was appearing is still registered after it disappeared.",
        rationale: """
        Registering in viewWillAppear: and removing in viewDidDisappear: breaks when viewDidDisappear: never comes (a \
        child view removed without containment, a frozen transition): the observer stays registered and keeps firing on \
        a controller that is gone, or double-registers on the next appearance. Apple: "if you start a process in a will \
        callback method, you end the process in both the corresponding did and the opposite will callback method." The \
        finding is made when the object deallocates, reappears, or the log ends after it fully disappeared. A log that \
        ends too soon to tell is inconclusive: within the grace period of a viewWillDisappear: the class is not seen to \
        complete, with no call of its own after the incoming controller's viewDidAppear: (the transition may still run), \
        or after viewDidDisappear: with no other controller's appearance callback (but a forwarded viewDidDisappear:) after \
        it or a line past the grace period (its callback may not have printed its removal yet).
        """,
        triggeringExamples: [
            RuleExample("Added in viewWillAppear: and still registered when the controller goes away; the viewDidDisappear: line is another object's (0x5)", """
            -[ChildVC viewWillAppear:] <ChildVC: 0x2> addObserver name=UIKeyboardWillShowNotification
            -[ChildVC viewDidAppear:] <ChildVC: 0x2>
            -[ChildVC viewDidDisappear:] <ChildVC: 0x5>
            -[ChildVC viewWillDisappear:] <ChildVC: 0x2>
            ↓-[ChildVC dealloc] <ChildVC: 0x2>
            """),
            RuleExample("After viewDidDisappear: the registration still delivers keyboardWillShow:", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2>
            -[ChatVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ChatVC: 0x2>
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            -[ChatVC viewWillDisappear:] <ChatVC: 0x2>
            -[ChatVC viewDidDisappear:] <ChatVC: 0x2>
            ↓-[ChatVC keyboardWillShow:] <ChatVC: 0x2>
            """),
            RuleExample("The disappearance is known by its will alone, and the observer still fires seconds later, as the log ends", """
            2023-11-08 14:21:06.887 MyApp[2817:1093462] -[ProfileVC viewWillAppear:] <ProfileVC: 0x2>
            2023-11-08 14:21:06.888 MyApp[2817:1093462] -[ProfileVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ProfileVC: 0x2>
            2023-11-08 14:21:07.408 MyApp[2817:1093462] -[ProfileVC viewDidAppear:] <ProfileVC: 0x2>
            ↓2023-11-08 14:21:15.634 MyApp[2817:1093462] -[ProfileVC viewWillDisappear:] <ProfileVC: 0x2>
            2023-11-08 14:21:21.100 MyApp[2817:1093462] -[ProfileVC keyboardWillShow:] <ProfileVC: 0x2>
            """),
            RuleExample("A disappearance known by its will alone, then the incoming controller appeared and the observer fired, as the log ends", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2>
            -[ChatVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ChatVC: 0x2>
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            ↓-[ChatVC viewWillDisappear:] <ChatVC: 0x2>
            -[EditVC viewWillAppear:] <EditVC: 0x3>
            -[EditVC viewDidAppear:] <EditVC: 0x3>
            -[ChatVC keyboardWillShow:] <ChatVC: 0x2>
            """),
            RuleExample("The log ends after the controller fully disappeared, and went on with another controller's calls", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2>
            -[ChatVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ChatVC: 0x2>
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            -[ChatVC viewWillDisappear:] <ChatVC: 0x2>
            ↓-[ChatVC viewDidDisappear:] <ChatVC: 0x2>
            -[EditVC viewDidAppear:] <EditVC: 0x3>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("Removed in viewDidDisappear:, the corresponding did callback", """
            -[ChildVC viewWillAppear:] <ChildVC: 0x2> addObserver name=UIKeyboardWillShowNotification
            -[ChildVC viewDidAppear:] <ChildVC: 0x2>
            -[ChildVC viewWillDisappear:] <ChildVC: 0x2>
            -[ChildVC viewDidDisappear:] <ChildVC: 0x2>
            -[ChildVC viewDidDisappear:] <ChildVC: 0x2> removeObserver name=UIKeyboardWillShowNotification
            -[ChildVC dealloc] <ChildVC: 0x2>
            """),
            RuleExample("The keyboard hides while the controller disappears, before the viewDidDisappear: that removes the observer (a pop with the keyboard up)", """
            -[EditVC viewWillAppear:] <EditVC: 0x2> addObserver name=UIKeyboardWillHideNotification
            -[EditVC viewDidAppear:] <EditVC: 0x2>
            -[EditVC viewWillDisappear:] <EditVC: 0x2>
            -[EditVC keyboardWillHide:] <EditVC: 0x2>
            -[EditVC viewDidDisappear:] <EditVC: 0x2> removeObserver name=UIKeyboardWillHideNotification
            -[EditVC dealloc] <EditVC: 0x2>
            """),
            RuleExample("The log ends as the incoming controller appears, with the disappearance not seen to finish (an excerpt, a capture stopped): only a note", """
            2023-11-08 14:21:06.887 MyApp[2817:1093462] -[ProfileVC viewWillAppear:] <ProfileVC: 0x2>
            2023-11-08 14:21:06.888 MyApp[2817:1093462] -[ProfileVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ProfileVC: 0x2>
            2023-11-08 14:21:07.408 MyApp[2817:1093462] -[ProfileVC viewDidAppear:] <ProfileVC: 0x2>
            ⓘ2023-11-08 14:21:15.634 MyApp[2817:1093462] -[ProfileVC viewWillDisappear:] <ProfileVC: 0x2>
            2023-11-08 14:21:15.635 MyApp[2817:1093462] -[EditVC viewWillAppear:] <EditVC: 0x3>
            """),
            RuleExample("The log ends after viewDidDisappear: with only a background thread's line after it: the callback may still be running", """
            2023-11-08 14:21:06.887 MyApp[2817:1093462] -[ProfileVC viewWillAppear:] <ProfileVC: 0x2>
            2023-11-08 14:21:06.888 MyApp[2817:1093462] -[ProfileVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ProfileVC: 0x2>
            2023-11-08 14:21:07.408 MyApp[2817:1093462] -[ProfileVC viewDidAppear:] <ProfileVC: 0x2>
            2023-11-08 14:21:15.634 MyApp[2817:1093462] -[ProfileVC viewWillDisappear:] <ProfileVC: 0x2>
            ⓘ2023-11-08 14:21:16.000 MyApp[2817:1093462] -[ProfileVC viewDidDisappear:] <ProfileVC: 0x2>
            2023-11-08 14:21:16.001 MyApp[2817:1093533] -[ImageCache didLoadImage:] <ImageCache: 0x9>
            """),
            RuleExample("The log ends after a container's viewDidDisappear: and its child's, which it forwards from inside its own before its removal", """
            -[TabNavController viewWillAppear:] <TabNavController: 0x2>
            -[TabNavController addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <TabNavController: 0x2>
            -[TabNavController viewDidAppear:] <TabNavController: 0x2>
            -[TabNavController viewWillDisappear:] <TabNavController: 0x2>
            ⓘ-[TabNavController viewDidDisappear:] <TabNavController: 0x2>
            -[FeedViewController viewDidDisappear:] <FeedViewController: 0x3>
            """),
            RuleExample("The log ends after viewDidDisappear: and a call it makes itself, before its removal", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2>
            -[ChatVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ChatVC: 0x2>
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            -[ChatVC viewWillDisappear:] <ChatVC: 0x2>
            ⓘ-[ChatVC viewDidDisappear:] <ChatVC: 0x2>
            -[ChatViewModel stopEditing] <ChatViewModel: 0x7>
            """),
            RuleExample("The log ends with the callback that would print the removal (an excerpt, a capture stopped): only a note", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2>
            -[ChatVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ChatVC: 0x2>
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            -[EditVC viewDidLoad] <EditVC: 0x3>
            ⓘ-[ChatVC viewWillDisappear:] <ChatVC: 0x2>
            """),
            RuleExample("Removed in viewWillDisappear:, the opposite will callback", """
            -[ChatVC viewWillAppear:] <ChatVC: 0x2> addObserver name=UIKeyboardWillShowNotification
            -[ChatVC viewDidAppear:] <ChatVC: 0x2>
            -[ChatVC viewWillDisappear:] <ChatVC: 0x2> removeObserver name=UIKeyboardWillShowNotification
            -[ChatVC viewDidDisappear:] <ChatVC: 0x2>
            -[ChatVC dealloc] <ChatVC: 0x2>
            """),
        ])

    /// Without a registration the monitor has nothing to report.
    public var startKinds: Set<EventKind>? { [.addObserver] }

    public func makeMonitor() -> RuleMonitor { Monitor() }

    final class Monitor: RuleMonitor {
        private var registrations = OldestFirstList<ObserverRegistration>()
        /// The disappearance that completed (or the will, when the class never logs the did); the
        /// decision waits for the object's next call, since `viewDidDisappear:` prints its own
        /// removeObserver lines after its first line.
        private var pendingCheck: EventReference?
        /// The pending will was shown over before the log ended: the object made a call after
        /// another controller's viewDidAppear: that came after the will.
        private var pendingShownOver = false

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            registrations.removeAll(keepingCapacity: true)
            pendingCheck = nil
            pendingShownOver = false
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .addObserver:
                guard let argument = event.observerArgument else { return }
                let appearing = object.appearance.isVisible || object.lastSelectorIsAppearance
                if registrations.count >= context.maxOpenObligations { registrations.dropOldest(); context.droppedObligation() }
                registrations.append(ObserverRegistration(name: argument.name, blockBased: argument.blockBased,
                                                          added: EventReference(event), duringAppearance: appearing))
                return
            case .removeObserver:
                if let name = event.observerArgument?.name { registrations.removeAll { $0.name == name } } else { registrations.removeAll(keepingCapacity: true) }
                return
            default:
                break
            }
            // A disappearance known by its will alone (the class not yet seen to log the did) is over
            // only when the object appears again or goes away: the calls while it disappears (a keyboard
            // notification as the first responder resigns, layout, a text field's delegate) come before
            // the did, which then takes its place.
            if let gone = pendingCheck, gone.kind == .viewWillDisappear, !pendingShownOver,
               context.transitionEnded(after: gone.line, before: event.line) {
                pendingShownOver = true
            }
            if let gone = pendingCheck, event.kind != .viewDidDisappear,
               gone.kind != .viewWillDisappear || event.kind == .viewWillAppear || event.kind == .dealloc {
                pendingCheck = nil
                if event.kind != .viewWillAppear || object.previousAppearance == .disappeared {
                    check(gone: gone, at: EventReference(event), of: object, in: context)
                }
            }
            switch event.kind {
            case .viewWillDisappear:
                registrations.update { if $0.disappearedSince == nil { $0.disappearedSince = EventReference(event) } }
                if !context.classLogs(.viewDidDisappear) {
                    pendingCheck = EventReference(event)
                    pendingShownOver = false
                }
            case .viewDidDisappear:
                pendingCheck = EventReference(event)
            case .viewWillAppear:
                registrations.update { $0.disappearedSince = nil }
            case .dealloc:
                if let gone = registrations.elements.lazy.compactMap(\.disappearedSince).first {
                    check(gone: gone, at: EventReference(event), of: object, in: context)
                }
                registrations.removeAll(keepingCapacity: true)
            default:
                break
            }
        }

        /// With `logEnded`, the log ended too soon after the disappearance to show it over and its
        /// callback returned (the removal may have come next): the finding is inconclusive.
        private func check(gone: EventReference, at reference: EventReference, of object: ObjectRecord, in context: MonitorContext,
                           logEnded: Bool = false) {
            for registration in registrations.elements where registration.duringAppearance {
                let still = logEnded ? "was still registered when the log ended, too soon after its disappearance to tell whether it was removed (inconclusive)"
                    : "was still registered after it disappeared"
                context.report(logEnded ? .inconclusive : object.isWeak ? .weak : .definite, at: reference,
                               message: "\(object.displayName): the observer for \(registration.name ?? "notifications") added at line \(registration.added.line) while appearing \(still) (\(gone.selector) at line \(gone.line))",
                               related: [("the observer was added here", registration.added), ("\(gone.selector) was here", gone)],
                               hint: "Remove observers added in viewWillAppear: in viewWillDisappear: (or in both viewDidDisappear: and viewWillDisappear:), not only in viewDidDisappear:, which may never come.")
            }
            registrations.removeAll { $0.duringAppearance }
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) {
            guard let gone = pendingCheck, object.dealloc == nil else { return }
            // The disappearance proves the registration outlived it only once it was over and its
            // callback had returned. A did is over; its callback has returned once another
            // controller's appearance callback follows, or any line comes past the grace period. A
            // will the class is not seen to complete may still be in its transition (the incoming
            // controller's calls come with it, a held swipe lasts): the object's own call after the
            // incoming controller's viewDidAppear: shows it ended, or the main thread's lines past
            // the grace period.
            let over = gone.kind == .viewDidDisappear
                ? context.appearanceFollowedObject || context.logContinued(after: gone, by: context.gracePeriod)
                : pendingShownOver || context.foregroundContinued(after: gone, by: context.gracePeriod)
            check(gone: gone, at: gone, of: object, in: context, logEnded: !over)
        }
    }
}

extension ObjectRecord {
    /// The previous event was an appearance callback that may have added an observer
    /// (`-[VC viewWillAppear:] addObserver …` is printed from inside it).
    var lastSelectorIsAppearance: Bool { lastSelectorKind == .viewWillAppear || lastSelectorKind == .viewDidAppear }
}
