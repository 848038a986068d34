import Testing
@testable import TraceParser

/// FORMATS.md section 11, "Cross-format pitfalls", one test (or more) per numbered trap.
@Suite("FORMATS.md section 11 traps")
struct TrapTests {
    // MARK: 1. Multi-line records

    @Test("trap 1: TAB, space-only, whitespace-only and unmarked column-0 lines continue the record before them")
    func continuationLines() throws {
        let log = """
        2024-12-12 21:45:20.459870+0100 0x7a42     Default     0x0                  1619   0    banshee: (Network) first
        \tTAB continued
                 to
                    \("")
        ]
        )
        }
        '
        <environment: 0x1>
        2024-12-12 21:45:21.459870+0100 0x7a42     Default     0x0                  1619   0    banshee: second
        """
        let result = try readAll(text: log)
        #expect(result.lines.map(\.kind) == [.record] + Array(repeating: .continuation, count: 8) + [.record])
        #expect(result.statistics.continuationLines == 8)
    }

    @Test("trap 1: a continuation line is never searched as a new record, even when it holds a token")
    func continuationIsNotARecord() throws {
        let log = "2021-03-08 15:57:10.973359-0600 Runner[46398:11504692] first line\n\tsecond line of the message\n"
        let result = try readAll(text: log)
        #expect(result.lines.map(\.kind) == [.record, .continuation])
        #expect(result.events.isEmpty)
    }

    // MARK: 2. NSLog vs compact

    @Test("trap 2: `… Df example[59318:22c7d0]` is a compact row of `example`, not NSLog process `Df example`",
          arguments: ["2019-06-04 14:01:49.918 Df example[59318:22c7d0] msg", "2019-06-04 14:01:49.917 E  example[59318:22c78e] msg",
                      "2026-08-17 19:20:56.528 A  node[19887:b199c5] (Security) msg", "2019-06-04 14:01:49.918 Db example[59318:22c7d0] msg",
                      "2019-06-04 14:01:49.918 Fa example[59318:22c7d0] msg", "2019-06-04 14:01:49.918 I  example[59318:22c7d0] msg"])
    func compactIsNotNSLog(line: String) {
        let info = parseLine(line)
        #expect(info.format == "log-compact")
        #expect(info.process == "example" || info.process == "node")
        #expect(info.message == "msg")
    }

    @Test("trap 2: an NSLog line whose process really is two words still parses as NSLog")
    func nslogWithSpacedProcessStaysNSLog() {
        let info = parseLine("2016-03-22 15:12:11.475 My App[49348:2047139] -[ViewController viewWillAppear:]")
        #expect(info.format == "xcode")
        #expect(info.process == "My App")
        #expect(info.tid == 2047139, "NSLog thread ids are decimal")
    }

    // MARK: 3. Timestamps

    @Test("trap 3: 3 and 6 fraction digits, glued zone, no zone", arguments: [
        ("2016-03-22 15:12:11.475 Demo[1:2] m", "2016-03-22T15:12:11.475"),
        ("2020-04-01 16:30:45.465638+0800 Demo[1:2] m", "2020-04-01T16:30:45.465638+08:00"),
        ("2017-01-29 09:34:46.049509 Demo[1:2] m", "2017-01-29T09:34:46.049509"),
        ("2021-03-08 15:57:10.693070-0600 Demo[1:2] m", "2021-03-08T15:57:10.693070-06:00"),
    ])
    func fractionAndZone(line: String, iso: String) {
        #expect(parseLine(line).time == iso)
    }

    @Test("trap 3: Console.app copies have no date, and the zone may follow a space (French)")
    func consoleAppTimes() {
        let glued = parseLine("error\t08:00:54.626408-0600\tkernel\tSandbox\tmsg")
        #expect(glued.time == "08:00:54.626408-06:00")
        let french = parseLine("par défaut\t10:41:02.123456 +0100\tMyApp\t-[ViewController viewDidAppear:]")
        #expect(french.format == "console-app")
        #expect(french.time == "10:41:02.123456+01:00")
        #expect(french.process == "MyApp")
        #expect(french.message == "-[ViewController viewDidAppear:]")
    }

