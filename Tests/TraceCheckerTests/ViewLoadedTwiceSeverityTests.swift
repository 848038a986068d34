import Foundation
import Testing
import TraceParser
@testable import TraceChecker

/// How firm view-loaded-twice is depends on what identifies the object and whether the lines
/// carry times: without times a repeated line may be a second statement of one call (R-P9).
@Suite("view-loaded-twice: severity follows identity and time")
struct ViewLoadedTwiceSeverityTests {
    private static func severities(_ lines: [String]) -> [Severity] {
        findings(of: "view-loaded-twice", in: lines).map(\.severity)
    }

    @Test("an object with an address loaded twice is an error, with or without times")
    func addressedIsFirm() {
        #expect(Self.severities(["-[FeedVC viewDidLoad] <FeedVC: 0x1>", "-[FeedVC viewDidLoad] <FeedVC: 0x1>"]) == [.error])
    }

    @Test("A load after UIKit's memory warning without a controller that was seen disappearing stays an error")
    func systemMemoryWarningNeedsADisappearance() {
        // A child whose appearance is not logged is on screen: its view was not unloaded (iOS 6+ never does).
        let found = findings(of: "view-loaded-twice", in: [
            "<MyApp.HomeViewController: 0x7f8b4c40a2e0> viewDidLoad()",
            "<MyApp.BannerViewController: 0x7f8b4c50b3f0> viewDidLoad()",
            "<MyApp.HomeViewController: 0x7f8b4c40a2e0> viewWillAppear(_:)",
            "<MyApp.HomeViewController: 0x7f8b4c40a2e0> viewDidAppear(_:)",
            "Received memory warning.",
            "<MyApp.BannerViewController: 0x7f8b4c50b3f0> viewDidLoad()",
        ])
        #expect(found.map(\.severity) == [.error])
    }

    @Test("UIKit's memory warning while the view was on screen leaves a second load an error; off screen it is a note")
    func systemMemoryWarningCountsOnlyOffScreen() {
        let onScreen = findings(of: "view-loaded-twice", in: [
            "2012-03-02 14:21:10.000 MyApp[2311:207] -[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:10.100 MyApp[2311:207] -[ListViewController viewWillAppear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:10.500 MyApp[2311:207] -[ListViewController viewDidAppear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:20.882 MyApp[2311:207] Received memory warning.",
            "2012-03-02 14:21:25.304 MyApp[2311:207] -[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>",
        ])
        #expect(onScreen.map(\.severity) == [.error])
        let offScreen = findings(of: "view-loaded-twice", in: [
            "2012-03-02 14:21:10.000 MyApp[2311:207] -[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:10.100 MyApp[2311:207] -[ListViewController viewWillAppear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:10.500 MyApp[2311:207] -[ListViewController viewDidAppear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:12.000 MyApp[2311:207] -[ListViewController viewWillDisappear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:12.459 MyApp[2311:207] -[ListViewController viewDidDisappear:] <ListViewController: 0x6a4b2c0>",
            "2012-03-02 14:21:20.882 MyApp[2311:207] Received memory warning.",
            "2012-03-02 14:21:25.304 MyApp[2311:207] -[ListViewController viewDidLoad] <ListViewController: 0x6a4b2c0>",
        ])
        #expect(offScreen.map(\.severity) == [.note])
    }

