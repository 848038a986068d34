import Foundation
import Testing
import TraceParser
@testable import TraceChecker

/// Bare `print` lines before a file's first record name no process, those after it inherit the
/// record's: the first launch that logs takes the earlier lines' objects, so an app's timeline is
/// not cut at its first NSLog line or at UIKit's first console warning.
@Suite("Lines before the first record join the first launch")
struct LinesBeforeFirstRecordTests {
    private static func report(_ lines: [String]) -> FileReport { reportWithTimelines(of: lines) }

    private static let printedThenLogged = [
        "HomeViewController viewDidLoad()",
        "HomeViewController viewWillAppear(_:)",
        "2026-12-06 10:00:00.123456+0000 MyApp[123:4567] [Network] request started",
        "HomeViewController viewDidAppear(_:)",
        "HomeViewController viewWillDisappear(_:)",
        "HomeViewController viewDidDisappear(_:)",
    ]

    @Test("a controller printed before and after the app's first NSLog line has one timeline, in the app's launch")
    func oneTimelineAcrossTheFirstRecord() throws {
        let report = Self.report(Self.printedThenLogged)
        let timeline = try #require(report.timelines.first)
        #expect(report.timelines.count == 1)
        #expect(timeline.object.process == "MyApp" && timeline.object.pid == 123, "\(timeline.object)")
        #expect(timeline.entries.map(\.line) == [1, 2, 4, 5, 6])
        #expect(report.violations.isEmpty, "\(report.violations.map(\.message))")
    }

    @Test("a transition begun before the first record and ended after it is not left open")
    func transitionAcrossTheFirstRecordCompletes() {
        let split = Self.report(Array(Self.printedThenLogged.prefix(4)))
        #expect(split.violations.isEmpty, "\(split.violations.map(\.message))")
    }

    @Test("a double appearance that straddles the first record is found")
    func doubleAppearanceAcrossTheFirstRecord() {
        let found = Self.report([
            "HomeViewController viewDidLoad()",
            "HomeViewController viewWillAppear(_:)",
            "HomeViewController viewDidAppear(_:)",
            "2026-12-06 10:00:00.123456+0000 MyApp[123:4567] [Network] request started",
            "HomeViewController viewWillAppear(_:)",
            "HomeViewController viewDidAppear(_:)",
            "HomeViewController viewWillDisappear(_:)",
            "HomeViewController viewDidDisappear(_:)",
        ]).violations.filter { $0.rule == "appearance-pairing" }
        #expect(found.map(\.location.line) == [5], "\(found.map(\.message))")
    }

    @Test("only the first launch adopts them: a second launch's objects stay its own")
    func laterLaunchesKeepTheirObjects() {
        let report = Self.report([
            "HomeViewController viewDidLoad()",
            "2026-12-06 10:00:00.100000+0000 MyApp[123:4567] -[HomeViewController viewWillAppear:]",
            "2026-12-06 10:05:00.100000+0000 MyApp[456:4567] -[HomeViewController viewDidLoad]",
            "2026-12-06 10:05:00.200000+0000 MyApp[456:4567] -[HomeViewController viewWillAppear:]",
        ])
        let byLaunch = Dictionary(grouping: report.timelines) { $0.object.pid ?? -1 }
            .mapValues { $0.flatMap(\.entries).map(\.line) }
        #expect(byLaunch == [123: [1, 2], 456: [3, 4]], "\(byLaunch)")
    }

    @Test("another process logging first (SpringBoard on a device) does not take the app's earlier lines")
    func anotherProcessDoesNotAdopt() {
        let report = Self.report([
            "FeedVC viewDidLoad()",
            "FeedVC viewWillAppear(_:)",
            "Jul  4 10:02:12 iPhone SpringBoard(UIKitCore)[50] <Notice>: -[SBHomeScreenViewController viewWillDisappear:]",
            "Jul  4 10:02:13 iPhone MyApp(Foundation)[700] <Notice>: FeedVC viewDidAppear(_:)",
        ])
        let owners = Dictionary(grouping: report.timelines) { $0.object.className ?? "" }.mapValues { $0.map(\.object.process) }
        #expect(owners == ["FeedVC": ["MyApp"], "SBHomeScreenViewController": ["SpringBoard"]], "\(owners)")
    }

    @Test("a file of bare lines alone keeps its launch of no process")
    func bareFileStaysWithoutProcess() throws {
        let report = Self.report(["HomeViewController viewDidLoad()", "HomeViewController viewWillAppear(_:)"])
        let timeline = try #require(report.timelines.first)
        #expect(report.timelines.count == 1)
        #expect(timeline.object.process.isEmpty && timeline.object.pid == nil)
    }
}
