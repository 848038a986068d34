import Foundation
import Testing
@testable import TraceParser

/// Issue 14: shapes of real console pastes that lost or hid their events. The fixtures in
/// `Fixtures/wild/` are real pastes (sources in `Fixtures/SOURCES.md`); the inline lines are
/// synthetic edge cases.
@Suite("Logs in the wild: backtraces and suffixes")
struct WildLogTests {
    static let backtraceFixtures = Fixtures.logs(in: "wild").filter { $0.contains("/bt") }

    @Test("A pasted backtrace, in every form, yields no call: only the exception's own sentence may be an event",
          arguments: backtraceFixtures)
    func backtracesYieldNoCalls(path: String) throws {
        let result = try readFixture(path)
        #expect(!result.lines.isEmpty)
        let calls = result.events.filter { $0.kind != .diagnostic }
        #expect(calls.isEmpty, "\(path): \(calls.map { "\($0.line): \($0.selector)" })")
    }

    @Test("`Type: #function` lines are read as calls of that type: every line of the real paste is an event")
    func typeColonFunction() throws {
        let result = try readFixture("wild/seq03_type_colon_function_launch_rotation_yagamo.log")
        #expect(result.events.count == result.lines.count)
        #expect(result.events.count == 12)
        #expect(Set(result.events.map(\.className)) == ["A"])
        #expect(result.events.map(\.kind).prefix(4) == [.initialize, .loadView, .viewDidLoad, .viewWillAppear])
    }

    @Test("Loggers' file-and-line prints are read: every line of a scene launch, each statement of SKLogger's one viewDidLoad with its line")
    func loggerFileLinePrints() throws {
        let launch = try readFixture("wild/file05_file_index_line_function_scene_launch_swiftvchello.log")
        #expect(launch.events.count == launch.lines.count)
        #expect(launch.events.filter { $0.className == "ViewController" }.map(\.kind).prefix(2) == [.viewDidLoad, .viewWillAppear])
        let statements = try readFixture("wild/file06_pretty_function_colon_line_SKLogger.log")
        #expect(statements.events.map(\.sourceLine) == [22, 23, 29, 31, 33, 36, 38, 41])
    }

    @Test("Source lines pasted beside a log are statements, not calls: only the log's own sentences are events", arguments: [
        ("wild/code01_zombie_then_source_line_MMDrawer.log", [EventKind.diagnostic]),
        ("wild/code02_appearance_calls_in_tab_bar_source.log", [.diagnostic]),
    ])
    func sourceLinesAreNotCalls(path: String, kinds: [EventKind]) throws {
        let result = try readFixture(path)
        #expect(result.events.map(\.kind) == kinds)
    }

    @Test("A millisecond column and a label column before the selector are read: every call of the real paste is an event")
    func relativeTimeLabelColumns() throws {
        let result = try readFixture("wild/seq05_relative_ms_labels_push_pop_modal_tab_blog.log")
        #expect(result.events.count == 28)
        #expect(Set(result.events.map(\.className)) == ["A", "B", "M", "T2"])
        #expect(result.events.prefix(3).map(\.kind) == [.viewDidLoad, .viewWillDisappear, .viewWillAppear])
    }

    @Test("xharness's .NET console prefix (`dbug: [07:30:04.3163530] `) is peeled: the NSLog line inside keeps its time, process and pid")
    func dotnetConsolePrefix() throws {
        let result = try readFixture("wild/fmt01_xharness_dotnet_console_unbalanced_maui.log")
        let event = try #require(result.events.first)
        #expect(event.diagnostic == .unbalancedAppearanceTransitions)
        #expect(event.session.process == "Microsoft.Maui.Controls.DeviceTests")
        #expect(event.session.pid == 8333)
        #expect(event.time != nil)
    }

    @Test("grep's `FILE:LINE:` prefix is peeled: each record keeps its time, process and pid, and none is a continuation")
    func grepPrefixedRecords() throws {
        let result = try readFixture("wild/fmt02_grep_n_prefixed_idevicesyslog_nat.log")
        #expect(result.events.map { "\($0.session.process)[\($0.session.pid ?? 0)]" } == ["PacketTunnel-iOS[709]", "NAT-iOS[708]"])
        #expect(result.events.allSatisfy { $0.time != nil })
        #expect(result.statistics.continuationLines == 0)
    }

    @Test("Xcode 15+'s metadata lines are records of their own format, with their time, process and thread")
    func xcodeMetadataLines() throws {
        let result = try readFixture("wild/fmt04_xcode15_metadata_lines_after_messages_gestureflow.log")
        let metadata = result.lines.filter { $0.format == "xcode-metadata" }
        #expect(metadata.count == 11)
        #expect(metadata.dropLast().allSatisfy { $0.process == "GestureFlow" && $0.time != nil && $0.tid != nil })
        #expect(metadata.first?.time == "2026-02-10T12:32:48.912971+11:00")
        #expect(metadata.last?.number == 25 && metadata.last?.time == nil)
    }

    @Test("React Native's RCTLog prefix is peeled: its lines are records, and the assertion report beside a warning is no call")
    func rctLogAndAssertion() throws {
        let rct = try readFixture("wild/fmt03_rctlog_prefix_performance_logger_rnn1285.log")
        #expect(rct.statistics.unrecognizedLines == 0 && rct.statistics.continuationLines == 0)
        let assertion = try readFixture("wild/diag22_assertion_failure_names_method_rn5183.log")
        #expect(assertion.events.map(\.line) == [1])
    }

    @Test("A log line quoted in Markdown (`> 2016-02-16 …`) keeps its time and process; quoted prose is not peeled")
    func markdownQuotedRecord() throws {
        let result = try readFixture("wild/quote01_kvo_dealloc_markdown_quoted_XLPagerTabStrip127.log")
        let event = try #require(result.events.first)
        #expect(event.diagnostic == .kvoObserversOnDealloc)
        #expect(event.session.process == "Example" && event.session.pid == 3222)
        #expect(event.time != nil)
        #expect(result.lines.first?.wrappers == ["pasted-prefix"] && result.lines.first?.format == "xcode")
        let prose = try readAll(text: "> Note: -[FeedViewController viewDidLoad] runs twice\n")
        #expect(prose.events.count == 1)
        #expect(prose.lines.first?.wrappers == [] && prose.lines.first?.format == "bare")
    }

