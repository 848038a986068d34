import TraceParser

/// R-G1, R-H1: nothing is sent to an object after its dealloc; NSZombie lines.
public struct MessageAfterDeallocRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "message-after-dealloc", name: "No messages after dealloc", severity: .error,
        summary: "An object received a call after its dealloc/deinit, or NSZombie reported a message to a deallocated instance.",
        rationale: """
        dealloc is the last message an object receives: "Subsequent messages to the receiver may generate an error \
        indicating that a message was sent to a deallocated object" (NSObject dealloc; R-G1, R-H1). With NSZombieEnabled, \
        Foundation prints `*** -[X sel]: message sent to deallocated instance 0x…`. Legal exceptions: ARC releases a \
        view's subviews after its dealloc body ran, so teardown callbacks (willRemoveSubview:, window and superview moves, \
        removeFromSuperview) may follow within the same moment (R-G2, R-K3), and a Swift base class's deinit logs after \
        its subclass's. An init or view load at a reused address is a new object, not a zombie (R-P1), and a class method \
        (`+[X initialize]`) goes to the class, not to a freed instance. An app's teardown helper without arguments \
        (`stopObserving`, `removeObservers`, `destroy`, `invalidateTimer`) printed right after the dealloc line (within \
        0.1 s, or on the next line without times) is a note: dealloc prints its line first and then calls its helpers \
        on the living object. A callback UIKit sends only to objects it holds \
        at a freed address, in a class never seen to log its creation (init, viewDidLoad), is a note: the new instance \
        there could not show its start (R-P4). With class-only \
        identity an appearance, layout or memory-warning callback after the dealloc is a note: UIKit sends those only to \
        controllers and views it holds, so another instance of the class received it; so are the callbacks WatchKit, \
        Texture, IGListKit and SpriteKit send only to the objects they hold, and a transition's callbacks \
        (animateTransition:, presentationTransitionWillBegin) that UIKit sends only to the animator or presentation \
        controller it holds for that transition. A dealloc line that names no address is joined to the only live \
        instance of its class by inference, so a later line that names that address is a warning: an instance that never \
        printed its address may be the one that went. NSZombie stops the app at the first message, so its sentence again \
        about the same object, naming no message or the same one, is that crash quoted again.
        """,
        triggeringExamples: [
            RuleExample("A callback named like a framework's (didUpdate) reaching a freed controller: only a framework's own subclasses are held by it", """
            FeedVC viewDidLoad()
            FeedVC deinit
            ↓FeedVC didUpdate(_:)
            """),
            RuleExample("NSZombie's \"message sent to deallocated instance\" line", """
            ↓2009-10-18 20:28:34.404 Restaurants[12428:207] *** -[ToolbarController respondsToSelector:]: message sent to deallocated instance 0x3b2b2a0
            """),
            RuleExample("Swift's unowned-reference crash, which the console shows three times, is one finding (NukeUI#35)", """
            ↓Fatal error: Attempted to read an unowned reference but the object was already deallocated
            Fatal error: Attempted to read an unowned reference but the object was already deallocated
            Fatal error: Attempted to read an unowned reference but the object was already deallocated
            """),
            RuleExample("A weak reference formed while the object deallocates: the runtime aborts (a blog on weak self in dealloc)", """
            ↓objc[78013]: Cannot form weak reference to instance (0x7fbc9287e840) of class ShareViewController. It is possible that this object was over-released, or is in the process of deallocation.
            """),
            RuleExample("An app's own animationEnded, without the protocol's argument, seconds after the class-only dealloc: no transition callback", """
            2024-03-05 10:00:01.000 MyApp[1:2] -[LoadingView startAnimation]
            2024-03-05 10:00:02.000 MyApp[1:2] -[LoadingView dealloc]
            ↓2024-03-05 10:00:04.500 MyApp[1:2] -[LoadingView animationEnded]
            """),
            RuleExample("A disappearance at the freed address of a class that logs its appearances: no new instance, which would appear first (a zombie)", """
            <App.CardVC: 0x7fa1c0d0a000> viewWillAppear(_:)
            <App.CardVC: 0x7fa1c0d0a000> viewDidAppear(_:)
            <App.CardVC: 0x7fa1c0d0a000> deinit
            ↓<App.CardVC: 0x7fa1c0d0a000> viewWillDisappear(_:)
            """),
            RuleExample("scrollViewDidScroll: reaches a controller after its dealloc", """
            -[DetailVC viewDidDisappear:] <DetailVC: 0x7>
            -[DetailVC dealloc] <DetailVC: 0x7>
            ↓-[DetailVC scrollViewDidScroll:] <DetailVC: 0x7>
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("A teardown helper dealloc calls after printing its own line, at the same millisecond (an SDK's dealloc then destroy, a note)", """
            2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController dealloc] <PlayerViewController: 0x19097930>
            ⓘ2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController stopObserving] <PlayerViewController: 0x19097930>
            """),
            RuleExample("A view's willRemoveSubview: calls during its own teardown, printed after its dealloc line", """
            -[ViewLife dealloc]
            -[ViewLife willRemoveSubview:]参数=subview1
            -[ViewLife willRemoveSubview:]参数=subview2
            """),
            RuleExample("UIKit's sentence about a view loaded while its controller deallocates, printed from inside that dealloc (the diagnostic rule reports it)", """
            -[CameraPickerController dealloc] <CameraPickerController: 0x7fe5ada066b0>
            Attempting to load the view of a view controller while it is deallocating is not allowed and may result in undefined behavior (<CameraPickerController: 0x7fe5ada066b0>)
            """),
            RuleExample("A memory warning after the dealloc, logged by class name only: UIKit sends it to live controllers, so another instance got it (a note)", """
            2017-03-01 19:03:14.683 ViewControllerLifeCircle[32611:427962] -[ViewController viewDidDisappear:]
            2017-03-01 19:03:14.683 ViewControllerLifeCircle[32611:427962] -[ViewController dealloc]
            ⓘ2017-03-01 19:12:05.927 ViewControllerLifeCircle[32611:427962] -[ViewController didReceiveMemoryWarning]
            """),
            RuleExample("A cell's prepareForReuse after a deinit, logged by class name only: a table reuses only cells it holds, so another cell got it (a note)", """
            MyCell init(style:reuseIdentifier:)
            MyCell init(style:reuseIdentifier:)
            MyCell deinit
            ⓘMyCell prepareForReuse()
            """),
            RuleExample("A WatchKit page pushed again after the last one was freed, logged by class name only: a new interface controller (a note)", """
            -[DetailInterfaceController didDeactivate]
            -[DetailInterfaceController dealloc]
            ⓘ-[DetailInterfaceController awakeWithContext:]
            """),
            RuleExample("A transition's animator logged by class name only: delegates make one per transition, so the next transition's animator got it (a note)", """
            -[SlideAnimator animateTransition:]
            -[SlideAnimator animationEnded:] 1
            -[SlideAnimator dealloc]
            ⓘ-[SlideAnimator animateTransition:]
            """),
            RuleExample("A class method after an instance's dealloc is sent to the class, not to the freed instance", """
            -[ViewController2 viewDidDisappear:]
            -[ViewController2 dealloc]
            +[ViewController2 initialize]
            +[ViewController2 sharedCache]
            """),
            RuleExample("A controller whose class never logs its creation appears again at its freed address: a new instance most likely (a note)", """
            <App.CardViewController: 0x7fa1c0d0a000> viewDidDisappear(_:)
            <App.CardViewController: 0x7fa1c0d0a000> deinit
            ⓘ<App.CardViewController: 0x7fa1c0d0a000> viewWillAppear(_:)
            """),
            RuleExample("init at a freed address starts a new object, not a message to the old one", """
            -[DetailVC dealloc] <DetailVC: 0x7>
            -[DetailVC init] <DetailVC: 0x7>
            -[DetailVC viewDidLoad] <DetailVC: 0x7>
            """),
        ])

    /// Nothing before the dealloc (or NSZombie's line) matters to the monitor.
    public var startKinds: Set<EventKind>? { [.dealloc, .diagnostic] }

    public func makeMonitor() -> RuleMonitor { Monitor() }

    /// Callbacks UIKit makes only on controllers and views it holds (appearance, layout, memory
    /// warnings, a cell's reuse, trait and size changes): after a dealloc they reached another
    /// instance, unless through a zombie, which NSZombie reports by itself.
    static func reachesOnlyLiveObjects(_ event: Event) -> Bool {
        switch event.kind {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewWillLayoutSubviews,
             .viewDidLayoutSubviews, .updateViewConstraints, .didReceiveMemoryWarning, .layoutSubviews, .updateConstraints, .drawRect:
            return true
        case .other:
            let base = String(Vocabulary.baseName(of: event.selector))
            return sentOnlyToHeldObjects.contains(base) || frameworkSendsOnlyToHeldObjects(event)
                || (transitionCallbacks.contains(base) && event.selector.utf8.contains(UInt8(ascii: ":")))
        default:
            return false
        }
    }

    /// Methods of kind `other` that UIKit calls only on objects it holds (a table or collection
    /// view on the cells in its reuse pool, a window's controllers and views on a trait or size
    /// change), in Objective-C's and Swift's spellings; an app's own calls (`setNeedsLayout`,
    /// `loadViewIfNeeded`) may reach a dangling pointer and are not among them.
    static let sentOnlyToHeldObjects: Set<String> = [
        "prepareForReuse", "traitCollectionDidChange", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "safeAreaInsetsDidChange", "layoutMarginsDidChange", "tintColorDidChange",
        "viewWillTransitionToSize", "viewWillTransition", "willTransitionToTraitCollection", "willTransition",
        // A presentation controller's transition callbacks (see ``transitionCallbacks`` for the rest).
        "presentationTransitionWillBegin", "dismissalTransitionWillBegin", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
    ]

    /// A transition's animator, interactor and presentation controller, which UIKit retains for the
    /// transition and which delegates make anew for each one (`return SlideAnimator()`): the protocol
    /// methods that take the transition's context or a flag, with their argument only (`animationEnded:`,
    /// `animateTransition(using:)`), since an app's own `animationEnded` or `transitionDuration` without one
    /// is its method or property. The interactor's update, finish and cancel come from the app's gesture
    /// handler, and are not here.
    static let transitionCallbacks: Set<String> = [
        "animateTransition", "transitionDuration", "animationEnded", "interruptibleAnimatorForTransition", "interruptibleAnimator",
        "startInteractiveTransition", "presentationTransitionDidEnd", "dismissalTransitionDidEnd",
    ]

    /// The same for the frameworks apps log beside UIKit, which create objects by the hundred, so a
    /// class-only log shows a freed instance's class again at once: WatchKit's interface controller
    /// callbacks (a pushed page is a new controller, `awake(withContext:)` first), Texture's node
    /// states, IGListKit's section controller update, SpriteKit's scene presentation. Their names are
    /// common words, so each counts only on a class named as that framework's subclasses are
    /// (`…InterfaceController`, `…Node`, `…SectionController`, `…Scene`): a delegate callback named
    /// `didUpdate` reaching a freed controller is the bug the rule is for.
    static let frameworksSendOnlyToHeldObjects: [String: String] = [
        "awakeWithContext": "InterfaceController", "awake": "InterfaceController", "willActivate": "InterfaceController",
        "didDeactivate": "InterfaceController", "didAppear": "InterfaceController", "willDisappear": "InterfaceController",
        "didLoad": "Node", "didEnterVisibleState": "Node", "didExitVisibleState": "Node", "didEnterDisplayState": "Node",
        "didExitDisplayState": "Node", "didEnterPreloadState": "Node", "didExitPreloadState": "Node",
        "didUpdateToObject": "SectionController", "didUpdate": "SectionController",
        "didMoveToView": "Scene", "didMove": "Scene", "sceneDidLoad": "Scene",
    ]

    /// True when a framework other than UIKit sends `event` only to objects it holds.
    static func frameworkSendsOnlyToHeldObjects(_ event: Event) -> Bool {
        guard let suffix = frameworksSendOnlyToHeldObjects[String(Vocabulary.baseName(of: event.selector))],
              let cls = event.className else { return false }
        return cls.hasSuffix(suffix)
    }

    /// The finding of a runtime report: NSZombie's `message sent to deallocated instance` (with the
    /// message when the line names it) or Swift's `Attempted to read an unowned reference but …`.
    /// True for NSZombie's sentence, false for Swift's and the runtime's fatal errors about references.
    static func isNSZombieReport(_ event: Event) -> Bool {
        !event.message.contains("unowned reference") && !event.message.contains("weak reference")
    }

    static func runtimeReport(_ event: Event, of object: ObjectRecord) -> String {
        let address = event.address.map { " at \(Address.hex($0))" } ?? ""
        if event.message.contains("unowned reference") {
            return "an unowned reference to \(object.classKey ?? "the object")\(address) was read after it was deallocated (Swift's fatal error)"
        }
        if event.message.contains("weak reference") {
            return "a weak reference to \(object.classKey ?? "the object")\(address) was formed while it was being deallocated (the Objective-C runtime's fatal error)"
        }
        let subject = "\(object.classKey ?? "object")\(address)"
        let sent = event.selector == DiagnosticKind.zombieMessage.rawValue ? "a message" : event.selector
        return "\(subject) was sent \(sent) after it was deallocated (NSZombie)"
    }

    /// True when `event` may be the first a new instance logs, in a class that logs no creation: not a
    /// disappearance (a new instance appears before it disappears, and a class that logs one logs the
    /// other, R-P4), nor a viewDidAppear or viewIsAppearing when the class logs viewWillAppear.
    static func mayStartUnloggedLife(_ event: Event, classLogs: (EventKind) -> Bool) -> Bool {
        switch event.kind {
        case .viewWillDisappear, .viewDidDisappear: return false
        case .viewDidAppear, .viewIsAppearing: return !classLogs(.viewWillAppear)
        default: return true
        }
    }

    /// UIKit's "Attempting to load the view of a view controller while it is deallocating" names the
    /// object being deallocated: printed from inside its dealloc (a superclass's, or a `view` asked
    /// for in the body), after the app's own dealloc line, which is the dealloc body's order (R-G2).
    /// The diagnostic rule reports the sentence itself.
    static func isPrintedWhileDeallocating(_ event: Event) -> Bool {
        event.kind == .diagnostic && event.message.contains("while it is deallocating")
    }

    /// How close (log seconds) a helper's line follows the dealloc line that calls it: dealloc runs
    /// its body at once, on one thread. Without times, only the next line.
    static let helperWindow = 0.1

    /// The verbs teardown helpers are named with (`stopObserving`, `removeObservers`, `destroy`,
    /// `invalidateTimer`, `cleanUp`): a callback that reaches a freed object is named for what
    /// happened (`playerItemDidFinish`, `handleUpdate`, `tick`) or is UIKit's (`shouldAutorotate`).
    static let teardownVerbs = ["stop", "remove", "destroy", "teardown", "tearDown", "cleanup", "cleanUp", "clean", "invalidate",
                                "unregister", "unsubscribe", "unobserve", "unbind", "cancel", "dispose", "detach", "disconnect",
                                "shutdown", "shutDown", "clear", "reset", "free"]

    /// True when `event` may be a call dealloc/deinit made on the still-living object after
    /// printing its own line: an app's method without arguments named as a teardown helper
    /// (`stopObserving`, `destroy()`), within 0.1 s of the dealloc line or on the line after it.
    static func mayBeCalledByDealloc(_ event: Event, after dealloc: EventReference) -> Bool {
        guard event.kind == .other, !event.selector.contains(":") else { return false }
        let name = Vocabulary.baseName(of: event.selector)
        guard let verb = teardownVerbs.first(where: { name.hasPrefix($0) }) else { return false }
        // The verb is the whole name or a word of it: `stopTimer`, `destroy`, not `removed`, `stopped`, `freeze`.
        if name.count > verb.count, let next = name.dropFirst(verb.count).first, !next.isUppercase, next != "_" { return false }
        if let t0 = dealloc.time, let t1 = event.time { return t1.seconds - t0.seconds <= helperWindow }
        return event.line == dealloc.line + 1
    }

    /// The calls that start an object's life: a class that logs one shows a new instance at a freed address.
    static let creationKinds: [EventKind] = [.initialize, .awakeFromNib, .loadView, .viewDidLoad]

    /// Teardown callbacks this close (log seconds) to the dealloc line are part of it.
    static let teardownWindow = 1.0

    final class Monitor: RuleMonitor {
        private var reported = false
        /// The last runtime report (NSZombie's or Swift's) about the object: its message, log time and line.
        private var lastRuntimeReport: (message: String, seconds: Double?, line: Int)?
        /// NSZombie's reports about the object so far: the class and the message each said it was sent.
        private var zombieReports: [(className: String?, selector: String)] = []
        var watchesAfterRetirement: Bool { true }

        /// Every field back to its initial value (reuse keeps the buffers of the collections).
        func prepareForReuse() -> Bool {
            reported = false
            lastRuntimeReport = nil
            zombieReports.removeAll(keepingCapacity: true)
            return true
        }

        func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
            if event.kind == .diagnostic, event.diagnostic == .zombieMessage {
                let message = MessageAfterDeallocRule.runtimeReport(event, of: object)
                // Both reports end the app: the same one again at once is the same crash printed
                // again (Swift's fatal error reaches the console up to three times).
                defer { lastRuntimeReport = (message, event.time?.seconds, event.line) }
                if let last = lastRuntimeReport, last.message == message, DiagnosticMonitor.printedAtOnce(last.seconds, last.line, event) { return }
                // NSZombie stops the app at the first message: the sentence again about the same freed
                // object, naming no message or one already reported, is that crash quoted again (prose
                // after a paste: "back to the crash: `message sent to deallocated instance 0x…`").
                if MessageAfterDeallocRule.isNSZombieReport(event) {
                    let saysNoMessage = event.selector == DiagnosticKind.zombieMessage.rawValue
                    if zombieReports.contains(where: { (saysNoMessage || $0.selector == event.selector) && (event.className == nil || $0.className == event.className) }) { return }
                    zombieReports.append((event.className, event.selector))
                }
                context.report(.definite, at: EventReference(event), message: message,
                               related: object.dealloc.map { [("it was deallocated here", $0)] } ?? [],
                               hint: event.message.contains("weak reference")
                                ? "Do not make weak references to an object in its own dealloc/deinit (a __weak self, or a helper created there whose weak delegate is set to it)."
                                : "Something still points at the freed object: clear delegates and data sources (scrollView.delegate = nil) and remove observers and targets before the owner goes away.")
                return
            }
            guard let dealloc = object.dealloc, event.line != dealloc.line || event.kind != .dealloc else { return }
            if event.kind == .dealloc { return }  // a base class's deinit logs after the subclass's
            // `+[Class initialize]` goes to the class object, which no dealloc frees.
            if event.isClassMethod { return }
            if event.kind.isTeardown || MessageAfterDeallocRule.isPrintedWhileDeallocating(event) {
                if let t0 = dealloc.time, let t1 = event.time, t1.seconds - t0.seconds > MessageAfterDeallocRule.teardownWindow {} else { return }
            }
            guard !reported else { return }
            reported = true
            var certainty: Certainty = object.isWeak ? .weak : .definite
            var message = "\(object.displayName): \(event.selector) after dealloc (line \(dealloc.line))"
            var hint = "Something still holds an unretained reference (delegate, target, KVO, block) to the object after it was freed; clear it in dealloc/deinit."
            let sender = MessageAfterDeallocRule.frameworkSendsOnlyToHeldObjects(event) ? "its framework" : "UIKit"
            if object.isWeak, MessageAfterDeallocRule.reachesOnlyLiveObjects(event) {
                certainty = .inconclusive
                message += ": \(sender) sends \(event.selector) only to objects it holds, so most likely another instance received it (only the class name identifies it; log the address to be sure)"
                hint = IdentityHint.logTheAddress
            } else if MessageAfterDeallocRule.mayBeCalledByDealloc(event, after: dealloc) {
                // `dealloc { NSLog(@"%s", __func__); [self stopObserving]; }` prints its own line first,
                // then the helpers it calls on the live object (an SDK's `dealloc` then `destroy`, at
                // the same millisecond): the log cannot show that dealloc had not returned.
                certainty = .inconclusive
                message += ": a teardown helper printed right after the dealloc line, most likely called by dealloc/deinit itself, which printed first"
                hint = "If dealloc/deinit calls it, nothing is wrong: log the dealloc line at the end of dealloc/deinit to tell the two apart. If not, something still holds an unretained reference (delegate, target, KVO, block) to the freed object."
            } else if MessageAfterDeallocRule.reachesOnlyLiveObjects(event), !MessageAfterDeallocRule.creationKinds.contains(where: context.classLogs),
                      MessageAfterDeallocRule.mayStartUnloggedLife(event, classLogs: context.classLogs) {
                // R-P1, R-P4: a freed address is soon another instance's, and a class that never logs its
                // creation cannot show the new one's start (a cell or a controller per cell, freed and
                // made again at once).
                certainty = .inconclusive
                message += ": \(sender) sends \(event.selector) only to objects it holds, and the class is never seen to log its creation, so most likely a new instance at the freed address received it"
                hint = "Log the object's creation too (init, or viewDidLoad for a controller), so that a new instance at a reused address can be told from a message to the freed one."
            }
            if certainty == .definite, object.deallocWasInferred, event.address != nil {
                // The dealloc line named only the class, the later one names this address: the two
                // were joined because this was the only instance of the class the log had shown alive,
                // but an instance that never printed its address may be the one that went.
                certainty = .weak
                message += ": the dealloc line named no address and was taken for this instance's as the only one of its class seen alive, so another instance may have deallocated there"
                hint = "Log the address on the dealloc/deinit line too (\\(self) or %p), so that the dealloc names its object."
            }
            context.report(certainty, at: EventReference(event),
                           message: message,
                           related: [("it was deallocated here", dealloc)],
                           hint: hint)
        }
    }
}
