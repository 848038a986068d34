import Foundation
import Testing
@testable import TraceParser

/// What one expected event must show. `argumentIsNil` nil means the line prints no argument.
struct ExpectedEvent: CustomStringConvertible {
    var kind: EventKind
    var className: String?
    var argumentIsNil: Bool?
    var description: String { "\(kind.rawValue) \(className ?? "-") nil=\(argumentIsNil.map(String.init) ?? "?")" }

    init(_ kind: EventKind, _ className: String?, nilArgument: Bool? = nil) {
        self.kind = kind
        self.className = className
        self.argumentIsNil = nilArgument
    }
}

/// Seed 003 as printed: push, push onward, pop (written from the seed text, not the parser).
private let seed003Push: [ExpectedEvent] = [
    .init(.loadView, "RACController"), .init(.viewDidLoad, "RACController"),
    .init(.willMoveToSuperview, "ViewLife", nilArgument: false), .init(.didMoveToSuperview, "ViewLife"),
    .init(.didAddSubview, "ViewLife", nilArgument: false), .init(.didAddSubview, "ViewLife", nilArgument: false),
    .init(.viewWillAppear, "RACController"), .init(.willMoveToWindow, "ViewLife", nilArgument: false),
    .init(.didMoveToWindow, "ViewLife"), .init(.updateConstraints, "ViewLife"), .init(.updateViewConstraints, "RACController"),
    .init(.viewWillLayoutSubviews, "RACController"), .init(.viewDidLayoutSubviews, "RACController"),
    .init(.layoutSubviews, "ViewLife"), .init(.drawRect, "ViewLife"), .init(.viewDidAppear, "RACController"),
]
private let seed003Onward: [ExpectedEvent] = [
    .init(.viewWillDisappear, "RACController"), .init(.willMoveToWindow, "ViewLife", nilArgument: true), .init(.didMoveToWindow, "ViewLife"),
    .init(.willMoveToWindow, "ViewLife", nilArgument: false), .init(.didMoveToWindow, "ViewLife"),
    .init(.willMoveToWindow, "ViewLife", nilArgument: true), .init(.didMoveToWindow, "ViewLife"), .init(.viewDidDisappear, "RACController"),
]
private let seed003Pop: [ExpectedEvent] = [
    .init(.viewWillDisappear, "RACController"), .init(.willMoveToWindow, "ViewLife", nilArgument: true), .init(.didMoveToWindow, "ViewLife"),
    .init(.viewDidDisappear, "RACController"), .init(.dealloc, "RACController"),
    .init(.willMoveToSuperview, "ViewLife", nilArgument: true), .init(.didMoveToSuperview, "ViewLife"),
    .init(.removeFromSuperview, "ViewLife"), .init(.dealloc, "ViewLife"),
    .init(.willRemoveSubview, "ViewLife", nilArgument: false), .init(.willRemoveSubview, "ViewLife", nilArgument: false),
]

private func check(_ events: [Event], against expected: [ExpectedEvent], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(events.count == expected.count, "\(events.map(EventSnapshot.init))", sourceLocation: sourceLocation)
    for (event, want) in zip(events, expected) {
        #expect(event.kind == want.kind, "L\(event.line)", sourceLocation: sourceLocation)
        #expect(event.className == want.className, "L\(event.line)", sourceLocation: sourceLocation)
        if let isNil = want.argumentIsNil {
            #expect(event.argument.isNil == isNil, "L\(event.line): \(event.argument)", sourceLocation: sourceLocation)
        } else {
            #expect(event.argument.isNil == nil, "L\(event.line): no argument printed, got \(event.argument)", sourceLocation: sourceLocation)
        }
    }
}

/// The original seed text, next to the repository (`../shared/seeds`), when this checkout has it.
private let originalSeed003: URL? = {
    let folder = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.first { $0.hasPrefix("003_") }.map { folder.appendingPathComponent($0) }
}()

@Suite("Event recognition")
struct EventRecognitionTests {
    // MARK: Seed 003

    @Test("seed 003 push parses into exactly the events it shows, `参数newSuperview` non-nil")
    func seed003PushEvents() throws {
        check(try readFixture(try Fixtures.file("seeds/seed003_push.")).events, against: seed003Push)
    }

    @Test("seed 003 push onward: `参数=(null)` is a nil window, `参数=newWindow` a non-nil one")
    func seed003OnwardEvents() throws {
        let events = try readFixture(try Fixtures.file("seeds/seed003_push_onward")).events
        check(events, against: seed003Onward)
        #expect(events[1].argument == .none)
    }

    @Test("seed 003 pop parses into exactly the events it shows")
    func seed003PopEvents() throws {
        let events = try readFixture(try Fixtures.file("seeds/seed003_pop")).events
        check(events, against: seed003Pop)
        #expect(events[5].argument == EventArgument.none, "`参数=(null)` is EventArgument.none")
    }

