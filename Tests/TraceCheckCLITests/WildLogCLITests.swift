import Foundation
import Testing

/// The README's claims about logs in the wild (issue 14), checked on the built binary.
@Suite("Logs in the wild, through the binary")
struct WildLogCLITests {
    static let wild = "Tests/Fixtures/wild"

    /// Writes `text` to a scratch file and runs `arguments` + the file.
    func run(_ arguments: [String], on text: String, _ name: String = #function) throws -> Outcome {
        let folder = try Paths.scratchFolder(name)
        let file = folder.appendingPathComponent("paste.log")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try CLI.run(arguments + [file.path])
    }

    /// The events of `text` as `events -f ndjson` prints them, one dictionary per event.
    func ndjsonEvents(of text: String, _ name: String = #function) throws -> (outcome: Outcome, records: [[String: Any]]) {
        let outcome = try run(["events", "-f", "ndjson"], on: text, name)
        let records = try outcome.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        return (outcome, records)
    }

    @Test("By class name only, what a second instance most likely did is a note: the README's severity claim")
    func secondInstancesByClassNameAreNotes() throws {
        // Three runs of one app pasted one after another: each later run loads vc1 and vc2 again after they appeared.
        let runs = try CLI.run(["check", "\(Self.wild)/seq07_three_runs_pasted_class_only_labels_remkoh.log"])
        #expect(runs.status == 0)
        for line in [12, 14, 41, 48, 51, 62] { #expect(runs.stdout.contains("_remkoh.log:\(line): note: "), "line \(line): \(runs.stdout)") }
        #expect(runs.stdout.contains("6 notes in 1 file"), "\(runs.stdout)")
        // A table reuses only cells it holds: a cell's prepareForReuse after a deinit reached another cell.
        let cells = try run(["check"], on: "MyCell init(style:reuseIdentifier:)\nMyCell init(style:reuseIdentifier:)\nMyCell deinit\nMyCell prepareForReuse()\n")
        #expect(cells.status == 0 && cells.stdout.contains("paste.log:4: note: MyCell: prepareForReuse() after dealloc"), "\(cells.stdout)")
    }

    @Test("An NSLog prefix cut to its time of day, or behind a line number, keeps the pid: two launches stay apart")
    func cutPrefixesKeepLaunchesApart() throws {
        for prefix in ["18:03:46.485 ", "42884 2018-06-08 18:03:46.485 "] {
            func launch(_ pid: Int) -> String {
                ["viewDidLoad", "viewWillAppear:", "viewDidAppear:"].map { "\(prefix)LifeCircle[\(pid):4017] -[ViewController \($0)] <ViewController: 0x7fa1>" }
                    .joined(separator: "\n")
            }
            let outcome = try run(["check"], on: launch(32254) + "\n" + launch(32611) + "\n")
            #expect(outcome.status == 0 && outcome.stdout.contains("no violations in 1 file (6 lines, 6 events)"), "\(prefix): \(outcome.stdout)")
            let one = try run(["check"], on: launch(32254) + "\n" + launch(32254) + "\n")
            #expect(one.stdout.contains("[view-loaded-twice]"), "one launch loading twice is still found: \(one.stdout)")
        }
    }

    @Test("Xcode's stamp with the process cut away keeps its time: the README's cut-prefix claim")
    func stampWithoutProcessKeepsItsTime() throws {
        let (outcome, records) = try ndjsonEvents(of: "2019-10-12 15:44:51.179910+0800 -[XibSelfViewController viewDidLoad]\n"
                                                      + "23:18:54.728433+0800  -[Person dealloc]---\n"
                                                      + "2019-10-12 15:44:51.185491+0800 MyApp[812:4017] -[XibSelfViewController viewWillAppear:]\n")
        #expect(records.map { $0["time"] as? String } == ["2019-10-12T15:44:51.179910+08:00", "23:18:54.728433+08:00", "2019-10-12T15:44:51.185491+08:00"],
                "\(outcome.stdout)")
        #expect(records.map { $0["process"] as? String } == ["", "", "MyApp"], "a record whose process follows its stamp is NSLog's")
        // A number after the stamp starts what would read as a frame: the line is read whole, as before.
        let (_, numbered) = try ndjsonEvents(of: "23:18:51.727756+0800 1 start -[WGMainObjcVC viewDidLoad]\n")
        #expect(numbered.map { $0["event"] as? String } == ["viewDidLoad"])
        // The blank before the process lost in a page's copy: NSLog's line all the same, with its launch.
        let (_, glued) = try ndjsonEvents(of: "2013-03-27 16:58:48.279StudyInit[1659:11303] loadView\n2012-10-19 15:51:54.081inHyron[483:b903] viewDidLoad\n", "glued")
        #expect(glued.map { "\($0["time"] ?? "-")|\($0["process"] ?? "-")|\($0["pid"] ?? "-")|\($0["event"] ?? "")" }
                == ["2013-03-27T16:58:48.279|StudyInit|1659|loadView", "2012-10-19T15:51:54.081|inHyron|483|viewDidLoad"], "\(glued)")
    }

    @Test("Bare print lines before the first NSLog record join the app's launch: one timeline, the README's claim")
    func linesBeforeTheFirstRecordJoinTheLaunch() throws {
        let text = ["HomeViewController viewDidLoad()", "HomeViewController viewWillAppear(_:)",
                    "2026-12-06 10:00:00.123456+0000 MyApp[123:4567] [Network] request started",
                    "HomeViewController viewDidAppear(_:)"].joined(separator: "\n") + "\n"
        let timeline = try run(["timeline"], on: text)
        #expect(timeline.status == 0)
        #expect(timeline.stdout.hasPrefix("HomeViewController in ") && timeline.stdout.contains("paste.log (MyApp[123])\n"), "\(timeline.stdout)")
        #expect(timeline.stdout.contains("1 object in 1 file"), "\(timeline.stdout)")
        let check = try run(["check"], on: text, "check")
        #expect(check.status == 0 && check.stdout.contains("no violations in 1 file"), "\(check.stdout)")
    }

    @Test("A hook's label before a callback names no object: the controller described after it is the receiver, the README's claim")
    func hookLabelsNameTheDescribedController() throws {
        let push = [("Track viewWillDisappear", "Home", "1"), ("Track viewWillAppear", "Detail", "2"),
                    ("Track viewDidDisappear", "Home", "1"), ("Track viewDidAppear", "Detail", "2")]
            .map { "2016-05-01 10:00:00.100 Demo[100:200] \($0.0) <\($0.1)ViewController: 0x7fa11070010\($0.2)>" }
        let (outcome, records) = try ndjsonEvents(of: push.joined(separator: "\n") + "\nAspect viewDidLoad <ViewController: 0x7fc54040ffe0>\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["class"] as? String } == ["HomeViewController", "DetailViewController", "HomeViewController",
                                                             "DetailViewController", "ViewController"], "\(records)")
        let check = try run(["check"], on: push.joined(separator: "\n") + "\n", "check")
        #expect(check.status == 0 && check.stdout.contains("no violations"), "\(check.stdout)")
        // The argument of a containment callback is the parent, not the receiver; a field names another
        // object, and a helper's deinit may print its owner.
        let (_, child) = try ndjsonEvents(of: "Track willMoveToParentViewController <ParentViewController: 0x7fa1>\n"
                                          + "FeedPresenter viewDidLoad view=<FeedViewController: 0x7f0000001>\nImageLoader deinit <FeedViewController: 0x7f0000001>\n", "child")
        #expect(child.map { $0["class"] as? String } == ["Track", "FeedPresenter", "ImageLoader"], "\(child)")
    }

    @Test("A receiver unified logging redacted as <private> is an object trace-check cannot name: the README's claim")
    func privateReceiversAreUnnamed() throws {
        let lines = ["2024-05-01 10:00:00.100 Df MyApp[812:1a2b] [com.example.MyApp:viewcycle] <private> viewWillAppear(_:)",
                     "default\t10:00:00.200000+0100\tMyApp\t<private> viewDidAppear(_:)",
                     "2024-05-01 10:00:04.000 Df MyApp[812:1a2b] [com.example.MyApp:viewcycle] <private> deinit"]
        let (outcome, records) = try ndjsonEvents(of: lines.joined(separator: "\n") + "\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["event"] as? String } == ["viewWillAppear", "viewDidAppear", "dealloc"], "\(records)")
        #expect(records.allSatisfy { $0["class"] == nil || $0["class"] is NSNull }, "\(records)")
    }

    @Test("A UIKit base class's own method without a receiver names no object, and a removal read from an unlogged argument is a note: the README's claims")
    func baseClassTokensAndUnloggedArguments() throws {
        // A symbolic breakpoint on -[UIViewController viewDidLoad], `po $arg1` printing each controller on the next line.
        let breakpoint = ["FirstViewController", "SecondViewController", "ThirdViewController"]
            .map { "-[UIViewController viewDidLoad]\n<\($0): 0x7f9d52886c00>\n" }.joined()
        let loads = try run(["check"], on: breakpoint)
        #expect(loads.status == 0 && loads.stdout.contains("2 notes in 1 file"), "\(loads.stdout)")
        #expect(!loads.stdout.contains("warning"), "\(loads.stdout)")
        // A class apps use as it is keeps its name.
        let (_, navigation) = try ndjsonEvents(of: "-[UINavigationController viewDidLoad]\n", "navigation")
        #expect(navigation.map { $0["class"] as? String } == ["UINavigationController"], "\(navigation)")
        // UIKit's second didMove(toParent: parent) after the child appeared, printed by #function without the argument.
        let moves = try run(["check"], on: "C1 willMove(toParent:)\nC1 didMove(toParent:)\nC1 viewDidAppear(_:)\nC1 didMove(toParent:)\n", "moves")
        #expect(moves.status == 0 && moves.stdout.contains(":4: note: C1: didMove(toParent:) (its argument not logged, so read as nil)"), "\(moves.stdout)")
    }

    @Test("An HTML line break at the end of a line copied from a page's source is not part of the message: the README's claim")
    func lineBreakTagsAreNoText() throws {
        let (outcome, records) = try ndjsonEvents(of: "   Parent: viewDidLoad<br>\nChild: viewWillAppear<br/>\n<Child: 0x1> viewWillDisappear<br />\n-[Child viewDidDisappear:]<br>\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["event"] as? String } == ["viewDidLoad", "viewWillAppear", "viewWillDisappear", "viewDidDisappear"], "\(records)")
        #expect(records.map { $0["class"] as? String } == ["Parent", "Child", "Child", "Child"], "\(records)")
    }

    @Test("A UIKit sentence typed without its objects' addresses is a note that says so")
    func typedSentencesAreNotesThatSaySo() throws {
        let outcome = try run(["check"], on: "Warning: Attempt to present < PSTAlertController > on < ViewController > whose view is not in the window hierarchy!\n")
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("paste.log:1: note: ") && outcome.stdout.contains("and this line does not name that object: quoted or typed text, so a note"), "\(outcome.stdout)")
    }

    @Test("Console.app copies are read with the Library, Subsystem and Category columns shown or hidden: the README's claim")
    func consoleAppColumnsAreRead() throws {
        let lines = ["default\t10:00:00.100000+0100\tMyApp\t-[ListViewController viewDidLoad]",
                     "default\t10:00:00.200000+0100\tMyApp\tcom.example.MyApp\tviewcycle\tListViewController viewWillAppear(_:)",
                     "default\t10:00:00.300000+0100\tMyApp\t\t\t-[ListViewController viewDidAppear:]",
                     "default\t10:00:00.400000+0100\tMyApp\tlifecycle\t-[ListViewController viewWillDisappear:]\tafter a tab",
                     // The Library column shown first (airsdk/Adobe-Runtime-Support#514).
                     "MyApp\tdefault\t10:00:00.500000 +0100\tMyApp\t-[ListViewController viewDidDisappear:]"]
        let (outcome, records) = try ndjsonEvents(of: lines.joined(separator: "\n") + "\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["event"] as? String } == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"], "\(records)")
        #expect(records.allSatisfy { $0["process"] as? String == "MyApp" && $0["class"] as? String == "ListViewController" }, "\(records)")
    }

    @Test("A separator between a type and its callback, a colon with blanks on both sides too, names the type: the README's claim")
    func separatorsNameTheType() throws {
        let (outcome, records) = try ndjsonEvents(of: "FeedVC: viewDidLoad()\nFeedVC - viewWillAppear(_:)\nFeedVC : viewDidAppear\nFeedVC#viewWillDisappear\nNote : viewWillAppear fires twice\n"
                                                  + "FeedVC\u{FF1A}viewDidDisappear(_:)\nFeedVC \u{FF1A}deinit\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["class"] as? String } == ["FeedVC", "FeedVC", "FeedVC", "FeedVC", "FeedVC", "FeedVC"], "\(records)")
        // Labels of instances without a colon (a Korean course's `VC-1 viewDidLoad 호출됨`).
        let (_, labelled) = try ndjsonEvents(of: "A ViewController viewDidLoad()\nB ViewController viewDidLoad()\nVC-1 viewDidLoad 호출됨\nWhen ViewController viewDidLoad() runs\n"
                                             + "D-child viewWillAppear\nHome-VC viewWillAppear:\nPre-iOS viewDidLoad is called\n", "labels")
        #expect(labelled.map { $0["class"] as? String } == ["A ViewController", "B ViewController", "VC-1", "D-child", "Home-VC"], "\(labelled)")
        // A banner of the method and the screen's label (Korean study notes on presentation styles).
        let (_, banners) = try ndjsonEvents(of: "---------- [ viewWillDisappear - A vc ] ----------\n---------- [ viewWillAppear - B vc ] ----------\n[ see - the docs ]\n"
                                            + "[viewDidLoad - called]\n[viewWillAppear - start]\nPost-login viewDidLoad\nRe-entry viewWillAppear\n", "banners")
        #expect(banners.map { $0["class"] as? String } == ["A vc", "B vc"], "\(banners)")
    }

    @Test("Tools' rows that name methods are no calls, and one statement's repeated token is one call: the README's claim")
    func toolRowsAreNoCalls() throws {
        let rows = [
            "-[KSAccountsPreferences dealloc] (in Sail) (KSAccountsPreferences.m:77)",
            "              AppKit`-[NSViewController viewWillAppear]+0x28",
            "  2\tRelease\t-1\t1\t00:08.857.754\tAppleBugTest\t-[ViewController viewDidLoad]",
            "  24 UIKit 59.0  -[UIViewController loadViewIfRequired]",
            "    99.0ms   38.2%\t79.0\t-[BPTextViewController viewWillAppear:]",
            "~ -[DASettingsDataclassConfigurationViewController viewWillDisappear:] : 144 -> 148",
            "  1680 ms     | -[UIViewController viewDidLoad]",
            "/Users/me/Proj/RootViewController.m: In function '-[RootViewController dealloc]':",
            "duplicate symbol '-[ViewController viewWillAppear:]' in:",
            "    NSLog(@\"-[ViewController dealloc]\");",
            "2011-12-17 23:17:37.791 UsePopover[3355:707] -[NSViewController loadView] loaded the \"PopoverViewController\" nib but no view was set.",
            // A method named in a sentence's code span (an issue's prose, madordie's blog).
            "I expected `-[DetailViewController dealloc]` to run after the pop, but it never does:",
            "那么实现`-[TestModel dealloc]`即可找到什么时候释放的呗~",
        ]
        let (outcome, records) = try ndjsonEvents(of: rows.joined(separator: "\n") + "\n-[ChatViewController viewWillAppear:] line 329 $ -[ChatViewController viewWillAppear:]\n")
        #expect(outcome.status == 0)
        #expect(records.map { $0["line"] as? Int } == [rows.count + 1], "\(records)")
    }

    @Test("A printed array of several instances of the method's class is no call; self before it is the receiver: the README's claim")
    func listOfInstancesNamesNoReceiver() throws {
        let (_, records) = try ndjsonEvents(of: """
            FolderViewController.viewWillAppear(_:) stack=[<Files.FolderViewController: 0x600003a04e00>, <Files.FolderViewController: 0x600003a1c700>]
            FolderViewController.viewDidLoad() <Files.FolderViewController: 0x600003a1c700> stack=[<Files.FolderViewController: 0x600003a04e00>]

            """, "stack")
        #expect(records.map { $0["line"] as? Int } == [2], "\(records)")
        #expect(records.map { $0["address"] as? String } == ["0x600003a1c700"], "\(records)")
    }

    @Test("Backtrace frames of every form give no event at all")
    func backtracesGiveNoEvents() throws {
        for name in ["bt03_crash_report_thread0_dealloc_Shimmer67.log", "bt04_crash_report_swift_frames_NetNewsWire522.log",
                     "bt05_crash_report_tab_dealloc_frames_SalesforceRN403.log", "bt06_crashlytics_frames_intercom293.log",
                     "bt08_ips_json_symbols_AboutThisHack94.log",
                     "bt12_lldb_memory_history_frames_MelonTeam.log", "bt13_crash_frames_split_image_line_book.log",
                     "bt14_frames_without_numbers_blank_lines_blog.log", "bt15_crash_frames_without_addresses_Instabug.log",
                     "bt18_instruments_leak_stack_no_address_radar21220974.log", "bt19_bugsnag_image_path_frames_Instabug171.log",
                     "bt20_frames_with_image_offset_column_rn-screens1857.log", "bt21_thread_sanitizer_report_LJLock.log",
                     "bt22_thread_sanitizer_objc_frames_snowplow609.log", "bt24_crash_frames_image_offset_no_suffix_weeknotes.log",
                     "bt27_bugly_escaped_stack_on_one_line_flutter_boost2186.log"] {
            let outcome = try CLI.run(["events", "\(Self.wild)/\(name)"])
            #expect(outcome.stdout.isEmpty, "\(name): \(outcome.stdout)")
        }
        let weak = try CLI.run(["events", "\(Self.wild)/bt11_crash_report_file_line_frames_dealloc_weak_blog.log"])
        #expect(weak.stdout.split(separator: "\n").count == 1, "only the runtime's own line: \(weak.stdout)")
        #expect(weak.stdout.contains("ShareViewController@0x7fbc9287e840  diagnostic  zombieMessage"), "\(weak.stdout)")
        // XCTest's progress lines name tests as method tokens (flutter/engine#16672).
        let xctest = try run(["events"], on: "Test Suite 'FlutterViewControllerTest' started at 2020-03-06 20:07:26.037\n"
                             + "Test Case '-[FlutterViewControllerTest testDoesntLoadViewInInit]' started.\n"
                             + "Test Case '-[FlutterViewControllerTest testDoesntLoadViewInInit]' passed (0.001 seconds).\n"
                             + "\t Executed 6 tests, with 0 failures (0 unexpected) in 0.008 (0.022) seconds\n")
        #expect(xctest.stdout.isEmpty, "\(xctest.stdout)")
        // Each test case makes its own objects: a controller every test loads is not loaded twice.
        let tests = (1...3).map { "Test Case '-[AppTests.LoginTests test\($0)]' started.\nLoginViewController viewDidLoad()\n" }.joined()
        let perTest = try run(["check"], on: tests, "perTest")
        #expect(perTest.status == 0 && perTest.stdout.contains("no violations in 1 file (6 lines, 3 events)"), "\(perTest.stdout)")
        // Also behind XCTest's output barrier, glued to the line in xcodebuild's output (linkedin/bluepill).
        let barrier = try run(["check"], on: "Test Case '-[FeedTests testA]' started.\n2017-12-05 15:14:05.820 App[10618:1544990] -[FeedViewController viewDidLoad] <FeedViewController: 0x7f8a1c00>\n"
                              + "XCTestOutputBarrierTest Case '-[FeedTests testB]' started.\n2017-12-05 15:14:06.820 App[10618:1544990] -[FeedViewController viewDidLoad] <FeedViewController: 0x7f8a1c00>\n", "barrier")
        #expect(barrier.status == 0 && barrier.stdout.contains("no violations in 1 file (4 lines, 2 events)"), "\(barrier.stdout)")
        // Swift Testing's lines name tests by function: a suite testing each callback in parallel, in any order.
        let swiftTesting = try run(["check"], on: ["\u{25C7} Suite ProfileViewControllerTests started.", "\u{25C7} Test viewDidLoad() started.",
                                                   "\u{25C7} Test viewDidDisappear() started.", "\u{2714} Test viewDidDisappear() passed after 0.002 seconds.",
                                                   "\u{2718} Test viewDidLoad() recorded an issue at PTests.swift:9:5: Expectation failed",
                                                   "\u{21B3} viewDidLoad() should set the title", "\u{1007C8} Test deinit() started.",
                                                   "\u{10105B}  Test viewDidAppear() passed after 0.001 seconds.",
                                                   "ProfileViewController viewDidLoad()"].joined(separator: "\n") + "\n", "swiftTesting")
        #expect(swiftTesting.status == 0 && swiftTesting.stdout.contains("no violations in 1 file (9 lines, 1 event)"), "\(swiftTesting.stdout)")
        // `↳` also draws trees of child controllers: only the library's own `↳` lines are its.
        let tree = try run(["events"], on: "\u{21B3} Testing Library Version: 6.3.1 (937120cbc281cf2)\n\u{21B3} ChildVC viewDidLoad\n", "tree")
        #expect(tree.stdout.contains("ChildVC  viewDidLoad") && tree.stdout.split(separator: "\n").count == 1, "\(tree.stdout)")
        let lldb = try CLI.run(["events", "\(Self.wild)/bt02_lldb_bt_removeObserver_JSQMessages379.log"])
        #expect(lldb.stdout.split(separator: "\n").count == 1, "only the exception's own sentence: \(lldb.stdout)")
        // Crashlytics' decimal addresses, gdb's stopped frame, and the message an unrecognized-selector exception names.
        let more = try run(["events"], on: "4  Foundation                     6505731252 -[NSObject(NSKeyValueObserverRegistration) removeObserver:forKeyPath:]\n"
                           + "#0  -[RootVC viewDidLoad] (self=0x4b2a0c0, _cmd=0x2a61a13) at RootVC.m:30\n"
                           + "9  MyProjectBeta -[BaseViewController viewDidAppear:] (BaseViewController.m:140)\n"
                           + "-[__NSCFString viewDidAppear:]: unrecognized selector sent to instance 0xd696660\n"
                           + "stack: 0x000000010b8ad000 -[FlutterViewController dealloc] + 76\n"
                           // A stack whose columns and lines a page collapsed: a number, an image and an address before each symbol.
                           + "Fatal Exception: X 1 libobjc.A.dylib 0x172e4 objc_exception_throw 2 MyApp 0x38a468 -[FeedVC viewWillDisappear:] 3 MyApp 0x3fa8a4 -[FeedVC dealloc]\n")
        #expect(more.stdout.isEmpty, "\(more.stdout)")
    }

    @Test("NSZombie's line without its address names its class, unless quoted from memory; a controller presenting itself is a warning: the README's catalogue claims")
    func zombieWithoutAddressAndPresentingItself() throws {
        let cut = try run([], on: "2015-07-13 16:58:43.683 -[UITableView release]: message sent to deallocated instance\n")
        #expect(cut.status == 1 && cut.stdout.contains("paste.log:1: error: UITableView was sent release after it was deallocated (NSZombie)"), "\(cut.stdout)")
        let quoted = try run([], on: "Fix error '-[UIKeyboardLayoutStar release]: message sent to deallocated instance'\n"
                             + "// -[Login scrollViewDidScroll:]: message sent to deallocated instance\n"
                             + "*** -[CAMetalDrawable release]: message sent to deallocated instance 0x...\n")
        #expect(quoted.status == 0 && !quoted.stdout.contains("message-after-dealloc"), "\(quoted.stdout)")
        let itself = try run([], on: "reason: 'Application tried to present modal view controller on itself. Presenting controller is <AVPlayer.PlayerViewController: 0x13e846800>.'\n")
        #expect(itself.stdout.contains("paste.log:1: warning: UIKit warning: ") && itself.stdout.contains("[uikit-diagnostic]"), "\(itself.stdout)")
    }

    @Test("A UIKit sentence pasted hard-wrapped is read as one at its first line: the README's wrapped-sentence claim")
    func hardWrappedSentences() throws {
        let kvo = try CLI.run(["\(Self.wild)/wrap01_kvo_dealloc_hard_wrapped_BlocksKit115.log"])
        #expect(kvo.status == 1)
        #expect(kvo.stdout.contains("wrap01_kvo_dealloc_hard_wrapped_BlocksKit115.log:1: error: NSObject@0x9b47210 was deallocated"), "\(kvo.stdout)")
        // On standard input, and with more than three lines to add, nothing is joined.
        let piped = try CLI.run(["events", "-"], stdin: Paths.root.appendingPathComponent("\(Self.wild)/wrap02_already_presenting_wrapped_three_lines_RN.log"))
        #expect(piped.stdout.split(separator: "\n").count == 1)
        #expect(piped.stdout.contains("RNSScreen@0x127374000  diagnostic  presentationWarning"), "\(piped.stdout)")
        let tooLong = try run(["events"], on: "Attempt to present <A: 0x1>\non <B: 0x2>\nand more\nand more\nwhich is already presenting <C: 0x3>.\n")
        #expect(tooLong.stdout.isEmpty, "\(tooLong.stdout)")
        let cut = try CLI.run(["events", "\(Self.wild)/wrap04_dismiss_in_progress_wrapped_inside_object_ZFDragableModal3.log"])
        #expect(cut.stdout.split(separator: "\n").count == 1)
        #expect(cut.stdout.contains(":1  -  ?  UINavigationController@0x144510fa0  diagnostic  presentationWarning"), "\(cut.stdout)")
        let token = try CLI.run(["\(Self.wild)/wrap05_zombie_wrapped_after_class_name_book_SuperCheckout.log"])
        #expect(token.stdout.contains(":1: error: ProductDetailsViewController at 0x13a620 was sent respondsToSelector: after it was deallocated (NSZombie)"), "\(token.stdout)")
        let event = try run(["events"], on: "-[A viewDidLoad] Attempt to present <B: 0x2> on <A: 0x1>\nwhich is already presenting <C: 0x3>.\n")
        #expect(event.stdout.split(separator: "\n").count == 1)
        #expect(event.stdout.contains("viewDidLoad"), "\(event.stdout)")
    }

    @Test("One exception caught during the pool drain and then terminating the app is one finding: the README's exception claim")
    func oneExceptionPrintedTwice() throws {
        let outcome = try CLI.run(["\(Self.wild)/diag13_exception_caught_then_terminating_one_crash_MemoryLeakDemo.log"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("1 error in 1 file (30 lines, 2 events)"), "\(outcome.stdout)")
        let sentence = "Cannot remove an observer <V 0x1> for the key path \"k\" from <D 0x2> because it is not registered as an observer."
        let untimed = try run([], on: "[general] Caught exception during autorelease pool drain NSRangeException: \(sentence)\n*** Terminating app due to uncaught exception 'NSRangeException', reason: '\(sentence)'\n")
        #expect(untimed.stdout.contains("1 error in 1 file (2 lines, 2 events)"), "\(untimed.stdout)")
        // Two removals far apart are two findings, and so is a second one that does not end the app.
        let apart = try run([], on: "\(sentence)\n\n\n\n*** Terminating app due to uncaught exception 'NSRangeException', reason: '\(sentence)'\n")
        #expect(apart.stdout.contains("2 errors in 1 file"), "\(apart.stdout)")
        let twice = try run([], on: "\(sentence)\n\(sentence)\n")
        #expect(twice.stdout.contains("2 errors in 1 file"), "\(twice.stdout)")
    }

    @Test("Swift's fatal error shown three times is one finding, and placeholders give notes: the README's quoted-sentence claims")
    func repeatedFatalErrorsAndPlaceholders() throws {
        let fatal = try CLI.run(["\(Self.wild)/diag14_unowned_fatal_error_printed_three_times_NukeUI35.log"])
        #expect(fatal.status == 1)
        #expect(fatal.stdout.contains(":1: error: an unowned reference to the object was read after it was deallocated (Swift's fatal error)"), "\(fatal.stdout)")
        #expect(fatal.stdout.contains("1 error in 1 file"), "\(fatal.stdout)")
        let placeholders = try run(["--fail-on", "warning"], on: "Warning: Attempt to present X on Y whose view is not in the window hierarchy!\nUnbalanced calls to begin/end appearance transitions for <>.\n// Attempt to present * on * whose view is not in the window hierarchy!\n"
                                   + "Unbalanced calls to begin/end appearance transitions for <SourceController>\n"
                                   + "x() // fixes Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7f...\n"
                                   + "# [Bug] Unbalanced calls to begin/end appearance transitions for Xamarin_Forms_Platform_iOS_PageRenderer\n")
        #expect(placeholders.status == 0, "\(placeholders.stdout)")
        #expect(placeholders.stdout.contains("6 notes in 1 file"), "\(placeholders.stdout)")
        // A bare class name in an exception's report: the app crashed, so the class is the object.
        let crash = try run([], on: "Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:BATestTableViewController should have parent view controller:LazyViewController but actual parent is:HomeViewController'\n")
        #expect(crash.stdout.contains("paste.log:1: error: UIKit raised UIViewControllerHierarchyInconsistency for BATestTableViewController"), "\(crash.stdout)")
        let named = try run([], on: "Warning: Attempt to present <B: 0x1> on <ListViewController: 0x2> whose view is not in the window hierarchy!\nUnbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7f...\n"
                            + "- Unbalanced calls to begin/end appearance transitions for \\<FeedVC: 0x109518bd0\\>\n"
                            + "Unbalanced calls to begin/end appearance transitions for < mainViewController: 0x12f510530>\n")
        #expect(named.stdout.contains(":3: error: UIKit reported unbalanced begin/end appearance transitions for FeedVC@0x109518bd0"), "\(named.stdout)")
        #expect(named.stdout.contains(":4: error: UIKit reported unbalanced begin/end appearance transitions for mainViewController@0x12f510530"), "\(named.stdout)")
        #expect(named.stdout.contains("paste.log:1: warning: UIKit warning: "), "\(named.stdout)")
        #expect(named.stdout.contains(":2: error: UIKit reported unbalanced begin/end appearance transitions for UINavigationController [appearance-transition-balance]"), "\(named.stdout)")
    }

    @Test("Separators, `(Type)`, `method in Type`, `method Type`, deinit prints, debugPrint's quotes and tags before the type name the type: the README's method-spelling claims")
    func methodSpellings() throws {
        let lines = ["(FeedVC) viewDidLoad()", "FeedVC -- viewWillAppear(_:)", "FeedVC --> viewDidAppear(_:)", "FeedVC → viewWillDisappear(_:)",
                     "FeedVC#viewDidDisappear", "<FeedVC: 0x7fa3c2d00110> - deinit", "layoutSubviews in FeedVC", "Deinit: FeedVC",
                     "FeedVC DEINITED", "\"FeedVC -- deinit\"", "FeedVC.swift:42 viewDidLoad()", "🔷 viewWillAppear(_:) (FeedVC.swift:20)",
                     "[Lifecycle] FeedVC viewDidLoad()", "[App][UI] FeedVC viewWillAppear(_:)", "[Memory] deinit <MyApp.FeedVC: 0x7fa3c2d00110>",
                     "[Memory] deinit FeedVC", "-------------- [FeedVC : viewDidLoad] --------------", "viewDidLoad() FeedVC",
                     "viewWillAppear - FeedVC", "[Lifecycle] viewDidAppear(_:) FeedVC", "FeedVC 销毁了", "控制器[FeedVC]被释放了",
                     "Current method: FeedVC viewWillDisappear", "13:54:48.404 💚 DEBUG FeedVC.viewDidLoad():29 - loaded",
                     "FeedVC is being deinitialized", "DEINIT - <MyApp.FeedVC: 0x7fa3c2d00110>", "FeedVC ViewWillAppear",
                     "FeedVC->viewDidLoad", "FeedVC > viewWillAppear", "FeedVC: viewDidAppear -", "FeedVC: viewWillDisappear called",
                     "FeedVC deallocated", "[DEBUG] [CALL][URI] [FeedVC.swift]:19 [viewDidLoad()] - message",
                     "FeedVC dealloced", "FeedVC willMoveToParent", "FeedVC didMoveToParent(_:)", "FeedVC Init", "FeedVC init"]
        let outcome = try run(["events"], on: lines.joined(separator: "\n") + "\n")
        let rows = outcome.stdout.split(separator: "\n")
        #expect(rows.count == lines.count, "\(outcome.stdout)")
        #expect(rows.allSatisfy { $0.contains("  FeedVC") }, "\(outcome.stdout)")
        let prose = try run(["events"], on: "viewWillAppear in UIKit is called before the view is visible\nFeedVC -> viewDidLoad fires twice\n"
                                + "[Common] FeedVC queued event viewDidLoad\nFeedVC: viewWillAppear fires twice\nFeedVC: viewDidLoad cleanup\n"
                                + "Make sure FeedVC deallocated properly\nFeedVC not deallocated\nObject Deallocated: (\nRealm init\n")
        #expect(!prose.stdout.contains("UIKit") && !prose.stdout.contains("FeedVC") && !prose.stdout.contains("Object")
                && !prose.stdout.contains("Realm"), "\(prose.stdout)")
        let base = try run(["events"], on: "-[BaseViewController dealloc] 控制器销毁 FeedVC\nBaseViewController deinit: <App.FeedVC: 0x7fb1c2d0a200>\n")
        #expect(base.stdout.split(separator: "\n").allSatisfy { $0.contains("  FeedVC") } && !base.stdout.contains("BaseViewController  "), "\(base.stdout)")
        let headings = try run(["events"], on: "// viewDidLoad\n## viewWillAppear\n// -[FeedVC viewDidLoad]\n")
        #expect(headings.stdout.split(separator: "\n").count == 1 && headings.stdout.contains("FeedVC  viewDidLoad"), "\(headings.stdout)")
        let bounds = try run(["events"], on: "{{0, 0}, {768, 1004}} viewDidLoad\nviewWillAppear: {{0, 0}, {768, 1004}}\n")
        #expect(bounds.stdout.contains(":1  -  ?  (unnamed)  viewDidLoad") && bounds.stdout.contains(":2  -  ?  (unnamed)  viewWillAppear"), "\(bounds.stdout)")
        let labels = try run(["events"], on: "vc1 viewWillAppear\nvc2 – viewDidLoad\nthen viewDidLoad\n")
        #expect(labels.stdout.contains("  vc1  viewWillAppear") && labels.stdout.contains("  vc2  viewDidLoad")
                && labels.stdout.split(separator: "\n").count == 2, "\(labels.stdout)")
        let scripts = try run(["events"], on: "画面A:viewDidLoad()\n—画面B:viewWillAppear(_:)\n화면C： viewDidAppear(_:)\n注意：viewDidLoad() 只调用一次\n"
                                  + "Tela 1: viewDidLoad\nЭкран A: viewWillAppear\nMàn hình 2: viewDidAppear\nPhotosVC: deinit вызван\nThe first: viewDidLoad\n")
        for expected in ["  画面A  viewDidLoad", "  画面B  viewWillAppear", "  화면C  viewDidAppear", "  Tela 1  viewDidLoad", "  Экран A  viewWillAppear",
                         "  Màn hình 2  viewDidAppear", "  PhotosVC  dealloc"] {
            #expect(scripts.stdout.contains(expected), "missing \(expected): \(scripts.stdout)")
        }
        #expect(scripts.stdout.split(separator: "\n").count == 7, "\(scripts.stdout)")
        let fields = try run(["events"], on: "Class:FeedVC Method:viewDidLoad\nクラス名:FeedVC メソッド名:viewWillAppear(_:)\n"
                                 + "Class:FeedVC Method:viewDidAppear: Message:shown\nError: FeedVC description: viewDidLoad failed twice\n")
        #expect(fields.stdout.split(separator: "\n").count == 3 && fields.stdout.split(separator: "\n").allSatisfy { $0.contains("  FeedVC  ") },
                "\(fields.stdout)")
        let category = try run(["events"], on: "[LIFECYCLE] viewDidLoad called\n2024-01-02 10:00:00.123 App[1:2] [UI] viewWillAppear(_:)\n")
        #expect(category.stdout.split(separator: "\n").count == 2 && category.stdout.split(separator: "\n").allSatisfy { $0.contains("(unnamed)") },
                "\(category.stdout)")
    }

    @Test("An object in Markdown back-ticks is still named, and a compressed stack's rows and an assertion report are no calls: the README's back-tick and frame claims")
    func backTickedObjectsAndCompressedFrames() throws {
        let outcome = try CLI.run(["\(Self.wild)/diag21_kvo_remove_backticks_compressed_stack_ioctocat183.log"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains(":3: error: MyEventsController@0x1d5f8610 removed a key-value observer that was not registered (from <GHEvents 0x1d5d2a70>)"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("2 errors in 1 file"), "\(outcome.stdout)")
        let frames = try run(["events"], on: "-[EventsController dealloc] + 70 at EventsController.m:54\n-[MyEventsController dealloc] + 466 at MyEventsController.m:98\n"
                             + "2016-01-05 10:00:00.000 MyApp[1:2] *** Assertion failure in -[FeedVC viewDidLoad](), /x/FeedVC.m:40\n")
        #expect(frames.stdout.isEmpty, "\(frames.stdout)")
    }

    @Test("Another tool's prefix is peeled and the record keeps its process and pid: the README's prefix claim")
    func toolPrefixes() throws {
        let lines = [
            "flutter: 2019-06-04 14:01:49.918 Df Alpha[101:22c7d0] -[VC viewDidLoad]",
            "[   +1 ms] [DEVICE LOG] 2020-02-18 15:43:28.708807+0700  localhost Beta[102]: (UIKitCore) -[VC viewDidLoad]",
            "info: [IOS_SYSLOG_ROW ] Jul 15 13:51:43 iPad Gamma[103] <Warning>: -[VC viewDidLoad]",
            "dbug: [07:30:04.3163530] 2026-07-22 07:30:04.315522-0700 Delta[104:60837] -[VC viewDidLoad]",
            "[09:28:50]: \u{25B8} 2019-01-15 09:28:50.101 Epsilon[105:38156600] -[VC viewDidLoad]",
            "[17:55:10][detox_ios] 2019-06-04 14:01:49.918 Zeta[106:1] -[VC viewDidLoad]",
            "> 2016-02-16 13:58:17.593 Eta[107:89836] -[VC viewDidLoad]",
            "// 2016-02-16 13:58:17.593 Theta[108:89836] -[VC viewDidLoad]",
            "NAT2app.log:2289:Mar 14 22:13:26 iPhone Iota[109] <Notice>: -[VC viewDidLoad]",
            "run.log:2016-02-16 13:58:17.593 Kappa[110:89836] -[VC viewDidLoad]",
            "1532:2016-02-16 13:58:17.593 Lambda[111:89836] -[VC viewDidLoad]",
            "```2016-02-16 13:58:17.593 Mu[112:89836] -[VC viewDidLoad]```",
            "2026-10-05T19:53:25.4400050Z 2016-02-16 13:58:17.593 Nu[113:89836] -[VC viewDidLoad]",
            // RCTLog prints no process: the line is the app's that logged last.
            "2016-11-09 17:31:49.453 [info][tid:main][VC.m:72] viewDidLoad",
        ]
        let (outcome, records) = try ndjsonEvents(of: lines.joined(separator: "\n") + "\n")
        #expect(records.map { $0["process"] as? String ?? "?" } == ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa", "Lambda", "Mu", "Nu", "Nu"],
                "\(outcome.stdout)")
        #expect(records.map { $0["pid"] as? Int ?? 0 } == Array(101...113) + [113])
        let list = try CLI.run(["formats", "--list"])
        for name in ["flutter", "flutter-verbose", "appium", "dotnet-console", "fastlane", "ci-job", "pasted-prefix", "grep-prefix", "rctlog", "github-actions", "xctest-barrier"] {
            #expect(list.stdout.contains(name), "\(name) missing from formats --list")
        }
    }

    @Test("A logging library's date and time before its level, or in brackets, is the line's time: the README's prefix claim")
    func loggerTimePrefixes() throws {
        let text = "2016-11-09 17:31:49.100 Alpha[7:1] -[Other viewDidLoad]\n"
            + "2014-06-09 06:44:43.600 [Debug] [FeedVC.swift:40] viewDidLoad(): Simple message\n"
            + "[2018-04-05 23:53:36.469] FeedVC.swift:18 viewWillAppear(_:) ❌ERROR: Here is an error!!!\n"
        let (outcome, records) = try ndjsonEvents(of: text)
        #expect(records.count == 3, "\(outcome.stdout)")
        #expect(records.dropFirst().map { ($0["time"] as? String)?.prefix(23) } == ["2014-06-09T06:44:43.600", "2018-04-05T23:53:36.469"], "\(outcome.stdout)")
        #expect(records.dropFirst().map { $0["process"] as? String } == ["Alpha", "Alpha"], "the app's that logged last: \(outcome.stdout)")
        #expect(try CLI.run(["formats", "--list"]).stdout.contains("logger-time"))
        // TTLog's README: five statements of one viewDidLoad at one time stamp, printed out of line order, are one call.
        let ttlog = try CLI.run(["check", "\(Self.wild)/fmt06_logger_statements_out_of_order_TTLog.log"])
        #expect(ttlog.status == 0 && ttlog.stdout.contains("no violations"), "\(ttlog.stdout)")
    }

    @Test("Xcode 15+'s metadata line gives the message before it its time and process: the README's metadata claim")
    func xcodeMetadataLines() throws {
        let text = "-[FeedViewController viewDidLoad]\n"
            + "Type: Notice | Timestamp: 2025-10-17 11:01:23.249653-05:00 | Process: MyApp | Library: MyApp | TID: 0x178d9c\n"
            + "FeedViewController viewWillAppear(_:)\nType: stdio\n"
        let (outcome, records) = try ndjsonEvents(of: text)
        #expect(records.map { $0["time"] as? String } == ["2025-10-17T11:01:23.249653-05:00", nil], "\(outcome.stdout)")
        #expect(records.map { $0["process"] as? String } == ["MyApp", "MyApp"], "\(outcome.stdout)")
    }

    @Test("NSLog's hexadecimal thread of iOS 6 and earlier is read: the README's thread claim")
    func hexadecimalThreads() throws {
        let outcome = try run(["events", "-f", "ndjson"], on: "2012-03-01 10:00:00.001 Cascade[33686:ef03] -[RootVC viewDidLoad]\n2012-03-01 10:00:00.002 Cascade[33686:1303] -[RootVC viewWillAppear:]\n")
        let tids = outcome.stdout.split(separator: "\n").map { $0.contains("\"tid\":61187") ? "ef03" : $0.contains("\"tid\":1303") ? "1303" : "?" }
        #expect(tids == ["ef03", "1303"], "\(outcome.stdout)")
    }

    @Test("A thread with a lower id that logs a callback is the main one, and a relaunch has its own: the README's thread claim")
    func mainThreadOfEachLaunch() throws {
        let example = try String(contentsOf: Paths.root.appendingPathComponent("Examples/observer_outlives_appearance.log"), encoding: .utf8)
        // An object released on a background queue before the first controller logs.
        let released = "2022-09-14 09:12:40.100000+0200 Messenger[5520:2210977] -[AvatarDownloadOperation dealloc] <AvatarDownloadOperation: 0x60000aa0c0c0>\n"
        let first = try run([], on: released + example)
        #expect(first.status == 1 && first.stdout.contains("error: ChatViewController"), "\(first.stdout)")
        // The same bug in Xcode 15's metadata lines (no pid), below a first run killed from Xcode.
        let metadata = example.split(separator: "\n").map { line -> String in
            let message = line.split(separator: "] ", maxSplits: 1).last ?? ""
            return "\(message)\nType: Notice | Timestamp: \(line.prefix(26))+02:00 | Process: Messenger | Library: Messenger | TID: 0x2a1c05"
        }
        let firstRun = "-[InboxViewController viewDidLoad] <InboxViewController: 0x10b40e600>\n"
            + "Type: Notice | Timestamp: 2022-09-14 09:10:02.101442+02:00 | Process: Messenger | Library: Messenger | TID: 0x16fb73\n"
            + "Message from debugger: Terminated due to signal 9\n"
        let relaunch = try run([], on: firstRun + metadata.joined(separator: "\n") + "\n")
        #expect(relaunch.status == 1 && relaunch.stdout.contains("error: ChatViewController"), "\(relaunch.stdout)")
        #expect(try run([], on: metadata.joined(separator: "\n") + "\n").stdout.contains("error: ChatViewController"))
        // The test cases of one launch share its main thread: an async completion's line from the last test
        // case, first in the next one, is no callback, and a double load after it is still found (iOS 6's
        // port names, in no order, so only the first test case's callbacks can tell the main thread).
        let cases = """
            Test Case '-[AppTests.FeedViewControllerTests test_load]' started.
            2024-05-01 10:00:00.100 AppHost[4242:1f03] -[FeedViewController viewDidLoad] <FeedViewController: 0x10520c7d0>
            Test Case '-[AppTests.FeedViewControllerTests test_reload]' started.
            2024-05-01 10:00:00.150 AppHost[4242:2b07] FeedViewController.viewDidLoad(): loaded 20 items
            2024-05-01 10:00:00.160 AppHost[4242:1f03] -[PostViewController viewDidLoad] <PostViewController: 0x10530c000>
            2024-05-01 10:00:00.170 AppHost[4242:1f03] -[PostViewController viewDidLoad] <PostViewController: 0x10530c000>

            """
        let twice = try run([], on: cases)
        #expect(twice.status == 1 && twice.stdout.contains(":6: error: PostViewController@0x10530c000: viewDidLoad again"), "\(twice.stdout)")
        // `events` shows each event's thread role, so a callback read as a plain call can be seen to be one.
        let (_, records) = try ndjsonEvents(of: released + example.split(separator: "\n").prefix(2).joined(separator: "\n")
                                            + "\n2022-09-14 09:12:40.220000+0200 Messenger[5520:2210977] -[InboxViewController viewDidAppear:]\n")
        #expect(records.map { $0["thread"] as? String } == ["main", "main", "main", "background"])
        let text = try run(["events"], on: released + "2022-09-14 09:12:40.218331+0200 Messenger[5520:2210933] -[InboxViewController viewDidLoad]\n"
                               + "2022-09-14 09:12:40.220000+0200 Messenger[5520:2210977] -[InboxViewController viewDidAppear:]\n")
        #expect(text.stdout.split(separator: "\n").map { $0.hasSuffix("  (background thread)") } == [false, false, true], "\(text.stdout)")
    }

    @Test("Callbacks spelled out in words are read, and sentences stay sentences: the README's spelled-out claim")
    func spelledOutCallbacks() throws {
        let outcome = try CLI.run(["\(Self.wild)/word01_spelled_out_view_did_load_twice_Material378.log"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(":2: warning: MainViewController: viewDidLoad again"), "\(outcome.stdout)")
        let (_, records) = try ndjsonEvents(of: "view did load\nView will appear\n[FeedVC] View did disappear called\n"
                                                + "When the view did appear, the keyboard shows up\nThe view did disappear was called\n"
                                                + "Ad view did load\nBanner view did load <GADBannerView: 0x7fc1a2b3c4d0>\nFeedVC view did appear never fires\n")
        #expect(records.map { $0["event"] as? String } == ["viewDidLoad", "viewWillAppear", "viewDidDisappear"])
        #expect(records.map { $0["class"] as? String } == [nil, nil, "FeedVC"])
        // A controller's description after the words, a label its name starts with before them (Cyrus' blog).
        let labelled = try CLI.run(["\(Self.wild)/word02_spelled_out_label_then_description_push_pop_cyrus.log"])
        #expect(labelled.status == 0 && labelled.stdout.hasPrefix("no violations in 1 file (13 lines, 8 events)"), "\(labelled.stdout)")
        let (_, described) = try ndjsonEvents(of: "B  view will appear    <B_ViewController: 0x7fa110516530>\nview did load <FeedViewController: 0x7fa11067a730>\n"
                                                  + "Ad view did load <FeedViewController: 0x7fa11067a730>\nView did load <NSManagedObject: 0x7fa11067a730>\n", "described")
        #expect(described.map { "\($0["class"] ?? "-")|\($0["address"] ?? "-")|\($0["event"] ?? "")" }
                == ["B_ViewController|0x7fa110516530|viewWillAppear", "FeedViewController|0x7fa11067a730|viewDidLoad"], "\(described)")
        // UIKit's container, what a child prints of `self.navigationController`, names no receiver.
        let (_, container) = try ndjsonEvents(of: "view did load <UINavigationController: 0x7fa110516530>\n", "container")
        #expect(container.isEmpty, "\(container)")
    }

    @Test("A logger's file and function columns name the class: the README's file-column claim")
    func loggerFileColumns() throws {
        let file = "\(Self.wild)/file01_logger_file_function_line_columns_LLALogManager.log"
        let outcome = try CLI.run([file])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("no violations in 1 file (28 lines, 17 events)"), "\(outcome.stdout)")
        let columns = try run(["events"], on: "MainVC.swift viewDidLoad() 31 log\nViewController.swift:viewWillAppear(_:):28:: x\nScreenA:viewDidAppear(_:)\n"
                                  + "FeedVC.swift > viewDidLoad(): 25\n/Users/me/App/ListVC.swift 15 viewDidLoad() 40\n")
        let classes = columns.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first.map(String.init) ?? "" }
        #expect(classes == ["MainVC", "ViewController", "ScreenA", "FeedVC", "ListVC"], "\(columns.stdout)")
        // Three statements of one viewDidLoad, each with its source line, are one call.
        let statements = try run([], on: "FeedVC.swift > viewDidLoad(): 25\ntest\nFeedVC.swift > viewDidLoad(): 26\nfalse\nFeedVC.swift > viewDidLoad(): 27\n")
        #expect(statements.status == 0 && statements.stdout.hasPrefix("no violations in 1 file"), "\(statements.stdout)")
    }

    @Test("A method's Start, statements and End lines are one call: the README's begin-marker claim")
    func beginMarkers() throws {
        let outcome = try CLI.run(["\(Self.wild)/rep01_start_end_markers_nested_calls_suho.log"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("no violations in 1 file"), "\(outcome.stdout)")
        let twice = try run([], on: "NaviController viewDidLoad() Start\nNaviController viewDidLoad() End\nNaviController viewDidLoad() Start\n")
        #expect(twice.stdout.contains(":3: warning: NaviController: viewDidLoad() again"), "\(twice.stdout)")
        let called = try run([], on: "[KeyboardViewController] viewDidLoad called\n[KeyboardViewController] viewDidLoad completed\n")
        #expect(called.status == 0 && called.stdout.hasPrefix("no violations in 1 file"), "\(called.stdout)")
        // Around super's call (a lifecycle demo's README): one load; a second `before super` is a second call.
        let aroundSuper = "[ListViewController] loadView - before super\n[ListViewController] loadView - after super\n"
        let once = try run([], on: aroundSuper, "aroundSuper")
        #expect(once.status == 0 && once.stdout.hasPrefix("no violations in 1 file"), "\(once.stdout)")
        let again = try run([], on: aroundSuper + aroundSuper, "aroundSuperTwice")
        #expect(again.stdout.contains(":3: warning: ListViewController: loadView again"), "\(again.stdout)")
        // Behind NSLog's prefix, on every thread count: the tag names the controller, and the two lines are one call.
        let logged = "2024-01-02 10:00:00.123 App[1:2] [KeyboardViewController] viewDidLoad called\n"
            + "2024-01-02 10:00:00.523 App[1:2] [KeyboardViewController] viewDidLoad completed\n"
        for threads in ["1", "2"] {
            let once = try run(["-j", threads], on: logged)
            #expect(once.status == 0 && once.stdout.hasPrefix("no violations in 1 file"), "\(once.stdout)")
            let twice = try run(["-j", threads], on: logged + "2024-01-02 10:00:01.000 App[1:2] [KeyboardViewController] viewDidLoad called\n")
            // A warning: the class logs no init, so by its name alone a second instance would look the same.
            #expect(twice.stdout.contains(":3: warning: KeyboardViewController: viewDidLoad again"), "\(twice.stdout)")
        }
    }

    @Test("Source code pasted beside a log gives no calls, where a printed bracket call does: the README's source-code claim")
    func sourceCodeIsNotCalls() throws {
        let code = try run(["events"], on: "super.viewDidLoad()\n[self.selectedViewController endAppearanceTransition];\n[super loadView];\nchildVC.view.removeFromSuperview()\ndeinit {\n")
        #expect(code.stdout.isEmpty, "\(code.stdout)")
        let printed = try run(["events"], on: "[MyVC viewDidLoad]\nFeedVC.viewDidLoad()\nvc2.viewWillDisappear\n")
        #expect(printed.stdout.split(separator: "\n").count == 3, "\(printed.stdout)")
        let pasted = try CLI.run(["events", "\(Self.wild)/code01_zombie_then_source_line_MMDrawer.log"])
        #expect(pasted.stdout.split(separator: "\n").count == 1, "only the zombie line: \(pasted.stdout)")
    }

    @Test("A base class's `self.class ---> __func__` lines are the subclass's: the README's receiver claim")
    func baseClassLogsTheSubclass() throws {
        let outcome = try run(["events"], on: "OneViewController ---> -[MainViewController viewDidLoad]\nTwoViewController ---> -[MainViewController viewDidLoad]\n")
        let classes = outcome.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first.map(String.init) ?? "" }
        #expect(classes == ["OneViewController", "TwoViewController"], "\(outcome.stdout)")
    }

    @Test("Each catalogue sentence is reported by its rule about the object it names")
    func catalogue() throws {
        let outcome = try CLI.run(["-q", Self.wild])
        #expect(outcome.status == 1)
        for expected in [
            "diag01_kvo_dealloc_observation_info_MessageDisplayKit44.log:1: error: XHMessageTableView@0x9312000 ",
            "diag03_kvo_remove_unregistered_issues.log:2: error: SDPhotoBrowser@0x101369e40 removed a key-value observer that was not registered (from <UIWindow 0x10130df50>)",
            "diag04_presentation_warnings_issues.log:5: warning: ",
            "diag05_unbalanced_appearance_issues.log:1: error: UIKit reported unbalanced begin/end appearance transitions for NavViewController@0x12d50b240",
            "diag06_hierarchy_inconsistency_issues.log:5: error: UIKit raised UIViewControllerHierarchyInconsistency for SessionsViewController@0xa2958e0",
            "diag07_unowned_reference_zombie_Erik57.log:1: error: ",
            "diag08_kvo_dealloc_address_lost_Persei17.log:1: error: UITableView ",
            "diag09_zombie_sign_lost_iConsole10.log:1: error: MyRootViewController at 0xa55d5b0 was sent handleConsoleCommand: after it was deallocated (NSZombie)",
            "diag10_detached_presenter_not_supported_LNPopupController560.log:1: warning: UIKit warning: Presenting view controller ",
            "diag15_pushing_same_instance_terminating_ios13_SwiftAlgorithms31.log:1: warning: UIKit exception (the app terminated): *** Terminating app",
            "diag16_pop_while_transition_occurring_SlideMenu161.log:1: warning: UIKit warning: popViewControllerAnimated: called on ",
            "diag18_load_view_while_deallocating_three_apps_mapbox2475.log:3: warning: ",
            "diag19_root_view_added_manually_window_Toaster182.log:1: warning: UIKit warning: [Window] Manually adding the rootViewController's view",
            "diag24_nested_pop_finishing_unexpected_state_SwipeNavigationVC2.log:1: warning: UIKit warning: nested pop animation can result in corrupted navigation bar",
            "diag24_nested_pop_finishing_unexpected_state_SwipeNavigationVC2.log:2: warning: UIKit warning: Finishing up a navigation transition in an unexpected state.",
            "diag25_subview_of_hosting_view_WhatsNewKit106_FloatingPanel688.log:1: warning: UIKit warning: Adding '_UIReparentingView' as a subview of UIHostingController.view",
            "diag25_subview_of_hosting_view_WhatsNewKit106_FloatingPanel688.log:2: warning: UIKit warning: Adding ' PassthroughView ' as a subview of  UIHostingController.view",
            "diag26_popover_without_source_view_capacitor-plugins352.log:1: warning: UIKit exception (the app terminated): *** Terminating app due to uncaught exception 'NSGenericException', reason: 'UIPopoverPresentationController",
            "diag27_window_without_root_controller_KKPasscodeLock13.log:1: warning: UIKit warning: Application windows are expected to have a root view controller",
            "diag28_main_thread_checker_STPopup140.log:2: warning: UIKit warning: Main Thread Checker: UI API called on a background thread: -[UIViewController presentedViewController]",
            "diag29_zombie_without_address_DZNEmptyDataSet97.log:1: error: UITableView was sent release after it was deallocated (NSZombie)",
            "diag30_kvo_remove_key_changed_without_notification_PBJVision290.log:1: error: PBJVision@0x17ea24d0 could not remove a key-value observer",
            "diag32_popover_document_menu_without_anchor_JVTImageFilePicker8.log:4: warning: UIKit exception (the app terminated): *** Terminating app due to uncaught exception 'NSGenericException', reason: 'Your application has presented a UIDocumentMenuViewController",
            "diag33_tableview_layout_outside_window_NetNewsWire3910_FlowCrypt683.log:1: note: UIKit warning: Warning once only: UITableView was told to layout its visible cells",
            "diag33_tableview_layout_outside_window_NetNewsWire3910_FlowCrypt683.log:2: note: UIKit warning: Warning once only: UITableView was told to layout its visible cells",
            "diag34_invalid_interface_orientation_Instabug90_MetalScope39_NYTPhotoViewer360.log:1: warning: UIKit exception (the app terminated): *** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation'",
            "diag35_page_turn_inconsistency_Pageboy277_ICViewPager6.log:3: warning: UIKit exception (the app terminated): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'No view controller managing visible view",
            "diag36_navigation_misuse_push_navigation_controller_pop_to_missing.log:4: warning: UIKit exception (the app terminated): ",
            "leak02_leakfinder_readme_LeakFinder.log:1: warning: ",
            "leak03_ribs_leak_detector_assertion_tutorial_blog.log:1: warning: a leak finder reported a possible leak of RootViewController@0x12271bd60",
        ] {
            #expect(outcome.stdout.contains(expected), "missing \(expected)")
        }
        #expect(!outcome.stdout.contains("NSKeyValueObservationInfo@"))
        let afterDealloc = outcome.stdout.split(separator: "\n").filter {
            $0.hasSuffix("[message-after-dealloc]") && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        #expect(afterDealloc.count == 10, "the only messages after dealloc are the two unowned-reference crashes, the six NSZombie lines (one without its address; a blog that quotes one again counted once) and the two weak references formed in dealloc: no frame is read as a call: \(afterDealloc)")
    }

    @Test("A leak finder's line names the suspect: DeallocationChecker's text is a controller-leak warning about that class")
    func deallocationChecker() throws {
        let outcome = try run([], on: "Fatal error: LeakingViewController not deallocated after being dismissed: file DeallocationChecker/DeallocationChecker.swift, line 63\n")
        #expect(outcome.stdout.contains("paste.log:1: warning: "), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("LeakingViewController"))
        #expect(outcome.stdout.contains("[controller-leak]"))
    }

    @Test("Lines that name nobody give notes only: exit 0 however they misbehave")
    func namelessGiveNotes() throws {
        let outcome = try CLI.run(["--fail-on", "warning", "\(Self.wild)/ident01_bare_callbacks_uuid_suffix_Pageboy233.log"])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains(": note: "))
        let events = try CLI.run(["events", "\(Self.wild)/ident01_bare_callbacks_uuid_suffix_Pageboy233.log"])
        #expect(events.stdout.split(separator: "\n").count == 6)
    }

    @Test("An identical repeat of a callback line at once is a second call; a rising __LINE__ is one call")
    func repeats() throws {
        let twice = try run([], on: "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:] <FeedVC: 0x1>\n")
        #expect(twice.status == 1)
        #expect(twice.stdout.contains("paste.log:2: error: FeedVC@0x1: viewWillDisappear: again before viewDidDisappear: (double viewWillDisappear)"))
        let once = try run([], on: "2020-01-01 10:00:00.000 A[1:2] -[FeedVC viewWillDisappear:],40\n2020-01-01 10:00:00.001 A[1:2] -[FeedVC viewWillDisappear:],44\n2020-01-01 10:00:00.300 A[1:2] -[FeedVC viewDidDisappear:],50\n")
        #expect(once.status == 0, "\(once.stdout)")
    }

    @Test("A second logger's copy of each line (NSLog's header, then the same message bare or in another logger's shape) is one call; one printer's identical lines stay two")
    func secondSinkCopies() throws {
        // CocoaLumberjack's ASL logger beside its TTY logger (CocoaLumberjack#765), CleanroomLogger's ASL and stdout.
        let push = ["-[FeedVC viewDidLoad] <FeedVC: 0x7fa1>", "-[FeedVC viewWillAppear:] <FeedVC: 0x7fa1>", "-[FeedVC viewDidAppear:] <FeedVC: 0x7fa1>",
                    "-[FeedVC viewWillDisappear:] <FeedVC: 0x7fa1>", "-[FeedVC viewDidDisappear:] <FeedVC: 0x7fa1>", "-[FeedVC dealloc] <FeedVC: 0x7fa1>"]
        let bare = push.enumerated().map { "2016-09-23 10:00:0\($0.offset).123456+0200 A[1:2] \($0.element)\n\($0.element)\n" }.joined()
        let clean = try run([], on: bare, "secondSinkBare")
        #expect(clean.status == 0 && clean.stdout.contains("no violations in 1 file (12 lines, 6 events)"), "\(clean.stdout)")
        // The TTY logger with a formatter of its own: another header, the same time to the millisecond.
        let headed = push.enumerated().map { "2016-09-23 10:00:0\($0.offset).123456+0200 A[1:2] \($0.element)\n2016-09-23 10:00:0\($0.offset):123 A[1:2] \($0.element)\n" }.joined()
        for jobs in ["1", "2"] {
            let outcome = try run(["-j", jobs], on: headed, "secondSinkHeaded")
            #expect(outcome.status == 0 && outcome.stdout.contains("no violations in 1 file (12 lines, 6 events)"), "\(outcome.stdout)")
        }
        // A real second call in a two-sink log prints its own pair: a copy is never the original of the next line.
        let double = "2016-09-23 10:00:00.200000+0200 A[1:2] -[FeedVC viewWillAppear:] <FeedVC: 0x7fa1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x7fa1>\n"
            + "2016-09-23 10:00:00.600000+0200 A[1:2] -[FeedVC viewDidAppear:] <FeedVC: 0x7fa1>\n-[FeedVC viewDidAppear:] <FeedVC: 0x7fa1>\n"
            + "2016-09-23 10:00:00.601000+0200 A[1:2] -[FeedVC viewDidAppear:] <FeedVC: 0x7fa1>\n-[FeedVC viewDidAppear:] <FeedVC: 0x7fa1>\n"
        let twice = try run([], on: double, "secondSinkDouble")
        #expect(twice.status == 1 && twice.stdout.contains("paste.log:5: error: FeedVC@0x7fa1: viewDidAppear: twice without viewWillAppear: between"), "\(twice.stdout)")
        // Not a copy: another pid, more than 0.1 s apart, a line between.
        let apart = "2016-09-23 10:00:00.100 A[1:2] -[FeedVC viewDidLoad] <FeedVC: 0x7fa1>\n2016-09-23 10:00:00:300 A[1:2] -[FeedVC viewDidLoad] <FeedVC: 0x7fa1>\n"
        let late = try run([], on: apart, "secondSinkLate")
        #expect(late.status == 1 && late.stdout.contains("paste.log:2: error: FeedVC@0x7fa1: viewDidLoad again"), "\(late.stdout)")
        let between = try run([], on: "2016-09-23 10:00:00.100 A[1:2] -[FeedVC viewDidLoad] <FeedVC: 0x7fa1>\nsomething else\n-[FeedVC viewDidLoad] <FeedVC: 0x7fa1>\n", "secondSinkBetween")
        #expect(between.status == 1 && between.stdout.contains("paste.log:3: error: FeedVC@0x7fa1: viewDidLoad again"), "\(between.stdout)")
    }

    @Test("A tab bar told to select a controller it does not hold is a UIKit diagnostic naming no controller; the stack a page collapsed around it gives no call")
    func tabBarSelectsNonChild() throws {
        let outcome = try CLI.run(["check", "\(Self.wild)/bt38_crash_frames_padding_lost_tabbar_apple_forums769313.log"])
        #expect(outcome.status == 0 && outcome.stdout.contains(":1: warning: UIKit warning: Fatal Exception: NSInternalInconsistencyException Attempting to select a view controller that isn't a child! (null) [uikit-diagnostic]"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("2 warnings in 1 file (7 lines, 2 events)"), "\(outcome.stdout)")
        // A log's own columns in that shape are calls: the image spelled as the symbol's class, or `self`
        // (`NSLog(@"%d %@ %p %s", …)` after a line number, at the start of the line or behind a tag).
        let columns = try run(["events"], on: "3 FeedVC 0x7fa1c2d0 -[FeedVC viewDidAppear:]\n[Lifecycle] 3 FeedVC 0x7fa1c2d0 -[FeedVC viewDidAppear:]\n42 self 0x7fa1c2d0 -[HomeVC dealloc]\n"
                              // With the source file glued after the call, and numbered by `cat -n`.
                              + "3 FeedVC 0x7fa1c2d0 -[FeedVC viewDidAppear:](FeedVC.m:60)\n42 self 0x7fa1c2d0 -[HomeVC dealloc](HomeVC.m:80)\n"
                              + "     1\t0x7fa1b2c3 -[FeedVC viewDidLoad](FeedVC.m:40)\n42 0x7fa1b2c3 -[FeedVC viewDidLoad](FeedVC.m:60)\n", "frameColumns")
        #expect(columns.stdout.split(separator: "\n").count == 7, "\(columns.stdout)")
    }

    @Test("Sentry's web frames are no calls, and a UIKit sentence in a code span inside prose is a note: the README's claims")
    func sentryFramesAndQuotedSentences() throws {
        let frames = try run(["events"], on: "2020-11-06 17:05:10.201 Demo[1312:88210] <FeedVC: 0x10a4e3c00> viewDidLoad\n"
                             + "  File \"Classes/ViewRelated/FeedVC.m\", line 369, in -[FeedVC viewDidLoad]\n", "sentryFrames")
        #expect(frames.stdout.split(separator: "\n").count == 1, "\(frames.stdout)")
        let quoted = try run([], on: "If you see `Unbalanced calls to begin/end appearance transitions for <MyApp.DetailVC: 0x7fb2d5c0a6e0>.` in the console, you are presenting too early.\n", "quotedSentence")
        #expect(quoted.status == 0 && quoted.stdout.contains("note:") && !quoted.stdout.contains("error:"), "\(quoted.stdout)")
        // The span alone on its line is a pasted console line: an error about its object.
        let pasted = try run([], on: "`Unbalanced calls to begin/end appearance transitions for <MyApp.DetailVC: 0x7fb2d5c0a6e0>.`\n", "pastedSentence")
        #expect(pasted.status == 1 && pasted.stdout.contains("DetailVC@0x7fb2d5c0a6e0"), "\(pasted.stdout)")
    }

    @Test("A word that places a call names no class: two controllers' NSLog(@\"In viewDidLoad\") are no controller loaded twice")
    func placeWordsNameNoClass() throws {
        let log = "2016-09-23 10:00:00.100 Demo[1:2] In viewDidLoad\n2016-09-23 10:00:01.100 Demo[1:2] In viewDidLoad\n"
            + "Inside viewDidLoad\nEntering viewDidLoad\n[Sentry] [debug] [SentryUIViewControllerPerformanceTracker:86] Tracking viewDidLoad\n"
            + "Tracking viewWillAppear <HomeVC: 0x7fa1c2d0>\n"
        let events = try run(["events"], on: log, "placeWords")
        let lines = events.stdout.split(separator: "\n")
        #expect(lines.count == 6 && lines.prefix(5).allSatisfy { $0.contains("(unnamed)") } && lines[5].contains("HomeVC@0x7fa1c2d0"), "\(events.stdout)")
        let check = try run([], on: log, "placeWordsCheck")
        #expect(check.status == 0 && !check.stdout.contains("error") && !check.stdout.contains("warning"), "\(check.stdout)")
    }

    @Test("A tracer's Enter and Exit lines around one callback are one call; a second Enter is a second call")
    func enterAndExitLinesAreOneCall() throws {
        var log = ""
        for (time, line) in [("00.100", "Enter viewDidLoad() <MyApp.FeedVC: 0x7fa1c2e0b8d0>"), ("00.101", "Enter viewDidLoad() <MyApp.HomeVC: 0x7fa1c2e0b9d0>"),
                             ("00.102", "Exit viewDidLoad() <MyApp.HomeVC: 0x7fa1c2e0b9d0>"), ("00.105", "Exit viewDidLoad() <MyApp.FeedVC: 0x7fa1c2e0b8d0>"),
                             ("00.110", "Enter viewWillAppear(_:) <MyApp.FeedVC: 0x7fa1c2e0b8d0>"), ("00.111", "Exit viewWillAppear(_:) <MyApp.FeedVC: 0x7fa1c2e0b8d0>"),
                             ("00.410", "Enter viewDidAppear(_:) <MyApp.FeedVC: 0x7fa1c2e0b8d0>"), ("00.411", "Exit viewDidAppear(_:) <MyApp.FeedVC: 0x7fa1c2e0b8d0>")] {
            log += "2024-05-01 10:00:\(time) App[123:4567] \(line)\n"
        }
        let once = try run([], on: log, "enterExit")
        #expect(once.status == 0 && once.stdout.contains("no violations"), "\(once.stdout)")
        let twice = try run([], on: log + "2024-05-01 10:00:01.100 App[123:4567] Enter viewDidLoad() <MyApp.FeedVC: 0x7fa1c2e0b8d0>\n", "enterExitTwice")
        #expect(twice.status == 1 && twice.stdout.contains("FeedVC@0x7fa1c2e0b8d0: viewDidLoad() again"), "\(twice.stdout)")
    }

    @Test("A hang report's call tree pasted after the console names methods on the stack, not calls: the README's sample and spindump claim")
    func hangReportTreesAreFrames() throws {
        let console = "2024-05-01 10:00:00.123 MyApp[123:4567] -[FeedViewController viewDidLoad] <FeedViewController: 0x7fa1c8d0a200>\n"
            + "2024-05-01 10:00:00.130 MyApp[123:4567] -[FeedViewController viewWillAppear:] <FeedViewController: 0x7fa1c8d0a200>\n"
            + "2024-05-01 10:00:00.480 MyApp[123:4567] -[FeedViewController viewDidAppear:] <FeedViewController: 0x7fa1c8d0a200>\n"
        let spindump = "Heaviest stack for the main thread of the target process:\n"
            + "  25  -[UIViewController loadViewIfRequired] + 1000 (UIKitCore + 1234) [0x7fff2da35ac8]\n"
            + "  25  -[FeedViewController viewDidLoad] + 120 (MyApp + 4455) [0x100a0c4d]\n"
        let sample = "Call graph:\n    2669 Thread_8261020   DispatchQueue_1: com.apple.main-thread  (serial)\n"
            + "    + 2669 start  (in libdyld.dylib) + 1  [0x7fff8a8825ad]\n"
            + "    +     ! 1500 -[FeedViewController viewDidLoad]  (in MyApp) + 120  [0x100a0c4d]\n"
            + "    +       1169 -[FeedViewController viewDidLoad]  (in MyApp) + 132  [0x100a0c59]\n"
            + "    +       ! : | 845 -[FeedViewController viewWillAppear:](in MyApp) + 40  [0x100a0c00]\n"
        for (tree, name) in [(spindump, "spindump"), (sample, "sample")] {
            let events = try run(["events"], on: console + tree, name + "Events")
            #expect(events.stdout.split(separator: "\n").count == 3, "\(events.stdout)")
            let check = try run([], on: console + tree, name)
            #expect(check.status == 0 && check.stdout.hasPrefix("no violations"), "\(check.stdout)")
        }
    }

    @Test("self= after a bare method's name names the receiver: the README's receiver claim")
    func selfAfterBareMethod() throws {
        let outcome = try run(["events"], on: "viewDidLoad self=<FeedVC: 0x7fa1>\nviewWillAppear: self = <FeedVC: 0x7fa1>\n[Tweak] viewDidAppear self=<FeedVC: 0x7fa1>\n")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains("FeedVC@0x7fa1") }, "\(outcome.stdout)")
        // An observer's words with self= say nothing of KVO or the notification center: two key paths are no double registration.
        let kvo = try run([], on: "addObserver self=<PlayerVC: 0x7fa1> keyPath=status\naddObserver self=<PlayerVC: 0x7fa1> keyPath=loadedTimeRanges\n", "selfObserver")
        #expect(kvo.status == 0, "\(kvo.stdout)")
        // A notification's registration with self= is read: its removal too.
        let names = try run(["events"], on: "addObserver self=<FeedVC: 0x7fa1> name=UIKeyboardWillShowNotification\nremoveObserver self=<FeedVC: 0x7fa1> name=UIKeyboardWillShowNotification\n", "selfNotification")
        #expect(names.stdout.contains("FeedVC@0x7fa1  addObserver") && names.stdout.contains("FeedVC@0x7fa1  removeObserver"), "\(names.stdout)")
        // `removeObserver self=<X: 0x…>` alone is removeObserver:self, every registration; with a key path it is KVO.
        let all = try run(["events"], on: "removeObserver self=<FeedVC: 0x7fa1>\nremoveObserver self=<FeedVC: 0x7fa1> keyPath=status\naddObserver self=<FeedVC: 0x7fa1> key path: rate\n", "selfRemoveAll")
        #expect(all.stdout.split(separator: "\n").count == 1 && all.stdout.contains("FeedVC@0x7fa1  removeObserver"), "\(all.stdout)")
    }

    @Test("MLeaksFinder's sentence and then its assertion about one controller are one finding")
    func leakFinderReportPrintedTwice() throws {
        let text = "2016-03-03 09:20:01.100 Demo[612:9912] -[SettingVC viewDidLoad]\n2016-03-03 09:20:05.450 Demo[612:9912] Possibly Memory Leak.\n"
            + "In case that SettingVC should not be dealloced, override -willDealloc in SettingVC by returning NO.\nView-ViewController stack: (\n    SettingVC\n)\n"
            + "2016-03-03 09:20:05.451 Demo[612:9912] *** Assertion failure in -[SettingVC assertNotDealloc], /MLeaksFinder/NSObject+MemoryLeak.m:45\n"
        let outcome = try run([], on: text)
        #expect(outcome.stdout.components(separatedBy: ": warning: a leak finder reported a possible leak of SettingVC").count == 2, "\(outcome.stdout)")
        // The assertion first and then the exception's reason repeating the sentence: one report.
        let reason = "2016-03-03 09:20:05.451 Demo[612:9912] *** Assertion failure in -[SettingVC assertNotDealloc], /MLeaksFinder/NSObject+MemoryLeak.m:45\n"
            + "2016-03-03 09:20:05.460 Demo[612:9912] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Possibly Memory Leak.\n"
            + "In case that SettingVC should not be dealloced, override -willDealloc in SettingVC by returning NO.\n"
        let once = try run([], on: reason, "leakFinderReason")
        #expect(once.stdout.components(separatedBy: ": warning: a leak finder reported a possible leak of SettingVC").count == 2, "\(once.stdout)")
        // Two assertions ten lines apart without times: two pops, two leaks.
        let pops = (1...2).map { _ in "-[DetailVC viewDidLoad]\n-[DetailVC viewWillAppear:]\n-[DetailVC viewDidAppear:]\n-[DetailVC viewWillDisappear:]\n-[DetailVC viewDidDisappear:]\n*** Assertion failure in -[DetailVC assertNotDealloc], /MLeaksFinder/NSObject+MemoryLeak.m:45\n" }.joined()
        let twoPops = try run([], on: pops, "leakFinderTwoPops")
        #expect(twoPops.stdout.components(separatedBy: ": warning: a leak finder reported a possible leak of DetailVC").count == 3, "\(twoPops.stdout)")
        // Two sentences naming a class only at once are two objects (MLeaksFinder reports each leaked object once).
        let siblings = "2016-03-03 09:20:05.450 Demo[612:9912] In case that PageChildVC should not be dealloced, override -willDealloc in PageChildVC by returning NO.\n"
            + "2016-03-03 09:20:05.452 Demo[612:9912] In case that PageChildVC should not be dealloced, override -willDealloc in PageChildVC by returning NO.\n"
        let both = try run([], on: siblings, "leakFinderSiblings")
        #expect(both.stdout.components(separatedBy: ": warning: a leak finder reported a possible leak of PageChildVC").count == 3, "\(both.stdout)")
        // Another leak of the class reported later is another finding.
        let later = text + "2016-03-03 09:25:00.000 Demo[612:9912] *** Assertion failure in -[SettingVC assertNotDealloc], /MLeaksFinder/NSObject+MemoryLeak.m:45\n"
        let two = try run([], on: later, "leakFinderLater")
        #expect(two.stdout.components(separatedBy: ": warning: a leak finder reported a possible leak of SettingVC").count == 3, "\(two.stdout)")
    }

    @Test("A bare [pid:tid] prefix gives the pid, and a token cut before its ] is still read")
    func identityFromSuffixesAndPrefixes() throws {
        let outcome = try run(["events"], on: "[812:a03] -[ListVC viewDidLoad]\n[812:a03] -[ListVC viewWillAppear:\n")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        // The thread `a03` is NSLog's hexadecimal of iOS 6 and earlier.
        #expect(lines.allSatisfy { $0.contains("[812:2563]") && $0.contains("ListVC") }, "\(outcome.stdout)")
    }

    @Test("A transition left open at the end of the log is a note that says it never finished")
    func frozenPop() throws {
        let outcome = try run(["--fail-on", "note"], on: "- vc2.viewWillDisappear\n- vc1.viewWillAppear\n")
        #expect(outcome.status == 1)
        #expect(outcome.stdout.components(separatedBy: "the transition never finished").count == 3)
        #expect(!outcome.stdout.contains(": warning: ") && !outcome.stdout.contains(": error: "))
    }

    @Test("rules lists kvo-remove-unregistered; explain shows its real examples")
    func newRule() throws {
        let rules = try CLI.run(["rules"])
        #expect(rules.stdout.contains("kvo-remove-unregistered"))
        let explain = try CLI.run(["explain", "kvo-remove-unregistered"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("↓Cannot remove an observer <JSQMessagesInputToolbar 0x94637d0>"))
        #expect(explain.stdout.contains("Not reported:"))
    }

    @Test("Each presentation crash gets the advice for its own cause, and a controller freed mid-disappearance names SwiftUI hosts")
    func hintsFitTheirSentence() throws {
        let twice = try CLI.run(["check", "\(Self.wild)/diag17_present_modally_already_being_presented_backticks_stripe7.log"])
        #expect(twice.stdout.contains("hint: Present a controller only while it is not shown"), "\(twice.stdout)")
        #expect(!twice.stdout.contains("whose view is in a window"), "\(twice.stdout)")
        let freed = try run(["check"], on: """
            <MyApp.PickerViewController: 0x103a1c400> viewWillAppear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewDidAppear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewWillDisappear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewDidDisappear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewWillAppear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewDidAppear(_:)
            <MyApp.PickerViewController: 0x103a1c400> viewWillDisappear(_:)
            dismantleUIViewController(_:coordinator:)
            <MyApp.PickerViewController: 0x103a1c400> deinit
            """)
        #expect(freed.stdout.contains("paste.log:9: error: PickerViewController@0x103a1c400: deallocated while disappearing"), "\(freed.stdout)")
        #expect(freed.stdout.contains("If SwiftUI hosts the controller"), "\(freed.stdout)")
    }

    @Test("The README's readings of this session, through the binary: labels in other scripts, negated calls, capital tags, generic types, view descriptions, frames and reasons")
    func sessionReadings() throws {
        let text = """
            1번째 viewDidLoad 호출
            第1个 viewWillAppear
            第1步 viewDidLoad
            FeedVC viewDidLoad not called
            FeedVC viewDidLoad 未调用
            AUDIT >>> deinit PTTabBarViewController
            HostingController<ContentView> viewWillAppear(_:)
            <App.PhotoCell: 0x7f8e5a80e200; frame = (0 88; 390 44); layer = <CALayer: 0x600000d0c4e0>> deinit
            9 App "FeedVC.m" line 34 in -[FeedVC viewDidAppear:]
            2 | CoreFoundation | -[NSCache init]
            -[UICollectionView dealloc] + 624
            > 3 App\t-[PhotoVC viewDidAppear:] + 68
            *** Terminating app due to uncaught exception 'NSGenericException', reason: '-[UIPopoverController dealloc] reached while popover is still visible.'
            FeedVC.viewDidLoad() (in App) (FeedVC.swift:42)
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
        #expect(read == ["1|1번째|viewDidLoad", "2|第1个|viewWillAppear", "6|PTTabBarViewController|dealloc",
                         "7|HostingController<ContentView>|viewWillAppear", "8|PhotoCell|dealloc", "13|UIPopoverController|diagnostic"], "\(read)")
    }

    @Test("The README's readings of session 32, through the binary: loggers' prefixes and source lines, closures' prints, arguments, lldb's and reporters' frames")
    func loggerAndFrameReadings() throws {
        let text = """
            08-19 02:10:53.548 💚 DEBUG FeedVC.viewDidLoad - loaded
            2022-06-21 13:30:33 +0000 ListVC viewDidLoad()
            FUNC: viewDidLoad()
            HomeVC.swift[20], viewDidLoad(): 
            [HomeVC.swift]:19 - viewWillAppear(_:): message
            ℹ️ [HomeVC.swift:42 - viewDidAppear(_:)]
            -[DetailVC viewDidLoad]:22 Hi there
            viewDidAppear(_:) Optional(<UIWindow: 0x7fa1c0c02f40; frame = (0 0; 375 667)>)
            viewWillAppear(_:) <UIView: 0x7fb1c2d0b300; frame = (0 0; 390 844)>
            -[DetailVC initUI]
                pc = 0x0000000102f62230  App`-[DetailVC viewDidLoad] + 16 at DetailVC.m:34:5
            void -[DetailVC viewDidLoad](void * self, void * _cmd) {
                    "symbol": "-[DetailVC viewWillAppear:]",
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
        // A field label names no class: PAssert's FUNC: line is no call of a class FUNC.
        #expect(read == ["1|FeedVC|viewDidLoad", "2|ListVC|viewDidLoad", "4|HomeVC|viewDidLoad",
                         "5|HomeVC|viewWillAppear", "6|HomeVC|viewDidAppear", "7|DetailVC|viewDidLoad", "8|<null>|viewDidAppear",
                         "9|<null>|viewWillAppear", "10|DetailVC|other"], "\(read)")
    }

    @Test("The README's description after a callback, through the binary: a controller's names the receiver, a model's is the argument")
    func descriptionAfterCallback() throws {
        // `NSLog(@"viewDidLoad %@", self.detailItem)` in two detail screens of one item: no object loaded twice.
        let model = """
            2024-01-01 10:00:00.000 App[100:200] viewDidLoad <NSManagedObject: 0x600000a1b2c0> (entity: Item; id: 0x1)
            2024-01-01 10:00:05.000 App[100:200] viewDidLoad <NSManagedObject: 0x600000a1b2c0> (entity: Item; id: 0x1)
            2024-01-01 10:00:09.000 App[100:200] viewDidLoad <Item: 0x600000a1b300> (entity: Item; id: 0x2; data: <fault>)
            2024-01-01 10:00:12.000 App[100:200] viewWillAppear: <__NSArrayM: 0x600000a1b400>
            2024-01-01 10:00:13.000 App[100:200] viewDidLoad <Item: 0x600000a1b300> (entity: Item; id: 0x2; data: <fault>)
            2024-01-01 10:00:14.000 App[100:200] viewWillAppear: <__NSArrayM: 0x600000a1b400>
            """
        let outcome = try run(["check"], on: model + "\n")
        #expect(outcome.status == 0 && !outcome.stdout.contains("error:") && !outcome.stdout.contains("warning:"), "\(outcome.stdout)")
        let (eventsOutcome, records) = try ndjsonEvents(of: model + "\n")
        #expect(eventsOutcome.status == 0, "\(eventsOutcome.stderr)")
        #expect(records.map { "\($0["class"] ?? "-")|\($0["event"] ?? "")" } == ["<null>|viewDidLoad", "<null>|viewDidLoad", "<null>|viewDidLoad", "<null>|viewWillAppear", "<null>|viewDidLoad", "<null>|viewWillAppear"],
                "\(records)")
        // `NSLog(@"viewDidLoad %@", self)`: the controller, whatever its name, whose second load is the error.
        for name in ["ViewController2", "HomeScreen", "CFAlertViewController", "_UIAlertControllerTextFieldViewController"] {
            let own = "viewDidLoad <\(name): 0x600000a1b2c0>\nviewDidLoad <\(name): 0x600000a1b2c0>\n"
            let ownOutcome = try run(["check"], on: own, name)
            #expect(ownOutcome.status == 1 && ownOutcome.stdout.contains("error: \(name)@0x600000a1b2c0: viewDidLoad again"), "\(ownOutcome.stdout)")
        }
    }

    @Test("The README's process ends, through the binary: a relaunch below the debugger's or Xcode's last line makes new objects")
    func processEndsDivideALog() throws {
        let launch = "<App.ViewController: 0x7fb1c8d07a40> viewDidLoad()\n<App.ViewController: 0x7fb1c8d07a40> viewWillAppear(_:)\n"
            + "<App.ViewController: 0x7fb1c8d07a40> viewDidAppear(_:)\n"
        // Padding between: literal-first scanning must still read the line that ends the process.
        let padding = String(repeating: "some unrelated output of the run\n", count: 50)
        let relaunch = try run(["check"], on: launch + padding + "Message from debugger: Terminated due to memory issue\n" + padding + launch, "relaunch")
        #expect(relaunch.status == 0, "\(relaunch.stdout)")
        let merged = try run(["check"], on: launch + padding + launch, "merged")
        #expect(merged.status == 1 && merged.stdout.contains("[view-loaded-twice]"), "\(merged.stdout)")
        let glued = try run(["events"], on: "2017-05-12 21:55:00.100 ShareExt[19259:4298270] -[ShareViewController viewDidLoad]\n"
                            + "Program ended with exit code: 02017-05-12 21:55:05.829 ShareExt[19300:4298271] -[ShareViewController viewDidLoad]\n", "glued")
        #expect(glued.stdout.contains("2017-05-12T21:55:05.829  ShareExt[19300:4298271]  ShareViewController  viewDidLoad"), "\(glued.stdout)")
    }

    @Test("The README's readings of session 33, through the binary: a colon after a Swift function's parentheses, RIBs' appearance leak, HockeyApp's frames, two UIKit sentences, placeholder addresses")
    func session33Readings() throws {
        let text = """
            ChildVC willMove(toParent:): Optional(<App.ContainerVC: 0x7fa1c0d0a000>)
            ChildVC viewDidAppear(_:): true
            <App.ChildVC: 0x7fa1c0d0b000> didMove(toParent:): <App.ContainerVC: 0x7fa1c0d0a000>
            > Assertion failed: <QualityDriver.HomeViewController: 0x7fbcd050ee40> appearance has leaked. Either its parent router who does not own a view controller was detached, but failed to dismiss the leaked view controller; or the view controller is reused and re-added to window, yet the router is not re-attached but re-created. Objects are expected to be deallocated at this time: NSMa
            > 5  Awful  AwfulTabBarController.m line 36 -[AwfulTabBarController viewDidAppear:]
            Keyboard cannot present view controllers (attempted to present <UIAlertController: 0x7ff7fa80a200>)
            > Reason: Children view controllers <UINavigationController: 0x1e8ab490> and <UINavigationController: 0x1e8aeef0> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
            Unbalanced calls to begin/end appearance transitions for <Xamarin_Forms_Platform_iOS_PlatformRenderer: 0xXXXXXXXX>.
            ```<UIAlertController: 0x7fdf80067c00> on <SFAuthenticationViewController: 0x7fdf80860800> whose view is not in the window hierarchy!```
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
        #expect(read == ["1|ChildVC|willMoveToParent", "2|ChildVC|viewDidAppear", "3|ChildVC|didMoveToParent", "4|HomeViewController|diagnostic",
                         "6|UIAlertController|diagnostic", "7|UINavigationController|diagnostic", "8|<null>|diagnostic", "9|SFAuthenticationViewController|diagnostic"], "\(read)")
        // A placeholder where UIKit prints the address was typed: a note, not UIKit's own line.
        let placeholder = try run(["check"], on: "Unbalanced calls to begin/end appearance transitions for <FooRenderer: 0x------->.\n", "placeholder")
        #expect(placeholder.status == 0 && placeholder.stdout.contains("note: ") && placeholder.stdout.contains("quoted or typed text"), "\(placeholder.stdout)")
        let parents = try run(["check"], on: "Children view controllers <UINavigationController: 0x1e8ab490> and <UINavigationController: 0x1e8aeef0> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]\n", "parents")
        #expect(parents.status == 1 && parents.stdout.contains("error: UIKit refused a transition between UINavigationController@0x1e8ab490"), "\(parents.stdout)")
        // A UIKit sentence cut at 300 characters says so; bare lines' notes do not speak of a class name.
        let long = "Attempt to present <MobileAdsCore.FullscreenNativeViewController: 0x10a04de00> on <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x109813a00> (from <_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__: 0x109813a00>) which is already presenting <_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_: 0x10a00e200>.\n"
        let cut = try run(["check"], on: long, "cut")
        #expect(cut.stdout.contains("which is …") || cut.stdout.contains("… [uikit-diagnostic]"), "\(cut.stdout)")
        let crash = try run(["check"], on: "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Application tried to present modally an active controller <Wiseplay.SideMenuViewController: 0x1f12dba0>.'\n", "crash")
        #expect(crash.stdout.contains("warning: UIKit exception (the app terminated): *** Terminating app"), "\(crash.stdout)")
        let itself = try run(["check"], on: "Application tried to present modal view controller on itself. Presenting controller is <ALStoreKitProductViewController: 0x16072b200>.\n", "itself")
        #expect(itself.stdout.contains("hint: A controller cannot present itself"), "\(itself.stdout)")
        // CocoaLumberjack's file logger: the time with a colon before the milliseconds.
        let lumberjack = try run(["events"], on: "2016/03/14 10:22:31:123  -[FeedVC viewDidLoad]\n2021-06-22 13:26:06:535 <App.FeedVC: 0x282284480> viewWillAppear(_:)\n", "lumberjack")
        #expect(lumberjack.stdout.contains("2016-03-14T10:22:31.123  ?  FeedVC  viewDidLoad") && lumberjack.stdout.contains("2021-06-22T13:26:06.535  ?  FeedVC@0x282284480  viewWillAppear"), "\(lumberjack.stdout)")
        let bare = try run(["check"], on: "viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewDidLoad()\n", "bare")
        #expect(bare.stdout.contains("since the lines name no class or address") && !bare.stdout.contains("since only the class name identifies it"), "\(bare.stdout)")
    }

    @Test("The README's code blocks, through the binary: a class-only finding whose lines cross a Markdown code block is a note, one block or an address keeps the warning")
    func codeBlocksOfAPasteAreOtherRuns() throws {
        let first = "VC2 viewDidLoad Called\nVC2 viewWillAppear Called\nVC2 viewDidAppear Called\nVC2 viewWillDisappear Called\nVC2 viewDidDisappear Called\n"
        let again = "VC2 viewWillDisappear Called\nVC2 viewDidDisappear Called\n"
        let split = try run(["check"], on: "Dragging the sheet:\n\n```console\n" + first + "```\n\nDragging it slowly:\n\n```console\n" + again + "```\n", "split")
        #expect(split.status == 0 && split.stdout.contains("note: VC2: viewWillDisappear: while it was not visible")
                && split.stdout.contains("a code fence at line 9 separates this line from line 8") && !split.stdout.contains("warning:"), "\(split.stdout)")
        let oneBlock = try run(["check"], on: "```console\n" + first + again + "```\n", "one block")
        #expect(oneBlock.stdout.contains("warning: VC2: viewWillDisappear: while it was not visible"), "\(oneBlock.stdout)")
        // An address identifies the object across blocks: its findings keep their severity.
        let vc = "<App.VC2: 0x7fa1c0d0b000>"
        let addressed = ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"].map { "\(vc) \($0)\n" }.joined()
        let crossing = try run(["check"], on: "```\n" + addressed + "```\nthen:\n```\n" + "\(vc) viewWillDisappear(_:)\n\(vc) viewDidDisappear(_:)\n" + "```\n", "addressed")
        #expect(crossing.status == 1 && crossing.stdout.contains("error: VC2@0x7fa1c0d0b000: viewWillDisappear"), "\(crossing.stdout)")
    }

    @Test("The README's frames of session 34, through the binary: crash tables with a pipe, tab-separated and Sentry frames, malloc_history's Call rows")
    func session34Frames() throws {
        let frames = """
            16 Mapbox | -[MGLMapView dealloc] + 464
            23 Keep | -[BaseUIViewController dealloc] (BaseUIViewController.m:48)
            5 Keep | -[ChartViewController viewWillAppear:] (ChartViewController.m:48)
            23 Keep | -[FeedVC viewDidLoad] loaded
            > UIKitCore +0x56e2e8 -[UIViewController _presentViewController:withAnimationController:completion:]
            Call [2] [arg=112]: thread_a04f6720 |0x1 | start | main | UIApplicationMain | -[DetailViewController viewWillAppear:] | +[NSObject alloc] | calloc
            -[FeedVC viewDidLoad]
            """
        let (outcome, records) = try ndjsonEvents(of: frames + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // Only a logger's numbered line with text after the call, and the call on the last line: every
        // other line is a frame, a method that was on a stack.
        #expect(records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" } == ["4|FeedVC|viewDidLoad", "7|FeedVC|viewDidLoad"], "\(records)")
    }

    @Test("The README's sentences of session 35, through the binary: UIPopoverController's exceptions, a delayed presentation, KVO wrapped before its class, quoted symbols")
    func session35Readings() throws {
        let popovers = """
            2014-05-01 10:00:00.000 App[100:200] *** Terminating app due to uncaught exception 'NSGenericException', reason: '-[UIPopoverController presentPopoverFromRect:inView:permittedArrowDirections:animated:]: Popovers cannot be presented from a view which does not have a window.'
            *** Terminating app due to uncaught exception 'NSGenericException', reason: '-[UIPopoverController dealloc] reached while popover is still visible.'
            2013-04-03 23:00:19.731 XXX[545:907] Attempt to present <GKAchievementViewController: 0x1d5217f0> on <EJAppViewController: 0x1d58be20> which is waiting for a delayed presention of <GKAchievementViewController: 0x1d587ef0> to complete

            """
        let read = try run(["check"], on: popovers, "popovers")
        #expect(read.stdout.contains("paste.log:1: warning: UIKit exception (the app terminated)") && read.stdout.contains("paste.log:2: warning: UIKit exception")
                && read.stdout.contains("Keep the UIPopoverController in a strong property") && read.stdout.contains("paste.log:3: warning: UIKit warning: Attempt to present")
                && !read.stdout.contains("error:") && !read.stdout.contains("note:"), "\(read.stdout)")
        // The sentence cut before its class, in an indented paste: the error at the line it starts on.
        let wrapped = try run(["check"], on: """
               WYPopoverDemo[550:139219] *** Terminating app due to uncaught exception 
               'NSInternalInconsistencyException', reason: 'An instance 0x18238600 of class  
               UINavigationController   was deallocated while key value observers were still 
               registered with it. 

            """, "wrapped")
        #expect(wrapped.status == 1 && wrapped.stdout.contains("paste.log:2: error: UINavigationController@0x18238600 was deallocated while key-value observers were still registered with it (Foundation's exception)"), "\(wrapped.stdout)")
        // lldb's symbol lookup and a breakpoint file quote the method: no call, so no second load.
        let quoted = try run(["check"], on: """
            2015-07-28 22:19:21.905 Demo[981:38016] -[DetailViewController viewDidLoad]
                     Symbol: id = {0x000066cf}, range = [0x00007fff248416d0-0x00007fff248416d6), name="-[DetailViewController viewDidLoad]"
            [{"Breakpoint":{"BKPTOptions":{},"BKPTResolver":{"Options":{"SymbolNames":["-[DetailViewController viewDidLoad]"]}}}}]

            """, "quoted")
        #expect(quoted.status == 0 && quoted.stdout.hasPrefix("no violations") && quoted.stdout.contains("1 event"), "\(quoted.stdout)")
        // An app's own structured lines are calls: the second load is still found.
        let structured = try run(["check"], on: """
            2015-07-28 22:19:21.905 Demo[981:38016] level=debug func="-[DetailViewController viewDidLoad]" msg="enter"
            2015-07-28 22:19:22.905 Demo[981:38016] {"event": "-[DetailViewController viewDidLoad]"}

            """, "structured")
        #expect(structured.stdout.contains("[view-loaded-twice]"), "\(structured.stdout)")
        // A line that only holds a word of a sentence does not swallow the sentence that starts after it.
        let after = try run(["check"], on: """
            2015-07-28 22:19:21.901 Demo[981:38016] memory leak probe on <LeakyViewController: 0x7fa1b2c30001>
                Warning: Attempt to present <UIAlertController: 0x7fa1b2c3d4e0> on <MainViewController: 0x7fa1b2c3d5f0> whose view is not in the
                window hierarchy!

            """, "after")
        #expect(after.stdout.contains("paste.log:2: warning: UIKit warning: Warning: Attempt to present") && after.stdout.contains("MainViewController")
                && !after.stdout.contains("LeakyViewController@"), "\(after.stdout)")
    }

    @Test("The README's tracer values, through the binary: Logos' %log prints each argument after its selector")
    func tracerValuesAfterTheSelector() throws {
        let text = """
            Oct 18 21:24:16 iPhone MyApp[4670] <Notice>: [MyTweak] Tweak.xm:20 DEBUG: -[<ChildVC: 0x158ad0d0> willMoveToParentViewController:<UINavigationController: 0x16a91070>]
            Oct 18 21:24:16 iPhone MyApp[4670] <Notice>: [MyTweak] Tweak.xm:25 DEBUG: -[<ChildVC: 0x158ad0d0> viewWillAppear:1]
            Oct 18 21:24:16 iPhone MyApp[4670] <Notice>: [MyTweak] Tweak.xm:26 DEBUG: -[<ChildVC: 0x158ad0d0> didMoveToParentViewController:(null)]
            Nov  2 15:08:36 iPhone WeChat[2499] <Notice>: [RedRobert] Tweak.xm:350 DEBUG: -[<TenpayPasswordCtrl: 0x1750a620> appendPsw:7]
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["address"] ?? "-")|\($0["event"] ?? "")|\($0["argument"] ?? "-")" }
        #expect(read.count == 4 && read[1] == "2|ChildVC|0x158ad0d0|viewWillAppear|1" && read[3].hasPrefix("4|TenpayPasswordCtrl|0x1750a620|other"), "\(read)")
        #expect(read[0].hasPrefix("1|ChildVC|0x158ad0d0|willMoveToParent|") && read[0].contains("UINavigationController")
                && read[2].hasPrefix("3|ChildVC|0x158ad0d0|didMoveToParent|"), "\(read)")
        // A value that is not one (a second part after a space, a word of source code) leaves the line unread, as before.
        let (_, none) = try ndjsonEvents(of: "-[<ChildVC: 0x158ad0d0> viewWillAppear:1 animated]\nI call -[self viewWillAppear:YES] and -[self.childVC viewDidAppear:animated]\n")
        #expect(none.isEmpty, "\(none)")
    }

    @Test("The README's calls that did not come, through the binary: a print not printed, an annotation after an arrow, (missing)")
    func annotationsThatSayTheCallDidNotCome() throws {
        let text = """
            2020-05-01 10:00:03.100 App[100:200] <B: 0x600000a1c000> viewWillDisappear
            2020-05-01 10:00:03.600 App[100:200] <B: 0x600000a1c000> viewDidDisappear
            <B: 0x600000a1c000> dealloc   <- expected here, never printed
            2020-05-01 10:00:05.100 App[100:200] <B: 0x600000a1c000> viewWillAppear
            Second deinit is not printed
            C viewDidDisappear (missing)
            C viewDidDisappear // not called
            C viewWillDisappear <- the only one logged
            FeedVC viewDidLoad // loaded, not called twice
            HomeVC viewDidAppear - not logged in
            ListVC viewWillDisappear <- this one fires, but viewDidDisappear is not called
            LoginVC viewWillAppear -- is not printed in release builds
            FeedVC viewDidAppear never fires
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
        // An annotation that goes on after its negation is about something else: the calls stand.
        #expect(read == ["1|B|viewWillDisappear", "2|B|viewDidDisappear", "4|B|viewWillAppear", "8|C|viewWillDisappear",
                         "9|FeedVC|viewDidLoad", "10|HomeVC|viewDidAppear", "11|ListVC|viewWillDisappear", "12|LoginVC|viewWillAppear"], "\(read)")
        let checked = try run(["check"], on: text + "\n", "notes")
        #expect(!checked.stdout.contains("after dealloc"), "\(checked.stdout)")
    }

    @Test("The README's debugger banner and wrapped Swift frame, through the binary: neither is a second call")
    func bannerAndWrappedFrameAreNoCalls() throws {
        let text = """
            2024-10-25 10:00:00.200 App[812:1001] -[DetailViewController viewWillAppear:]
            2024-10-25 10:00:00.300 App[812:1001] -[DetailViewController viewDidAppear:]
            Thread 1: "-[DetailViewController viewDidAppear:]: Should have a window."
            Thread 1: “-[DetailViewController viewDidAppear:]: Should have a window.”
            Thread 1: "-[DetailViewController viewDidDisappear:]"
            2024-10-25 10:00:01.000 App[812:1001] PlanetViewController.viewDidLoad()
            3   App                           0x0000000104a2c1f4
                PlanetViewController.viewDidLoad() + 196
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The banner always has the reason after `]:`; a token alone in quotes stays what it was.
        #expect(records.map { "\($0["line"] ?? "")" } == ["1", "2", "5", "6"], "\(records)")
    }

    @Test("The README's headers that change nothing, through the binary: a tag where Xcode prints the category, log's image name, trailing blanks, byte-order marks")
    func headersChangeNothing() throws {
        // Checked as CI checks (`check`, pipelined) and as `events` reads: the same events both ways.
        let tagged = """
            2015-03-30 10:00:00.100 App[812:1001] [FirstVC] init
            2015-03-30 10:00:00.200 App[812:1001] [Instance] dealloc | 0x12fe4bd30
            2020-02-13 11:23:21.267815+0100 App[812:1001] [Process] kill() returned unexpected error 1
            2020-02-13 11:23:21.267815+0100 App[812:1001] [AudioSession] init failed with error -50
            2012-05-22 10:00:00.300 Df App[812:1a2b] (-[LifeCycleTestViewController viewDidLoad]) - Called for object <LifeCycleTestViewController: 0x1cda30>
            2012-05-22 10:00:00.400 Df App[812:1a2b] (UIKitCore) -[LifeCycleTestViewController viewDidAppear:]

            """
        let (outcome, records) = try ndjsonEvents(of: tagged)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let read = records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
        #expect(read == ["1|FirstVC|init", "2|Instance|dealloc", "5|LifeCycleTestViewController|viewDidLoad", "6|LifeCycleTestViewController|viewDidAppear"], "\(records)")
        let checked = try run(["check", "-f", "json"], on: tagged, "taggedCheck")
        #expect(checked.stdout.contains("\"events\" : 4"), "\(checked.stdout)")
        // Blanks after a line, and a byte-order mark before each of two concatenated files: Xcode's
        // banner is still no call, and the deinit with blanks after it is one.
        let copied = "\u{FEFF}Thread 1: \"-[UINSSceneViewController viewDidAppear]: Should have a window.\"\n"
            + "\u{FEFF}2022-06-21 13:30:33 +0000 init  \n2022-06-21 13:30:33 +0000 deinit \t\r\n"
        let (copiedOutcome, copiedRecords) = try ndjsonEvents(of: copied, "copied")
        #expect(copiedOutcome.status == 0, "\(copiedOutcome.stderr)")
        #expect(copiedRecords.map { "\($0["line"] ?? "")|\($0["event"] ?? "")" } == ["3|dealloc"], "\(copiedRecords)")
    }

    @Test("The README's JSON messages of several lines, through the binary: read as the text styles print them")
    func jsonMessagesOfSeveralLines() throws {
        func record(_ time: String, _ message: String) throws -> String {
            let fields: [String: Any] = ["timestamp": "2018-08-02 \(time)+0800", "processID": 765, "threadID": 11296,
                                         "processImagePath": "/private/var/containers/Bundle/Application/X/TTDemo.app/TTDemo", "eventMessage": message]
            return String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self) + "\n"
        }
        // MLeaksFinder names the controller on its alert's second line; a call's line may be followed by more text.
        let text = try record("10:55:14.370000", "Possibly Memory Leak.\nIn case that TTCodeViewController should not be dealloced, override -willDealloc in TTCodeViewController by returning NO.\nView-ViewController stack: (\n    TTCodeViewController\n)")
            + record("10:55:15.000000", "-[TTListViewController viewDidAppear:] 2 UIDeviceRGBColorSpace 1 0.5 0 1\nwhen page 2 is scrolled from page 1.")
            + record("10:55:16.000000", "(\n\t0   TTDemo  0x0000000100a1c2d4 -[TTListViewController viewDidLoad] + 112\n)")
        let (outcome, records) = try ndjsonEvents(of: text)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
                    == ["1|<null>|diagnostic", "1|TTCodeViewController|diagnostic", "2|TTListViewController|viewDidAppear"], "\(records)")
        let checked = try run(["check"], on: text, "jsonCheck")
        #expect(checked.stdout.contains("TTCodeViewController") && checked.stdout.contains("[controller-leak]"), "\(checked.stdout)")
        // A description printed over lines, the call after it, is one statement: the dealloc is the controller's.
        let described = try record("10:55:17.000000", "<FeedViewController: 0x7fa1c8d0a200> viewDidLoad")
            + record("10:55:18.000000", "<FeedViewController: 0x7fa1c8d0a200; dataSource = (\n    \"<FeedItem: 0x600000c4c0f0>\"\n)> dealloc")
            + record("10:55:19.000000", "<FeedViewController: 0x7fa1c8d0a200> viewWillAppear:")
        let afterDealloc = try run(["check"], on: described, "jsonDescription")
        #expect(afterDealloc.status == 1 && afterDealloc.stdout.contains("[message-after-dealloc]"), "\(afterDealloc.stdout)")
    }

    @Test("The README's times without a date past midnight, through the binary: the log that ends a second after midnight still ends right after the child appeared")
    func timeOfDayPastMidnight() throws {
        func paste(_ clock: [String]) -> String {
            zip(clock, [
                "<Nav: 0xab9dd40> -[Nav willMoveToParentViewController:] <DTSidePanelController: 0xabad3f0>",
                "<Nav: 0xab9dd40> -[Nav viewWillAppear:] animated:1",
                "<Nav: 0xab9dd40> -[Nav viewDidAppear:] animated:1",
            ]).map { "\($0) DTSidePanels Demo[81753:c07] \($1)\n" }.joined()
        }
        let evening = try run(["check"], on: paste(["21:30:00.447", "21:30:00.448", "21:30:00.701"]), "evening")
        let midnight = try run(["check"], on: paste(["23:59:59.447", "23:59:59.448", "00:00:00.701"]), "midnight")
        // The child appeared as the log ends: didMove may be on its way, a note either way.
        #expect(evening.stdout.contains("note: Nav@0xab9dd40: willMoveToParentViewController: was never followed"), "\(evening.stdout)")
        #expect(midnight.stdout.contains("note: Nav@0xab9dd40: willMoveToParentViewController: was never followed"), "\(midnight.stdout)")
        #expect(evening.status == 0 && midnight.status == 0)
        // A pop across midnight: another thread's line printed 30 ms late is still the day before's,
        // so the dealloc 0.6 s after the pop is in time; and, in a Console.app copy, an evening's run
        // and the next morning's: no eleven hours passed for the first run's controller.
        let screens = ["-[ListVC viewWillAppear:] <ListVC: 0x1>", "-[ListVC viewDidAppear:] <ListVC: 0x1>",
                       "-[ListVC viewWillDisappear:] <ListVC: 0x1>", "-[DetailVC viewWillAppear:] <DetailVC: 0x2>",
                       "-[ListVC viewDidDisappear:] <ListVC: 0x1>", "-[DetailVC viewDidAppear:] <DetailVC: 0x2>",
                       "-[DetailVC viewWillDisappear:] <DetailVC: 0x2>", "-[ListVC viewWillAppear:] <ListVC: 0x1>",
                       "-[DetailVC viewDidDisappear:] <DetailVC: 0x2>", "-[ListVC viewDidAppear:] <ListVC: 0x1>"]
        let popClock = ["23:59:58.000", "23:59:58.100", "23:59:58.500", "23:59:58.501", "23:59:58.900", "23:59:58.901",
                        "23:59:59.300", "23:59:59.301", "23:59:59.700", "00:00:00.020"]
        let late = zip(popClock, screens).map { "\($0) Demo[812:a03] \($1)\n" }.joined()
            + "23:59:59.990 Demo[812:1e07] -[ImageLoader didFinishLoading:] <ImageLoader: 0x7>\n"
            + "00:00:00.300 Demo[812:a03] -[DetailVC dealloc] <DetailVC: 0x2>\n00:00:01.000 Demo[812:a03] -[ListVC scrollViewDidScroll:] <ListVC: 0x1>\n"
        let lateRun = try run(["check"], on: late, "late")
        #expect(lateRun.status == 0 && lateRun.stdout.hasPrefix("no violations"), "\(lateRun.stdout)")
        func copy(_ clock: String) -> String {
            screens.enumerated().map { "default\t\(clock).\(String(format: "%06d", $0.offset * 100_000))+0100\tDemo\t\($0.element)\n" }.joined()
        }
        let twoRuns = try run(["check"], on: copy("21:10:00") + copy("08:05:00")
                              + "default\t08:05:01.000000+0100\tDemo\t-[DetailVC dealloc] <DetailVC: 0x2>\n", "twoRuns")
        #expect(!twoRuns.stdout.contains("[controller-leak]"), "\(twoRuns.stdout)")
    }

    @Test("The README's `%s + %d` line number, through the binary: LxDBAnything's rising numbers are statements of one call")
    func plusLineNumbers() throws {
        let numbered = (0..<6).map { "📍-[ViewController viewDidLoad] + \(24 + 3 * $0)🎈 value = \($0)\n" }.joined()
        let statements = try run(["check"], on: numbered, "numbered")
        #expect(statements.status == 0 && statements.stdout.hasPrefix("no violations"), "\(statements.stdout)")
        // A count after the call is no line number: two loads seconds apart stay two.
        let counted = try run(["check"], on: "2024-03-05 10:00:01.000 MyApp[1:2] -[FeedVC viewDidLoad] + 1 child\n2024-03-05 10:00:05.000 MyApp[1:2] -[FeedVC viewDidLoad] + 2 children\n", "counted")
        #expect(counted.stdout.contains("[view-loaded-twice]"), "\(counted.stdout)")
    }

    @Test("The README's helper dealloc calls, through the binary: an app's teardown helper right after the dealloc line is a note, a callback named for an event is not")
    func helperCalledByDealloc() throws {
        let helper = try run(["check"], on: "2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController dealloc] <PlayerViewController: 0x19097930>\n"
                             + "2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController stopObserving] <PlayerViewController: 0x19097930>\n", "helper")
        #expect(helper.status == 0 && helper.stdout.contains("note: PlayerViewController@0x19097930: stopObserving after dealloc (line 1): a teardown helper"), "\(helper.stdout)")
        // The same helper seconds later is no call dealloc made, nor is a callback named for an event: messages to the freed object.
        let late = try run(["check"], on: "2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController dealloc] <PlayerViewController: 0x19097930>\n"
                           + "2015-12-29 23:21:25.100 App[4435:2443167] -[PlayerViewController stopObserving] <PlayerViewController: 0x19097930>\n", "late")
        #expect(late.status == 1 && late.stdout.contains("error: PlayerViewController@0x19097930: stopObserving after dealloc (line 1) [message-after-dealloc]"), "\(late.stdout)")
        let callback = try run(["check"], on: "2015-12-29 23:21:23.476 App[4435:2443167] -[PlayerViewController dealloc] <PlayerViewController: 0x19097930>\n"
                               + "2015-12-29 23:21:23.480 App[4435:2443167] -[PlayerViewController playerItemDidFinish] <PlayerViewController: 0x19097930>\n", "callback")
        #expect(callback.status == 1 && callback.stdout.contains("error: PlayerViewController@0x19097930: playerItemDidFinish after dealloc"), "\(callback.stdout)")
    }

    @Test("The README's full stop after a method, through the binary: after a compound type name it ends the call, after a word it is prose")
    func fullStopAfterAMethod() throws {
        let (outcome, records) = try ndjsonEvents(of: "TVICameraCapturer dealloc.\nOverride viewDidLoad.\nFeedVC viewDidLoad. Then the table loads\nHomeViewController viewWillAppear:.\nUIKit viewWillAppear.\nTODO viewDidLoad.\nSwiftUI deinit.\nMVC viewDidLoad.\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" } == ["1|TVICameraCapturer|dealloc", "4|HomeViewController|viewWillAppear"], "\(records)")
    }

    @Test("The README's worded marks of the call, through the binary: `is running`, `was called`, `has been called`; prose and the present `is called` are not")
    func wordedMarksOfTheCall() throws {
        let text = """
            2017-04-14 08:18:18.923 TestBlock[3940:264012] viewDidLoad is running
            ViewController: viewWillAppear was called
            viewDidAppear has been called.
            viewDidLoad is called when the view is loaded
            viewDidLoad is not called
              2. viewWillDisappear is called
            FirstViewController: viewWillDisappear is called
            """
        let (outcome, records) = try ndjsonEvents(of: text + "\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
                == ["1|<null>|viewDidLoad", "2|ViewController|viewWillAppear", "3|<null>|viewDidAppear"], "\(records)")
    }

    @Test("The README's dotted description, through the binary: `\\(self).\\(#function)` prints `<X: 0x…>.deinit()`")
    func dottedDescriptions() throws {
        let (outcome, records) = try ndjsonEvents(of: "<National.DetailViewController: 0x7f8a1c40a2b0>.viewWillAppear(_:)\n<National.DetailViewController: 0x7f8a1c40a2b0> .viewDidAppear(_:)\n<iOSInjection.SwiftEval: 0x6000021708f0>.deinit()\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(records.map { "\($0["line"] ?? "")|\($0["class"] ?? "-")|\($0["event"] ?? "")" }
                == ["1|DetailViewController|viewWillAppear", "2|DetailViewController|viewDidAppear", "3|SwiftEval|dealloc"], "\(records)")
    }

    @Test("The README's log cut short, through the binary: every prefix and suffix of the clean example has no error, the observer left for the cut callback is a note")
    func logCutShort() throws {
        let example = Paths.root.appendingPathComponent("Examples/clean_session.log")
        let lines = try String(contentsOf: example, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true)
        for cut in 1..<lines.count {
            for (name, part) in [("prefix", lines.prefix(cut)), ("suffix", lines.dropFirst(cut))] {
                let outcome = try run(["check"], on: part.joined(separator: "\n") + "\n", "\(name)\(cut)")
                #expect(!outcome.stdout.contains(": error: ") && outcome.stdout.contains("in 1 file (\(part.count) line") && outcome.status != 2,
                        "\(name) of \(part.count) lines: \(outcome.stdout)")
            }
        }
        // Cut after ProfileViewController's viewWillDisappear:, whose next line removes the observer.
        let cut = lines.firstIndex { $0.contains("ProfileViewController viewWillDisappear:") }.map { $0 + 1 } ?? 0
        let outcome = try run(["check"], on: lines.prefix(cut).joined(separator: "\n") + "\n")
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("note: ProfileViewController@0x7fd4a3c0a2b0: the observer for UIKeyboardWillShowNotification added at line 19 while appearing was still registered when the log ended"),
                "\(outcome.stdout)")
    }
}