    @Test("What a paste puts before a dated line is peeled: a Markdown quote, a code comment", arguments: [
        ("> 2016-02-16 13:58:17.593 Example[3222:89836] -[FeedVC viewDidLoad]", "Example", 3222),
        (">Jul 15 13:51:43 iPad MyApp[239] <Warning>: -[FeedVC viewDidLoad]", "MyApp", 239),
        ("//2015-01-27 15:53:54.180 OAOffice[1395:601449] -[FeedVC viewDidLoad]", "OAOffice", 1395),
        ("// 2015-01-27 15:53:54.180 OAOffice[1395:601449] -[FeedVC viewDidLoad]", "OAOffice", 1395),
    ])
    func pastedPrefixes(line: String, process: String, pid: Int) throws {
        let result = try readAll(text: line + "\n")
        #expect(result.lines.first?.wrappers == ["pasted-prefix"])
        #expect(result.events.first?.session.process == process && result.events.first?.session.pid == pid)
    }

    @Test("The fixtures hold every backtrace form the issue names")
    func everyFormIsCovered() {
        #expect(Self.backtraceFixtures.count >= 8)
    }

    @Test("A frame line is never a call, whatever symbol it names", arguments: [
        "4   MyApp   0x0000000100f2a1b4 -[CartViewController dealloc] + 60",
        "0   Instabug                        -[IBGMethodSwizzler viewDidAppear:] (IBGMethodSwizzler.m:177)",
        // An export with one blank between the columns (firebase-ios-sdk#9535, helper-54).
        "9  MyProjectBeta -[BaseViewController viewDidAppear:] (BaseViewController.m:140)",
        "10 UIKitCore -[UIViewController _setViewAppearState:isAnimating:] + 888",
        "3   UIKit                           -[UIViewController _endAppearanceTransition:] + 220",
        "  UIKitCore           0x22fed1ec4  -[MyViewController viewDidAppear:]",
        // Crashlytics' frames: a number, the image padded, the address, no offset (SIAlertView, helper-26).
        "5  UIKit                          0x25094d7d -[UIViewController setView:]",
        "5  MyApp                          0x000fe123 -[FeedViewController viewWillAppear:]",
        // The same frame from a page that collapsed the padding (Apple's forums, thread 769313).
        "2 MyApp 0x38a468 -[FeedViewController viewWillDisappear:]",
        // A crash reporter's frame with the image's offset and nothing after the symbol (helper-42), and gdb's
        // frame of the function it stopped in (helper-41).
        "3  UIKitCore +0x2e34f4      -[UINavigationBar layoutSubviews]",
        "#0  -[RootVC viewDidLoad] (self=0x4b2a0c0, _cmd=0x2a61a13) at RootVC.m:30",
        // Their exports print the address in decimal (FLEX#86, helper-39).
        "4  Foundation                     6505731252 -[NSObject(NSKeyValueObserverRegistration) removeObserver:forKeyPath:]",
        "5  TutorTeacher                   4297117164 -[FLEXExplorerViewController stopObservingView:](FLEXExplorerViewController.m:308)",
        "   7 UIKit -[UIAlertController initWithNibName:bundle:]",
        "    Frameworks/UIKit.framework/UIKit -[UINavigationController viewDidDisappear:]",
        " ALLOC 0x7684870-0x7684993 [size=292]: thread_a08eb500 |start | main | -[ViewFinishes viewDidLoad] | -[X y]",
        "\t3   Foundation                          0x00007fff2567f1b4 -[NSObject(NSKeyValueObserverRegistration) removeObserver:forKeyPath:] + 84",
        "    \"4   MyApp                               0x0000000100f2a1b4 -[CartViewController viewWillAppear:] + 60\",",
        // Xcode's copied backtrace, a tab after the frame number (helper-65).
        "#3\t0x000000010a1b2c3d in -[ChildViewController viewWillAppear:] at /Users/me/ChildViewController.m:25",
        // atos's answer for an address, dtrace's ustack() frames (helper-64, helper-65).
        "-[KSAccountsPreferences dealloc] (in Sail) (KSAccountsPreferences.m:77)",
        "-[TimerRunningController viewDidLoad] (in Foobler) + 40",
        "              AppKit`-[NSViewController viewWillAppear]",
        "              AppKit`-[NSViewController _sendViewWillAppear]+0x28",
        // Instruments' retain/release history (the responsible caller last) and Time Profiler's rows
        // (an iOS 7 table view leak report; Bypass's README; ToyPhotoGallery's notes).
        "  2\tRelease\t-1\t1\t00:08.857.754\tAppleBugTest\t-[ViewController viewDidLoad]",
        "  0\tMalloc\t+1\t1\t00:08.857.342\tAppleBugTest\t-[ViewController viewDidLoad]",
        "   \tRetain/Release (18)\t\t \t00:08.876.328\tAppleBugTest\t-[ViewController tableView:cellForRowAtIndexPath:]",
        "  24 UIKit 59.0  -[UIViewController loadViewIfRequired]",
        "    99.0ms   38.2%\t79.0\t-[BPTextViewController viewWillAppear:]",
        "  * frame #4: 0x0000000100f2a1b4 MyApp`-[CartViewController dealloc] + 60 at CartViewController.m:42",
        "    frame #7: 0x0000000100f2a1b4 MyApp`CartViewController.viewDidLoad() + 28 at CartViewController.swift:12:5",
        "6   MyApp  0x0000000100f2a1b4 $s5MyApp18CartViewControllerC11viewDidLoadyyF + 60",
        "7   MyApp  0x0000000100f2a1b4 MyApp.CartViewController.viewDidLoad() -> () + 60 (CartViewController.swift:12)",
        "0      0x0000000100f2a1b4 CartViewController.viewWillAppear(_:) + 60 in MyApp at /src/CartViewController.swift:20:9",
        "12  My App Debug                   0x0000000100f2a1b4 0x100f00000 + 172468",
        // A linker map's symbol rows, as ld64 writes them (address, size, object file number).
        "0x100001560\t0x00000060\t[  3] -[ViewController dealloc]",
        "\t0x1000010A0\t0x00000040\t[ 12] -[MyProxy methodSignatureForSelector:]",
        "0x100003A20\t0x00000028\t[  5] MyApp.FeedViewController.viewDidLoad() -> ()",
        // Symbolicated with the source file in place of the offset.
        "9   SOHUVideo                     \t0x00000001003ce2a0 -[ShareViewController dealloc] (ShareViewController.m:43)",
        // With no blank before the file, under an image whose name has a blank (MMDrawerController#93).
        "1   Usedom Immobilien               0x000f8290 -[MMDrawerController prepareToPresentDrawer:animated:](MMDrawerController.m:1060)",
        "2   Usedom Immobilien               0x000f740c -[MMDrawerController panGestureCallback:](MMDrawerController.m:881)",
        "5   My App                          0x000f8590 -[FeedViewController dealloc](FeedViewController.m:140)",
        "6   My App                          0x000f8590 FeedViewController.viewDidLoad()(FeedViewController.swift:60)",
        "7   ???                             0x000f740c -[FeedViewController viewDidLoad](FeedViewController.m:60)",
        "3   微信                            0x000f740c -[FeedViewController viewDidLoad](FeedViewController.m:60)",
        // Sentry's frames as its issue page prints them (WordPress-iOS#15238).
        "  File \"Classes/ViewRelated/Blog/Blog Details/BlogDetailsViewController.m\", line 369, in -[BlogDetailsViewController viewDidLoad]",
        "  File \"WordPress/Classes/ViewRelated/Blog/BlogListViewController.m\", line 92, in -[BlogListViewController maybeShowNUX]",
        // lldb's memory history.
        "         [4] 0x0000000102eca8cc test`-[ViewController viewDidLoad] + 76 at ViewController.m:21:20",
        // Frames without a number: the image on a line of its own, or in the line.
        "0x308f3d8a -[NSPersistentStoreCoordinator dealloc] + 702",
        "Foundation    0x182280b4c    -[_NSConcreteDateInterval dealloc] + 0",
        // lldb's disassembly header.
        "PerformDemo`-[ViewController viewDidLoad]:",
        // AddressSanitizer's and ThreadSanitizer's frames.
        "    #1 0x10a1f4d in -[MyVC viewDidAppear:]",
        "    #1 0x10a1f00 in -[MyVC dealloc] MyVC.m:40",
        // ThreadSanitizer prints the source line and the image's offset, no address (LJLock, snowplow-ios-tracker#609).
        "     #1 -[ViewController viewDidLoad] ViewController.m:25 (LJLock:x86_64+0x100000f66)",
        "    #0 __34-[ViewController dataRacesExample]_block_invoke ViewController.m:33 (LJLock:x86_64+0x100001144)",
        "    #4 -[SPTracker track:] SPTracker.m:523 (SnowplowTracker:x86_64+0x6ab56)",
        "    #2 -[UIViewController loadViewIfRequired] <null>:527008 (UIKitCore:x86_64+0x35b4e0)",
        "SUMMARY: ThreadSanitizer: data race FeedViewController.m:88 in -[FeedViewController setItems:]",
        // A symbol alone with its offset and source line (lldb's compressed stack, ioctocat#183).
        "-[EventsController dealloc] + 70 at EventsController.m:54",
        "+[FeedVC load] + 12 at FeedVC.m:9 ",
    ])
    func frameIsNotACall(line: String) {
        #expect(recognize(line).isEmpty)
    }