    @Test("Console.app copies with the Subsystem and Category columns shown give the message after both")
    func consoleAppColumns() {
        let shown = parseLine("default\t10:00:00.200000+0100\tMyApp\tcom.example.MyApp\tviewcycle\tListViewController viewWillAppear(_:)")
        #expect(shown.format == "console-app" && shown.process == "MyApp")
        #expect(shown.message == "ListViewController viewWillAppear(_:)")
        let nslog = parseLine("default\t10:00:01.000000+0100\tMyApp\t\t\t-[DetailViewController viewDidLoad]")
        #expect(nslog.message == "-[DetailViewController viewDidLoad]")
        let category = parseLine("error\t08:00:54.626408-0600\tkernel\tSandbox\tSandbox: MyApp(432) deny(1)")
        #expect(category.message == "Sandbox: MyApp(432) deny(1)")
        // A tab inside the message of a copy with one extra column stays in the message.
        let tabbed = parseLine("default\t10:41:02.123456 +0100\tMyApp\tlifecycle\t-[FeedVC viewDidLoad]\tafter tab")
        #expect(tabbed.message == "-[FeedVC viewDidLoad]\tafter tab")
    }

    @Test("trap 3: a `[HH:MM:SS]` macro prefix is compile time, not event time")
    func compileTimeIsNotEventTime() throws {
        let result = try readAll(text: "[16:48:20] -[MineViewController viewWillAppear:] [第54行]\n")
        let event = try #require(result.events.first)
        #expect(event.time == nil)
        #expect(event.kind == .viewWillAppear)
        #expect(event.sourceLine == 54)
    }

    @Test("trap 3: records keep file order, not timestamp order")
    func fileOrderIsKept() throws {
        let log = """
        2019-06-04 14:01:49.918 Df example[59318:22c7d0] -[A viewDidLoad]
        2019-06-04 14:01:49.917 Df example[59318:22c7d0] -[B viewDidLoad]
        """
        #expect(try readAll(text: log).events.map(\.className) == ["A", "B"])
    }

    // MARK: 4. Envelope lines

    @Test("trap 4: envelope lines are skipped, never records or events", arguments: [
        "Filtering the log data using \"subsystem == \"io.github.miyu1.simpleNativeLoggerExample\"\"",
        "Skipping info and debug messages, pass --info and/or --debug to include.",
        "Skipping debug messages, pass --debug to include.",
        "Timestamp                       Thread     Type        Activity             PID    TTL  ",
        "Timestamp                       (process)[PID]",
        "Timestamp               Ty Process[PID:TID]",
        String(repeating: "-", count: 116),
        "Log      - Default:          5, Info:                0, Debug:             0, Error:          0, Fault:          0",
        "Activity - Create:           0, Transition:          0, Actions:           0",
        "[connected]",
        "[disconnected]",
        "Jul  4 10:02:12 iPhone --- last message repeated 3 times ---",
        "--- last message repeated 1 time ---",
        "Message from debugger: Terminated due to signal 9",
        "getpwuid_r did not find a match for uid 501",
        "Error from getpwuid_r: 0 (Undefined error: 0)",
        "(gdb) continue",
        "Current language:  auto; currently objective-c",
    ])
    func envelope(line: String) throws {
        let result = try readAll(text: "2020-04-01 16:30:45.465638+0800 App[1:2] -[VC viewDidLoad]\n" + line + "\n")
        #expect(result.lines[1].kind == .envelope)
        #expect(result.events.count == 1)
    }

    @Test("trap 4: JSON array punctuation is structure, not records")
    func jsonPunctuation() throws {
        let log = """
        [{
          "eventMessage" : "-[FeedVC viewDidLoad]",
          "processImagePath" : "\\/private\\/var\\/containers\\/Bundle\\/Application\\/X\\/My App.app\\/My App",
          "processID" : 321,
          "threadID" : 7
        },{
          "eventMessage" : "second"
        }]
        """
        let result = try readAll(text: log)
        #expect(result.lines.filter { $0.kind == .record }.count == 2)
        #expect(result.lines.filter { $0.kind == .jsonStructure }.count == 6)
        let event = try #require(result.events.first)
        #expect(event.className == "FeedVC")
        #expect(event.session.process == "My App", "`\\/` escapes decoded before taking the last path component")
        #expect(event.session.pid == 321)
        #expect(event.line == 2, "the event points at its eventMessage line")
    }

    // MARK: 5. Optional columns

