/// The formats trace-check knows without configuration, in the order they are tried.
/// Order matters: `log-compact` must precede `xcode`, whose pattern would otherwise read
/// `2019-06-04 14:01:49.918 Df example[59318:22c7d0]` as process `Df example`.
public enum BuiltinFormats {
    static let months = "(?<mon>Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    static let isoDate = "(?<date>\\d{4}-\\d{2}-\\d{2})"
    static let subsystemCategory = "(?:\\[(?<subsystem>[^\\s:\\]]+):(?<category>[^\\s\\]]*)\\] )?"

    /// Formats whose lines start with a digit (a date).
    /// The compact type codes are the ones seen (`Df`, `E `, `A `) or documented by other tools
    /// (`Db`, `Fa`, `In`, `I `): a generic `[A-Z][a-z]` would read the NSLog process `My App` as
    /// type `My` + process `App`.
    public static func dated() throws -> [LineFormat] {
        [
            try LineFormat(
                name: "log-compact", summary: "log show/stream --style compact",
                pattern: "^\(isoDate) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3}) (?<level>Df|Db|Fa|In|[A-Z] ) (?<process>[^\\[\\]]+?)\\[(?<pid>\\d+):(?<tid>[0-9a-f]+)\\] (?:\\[(?<subsystem>[^\\s:\\]]+):(?<category>[^\\s\\]]*)\\] |\\((?<sender>[^()\\[\\]]*)\\) )?(?<msg>.*)$",
                tidRadix: .hexadecimal,
                samples: ["2019-06-04 14:01:49.918 Df example[59318:22c7d0] [com.wix.Detox:WebSocket] Connecting to server",
                          "2019-06-04 14:01:49.917 E  example[59318:22c78e] (libsystem_info.dylib) -[ViewController viewDidAppear:]",
                          // corpus 30, 32
                          "2019-06-04 14:01:49.917 Df example[59318:22c7d0] [com.apple.network:] [C2 localhost:51820 tcp, legacy-socket] cancel",
                          "2026-08-17 19:20:56.528 A  node[19887:b199c5] (Security) SecItemCopyMatching"]).with(fast: .compact),
            try LineFormat(
                name: "log-default", summary: "log show/stream, default style",
                pattern: "^\(isoDate) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{6})(?<tz>[+-]\\d{4}) +(?<tid>0x[0-9a-f]+) +(?<level>[A-Z][A-Za-z]*) +0x[0-9a-f]+ +(?<pid>\\d+)(?: +\\d+)? +(?<process>.+?): (?:\\((?<sender>[^()\\[\\]]*)\\) )?\(subsystemCategory)(?<msg>.*)$",
                tidRadix: .hexadecimal,
                samples: ["2020-10-20 11:18:03.498427+0900 0x1d4b73   Default     0x0                  20395  0    simple_native_logger_example: (simple_native_logger) [io.github.sample:Test] -[ViewController viewDidLoad]",
                          "2017-01-18 10:14:13.263557+0100 0x5c       Default     0x0                  0      0    kernel: KauthORama: vnode access request",
                          // corpus 20, 25
                          "2024-10-07 17:27:19.193394+0900 0x12365d   Debug       0x0                  47876  0    simple_native_logger_example: (simple_native_logger) [io.github.miyu1.simpleNativeLoggerExample:MyApp] debug log",
                          "2025-03-09 16:57:22.012261+0400 0xedd      Default     0x0                  398    5    loginwindow: [com.apple.loginwindow.logging:Standard] -[SessionAgentNotificationCenter sendSystemBSDNotification:object:] | sendSystemBSDNotification: com.apple.system.loginwindow.desktopUp, with object:503",
                          // macOS 10.12 and 10.13 print no TTL column (a blog post on the unified log, 2017)
                          "2017-12-07 18:33:56.230481+0800 0x1daa15   Activity    0x80000000000ab54b   48240  Ur iOS AppName: (UIKit) send gesture actions"]).with(fast: .prefilter(.logDefault)),
            try LineFormat(
                name: "log-syslog", summary: "log show/stream --style syslog, simulator system.log",
                pattern: "^\(isoDate) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{6})(?<tz>[+-]\\d{4}) +(?<host>[^\\s\\[\\]]+) (?<process>[^\\[\\]]+?)\\[(?<pid>\\d+)\\]: (?:\\((?<sender>[^()\\[\\]]*)\\) )?\(subsystemCategory)(?<msg>.*)$",
                samples: ["2021-03-15 09:32:55.186548+0800  localhost Runner[12345]: (UIKitCore) [com.apple.UIKit:Lifecycle] -[FlutterViewController viewWillAppear:]",
                          "2019-11-20 11:04:31.482911-0800  localhost My Super Awesome App[37195]: flutter: Observatory listening",
                          // corpus 26, 40
                          "2023-09-27 22:55:39.622704+0200  localhost legacyScreenSaver[41737]: (ScreenSaverExample) hello_screensaver -[ScreenSaverExampleView hasConfigureSheet]",
                          "2020-03-11 15:58:28.207175-0700  localhost My Super Awesome App[72166]: (libnetwork.dylib) [com.apple.network:] [28 www.googleapis.com:443 stream, pid: 72166, tls] cancelled"]).with(fast: .prefilter(.logSyslog)),
            try LineFormat(
                name: "pymobiledevice3", summary: "pymobiledevice3 syslog live",
                pattern: "^\(isoDate) (?<time>\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?) (?<process>[^\\[\\]{}]+?)\\{(?<sender>[^{}]*)\\}\\[(?<pid>\\d+)\\] <(?<level>[A-Z_]+)>: (?<msg>.*)$",
                samples: ["2024-01-05 10:11:12.345678 MyApp{Foundation}[1234] <NOTICE>: -[FeedViewController viewDidAppear:]"]).with(fast: .prefilter(.pymobiledevice3)),
            try LineFormat(
                name: "xcode", summary: "Xcode console / NSLog to stderr",
                pattern: "^\(isoDate) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3,6})(?:(?<tz>[+-]\\d{4})? |(?=[A-Za-z][^\\[\\]\\s]*\\[))(?<process>[^\\[\\]]+?)\\[(?<pid>\\d+):(?<tid>[0-9a-fA-Fx]+)\\](?: \\[(?<subsystem>[^\\s:\\]]*):?(?<category>[^\\s\\]]*)\\])?(?: (?<msg>.*))?$",
                samples: ["2020-04-01 16:30:45.465638+0800 API_UIViewControllerExample[63209:914637] -[ViewController viewDidLoad]",
                          "2016-03-22 15:12:11.475 DemoUIViewControllerRelatedAll[49348:2047139] -[ViewController viewWillAppear:]",
                          "2016-10-17 10:15:52.081372 ReactNativeApp[2539:79812] [] nw_connection_get_connected_socket_block_invoke 7 Connection has no connected handler",
                          // corpus 04, 05, 07
                          "2021-03-08 15:57:10.693070-0600 Runner[46398:11504702] flutter: Observatory listening on http://127.0.0.1:62200/TVd6mSApTOc=/",
                          "2017-01-29 09:34:46.049509 yalu102[208:4739] level 1c0",
                          "2018-02-05 15:34:50.936389+0800 Long_Task[6658:4831578] -[AppDelegate application:didFinishLaunchingWithOptions:],25",
                          // the blank before the process lost in a page's copy (public code index file ids 22380569159, 1244806155)
                          "2013-03-27 16:58:48.279StudyInit[1659:11303] loadView",
                          "2012-10-19 15:51:44.811inHyron[483:b903] init"]).with(fast: .xcode),
        ]
    }