    @Test("An assertion report names the method that failed, not a call made now", arguments: [
        // react/react-native#5183 (fixture wild/diag22).
        "*** Assertion failure in -[RCTNavigator wrapperViewController:didMoveToNavigationController:](), /Users/me/RCTNavigator.m:562",
        "*** Assertion failure in -[UIViewController _endAppearanceTransition:], /SourceCache/UIKit/UIViewController.m:3912",
        "*** Assertion failure in -[FeedViewController viewDidLoad], /Users/me/FeedViewController.m:40",
        "Assertion failure in -[ChildVC didMoveToParentViewController:]()",
    ])
    func assertionIsNotACall(line: String) {
        #expect(recognize(line).isEmpty)
    }

    @Test("Bracketed tags before a call are not its type: what follows them is read as a whole line", arguments: [
        ("[Lifecycle] FeedVC viewDidLoad()", String?("FeedVC"), EventKind.viewDidLoad),
        ("[App][UI] FeedVC viewWillAppear(_:)", "FeedVC", .viewWillAppear),
        ("[UI] FeedVC viewDidDisappear", "FeedVC", .viewDidDisappear),
        ("[UI] 🔷 viewDidLoad()", nil, .viewDidLoad),
        ("[UI] <FeedVC: 0x7fa3c2d0a1b0> viewDidLoad()", "FeedVC", .viewDidLoad),
        // A tag, then a call that names its own object: the object, not the tag (a dealloc read as the
        // tag's would leave the controller never deallocated).
        ("[Memory] deinit <MyApp.FeedVC: 0x7fa3c2d0a1b0>", "FeedVC", .dealloc),
        // `print(#function, view.window)`, `print(#function, view)`: an optional or a UIKit view beside a controller's
        // callback is its argument, not its receiver (the dumps sweep's probes).
        ("viewDidAppear(_:) Optional(<UIWindow: 0x7fa1c0c02f40; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000a2c0a0>>)", nil, .viewDidAppear),
        ("viewWillAppear(_:) <UIView: 0x7fb1c2d0b300; frame = (0 0; 390 844); layer = <CALayer: 0x600000c01234>>", nil, .viewWillAppear),
        ("viewDidLoad() <UIButton: 0x7fb1c2d0b400; frame = (0 0; 80 44); opaque = NO>", nil, .viewDidLoad),
        ("viewDidLoad() <MyApp.HeaderView: 0x7fb1c2d0b500; frame = (0 0; 390 44); layer = <CALayer: 0x600000c05678>>", nil, .viewDidLoad),
        // A model object beside a controller's callback (`NSLog(@"viewDidLoad %@", self.detailItem)`) is its argument.
        ("viewDidLoad <NSManagedObject: 0x600000a1b2c0> (entity: Item; id: 0x1)", nil, .viewDidLoad),
        ("viewWillAppear: <__NSArrayM: 0x600000a1b2c0>", nil, .viewWillAppear),
        ("viewDidLoad <Item: 0x600000a1b300> (entity: Item; id: 0x2; data: <fault>)", nil, .viewDidLoad),
        ("viewDidLoad <OS_dispatch_queue_serial: 0x600000a1b300>", nil, .viewDidLoad),
        // A controller's own, whatever its name: a private UIKit one too, as global swizzled loggers print it.
        ("viewDidLoad() <MyApp.HomeScreen: 0x7fb1c8e0a200>", "HomeScreen", .viewDidLoad),
        ("viewWillAppear: <_UIAlertControllerTextFieldViewController: 0x7fb1c8e0a200>", "_UIAlertControllerTextFieldViewController", .viewWillAppear),
        // The controller's own description, then a view's with its frame (`print(#function, self, view)`): the controller.
        ("viewDidAppear(_:) <MyApp.HomeVC: 0x7fb1c8e0a200> Optional(<UIWindow: 0x7fb1c2d0a200; frame = (0 0; 390 844)>)", "HomeVC", .viewDidAppear),
        // The receiver spelled out after the callback (`NSLog(@"viewDidLoad self=%@", self)`, a tweak's log in the code index).
        ("viewDidLoad self=<ViewController: 0x101c70000>", "ViewController", .viewDidLoad),
        ("viewWillAppear: self = <MyApp.FeedVC: 0x7fa3c2d0a1b0>", "FeedVC", .viewWillAppear),
        ("dealloc self=<ViewController: 0x101c70000>", "ViewController", .dealloc),
        // `print("\(#function): \(self)")`: the function's parentheses, a colon, the description.
        ("[Lifecycle] viewDidLoad(): <MyApp.ListVC: 0x7fa3c2d0a1c0>", "ListVC", .viewDidLoad),
        ("[Memory] deinit FeedVC", "FeedVC", .dealloc),
        ("[Lifecycle] viewDidLoad() <MyApp.ListVC: 0x7fa3c2d0a1c0>", "ListVC", .viewDidLoad),
        // `print("[Lifecycle]", #function, type(of: self))`: read as the tag's, every controller would share one timeline.
        ("[Lifecycle] viewDidLoad FeedVC", "FeedVC", .viewDidLoad),
        ("[Lifecycle] viewWillAppear(_:) - HomeViewController", "HomeViewController", .viewWillAppear),
        // A tag without a lower-case letter is a category (WE Scaffold's logging guide), so the call names no type.
        ("[LIFECYCLE] viewDidLoad called", nil, .viewDidLoad),
        ("[WEScaffold] [LIFECYCLE] viewDidLoad called", nil, .viewDidLoad),
        ("[UI] viewWillAppear(_:)", nil, .viewWillAppear),
        // A tag that is the type stays the type.
        ("[VC] viewDidLoad()", "VC", .viewDidLoad),
        ("[FeedVC] viewDidLoad()", "FeedVC", .viewDidLoad),
        ("[FeedVC] deinit called", "FeedVC", .dealloc),
        // Between rules of dashes, with a spaced colon (jinnify.tistory.com/64).
        ("-------------- [SecondVC : viewWillAppear] --------------", "SecondVC", .viewWillAppear),
        ("[SecondVC: viewDidDisappear]", "SecondVC", .viewDidDisappear),
    ])
    func tagsBeforeCalls(line: String, className: String?, kind: EventKind) throws {
        let event = try #require(recognize(line).first)
        #expect(event.className == className)
        #expect(event.kind == kind)
    }

