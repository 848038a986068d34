import TraceParser

/// UIKit's own console diagnostics (DESIGN §4, RULES §13) that no lifecycle rule owns.
public struct DiagnosticRule: Rule {
    public let description: RuleDescription
    /// Diagnostics this rule reports.
    let kinds: Set<DiagnosticKind>
    let message: @Sendable (Event, ObjectRecord) -> String
    let hint: String

    public func makeMonitor() -> RuleMonitor { Monitor(rule: self) }

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    final class Monitor: RuleMonitor {
        let rule: DiagnosticRule
        init(rule: DiagnosticRule) { self.rule = rule }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            guard event.kind == .diagnostic, let kind = event.diagnostic, rule.kinds.contains(kind) else { return }
            context.report(.definite, at: EventReference(event), message: rule.message(event, object), hint: rule.hint)
        }
    }

    static func subject(_ object: ObjectRecord) -> String {
        object.classKey == nil && object.address == nil ? "a view controller" : object.identity.displayName
    }

    /// `Calling -viewWillDisappear: directly on a view controller is not supported` (R-D1).
    public static let manualAppearanceCall = DiagnosticRule(
        description: RuleDescription(
            id: "manual-appearance-call", name: "Appearance methods are not called by hand", severity: .error,
            summary: "UIKit reported a direct call of viewWillAppear:/viewDidAppear:/viewWillDisappear:/viewDidDisappear:.",
            rationale: """
            "If a custom container controller manually forwards its appearance callbacks, then rather than calling \
            viewWillAppear:, viewDidAppear: viewWillDisappear:, or viewDidDisappear: on the children these methods should be \
            used instead" (UIViewController.h, beginAppearanceTransition). UIKit detects the misuse and logs it, pointing at \
            the symbolic breakpoint UIViewControllerAlertForAppearanceCallbackMisuse (R-D1).
            """,
            triggeringExamples: [
                RuleExample("UIKit's warning that viewWillDisappear: was called directly", "↓2019-01-08 10:00:00.000 MyApp[1:2] [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <MyApp.MenuVC: 0x7fd1>"),
            ],
            nonTriggeringExamples: [RuleExample("An ordinary viewWillDisappear: callback", "2019-01-08 10:00:00.000 MyApp[1:2] -[MenuVC viewWillDisappear:] <MenuVC: 0x7fd1>")]),
        kinds: [.manualAppearanceCall],
        message: { event, object in "\(event.selector.isEmpty ? "an appearance method" : "-" + event.selector) was called directly on \(subject(object)) (UIKit's warning)" },
        hint: "Drive child appearance with beginAppearanceTransition(_:animated:)/endAppearanceTransition(); set a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to find the caller.")

    /// `… was deallocated while key value observers were still registered with it` (R-J1).
    public static let kvoObserverDealloc = DiagnosticRule(
        description: RuleDescription(
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
            nonTriggeringExamples: [RuleExample("A plain dealloc line", "Sep  3 14:13:20 iPad MyApp[239] <Warning>: -[UIView dealloc]")]),
        kinds: [.kvoObserversOnDealloc],
        message: { _, object in "\(subject(object)) was deallocated while key-value observers were still registered with it (Foundation's warning)" },
        hint: "Call removeObserver(_:forKeyPath:) before the observed object goes away, or use block-based NSKeyValueObservation tokens, which invalidate on deinit.")

    /// `Cannot remove an observer … because it is not registered as an observer` (R-J3).
    public static let kvoRemoveUnregistered = DiagnosticRule(
        description: RuleDescription(
            id: "kvo-remove-unregistered", name: "KVO observers are removed only once", severity: .error,
            summary: "An object tried to remove a key-value observer that was not registered: Foundation threw NSRangeException.",
            rationale: """
            removeObserver(_:forKeyPath:) on a key path the observer is not registered for throws "Cannot remove an observer \
            <X 0x…> for the key path "…" from <Y 0x…> because it is not registered as an observer" and the app crashes \
            (R-J3). It comes from removing twice (in viewWillDisappear and again in dealloc), from removing without having \
            added (a code path that skipped the add), or from a context that differs from the one used to add. The finding \
            is about the observer X, whose code did the removal; Y is named in the message.
            """,
            triggeringExamples: [
                RuleExample("The uncaught NSRangeException (AVCamSwift#4)", "↓Terminating app due to uncaught exception 'NSRangeException', reason: 'Cannot remove an observer <App.CameraViewController 0x16ea7f70> for the key path \"movieFileOutput.recording\" from <App.CameraViewController 0x16ea7f70> because it is not registered as an observer.'"),
                RuleExample("The reason alone, as pasted in JSQMessagesViewController#379: the finding is about the observer", "↓Cannot remove an observer <JSQMessagesInputToolbar 0x94637d0> for the key path \"leftBarButtonItem\" from <JSQMessagesToolbarContentView 0x94667e0> because it is not registered as an observer."),
            ],
            nonTriggeringExamples: [
                RuleExample("A logged removeObserver call is not the exception", "-[PlayerVC removeObserver:forKeyPath:] <PlayerVC: 0x16ea7f70> status"),
                RuleExample("A backtrace frame of the removal is not the exception either", "    frame #3: 0x018e71f4 Foundation`-[NSObject(NSKeyValueObserverRegistration) removeObserver:forKeyPath:] + 105"),
            ]),
        kinds: [.kvoRemoveUnregistered],
        message: { event, object in
            let observed = event.message.firstRange(of: " from ").map { String(event.message[$0.upperBound...].prefix { $0 != ">" }) + ">" }
            return "\(subject(object)) removed a key-value observer that was not registered\(observed.map { " (from \($0))" } ?? "") (Foundation's NSRangeException)"
        },
        hint: "Remove an observer exactly once per registration, with the same key path and context; keep a flag or use NSKeyValueObservation tokens, which cannot be removed twice.")

    /// `UIViewControllerHierarchyInconsistency` (R-D4).
    public static let hierarchyInconsistency = DiagnosticRule(
        description: RuleDescription(
            id: "hierarchy-inconsistency", name: "Child views sit under their parent controller", severity: .error,
            summary: "UIKit raised UIViewControllerHierarchyInconsistency: a child's view was added under another controller's view.",
            rationale: """
            "raised when a child view controller's view is added into the view hierarchy and the first superview of the \
            child view controller's view that has a view controller is NOT the child view controller's parent" \
            (UIViewController.h; R-D4). Associate the child with addChild(_:) before adding its view.
            """,
            triggeringExamples: [
                RuleExample("The UIViewControllerHierarchyInconsistency exception", "↓*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<ChildVC: 0x7fb> should have parent view controller:<Other: 0x7fc> but actual parent is:<Parent: 0x7fd>'"),
                RuleExample("The same reason without angle brackets (KLCPopup#6)", "↓UIViewControllerHierarchyInconsistency, reason: child view controller:PopupViewController: 0x1104987d0 should have parent view controller:(null) but actual parent is:MainViewController: 0x10a920680"),
            ],
            nonTriggeringExamples: [RuleExample("A child's didMoveToParentViewController: with its parent", "-[ChildVC didMoveToParentViewController:] <Parent: 0x7fd> <ChildVC: 0x7fb>")]),
        kinds: [.hierarchyInconsistency],
        message: { _, object in "UIKit raised UIViewControllerHierarchyInconsistency for \(subject(object))" },
        hint: "Call parent.addChild(child) before adding child.view to the parent's view hierarchy, and never add a child's view under a view owned by another controller.")

    /// Presentation warnings and the rest of UIKit's console warnings.
    public static let uikitDiagnostic = DiagnosticRule(
        description: RuleDescription(
            id: "uikit-diagnostic", name: "UIKit console warnings", severity: .warning,
            summary: "A UIKit console warning about presentation that no other rule owns.",
            rationale: """
            UIKit logs presentation misuse instead of failing: "Attempt to present X on Y whose view is not in the window \
            hierarchy", "Presenting view controllers on detached view controllers is discouraged", "Attempt to present X \
            on Y which is already presenting" (or "while a presentation is in progress"), and dismissals "while a \
            presentation or dismiss is in progress". Each means a transition was requested at the wrong moment and was \
            dropped or deferred. The finding is about the controller the call was made on: the one in "(from <Z>)" when \
            UIKit names it, else the presenter Y, the controller dismissing, or the detached one.
            """,
            triggeringExamples: [
                RuleExample("\"Attempt to present … whose view is not in the window hierarchy\"", "↓2020-01-01 10:00:00.000 MyApp[1:2] Warning: Attempt to present <LoginVC: 0x7f8> on <RootVC: 0x7f9> whose view is not in the window hierarchy!"),
                RuleExample("\"… which is already presenting\" with (from <Z>): the finding is about ChatViewController, which made the call (deltachat-ios#2736)", "↓2025-06-02 14:29:45.712144+0200 deltachat-ios[1151:38684] [Presentation] Attempt to present <UIAlertController: 0x116970e00> on <UITabBarController: 0x1168a6c00> (from <deltachat_ios.ChatViewController: 0x117817c00>) which is already presenting <UIAlertController: 0x11788f800>."),
                RuleExample("A dismissal while a presentation or dismiss is in progress (SideMenu#323)", "↓Example[1228:1048254] Warning: Attempt to dismiss from view controller <UINavigationController: 0x102013c00> while a presentation or dismiss is in progress!"),
            ],
            nonTriggeringExamples: [RuleExample("The present call itself", "2020-01-01 10:00:00.000 MyApp[1:2] -[RootVC presentViewController:animated:completion:] <RootVC: 0x7f9>")]),
        kinds: [.presentationWarning],
        message: { event, _ in "UIKit warning: " + String(event.message.prefix(300)) },
        hint: "Present only from a controller whose view is in a window, after viewDidAppear:, and not while another presentation or dismissal is running.")
}
