import TraceParser

/// `UIViewControllerHierarchyInconsistency` (R-D4).
public struct HierarchyInconsistencyRule: Rule {
    public init() {}

    public let description = RuleDescription(
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
        nonTriggeringExamples: [RuleExample("A child's didMoveToParentViewController: with its parent", "-[ChildVC didMoveToParentViewController:] <Parent: 0x7fd> <ChildVC: 0x7fb>")])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostic: .hierarchyInconsistency,
            message: { _, object in "UIKit raised UIViewControllerHierarchyInconsistency for \(DiagnosticMonitor.subject(object))" },
            hint: "Call parent.addChild(child) before adding child.view to the parent's view hierarchy, and never add a child's view under a view owned by another controller.")
    }
}