    @Test("A colon right after a Swift function's parentheses ends its name, in every shape that names a type", arguments: [
        // `print("\(type(of: self)) \(#function): \(animated)")`, `"\(self) \(#function): \(parent)"`.
        ("ChildVC viewDidAppear(_:): true", String?("ChildVC"), EventKind.viewDidAppear),
        ("ChildVC: viewDidAppear(_:): true", "ChildVC", .viewDidAppear),
        ("ChildVC.viewDidAppear(_:): true", "ChildVC", .viewDidAppear),
        ("ChildVC viewDidLoad(): start", "ChildVC", .viewDidLoad),
        ("ChildVC willMove(toParent:): Optional(<App.ContainerVC: 0x7fa1c0d0a000>)", "ChildVC", .willMoveToParent),
        ("ChildVC didMove(toParent:): nil", "ChildVC", .didMoveToParent),
        ("<App.ChildVC: 0x7fa1c0d0b000> willMove(toParent:): <App.ContainerVC: 0x7fa1c0d0a000>", "ChildVC", .willMoveToParent),
        ("[ChildVC] viewWillDisappear(_:): false", "ChildVC", .viewWillDisappear),
        ("ViewController2 viewDidAppear(_:): true", "ViewController2", .viewDidAppear),
        ("FeedCell layoutSubviews(): (0.0, 0.0, 390.0, 44.0)", "FeedCell", .layoutSubviews),
        ("HomeScreen viewWillAppear(_:): true", "HomeScreen", .viewWillAppear),
    ])
    func colonAfterFunction(line: String, className: String?, kind: EventKind) throws {
        let events = recognize(line)
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(event.className == className)
        #expect(event.kind == kind)
    }

    @Test("A colon after the parentheses needs a blank after it and a controller's or view's type before: prose and headings stay prose", arguments: [
        "ChildVC viewDidLoad():x",
        "ChildVC viewDidLoad(): not called",
        "Setup viewDidLoad(): register cells.",
        "In viewDidLoad(): we set up the table",
        "Override viewWillAppear(_:): call super first",
        "Controller viewDidLoad(): register cells here",
        "E-mail viewDidLoad(): validates the field",
        "viewWillAppear(_:):",
        "BaseViewController.viewWillAppear(_:):",
    ])
    func colonAfterFunctionNeedsABlank(line: String) {
        #expect(recognize(line).isEmpty)
    }

    @Test("os_log categories before prose stay prose", arguments: [
        "[Common] _BSMachError: port 1a2b; (os/kern) invalid capability (0x14) \"Unable to insert COPY_SEND\"",
        "[Analytics] queued event feed_impression id=3 batch=2",
        "[UI] Note: viewWillAppear fires twice",
        "[weak self] in self?.viewDidLoad()",
    ])
    func taggedProse(line: String) {
        #expect(recognize(line).isEmpty)
    }