    /// Formats whose lines start with something else, tried after the dated ones.
    public static func undated() throws -> [LineFormat] {
        [
            try LineFormat(
                name: "syslog", summary: "idevicesyslog, ASL, BSD syslog, Xcode Devices window",
                pattern: "^\(months) {1,2}(?<day>\\d{1,2}) (?<time>\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?) (?:(?<host>[^\\s\\[\\]()]*) )?(?<process>[^\\[\\]]+?)(?:\\((?<sender>[^()\\[\\]]*)\\))?\\[(?<pid>\\d+)\\](?: <(?<level>[A-Za-z]+)>)?: ?(?<msg>.*)$",
                samples: ["Jul  4 10:02:12 iPhone-de-Sergi SpringBoard(BulletinBoard)[49] <Notice>: BBServer: Publishing bulletin",
                          "Nov  9 17:58:47 backboardd(QuartzCore)[51460] <Error>: CoreAnimation: failed to allocate",
                          "Dec 20 17:04:32 md32-11-vm1 My Super Awesome App[88374]: flutter: Observatory listening",
                          // corpus 13, 15, 17
                          "Jul 11 09:44:35 Superfly Nudge[1276] <Warning>: -[<CBPeripheral: 0x15e159c0> isConnected]",
                          "May 26 15:29:31 iPhone Runner[324] <Notice>: [ERROR:FlutterDynamicServiceLoader.mm(61)] Could not load dynamic service for 'firebase::Firebase'",
                          "Nov 2 15:53:49 CSSs-iPad accountsd(AccountsDaemon)[216] <Notice>: -[ACDServer listener:shouldAcceptNewConnection:] (320) \"<private> (<private>) received\""]).with(fast: .syslog),
            try LineFormat(
                name: "xcode-no-date", summary: "NSLog prefix pasted without its timestamp",
                pattern: "^(?<process>[A-Za-z0-9_][^\\[\\]:]*?)\\[(?<pid>\\d+):(?<tid>[0-9a-fA-Fx]+)\\] (?<msg>.*)$",
                samples: ["Slide for Reddit[11950:4934813] Unbalanced calls to begin/end appearance transitions for <Slide_for_Reddit.SingleSubredditViewController: 0x10503da00>"]).with(fast: .prefilter(.xcodeNoDate)),
            // frida-trace's own lines: its banner, the thread header before each thread's calls, and the
            // calls made inside a traced call (`  1680 ms     | -[UIViewController viewDidLoad]`, one `|` per
            // level): the implementation `super` reached, or a callee, never the receiver's callback. They
            // start with blanks and digits, where no other envelope does: tried with the undated formats.
            // The calls at the top level name a class and no object, and a trace of every method of a
            // class holds hundreds of instances' calls: they stay unread (a frame's shape).
            try LineFormat(
                name: "frida-trace-inner", summary: "envelope", role: .envelope,
                pattern: "^(?:Started tracing \\d+ functions?\\. Press Ctrl\\+C to stop\\.| */\\* TID 0x[0-9a-fA-F]+ \\*/| *\\d+ ms +(?:\\| +)+.*)$",
                samples: [// OWASP MASTG and jailbreak write-ups trace a controller's methods so (helper-64)
                          "Started tracing 6 functions. Press Ctrl+C to stop.", "           /* TID 0x303 */",
                          "  1680 ms     | -[UIViewController viewDidLoad]",
                          " 53443 ms     |    | -[CBCentralManager handlePeripheralDiscovered:0x280ef5a40]"]).with(fast: .prefilter(.fridaTrace)),
            // The same with its time of day but not its date: blog posts that trim the date to fit
            // (LD-Notes, ViewControllerLifeCircle); the pid still tells launches apart.
            try LineFormat(
                name: "xcode-clock", summary: "NSLog prefix pasted without its date: HH:MM:SS.fff Process[pid:tid]",
                pattern: "^(?<time>\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?) +(?<process>[A-Za-z0-9_][^\\[\\]:]*?)\\[(?<pid>\\d+):(?<tid>[0-9a-fA-Fx]+)\\] (?<msg>.*)$",
                samples: ["18:03:46.485 ViewControllerLifeCircle[32254:401790] -[ViewController viewDidLoad]"]).with(fast: .prefilter(.clockProcess)),
            try LineFormat(
                name: "bracket-pid", summary: "NSLog's [pid:tid] prefix pasted without date and process name",
                pattern: "^\\[(?<pid>\\d+):(?<tid>[0-9a-fA-Fx]+)\\] (?<msg>.*)$",
                samples: ["[812:a03] -[RootViewController viewDidLoad]", "[4177:207] -[DetailViewController viewWillAppear:]"]).with(fast: .prefilter(.bracketPid)),
            // Xcode 15 and later, with the console's metadata shown, print each entry's fields on the line
            // after its message (pastes of UIKit's own warnings, 2025 and 2026; `Type: stdio` after standard
            // output); the message line is a bare line, which takes this line's time, process and thread
            // (``RecordFeed``, ``HeldRecord``).
            try LineFormat(
                name: FormatCatalog.xcodeMetadataName, summary: "Xcode 15+ console metadata line (Type: … | Timestamp: … | Process: …) after its message",
                pattern: "^Type: (?<level>[A-Za-z]+)(?: \\| Timestamp: (?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?)(?<tz>[+-]\\d{2}:?\\d{2})?)?"
                    + "(?: \\| Process: (?<process>[^|]*?))?(?: \\| (?:Library|Subsystem|Category): [^|]*?)*(?: \\| TID: (?<tid>0x[0-9a-fA-F]+))?(?<msg>)\\s*$",
                samples: ["Type: Error | Timestamp: 2025-10-17 11:01:23.249653-05:00 | Process: Claude_Chess | Library: UIKitCore | Subsystem: com.apple.UIKit | Category: Assert | TID: 0x178d9c",
                          "Type: Error | Timestamp: 2026-09-27 15:35:50.995178+0500 | Library: UIKitCore | Subsystem: com.apple.UIKit | Category: Assert | TID: 0x1693770",
                          // What follows a `print` or other standard output line: no fields at all.
                          "Type: stdio"]).with(fast: .prefilter(.xcodeMetadata)),
            try LineFormat(
                name: "console-app", summary: "Console.app copy (tab separated)",
                pattern: "^(?:(?<sender>[^\\t]+)\\t)?(?<level>[^\\t]+)\\t(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{6}) ?(?<tz>[+-]\\d{4})\\t(?<process>[^\\t]+)\\t(?:(?<subsystem>|[\\w-]+(?:\\.[\\w-]+)+)\\t)?(?:(?<category>[^\\t]*)\\t)?(?<msg>.*)$",
                samples: ["error\t08:00:54.626408-0600\tkernel\tSandbox\tSandbox: MyApp(432) deny(1) file-read-data /private/var/root",
                          "par défaut\t10:41:02.123456 +0100\tMyApp\t-[ViewController viewDidAppear:]",
                          // with the Subsystem (reverse DNS, or empty for `NSLog`) and Category columns shown
                          "default\t10:00:00.200000+0100\tMyApp\tcom.example.MyApp\tviewcycle\tListViewController viewWillAppear(_:)",
                          "default\t10:00:01.000000+0100\tMyApp\t\t\t-[DetailViewController viewDidLoad]",
                          // with the Library column shown first (airsdk/Adobe-Runtime-Support#514)
                          "CFNetwork\tdefault\t19:28:56.915607 -0800\tAPPNAME\tConnection 15: TLS handshake complete"]).with(fast: .prefilter(.consoleApp)),
        ]
    }

