/// The canonical lifecycle vocabulary every log spelling is mapped onto.
public enum EventKind: String, CaseIterable, Codable, Sendable {
    // View controller
    case initialize = "init"
    case awakeFromNib
    case loadView
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case updateViewConstraints
    case willMoveToParent
    case didMoveToParent
    case addChild
    case removeFromParent
    case beginAppearanceTransition
    case endAppearanceTransition
    case didReceiveMemoryWarning
    case viewWillUnload
    case viewDidUnload
    case dealloc
    // View
    case willMoveToSuperview
    case didMoveToSuperview
    case willMoveToWindow
    case didMoveToWindow
    case didAddSubview
    case willRemoveSubview
    case removeFromSuperview
    case layoutSubviews
    case updateConstraints
    case drawRect
    // Observers
    case addObserver
    case removeObserver
    // UIKit's own console diagnostics
    case diagnostic
    /// Any other method of the object: still an event of that object.
    case other

    /// Callbacks UIKit itself sends on the main thread; their spelling is enough to
    /// recognise a bare line (`viewWillAppear`) as an event.
    public var isUIKitCallback: Bool {
        switch self {
        case .other, .diagnostic, .addObserver, .removeObserver, .initialize: return false
        default: return true
        }
    }

    /// The four appearance callbacks and `viewIsAppearing`.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }

    /// Callbacks that can legitimately arrive after `dealloc` was logged: ARC releases the
    /// view hierarchy after the `dealloc` body ran, and Swift base classes log after subclasses.
    public var isTeardown: Bool {
        switch self {
        case .willRemoveSubview, .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow,
             .removeFromSuperview, .removeFromParent, .willMoveToParent, .didMoveToParent, .removeObserver, .dealloc:
            return true
        default: return false
        }
    }

    /// Events that start an object's life; after `dealloc` they mean a new incarnation.
    public var isCreation: Bool {
        switch self {
        case .initialize, .awakeFromNib, .loadView: return true
        default: return false
        }
    }
}

/// What a callback's argument said, when the line shows it.
public enum EventArgument: Equatable, Hashable, Sendable {
    /// The line does not show the argument.
    case unknown
    /// The argument was nil (`(null)`, `nil`): a removal for parent, superview and window moves.
    case none
    /// A non-nil object, with its address when the line prints one.
    case object(className: String?, address: UInt64?)
    /// Observer traffic: the notification name when printed, and whether the API is block based.
    case observer(name: String?, blockBased: Bool)
    /// A boolean flag such as `animated` or `isAppearing`.
    case flag(Bool)
    /// Any other text that followed the method.
    case text(String)

    /// True for `.none`; nil when unknown.
    public var isNil: Bool? {
        switch self {
        case .unknown: return nil
        case .none: return true
        default: return false
        }
    }

    /// A short rendering for reports and `events`.
    public var rendered: String {
        switch self {
        case .unknown: return ""
        case .none: return "nil"
        case let .object(className, address):
            switch (className, address) {
            case let (c?, a?): return "<\(c): \(Address.hex(a))>"
            case let (nil, a?): return Address.hex(a)
            case let (c?, nil): return c
            default: return "object"
            }
        case let .observer(name, blockBased): return (name ?? "all") + (blockBased ? " (block)" : "")
        case let .flag(value): return value ? "true" : "false"
        case let .text(text): return text
        }
    }
}

