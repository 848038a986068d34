import Testing
@testable import TraceChecker

/// Reports sort hundreds of thousands of findings (issue 19) by their positions rather than by
/// moving the violations: the order must be exactly the one `sorted(by: reportOrder)` gives.
@Suite("Report order")
struct ReportOrderTests {
    /// Violations over two files with many equal lines, rules and messages, told apart by severity
    /// (so a tie's order is visible), in a scrambled but reproducible order.
    static func scrambled(count: Int) -> [Violation] {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        return (0..<count).map { index in
            Violation(rule: ["appearance-pairing", "controller-leak", "b"][next(3)], severity: [Severity.error, .warning, .note][index % 3],
                      message: ["m", "n", "FeedVC@0x1: x"][next(3)], object: nil,
                      location: SourceLocation(file: ["b.log", "a.log"][next(2)], line: next(20)))
        }
    }

    @Test("Sorting positions, into a copy or in place, gives sorted(by: reportOrder), ties in their given order")
    func matchesStableSort() {
        for count in [0, 1, 2, 17, 500] {
            let violations = Self.scrambled(count: count)
            let expected = violations.sorted(by: Violation.reportOrder)
            #expect(Violation.inReportOrder(violations) == expected)
            var inPlace = violations
            Violation.sortInReportOrder(&inPlace)
            #expect(inPlace == expected)
        }
    }

    @Test("Violations already in report order come back as they are")
    func orderedStaysOrdered() {
        let ordered = Self.scrambled(count: 300).sorted(by: Violation.reportOrder)
        #expect(Violation.inReportOrder(ordered) == ordered)
    }
}
