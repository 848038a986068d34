import TraceParser

/// `Calling -viewWillDisappear: directly on a view controller is not supported` (R-D1).
public struct ManualAppearanceCallRule: Rule {
    public init() {}

    public let description = RuleDescription(
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
        nonTriggeringExamples: [RuleExample("An ordinary viewWillDisappear: callback", "2019-01-08 10:00:00.000 MyApp[1:2] -[MenuVC viewWillDisappear:] <MenuVC: 0x7fd1>")])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostic: .manualAppearanceCall,
            message: { event, object in "\(event.selector.isEmpty ? "an appearance method" : "-" + event.selector) was called directly on \(DiagnosticMonitor.subject(object)) (UIKit's warning)" },
            hint: "Drive child appearance with beginAppearanceTransition(_:animated:)/endAppearanceTransition(); set a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to find the caller.")
    }
}