    @Test("trap 5: `(Sender)` omitted, empty category, no library, no host, no level", arguments: [
        ("2022-01-01 10:00:00.000000+0100 0x1234     Default     0x0                  77     0    opendirectoryd: [com.apple.opendirectoryd:session] hello",
         "log-default", "opendirectoryd", 77, "hello"),
        ("2022-01-01 10:00:00.000000+0100 0x1234     Default     0x0                  77     0    sharingd: [com.apple.network:] hello",
         "log-default", "sharingd", 77, "hello"),
        ("Jul  4 10:02:12 iPad SpringBoard[49] <Notice>: hello", "syslog", "SpringBoard", 49, "hello"),
        ("Nov  9 17:58:47 backboardd(QuartzCore)[51460] <Error>: hello", "syslog", "backboardd", 51460, "hello"),
        ("Dec 20 17:04:32 md32-11-vm1 My Super Awesome App[88374]: hello", "syslog", "My Super Awesome App", 88374, "hello"),
        ("Mar 26 15:02:43  installer[52907] <Debug>: hello", "syslog", "installer", 52907, "hello"),
        ("Dec 15 11:48:28.972604 iPhone MyApp(Foundation)[12] <Notice>: hello", "syslog", "MyApp", 12, "hello"),
    ])
    func optionalColumns(line: String, format: String, process: String, pid: Int, message: String) {
        let info = parseLine(line)
        #expect(info.format == format)
        #expect(info.process == process)
        #expect(info.pid == pid)
        #expect(info.message == message)
    }

    @Test("trap 5: a Console.app copy without the category column still separates process and message")
    func consoleAppWithoutCategory() {
        let info = parseLine("default\t08:00:54.626991-0600\tMyApp\t-[FeedVC viewDidAppear:]")
        #expect(info.process == "MyApp")
        #expect(info.message == "-[FeedVC viewDidAppear:]")
    }

    // MARK: 6. Process names

    @Test("trap 6: process names with spaces, dots and library parentheses", arguments: [
        ("Nov 2 15:54:33 CSSs-iPad com.apple.WebKit.Networking(libsystem_network.dylib)[619] <Info>: m", "com.apple.WebKit.Networking", 619),
        ("Nov 2 15:54:33 users-iMac com.apple.iphonesimulator[2406]: m", "com.apple.iphonesimulator", 2406),
        ("2017-09-13 15:26:57.228948-0700  localhost My Super Awesome App[37195]: (Flutter) m", "My Super Awesome App", 37195),
        ("Slide for Reddit[11950:4934813] m", "Slide for Reddit", 11950),
    ])
    func processNames(line: String, process: String, pid: Int) {
        let info = parseLine(line)
        #expect(info.process == process)
        #expect(info.pid == pid)
    }

    // MARK: 7. Wrappers

    @Test("trap 7: wrapper prefixes are peeled before the inner format is recognised", arguments: [
        ("flutter: 2019-06-04 14:01:49.918 Df example[59318:22c7d0] -[VC viewDidLoad]", ["flutter"], "log-compact"),
        ("info: [IOS_SYSLOG_ROW ] Jul 15 13:51:43 iPad MyApp[239] <Warning>: -[VC viewDidLoad]", ["appium"], "syslog"),
        ("[17:55:10][detox_ios] 2019-06-04 14:01:49.918 Df example[59318:22c7d0] ⚠️-[VC viewDidLoad]", ["ci-job"], "log-compact"),
        (" LOG  -[VC viewDidLoad]", ["react-native"], "react-native"),
        ("[17:55:10][detox_ios] flutter: -[VC viewDidLoad]", ["ci-job", "flutter"], "flutter"),
        ("[09:28:50]: \u{25B8} 2019-01-15 09:28:50.101 MyApp[47350:38156600] -[VC viewDidLoad]", ["fastlane"], "xcode"),
        ("INFO [2017-03-02 18:17:35.75]: \u{25B8} 2017-03-02 18:17:35.750 MyApp[1:2] -[VC viewDidLoad]", ["fastlane"], "xcode"),
        ("NAT2app.log:2289:Mar 14 22:13:26 iPhone PacketTunnel-iOS[709] <Notice>: -[VC viewDidLoad]", ["grep-prefix"], "syslog"),
        ("logs/run 1.log:2016-02-16 13:58:17.593 Example[3222:89836] -[VC viewDidLoad]", [], "bare"),
        ("logs/run1.log:2016-02-16 13:58:17.593 Example[3222:89836] -[VC viewDidLoad]", ["grep-prefix"], "xcode"),
        ("1532:2022-12-12 22:51:41.942100+0200 podcasts[29226:7512498] -[VC viewDidLoad]", ["grep-prefix"], "xcode"),
        ("[info][tid:main][VC.m:40] viewDidLoad", ["rctlog"], "rctlog"),
        ("2016-11-09 17:31:49.453 [info][tid:main][VC.mm:72] -[VC viewDidLoad]", ["rctlog"], "rctlog"),
    ])
    func wrappers(line: String, wrappers: [String], format: String) throws {
        let info = parseLine(line)
        #expect(info.kind == .record)
        #expect(info.wrappers == wrappers)
        #expect(info.format == format)
        let events = try readAll(text: line + "\n").events
        #expect(events.map(\.kind) == [.viewDidLoad])
        #expect(events.first?.className == "VC")
    }

