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

    @Test("class-only loads a second apart with nothing between are an error: the loop shape")
    func timedClassOnlyIsFirm() {
        #expect(Self.severities(["2024-03-05 10:23:45.100 MyApp[1:2] -[FeedVC viewDidLoad]",
                                 "2024-03-05 10:23:46.100 MyApp[1:2] -[FeedVC viewDidLoad]"]) == [.error])
    }

    @Test("class-only loads without times are a warning that says why")
    func untimedClassOnlyIsWeak() {
        #expect(Self.severities(["-[FeedVC viewDidLoad]", "-[FeedVC viewDidLoad]"]) == [.warning])
    }
}
