import TraceParser

/// Presentation warnings and the rest of UIKit's console warnings.
public struct UIKitDiagnosticRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "uikit-diagnostic", name: "UIKit console warnings", severity: .warning,
        summary: "A UIKit console warning about presentation that no other rule owns.",
        rationale: """
        UIKit logs presentation misuse instead of failing: "Attempt to present X on Y whose view is not in the window \
        hierarchy", "Presenting view controllers on detached view controllers is discouraged" (later "Presenting view \
        controller X from detached view controller Y is discouraged", since iOS 17 "… is not supported"), "Attempt to present X on Y which is \
        already presenting" (or "while a presentation is in progress"), and dismissals "while a \
        presentation or dismiss is in progress". Each means a transition was requested at the wrong moment and was \
        dropped or deferred. The finding is about the controller the call was made on: the one in "(from <Z>)" when \
        UIKit names it, else the presenter Y, the controller dismissing, or the detached one.
        """,
        triggeringExamples: [
            RuleExample("\"Attempt to present … whose view is not in the window hierarchy\"", "↓2020-01-01 10:00:00.000 MyApp[1:2] Warning: Attempt to present <LoginVC: 0x7f8> on <RootVC: 0x7f9> whose view is not in the window hierarchy!"),
            RuleExample("\"… which is already presenting\" with (from <Z>): the finding is about ChatViewController, which made the call (deltachat-ios#2736)", "↓2025-06-02 14:29:45.712144+0200 deltachat-ios[1151:38684] [Presentation] Attempt to present <UIAlertController: 0x116970e00> on <UITabBarController: 0x1168a6c00> (from <deltachat_ios.ChatViewController: 0x117817c00>) which is already presenting <UIAlertController: 0x11788f800>."),
            RuleExample("The newer detached-presenter sentence: the finding is about the detached LargePlayerViewController (LNPopupController#560)", "↓Presenting view controller <UIAlertController: 0x10301ba00> from detached view controller <DemoPopup.LargePlayerViewController: 0x1026094e0> is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure <DemoPopup.LargePlayerViewController: 0x1026094e0> is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."),
            RuleExample("A dismissal while a presentation or dismiss is in progress (SideMenu#323)", "↓Example[1228:1048254] Warning: Attempt to dismiss from view controller <UINavigationController: 0x102013c00> while a presentation or dismiss is in progress!"),
        ],
        nonTriggeringExamples: [RuleExample("The present call itself", "2020-01-01 10:00:00.000 MyApp[1:2] -[RootVC presentViewController:animated:completion:] <RootVC: 0x7f9>")])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostic: .presentationWarning,
            message: { event, _ in "UIKit warning: " + String(event.message.prefix(300)) },
            hint: "Present only from a controller whose view is in a window, after viewDidAppear:, and not while another presentation or dismissal is running.")
    }
}