    @Test("trap 7: grep's prefix is peeled only before a date, so clock times, file columns and prose keep their reading", arguments: [
        "10:23:45 FeedVC viewDidLoad()",
        "FeedVC.swift:42 viewDidLoad()",
        "ViewController.swift:viewDidLoad():28:: x",
        "Note: Mar 14 the app crashed",
    ])
    func grepPrefixNeedsADate(line: String) {
        #expect(!parseLine(line).wrappers.contains("grep-prefix"))
    }

    @Test("trap 7: RCTLog's own time is the record's, and its line belongs to the app that logged last")
    func rctLogKeepsItsTime() throws {
        let text = "2016-11-09 17:31:49.400 MyApp[1:2] -[AppDelegate application:didFinishLaunchingWithOptions:]\n"
            + "2016-11-09 17:31:49.453 [info][tid:main][FeedVC.m:72] viewDidLoad\n"
        let event = try #require(try readAll(text: text).events.last)
        #expect(event.kind == .viewDidLoad && event.className == "FeedVC")
        #expect(event.time?.iso8601.hasPrefix("2016-11-09T17:31:49.453") == true, "\(String(describing: event.time))")
        #expect(event.session.process == "MyApp" && event.session.pid == 1)
    }

    @Test("Xcode 15+'s metadata line gives the message line before it its time, process and thread, on one thread or several", arguments: [1, 4])
    func xcodeMetadataAfterMessages(threads: Int) throws {
        let text = """
        -[FeedViewController viewDidLoad]
        Type: Notice | Timestamp: 2025-10-17 11:01:23.249653-05:00 | Process: MyApp | Library: MyApp | TID: 0x178d9c
        FeedViewController viewWillAppear(_:)
        Type: stdio
        Unbalanced calls to begin/end appearance transitions for <FeedViewController: 0x10b904e00>.
        Type: Error | Timestamp: 2025-10-17 11:01:24.000000-05:00 | Process: MyApp | Library: UIKitCore | Subsystem: com.apple.UIKit | Category:  | TID: 0x178d9c

        """
        var options = fixedOptions
        options.threads = threads
        // Without an `onLine` callback, so that more threads read in the pipelined way.
        var events: [Event] = []
        _ = try TraceReader(options: options).read(MemoryByteSource(Array(text.utf8))) { events.append($0) }
        #expect(events.map(\.line) == [1, 3, 5])
        #expect(events.map { $0.time?.iso8601 } == ["2025-10-17T11:01:23.249653-05:00", nil, "2025-10-17T11:01:24.000000-05:00"])
        #expect(events.map(\.session.process) == ["MyApp", "MyApp", "MyApp"])
        #expect(events.map(\.tid) == [0x178d9c, nil, 0x178d9c])
    }

    @Test("A pasted shell command is the shell's line, not a log line nobody understood", arguments: [
        ("$ log stream  --level debug --predicate 'subsystem = \"com.example\"'", LineKind.envelope),
        ("$ flutter run", .envelope),
        ("$0 -[VC viewDidLoad]", .record),
    ])
    func shellCommands(line: String, kind: LineKind) {
        #expect(parseLine(line).kind == kind)
    }

    @Test("trap 7: two wrapper layers, then a simulator row, then an emoji glued to the ObjC token (file 86's shape)")
    func deepWrapping() throws {
        let line = "[17:55:10][detox_ios] 2019-06-04 14:01:49.918 Df example[59318:22c7d0] ⚠️-[LocationManager locationManager:didFailWithError:]"
        let event = try #require(try readAll(text: line).events.first)
        #expect(event.className == "LocationManager")
        #expect(event.selector == "locationManager:didFailWithError:")
        #expect(event.session.process == "example")
        #expect(event.session.pid == 59318)
        #expect(event.time?.iso8601 == "2019-06-04T14:01:49.918", "the inner record's time, not the CI wrapper's")
    }

