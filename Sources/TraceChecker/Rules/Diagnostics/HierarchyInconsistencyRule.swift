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
        (UIViewController.h; R-D4). Associate the child with addChild(_:) before adding its view. The same exception \
        says "A view can only be associated with at most one view controller at a time! View <V> is associated with \
        <X>. Clear this association before associating this view with <Y>." when one view is given to a second \
        controller (a FlutterView shown by two FlutterViewControllers): the finding is about X, and the advice about the view. \
        A custom container's transition between two children that are not both its own raises "Children view controllers \
        <A> and <B> must have a common parent view controller when calling -[UIViewController transitionFromViewController:…]" \
        (R-D3): the finding is about A. When the child is UIKit's `UICompatibilityInputViewController` and the requested \
        parent its `UIInputWindowController`, the keyboard could not take an input view the app declared (a property \
        named `inputView` or `inputAccessoryView` holding another controller's view), and the advice says so.
        """,
        triggeringExamples: [
            RuleExample("The UIViewControllerHierarchyInconsistency exception", "↓*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<ChildVC: 0x7fb> should have parent view controller:<Other: 0x7fc> but actual parent is:<Parent: 0x7fd>'"),
            RuleExample("One view given to a second controller, as a Flutter app's note quotes it: about the controller that has it", "↓Error: Thread 1: \"A view can only be associated with at most one view controller at a time! View <FlutterView: 0x10290c800; frame = (inf inf; 0 0); autoresize = W+H; layer = <CAMetalLayer: 0x30366e2b0>> is associated with <FlutterViewController: 0x10501fa00>. Clear this association before associating this view with <FlutterViewController: 0x10a010400>.\""),
            RuleExample("A custom tab bar controller's transition between children of different parents (Awful.app#213)", "↓> Reason: Children view controllers <UINavigationController: 0x1e8ab490> and <UINavigationController: 0x1e8aeef0> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"),
            RuleExample("The keyboard's controller, whose requested parent is UIKit's input window: an inputView the app declared (iOS 8)", "↓*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<UICompatibilityInputViewController: 0x7ff33ae82860> should have parent view controller:<AddTaskViewController: 0x7ff33ae55c40> but requested parent is:<UIInputWindowController: 0x7ff33c875600>'"),
            RuleExample("The same reason without angle brackets (KLCPopup#6)", "↓UIViewControllerHierarchyInconsistency, reason: child view controller:PopupViewController: 0x1104987d0 should have parent view controller:(null) but actual parent is:MainViewController: 0x10a920680"),
        ],
        nonTriggeringExamples: [RuleExample("A child's didMoveToParentViewController: with its parent", "-[ChildVC didMoveToParentViewController:] <Parent: 0x7fd> <ChildVC: 0x7fb>")])

    /// The words of the transition's exception, which the message and the advice name apart.
    static let commonParent = "must have a common parent view controller"

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostics: [.hierarchyInconsistency],
            message: { event, object in
                if event.message.contains(HierarchyInconsistencyRule.commonParent) {
                    return "UIKit refused a transition between \(DiagnosticMonitor.subject(object)) and a controller with another parent: both must be children of the container that calls transition(from:to:)"
                }
                return "UIKit raised UIViewControllerHierarchyInconsistency for \(DiagnosticMonitor.subject(object))"
            },
            hint: { event in
                if event.message.contains(HierarchyInconsistencyRule.commonParent) {
                    return "Add both controllers with addChild(_:) on the container before calling transition(from:to:duration:options:animations:completion:) on it, and call it on that container, not on another controller."
                }
                // One view handed to a second controller (a FlutterView, a view reused across screens) is
                // not a containment mistake: the advice is about the view, not about addChild.
                if event.message.contains("associated with at most one view controller") {
                    return "A view belongs to one controller: give each controller its own view (do not assign another controller's view, or reuse one view across controllers), or set the first controller's view to a new one before handing it on."
                }
                // The keyboard's own controller, reparented by UIKit when a responder becomes first
                // responder: the app never called addChild; an `inputView` or `inputAccessoryView` it
                // declares, holding a view another controller owns, does this (iOS 8's common form).
                if event.message.contains("UIInputWindowController") || event.message.contains("UICompatibilityInputViewController") {
                    return "UIKit's keyboard controller could not take its input view: a controller or view that declares its own inputView or inputAccessoryView (often a property merely named inputView) returns a view another controller owns. Rename that property, or return a view no controller owns."
                }
                return "Call parent.addChild(child) before adding child.view to the parent's view hierarchy, and never add a child's view under a view owned by another controller."
            })
    }
}