    @Test("Lines that only look like frames are still events", arguments: [
        ("1. -[ListVC viewDidLoad]", EventKind.viewDidLoad),
        ("2 -[ListVC viewWillAppear:] <ListVC: 0x7f8b1c40a2b0>", .viewWillAppear),
        ("3) viewDidAppear(_:)", .viewDidAppear),
        ("frame -[ListVC viewDidLayoutSubviews]", .viewDidLayoutSubviews),
        ("[1] -[ListVC viewDidLoad]", .viewDidLoad),
        ("Step 3 -[ListVC viewDidAppear:] count + 1", .viewDidAppear),
        ("ListVC viewDidDisappear(_:) + 2", .viewDidDisappear),
        ("ListVC 0x7f8b1c40a2b0 -[ListVC viewWillDisappear:]", .viewWillDisappear),
        ("#1 -[ListVC viewDidLoad]", .viewDidLoad),
        ("-[ListVC viewDidLoad] at 12:30", .viewDidLoad),
        ("-[ListVC viewWillAppear:] + 1 retries: 2", .viewWillAppear),
        ("-[ListVC viewWillAppear:] (in progress)", .viewWillAppear),
        ("2 -[ListVC viewDidLoad] 1.5 s", .viewDidLoad),
    ])
    func lookalikesStayEvents(line: String, kind: EventKind) {
        #expect(recognize(line).map(\.kind).contains(kind))
    }