    /// Prefixes added by other tools; the text after them is recognised again.
    public static func wrappers() throws -> [LineFormat] {
        [
            try LineFormat(name: "flutter", summary: "flutter run / flutter logs prefix", role: .wrapper,
                           pattern: "^flutter: (?<msg>.*)$", samples: ["flutter: [MyApp:D] debug log"]).with(fast: .prefilter(.flutter)),
            // `flutter run -v` prints every line behind the time since the last one; the device's
            // own lines also behind `[DEVICE LOG] ` (flutter/flutter#50949).
            try LineFormat(name: "flutter-verbose", summary: "flutter run --verbose prefix [   +1 ms] and [DEVICE LOG]", role: .wrapper,
                           pattern: "^\\[ *(?:\\+\\d+ ms)? *\\] (?:\\[DEVICE LOG\\] )?(?<msg>.*)$",
                           samples: ["[   +1 ms] [DEVICE LOG] 2020-02-18 15:43:28.708807+0700  localhost Runner[76917]: (UIKitCore) -[FlutterViewController viewDidAppear:]",
                                     "[        ] [DEVICE LOG] 2020-02-18 15:43:28.708913+0700  localhost Runner[76917]: (RunningBoardServices) [com.apple.runningboard:connection]",
                                     "[  +94 ms] executing: /usr/bin/xcrun simctl list --json devices"]).with(fast: .prefilter(.flutterVerbose)),
            try LineFormat(name: "appium", summary: "Appium syslog wrapper", role: .wrapper,
                           pattern: "^(?:\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}:\\d{3} - )?info: \\[IOS_SYSLOG_ROW *\\] (?<msg>.*)$",
                           samples: ["info: [IOS_SYSLOG_ROW ] Jul 15 13:51:43 iPad MyApp[239] <Warning>: -[ViewController viewDidLoad]",
                                     // Appium 1.5 prints its own time first (appium-boneyard/appium-dot-app#537)
                                     "2016-04-28 05:30:31:009 - info: [IOS_SYSLOG_ROW ] Apr 28 11:00:31 IN-GN-34827.local syncdefaultsd[90771]: (Note ) SYDAccount: no account"]).with(fast: .prefilter(.appium)),
            // .NET's console logger (`dbug: `, `info: ` and the time), which xharness puts before every line
            // of the device log it relays in .NET iOS and MAUI test runs (dotnet/maui#36312).
            try LineFormat(name: "dotnet-console", summary: ".NET console logger prefix (xharness): dbug: [HH:MM:SS.fffffff]", role: .wrapper,
                           pattern: "^(?:trce|dbug|info|warn|fail|crit): \\[\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?\\] (?<msg>.*)$",
                           samples: ["dbug: [07:30:04.3163530] 2026-07-22 07:30:04.315522-0700 Microsoft.Maui.Controls.DeviceTests[8333:60837] Unbalanced calls to begin/end appearance transitions for <Microsoft_Maui_Controls_Platform_Compatibility_ShellSectionRenderer: 0x10b904e00>."]).with(fast: .prefilter(.levelClock)),
            try LineFormat(name: "ci-job", summary: "CI job prefix [HH:MM:SS][job]", role: .wrapper,
                           pattern: "^\\[(?<time>\\d{2}:\\d{2}:\\d{2})\\]\\[(?<job>[^\\]]+)\\] ?(?<msg>.*)$", ignoresTime: true,
                           samples: ["[17:55:10][detox_ios] 2019-06-04 14:01:49.918 Df example[59318:22c7d0] -[ViewController viewDidLoad]"]).with(fast: .prefilter(.bracketClock)),
            try LineFormat(name: "react-native", summary: "React Native Metro terminal", role: .wrapper,
                           pattern: "^ (?:\\((?<arch>NOBRIDGE)\\) )?(?<level>LOG|WARN|ERROR|INFO|DEBUG|BUNDLE|GROUP) +(?<msg>.*)$",
                           samples: [" LOG  Running \"MyApp\" with {\"rootTag\":1}",
                                     // corpus 85
                                     " WARN  Possible Unhandled Promise Rejection (id: 0):", " BUNDLE  ./index.js "]).with(fast: .prefilter(.reactNative)),
            // Logs pasted into issues, notes and code keep what the paste put before each line: a Markdown
            // quote, a code comment, the back-ticks of inline code or a fence written on the line itself
            // (those after the record are left out too). Peeled only when a date follows (a quoted sentence
            // is prose, not a record), so the line keeps its time, process and pid.
            try LineFormat(name: "pasted-prefix", summary: "a log line behind > (a Markdown quote), // (a code comment) or back-ticks, before its date",
                           role: .wrapper,
                           pattern: "^(?:> ?|// ?|`{1,3} ?)(?<msg>(?:\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\\d{1,2} \\d{2}:).*?)`{0,3}\\s*$",
                           samples: [
                               // github.com/xmartlabs/XLPagerTabStrip/pull/127
                               "> 2016-02-16 13:58:17.593 Example[3222:89836] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException'",
                               // github.com/Automattic/pocket-casts-ios/issues/599
                               "> 2022-12-12 22:51:41.942100+0200 podcasts[29226:7512498] [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported",
                               // OAOffice's AppDelegate.m, a console run kept in a comment
                               "//2015-01-27 15:53:54.180 OAOffice[1395:601449] Unbalanced calls to begin/end appearance transitions for <UISplitViewController: 0x13750e270>.",
                               // github.com/ionic-team/capacitor-plugins/issues/1300, a fence written on the line
                               "```2022-11-24 15:40:33.313520+0400 App[15612:409100] [Presentation] Attempt to present <UIAlertController: 0x10307b600> on <Capacitor.CAPBridgeViewController: 0x10400ad50> (from <Capacitor.CAPBridgeViewController: 0x10400ad50>) which is already presenting <_UIContextMenuActionsOnlyViewController: 0x104516270>.```",
                           ]).with(fast: .prefilter(.pastedPrefix)),
            // React Native's RCTLog (`RCTLogInfo`, the bridge's own lines) prints its time, level and thread name,
            // then the file and line (wix/react-native-navigation#1285, react/react-native#10834). The line has
            // no process: it belongs to the app that logged last, keeps its own time, and its `[File.m:40]`
            // names the class.
            try LineFormat(name: "rctlog", summary: "React Native RCTLog [level][tid:thread][File.m:line]", role: .wrapper,
                           pattern: "^(?:(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3}) )?\\[(?:trace|info|warn|error|fatal)\\]\\[tid:[^\\]]*\\] ?(?<msg>.*)$",
                           samples: [
                               "[info][tid:main][RCTPerformanceLogger.m:80] Unbalanced calls start/end for tag 16",
                               "2016-11-09 17:31:49.453 [info][tid:main][RCTBatchedBridge.m:72] Initializing <RCTBatchedBridge: 0x17018e380> (parent: <RCTBridge: 0x1700ba940>, executor: RCTJSCExecutor)",
                           ]).with(fast: .prefilter(.rctLog)),
            // grep over saved logs prints `FILE:LINE:` (`-n`), `FILE:` (several files) or `LINE:` (one file)
            // before each record (simpzan/nat's README: `NAT2app.log:2289:Mar 14 22:13:26 …`). Peeled only when a
            // date follows and the file part holds no blank, so `10:23:45 FeedVC …` and prose stay as they are.
            try LineFormat(name: "grep-prefix", summary: "grep's FILE:LINE:, FILE: or LINE: before a dated line", role: .wrapper,
                           pattern: "^(?:[^\\s:]*[^\\s:\\d][^\\s:]*:(?:\\d+:)?|\\d+:)(?<msg>(?:\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\\d{1,2} \\d{2}:).*)$",
                           samples: [
                               // github.com/simpzan/nat (README)
                               "NAT2app.log:2289:Mar 14 22:13:26 simpzans-iPhone PacketTunnel-iOS[709] <Notice>: -[TunnelServer testTcpConnectionThroughTunnel]",
                               "logs/run1.log:2016-02-16 13:58:17.593 Example[3222:89836] -[FeedViewController viewDidLoad]",
                               "1532:2022-12-12 22:51:41.942100+0200 podcasts[29226:7512498] -[FeedViewController viewWillAppear:]",
                           ]).with(fast: .prefilter(.grepPrefix)),
            // A line number and blanks before each record: a log file shown with `cat -n`, `nl` or an
            // editor's gutter (keybase/client#12270: `42884 2018-06-08 10:21:15.453 Keybase[10914:3793552] …`).
            // Peeled only when a date follows, like grep's.
            try LineFormat(name: "numbered-line", summary: "a line number and blanks (cat -n, nl, an editor) before a dated line", role: .wrapper,
                           pattern: "^ *\\d+[ \\t]+(?<msg>(?:\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\\d{1,2} \\d{2}:).*)$",
                           samples: [
                               // github.com/keybase/client/issues/12270
                               "42884 2018-06-08 10:21:15.453 Keybase[10914:3793552] applicationWillResignActive: entering",
                               "     7\tMar 14 22:13:26 iPhone MyApp[709] <Notice>: -[FeedViewController viewDidLoad]",
                           ]).with(fast: .prefilter(.numberedLine)),
            // XCTest's output barrier, the marker the test runner writes so that its own lines are not
            // interleaved with the app's, glued to the start of the next line in xcodebuild's output
            // (linkedin/bluepill's recorded UI test run): `Test Case '…' started.` behind it still ends a test.
            try LineFormat(name: "xctest-barrier", summary: "XCTest's XCTestOutputBarrier marker glued before a line", role: .wrapper,
                           pattern: "^XCTestOutputBarrier(?<msg>.*)$",
                           samples: [
                               // a test's expected failure log in the public code index (id 36718859438); bluepill's
                               // recorded run has `XCTestOutputBarrierTest Case '-[BPSampleAppUITests …]' started.`
                               "XCTestOutputBarrier2019-10-28 13:37:05.678861-0700 Learning[21646:1617371] Invalid connection: com.apple.coresymbolicationd",
                           ]).with(fast: .prefilter(.xctestBarrier)),
            // fastlane's own prefix before each line of its output, xcodebuild's relayed behind `▸` (or `?` where
            // the terminal lost it); an app's NSLog lines appear there while tests run in it (fastlane#14065,
            // fastlane#8423: `INFO [2017-03-02 18:17:35.75]: ▸ `).
            try LineFormat(name: "fastlane", summary: "fastlane output prefix [HH:MM:SS]: ▸", role: .wrapper,
                           pattern: "^(?:[A-Z]{4,5} )?\\[(?:\\d{4}-\\d{2}-\\d{2} )?\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?\\]: (?:(?:[A-Z][A-Za-z ]*: )?(?:\u{25B8}|\\?) )?(?<msg>.*)$",
                           samples: ["[09:28:49]: \u{25B8} 2019-01-15 09:28:49.394 xcodebuild[47348:38156551]  IDETestOperationsObserverDebug: Writing diagnostic log for test session to:",
                                     "INFO [2017-03-02 18:17:35.75]: \u{25B8} Compiling RecruitmentActivityForm.swift",
                                     "[09:28:49]: Running Tests: \u{25B8} Touching exampleTests.xctest (in target: exampleTests)",
                                     "[17:07:20]: ? Building myapp/MyAppModel [Release]"]).with(fast: .prefilter(.fastlane)),
            // GitHub Actions stamps every line of a job's log with the time the runner read it
            // (`2022-02-16T13:04:14.4525780Z `), in batches when xcodebuild buffers its output: the line
            // keeps its own time, if it has one, and no other.
            try LineFormat(name: "github-actions", summary: "GitHub Actions log line stamp 2022-02-16T13:04:14.4525780Z",
                           role: .wrapper,
                           pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,7})?Z (?<msg>.*)$",
                           samples: [
                               // an xcodebuild job's raw log kept in a public repository
                               "2026-10-05T19:52:32.3552680Z { platform:iOS Simulator, arch:arm64, id:DC4CD8B3-4457-4153-9087-A0D7A2F9BFD9, OS:18.5, name:iPhone 16 Pro }",
                               "2026-10-05T19:52:26.9393810Z Build version 16F6",
                               "2026-10-05T19:53:25.4400050Z 2026-10-05 19:53:25.431877+0000 xctest[4182:21773] -[FeedViewController viewDidLoad]",
                           ]).with(fast: .prefilter(.actionsStamp)),
            // Swift logging libraries print the date and time before their level and source location:
            // XCGLogger's and Loggerithm's `2014-06-09 06:44:43.600 [Debug] [AppDelegate.swift:40] …`, TTLog's
            // `[2018-04-05 23:53:36.469] ViewController.swift:18 viewDidLoad() …` (their READMEs). The line keeps
            // the time; an NSLog record, whose process follows its time, is never read so.
            try LineFormat(name: "logger-time", summary: "a logging library's date and time before its [level] (XCGLogger, Loggerithm) or in brackets (TTLog)",
                           role: .wrapper,
                           // (RCTLog's own `[info][tid:…]` after its time is left to `rctlog`.)
                           pattern: "^(?|\\[(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3,6})\\] "
                               + "|(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3,6}) (?=\\[(?!(?:trace|info|warn|error|fatal)\\]\\[tid:)))(?<msg>.*)$",
                           samples: [
                               // github.com/DaveWoodCom/XCGLogger (README)
                               "2014-06-09 06:44:43.600 [Debug] [AppDelegate.swift:40] application(_:didFinishLaunchingWithOptions:): Simple message",
                               // github.com/honghaoz/Loggerithm (README)
                               "2015-08-14 16:55:34.075 [Verbose] [ViewController.swift:34] viewDidLoad(): Verbose message...",
                               // TTLog's README
                               "[2018-04-05 23:53:36.469] ViewController.swift:18 viewDidLoad() ❌ERROR: Here is an error!!!",
                           ]).with(fast: .prefilter(.loggerClock)),
            // Xcode's console stamp with the process name and ids cut away, as blog posts paste a run to keep
            // the project's name out of it: the date (or the time alone), microseconds and the zone, then the
            // message, which starts with no letter or digit (`-[X init]`, `<X: 0x…>`, `----`): after a letter the
            // stamp is NSLog's (its process name, `App[1:2]`), after `0x` it is `log show`'s (the thread), and a
            // number, `#` or `$` starts a frame or a prompt whose line is read whole, as it was.
            try LineFormat(name: "xcode-stamp", summary: "Xcode's console stamp with its process cut away: [YYYY-MM-DD ]HH:MM:SS.ffffff+ZZZZ, then a message that starts with no letter or digit",
                           role: .wrapper,
                           pattern: "^(?:(?<date>\\d{4}-\\d{2}-\\d{2}) )?(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{6})(?<tz>[+-]\\d{4}) +"
                               + "(?![A-Za-z0-9#$]|[^\\[\\]]*\\[\\d+[:\\]])(?<msg>\\S.*)$",
                           samples: [
                               // a jianshu post on a xib controller's calls (mirror 39.103.169.235/p/982352fb23b8)
                               "2019-10-12 15:44:51.179910+0800 -[XibSelfViewController initWithNibName:bundle:]",
                               // Chinese notes on blocks in GCD (public code index file id 39998166996)
                               "23:18:51.727756+0800 -[WGMainObjcVC touchesBegan:withEvent:]",
                               "23:18:54.728433+0800  -[Person dealloc]---",
                           ]).with(fast: .prefilter(.zonedStamp)),
            // CocoaLumberjack's file logger (DDLogFileFormatterDefault: `yyyy/MM/dd HH:mm:ss:SSS`, two blanks, the
            // message) and formatters built on it: a colon before the milliseconds, and the files apps attach to
            // support requests and issues. Appium 1.5 stamps its own lines so, then ` - ` (`appium`).
            try LineFormat(name: "lumberjack-file", summary: "CocoaLumberjack's file logger: yyyy/MM/dd HH:mm:ss:SSS, then the message",
                           role: .wrapper,
                           pattern: "^(?<date>\\d{4}([/-])\\d{2}\\g{-1}\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}:\\d{3})  ?(?!- )(?<msg>\\S.*)$",
                           samples: [
                               // woocommerce/woocommerce-ios#3478 (a support log in a comment)
                               "2021/01/15 14:34:08:605  🔵 Tracked application_opened",
                               // signalapp/Signal-iOS#5148 (OWSScrubbingLogFormatter, a DDLogFileFormatterDefault)
                               "2022/06/14 20:56:27:636  💛 [OWSWebSocket.swift:278 notifyStatusChange()]: [identified: 170]: connecting -> open",
                               // wordpress-mobile/WordPress-iOS#8825 and #16751 (one blank; a dashed date)
                               "2018/03/22 23:44:31:343 <WordPressAppDelegate: 0x1c00d23d0> applicationWillResignActive:",
                               "2021-06-22 13:26:06:535 <WordPress.WordPressAppDelegate: 0x282284480> applicationWillResignActive(_:)",
                           ]).with(fast: .prefilter(.lumberjackClock)),
            try LineFormat(name: "time-tag", summary: "[HH:MM:SS] macro prefix (often compile time)", role: .wrapper,
                           pattern: "^\\[(?<time>\\d{2}:\\d{2}:\\d{2})\\] (?<msg>.*)$", ignoresTime: true,
                           samples: ["[16:48:20] -[MineViewController viewWillAppear:] [第54行]"]).with(fast: .prefilter(.bracketClock)),
        ]
    }

    /// Envelope lines of `log`, syslog, debuggers and device tools.
    public static func envelopes() throws -> [LineFormat] {
        let patterns: [(String, String, [String])] = [
            ("log-preamble", "^(?:Filtering the log data using \".*\"|Skipping (?:info and debug|debug) messages, pass --.*)\\s*$",
             ["Skipping info and debug messages, pass --info and/or --debug to include.",
              // corpus 21, 25
              "Filtering the log data using \"sender == \"KauthORama\"\"", "Skipping debug messages, pass --debug to include."]),
            ("log-header", "^Timestamp +(?:Thread +Type +Activity +PID(?: +TTL)?|\\(process\\)\\[PID\\]|Ty +Process\\[PID:TID\\]) *$",
             ["Timestamp                       Thread     Type        Activity             PID    TTL  ",
              // macOS 10.12 and 10.13: no TTL column
              "Timestamp                       Thread     Type        Activity             PID    ",
              // corpus 26, 32
              "Timestamp                       (process)[PID]", "Timestamp               Ty Process[PID:TID]"]),
            ("log-footer", "^(?:-{20,}|Log +- Default: +\\d+, .*|Activity - Create: +\\d+, .*)\\s*$",
             ["Activity - Create:           0, Transition:          0, Actions:           0",
              // corpus 21
              String(repeating: "-", count: 116),
              "Log      - Default:          5, Info:                0, Debug:             0, Error:          0, Fault:          0"]),
            ("device-status", "^\\[(?:connected|disconnected)(?::[^\\]]*)?\\]\\s*$", ["[connected]", "[disconnected]"]),
            ("syslog-repeat", "^(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) {1,2}\\d{1,2} \\d{2}:\\d{2}:\\d{2} (?:\\S+ )?)?--- last message repeated \\d+ times? ---\\s*$",
             ["Jul  4 10:02:12 iPhone --- last message repeated 1 time ---"]),
            // lldb's answer to a breakpoint command names the method (`where = UIKitCore`-[UIViewController
            // viewDidLoad]`), as does chisel's `bmessage`: neither is a call.
            ("debugger", "^(?:Message from debugger: .*|Program ended with exit code: -?\\d+\\s*|\\((?:lldb|gdb)\\).*|Current language: .*|(?:Error from )?getpwuid_r.*|Breakpoint \\d+: .*|Setting a breakpoint at .*)$",
             ["Message from debugger: Terminated due to signal 9", "Program ended with exit code: 0", "(gdb) continue", "Current language:  auto; currently objective-c",
              // Korean lldb notes on the Signals app (Advanced Apple Debugging); objc.io issue 19, "Dancing in the Debugger"
              "Breakpoint 5: where = UIKitCore`-[UIViewController viewDidLoad], address = 0x00007fff23f3c10d",
              "Setting a breakpoint at -[UIViewController viewDidAppear:] with condition (void*)object_getClass((id)$rdi) == 0x000000010e2f4d28"]),
            // XCTest's progress lines name each test as a method token (`Test Case '-[FeedTests testLoad]'
            // started.`): a test ran, no call of the app's was made.
            ("xctest", "^(?:Test [Cc]ase '[^']*' (?:started|passed|failed|skipped|measured)|Test Suite '[^']*' (?:started|passed|failed) at |Executed \\d+ tests?, with ).*$",
             [// flutter/engine#16672 (an xcodebuild test run)
              "Test Case '-[FlutterViewControllerTest testDoesntLoadViewInInit]' started.",
              "Test Case '-[FlutterPluginAppLifeCycleDelegateTest testWillTerminate]' passed (0.002 seconds).",
              "Test Suite 'FlutterViewControllerTest' started at 2020-03-06 20:07:26.037",
              "Executed 6 tests, with 0 failures (0 unexpected) in 0.008 (0.022) seconds",
              // parallel testing's wording
              "Test case 'C.testFive()' passed on 'Clone 1 of iPhone 17' (0.5 seconds)"]),
            // Swift Testing's console lines name each test by its function (`◇ Test viewDidLoad() started.`,
            // `✔ Test viewDidLoad() passed after 0.002 seconds.`): a test named after a callback is no call,
            // and suites that run in parallel print them in any order. The symbol is Unicode off Apple
            // platforms and an SF Symbols character on them; of the `↳` lines only the library's own are
            // taken (`↳` also draws trees of child controllers).
            ("swift-testing", "^(?:(?:[\\x{25C7}\\x{2714}\\x{2718}\\x{1007C8}\\x{10065F}\\x{100884}\\x{10105B}]|[\\x{26A0}\\x{1001FF}]\\x{FE0E}?) +(?:Test|Suite|Trait) |[\\x{21B3}\\x{100135}] (?:Testing Library Version|Target Platform|Swift Version): ).*$",
             [// this project's own `swift test` (Swift 6.3.1 on Linux)
              "\u{25C7} Test run started.",
              "\u{21B3} Testing Library Version: 6.3.1 (937120cbc281cf2)",
              "\u{25C7} Test \"a file of bare lines alone keeps its launch of no process\" started.",
              "\u{2714} Suite \"Lines before the first record join the first launch\" passed after 0.009 seconds.",
              // a test named after the callback it tests; SF Symbols as on macOS (a failure's `✘` is left out
              // here: the format tests print their samples, and CI logs are searched for it)
              "\u{25C7} Test viewDidLoad() started.",
              "\u{1007C8} Test viewWillAppear() started.", "\u{10105B}  Test viewWillAppear() passed after 0.001 seconds.",
              "\u{26A0}\u{FE0E} Test deinit() recorded a warning: Test was skipped"]),
            // The sanitizers' report lines around their frames (the frames are `BacktraceFrame`s): the
            // summary names the method the report is about (`SUMMARY: ThreadSanitizer: data race
            // ViewController.m:33 in __34-[ViewController dataRacesExample]_block_invoke`), not a call.
            ("sanitizer", "^(?:SUMMARY: \\w+Sanitizer: |WARNING: ThreadSanitizer: |==\\d+==ERROR: \\w+Sanitizer: |(?:Thread|Address)Sanitizer report breakpoint hit).*$",
             ["WARNING: ThreadSanitizer: data race (pid=83447)",
              // a ThreadSanitizer report kept in a comment of LJLock's ViewController.m (2019)
              "SUMMARY: ThreadSanitizer: data race ViewController.m:33 in __34-[ViewController dataRacesExample]_block_invoke",
              "ThreadSanitizer report breakpoint hit. Use 'thread info -s' to get extended information about the report.",
              // github.com/git-up/GitUp/issues/901
              "==36311==ERROR: AddressSanitizer: attempting free on address which was not malloc()-ed: 0x000107d8f7f0 in thread T0",
              "SUMMARY: AddressSanitizer: bad-free (libclang_rt.asan_osx_dynamic.dylib:x86_64h+0x4cd6d) in wrap_free"]),
            // The command a paste starts with (`$ log stream --level debug …`, `$ flutter run`), from the
            // README of miyu1/simple_native_logger: the shell's line, not the log's.
            ("shell-command", "^\\$ \\S.*$",
             ["$ log stream  --level debug --predicate 'subsystem = \"io.github.miyu1.nativeLoggerExample\"'", "$ flutter run",
              "$ idevicesyslog | grep MyApp"]),
        ]
        let prefilters: [String: FastFormat] = [
            "log-preamble": .prefilter(.logPreamble), "log-header": .prefilter(.logHeader),
            "log-footer": .prefilter(.logFooter), "device-status": .prefilter(.deviceStatus),
            "syslog-repeat": .prefilter(.syslogRepeat), "debugger": .prefilter(.debugger),
            "shell-command": .prefilter(.shellCommand), "sanitizer": .prefilter(.sanitizer),
            "xctest": .prefilter(.xctest), "swift-testing": .prefilter(.swiftTesting),
        ]
        return try patterns.map { name, pattern, samples in
            try LineFormat(name: name, summary: "envelope", role: .envelope, pattern: pattern, samples: samples)
                .with(fast: prefilters[name] ?? .none)
        }
    }
}
