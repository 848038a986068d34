import Foundation
import Testing
@testable import TraceParser
@testable import TraceChecker

/// An XCTest log's test cases each make their own objects: a controller every test loads, logged
/// by class only, is one controller per test case, not one loaded again.
@Suite("XCTest's test cases divide a log")
struct TestCaseSegmentTests {
    private static func report(_ lines: [String]) -> FileReport { reportWithTimelines(of: lines) }

    private static func testCase(_ name: String, _ body: [String]) -> [String] {
        ["Test Case '-[AppTests.LoginViewControllerTests \(name)]' started."] + body
            + ["Test Case '-[AppTests.LoginViewControllerTests \(name)]' passed (0.007 seconds)."]
    }

    @Test("a controller loaded in each of three test cases is three controllers, with no finding")
    func eachTestCaseHasItsOwnObjects() {
        let lines = Self.testCase("test_title", ["LoginViewController viewDidLoad()"])
            + Self.testCase("test_reload", ["LoginViewController viewDidLoad()", "LoginViewController viewWillAppear(_:)",
                                            "LoginViewController viewDidAppear(_:)"])
            + Self.testCase("test_again", ["LoginViewController viewDidLoad()"])
        let report = Self.report(lines)
        #expect(report.violations.isEmpty, "\(report.violations.map(\.message))")
        #expect(report.timelines.count == 3)
        // Without the test case lines the same calls are one controller loaded three times.
        let merged = Self.report(lines.filter { !$0.hasPrefix("Test Case") })
        #expect(merged.violations.contains { $0.rule == "view-loaded-twice" }, "\(merged.violations.map(\.message))")
    }

    @Test("a violation inside one test case is still found, and Swift's test case names count too")
    func violationsWithinATestCaseRemain() {
        let report = Self.report(["Test Case 'LoginViewControllerTests.test_twice' started at 2024-05-01 10:00:00.000",
                                  "LoginViewController viewDidLoad()", "LoginViewController viewWillAppear(_:)",
                                  "LoginViewController viewDidAppear(_:)", "LoginViewController viewWillAppear(_:)",
                                  "LoginViewController viewDidAppear(_:)", "LoginViewController viewWillDisappear(_:)",
                                  "LoginViewController viewDidDisappear(_:)",
                                  "Test Case 'LoginViewControllerTests.test_twice' passed (0.010 seconds)"])
        #expect(report.violations.map(\.rule) == ["appearance-pairing"], "\(report.violations.map(\.message))")
    }

    @Test("the parser counts test cases started, not those passed or the suites")
    func segmentsCountStartedTestCases() {
        let parser = RecordParser(baseYear: 2024, bareLineHasEvent: { _ in false })
        var segments: [Int32] = []
        for (number, text) in ["Test Suite 'All tests' started at 2024-05-01 10:00:00.000", "Test Case '-[A b]' started.",
                               "Test Case '-[A b]' passed (0.001 seconds).", "Test case 'A.c()' started at 2024-05-01 10:00:01.000",
                               "2024-05-01 10:00:01.100 App[1:2] -[FeedVC viewDidLoad]"].enumerated() {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBytes { raw in
                parser.parse(Line(bytes: raw, number: number + 1, offset: 0)) { segments.append($0.segment) }
            }
        }
        // A line that starts a test case is the last of the segment before it.
        #expect(segments == [0, 0, 1, 1, 2])
    }
}