/// UIKit and Foundation console diagnostics that are evidence in themselves.
public enum DiagnosticKind: String, CaseIterable, Codable, Sendable {
    /// `message sent to deallocated instance 0x…` (NSZombieEnabled).
    case zombieMessage
    /// `Unbalanced calls to begin/end appearance transitions for <X: 0x…>`.
    case unbalancedAppearanceTransitions
    /// `Calling -viewWillDisappear: directly on a view controller is not supported`.
    case manualAppearanceCall
    /// `… was deallocated while key value observers were still registered with it`.
    case kvoObserversOnDealloc
    /// `Cannot remove an observer <X 0x…> for the key path "…" from <Y 0x…> because it is not registered as an observer`.
    case kvoRemoveUnregistered
    /// `UIViewControllerHierarchyInconsistency`, `child view controller:<X> should have parent view controller:<Y> …`.
    case hierarchyInconsistency
    /// A leak finder's line about one suspect object: MLeaksFinder's `Possibly Memory Leak`, LeakFinder's
    /// `Possible memory leak: ViewController <X: 0x…>`, DeallocationChecker's `X not deallocated after being dismissed`.
    case possibleMemoryLeak
    /// Presentation and navigation warnings and exceptions (`Attempt to present … whose view is not
    /// in the window hierarchy`, `Pushing the same view controller instance more than once …`, …).
    case presentationWarning
    /// `Received memory warning.`: information only.
    case memoryWarning
    /// `Manually adding the rootViewController's view to the view hierarchy is no longer supported`
    /// (iOS 13+): the app added its window's root view itself, so UIKit does not forward the root's
    /// appearance callbacks. It names no object: a window has one root.
    case rootViewAddedManually
    /// A push or pop while another navigation transition runs: `nested push animation can result in
    /// corrupted navigation bar` (`nested pop …`, iOS 13 `… in a corrupted …`), `Finishing up a
    /// navigation transition in an unexpected state`, `Attempting to begin a transition on navigation
    /// bar … while a transition is in progress`, and the crash it ends in, `Can't add self as subview`.
    /// They name no controller.
    case nestedNavigationTransition
    /// A view added by hand inside a SwiftUI host (iOS 18+): `Adding '_UIReparentingView' as a subview
    /// of UIHostingController.view is not supported and may result in a broken view hierarchy`. The
    /// quoted name is a view's class, not a controller: it names no object a timeline follows.
    case subviewOfHostingView
    /// `Application windows are expected to have a root view controller at the end of application
    /// launch`: a window shown without `rootViewController`, whose content then gets no appearance
    /// callbacks from UIKit. It names no object.
    case missingRootViewController
    /// UIKit used off the main thread: the Main Thread Checker's `Main Thread Checker: UI API called on
    /// a background thread: -[UIView removeFromSuperview]`, and Auto Layout's `This application is
    /// modifying the autolayout engine from a background thread …`. The method it names is the API's,
    /// declared by a class, not a call on an object a timeline follows: it names no object.
    case uiCallOffMainThread
    /// `[TableView] Warning once only: UITableView was told to layout its visible cells and other
    /// contents without being in the view hierarchy`: the table was reloaded or laid out before its
    /// view was in a window (a reload in viewDidLoad of a controller not yet shown, a page or tab
    /// laid out off screen). UIKit's advice, not a broken rule: the table view it names is no
    /// controller a timeline follows, and pastes often cut the description off.
    case layoutOutsideWindow
    /// The exception an app ends in when a controller it shows allows no orientation the app allows
    /// (`UIApplicationInvalidInterfaceOrientation`): `Supported orientations has no common orientation
    /// with the application, and [X shouldAutorotate] is returning YES` (about X, named by class only),
    /// or `preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported
    /// interface orientation: 'portrait'!` (naming no object).
    case orientationMismatch
    /// UIPageViewController's own consistency exceptions, raised when its pages change while a page
    /// turn runs (a fast swipe, `setViewControllers(_:direction:animated:)` during a scroll): `No view
    /// controller managing visible view <UIView: 0x…>`, `Failed to determine navigation direction for
    /// scroll`, `Duplicate states in queue`. The view named is a page's view, not a controller a
    /// timeline follows: they name no object.
    case pageTurnInconsistency
    /// A navigation or tab bar controller asked for what it cannot do, which ends the app: `Pushing a
    /// navigation controller is not supported` (a navigation controller pushed onto another), `Tried to
    /// pop to a view controller that doesn't exist.` (popToViewController(_:animated:) with a controller
    /// not in the stack), `Attempting to select a view controller that isn't a child! (null)` (a tab
    /// selected whose controller the tab bar controller does not hold). None names the controller.
    case navigationMisuse
    /// A split view controller used before it has its controllers, or a column's controller changed
    /// while it expands or collapses: `Splitview controller <X: 0x…> is expected to have a view
    /// controller at index 0 before it's used!` (a console warning), `Unexpected view controller change
    /// in Secondary column for expanding <UISplitViewController: 0x…>` (iOS 14's columns; the app
    /// ends). Both name the split view controller.
    case splitViewMisuse

    /// True when every wording of the sentence names the object it is about: a line of it that
    /// names none was quoted or paraphrased (documentation, a comment, `Attempt to present X on Y`),
    /// not printed by UIKit or Foundation. Swift's unowned-reference crash and the memory warning
    /// name nothing, nor do `Calling -viewWillAppear: directly …` and MLeaksFinder's alert title.
    public var alwaysNamesItsObject: Bool {
        switch self {
        case .zombieMessage, .manualAppearanceCall, .memoryWarning, .possibleMemoryLeak, .rootViewAddedManually, .nestedNavigationTransition,
             .subviewOfHostingView, .missingRootViewController, .uiCallOffMainThread, .layoutOutsideWindow, .orientationMismatch,
             .pageTurnInconsistency, .navigationMisuse: false
        case .unbalancedAppearanceTransitions, .kvoObserversOnDealloc, .kvoRemoveUnregistered, .hierarchyInconsistency,
             .presentationWarning, .splitViewMisuse: true
        }
    }
}

/// Formatting of object addresses.
public enum Address {
    /// `0x` and lower-case hex, as UIKit prints them.
    public static func hex(_ value: UInt64) -> String {
        // Digit by digit into the string's own storage: every finding names its object's address
        // a few times, and `String(_:radix:)` plus a concatenation cost three strings each.
        String(unsafeUninitializedCapacity: 18) { text in
            write(value, to: text.baseAddress!)
        }
    }

    /// `hex(value)` written at `out`, which has room for 18 bytes; returns the bytes written.
    @inline(__always)
    public static func write(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = max(1, (64 - value.leadingZeroBitCount + 3) / 4)
        out[0] = UInt8(ascii: "0")
        out[1] = UInt8(ascii: "x")
        var rest = value
        for index in stride(from: digits + 1, through: 2, by: -1) {
            let nibble = UInt8(truncatingIfNeeded: rest & 15)
            out[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
            rest >>= 4
        }
        return digits + 2
    }

    /// Parse `0x…` (or bare hex digits) into a value.
    public static func parse<S: StringProtocol>(_ text: S) -> UInt64? {
        var digits = Substring(text)
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        return UInt64(digits, radix: 16)
    }
}