    @Test("trap 7: a CI wrapper around whitespace only continues the wrapped record")
    func wrapperAroundWhitespace() throws {
        let log = "[17:55:10][detox_ios] 2019-06-04 14:01:49.918 Df example[59318:22c7d0] first\n[17:55:10][detox_ios]     \n"
        #expect(try readAll(text: log).lines.map(\.kind) == [.record, .continuation])
    }

    @Test("trap 7: markdown headings and author notes in pasted logs are not events")
    func headingsAreNotEvents() throws {
        let log = "###model\n ///ViewController push FirstViewController\n2020-04-01 16:31:17.945260+0800 App[1:2] -[FirstViewController viewDidLoad]\n"
        let result = try readAll(text: log)
        #expect(result.events.map(\.className) == ["FirstViewController"])
    }

    // MARK: 8. Token spellings

    @Test("trap 8: the lifecycle token is found anywhere and in every spelling", arguments: [
        ("-[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("111-[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("111behind -[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("⚠️-[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("方法:-[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("Step 3 -- -[VC viewWillAppear:]", "VC", "viewWillAppear:"),
        ("-[VC viewWillAppear:],63", "VC", "viewWillAppear:"),
        ("VC viewWillAppear(_:)", "VC", "viewWillAppear(_:)"),
        ("VC.viewWillAppear", "VC", "viewWillAppear"),
        (" [VC viewWillAppear(_:)](20): g", "VC", "viewWillAppear(_:)"),
        ("[VC] viewWillAppear(_:)", "VC", "viewWillAppear(_:)"),
        ("<App.VC: 0x1> viewWillAppear(_:)", "VC", "viewWillAppear(_:)"),
        ("viewWillAppear(_:) <App.VC: 0x1>", "VC", "viewWillAppear(_:)"),
    ])
    func tokenSpellings(message: String, className: String, selector: String) {
        let events = recognize(message)
        #expect(events.count == 1)
        #expect(events.first?.kind == .viewWillAppear)
        #expect(events.first?.className == className)
        #expect(events.first?.selector == selector)
    }

    @Test("trap 8: class-less spellings still give the kind", arguments: ["viewWillAppear:", "viewWillAppear", "viewWillAppear(_:)"])
    func classlessSpellings(message: String) {
        let events = recognize(message)
        #expect(events.map(\.kind) == [.viewWillAppear])
        #expect(events.first?.className == nil)
    }

    @Test("trap 8: a category swizzle logs `wr_viewWillDisappear:`, which is not a second viewWillDisappear")
    func swizzleIsNotASecondEvent() throws {
        let log = """
        [16:48:20] -[MineVC viewWillDisappear:] [第60行]
        [16:48:20] -[UIViewController(WRAddition) wr_viewWillDisappear:] [第88行]
        """
        let kinds = try readAll(text: log).events.map(\.kind)
        #expect(kinds.filter { $0 == .viewWillDisappear }.count == 1)
    }

    @Test("trap 8: a block inside a method is not the method", arguments: [
        "__29-[ViewController viewDidLoad]_block_invoke <BKHelper: 0x7fa23248e650>",
        "__29-[ViewController viewDidLoad]_block_invoke_2 <BKHelper: 0x7fa23248e650>",
        "__51-[ACRemoteAccountStoreSession _configureConnection]_block_invoke.62 (57) \"invalidated\"",
    ])
    func blockIsNotTheMethod(message: String) {
        #expect(recognize(message).isEmpty)
    }

    // MARK: 9. Identity

    @Test("trap 9: a pointer printed after the method belongs to another object, not the receiver")
    func pointerOfAnotherObject() throws {
        let event = try #require(recognize("-[ViewController viewDidLoad] <BKHelper: 0x7fa23248e650>").first)
        #expect(event.className == "ViewController")
        #expect(event.address == nil)
    }

    @Test("trap 9: playground and mangled Swift class names are normalised", arguments: [
        ("<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()", "SampleUIViewController", UInt64(0x7f88daee0370)),
        ("<_TtCV14__lldb_expr_9010SampleView11Coordinator: 0x60000323fa90> init()", "SampleView.Coordinator", UInt64(0x60000323fa90)),
        ("<Slide_for_Reddit.SingleSubredditViewController: 0x10503da00> deinit", "SingleSubredditViewController", UInt64(0x10503da00)),
        // SwiftUI's generic hosting controllers (Neebla's console): the class, not the module or the
        // private name's discriminator.
        ("<_TtGC7SwiftUI19UIHostingControllerV6Neebla8MainView_: 0x10d031530> viewDidAppear(_:)", "UIHostingController", UInt64(0x10d031530)),
        ("<_TtGC7SwiftUIP10$1a281c62428DestinationHostingControllerVS_7AnyView_: 0x108dcf1f0> viewDidAppear(_:)",
         "DestinationHostingController", UInt64(0x108dcf1f0)),
    ])
    func swiftClassNames(message: String, className: String, address: UInt64) throws {
        let event = try #require(recognize(message).first)
        #expect(event.className == className)
        #expect(event.address == address)
    }

    @Test("trap 9: a pid change starts a new session (sequence 27: two launches pasted together)")
    func pidChangeIsANewSession() throws {
        let result = try readFixture(try Fixtures.file("sequences/27_"))
        let sessions = result.events.map(\.session)
        #expect(Set(sessions.map(\.pid)) == [6870, 6878])
        #expect(sessions[5] != sessions[6])
        #expect(sessions.allSatisfy { $0.process == "ViewControllerLifyCycle" })
    }

    // MARK: 10. Content hazards

    @Test("trap 10: `<private>`, non-ASCII and trailing spaces stay in the message")
    func contentKept() {
        #expect(parseLine("Jul  4 13:26:15 iPhone SpringBoard(BulletinBoard)[49] <Notice>: Deallocating <private>").message == "Deallocating <private>")
        #expect(parseLine("2020-05-22 19:00:34.992881+0800 LifeCircleDemo[39467:385142] 第一次，先不去上传 ").message == "第一次，先不去上传 ")
        #expect(parseLine("par défaut\t10:41:02.123456 +0100\tMyApp\tCatégorie\tmessage").message == "message")
    }

    @Test("trap 10: a JSON traceID above 2^53 does not disturb the record")
    func bigTraceID() throws {
        let line = #"{"traceID":338696976352935940,"eventMessage":"-[FeedVC viewDidAppear:]","processImagePath":"\/a\/b\/example.app\/example","processID":87578,"threadID":154652000}"#
        let event = try #require(try readAll(text: line).events.first)
        #expect(event.className == "FeedVC")
        #expect(event.session.process == "example")
        #expect(event.session.pid == 87578)
        #expect(event.tid == 154652000)
    }

    @Test("trap 10: idevicesyslog colour escapes (a TTY) are stripped before the line is recognised")
    func ansiColours() throws {
        // Shape of tools/idevicesyslog.c: date, process in bright cyan, `(lib)[pid] ` in cyan, level in green.
        let line = "\u{1b}[0;37mNov  9 17:58:47 \u{1b}[1;36mMyApp\u{1b}[0;36m(UIKitCore)[51460] \u{1b}[0;32m<Notice>:\u{1b}[1;37m -[FeedVC viewDidAppear:]\u{1b}[m"
        let info = parseLine(line)
        #expect(info.format == "syslog")
        #expect(info.process == "MyApp")
        #expect(info.pid == 51460)
        #expect(info.message == "-[FeedVC viewDidAppear:]")
        let events = try readAll(text: line + "\n").events
        #expect(events.map(\.kind) == [.viewDidAppear])
    }

    @Test("trap 10: colour escapes only near the start of a long line are stripped too")
    func coloursOnlyAtTheStart() throws {
        // The reset right after the date, nothing after it: the line's last 32 bytes are plain text.
        let line = "\u{1b}[32mMar  5 10:23:45\u{1b}[0m iPhone MyApp[1234] <Notice>: -[FeedVC viewDidLoad] <FeedVC: 0x7fa3c2d00110>"
        let info = parseLine(line)
        #expect(info.format == "syslog")
        #expect(info.process == "MyApp" && info.pid == 1234)
        let event = try #require(try readAll(text: line + "\n").events.first)
        #expect(event.session.pid == 1234 && event.time != nil)
    }

    @Test("trap 10: XcodeColors escapes before a logger line are stripped")
    func xcodeColors() {
        let info = parseLine("\u{1b}[fg190,190,190;2015-08-14 16:55:34.075 Demo[1:2] -[VC viewDidLoad]\u{1b}[;")
        #expect(info.format == "xcode")
        #expect(info.message == "-[VC viewDidLoad]")
    }
}