    @Test("A logger's file and function columns name the class by the file, with the source line", arguments: [
        ("[2019-01-12 12:51:57.820][ViewController.swift][viewDidLoad():45][🐝]Information for developers.", "ViewController", EventKind.viewDidLoad, Int?(45)),
        ("13:51:38.487 TEST  ❇️❇️❇️❇️ in ViewController.swift:viewDidLoad():28:: this is a test", "ViewController", .viewDidLoad, 28),
        ("2020-10-11 16:31:33 +0000 /Users/dev/Proj/MainVC.swift viewDidLoad() 32 로그 내용", "MainVC", .viewDidLoad, 32),
        (" ❤️<23:39:05>  <UI> ViewController.swift viewDidLoad()[15]: \"test\"", "ViewController", .viewDidLoad, 15),
        ("<ViewController.swift:viewDidLoad():7> Hello 12345", "ViewController", .viewDidLoad, 7),
        ("| 2017/04/04 3:11:12 line:25 @ViewController.swift viewWillAppear [INFO] => \"demo2\" |", "ViewController", .viewWillAppear, nil),
        // leafn/swift-logger's header line, and `print(#file, #line, #function, #column)` (daheenallwhite.github.io, 2019).
        ("[2019-06-12 17:50:35.505] 💬 debug  | ViewController.swift > viewDidLoad(): 25", "ViewController", .viewDidLoad, 25),
        ("/Users/me/PhotoFrame/FirstViewController.swift 15 viewDidLoad() 40 <- first run", "FirstViewController", .viewDidLoad, 15),
        // A helper's `print("\(file)[\(line)], \(function): ")` (the loggers sweep's scene-lifecycle posts), and
        // hgkim2024/Log's tags then `[File.swift]:18 - function(): message`.
        ("ViewController.swift[20], viewDidLoad(): ", "ViewController", .viewDidLoad, 20),
        ("ViewController.swift[13], deinit: ", "ViewController", .dealloc, 13),
        ("[DEBUG] [CALL][URI] [ViewController.swift]:19 - viewDidLoad(): message", "ViewController", .viewDidLoad, 19),
        ("ℹ️ [ViewController.swift:42 - viewDidLoad()] > Loaded", "ViewController", .viewDidLoad, 42),
    ])
    func loggerFileFunctionColumns(line: String, className: String, kind: EventKind, sourceLine: Int?) {
        let events = recognize(line)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == className)
        #expect(events.first?.sourceLine == sourceLine)
    }

    @Test("`Type:method()` without a blank is a call; without parentheses it is not", arguments: [
        ("ScreenA:viewDidLoad()", [EventKind.viewDidLoad]), ("ScreenA:viewWillAppear(_:)", [.viewWillAppear]),
        ("Note:viewWillAppear fires twice", []), ("See ViewController.swift for viewDidLoad details", []),
    ])
    func typeColonWithoutBlank(line: String, kinds: [EventKind]) {
        #expect(recognize(line).map(\.kind) == kinds)
    }

    @Test("A bare callback followed by one token is still the callback", arguments: [
        ("viewDidLoad 3F2504E0-4F89-11D3-9A0C-0305E82C3301", EventKind.viewDidLoad),
        ("viewWillAppear: 2", .viewWillAppear),
        ("viewDidAppear: <Settings>", .viewDidAppear),
        ("viewWillDisappear #3", .viewWillDisappear),
    ])
    func bareCallbackWithSuffix(line: String, kind: EventKind) {
        #expect(recognize(line).map(\.kind) == [kind])
    }

    @Test("A word after a callback names its type only when it reads as a controller's or a view's", arguments: [
        ("viewDidLoad Start", String?.none), ("viewWillAppear Animated", nil), ("viewDidLoad FeedCell", nil),
        ("viewDidLoad FeedVC", "FeedVC"), ("viewDidAppear(_:) MyApp.ProfileViewController", "ProfileViewController"),
    ])
    func wordAfterCallback(line: String, className: String?) throws {
        let event = try #require(recognize(line).first)
        #expect(event.className == className)
    }

    @Test("SwiftyBeaver's default format (`$DHH:mm:ss.SSS$d $C$L$c $N.$F:$l - $M`) names the type and the source line", arguments: [
        ("13:54:48.404 💚 DEBUG ViewController.viewDidLoad():29 - ViewController loaded", "ViewController", EventKind.viewDidLoad, Int?(29)),
        ("12:01:02.123 💙 INFO FeedVC.viewWillAppear(_:):40 - appearing", "FeedVC", .viewWillAppear, 40),
        ("ViewController.viewDidLoad():       viewDidLoad() complete", "ViewController", .viewDidLoad, nil),
        ("13:54:48.404: FeedVC viewDidLoad()", "FeedVC", .viewDidLoad, nil),
    ])
    func swiftyBeaverDefaultFormat(line: String, className: String, kind: EventKind, sourceLine: Int?) throws {
        let event = try #require(recognize(line).first)
        #expect(event.className == className && event.kind == kind && event.sourceLine == sourceLine, "\(event)")
    }

    @Test("An app's base class that logs for its subclasses names the object it prints of self", arguments: [
        // IVLogger's sample output (a base class's `__func__`, then `NSStringFromClass([self class])`).
        ("-[BaseViewController dealloc] 控制器销毁 MineController", "MineController", UInt64?.none),
        ("-[BaseViewController viewDidAppear:] <HomeVC: 0x1>", "HomeVC", 0x1),
        ("BaseViewController deinit: <MovieTrackingApp.HomeViewController: 0x7fb1c2d0a200>", "HomeViewController", 0x7fb1c2d0a200),
        ("STBaseViewController deinit: SettingsViewController", "SettingsViewController", nil),
        // An argument that is a controller is not the receiver; nor is another class's object printed by a concrete one.
        ("-[BaseViewController didMoveToParentViewController:] <UINavigationController: 0x2>", "BaseViewController", nil),
        ("-[ViewController viewDidLoad] <BKHelper: 0x7fa23248e650>", "ViewController", nil),
    ])
    func baseClassPrintsItsSubclass(line: String, className: String, address: UInt64?) throws {
        let event = try #require(recognize(line).first)
        #expect(event.className == className && event.address == address, "\(event)")
    }

    @Test("A label before the call, and an instance's label as its name", arguments: [
        // `NSLog(@"Current method: %@ %@", [self class], NSStringFromSelector(_cmd))` (javashuo.com).
        ("Current method: FirstViewController viewDidLoad", String?("FirstViewController")),
        // One controller per label (ivanchan.github.io 2016, remkoh.dev).
        ("vc1 viewWillAppear", "vc1"), ("vc2 – viewDidLoad", "vc2"),
        ("then viewDidLoad", nil), ("super viewDidLoad", nil), ("deinit called", nil),
    ])
    func labelsBeforeCalls(line: String, className: String?) {
        let events = recognize(line)
        #expect(events.first?.className == className, "\(events)")
    }

    @Test("A Chinese dealloc print names the class (`NSLog(@\"%@ 销毁了\", NSStringFromClass([self class]))`)", arguments: [
        ("XBMyselfViewController 被销毁了", String?("XBMyselfViewController")), ("控制器[BMSettingViewController]销毁了", "BMSettingViewController"),
        ("TKPerson - 销毁了", "TKPerson"), ("BaseViewController销毁了", "BaseViewController"), ("FeedVC 释放了", "FeedVC"),
        ("timer 释放了", nil), ("FeedVC 释放了内存", nil),
    ])
    func chineseDeallocPrint(line: String, className: String?) {
        let events = recognize(line)
        #expect(events.map(\.kind) == (className == nil ? [] : [.dealloc]), "\(events)")
        #expect(events.first?.className == className)
    }

    @Test("One word after a bare callback is its text, and more words that are no calls are a sentence")
    func wordAfterBareCallback() throws {
        let called = try #require(recognize("viewDidLoad called").first)
        #expect(called.argument == .text("called"))
        let none = try #require(recognize("willMoveToParentViewController: nil").first)
        #expect(none.argument == EventArgument.none)
        #expect(recognize("viewWillAppear in UIKit is called before the view is visible").isEmpty)
        #expect(recognize("viewDidLoad viewWillAppear").map(\.kind) == [.viewDidLoad, .viewWillAppear])
    }

    @Test("A tag after NSLog's prefix, which the format reads as an os_log category, names the type as at the start of a print line")
    func tagAfterRecordPrefix() throws {
        let read = try readAll(text: """
            2024-01-02 10:00:00.123 App[1:2] [StreamVC] viewDidLoad called
            2024-01-02 10:00:00.124 App[1:2] [LIFECYCLE] viewDidLoad
            2024-01-02 10:00:00.125 App[1:2] [StreamVC] viewWillAppear(_:) <MyApp.FeedVC: 0x7fa3c2d0a1b0>
            2024-01-02 10:00:00.126 App[1:2] [Presentation] Attempt to present <A: 0x1> on <B: 0x2> whose view is not in the window hierarchy!
            2019-06-04 14:01:49.917 Df example[59318:22c7d0] [com.apple.network:] viewDidLoad

            """)
        #expect(read.events.map(\.className) == ["StreamVC", nil, "FeedVC", "B", nil])
    }

    @Test("A bare callback followed by a sentence is not recognised from the suffix rule alone")
    func bareCallbackWithSentenceIsUnchanged() {
        // Two tokens after a non-name: the one-token rule does not apply.
        #expect(recognize("viewDidLoad 3F2504E0 loaded twice").isEmpty)
    }

    @Test("`[pid:tid]` without date and process name gives the pid")
    func bracketPidPrefix() {
        let info = parseLine("[812:a03] -[RootViewController viewDidLoad]")
        #expect(info.format == "bracket-pid")
        #expect(info.pid == 812)
        #expect(info.message == "-[RootViewController viewDidLoad]")
    }

    @Test("frida-trace's banner, thread headers and nested calls are its own lines, not calls", arguments: [
        "Started tracing 6 functions. Press Ctrl+C to stop.", "           /* TID 0x303 */",
        "  1680 ms     | -[UIViewController viewDidLoad]", " 53443 ms     |    | -[CBCentralManager handlePeripheralDiscovered:0x280ef5a40]",
    ])
    func fridaTraceOwnLines(line: String) {
        #expect(parseLine(line).kind == .envelope, "\(parseLine(line))")
    }

    @Test("An NSLog prefix pasted without its date keeps its time of day, process and pid")
    func clockWithoutDatePrefix() {
        let info = parseLine("18:03:46.485 ViewControllerLifeCircle[32254:401790] -[ViewController viewDidLoad]")
        #expect(info.format == "xcode-clock")
        #expect(info.process == "ViewControllerLifeCircle" && info.pid == 32254)
        #expect(info.message == "-[ViewController viewDidLoad]")
        // A time before a type and its call is no NSLog prefix.
        #expect(parseLine("10:23:45 FeedVC viewDidLoad()").format != "xcode-clock")
    }

    @Test("A line number and blanks before a dated record are peeled; the record keeps its process and pid", arguments: [
        "42884 2018-06-08 10:21:15.453 Keybase[10914:3793552] -[ChatViewController viewDidLoad]",
        "     7\t2018-06-08 10:21:15.453 Keybase[10914:3793552] -[ChatViewController viewDidLoad]",
    ])
    func lineNumberBeforeRecord(line: String) {
        let info = parseLine(line)
        #expect(info.pid == 10914 && info.process == "Keybase", "\(info)")
        #expect(info.message == "-[ChatViewController viewDidLoad]")
    }

    @Test("A token whose closing bracket was lost is recognised when nothing follows it", arguments: [
        ("-[ListVC viewWillAppear:", EventKind.viewWillAppear, "ListVC"),
        ("2015-09-11 13:49:53.255 App[1:2] -[ListVC dealloc", .dealloc, "ListVC"),
        ("<ListVC: 0x7f8b1c40a2b0> -[ListVC viewDidDisappear: ", .viewDidDisappear, "ListVC"),
    ])
    func truncatedToken(line: String, kind: EventKind, cls: String) {
        let message = line.hasPrefix("2015") ? parseLine(line).message : line
        let events = recognize(message)
        #expect(events.map(\.kind) == [kind])
        #expect(events.first?.className == cls)
    }

    @Test("A cut token stays unrecognised when the line goes on or the selector is not UIKit's", arguments: [
        "-[ListVC viewWillAppear: animated",
        "-[ListVC reloadData",
        "x-[ListVC viewDidLoad",
    ])
    func truncatedTokenNeedsAnUnambiguousLine(line: String) {
        #expect(recognize(line).isEmpty)
    }
}

