import TraceParser

/// Presentation and navigation warnings and the rest of UIKit's console warnings.
public struct UIKitDiagnosticRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "uikit-diagnostic", name: "UIKit console warnings", severity: .warning,
        summary: "A UIKit console warning or exception about presentation or navigation that no other rule owns.",
        rationale: """
        UIKit logs presentation misuse instead of failing: "Attempt to present X on Y whose view is not in the window \
        hierarchy", "Presenting view controllers on detached view controllers is discouraged" (later "Presenting view \
        controller X from detached view controller Y is discouraged", since iOS 17 "… is not supported"), "Attempt to present X on Y which is \
        already presenting" (or "while a presentation is in progress"), and dismissals "while a \
        presentation or dismiss is in progress". Each means a transition was requested at the wrong moment and was \
        dropped or deferred. The finding is about the controller the call was made on: the one in "(from <Z>)" when \
        UIKit names it, else the presenter Y, the controller dismissing, or the detached one. Navigation has its own: \
        "popViewControllerAnimated: called on <N> while an existing transition or presentation is occurring" (about N), \
        "Attempting to begin a modal transition from <A> to <B> while a transition is already in progress" (about A). \
        Some are exceptions that end the app, about the controller misused: "Application tried to present modally a \
        view controller <A> that is already being presented by <B>" (or "an active controller <A>"), "Pushing the same \
        view controller instance more than once is not supported (<A>)" (since iOS 13 "<N> is pushing the same view \
        controller instance (<A>) more than once"), "Application tried to present a nil modal view controller on target \
        <T>". And "Attempting to load the view of a view controller while it is deallocating is not allowed (<A>)": a \
        controller made and dropped unpresented, or touched in its deinit. An action sheet or activity sheet presented \
        on iPad without an anchor ends the app with "UIPopoverPresentationController (<…>) should have a non-nil \
        sourceView or barButtonItem set before the presentation occurs", or for an alert or activity controller "Your \
        application has presented a UIAlertController (<A>) of style UIAlertControllerStyleActionSheet from \
        UINavigationController (<N>). The modalPresentationStyle … is UIModalPresentationPopover" (about N, or A when \
        no presenter is named). A dismissal requested while the presentation still runs gives "Trying to dismiss the \
        presentation controller while transitioning already. (<P>)" and "transitionViewForCurrentTransition is not set, \
        presentation controller was dismissed during the presentation? (<P>)", about the presentation controller P. \
        A window still without a root controller \
        when launch ends gives "Application windows are expected to have a root view controller at the end of \
        application launch" (it names no object): what the window shows then gets no appearance callbacks. Since iOS \
        13 UIKit also says "Manually \
        adding the rootViewController's view to the view hierarchy is no longer supported": the app added its window's \
        root view itself, and the root then gets no appearance callbacks from UIKit; that sentence names no object. \
        A push or pop started while another navigation transition runs gives "nested push animation can result in \
        corrupted navigation bar" (or "nested pop …"; since iOS 13 "… in a corrupted navigation bar"), "Finishing up a \
        navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.", "Attempting to \
        begin a transition on navigation bar … while a transition is in progress", and often ends in the crash \
        "Can't add self as subview"; these name no controller. Since iOS 18 SwiftUI says "Adding '<View>' as a \
        subview of UIHostingController.view is not supported and may result in a broken view hierarchy": a view added \
        inside a SwiftUI host instead of above it or in a UIViewRepresentable (the quoted name is a view's class; it \
        names no controller). UIKit is main-thread only: Xcode's Main Thread Checker prints "Main Thread Checker: UI \
        API called on a background thread: -[UIView setNeedsLayout]" (the method is the API's, declared by a class, \
        not a call on an object the log follows), and Auto Layout "This application is modifying the autolayout \
        engine from a background thread …"; a view or controller touched off the main thread may miss or reorder its \
        callbacks, so these warn too and name no object. A table view laid out before it is in a window gives \
        "[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without \
        being in the view hierarchy" (a reload in viewDidLoad of a controller not yet shown, a page or tab laid out off \
        screen): UIKit's advice, not a broken rule, about a table view rather than a controller, so a note. A controller \
        shown while it allows no orientation the app allows ends the app with UIApplicationInvalidInterfaceOrientation: \
        "Supported orientations has no common orientation with the application, and [X shouldAutorotate] is returning \
        YES" (about X, named by class only) or "preferredInterfaceOrientationForPresentation 'landscapeRight' must match \
        a supported interface orientation: 'portrait'!". A page view controller whose pages change while a page turn \
        runs (a fast swipe, setViewControllers during a scroll) ends the app with "No view controller managing visible \
        view <UIView: 0x…>", "Failed to determine navigation direction for scroll" or "Duplicate states in queue"; the \
        view is a page's, so these name no controller. A navigation controller asked for what it cannot do ends the app \
        with "Pushing a navigation controller is not supported" or "Tried to pop to a view controller that doesn't \
        exist." (popToViewController with a controller not in the stack), and a tab bar controller told to select a \
        controller it does not hold with "Attempting to select a view controller that isn't a child! (null)"; none \
        names a controller. A split view \
        controller shown before it has its controllers prints "Splitview controller <X: 0x…> is expected to have a view \
        controller at index 0 before it's used!" (iOS 5: "… a master view controller before its used!"), and one whose column changes while it expands or collapses ends the app \
        with "Unexpected view controller change in Secondary column for expanding <UISplitViewController: 0x…>".
        """,
        triggeringExamples: [
            RuleExample("\"Attempt to present … whose view is not in the window hierarchy\"", "↓2020-01-01 10:00:00.000 MyApp[1:2] Warning: Attempt to present <LoginVC: 0x7f8> on <RootVC: 0x7f9> whose view is not in the window hierarchy!"),
            RuleExample("\"… which is already presenting\" with (from <Z>): the finding is about ChatViewController, which made the call (deltachat-ios#2736)", "↓2025-06-02 14:29:45.712144+0200 deltachat-ios[1151:38684] [Presentation] Attempt to present <UIAlertController: 0x116970e00> on <UITabBarController: 0x1168a6c00> (from <deltachat_ios.ChatViewController: 0x117817c00>) which is already presenting <UIAlertController: 0x11788f800>."),
            RuleExample("The newer detached-presenter sentence: the finding is about the detached LargePlayerViewController (LNPopupController#560)", "↓Presenting view controller <UIAlertController: 0x10301ba00> from detached view controller <DemoPopup.LargePlayerViewController: 0x1026094e0> is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure <DemoPopup.LargePlayerViewController: 0x1026094e0> is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."),
            RuleExample("A dismissal while a presentation or dismiss is in progress (SideMenu#323)", "↓Example[1228:1048254] Warning: Attempt to dismiss from view controller <UINavigationController: 0x102013c00> while a presentation or dismiss is in progress!"),
            RuleExample("The same instance pushed twice, iOS 13's wording: the finding is about the controller pushed (SwiftAlgorithms#31)", "↓2020-02-06 16:44:21.860699+1100 swift_algorithms[45276:884289] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '<UINavigationController: 0x7fd44f81a400> is pushing the same view controller instance (<swift_algorithms.MarkdownPresentationViewController: 0x7fd451905d00>) more than once which is not supported and is most likely an error in the application : com.x'"),
            RuleExample("A pop while a transition is running (iOS-Slide-Menu#161)", "↓popViewControllerAnimated: called on <SlideNavigationController 0x7fe0e186ea00> while an existing transition or presentation is occurring; the navigation stack will not be updated."),
            RuleExample("A controller presenting itself, kept in a source comment with its console line (public code, AVPlayer demo)", "↓//    2016-02-15 18:56:11.585 AVPlayer[6825:2918740] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modal view controller on itself. Presenting controller is <AVPlayer.PlayerViewController: 0x13e846800>.'"),
            RuleExample("A controller presented while another presents it (firebase-mobile-payments#7)", "↓Application tried to present modally a view controller <Stripe.BottomSheetViewController: 0x15df81de0> that is already being presented by <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x15ec0bac0>"),
            RuleExample("The root view added to the window by hand (Toaster#182)", "↓[Window] Manually adding the rootViewController's view to the view hierarchy is no longer supported. Please allow UIWindow to add the rootViewController's view to the view hierarchy itself."),
            RuleExample("A pop during another navigation transition, and UIKit finishing it in a bad state (SwipeNavigationVC#2)", """
            ↓2015-06-12 14:47:06.456 abc[14900:60b] nested pop animation can result in corrupted navigation bar
            ↓2015-06-12 14:47:06.495 abc[14900:60b] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
            """),
            RuleExample("A view added inside a SwiftUI host (FloatingPanel#688, WhatsNewKit#106)", "↓Adding ' PassthroughView ' as a subview of  UIHostingController.view  is not supported and may result in a broken view hierarchy. Add your view above  UIHostingController.view  in a common superview or insert it into your SwiftUI content in a UIViewRepresentable instead."),
            RuleExample("A popover presented without an anchor on iPad ends the app (capacitor-plugins#352)", "↓2021-04-20 14:22:59.889664+0200 GARDENA[556:112493] *** Terminating app due to uncaught exception 'NSGenericException', reason: 'UIPopoverPresentationController (<UIPopoverPresentationController: 0x10520e130>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.'"),
            RuleExample("An action sheet presented on iPad without an anchor, UIAlertController's wording: about the navigation controller that presented it (SDCAlertView#306)", "↓2020-05-13 10:25:16.219727+0200 Example[4740:91660] *** Terminating app due to uncaught exception 'NSGenericException', reason: 'Your application has presented a UIAlertController (<UIAlertController: 0x7fa281014c00>) of style UIAlertControllerStyleActionSheet from UINavigationController (<UINavigationController: 0x7fa28001c600>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.'"),
            RuleExample("A popover anchored to a view in no window, UIPopoverController's wording (a Chinese note on UIPopoverController)", "↓2014-05-01 10:00:00.000 App[100:200] *** Terminating app due to uncaught exception 'NSGenericException', reason: '-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: Popovers cannot be presented from a view which does not have a window.'"),
            RuleExample("A UIPopoverController released while its popover shows is no dealloc of the app's (steamclock/internetmap#8)", "↓*** Terminating app due to uncaught exception 'NSGenericException', reason: '-[UIPopoverController dealloc] reached while popover is still visible.'"),
            RuleExample("A second presentation while Game Center's delayed one is pending, UIKit's spelling (phoboslab/Ejecta#156)", "↓2013-04-03 23:00:19.731 XXX[545:907] Attempt to present <GKAchievementViewController: 0x1d5217f0> on <EJAppViewController: 0x1d58be20> which is waiting for a delayed presention of <GKAchievementViewController: 0x1d587ef0> to complete"),
            RuleExample("A dismissal while the presentation still runs: about the presentation controller (card.io-iOS-SDK#83)", """
            ↓Trying to dismiss the presentation controller while transitioning already. (<_UIFullscreenPresentationController: 0x1701ce790>)
            ↓2014-11-29 15:36:07.853 pollinate[794:305970] transitionViewForCurrentTransition is not set, presentation controller was dismissed during the presentation? (<_UIFullscreenPresentationController: 0x1701ce790>)
            """),
            RuleExample("A window without a root controller at the end of launch (KKPasscodeLock#13)", "↓KKPasscodeLockDemo[5810:11603] Application windows are expected to have a root view controller at the end of application launch"),
            RuleExample("UIKit called from a background queue, as the Main Thread Checker reports it (STPopup#140)", "↓Main Thread Checker: UI API called on a background thread: -[UIViewController presentedViewController]"),
            RuleExample("A layout change made off the main thread", "↓2016-03-02 10:12:01.482 MyApp[512:7801] This application is modifying the autolayout engine from a background thread, which can lead to engine corruption and weird crashes.  This will cause an exception in a future release."),
            RuleExample("A search controller never shown loads its view while it deallocates, UIKit's own bug (uservoice-ios-sdk#440)", "↓[Warning] Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<UISearchController: 0x7fabe7c2e8e0>)"),
            RuleExample("A controller that allows no orientation the app allows, presented by a landscape-only app: about the system's album list (Instabug-iOS#90)", "↓2016-10-18 17:26:29.738470 TerritoryManager[4509:2561737] *** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: 'Supported orientations has no common orientation with the application, and [PUUIAlbumListViewController shouldAutorotate] is returning YES'"),
            RuleExample("A page view controller's pages changed during a page turn (Pageboy#277)", "↓2022-10-28 11:33:14.357491+0200 Groei[58716:22674120] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'No view controller managing visible view <UIView: 0x131686a70; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x28013e460>>'"),
            RuleExample("A pop to a controller not in the stack ends the app (a Korean post on popToViewController, iOS 12)", "↓2019-07-27 18:28:49.670062+0900 Ceramics[1868:71486] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'"),
            RuleExample("A tab bar controller told to select a controller it does not hold (Apple's forums, thread 769313)",
                        "↓Fatal Exception: NSInternalInconsistencyException Attempting to select a view controller that isn't a child! (null)"),
            RuleExample("A split view controller used before it has its controllers (a reverse-engineering note on MobileSMS, iOS 8)", "↓2018-05-08 15:30:03.142 MobileSMS[808:178059] Splitview controller <CKMessagesController: 0x15bd7800> is expected to have a view controller at index 0 before it's used!"),
            RuleExample("The same in iOS 5's words, in the device's syslog (Preferences, a jailbreak tool's README)", "↓Jan 21 02:17:10 unknown Preferences[111] <Warning>: Splitview controller <PSSplitViewController: 0xfe735b0> is expected to have a master view controller before its used!"),
            RuleExample("A view loaded while its controller deallocates (mapbox-gl-native#2475)", "↓2015-09-30 17:45:48.716 TallyGo[6181:50165274] Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<UIAlertController: 0x7f875bfd9940>)"),
            RuleExample("AVKit's player whose view was added without its controller (titanium_mobile#12233)", "↓Warning: <AVPlayerViewController: 0x7fc445038e00> is trying to enter full screen, but is not in its view's window's view controller hierarchy. This results in undefined behavior."),
            RuleExample("The present warning's tail, pasted without its head (DKImagePickerController#79)", "↓<DKImagePickerControllerDemo.DKImagePickerController: 0x12582ee00> on <DKImagePickerControllerDemo.ViewController: 0x124e458f0> whose view is not in the window hierarchy!"),
        ],
        nonTriggeringExamples: [
            RuleExample("The present call itself", "2020-01-01 10:00:00.000 MyApp[1:2] -[RootVC presentViewController:animated:completion:] <RootVC: 0x7f9>"),
            RuleExample("A backtrace frame of the push that threw", "2   UIKitCore                           0x000000011229acfb -[UINavigationController pushViewController:transition:forceImmediate:] + 451"),
            RuleExample("A placeholder names no controller, so it is quoted text: a note", "ⓘ// Warning: Attempt to present * on * whose view is not in the window hierarchy!"),
            RuleExample("A table view laid out before it is in a window: UIKit's advice, a note (NetNewsWire#3910)", "ⓘ2023-03-12 15:32:57.160381-0700 NetNewsWire[23078:800895] [TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy (the table view or one of its superviews has not been added to a window)."),
        ])

    /// Only diagnostics.
    public var observedKinds: Set<EventKind>? { [.diagnostic] }

    public func makeMonitor() -> RuleMonitor {
        DiagnosticMonitor(
            diagnostics: [.presentationWarning, .rootViewAddedManually, .nestedNavigationTransition, .subviewOfHostingView, .missingRootViewController,
                          .uiCallOffMainThread, .layoutOutsideWindow, .orientationMismatch, .pageTurnInconsistency, .navigationMisuse,
                          .splitViewMisuse],
            // A sentence longer than that (SwiftUI's mangled host names) says where it was cut; one the
            // runtime reports as the exception that ended the app says so. A Markdown quote's `> ` is the paste's.
            message: { event, _ in
                let sentence = event.message.drop { $0 == ">" || $0 == " " }
                let head = sentence.prefix(300)
                let kind = event.message.contains(DiagnosticMonitor.termination) ? "UIKit exception (the app terminated): " : "UIKit warning: "
                return kind + String(head) + (head.endIndex < sentence.endIndex ? "…" : "")
            },
            hint: { event in
                let sentence = event.message
                if sentence.contains("view controller instance") {
                    return "Push each controller instance once: check navigationController.viewControllers before pushing, or guard against a second tap."
                }
                if sentence.contains("popover is still visible") {
                    return "Keep the UIPopoverController in a strong property until it is dismissed (popoverControllerDidDismissPopover:), or present with modalPresentationStyle = .popover, which UIKit keeps alive while it shows."
                }
                if sentence.contains("UIUserInterfaceIdiomPad") {
                    return "UIPopoverController exists only on iPad: on iPhone present the controller modally, or set modalPresentationStyle = .popover, which adapts to the device."
                }
                if sentence.contains("non-nil sourceView") || sentence.contains("UIModalPresentationPopover") {
                    return "On iPad an action sheet, activity or share sheet presents as a popover: set popoverPresentationController.sourceView and sourceRect, or barButtonItem, before present(_:animated:)."
                }
                if sentence.contains("while it is deallocating"), sentence.contains("<UISearchController") {
                    // UIKit's own since iOS 9: a search controller whose view never loaded loads it in
                    // its dealloc; the app's part is only to load it early.
                    return "A UISearchController whose view never loaded loads it while it deallocates (a UIKit bug since iOS 9): call searchController.loadViewIfNeeded() once after creating it."
                }
                if sentence.contains("while it is deallocating") {
                    return "Do not create a controller you never present (an alert made and dropped), and do not touch a controller's view in its deinit/dealloc."
                }
                if event.diagnostic == .nestedNavigationTransition {
                    return "Push or pop only after the running navigation transition ends: guard against a second tap, do not push or pop from viewWillAppear:/viewWillDisappear: or during the pop gesture, and chain a second transition in the transition coordinator's completion."
                }
                if event.diagnostic == .missingRootViewController {
                    return "Set window.rootViewController before application(_:didFinishLaunchingWithOptions:) returns (with scenes, in scene(_:willConnectTo:options:)) and make the window key: views added to a window without a root controller get no appearance callbacks."
                }
                if event.diagnostic == .layoutOutsideWindow {
                    return "Reload or lay out the table once its view is in a window (viewWillAppear:, viewIsAppearing:, or after it is added), not in viewDidLoad of a controller not yet shown; a symbolic breakpoint at UITableViewAlertForLayoutOutsideViewHierarchy stops at the call."
                }
                if event.diagnostic == .orientationMismatch {
                    return "Give every controller you show (system pickers, players and alerts included) an orientation the app's Info.plist allows: return a common one from supportedInterfaceOrientations, or allow it for that window in application(_:supportedInterfaceOrientationsFor:)."
                }
                if event.diagnostic == .navigationMisuse {
                    if sentence.contains("Attempting to select") {
                        return "Select only a controller the tab bar controller holds (in viewControllers, or a UITab's viewController added as its child): set viewControllers first, and do not select a controller that was removed or replaced."
                    }
                    return sentence.contains("Pushing a navigation")
                        ? "Present a navigation controller modally (or push its root controller instead): a navigation controller cannot be pushed onto another."
                        : "Pop only to a controller in navigationController.viewControllers: look it up there (or use popToRootViewController) instead of passing a new or removed instance."
                }
                if event.diagnostic == .splitViewMisuse {
                    return sentence.contains("index 0")
                        ? "Give a split view controller its controllers (viewControllers, or setViewController(_:for:) per column) before its view loads or it is shown; set its other properties after."
                        : "Change a split view column's controller only through setViewController(_:for:) or show/showDetailViewController, and not while it expands or collapses (a size change on iPad, a rotation): not from viewWillTransition or a collapse/expand delegate callback."
                }
                if event.diagnostic == .pageTurnInconsistency {
                    return "Change a UIPageViewController's pages only when no page turn runs: call setViewControllers(_:direction:animated:) from pageViewController(_:didFinishAnimating:…) or with animation off, and disable paging while it runs."
                }
                if event.diagnostic == .uiCallOffMainThread {
                    return "Call UIKit on the main thread only: hop there with DispatchQueue.main.async (or mark the code @MainActor); the backtrace after the checker's line shows which code made the call."
                }
                if event.diagnostic == .subviewOfHostingView, sentence.contains("_UIReplicantView") {
                    return "UIKit inserts _UIReplicantView itself (tvOS's focus effect, a SwiftUI Material blur): no app code added it. Give a focusable UIKit view its own container inside the hosting view, or avoid Material backgrounds there."
                }
                if event.diagnostic == .subviewOfHostingView {
                    return "Do not add views to a UIHostingController's view: add them above it in a common superview, or put them in the SwiftUI content through a UIViewRepresentable (a representable placed in an .overlay/.background also gets here on iOS 18)."
                }
                if event.diagnostic == .rootViewAddedManually {
                    return "Set window.rootViewController and let UIWindow add its view; never add the root's view to the window yourself: UIKit then forwards no appearance callbacks to it."
                }
                if sentence.contains("transitioning already") || sentence.contains("dismissed during the presentation") {
                    return "Dismiss only after the presentation has finished: from present(_:animated:completion:)'s completion or after viewDidAppear:, and guard against a second tap that dismisses mid-transition."
                }
                if sentence.contains("which is already presenting") {
                    return "A controller presents one controller at a time: present from the top-most presentedViewController, or dismiss the one it shows first (in SwiftUI, do not stack .sheet modifiers on one view)."
                }
                if sentence.contains("already being presented") || sentence.contains("an active controller") {
                    return "Present a controller only while it is not shown: this one is still presented or in the hierarchy (a reused alert or controller, a second tap). Dismiss or remove it first, or present a new instance."
                }
                if sentence.contains("is trying to enter full screen") {
                    return "Make the AVPlayerViewController a child of the controller whose view shows its view (addChild, add the view, didMove(toParent:)), or present it: a player outside every controller hierarchy cannot enter full screen."
                }
                if sentence.contains("modal view controller on itself") {
                    return "A controller cannot present itself, or one it is already presenting: present a new instance from the controller on screen, and check that a dismissal's completion (or a second tap) does not present the same controller again."
                }
                if sentence.contains("a nil ") {
                    return "The controller to present or push was nil: check the storyboard identifier or the optional before the call."
                }
                return "Present, push or pop only from a controller whose view is in a window, after viewDidAppear:, and not while another transition is running."
            },
            // UIKit's advice, and UIKit's own view in a SwiftUI host: notes.
            certainty: { $0.diagnostic == .layoutOutsideWindow || $0.message.contains("'_UIReplicantView'") ? .inconclusive : .definite })
    }
}
