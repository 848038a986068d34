import TraceParser

/// R-F1: loadView/viewDidLoad run once per incarnation unless the view was unloaded.
public struct ViewLoadedTwiceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "view-loaded-twice", name: "View loads once", severity: .error,
        summary: "loadView or viewDidLoad ran again on the same object without an unload between.",
        rationale: """
        loadView runs when view is read while nil, and viewDidLoad exactly once per load (UIViewController.h; R-F1). A \
        loadView override that never assigns self.view leaves view nil, so reading view in viewDidLoad re-enters \
        loadView: an infinite loop. Only viewDidUnload (iOS 3-5) or a manual `self.view = nil` makes a second load legal; \
        both follow a memory warning while the view is off screen (before iOS 6 UIKit unloaded such a view itself, and \
        Apple's template for didReceiveMemoryWarning sets the view to nil), so a load after one is a note at most, \
        whether the controller logged didReceiveMemoryWarning or, after it was seen to disappear, UIKit printed \
        `Received memory warning.` by itself. \
        Several log statements in one viewDidLoad are one call (R-P9), and loadViewIfNeeded/isViewLoaded are not loads \
        (R-P8). With class-only identity a second load may be a second instance; the verdict stays firm only when no \
        appearance happened between the loads (the loop shape), the lines carry times (without them, several \
        statements of one call, or clang's coverage tracing of every block, print the same line) and the class is seen \
        to log its init or the loads run on (two children of one class added in turn load at once too, and only a logged \
        init tells a second instance's birth; a loadView that never sets the view loads again by the dozen), and is a note when \
        the first had appeared or disappeared: pushed, popped and pushed again, a controller is released and a new one \
        loads; pushed on another of its class, a new one loads while the first is on screen; an init of the class \
        logged between the loads is a second instance's, and so is a load while more inits than loads were logged.
        """,
        triggeringExamples: [
            RuleExample("One init, then loadView twice: the loop a loadView that never sets the view makes, counted once per load", """
            2020-01-01 10:00:00.000 MyApp[1:2] -[FeedVC initWithNibName:bundle:]
            2020-01-01 10:00:00.001 MyApp[1:2] -[FeedVC loadView]
            ↓2020-01-01 10:00:00.002 MyApp[1:2] -[FeedVC loadView]
            """),
            RuleExample("Two loads at once by the class name alone, of a class that logs no init: the loop, or two children of the class added in turn (a warning)", """
            2024-05-01 10:00:00.101 Runner[123:4567] EmbeddedFlutterVC viewDidLoad
            ↓2024-05-01 10:00:00.103 Runner[123:4567] EmbeddedFlutterVC viewDidLoad
            """),
            RuleExample("loadView() and viewDidLoad() a second time with no viewDidUnload between", """
            LoopViewController loadView()
            LoopViewController viewDidLoad()
            ↓LoopViewController loadView()
            LoopViewController viewDidLoad()
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("The same loads on lines that name nobody: two controllers loading in turn print this too, so a note at most", """
            loadView()
            viewDidLoad()
            ⓘloadView()
            viewDidLoad()
            """),
            RuleExample("Statements of one viewDidLoad that a logger's queue printed out of line order, at one instant (TTLog's README): one call", """
            [2018-04-05 23:53:36.469] ViewController.swift:18 viewDidLoad() ERROR: Here is an error!!!
            [2018-04-05 23:53:36.469] ViewController.swift:20 viewDidLoad() WARNING: These issues we must not overlook!!
            [2018-04-05 23:53:36.469] ViewController.swift:17 viewDidLoad() DEBUG: We meet the bug here!
            """),
            RuleExample("Two lines printed by one viewDidLoad, and a block inside it: one call, not two", """
            2015-09-11 13:49:53.255 BKSingleton[14207:147064] -[ViewController viewDidLoad] <BKHelper: 0x7fa23248e650>
            2015-09-11 13:49:53.256 BKSingleton[14207:147064] -[ViewController viewDidLoad] <BKHelper: 0x7fa23248e650>
            2015-09-11 13:49:53.256 BKSingleton[14207:147189] __29-[ViewController viewDidLoad]_block_invoke <BKHelper: 0x7fa23248e650>
            """),
            RuleExample("A viewDidLoad that prints `called` when it starts and `completed` when it ends: one call", """
            [KeyboardViewController] viewDidLoad called
            [KeyboardViewController] viewDidLoad completed
            """),
            RuleExample("Pushed, popped and pushed again, logged by class name only: the second load is most likely a second instance, a note at most", """
            🍀 SecondViewController viewDidLoad
            🍀 SecondViewController viewWillAppear
            🍀 SecondViewController viewDidAppear
            🍀 SecondViewController viewWillDisappear
            🍀 SecondViewController viewDidDisappear
            ⓘ🍀 SecondViewController viewDidLoad
            """),
            RuleExample("Loaded again while the first was on screen, logged by class name only: a second instance of the class pushed on it, a note at most", """
            FeedViewController viewDidLoad
            FeedViewController viewWillAppear
            FeedViewController viewDidAppear
            ⓘFeedViewController viewDidLoad
            """),
            RuleExample("An init of the class between the loads, logged by class name only: a second instance loads its view (a leak-hunting print in init and deinit), a note at most", """
            JackDetailViewController Init
            JackDetailViewController ViewDidLoad
            JackDetailViewController Init
            ⓘJackDetailViewController ViewDidLoad
            """),
            RuleExample("Two inits of the class before either loads, logged by class name only: two instances made up front load their views, a note at most", """
            -[ChildVC initWithCoder:]
            -[ChildVC awakeFromNib]
            -[ChildVC initWithCoder:]
            -[ChildVC awakeFromNib]
            -[ChildVC viewDidLoad]
            ⓘ-[ChildVC viewDidLoad]
            """),
            RuleExample("A memory warning while the view was off screen, then a load of the same object: the view was unloaded (iOS 5, or `self.view = nil`), a note at most", """
            <PagesViewController: 0x20584f00> viewDidLoad
            <PagesViewController: 0x20584f00> didReceiveMemoryWarning
            ⓘ<PagesViewController: 0x20584f00> viewDidLoad
            """),
            RuleExample("UIKit's own memory warning while the view was off screen (iOS 4, the app logs no didReceiveMemoryWarning), then a load: a note at most", """
            -[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>
            -[ListViewController viewWillAppear:] <ListViewController: 0x6a4b2c0>
            -[ListViewController viewDidAppear:] <ListViewController: 0x6a4b2c0>
            -[ListViewController viewWillDisappear:] <ListViewController: 0x6a4b2c0>
            -[ListViewController viewDidDisappear:] <ListViewController: 0x6a4b2c0>
            Received memory warning. Level=1
            ⓘ-[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>
            """),
            RuleExample("loadViewIfNeeded after the view has loaded is a query, not a second load", """
            A_ViewController loadView
            A_ViewController viewDidLoad
            A_ViewController loadViewIfNeeded
            A_ViewController viewWillAppear:
            """),
        ])

    /// The advice when only the class name identifies the object and viewDidLoad repeats without its
    /// loadView (the loop's sign): two loads of one class are as often two controllers.
    static let twoInstancesOrLoopHint = "Log the object's address (print(self, #function), or %p in NSLog): two loads of one class are often two controllers (a storyboard segue and a push or present in code, a double tap). If it is one controller, a loadView override must assign self.view; otherwise reading view re-enters loadView in a loop."

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// The kinds its monitors react to.
    public var observedKinds: Set<EventKind>? {
        [.initialize, .awakeFromNib, .loadView, .viewDidLoad, .viewDidUnload, .viewWillUnload, .didReceiveMemoryWarning, .viewWillAppear, .viewDidAppear,
         .viewWillDisappear, .viewDidDisappear]
    }

    final class Monitor: RuleMonitor {
        private var loadView: EventReference?
        private var didLoad: EventReference?
        private var expectingDidLoadOfReload = false
        private var appearancesSinceLoad = 0
        /// The last appearance callback since the load: after `viewDidDisappear` the view is off screen.
        private var lastAppearance: EventKind?
        /// A memory warning reached the object while its view was off screen: the view may have been unloaded.
        private var warnedOffScreen = false
        /// The line of the viewDidDisappear since which the view has been off screen, nil before one or
        /// while on screen: UIKit's own memory warning after it may have unloaded the view. A view never
        /// seen appearing proves nothing about where it was (a child whose appearance is not logged is
        /// on screen), so its load does not count.
        private var offScreenSince: Int?
        /// The class logged an init since the load: with class-only identity, a second instance.
        private var initializedSinceLoad = false
        /// Inits of the class not yet followed by a load of their own: `X init`, `X init`, `X viewDidLoad`,
        /// `X viewDidLoad` is two instances made before either loads (pages made up front). Different
        /// inits in a row count once: an initializer that calls another logs after it (R-P5). A load
        /// counts once, at its loadView: or, when none came, at its viewDidLoad.
        private var instancesNotLoaded = 0
        /// The load under way was counted at its loadView.
        private var loadCounted = false
        /// An init of this record was logged: by the class name alone, a second instance's would be too.
        private var sawInit = false
        /// Loads again at once (less than a second apart, nothing on screen between) so far: the loop a
        /// loadView that never sets the view makes prints them by the dozen, two children of a class two.
        private var reloadsAtOnce = 0
        /// The selector of the init just before, when the last event was one.
        private var lastInit: String?

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            loadView = nil
            didLoad = nil
            expectingDidLoadOfReload = false
            appearancesSinceLoad = 0
            lastAppearance = nil
            warnedOffScreen = false
            offScreenSince = nil
            initializedSinceLoad = false
            instancesNotLoaded = 0
            loadCounted = false
            lastInit = nil
            sawInit = false
            reloadsAtOnce = 0
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            defer { lastInit = event.kind == .initialize ? event.selector : nil }
            switch event.kind {
            case .loadView:
                if let previous = loadView {
                    report(event, previous: previous, of: object, in: context)
                    expectingDidLoadOfReload = true
                }
                loadView = EventReference(event)
                instancesNotLoaded = max(0, instancesNotLoaded - 1)
                loadCounted = true
                appearancesSinceLoad = 0
                lastAppearance = nil
                warnedOffScreen = false
                offScreenSince = nil
                initializedSinceLoad = false
            case .viewDidLoad:
                defer {
                    didLoad = EventReference(event); appearancesSinceLoad = 0; lastAppearance = nil; warnedOffScreen = false
                    offScreenSince = nil
                    initializedSinceLoad = false
                    if !loadCounted { instancesNotLoaded = max(0, instancesNotLoaded - 1) }
                    loadCounted = false
                }
                if expectingDidLoadOfReload { expectingDidLoadOfReload = false; return }
                if let previous = didLoad, loadView == nil || !context.classLogs(.loadView) {
                    report(event, previous: previous, of: object, in: context)
                }
            case .initialize:
                sawInit = true
                if loadView != nil || didLoad != nil { initializedSinceLoad = true }
                if lastInit == nil || lastInit == event.selector { instancesNotLoaded += 1 }
            case .viewDidUnload, .viewWillUnload:
                loadView = nil; didLoad = nil; expectingDidLoadOfReload = false
            case .didReceiveMemoryWarning:
                // Off screen: never appeared since the load, or gone after viewDidDisappear.
                if lastAppearance == nil || lastAppearance == .viewDidDisappear { warnedOffScreen = true }
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                appearancesSinceLoad += 1
                reloadsAtOnce = 0
                lastAppearance = event.kind
                offScreenSince = event.kind == .viewDidDisappear ? event.line : nil
            default:
                break
            }
        }

        /// Counts `event`, a load again since `previous` with nothing on screen between, and answers
        /// true from the fourth such reload at once: more than children of one class added in turn make.
        private func countsAsLoop(_ event: Event, previous: EventReference) -> Bool {
            if let now = event.time?.seconds, let then = previous.time?.seconds, now >= then, now - then < 1 { reloadsAtOnce += 1 } else { reloadsAtOnce = 1 }
            return reloadsAtOnce >= 4
        }

        private func report(_ event: Event, previous: EventReference, of object: ObjectRecord, in context: MonitorContext) {
            let certainty: Certainty
            var message = "\(object.displayName): \(event.selector) again (first load at line \(previous.line)) without an unload"
            var hint = "A loadView override must assign self.view (and must not call super when it builds the view itself); otherwise reading view re-enters loadView in a loop."
            let unloadedHint = "A view unloaded on a memory warning loads again when it is next needed; log viewDidUnload (iOS 5 and earlier) or the `self.view = nil` in didReceiveMemoryWarning so that the reload reads as one."
            let unloadedMessage = " after a memory warning while its view was off screen: the view was most likely unloaded (log viewDidUnload, or where the app sets self.view = nil, to be sure)"
            // UIKit's own warning line (or another controller's didReceiveMemoryWarning) after the view disappeared.
            let warnedInSession = offScreenSince.map(context.memoryWarning(after:)) == true
            if warnedOffScreen {
                // Before iOS 6 UIKit unloaded an off-screen view on a memory warning; apps still set
                // `self.view = nil` there. Without viewDidUnload in the log the reload may be that.
                certainty = .inconclusive
                message += unloadedMessage
                hint = unloadedHint
            } else if object.isWeak, initializedSinceLoad {
                // An init between the loads: `X init` … `X viewDidLoad` twice is two instances by the class name.
                certainty = .inconclusive
                message += " after an init of the class: most likely a second instance, \(IdentityHint.onlyIdentifiedBy(object)) (log the address to be sure)"
                hint = IdentityHint.logTheAddress
            } else if object.isWeak, instancesNotLoaded > 0 {
                certainty = .inconclusive
                message += " while another init of the class had not loaded its view yet: most likely a second instance, \(IdentityHint.onlyIdentifiedBy(object)) (log the address to be sure)"
                hint = IdentityHint.logTheAddress
            } else if warnedInSession, !object.isWeak || appearancesSinceLoad == 0 {
                // Only where the load would otherwise be certain: by the class name alone, a load after
                // an appearance is more likely a second instance (iOS 6 and later never unload a view).
                certainty = .inconclusive
                message += unloadedMessage
                hint = unloadedHint
            } else if !object.isWeak || (appearancesSinceLoad == 0 && event.time != nil
                                         && (sawInit || countsAsLoop(event, previous: previous))) {
                // By the class name alone, an init logged for this record shows a second instance's birth
                // would be too: two loads at once with no init between are then the loop, as a run of them is.
                certainty = .definite
            } else if appearancesSinceLoad == 0, event.time != nil {
                // Two children of one class added in turn (pages, tabs, embedded screens) load at once too.
                certainty = .weak
                if object.classKey != nil {
                    message += ": the class logs no init, so a second instance loading at once looks the same"
                }
                if object.isWeak, object.classKey != nil { hint = ViewLoadedTwiceRule.twoInstancesOrLoopHint }
            } else if appearancesSinceLoad == 0 {
                // Without a time stamp nothing tells a second call from a second statement of one
                // viewDidLoad (R-P9), or from clang's coverage tracing, which prints the method's name
                // at every block it enters.
                certainty = .weak
                if object.classKey != nil {
                    message += ": the lines carry no time, so they may be several statements of one call"
                }
                if object.isWeak, object.classKey != nil, event.kind == .viewDidLoad { hint = ViewLoadedTwiceRule.twoInstancesOrLoopHint }
            } else if lastAppearance == .viewDidDisappear || lastAppearance == .viewDidAppear {
                // Gone from the screen, then loaded: what a second instance does after the first was popped or
                // dismissed. On screen, then loaded: a second instance pushed on the first, or the next run of a
                // pasted scenario. A view is not loaded again once it appeared unless it was unloaded.
                certainty = .inconclusive
                message += " after it \(lastAppearance == .viewDidAppear ? "appeared" : "disappeared"): most likely a second instance, \(IdentityHint.onlyIdentifiedBy(object)) (log the address to be sure)"
                hint = IdentityHint.logTheAddress
            } else {
                certainty = .weak
                if object.isWeak, object.classKey != nil, event.kind == .viewDidLoad { hint = ViewLoadedTwiceRule.twoInstancesOrLoopHint }
            }
            context.report(certainty, at: EventReference(event),
                           message: message,
                           related: [("the first load was here", previous)],
                           hint: hint)
        }
    }
}
