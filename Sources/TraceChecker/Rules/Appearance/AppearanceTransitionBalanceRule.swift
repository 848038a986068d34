import TraceParser

/// R-D2, R-B3: beginAppearanceTransition/endAppearanceTransition balance, and UIKit's own
/// "Unbalanced calls" line.
public struct AppearanceTransitionBalanceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "appearance-transition-balance", name: "Appearance transitions balance", severity: .error,
        summary: "beginAppearanceTransition/endAppearanceTransition are unbalanced, or UIKit logged \"Unbalanced calls\".",
        rationale: """
        A container that forwards appearance by hand must pair each beginAppearanceTransition(_:animated:) with one \
        endAppearanceTransition(): "appearance callbacks are now tied to the final matching invocation of \
        endAppearanceTransition" (UIViewController.h). UIKit itself logs `Unbalanced calls to begin/end appearance \
        transitions for <X: 0x…>` when they overlap or are forwarded twice; that line is evidence on its own. A second \
        begin in the opposite direction is the documented way to cancel (Douglas Hill; R-B3) and is legal. On iOS 8-9 \
        QuickLook's remote preview (`QLRemotePreviewContentController`) printed the sentence about itself with no app \
        code involved: a warning there.
        """,
        triggeringExamples: [
            RuleExample("UIKit's own warning: \"Unbalanced calls to begin/end appearance transitions\"", """
            ↓2017-05-12 10:23:45.123 MyApp[1234:5678] Unbalanced calls to begin/end appearance transitions for <MyApp.FeedVC: 0x10503da00>
            """),
            RuleExample("endAppearanceTransition twice for one beginAppearanceTransition", """
            -[ChildVC beginAppearanceTransition:animated:] isAppearing=1 <ChildVC: 0x7>
            -[ChildVC endAppearanceTransition] <ChildVC: 0x7>
            ↓-[ChildVC endAppearanceTransition] <ChildVC: 0x7>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("A cancelled custom-container transition: a second begin in the opposite direction, then one end", """
            -[ChildVC beginAppearanceTransition:animated:] isAppearing=0 <ChildVC: 0x7>
            -[ChildVC beginAppearanceTransition:animated:] isAppearing=1 <ChildVC: 0x7>
            -[ChildVC endAppearanceTransition] <ChildVC: 0x7>
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.diagnostic, .beginAppearanceTransition, .endAppearanceTransition] }

    /// The frameworks' controllers an app presents whole and never contains (QuickLook's, Safari's,
    /// the player's, the pickers and composers), and UIKit's private ones (`_UIRemoteViewController`).
    static let presentedOnlyControllers: Set<String> = [
        "QLPreviewController", "QLRemotePreviewContentController", "SFSafariViewController", "AVPlayerViewController",
        "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIActivityViewController",
        "UIAlertController", "UIVideoEditorController", "UIReferenceLibraryViewController", "UIPrinterPickerViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "PHPickerViewController", "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController",
        "EKEventViewController", "SKStoreProductViewController", "GKGameCenterViewController", "PKAddPassesViewController",
        "VNDocumentCameraViewController", "SFAuthenticationViewController", "PKPaymentAuthorizationViewController", "UISearchController",
        "GKMatchmakerViewController", "EKCalendarChooser", "MPMoviePlayerViewController", "SLComposeViewController",
        "MPMediaPickerController", "CAMImagePickerCameraViewController", "PUPhotoPickerHostViewController", "UICloudSharingController",
    ]

    /// True for the controllers that printed UIKit's "Unbalanced calls" sentence about themselves
    /// with no app code involved: QuickLook's remote preview on iOS 8-9.
    static func printsUnbalancedByItself(_ className: String) -> Bool { className.hasPrefix("QLRemote") }

    /// The advice for UIKit's sentence about `className`: an app forwards appearance only to its own
    /// containers' children, so for a controller it only presents the cause is the timing of a presentation.
    static func unbalancedHint(for className: String?) -> String {
        if let name = className, presentedOnlyControllers.contains(name) || name.hasPrefix("_UI") {
            let quickLook = name.hasPrefix("QL") ? "; on iOS 8-9 QuickLook's remote preview printed it by itself" : ""
            return "\(name) is the framework's own controller, whose appearance no app code forwards: the warning comes from presenting, pushing or dismissing while another transition runs (present from viewDidAppear: or a completion handler, one transition at a time)\(quickLook)."
        }
        return "Forward appearance only through beginAppearanceTransition/endAppearanceTransition, once each, and never call viewWillAppear:/viewDidAppear: by hand; start a new transition only after the previous one ended."
    }

    final class Monitor: RuleMonitor {
        private var open: EventReference?
        private var direction: Bool?

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            open = nil
            direction = nil
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            let certainty: Certainty = object.isWeak ? .weak : .definite
            switch event.kind {
            case .diagnostic where event.diagnostic == .unbalancedAppearanceTransitions:
                // QuickLook's remote preview printed the sentence by itself on iOS 8-9 (the app forwards
                // nothing to it): evidence of a system quirk as much as of the app's timing.
                let namesNoObject = object.address == nil && object.classKey == nil
                let systemQuirk = object.classKey.map(AppearanceTransitionBalanceRule.printsUnbalancedByItself) ?? false
                context.report(namesNoObject || systemQuirk ? .weak : .definite, at: EventReference(event),
                               message: "UIKit reported unbalanced begin/end appearance transitions for \(object.displayName)",
                               hint: AppearanceTransitionBalanceRule.unbalancedHint(for: object.classKey))
            case .beginAppearanceTransition:
                var appearing: Bool?
                if case let .flag(value) = event.argument { appearing = value }
                if let previous = open, let was = direction, let now = appearing, was == now {
                    context.report(certainty, at: EventReference(event),
                                   message: "\(object.displayName): beginAppearanceTransition again in the same direction before endAppearanceTransition",
                                   related: [("the open transition began here", previous)],
                                   hint: "Call endAppearanceTransition before beginning another transition; only a reversed begin (cancellation) may overlap.")
                }
                open = EventReference(event)
                direction = appearing
            case .endAppearanceTransition:
                if open == nil {
                    context.report(certainty, at: EventReference(event),
                                   message: "\(object.displayName): endAppearanceTransition without beginAppearanceTransition",
                                   hint: "Each endAppearanceTransition must close one beginAppearanceTransition(_:animated:).",
                                   requiresAll: [.beginAppearanceTransition])
                }
                open = nil
                direction = nil
            default:
                break
            }
        }

        func finish(of object: ObjectRecord, in context: MonitorContext) {
            guard let begin = open else { return }
            context.report(.inconclusive, at: begin,
                           message: "\(object.displayName): beginAppearanceTransition was not ended before the log ended (inconclusive)",
                           hint: "Call endAppearanceTransition when the transition completes.", requiresAll: [.endAppearanceTransition])
        }
    }
}