/// Session 31's sweeps: Swift symbols from atos, generic types, labels in other scripts, typed names.
@Suite("Logs in the wild: symbols, generic types and labels in other scripts")
struct WildLabelTests {
    /// Expects `line` to yield one event, of `kind`, about `cls`; returns it.
    @discardableResult
    private func expectOneEvent(_ line: String, _ kind: EventKind, of cls: String) -> RecognizedEvent? {
        let events = recognize(line)
        #expect(events.map(\.kind) == [kind], "\(line)")
        #expect(events.first?.className == cls, "\(line)")
        return events.first
    }

    @Test("atos's answer for a Swift symbol is a frame, not a call", arguments: [
        "# → MyViewController.viewDidLoad() (in <AppName>) (MyViewController.swift:42)",
        "DetailViewController.viewDidAppear(_:) (in MyApp) (DetailViewController.swift:42)",
        "DetailViewController.deinit (in MyApp) (DetailViewController.swift:0)",
        "@objc DetailViewController.viewWillDisappear(_:) (in MyApp) (<compiler-generated>)",
        "closure #1 in DetailViewController.viewDidLoad() (in MyApp) + 120",
    ])
    func atosSwiftSymbolsAreFrames(line: String) {
        #expect(recognize(line).isEmpty, "\(recognize(line).map(\.selector))")
    }

    @Test("A logger's file tag after a Swift call is still a call: no `(in Image)` before it, or words in it", arguments: [
        "FeedVC viewDidLoad() (FeedVC.swift:20)", "FeedVC viewDidLoad() (in main thread) (FeedVC.swift:43)",
    ])
    func fileTagAfterCallIsACall(line: String) {
        #expect(recognize(line).map(\.kind) == [.viewDidLoad])
    }

    @Test("`type(of: self)` of a generic type keeps its arguments: each instantiation is a class", arguments: [
        ("HostingController<ContentView> viewWillAppear(_:)", "HostingController<ContentView>", EventKind.viewWillAppear),
        ("MyApp.ListViewController<MyApp.Item>: viewDidLoad()", "ListViewController<Item>", .viewDidLoad),
        ("UIHostingController<ModifiedContent<AnyView, RootModifier>> viewDidAppear(_:)", "UIHostingController<ModifiedContent<AnyView, RootModifier>>", .viewDidAppear),
    ])
    func genericTypes(line: String, cls: String, kind: EventKind) {
        expectOneEvent(line, kind, of: cls)
    }

    @Test("A generic type's module names are left out as the type's own are; a generic type that is no controller's or view's is no receiver")
    func genericArgumentsWithoutModules() {
        #expect(recognize("MyApp.HostingController<MyApp.ContentView> viewDidLoad()").first?.className == "HostingController<ContentView>")
        for line in ["Optional<FeedVC> deinit", "Result<Void, Error>: viewDidLoad", "Set<AnyCancellable> deinit", "Binding<Bool> init(get:set:)"] {
            #expect(recognize(line).isEmpty, "\(line)")
        }
    }

    @Test("An address in angle brackets after the type is the receiver, not a generic argument")
    func addressInAngleBracketsIsNoGenericArgument() {
        let events = recognize("FeedVC<0x7f8b1c40a2b0> viewDidLoad")
        #expect(events.first?.className == "FeedVC")
        #expect(events.first?.address == 0x7f8b1c40a2b0)
    }

    @Test("An auxiliary before deinit starts a phrase and names no class", arguments: [
        "Did deinit presentedView", "Will deinit SecondViewController",
    ])
    func auxiliaryIsNoClass(line: String) {
        #expect(!recognize(line).contains { $0.className == "Did" || $0.className == "Will" })
    }

    @Test("A word that says where or when a line was printed, or a tracer's verb, names no class", arguments: [
        "In viewDidLoad", "Inside viewDidLoad", "Entering viewDidLoad", "Calling viewWillAppear:", "On viewDidAppear",
        "After viewDidLoad", "Exit viewDidLoad", "Tracking viewDidLoad", "Tracking loadView", "In: viewDidLoad", "[Tracking] viewDidLoad",
        // sentry-cocoa's SentryUIViewControllerPerformanceTracker, behind its logger's prefix.
        "[Sentry] [debug] [SentryUIViewControllerPerformanceTracker:86] Tracking viewDidLoad",
    ])
    func placeWordIsNoClass(line: String) {
        let events = recognize(line)
        #expect(events.count == 1)
        #expect(events.allSatisfy { $0.className == nil }, "\(events.map { $0.className ?? "-" })")
    }

    @Test("A tracer's verb before a callback is a label when the receiver is described right after it")
    func placeWordBeforeDescription() {
        let events = recognize("Tracking viewWillAppear <HomeViewController: 0x7f8a1c40a2b0>")
        #expect(events.first?.className == "HomeViewController")
        #expect(events.first?.address == 0x7f8a1c40a2b0)
    }

    @Test("A tracer's word for a method's start or end before a described receiver is the line's mark of the call", arguments: [
        ("Enter viewDidLoad <FeedVC: 0x7f8a1c40a2b0>", "Enter"), ("Exit viewDidLoad <FeedVC: 0x7f8a1c40a2b0>", "Exit"),
        ("Exit viewDidLoad() <MyApp.FeedVC: 0x7f8a1c40a2b0>", "Exit"), ("Finished viewWillAppear(_:) <MyApp.FeedVC: 0x7f8a1c40a2b0>", "Finished"),
    ])
    func startOrEndWordIsTheCallsMark(line: String, mark: String) {
        let events = recognize(line)
        #expect(events.count == 1)
        #expect(events.first?.className == "FeedVC" && events.first?.address == 0x7f8a1c40a2b0)
        #expect(events.first?.argument == .text(mark))
    }