    @Test("the original seed 003 text: the three printed sequences are the events, its narrative is not",
          .enabled(if: originalSeed003 != nil, "../shared/seeds is not next to this checkout"))
    func seed003Original() throws {
        let url = try #require(originalSeed003)
        let bytes = Array(try Data(contentsOf: url))
        let result = try readAll(bytes)
        check(result.events, against: seed003Push + seed003Onward + seed003Pop)
        // Exactly the lines that print a method are events; `-> 控制器viewWillAppear` and the other notes are not.
        let text = String(decoding: bytes, as: UTF8.self)
        let methodLines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("-[") }.map { $0.offset + 1 }
        #expect(result.events.map(\.line) == methodLines)
    }

    @Test("seed 003 narrative lines are not events", arguments: [
        "-> 控制器viewWillAppear", "-> 调用viewWillDisappear", "-> 从window中移除自身view并调用willMoveToWindow和didMoveToWindow",
        "- -> 控制器dealloc", "RACControllerpush到下一个VC时的打印", "- push进入", "RACController时，得到的打印顺序如下：", "-", "总结：",
    ])
    func narrativeIsNotAnEvent(line: String) throws {
        #expect(recognize(line).isEmpty)
        #expect(try readAll(text: "-[RACController viewDidLoad]\n" + line + "\n").events.count == 1)
    }

    // MARK: Receivers and addresses

    @Test("`__29-[ViewController viewDidLoad]_block_invoke` lines are not viewDidLoad (sequence 37)")
    func blockInvokeIsNotAnEvent() throws {
        let events = try readFixture(try Fixtures.file("sequences/37_")).events
        #expect(events.map(\.line) == [1, 2])
        #expect(events.allSatisfy { $0.kind == .viewDidLoad && $0.className == "ViewController" })
        #expect(events.allSatisfy { $0.address == nil }, "<BKHelper: 0x7fa23248e650> is not the receiver's address")
    }

    @Test("`-[UIViewController(Tracking) viewDidAppear:] <FeedVC: 0x1>` is FeedVC at 0x1")
    func categoryOnGenericOwner() throws {
        let event = try #require(recognize("-[UIViewController(Tracking) viewDidAppear:] <FeedVC: 0x1>").first)
        #expect(event.kind == .viewDidAppear)
        #expect(event.className == "FeedVC")
        #expect(event.address == 0x1)
    }

    @Test("a base class that logs `self.class` before `__func__` names the subclass; labels and prose before a token do not",
          arguments: [
              ("OneViewController ---> -[MainViewController viewDidLoad]", "OneViewController"),
              ("OneViewController -[BaseViewController viewWillAppear:]", "OneViewController"),
              ("MyApp.SettingsView: -[BaseView layoutSubviews]", "SettingsView"),
              ("INFO -[FeedVC viewDidLoad]", "FeedVC"),
              ("Step1 -[FeedVC viewDidLoad]", "FeedVC"),
              ("behind -[ViewController2 close:]", "ViewController2"),
              ("111-[ViewController viewWillAppear:]", "ViewController"),
              ("Loaded FeedView -[FeedVC viewDidLoad]", "FeedVC"),
              ("OtherVC -[FeedVC viewDidLoad] <FeedVC: 0x10>", "FeedVC"),
          ])
    func subclassBeforeToken(message: String, className: String) throws {
        let event = try #require(recognize(message).first)
        #expect(event.className == className)
    }

    @Test("a category token, or an app's base class, logs for subclasses: it adopts the object described on the line, and keeps its class without one")
    func categoryOnAppClass() throws {
        let described = try #require(recognize("-[BaseViewController(Logging) viewDidAppear:] <FeedVC: 0x1>").first)
        #expect(described.className == "FeedVC")
        #expect(described.address == 0x1)
        let bare = try #require(recognize("0x280dfdce0 NSRunLoop -[NSRunLoop(Common) dealloc]").first)
        #expect(bare.className == "NSRunLoop")
        #expect(bare.address == nil)
        let plain = try #require(recognize("-[ListViewController viewDidAppear:] <FeedVC: 0x1>").first)
        #expect(plain.className == "ListViewController", "without a category the token names the object itself")
        #expect(plain.address == nil)
        // Unless it is an app's base class, which logs for its subclasses (helper-27: IVLogger's BaseViewController).
        let base = try #require(recognize("-[BaseViewController viewDidAppear:] <FeedVC: 0x1>").first)
        #expect(base.className == "FeedVC" && base.address == 0x1)
    }

    @Test("the receiver's own description after the token gives its address; another class's does not")
    func receiverAddress() throws {
        let own = try #require(recognize("-[FeedVC viewDidAppear:] animated=1 <FeedVC: 0x7fa3c2d0a1b0>").first)
        #expect(own.address == 0x7fa3c2d0a1b0)
        #expect(own.argument == .flag(true))
        let other = try #require(recognize("-[FeedVC viewDidAppear:] <UIWindow: 0x7fd4a3c0a2b0; frame = (0 0; 375 667)>").first)
        #expect(other.address == nil)
    }

    @Test("the receiver's own description as argument reads back byte for byte, and only it describes the receiver")
    func receiverDescriptionArgument() throws {
        let lines = ["-[FeedVC viewDidLoad] <FeedVC: 0x7fa3c2d0a1b0>", "-[FeedVC viewDidLoad] <App.FeedVC: 0x7fa3c2d0a1b0>",
                     "-[FeedVC viewDidLoad] <FeedVC: 0x7FA3C2D0A1B0>", "-[FeedVC viewDidLoad] <FeedVC: 0x7fa3c2d0a1b0> again"]
        let read = try readAll(text: lines.joined(separator: "\n") + "\n")
        #expect(read.events.count == lines.count)
        for (event, line) in zip(read.events, lines) {
            let printed = String(line.dropFirst("-[FeedVC viewDidLoad] ".count))
            #expect(event.argument == .text(printed))
            #expect(recognize(line).first?.argument == .text(printed))
            #expect(event.argumentDescribes(className: "FeedVC", address: event.address) == (line == lines[0]), "\(line)")
        }
        #expect(read.events[0].address == 0x7fa3c2d0a1b0)
        #expect(!read.events[0].argumentDescribes(className: "FeedVC", address: 0x7fa3c2d0a1b1))
        #expect(!read.events[0].argumentDescribes(className: "ListVC", address: 0x7fa3c2d0a1b0))
        var replaced = read.events[0]
        replaced.argument = .unknown
        #expect(!replaced.argumentDescribes(className: "FeedVC", address: 0x7fa3c2d0a1b0))
    }

    @Test("a receiver description is the argument whatever words its class spells, and a flag after a comment still counts", arguments: [
        ("-[DisappearingCell viewWillAppear:] <DisappearingCell: 0x10>", EventArgument.text("<DisappearingCell: 0x10>")),
        ("-[animated viewWillAppear:] <animated: 0x10>", EventArgument.text("<animated: 0x10>")),
        ("-[nil viewDidLoad] <nil: 0x10>", EventArgument.text("<nil: 0x10>")),
        ("-[Child didMoveToParentViewController:] <Child: 0x20>", EventArgument.text("<Child: 0x20>")),
        ("-[DisappearingCell viewWillAppear:] <DisappearingCell: 0x10> // animated: YES", EventArgument.flag(true)),
        ("-[Cell viewWillAppear:] <Cell: 0x10> animated=0", EventArgument.flag(false)),
        ("-[Cell viewWillAppear:] <Other: 0x11>", EventArgument.text("<Other: 0x11>")),
    ])
    func receiverDescriptionWins(message: String, argument: EventArgument) {
        let event = recognize(message).first
        #expect(event?.argument == argument, "\(message)")
    }

    @Test("parent and superview arguments: a description, (null) and nil", arguments: [
        ("-[Child willMoveToParentViewController:] parent=<Container: 0x10> <Child: 0x20>", EventArgument.object(className: "Container", address: 0x10), UInt64?(0x20)),
        ("-[Child didMoveToParentViewController:] parent=(null) <Child: 0x20>", EventArgument.none, UInt64?(0x20)),
        ("<App.Avatar: 0x30> willMove(toSuperview:) newSuperview=<UIView: 0x40>", EventArgument.object(className: "UIView", address: 0x40), UInt64?(0x30)),
        ("<App.Avatar: 0x30> willMove(toSuperview:) nil", EventArgument.none, UInt64?(0x30)),
        ("-[ViewLife willMoveToWindow:]参数=(null)", EventArgument.none, UInt64?.none),
    ])
    func objectArguments(message: String, argument: EventArgument, address: UInt64?) throws {
        let event = try #require(recognize(message).first)
        #expect(event.argument == argument)
        #expect(event.address == address)
    }

    @Test("`+[Cls initialize]` is a class method")
    func classMethod() throws {
        let event = try #require(recognize("+[LifeCycleViewController initialize]").first)
        #expect(event.isClassMethod)
        #expect(event.className == "LifeCycleViewController")
        #expect(event.selector == "initialize")
    }

    @Test("two events on one line are both reported, in order (sequence 20 L3)")
    func twoEventsOnALine() throws {
        let events = try readFixture(try Fixtures.file("sequences/20_")).events.filter { $0.line == 3 }
        #expect(events.map(\.kind) == [.viewDidAppear, .didMoveToParent])
    }

    // MARK: Diagnostics

    @Test("zombie: one diagnostic event with class ToolbarController and the instance's address")
    func zombieMessage() throws {
        let events = try readFixture(try Fixtures.file("sequences/15_")).events
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.kind == .diagnostic)
        #expect(event.diagnostic == .zombieMessage)
        #expect(event.className == "ToolbarController")
        #expect(event.address == 0x3b2b2a0)
        #expect(event.selector == "respondsToSelector:")
        #expect(event.session.process == "Restaurants")
        #expect(event.session.pid == 12428)
    }

    @Test("unbalanced appearance transitions: class SingleSubredditViewController at 0x10503da00")
    func unbalancedTransitions() throws {
        let events = try readFixture(try Fixtures.file("sequences/17_")).events
        let event = try #require(events.first)
        #expect(events.count == 1)
        #expect(event.diagnostic == .unbalancedAppearanceTransitions)
        #expect(event.className == "SingleSubredditViewController")
        #expect(event.address == 0x10503da00)
        #expect(event.session.process == "Slide for Reddit")
        #expect(event.session.pid == 11950)
    }

    @Test("UIKit's other console diagnostics", arguments: [
        ("Calling -viewWillDisappear: directly on a view controller is not supported", DiagnosticKind.manualAppearanceCall),
        ("An instance 0x190659e0 of class UIView was deallocated while key value observers were still registered with it.", .kvoObserversOnDealloc),
        ("*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<Child: 0x1>'", .hierarchyInconsistency),
        ("Possibly Memory Leak.\nIn case that FeedVC should not be dealloced, override -willDealloc in FeedVC by returning NO.", .possibleMemoryLeak),
        ("Warning: Attempt to present <B: 0x2> on <A: 0x1> whose view is not in the window hierarchy!", .presentationWarning),
        ("Received memory warning.", .memoryWarning),
    ])
    func diagnostics(message: String, kind: DiagnosticKind) throws {
        let events = recognize(message)
        #expect(events.count == 1)
        #expect(events.first?.diagnostic == kind)
    }

    /// One sentence for every alternative of ``EventRecognizer/diagnosticPattern``: each must hold
    /// one of the hint words, or the pattern never runs on it.
    @Test("every sentence of the diagnostic catalogue holds a hint word and is read", arguments: [
        ("*** -[FeedVC respondsToSelector:]: message sent to deallocated instance 0x7f9e4b0", DiagnosticKind.zombieMessage),
        ("Fatal error: Attempted to read an unowned reference but object 0x280b1a0c0 was already deallocated", .zombieMessage),
        ("Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x10503da00>.", .unbalancedAppearanceTransitions),
        ("Calling -viewDidAppear: directly on a view controller is not supported", .manualAppearanceCall),
        ("An instance 0x190659e0 of class UIView was deallocated while key value observers were still registered with it.", .kvoObserversOnDealloc),
        ("Cannot remove an observer <FeedVC 0x1> for the key path \"frame\" from <UIView 0x2> because it is not registered as an observer.", .kvoRemoveUnregistered),
        ("reason: 'UIViewControllerHierarchyInconsistency'", .hierarchyInconsistency),
        ("child view controller:<Child: 0x1> should have parent view controller:<A: 0x2> but actual parent is:<B: 0x3>", .hierarchyInconsistency),
        ("A view can only be associated with at most one view controller at a time!", .hierarchyInconsistency),
        ("Possibly Memory Leak.", .possibleMemoryLeak),
        ("In case that FeedVC should not be dealloced, override -willDealloc in FeedVC by returning NO.", .possibleMemoryLeak),
        ("Possible memory leak: <FeedVC: 0x1>", .possibleMemoryLeak),
        ("FeedVC not deallocated after being dismissed", .possibleMemoryLeak),
        ("Warning: Attempt to present <B: 0x2> on <A: 0x1> whose view is not in the window hierarchy!", .presentationWarning),
        ("Presenting view controllers on detached view controllers is discouraged <A: 0x1>.", .presentationWarning),
        ("Warning: Attempt to dismiss from view controller <A: 0x1> while a presentation or dismiss is in progress!", .presentationWarning),
        ("Warning: Attempt to present <B: 0x2> on <A: 0x1> while a presentation is in progress!", .presentationWarning),
        ("Warning: Attempt to present <B: 0x2> on <A: 0x1> which is already presenting <C: 0x3>", .presentationWarning),
        ("Received memory warning.", .memoryWarning),
        ("nested push animation can result in corrupted navigation bar", .nestedNavigationTransition),
        ("nested pop animation can result in a corrupted navigation bar", .nestedNavigationTransition),
        ("Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.", .nestedNavigationTransition),
        ("Attempting to begin a transition on navigation bar (<UINavigationBar: 0x10672c260; frame = (0 44; 375 44)>) while a transition is in progress.", .nestedNavigationTransition),
        ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can’t add self as subview'", .nestedNavigationTransition),
        ("Adding '_UIReparentingView' as a subview of UIHostingController.view is not supported and may result in a broken view hierarchy.", .subviewOfHostingView),
        ("Application windows are expected to have a root view controller at the end of application launch", .missingRootViewController),
        ("Main Thread Checker: UI API called on a background thread: -[UIView removeFromSuperview]", .uiCallOffMainThread),
        ("2021-06-21 18:01:24.845531-0500 App[6701:2996419] [reports] Main Thread Checker: UI API called on a background thread: -[UIScrollView contentSize]", .uiCallOffMainThread),
        ("This application is modifying the autolayout engine from a background thread after the engine was accessed from the main thread. This can lead to engine corruption and weird crashes.", .uiCallOffMainThread),
        ("2020-01-01 10:00:00.000 App[1:2] Modifying properties of a view's layer off the main thread is not allowed: view <VLCView: 0x7f8> with nearest ancestor view controller <PlayerVC: 0x7f9>", .uiCallOffMainThread),
        ("[TableView] Warning once only: UITableView was told to layout its visible cells and other contents without being in the view hierarchy (the table view or one of its superviews has not been added to a window).", .layoutOutsideWindow),
        ("*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: 'Supported orientations has no common orientation with the application, and [MetalScope.StereoViewController shouldAutorotate] is returning YES'", .orientationMismatch),
        ("*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: 'preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!'", .orientationMismatch),
        ("No view controller managing visible view <UIView: 0x15be36210; frame = (0 0; 414 896); autoresize = W+H>", .pageTurnInconsistency),
        ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Failed to determine navigation direction for scroll'", .pageTurnInconsistency),
        ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Duplicate states in queue'", .pageTurnInconsistency),
        ("\t*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'", .navigationMisuse),
        ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'", .navigationMisuse),
        ("Fatal Exception: NSInternalInconsistencyException Attempting to select a view controller that isn't a child! (null)", .navigationMisuse),
        ("[Warning] Splitview controller <UISplitViewControllerClassicImpl: 0x7fc715305130> is expected to have a view controller at index 0 before it's used!", .splitViewMisuse),
        ("Jan 21 02:17:10 unknown Preferences[111] <Warning>: Splitview controller <PSSplitViewController: 0xfe735b0> is expected to have a master view controller before its used!", .splitViewMisuse),
        ("Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Unexpected view controller change in Secondary column for expanding <UISplitViewController: 0x10550a630>'", .splitViewMisuse),
        ("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'UIPopoverPresentationController (<UIPopoverPresentationController: 0x10520e130>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.'", .presentationWarning),
    ])
    func everyDiagnosticSentenceHasAHint(message: String, kind: DiagnosticKind) {
        Array(message.utf8).withUnsafeBytes { m in
            #expect(EventRecognizer.mayBeDiagnostic(m), "no hint word in: \(message)")
        }
        #expect(recognize(message).map(\.diagnostic) == [kind])
    }

    /// Real lines that hold words of diagnostic sentences but are none: the hint words are long
    /// enough that the diagnostic pattern does not run on them.
    @Test("ordinary text with words of diagnostic sentences does not run the diagnostic pattern", arguments: [
        "BBServer not purging bulletin <private> because still in use by an observer",
        "Presented view controller <A: 0x1> represents the current route",
        "[Presentation] presentedViewController is nil, nothing to present",
    ])
    func ordinaryTextIsNoDiagnostic(message: String) {
        Array(message.utf8).withUnsafeBytes { m in
            #expect(!EventRecognizer.mayBeDiagnostic(m))
        }
        #expect(recognize(message).isEmpty)
    }

    @Test("the KVO diagnostic names class and address from `An instance 0x… of class …`")
    func kvoSubject() throws {
        let event = try #require(recognize("An instance 0x190659e0 of class UIView was deallocated while key value observers were still registered with it.").first)
        #expect(event.className == "UIView")
        #expect(event.address == 0x190659e0)
    }

    @Test("a KVO sentence whose address was lost names its class, never the observation info after it", arguments: [
        "reason: 'An instance  of class UITableView was deallocated while key value observers were still registered with it. Current observation info: <NSKeyValueObservationInfo 0x7fd003571060> (",
        "An instance of class UITableView was deallocated while key value observers were still registered with it. <NSKeyValueObservationInfo 0x7fd003571060>",
    ])
    func kvoSubjectWithoutAddress(message: String) throws {
        let event = try #require(recognize(message).first)
        #expect(event.diagnostic == .kvoObserversOnDealloc)
        #expect(event.className == "UITableView")
        #expect(event.address == nil)
    }

    @Test("a KVO sentence naming nothing takes a description before it, never the observation info after it")
    func kvoSubjectFromDescriptionBefore() throws {
        let before = try #require(recognize("<FeedView: 0x1f> was deallocated while key value observers were still registered with it. <NSKeyValueObservationInfo 0x2>").first)
        #expect(before.className == "FeedView")
        #expect(before.address == 0x1f)
        let after = try #require(recognize("An instance  of class  was deallocated while key value observers were still registered with it. <NSKeyValueObservationInfo 0x2>").first)
        #expect(after.className == nil)
        #expect(after.address == nil)
    }

    @Test("an NSZombie line whose `-` was lost still names the receiver and the selector")
    func zombieWithoutSign() throws {
        let event = try #require(recognize("[MyRootViewController handleConsoleCommand:]: message sent to deallocated instance 0xa55d5b0").first)
        #expect(event.diagnostic == .zombieMessage)
        #expect(event.className == "MyRootViewController")
        #expect(event.selector == "handleConsoleCommand:")
        #expect(event.address == 0xa55d5b0)
        // Only exactly `[Class selector]:` before the sentence, a class name as Objective-C spells
        // one: prose in brackets names nothing.
        for prose in ["[see below]: message sent to deallocated instance 0xa55d5b0", "[Crash log] message sent to deallocated instance 0xa55d5b0"] {
            let event = try #require(recognize(prose).first)
            #expect(event.className == nil, "\(prose)")
        }
    }

    @Test("a diagnostic whose class is missing or only a prefix never names an empty class", arguments: [
        "An instance 0x190659e0 of class  was deallocated while key value observers were still registered with it.",
        "*** -[_NSZombie_ viewDidLoad]: message sent to deallocated instance 0x7f9e4b0",
    ])
    func diagnosticWithoutClass(message: String) throws {
        let events = recognize(message)
        #expect(!events.isEmpty)
        for event in events { #expect(event.className.map { !$0.isEmpty } ?? true, "\(event)") }
    }

    // MARK: Observers

    @Test("observer traffic gives addObserver/removeObserver with the notification name", arguments: [
        ("-[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserver name=UIKeyboardWillShowNotification",
         EventKind.addObserver, "viewWillAppear:", "UIKeyboardWillShowNotification", false),
        ("-[FeedVC addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <FeedVC: 0x1>",
         .addObserver, "addObserver:selector:name:object:", "UIKeyboardWillShowNotification", false),
        ("-[NSNotificationCenter addObserver:selector:name:object:] <FeedVC: 0x1> name=X",
         .addObserver, "addObserver:selector:name:object:", "X", false),
        ("<App.FeedVC: 0x1> viewWillAppear(_:) addObserver(forName:object:queue:using:) name=X",
         .addObserver, "viewWillAppear(_:)", "X", true),
        ("-[FeedVC viewWillDisappear:] <FeedVC: 0x1> removeObserver name=UIKeyboardWillShowNotification",
         .removeObserver, "viewWillDisappear:", "UIKeyboardWillShowNotification", false),
        ("-[FeedVC removeObserver:name:object:] name=UIKeyboardWillShowNotification <FeedVC: 0x1>",
         .removeObserver, "removeObserver:name:object:", "UIKeyboardWillShowNotification", false),
    ])
    func observers(message: String, kind: EventKind, selector: String, name: String, blockBased: Bool) throws {
        let events = recognize(message)
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.kind == kind)
        #expect(event.selector == selector, "the carrier method stays in the selector")
        #expect(event.className == "FeedVC")
        #expect(event.address == 0x1)
        #expect(event.argument == .observer(name: name, blockBased: blockBased))
    }

    @Test("`removeObserver:` without a name removes every registration (name nil)")
    func removeAllObservers() throws {
        let event = try #require(recognize("-[FeedVC removeObserver:] <FeedVC: 0x1>").first)
        #expect(event.kind == .removeObserver)
        #expect(event.argument == .observer(name: nil, blockBased: false))
    }

    @Test("NotificationCenter traffic without the observer's description belongs to no object and is dropped")
    func centerWithoutObserver() {
        #expect(recognize("-[NSNotificationCenter addObserver:selector:name:object:] name=X").isEmpty)
    }

    // MARK: Threads

    @Test("thread roles: the first thread logging a UIKit callback is main, other thread ids are background (37's shape)")
    func threadRoles() throws {
        let log = """
        2015-09-11 13:49:53.255 BKSingleton[14207:147064] -[ViewController viewDidLoad] <BKHelper: 0x7fa23248e650>
        2015-09-11 13:49:53.256 BKSingleton[14207:147189] __29-[ViewController viewDidLoad]_block_invoke <BKHelper: 0x7fa23248e650>
        2015-09-11 13:49:53.256 BKSingleton[14207:147189] -[ImageCache storeImage:forKey:]
        2015-09-11 13:49:53.257 BKSingleton[14207:147189] -[ViewController viewWillAppear:]
        2015-09-11 13:49:53.258 BKSingleton[14207:147064] -[ViewController viewDidAppear:]
        2015-09-11 13:49:53.259 Other[99:5] -[ViewController viewDidAppear:]
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.line) == [1, 3, 4, 5, 6])
        #expect(events.map(\.thread) == [.main, .background, .background, .main, .main], "each process has its own main thread")
        #expect(events.map(\.tid) == [147064, 147189, 147189, 147064, 5])
    }

    @Test("a thread with a lower id takes over as main: an object released on a background queue first leaves the real callbacks callbacks")
    func lowerThreadIdTakesOver() throws {
        let log = """
        2024-03-05 16:40:02.510 MyApp[3310:2c4e2f] -[AvatarDownloadOperation dealloc] <AvatarDownloadOperation: 0x60000aa0c0c0>
        2024-03-05 16:40:02.511 MyApp[3310:2c4e1a] -[PostViewController viewDidLoad] <PostViewController: 0x10520c7d0>
        2024-03-05 16:40:02.512 MyApp[3310:2c4e2f] -[ImageLoader dealloc] <ImageLoader: 0x60000aa0c100>
        2024-03-05 16:40:02.513 MyApp[3310:2c4e1a] -[PostViewController viewWillAppear:] <PostViewController: 0x10520c7d0>
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.kind) == [.dealloc, .viewDidLoad, .dealloc, .viewWillAppear])
        #expect(events.map(\.thread) == [.main, .main, .background, .main])
    }

    @Test("a higher thread id never takes over, and port names of iOS 6 and earlier keep the first thread")
    func higherOrUnorderedThreadsStayBackground() throws {
        let log = """
        2024-03-05 16:40:02.000 MyApp[3310:1093462] -[OnboardingViewController dealloc] <OnboardingViewController: 0x10510a000>
        2024-03-05 16:40:02.050 MyApp[3310:1093517] FeedViewController.viewDidLoad(): loaded 20 items
        2024-03-05 16:40:02.100 MyApp[3310:1093462] -[CardView willRemoveSubview:] <CardView: 0x10510c000>
        2012-03-01 10:00:00.001 Cascade[33686:ef03] -[RootVC viewDidLoad]
        2012-03-01 10:00:00.003 Cascade[33686:1a07] -[RootVC viewDidAppear:]
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.thread) == [.main, .background, .main, .main, .background])
    }

    @Test("the test cases of one launch share its main thread")
    func testCasesShareTheMainThread() throws {
        let log = """
        Test Case '-[AppTests.FeedViewControllerTests test_load]' started.
        2024-05-01 10:00:00.100 AppHost[4242:1093462] -[FeedViewController viewDidLoad] <FeedViewController: 0x10520c7d0>
        Test Case '-[AppTests.FeedViewControllerTests test_reload]' started.
        2024-05-01 10:00:00.150 AppHost[4242:1093517] FeedViewController.viewDidLoad(): loaded 20 items
        2024-05-01 10:00:00.160 AppHost[4242:1093462] -[PostViewController viewDidLoad] <PostViewController: 0x10530c000>
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.thread) == [.main, .background, .main])
        #expect(events[0].session != events[2].session, "each test case still makes its own objects")
    }

    @Test("a relaunch pasted below its first run has its own main thread, even when the format prints no pid")
    func relaunchHasItsOwnMainThread() throws {
        let log = """
        -[InboxViewController viewDidLoad] <InboxViewController: 0x10b40e600>
        Type: Notice | Timestamp: 2022-09-14 09:12:40.218331+02:00 | Process: Messenger | Library: Messenger | TID: 0x16fb73
        Message from debugger: Terminated due to signal 9
        -[InboxViewController viewDidLoad] <InboxViewController: 0x10c50e600>
        Type: Notice | Timestamp: 2022-09-14 09:13:02.101442+02:00 | Process: Messenger | Library: Messenger | TID: 0x2a1c05
        -[InboxViewController viewWillAppear:] <InboxViewController: 0x10c50e600>
        Type: Notice | Timestamp: 2022-09-14 09:13:02.102003+02:00 | Process: Messenger | Library: Messenger | TID: 0x2a1c05
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.tid) == [0x16fb73, 0x2a1c05, 0x2a1c05])
        #expect(events.map(\.session.pid) == [nil, nil, nil])
        #expect(events.map(\.thread) == [.main, .main, .main], "the second launch's callbacks are on its main thread")
        #expect(events[0].session != events[1].session)
    }

    @Test("NSLog's thread before iOS 7 is hexadecimal: a thread with a hex letter is read as one, so its main thread is known")
    func hexadecimalNSLogThreads() throws {
        let log = """
        2012-03-01 10:00:00.001 Cascade[33686:ef03] -[RootVC viewDidLoad]
        2012-03-01 10:00:00.002 Cascade[33686:ef03] -[RootVC viewWillAppear:]
        2012-03-01 10:00:00.003 Cascade[33686:1a07] -[RootVC viewDidAppear:]
        2012-03-01 10:00:00.004 Cascade[33686:707] -[RootVC viewWillDisappear:]
        """
        let events = try readAll(text: log).events
        #expect(events.map(\.tid) == [0xef03, 0xef03, 0x1a07, 707])
        #expect(events.map(\.thread) == [.main, .main, .background, .background])
    }

    @Test("formats without thread ids mark every event's thread unknown")
    func threadUnknown() throws {
        #expect(try readFixture(try Fixtures.file("formats/51_")).events.allSatisfy { $0.thread == .unknown && $0.tid == nil })
    }

    // MARK: Callbacks spelled out in words

    @Test("a callback spelled out in words is the callback, with the type or tag before it as its class", arguments: [
        ("view did load", nil, EventKind.viewDidLoad),
        ("View will appear", nil, .viewWillAppear),
        ("View Did Appear", nil, .viewDidAppear),
        ("[Lifecycle] view will disappear", nil, .viewWillDisappear),
        ("MainViewController view did load", "MainViewController", .viewDidLoad),
        ("MainViewController view did appear", "MainViewController", .viewDidAppear),
        ("FeedVC: view will disappear", "FeedVC", .viewWillDisappear),
        ("FeedVC - view did disappear", "FeedVC", .viewDidDisappear),
        ("🟢 [OnboardingVC] View did load", "OnboardingVC", .viewDidLoad),
        ("[UitlaatVC] View did load", "UitlaatVC", .viewDidLoad),
        ("LoginViewController view did load called", "LoginViewController", .viewDidLoad),
        ("MainVC view did appear <MainVC: 0x7fa3c2d00110>", "MainVC", .viewDidAppear),
    ] as [(String, String?, EventKind)])
    func spelledOutCallbacks(line: String, className: String?, kind: EventKind) {
        let events = recognize(line)
        #expect(events.map(\.kind) == [kind], "\(line)")
        #expect(events.first?.className == className, "\(line)")
        #expect(events.first?.selector == kind.rawValue)
    }

    @Test("a spelled-out phrase in a sentence, after an English word, or inside a longer word is no call", arguments: [
        "When the view did appear, the keyboard shows up",
        "The view did disappear was called",
        "The table view did load 20 rows",
        "webview did load",
        "preview will appear",
        "view did appearance",
        "view will load",
        "Scroll view did end decelerating",
        "view  did load",
        "view did load ok.",
        // Words name no receiver: an object printed after them is what the callback logged, and only a
        // controller's type name before them, no English word, tag, view or other type, is the owner.
        "View did load <NSManagedObject: 0x600002d8c0a0> (entity: Car; id: 0xb1f2 <x-coredata://A/Car/p1>)",
        "Banner view did load <GADBannerView: 0x7fc1a2b3c4d0; frame = (0 0; 320 50)>",
        "Ad view did load",
        "TODO: view did load",
        "GADBannerView view did load",
        "ContentView view did appear",
        "MyApp view did load",
        "MainVC view did appear <OtherVC: 0x7fa3c2d00110>",
        // More than a mark of the call after the words is a sentence.
        "FeedVC view did appear never fires",
        "MainViewController view did load is called twice",
        "FirstVC view will appear 时添加通知",
        "View will appear animated",
    ])
    func spelledOutPhrasesInProse(line: String) {
        #expect(recognize(line).isEmpty, "\(line)")
    }

    @Test("a line with a callback's name is read as it was, its words spelled out elsewhere on it aside")
    func namedCallbackWinsOverWords() {
        let events = recognize("-[FeedVC viewWillAppear:] view did appear soon")
        #expect(events.map(\.kind) == [.viewWillAppear])
    }

    // MARK: Swift shapes

    @Test("Swift shapes from DESIGN.md section 4", arguments: [
        ("RACController viewWillAppear(_:)", EventKind.viewWillAppear, "RACController", UInt64?.none),
        ("RACController.viewDidLoad()", .viewDidLoad, "RACController", nil),
        ("[RACController] viewDidLoad()", .viewDidLoad, "RACController", nil),
        ("viewDidLoad() <RACController: 0x10>", .viewDidLoad, "RACController", 0x10),
        ("deinit RACController", .dealloc, "RACController", nil),
        ("RACController deinit", .dealloc, "RACController", nil),
        ("<MyApp.RACController: 0x20> deinit", .dealloc, "RACController", 0x20),
        ("RACController willMove(toParent:)", .willMoveToParent, "RACController", nil),
        ("RACController didMove(toParent:)", .didMoveToParent, "RACController", nil),
        ("RACView draw(_:)", .drawRect, "RACView", nil),
        ("self=<MyApp.RACController: 0x0000600000c0a1b0> viewDidDisappear(_:) animated=true", .viewDidDisappear, "RACController", 0x600000c0a1b0),
        // A separator between the type or description and #function.
        ("<MyApp.RACController: 0x20>: viewDidLoad()", .viewDidLoad, "RACController", 0x20),
        ("RACController: viewWillAppear(_:)", .viewWillAppear, "RACController", nil),
        ("RACController - viewDidAppear(_:)", .viewDidAppear, "RACController", nil),
        ("RACController \u{2013} viewWillDisappear(_:)", .viewWillDisappear, "RACController", nil),
        ("RACController | viewDidDisappear(_:)", .viewDidDisappear, "RACController", nil),
        ("RACController -> viewDidLoad() count=2", .viewDidLoad, "RACController", nil),
        ("RACController: viewWillAppear:", .viewWillAppear, "RACController", nil),
        ("RACController: deinit", .dealloc, "RACController", nil),
        ("RACController: viewDidLoad", .viewDidLoad, "RACController", nil),
        // Columns aligned by hand (a real note's `CurrentVC:  viewWillDisappear(_:)`).
        ("CurrentVC:  viewWillDisappear(_:)", .viewWillDisappear, "CurrentVC", nil),
        ("NextVC ->   viewDidAppear(_:)", .viewDidAppear, "NextVC", nil),
        ("StackVC  =>  viewDidLoad()", .viewDidLoad, "StackVC", nil),
    ])
    func swiftShapes(message: String, kind: EventKind, className: String, address: UInt64?) throws {
        let events = recognize(message)
        #expect(events.count == 1)
        #expect(events.first?.kind == kind)
        #expect(events.first?.className == className)
        #expect(events.first?.address == address)
    }

    @Test("prose that merely looks like a call is not an event", arguments: [
        "presented BlueViewController", "dismissed BlueViewController", "app running..", "Hello world",
        "🔞 START: <NSThread: 0x283cfda80>{number = 1, name = main}", "level 1c0",
        "<BBObserverServerProxy: 0x92c8390> response handling completed with success 1",
        "refreshPreferences: HangTracerEnabled: 0",
        // os_log category tags before a word (noise of every device log)
        "[Common] _BSMachError: port c038; (os/kern) invalid capability (0x14) \"Unable to insert COPY_SEND\"",
        "[HIDEvents] post event: <BKHIDEventDescriptor: 0xd5d498185; type: digitizer; senderID: 0x69810B4348C6F876> timestamp: 4865945911",
        "[Analytics] queued event feed_impression id=8E1CEF18-FE55-A115-503E-E58A9DA84960 batch=56",
        "[Snapshotting] Snapshotting a view (0xc36bd3f0ed64, UIKeyboardImpl) that has not been rendered at least once requires afterScreenUpdates:YES.",
        "[Assert] UINavigationBar decoded as unlocked for UINavigationController, or navigationBar delegate set up incorrectly.",
        // A word and a colon before a lifecycle name in a sentence: a label, not a type.
        "Note: viewWillAppear fires twice", "TODO: viewDidLoad cleanup", "Note: deinit runs later", "step - viewDidLoad()",
    ])
    func proseIsNotAnEvent(message: String) {
        #expect(recognize(message).isEmpty)
    }

    @Test("source code pasted beside a log is not an event: a message to `self` or `super`, a call on a variable, a statement ending in `;`, a block opening with `{`", arguments: [
        "super.viewDidLoad()", "self.viewDidLoad()", "[super viewDidLoad];", "[super loadView];",
        "[self.selectedViewController endAppearanceTransition];", "[self.view removeFromSuperview];",
        "[childVC viewDidLoad]; // again", "[MyVC viewWillAppear];",
        "vc.viewDidLoad()", "view.layoutSubviews()", "childVC.view.removeFromSuperview()", "childVC.removeFromParent()",
        "deinit {", "FeedVC deinit {", "viewDidLoad() {",
    ])
    func sourceCodeIsNotAnEvent(message: String) {
        #expect(recognize(message).isEmpty)
    }

    @Test("a printed call stays an event: in brackets, on a type (even one named `Self…` or `Super…`), or on a role label without parentheses", arguments: [
        "[MyVC viewDidLoad]", "[MyVC viewDidLoad](42)", "[MyVC viewDidLoad] ;-)", "SelfieVC viewDidLoad()",
        "SuperViewController.viewDidLoad()", "[selfieVC viewDidLoad]", "FeedVC.viewDidLoad()", "vc2.viewWillDisappear",
    ])
    func printedBracketCallIsAnEvent(message: String) {
        #expect(recognize(message).count == 1)
    }

    @Test("a relative time and aligned columns before a type and its selector, a BOOL after the selector's colon", arguments: [
        ("1430.27  B  viewWillAppear:1", "B", EventKind.viewWillAppear), ("8185.71  T2 viewDidLoad", "T2", .viewDidLoad),
        ("12.5ms  FeedVC  viewDidDisappear:NO", "FeedVC", .viewDidDisappear), ("FeedVC  deinit", "FeedVC", .dealloc),
    ])
    func alignedColumns(message: String, className: String, kind: EventKind) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == className)
    }

    @Test("a decimal number before a unit, or a selector's colon before a number that is no BOOL, is not a call", arguments: [
        "2.5 MB  viewDidLoad", "3.14  FeedVC  viewWillAppear:2",
    ])
    func decimalBeforeProse(message: String) {
        #expect(recognize(message).isEmpty)
    }

    @Test("`Type::member`, as `\\(type(of: self))::\\(#function)` prints it, with an optional `@line`", arguments: [
        ("FeedVC::viewDidLoad()@42", EventKind.viewDidLoad, Int?(42)), ("FeedVC::deinit", .dealloc, nil),
        ("FeedVC::viewWillAppear(_:)", .viewWillAppear, nil),
    ])
    func doubleColonMember(message: String, kind: EventKind, sourceLine: Int?) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == "FeedVC")
        #expect(events.first?.sourceLine == sourceLine)
    }

    @Test("the class, the receiver's address and the selector, as `NSLog(@\"%@(%p) %@\", …, self, NSStringFromSelector(_cmd))` prints them", arguments: [
        ("FeedVC(0x7fa3c2d00110) dealloc", EventKind.dealloc), ("FeedVC<0x7fa3c2d00110> viewWillAppear:", .viewWillAppear),
        ("FeedVC 0x7fa3c2d00110 viewWillDisappear:", .viewWillDisappear), ("FeedVC [0x7fa3c2d00110] viewDidAppear:", .viewDidAppear),
    ])
    func typeAddressSelector(message: String, kind: EventKind) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == "FeedVC")
        #expect(events.first?.address == 0x7fa3c2d00110)
    }

    @Test("a logger's time stamp and level before the call are peeled, and the type is kept", arguments: [
        "2024-03-05 10:23:45 FeedVC viewDidLoad()", "10:23:45.123 FeedVC viewDidLoad()", "[10:23:45] FeedVC viewDidLoad()",
        "[2024-03-05 10:23:45.123] FeedVC viewDidLoad()", "2024-03-05T10:23:45.123Z FeedVC viewDidLoad()",
        "[DEBUG] FeedVC viewDidLoad()", "DEBUG: FeedVC viewDidLoad()", "2024-03-05 10:23:45.123 💙 INFO FeedVC viewDidLoad()",
        // Napier, Kotlin Multiplatform's logger, prints no year; its tag is `Class.function`.
        "08-19 02:10:53.548 💚 DEBUG FeedVC.viewDidLoad - loaded",
        // `print("\(Date()) …")`: Swift's date description puts a blank before the zone.
        "2022-06-21 13:30:33 +0000 FeedVC viewDidLoad()",
    ])
    func loggerPrefixes(message: String) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [.viewDidLoad])
        #expect(events.first?.className == "FeedVC")
    }

    @Test("a bracketed type before a call or a lifecycle name is still an event", arguments: [
        "[RACController] viewDidLoad()", "[RACController] viewWillAppear", "[FeedCell] prepareForReuse()",
        "(RACController) viewDidLoad()", "(RACController) viewWillAppear",
    ])
    func bracketTypeEvents(message: String) {
        #expect(recognize(message).count == 1)
    }

    @Test("more separators between a type or a description and the function are read", arguments: [
        ("FeedVC -- viewDidLoad", "FeedVC", EventKind.viewDidLoad, UInt64?.none), ("FeedVC --> viewWillAppear", "FeedVC", .viewWillAppear, nil),
        ("FeedVC ==> viewDidAppear(_:)", "FeedVC", .viewDidAppear, nil), ("FeedVC#viewWillDisappear", "FeedVC", .viewWillDisappear, nil),
        ("FeedVC → viewDidLoad()", "FeedVC", .viewDidLoad, nil),
        ("<FeedVC: 0x7fa3c2d00110> - deinit", "FeedVC", .dealloc, 0x7fa3c2d00110),
        ("<MyApp.FeedVC: 0x7fa3c2d00110> -> viewDidAppear(_:)", "FeedVC", .viewDidAppear, 0x7fa3c2d00110),
        ("<FeedVC: 0x7fa3c2d00110> | viewWillAppear(_:) animated", "FeedVC", .viewWillAppear, 0x7fa3c2d00110),
        ("<FeedVC: 0x7fa3c2d00110> → viewDidLoad()", "FeedVC", .viewDidLoad, 0x7fa3c2d00110),
        ("layoutSubviews in MyView", "MyView", .layoutSubviews, nil), ("deinit in FeedVC", "FeedVC", .dealloc, nil),
        ("viewWillAppear in ProfileViewController is called twice", "ProfileViewController", .viewWillAppear, nil),
        // `print(#function, type(of: self))` (public deinits and view controllers; MinominoDomino's post on unwind segues).
        ("viewDidLoad() FeedVC", "FeedVC", .viewDidLoad, nil), ("viewWillAppear(_:) HomeViewController", "HomeViewController", .viewWillAppear, nil),
        ("viewDidDisappear - FeedVC", "FeedVC", .viewDidDisappear, nil), ("layoutSubviews: BadgeView", "BadgeView", .layoutSubviews, nil),
        ("1️⃣ FeedVC loadView", "FeedVC", .loadView, nil),
        ("💙 DEBUG FeedVC.swift:42 viewDidLoad()", "FeedVC", .viewDidLoad, nil),
    ])
    func moreSeparators(message: String, className: String, kind: EventKind, address: UInt64?) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == className)
        #expect(events.first?.address == address)
    }

    @Test("a file and line after the function, as CleanroomLogger prints them, name the class and are no argument", arguments: [
        ("🔷 viewDidLoad() (FeedVC.swift:20)", EventKind.viewDidLoad), ("willMove(toParent:) (FeedVC.swift:31)", .willMoveToParent),
    ])
    func fileLineAfterFunction(message: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.kind == kind && event.className == "FeedVC")
        #expect(event.sourceLine != nil && event.argument == .unknown)
    }

    @Test("a file and line before the function name the class and the source line")
    func fileLineBeforeFunction() {
        let events = recognize("💙 DEBUG FeedVC.swift:42 viewDidLoad()")
        #expect(events.first?.className == "FeedVC" && events.first?.sourceLine == 42)
    }

    @Test("the new separators and `in` do not turn prose or prompts into events", arguments: [
        "FeedVC -> viewDidLoad fires twice", "(lldb) viewDidLoad", "(iOS) viewDidLoad", "FeedVC # viewDidLoad",
        "viewWillAppear in UIKit is called before the view is visible", "<FeedVC: 0x1> - - viewDidLoad()",
    ])
    func proseStaysProse(message: String) {
        // Unnamed at most: a bare name's events give notes, never errors.
        #expect(recognize(message).allSatisfy { $0.className == nil }, "\(recognize(message))")
    }

    @Test("debugPrint's quotes around the printed string are not part of the call", arguments: [
        ("\"FeedVC -- deinit\"", EventKind.dealloc), ("\"FeedVC viewDidLoad()\"", .viewDidLoad),
        ("\"<FeedVC: 0x7fa3c2d00110> - deinit\"", .dealloc), ("\"deinit FeedVC\"", .dealloc),
    ])
    func debugPrintQuotes(message: String, kind: EventKind) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == "FeedVC")
    }

    @Test("a capitalised callback in a hand-written list is the callback", arguments: [
        ("JackDetailViewController ViewDidLoad", EventKind.viewDidLoad), ("JackDetailViewController ViewWillDisappear", .viewWillDisappear),
    ])
    func capitalisedCallbacks(message: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.kind == kind && event.className == "JackDetailViewController")
    }

    @Test("a callback name alone after `//` or a Markdown heading's `#` is a heading, not a call", arguments: [
        ("// viewDidLoad", 0), ("  // viewWillAppear:", 0), ("// viewDidLoad()", 0), ("## viewWillAppear", 0),
        ("// FeedVC viewDidLoad", 1), ("// -[FeedVC viewDidLoad]", 1), ("- viewDidLoad", 1),
    ])
    func commentHeadings(message: String, events: Int) {
        #expect(recognize(message).count == events, "\(message)")
    }

    @Test("a bare callback with the view's bounds printed before or after it is the callback", arguments: [
        "{{0, 0}, {768, 1004}} viewDidLoad", "{{0, 0}, {1024, 748}} viewWillAppear:", "viewDidLoad {{0, 0}, {768, 1004}}", "{320, 480} viewDidAppear:",
    ])
    func geometryBesideBareCallback(message: String) {
        #expect(recognize(message).count == 1, "\(message)")
    }

    @Test("an init printed after a controller's or a view's class is its init; after another word it is prose", arguments: [
        ("JackDetailViewController Init", true), ("JackDetailViewController init", true), ("FeedVC Init", true), ("CardView init called", true),
        ("Realm init", false), ("SDK Init", false), ("FeedViewController init failed twice", false),
    ])
    func initAfterControllerClass(message: String, isInit: Bool) {
        let events = recognize(message)
        #expect(events.map(\.kind) == (isInit ? [.initialize] : []), "\(message)")
    }

    @Test("hand-written deinit prints are deallocations of the type they name", arguments: [
        "** Deinit: FeedViewController **", "🛑 FeedViewController DEINITED", "FeedViewController deinited",
        "🔵 Deinit FeedViewController.swift - <DoroDoro.FeedViewController: 0x7fa3c2d00110>",
        // The Swift book's wording, and other spellings helper-27 met in public code.
        "FeedViewController is being deinitialized", "••> FeedViewController is being deinitialized.",
        "FeedViewController Deinitialized", "DEINIT - <MercadoPagoSDK.FeedViewController: 0x7f9e1c80a600>",
        "deinitialized <MyApp.FeedViewController: 0x7fb1c2d0a200>",
        // `print("HomeViewController deallocated")` and `NSLog(@"MainViewController deallocated")`, common in public code.
        "FeedViewController deallocated", "FeedViewController Deallocated", "🗑️  FeedViewController deallocated",
        "FeedViewController deallocated - no leak", "<MyApp.FeedViewController: 0x7fb1c2d0a200> deallocated",
        // `dealloced` (helper-40's sweep: a blog's `> FooClass dealloced`).
        "FeedViewController dealloced", "FeedViewController Dealloced",
    ])
    func deinitPrints(message: String) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [.dealloc])
        #expect(events.first?.className == "FeedViewController")
    }

    @Test("the byte pre-filter never hides a vocabulary name: every known name passes it alone and after a type")
    func vocabularyHintsCoverVocabulary() {
        let names = Set(Vocabulary.byBaseName.keys).union(Vocabulary.otherUIKitNames).union(["addObserver", "removeObserver", "initWithStyle"])
        for name in names {
            let bytes = Array(name.utf8)
            let hinted = bytes.withUnsafeBytes { EventRecognizer.hasVocabulary($0) }
            #expect(hinted, "\(name) would be dropped before the Swift shapes run")
        }
        for name in Vocabulary.bareNames.subtracting(["init"]) {
            #expect(recognize("FeedVC \(name)").count == 1, "FeedVC \(name)")
        }
    }

    @Test("a macro's line number after the token is the source line, not the argument", arguments: [
        ("-[AppDelegate applicationDidBecomeActive:],63", 63), ("-[MineVC viewWillAppear:] [第54行]", 54),
        ("-[ViewController viewDidLoad] [Line 33]", 33), ("-[ViewController viewDidLoad]:22", 22),
    ])
    func sourceLineIsNotArgument(message: String, line: Int) throws {
        let event = try #require(recognize(message).first)
        #expect(event.sourceLine == line)
        #expect(event.argument == .unknown)
        // SKLogger's `%s:%d` before the message: the number is the line, the rest the text.
        let logged = try #require(recognize("-[ViewController viewDidLoad]:23 * No more inserting %@ signs").first)
        #expect(logged.sourceLine == 23 && logged.argument == .text("* No more inserting %@ signs"))
        // One digit is `%d` of a flag (`NSLog(@"%s:%d", __func__, animated)`), not a line under a file's header.
        #expect(recognize("-[HomeVC viewWillAppear:]:1").first?.sourceLine == nil)
    }

    @Test("a UIKit sentence names no object when its object is a placeholder, quoted from memory in a source comment, or swallowed", arguments: [
        // Typed descriptions UIKit would have printed with an address (helper-26's sweep: FittedSheets, a Chinese header comment, a PR text).
        ("Unbalanced calls to begin/end appearance transitions for <SourceController>", String?.none, UInt64?.none),
        ("Warning: Attempt to present <UINavigationController: XXX>  on <UVArticleViewController: XXX> which is already presenting (null)", nil, nil),
        ("*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<vcA> should have parent view controller:<vcB> but actual parent is:<vcC>'", nil, nil),
        // A comment without the address; with it, a console line kept in a comment.
        ("perform(#selector(onLogout), with: nil, afterDelay: 0) // fixes Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7f...", nil, nil),
        ("// Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x10503da00>.", "FeedVC", 0x10503da00),
        // The observer swallowed by a Markdown or HTML paste: not the observed object.
        ("Cannot remove an observer for the key path \"layer.sublayers\" from <_UIAlertControllerShimPresenterWindow 0x102cdacd0> because it is not registered as an observer.", nil, nil),
        // A placeholder typed where UIKit prints the address (the .NET and transitions sweeps: a Xamarin plugin's issue, an alert helper's).
        ("Unbalanced calls to begin/end appearance transitions for <Xamarin_Forms_Platform_iOS_PlatformRenderer: 0xXXXXXXXX>.", nil, nil),
        ("Unbalanced calls to begin/end appearance transitions for <FooRenderer: 0x***>.", nil, nil),
        ("> Keyboard cannot present view controllers (attempted to present <UIAlertController: 0x------->", nil, nil),
        ("Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x7fXXXX>.", nil, nil),
        // An exception's report with its addresses redacted shows the app crashed: the class stays.
        ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported (<DetailViewController: 0xXXXXXXXX>)'", "DetailViewController", nil),
        // A sentence's full stop, Markdown's emphasis or another script's sentence after the address is no placeholder.
        ("Unbalanced calls to begin/end appearance transitions for NavViewController: 0x12d50b240.", "NavViewController", 0x12d50b240),
        ("_Unbalanced calls to begin/end appearance transitions for LeftViewController: 0x7af2aca0_", "LeftViewController", 0x7af2aca0),
        ("**Unbalanced calls to begin/end appearance transitions for RightViewController: 0x7af2acb0**", "RightViewController", 0x7af2acb0),
        ("Unbalanced calls to begin/end appearance transitions for EViewController2: 0x7fa1c0d0a100的问题", "EViewController2", 0x7fa1c0d0a100),
        // In a Markdown code span inside a sentence, even with its address: an article's quotation (a Chinese blog's
        // `SDK8中会得到这样一个warning: `, public code index file 3551897836). A span alone is a pasted line.
        ("If you see `Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x7fb2d5c0a6e0>.` in the console, you are presenting too early.", nil, nil),
        ("然后下面又立即做了present, SDK8中会得到这样一个warning: `Unbalanced calls to begin/end appearance transitions for <YourViewController: 0x7fc46bd7e860>.`", nil, nil),
        ("`Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x10503da00>.`", "FeedVC", 0x10503da00),
        ("- `Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x10503da00>.`", "FeedVC", 0x10503da00),
        ("Output: `2019-03-01 10:00:00.123456+0100 MyApp[1234:56789] Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x10503da00>.` after I dismiss", "FeedVC", 0x10503da00),
        // A paste cut after the class keeps the class.
        ("Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7f...", "UINavigationController", nil),
        ("see https://x.y/z Unbalanced calls to begin/end appearance transitions for <FeedVC: 0x7f...", "FeedVC", nil),
        // Markdown's escapes and a page's quotes around the object are the paste's (objc.io's article, SDCAlertView#125).
        ("- Unbalanced calls to begin/end appearance transitions for \\<UINavigationController: 0x109518bd0\\>", "UINavigationController", 0x109518bd0),
        ("Warning: Attempt to present \"SDCAlertController: 0x7f9b99ab0760\" on \"SDCAlertController: 0x7f9b9fd44af0\" whose view is not in the window hierarchy!", "SDCAlertController", 0x7f9b9fd44af0),
    ])
    func placeholderSubjects(message: String, className: String?, address: UInt64?) throws {
        let event = try #require(recognize(message).first { $0.kind == .diagnostic })
        #expect(event.className == className && event.address == address, "\(event)")
    }

    @Test("NSZombie's report without its address still names the receiver, unless a paste quoted it from memory", arguments: [
        ("2015-07-13 16:58:43.683 -[UITableView release]: message sent to deallocated instance", "UITableView", true),
        ("[UITableViewController applicationWillSuspend]: message sent to deallocated instance.", "UITableViewController", true),
        ("*** -[FeedVC respondsToSelector:]: message sent to deallocated instance 0x7fb2c3a0", "FeedVC", true),
        // A title quoting the crash, a source comment, an address written as a placeholder, prose without a receiver.
        ("Fix error '-[UIKeyboardLayoutStar release]: message sent to deallocated instance'", "UIKeyboardLayoutStar", false),
        ("    //防止快速滑动出现*** -[Login scrollViewDidScroll:]: message sent to deallocated instance ", "Login", false),
        ("1. Instead of `EXC_BAD_ACCESS`, you'll see: `*** -[DimOverlayWindow retain]: message sent to deallocated instance 0x7f8...`", "DimOverlayWindow", false),
        ("*** -[CAMetalDrawable release]: message sent to deallocated instance 0x...", "CAMetalDrawable", false),
        ("*** -[HomeViewController respondsToSelector:]: message sent to deallocated instance 0x7fXXXXXX", "HomeViewController", false),
        ("*** -[HomeViewController respondsToSelector:]: message sent to deallocated instance 0xXXXXXXXX", "HomeViewController", false),
        ("the app stops with message sent to deallocated instance", nil, false),
    ])
    func zombieWithoutAddress(message: String, className: String?, isReport: Bool) {
        let events = recognize(message)
        let report = events.first { $0.kind == .diagnostic && $0.diagnostic == .zombieMessage }
        #expect((report != nil) == isReport, "\(events)")
        if isReport { #expect(report?.className == className) }
        // Never a placeholder's digits taken for an address.
        #expect(!events.contains { $0.address == 0x7f8 || $0.address == 0x7f })
    }

    @Test("the method an exception or a zombie report names is no call: no event", arguments: [
        "-[__NSDictionaryM audioSessionInterrupted:]: unrecognized selector sent to instance 0x........",
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[UIView viewDidLoad]: unrecognized selector sent to instance 0x7fb2c3a0'",
        "+[FeedVC viewWillAppear:]: unrecognized selector sent to class 0x10a2b3c40",
        // NSZombie's sentence with a placeholder address (no report), and the nib exceptions AppKit logs
        // on every retried action and UIKit ends the app with (helper-66, helper-63, helper-67).
        "*** -[CAMetalDrawable release]: message sent to deallocated instance 0x...",
        "2011-12-17 23:17:37.791 UsePopover[3355:707] -[NSViewController loadView] loaded the \"PopoverViewController\" nib but no view was set.",
        "reason: '-[NSViewController loadView] could not load the \"HIWizardPasswordViewController\" nib.'",
        "reason: '-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"LittleView\" nib but the view outlet was not set.'",
    ])
    func unrecognizedSelectorIsNoCall(message: String) {
        #expect(recognize(message).isEmpty, "\(recognize(message))")
    }

    @Test("UIKit's crash for a controller presenting itself names the presenting controller")
    func presentingItself() throws {
        let message = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modal view controller on itself. Presenting controller is <AVPlayer.PlayerViewController: 0x13e846800>.'"
        let event = try #require(recognize(message).first)
        #expect(event.diagnostic == .presentationWarning && event.className == "PlayerViewController" && event.address == 0x13e846800, "\(event)")
    }

    @Test("Foundation's other KVO removal crash (a key on the path changed without a notification) is the removal diagnostic")
    func kvoRemovalAfterSilentChange() throws {
        let message = "reason: 'Cannot remove an observer <PBJVision 0x17ea24d0> for the key path \"currentDevice.flashAvailable\" from <PBJVision 0x17ea24d0>, most likely because the value for the key \"currentDevice\" has changed without an appropriate KVO notification being sent. Check the KVO-compliance of the PBJVision class.'"
        let event = try #require(recognize(message).first)
        #expect(event.diagnostic == .kvoRemoveUnregistered && event.className == "PBJVision" && event.address == 0x17ea24d0)
    }

    @Test("the short containment names people print are the containment callbacks", arguments: [
        ("ChildVC willMoveToParent", EventKind.willMoveToParent), ("ChildVC didMoveToParent", .didMoveToParent),
        ("ChildVC didMoveToParent(_:)", .didMoveToParent), ("didMoveToParent: Optional(<Children.ViewController: 0x7af4a260>)", .didMoveToParent),
    ])
    func shortContainmentNames(message: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.kind == kind, "\(event)")
        // The object printed after the name is the parent, not the receiver.
        #expect(event.address == nil)
    }

    @Test("a bare class name without an address was typed, in a title or prose: the sentence names nobody", arguments: [
        "# [Bug] Unbalanced calls to begin/end appearance transitions for Xamarin_Forms_Platform_iOS_PageRenderer",
        "Unbalanced calls to begin/end appearance transitions for NYTPhotosViewController.",
        "Warning: Attempt to present UIAlertController on FeedViewController whose view is not in the window hierarchy!",
    ])
    func bareSubjectIsTyped(message: String) throws {
        let event = try #require(recognize(message).first { $0.kind == .diagnostic })
        #expect(event.className == nil && event.address == nil, "\(event)")
    }

    @Test("a case of a reducer's message enum named after a callback is printed when it is sent, not a call", arguments: [
        "LoginReactor.Action.viewWillAppear", "  LoginFeature.Action.viewDidAppear", "HomeReactor.Mutation.viewDidLoad",
        "Action.viewWillDisappear",
    ])
    func reducerActionIsNoCall(message: String) {
        #expect(recognize(message).isEmpty, "\(recognize(message))")
        // The same shape on a type is its call.
        #expect(recognize(message.replacingOccurrences(of: "Action", with: "FeedVC").replacingOccurrences(of: "Mutation", with: "FeedVC")).count == 1)
    }

    @Test("a binary diff's row of a changed method and its sizes names a method of a build, not a call", arguments: [
        "~ -[DASettingsDataclassConfigurationViewController dealloc] : 116 -> 120",
        "~ -[DASettingsDataclassConfigurationViewController viewWillDisappear:] : 144 -> 148",
    ])
    func sizeChangeRowIsNoCall(message: String) {
        #expect(recognize(message).isEmpty, "\(recognize(message))")
        // A call whose argument is an arrow of numbers is still a call, also right after a colon.
        #expect(recognize("-[FeedVC viewWillAppear:] 1 -> 2 items").count == 1)
        #expect(recognize("-[FeedVC viewDidLayoutSubviews]: 0 -> 3").count == 1)
    }

    @Test("after a description, a lifecycle name and a word that is no call are the call and its argument", arguments: [
        ("<ChildViewController1: 0x79180d50> willMoveToParentViewController nil", EventKind.willMoveToParent),
        ("<ChildViewController1: 0x79180d50> didMoveToParentViewController nil", .didMoveToParent),
        ("<ChildViewController1: 0x79180d50> viewWillAppear true", .viewWillAppear),
    ])
    func descriptionThenNameAndWord(message: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.kind == kind && event.className == "ChildViewController1" && event.address == 0x79180d50, "\(event)")
        // A type between the description and the call is still the type.
        let typed = try #require(recognize("<Host: 0x1> FeedVC viewDidLoad").first)
        #expect(typed.className == "FeedVC" && typed.kind == .viewDidLoad)
    }

    @Test("one log statement that prints the same method twice is one call; two methods on a line are two")
    func sameTokenTwiceIsOneCall() {
        let twice = recognize("-[ChatViewController viewWillAppear:] line 329 $ -[ChatViewController viewWillAppear:]")
        #expect(twice.map(\.kind) == [.viewWillAppear], "\(twice)")
        #expect(recognize("-[X viewDidAppear:] -[Y viewDidAppear:]").compactMap(\.className) == ["X", "Y"])
    }

    @Test("a colon with blanks on both sides separates a type from its callback", arguments: [
        ("FourthViewController : viewDidAppear", "FourthViewController"), ("ViewController   : viewWillAppear", "ViewController"),
    ])
    func spacedColonSeparatesTypeAndCall(message: String, cls: String) throws {
        let event = try #require(recognize(message).first)
        #expect(event.className == cls, "\(event)")
        // A sentence after the name is prose, as with a colon alone.
        #expect(recognize("Note : viewWillAppear fires twice after the pop").isEmpty)
    }

    @Test("a short label and a controller's type, or a name and a number, before a call name the instance", arguments: [
        ("A ViewController viewDidLoad()", "A ViewController", EventKind.viewDidLoad),
        ("B ViewController viewWillAppear(_:)", "B ViewController", .viewWillAppear),
        ("First VC viewDidLoad", "First VC", .viewDidLoad),
        ("VC-1 viewDidLoad 호출됨", "VC-1", .viewDidLoad),
        ("====VC-2 viewWillAppear 호출됨", "VC-2", .viewWillAppear),
    ])
    func labelledTypeNamesTheInstance(message: String, label: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.className == label && event.kind == kind, "\(event)")
    }

    @Test("a sentence that starts with an English word before a type and a call is prose", arguments: [
        "When ViewController viewDidLoad() runs twice", "My ViewController viewDidLoad is slow", "The ViewController viewWillAppear fires",
        // A transition's roles, a logger's one-letter level, a step's number (helper-69's review).
        "1. Current VC viewWillDisappear", "2. New VC viewWillAppear", "D FeedViewController viewDidLoad", "Step-1 viewDidLoad",
    ])
    func sentenceBeforeTypeIsNoLabel(message: String) {
        #expect(recognize(message).allSatisfy { !($0.className ?? "").contains(" ") }, "\(recognize(message))")
    }

    @Test("a macro's class and line in brackets name the class of a lifecycle call", arguments: [
        ("[MyCollectionViewController:336] dealloc | controller dealloc'd!", EventKind.dealloc),
        ("[MyCollectionViewController:40] viewDidLoad", .viewDidLoad),
    ])
    func bracketedClassAndLine(message: String, kind: EventKind) throws {
        let event = try #require(recognize(message).first)
        #expect(event.className == "MyCollectionViewController" && event.kind == kind, "\(event)")
        // A message after a class and a line is no call; a category's capitals are no class.
        #expect(recognize("[MyNode:65] node init | 0x15fd49530").isEmpty)
        #expect(recognize("[LIFECYCLE:12] viewDidLoad").first?.className == nil)
    }

    @Test("a symbol a compiler or linker quotes, a string in pasted source, a heading, a block comment or decompiled code is no call", arguments: [
        "/Users/me/Proj/Classes/RootViewController.m: In function '-[RootViewController viewDidLoad]':",
        "duplicate symbol '-[ViewController viewWillAppear:]' in:",
        "+    NSLog(@\"-[ViewController dealloc]\");",
        "#### in -[HPThreadViewController viewWillAppear:]",
        "/* Entry: 10633b958; end: 10633b9d3; -[SCOperaPageViewController willMoveToParentViewController:] */",
        "  -[UIViewController viewWillAppear:](&v5, \"viewWillAppear:\", v3);",
        // Decompilers' definitions (Hopper, IDA), lldb's names of addresses, crash reporters' JSON frames (the dumps and ips sweeps).
        "void -[BaseMsgContentViewController viewDidLoad](void * self, void * _cmd) {",
        "void __cdecl -[DetailViewController dealloc](DetailViewController *self, SEL a2)",
        "        pc = 0x0000000102f62230  TEST_MENU`-[ViewController viewDidLoad] + 16 at ViewController.m:34:5",
        "find a block: 0x104a78190 in JITDemo`-[ViewController viewDidLoad] at ViewController.m:0:0",
        "      Summary: Demo`-[DetailViewController dealloc] + 12 at DetailViewController.m:40",
        "            \"symbol\": \"-[UIViewController __viewDidAppear:]\",",
        "            \"function\": \"-[MyFeedViewController viewWillAppear:]\",",
        "      \"symbol_name\": \"-[CommandTVC tableView:didSelectRowAtIndexPath:]\",",
    ])
    func quotedOrCommentedSymbolIsNoCall(message: String) {
        #expect(recognize(message).isEmpty, "\(recognize(message))")
        // A quote on one side only is no quoted symbol: a log line that prints an apostrophe before a call is a call.
        #expect(recognize("it's -[FeedVC viewDidLoad]").map(\.kind) == [.viewDidLoad])
        // A call whose text quotes a name after `loaded the` is a call: only the nib sentences name a method that raised.
        #expect(recognize("-[FeedVC viewDidLoad] loaded the \"Feed\" data").map(\.kind) == [.viewDidLoad])
        #expect(recognize("-[FeedVC viewDidLoad] could not load the \"avatar\" image").map(\.kind) == [.viewDidLoad])
        // A console trace kept in `//` comments, and a source line after a token, are still calls.
        #expect(recognize("// -[Document makeWindowControllers]").count == 1)
        #expect(recognize("//-[ViewController viewDidLoad]").map(\.kind) == [.viewDidLoad])
        #expect(recognize("-[FeedVC viewDidLoad](26): loaded").map(\.kind) == [.viewDidLoad])
    }

    @Test("a logger's field or level word before a colon names no object", arguments: [
        "Method: viewDidLoad", "Method : viewDidLoad", "Lifecycle: viewWillAppear", "Function: viewDidAppear(_:)", "[Lifecycle] viewDidLoad",
        "FUNC: viewDidLoad()", "TAG: viewWillAppear(_:)", "Caller: viewDidLoad()",
    ])
    func fieldWordIsNoType(message: String) {
        #expect(recognize(message).allSatisfy { $0.className == nil }, "\(recognize(message))")
        // The text after a tag may still name its object.
        #expect(recognize("[Lifecycle] viewDidLoad <FeedVC: 0x1>").first?.className == "FeedVC")
    }

    @Test("an initializer takes arguments: `initUI`, `initData`, `initViews()` are the setup helpers a viewDidLoad calls")
    func setupHelpersAreNoInitializers() {
        #expect(recognize("-[FeedVC initWithNibName:bundle:]").map(\.kind) == [.initialize])
        #expect(recognize("-[FeedVC initWithStyle:]").map(\.kind) == [.initialize])
        #expect(recognize("-[FeedVC initUI]").map(\.kind) == [.other])
        #expect(recognize("-[FeedVC initData]").map(\.kind) == [.other])
        #expect(recognize("FeedVC initViews()").map(\.kind) == [.other])
        #expect(recognize("FeedVC init()").map(\.kind) == [.initialize])
        #expect(recognize("-[DetailVC initFromNib]").map(\.kind) == [.initialize])
        #expect(Vocabulary.kind(of: "initFoo(") == .other)
    }
}