    @Test("class-only loads a second apart with nothing between, of a class that logs its init, are an error: the loop shape")
    func timedClassOnlyIsFirm() {
        #expect(Self.severities(["2024-03-05 10:23:45.000 MyApp[1:2] -[FeedVC initWithNibName:bundle:]",
                                 "2024-03-05 10:23:45.100 MyApp[1:2] -[FeedVC viewDidLoad]",
                                 "2024-03-05 10:23:46.100 MyApp[1:2] -[FeedVC viewDidLoad]"]) == [.error])
    }

    @Test("class-only loads at once of a class that logs no init are a warning: two children of the class added in turn load so too")
    func timedClassOnlyWithoutInitIsWeak() {
        let found = findings(of: "view-loaded-twice", in: ["2024-05-01 10:00:00.101 Runner[123:4567] EmbeddedFlutterVC viewDidLoad",
                                                           "2024-05-01 10:00:00.103 Runner[123:4567] EmbeddedFlutterVC viewDidLoad"])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("the class logs no init") == true)
    }

    @Test("class-only loads without times are a warning that says why")
    func untimedClassOnlyIsWeak() {
        #expect(Self.severities(["-[FeedVC viewDidLoad]", "-[FeedVC viewDidLoad]"]) == [.warning])
    }

    /// XCGLogger's default line: its file and line number, the function, then the message.
    private static func xcgLogger(_ time: String, _ line: Int, _ function: String, _ message: String) -> String {
        "2016-05-02 12:22:\(time) [Debug] [main] [ViewController.swift:\(line)] \(function) > \(message)"
    }

    @Test("a statement in a loop, or in a closure, prints its line again at once with another payload: one call (R-P9)")
    func loopStatementsAreOneCall() {
        #expect(Self.severities([Self.xcgLogger("31.120", 23, "viewDidLoad()", "loading 3 sections"),
                                 Self.xcgLogger("31.121", 26, "viewDidLoad()", "section 0"),
                                 Self.xcgLogger("31.121", 26, "viewDidLoad()", "section 1"),
                                 Self.xcgLogger("31.122", 26, "viewDidLoad()", "section 2")]).isEmpty)
        #expect(Self.severities([Self.xcgLogger("11.100", 20, "viewDidLoad()", "start fetching"),
                                 Self.xcgLogger("11.101", 24, "viewDidLoad()", "configured table"),
                                 Self.xcgLogger("11.106", 22, "viewDidLoad()", "cached 20 posts")]).isEmpty)
        // A completion handler made in viewDidLoad prints after the appearance: `#function` is still viewDidLoad().
        #expect(Self.severities([Self.xcgLogger("11.100", 20, "viewDidLoad()", "start fetching"),
                                 Self.xcgLogger("11.101", 24, "viewDidLoad()", "configured table"),
                                 Self.xcgLogger("11.150", 40, "viewWillAppear(_:)", "appearing"),
                                 Self.xcgLogger("11.400", 22, "viewDidLoad()", "fetched 20 posts")]).isEmpty)
    }

    @Test("a statement the call printed already, printed again, is a second call, however soon, whatever its line")
    func openingStatementAgainIsSecondCall() {
        // The first statement may sit in a branch the second call skips (the review's probe): its later line repeats.
        // (A warning: the class logs no init, so by its name alone a second instance would look the same.)
        #expect(Self.severities([Self.xcgLogger("11.100", 34, "viewDidLoad()", "first run only"),
                                 Self.xcgLogger("11.101", 41, "viewDidLoad()", "configured"),
                                 Self.xcgLogger("13.101", 41, "viewDidLoad()", "configured")]) == [.warning])
        #expect(Self.severities([Self.xcgLogger("11.100", 20, "viewDidLoad()", "start"),
                                 Self.xcgLogger("11.101", 24, "viewDidLoad()", "configured"),
                                 Self.xcgLogger("11.102", 20, "viewDidLoad()", "start")]) == [.warning])
        #expect(Self.severities([Self.xcgLogger("11.000", 12, "init(coder:)", "created"),
                                 Self.xcgLogger("11.100", 20, "viewDidLoad()", "start"),
                                 Self.xcgLogger("11.101", 24, "viewDidLoad()", "configured"),
                                 Self.xcgLogger("11.102", 20, "viewDidLoad()", "start")]) == [.error])
        // The opening line later than 0.1 s after the call's last statement starts a call, whatever it prints.
        #expect(Self.severities([Self.xcgLogger("11.100", 20, "viewDidLoad()", "start"),
                                 Self.xcgLogger("11.400", 20, "viewDidLoad()", "again")]) == [.warning])
    }

    @Test("class-only loads at once by the run, of a class that logs no init, are an error from the fourth reload: the loop, not children")
    func runOfClassOnlyLoadsIsFirm() {
        let lines = (0..<6).map { "2024-05-01 10:00:00.10\($0) App[1:2] LoopViewController viewDidLoad" }
        #expect(Self.severities(lines) == [.warning, .warning, .warning, .error, .error])
    }

    @Test("a statement printed twice in a row at once is a second call: it may be all a second call prints")
    func sameStatementTwiceInARowIsSecondCall() {
        #expect(Self.severities([Self.xcgLogger("03.260", 60, "viewDidLoad()", "first appearance only"),
                                 Self.xcgLogger("03.261", 62, "viewDidLoad()", "reloading"),
                                 Self.xcgLogger("03.280", 62, "viewDidLoad()", "reloading")]) == [.warning])
    }

    @Test("a later statement printed again at once with the same payload is a loop in the call (ZHLog's README)")
    func laterStatementAgainAtOnceIsALoop() {
        #expect(Self.severities([Self.xcgLogger("03.260", 26, "viewDidLoad()", "debug"),
                                 Self.xcgLogger("03.260", 27, "viewDidLoad()", "Info"),
                                 Self.xcgLogger("03.261", 33, "viewDidLoad()", "tofile debug"),
                                 Self.xcgLogger("03.266", 37, "viewDidLoad()", "tofile important"),
                                 Self.xcgLogger("03.267", 33, "viewDidLoad()", "tofile debug")]).isEmpty)
        // Back to the second statement of three, at once: a second call that skipped a conditional first one.
        #expect(Self.severities([Self.xcgLogger("03.260", 60, "viewDidLoad()", "first run only"),
                                 Self.xcgLogger("03.261", 62, "viewDidLoad()", "configured"),
                                 Self.xcgLogger("03.262", 64, "viewDidLoad()", "loaded"),
                                 Self.xcgLogger("03.290", 62, "viewDidLoad()", "configured")]) == [.warning])
        // Later than 0.1 s, it is a second call.
        #expect(Self.severities([Self.xcgLogger("03.260", 26, "viewDidLoad()", "debug"),
                                 Self.xcgLogger("03.261", 33, "viewDidLoad()", "tofile debug"),
                                 Self.xcgLogger("03.900", 33, "viewDidLoad()", "tofile debug")]) == [.warning])
    }

    @Test("the DLog macro's `[Line N]` is the source line: two runs of one viewDidLoad's five statements are one repeat")
    func dlogLineNumbers() {
        let run = (33...37).map { "2018-04-21 11:38:06:✅Debug: -[ViewController viewDidLoad] [Line \($0)] tofile \($0)" }
        #expect(Self.severities(run + run) == [.warning])
    }

    @Test("a closure made in viewDidLoad prints #function later with its own text: no second load; the same line again is one")
    func closurePrintIsNoSecondLoad() {
        let life = ["<MyApp.ViewController: 0x7fb1c4d0a2e0> viewDidLoad()", "<MyApp.ViewController: 0x7fb1c4d0a2e0> viewWillAppear(_:)",
                    "<MyApp.ViewController: 0x7fb1c4d0a2e0> viewDidAppear(_:)"]
        #expect(Self.severities(life + ["<MyApp.ViewController: 0x7fb1c4d0a2e0> viewDidLoad() response: 200"]).isEmpty)
        #expect(Self.severities(life + ["<MyApp.ViewController: 0x7fb1c4d0a2e0> viewDidLoad()"]) == [.error])
    }
}