    @Test("A tracer's other verbs keep the receiver's description as the argument")
    func hookVerbKeepsTheDescription() {
        let events = recognize("Tracking viewWillAppear <HomeViewController: 0x7f8a1c40a2b0>")
        #expect(events.first?.argument == .text("<HomeViewController: 0x7f8a1c40a2b0>"))
    }

    @Test("A label in another script with a number names the instance; a name glued to a sentence is no call", arguments: [
        ("1번째 viewDidLoad 호출", "1번째", EventKind.viewDidLoad),
        ("Экран1 viewWillAppear", "Экран1", .viewWillAppear),
        ("第1个 viewDidLoad", "第1个", .viewDidLoad), ("2번째화면 viewWillAppear 호출", "2번째화면", .viewWillAppear),
        ("컨트롤러1 viewDidLoad", "컨트롤러1", .viewDidLoad), ("详情页1 viewDidLoad", "详情页1", .viewDidLoad), ("2番目 viewDidLoad", "2番目", .viewDidLoad),
        ("页面01 viewDidLoad", "页面01", .viewDidLoad),
        ("1번: viewDidLoad", "1번", .viewDidLoad),
    ])
    func numberedLabelsInOtherScripts(line: String, cls: String, kind: EventKind) {
        expectOneEvent(line, kind, of: cls)
    }

    @Test("Sentences after a label in another script, notes that a call did not come, and numbered words that name no screen are no calls", arguments: [
        "1번째 viewDidLoad는 호출되지않고 (이미 로드됨)", "第1次 viewDidLoad 的时候调用了两次", "1번째 화면 나타남",
        "2번째 viewDidLoad 미호출", "2번째 viewWillAppear 안됨", "1번 viewDidLoad ❌", "Экран1 viewDidLoad нет", "页面1 dealloc 没走",
        "FeedVC viewDidLoad not called", "FeedVC viewDidLoad is never called", "FeedVC viewDidLoad 未调用", "A ViewController viewDidLoad 未调用",
        "FeedVC viewDidLoad isn't invoked.", "Экран1 viewDidLoad не вызван", "FeedVC viewDidAppear never fires",
        "HomeVC viewWillDisappear never triggers", "DetailVC deinit never happens",
        "第1步 viewDidLoad", "问题1：viewDidLoad", "2023年10月1日 viewDidLoad", "第2次 viewWillAppear", "2回目 viewWillAppear", "350µs viewDidLoad",
    ])
    func sentencesAfterLabelsAreNoCalls(line: String) {
        #expect(recognize(line).isEmpty, "\(recognize(line).map(\.selector))")
    }

    @Test("A negation about something else, or a cross before more text, leaves the call standing", arguments: [
        "FeedVC viewDidDisappear(_:) not animated", "FeedVC viewDidLoad 不错", "FeedVC viewDidLoad 没问题", "FeedVC viewDidLoad 미리 로드",
        "FeedVC viewDidLoad ×2", "FeedVC viewDidLoad ❌ error loading", "FeedVC viewDidLoad 非同期ロード開始", "FeedVC viewDidLoad not yet loaded data",
    ])
    func otherNegationsLeaveTheCall(line: String) {
        #expect(recognize(line).count == 1, "\(line)")
    }

    @Test("A view callback typed with other capitals is that callback; other names keep their case", arguments: [
        ("2번째 viewWillDisAppear 호출", EventKind.viewWillDisappear),
        ("A.viewDidDisAppear called", .viewDidDisappear),
        ("viewDidload()", .viewDidLoad),
        // `__func__` prints a method's exact name: all in lower case it is another method.
        ("-[FeedVC viewdidload]", .other),
    ])
    func viewCallbacksIgnoreCase(line: String, kind: EventKind) {
        #expect(recognize(line).map(\.kind) == [kind])
    }

    @Test("A mangled name whose lengths do not decode is kept as printed, not cut")
    func undecodableMangledNameIsKept() {
        #expect(ClassName.normalize("_TtGC5example13StatsVCCS_19StatsViewImpl_") == "_TtGC5example13StatsVCCS_19StatsViewImpl_")
        #expect(ClassName.normalize("_TtGC7SwiftUI19UIHostingControllerV5MyApp8MainView_") == "UIHostingController")
        #expect(ClassName.normalize("_TtCs12_SwiftObject") == "_SwiftObject")
    }

    @Test("A view's description with its fields, as `print(self, #function)` prints a view or a cell, names the view", arguments: [
        ("<App.PhotoCell: 0x7f8e5a80e200; baseClass = UITableViewCell; frame = (0 88; 390 44); layer = <CALayer: 0x600000d0c4e0>> deinit", "PhotoCell", EventKind.dealloc),
        ("<UITableViewCell: 0x7f8e5a80e400; frame = (0 0; 390 44); text = 'Row; 3'; layer = <CALayer: 0x600000d0c500>> prepareForReuse()", "UITableViewCell", .other),
        ("<App.HostView: 0x7f8e5a80e800; frame = (0 0; 390 700); layer = <CALayer: 0x600000d0c800>> didMoveToWindow()", "HostView", .didMoveToWindow),
        ("deinit <App.PhotoCell: 0x7f8e5a80e200; baseClass = UITableViewCell; frame = (0 88; 390 44); layer = <CALayer: 0x600000d0c4e0>>", "PhotoCell", .dealloc),
    ])
    func viewDescriptions(line: String, cls: String, kind: EventKind) {
        #expect(expectOneEvent(line, kind, of: cls)?.address != nil)
    }

    @Test("A logger's tag in capitals before a call that names its object is no type; a tag and a colon before prose stays prose", arguments: [
        ("AUDIT >>> deinit PTTabBarViewController", "PTTabBarViewController", EventKind.dealloc),
        ("AUDIT deinit PTTabBarViewController", "PTTabBarViewController", .dealloc),
        ("LOG >>> viewDidLoad FeedViewController", "FeedViewController", .viewDidLoad),
    ])
    func capitalTags(line: String, cls: String, kind: EventKind) {
        expectOneEvent(line, kind, of: cls)
    }
}
