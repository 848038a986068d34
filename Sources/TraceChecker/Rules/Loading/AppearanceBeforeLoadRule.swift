import TraceParser

/// R-F2, R-F3: viewDidLoad comes before the first appearance callback of a view load.
public struct AppearanceBeforeLoadRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "appearance-before-load", name: "View loads before it appears", severity: .error,
        summary: "An appearance callback arrived before viewDidLoad of the same object.",
        rationale: """
        viewDidLoad runs exactly once per view load, after loadView or after the nib set the view, and always before the \
        first viewWillAppear: (UIViewController.h; R-F2). push and present load the new controller's view synchronously, \
        before its appearance callbacks. After a viewDidUnload (iOS 3-5, or a manual unload) the next appearance must be \
        preceded by a new load. Plain UIKit never reverses this; the one published case is a SwiftUI-hosted controller, \
        so the message points at the host. Only objects whose creation is in the log are judged (a timeline that starts \
        mid-life proves nothing), and only classes that log viewDidLoad somewhere (R-P4).
        """,
        triggeringExamples: [
            RuleExample("viewWillAppear(_:) before viewDidLoad() of an object whose creation is in the log", """
            <App.SampleVC: 0x7f88daee4c30> init()
            <App.SampleVC: 0x7f88daee4c30> loadView()
            ↓<App.SampleVC: 0x7f88daee4c30> viewWillAppear(_:)
            <App.SampleVC: 0x7f88daee4c30> viewDidLoad()
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("ViewController's creation is not in the log, so its missing viewDidLoad proves nothing; LifeCycleViewController loads before it appears", """
            -[ViewController viewWillAppear:]
            -[ViewController viewDidAppear:]
            -[LifeCycleViewController init]
            -[LifeCycleViewController loadView]
            -[LifeCycleViewController viewDidLoad]
            -[LifeCycleViewController viewWillAppear:]
            """),
        ])

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? { [.viewDidLoad, .viewDidUnload, .viewWillAppear, .viewDidAppear, .viewIsAppearing] }

    final class Monitor: RuleMonitor {
        private var loaded = false
        private var unloaded = false
        private var reported = false

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            loaded = false
            unloaded = false
            reported = false
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            switch event.kind {
            case .viewDidLoad:
                loaded = true; unloaded = false; reported = false
            case .viewDidUnload:
                loaded = false; unloaded = true
            case .viewWillAppear, .viewDidAppear, .viewIsAppearing:
                guard !loaded, !reported, object.bornInLog || unloaded else { return }
                reported = true
                let why = unloaded ? "after viewDidUnload without a new viewDidLoad" : "before viewDidLoad"
                context.report(object.isWeak ? .weak : .definite, at: EventReference(event),
                               message: "\(object.displayName): \(event.selector) \(why)",
                               hint: "UIKit loads the view before any appearance. If the controller is hosted by SwiftUI or the main thread was blocked, the host may be at fault; otherwise look for a view added to a window before the controller's view was loaded.",
                               requiresAll: [.viewDidLoad])
            default:
                break
            }
        }
    }
}
