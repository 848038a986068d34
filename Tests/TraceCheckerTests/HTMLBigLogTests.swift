import Foundation
import Testing
import TraceChecker

/// Big logs: the page stays small enough to open, and grows linearly with events.
@Suite("HTML report on big logs")
struct HTMLBigLogTests {
    @Test("100,000 events render to a file under 20 MB that grows linearly with events")
    func size() throws {
        let big = HTMLReportSupport.check(text: HTMLReportSupport.syntheticLog(objects: 9_600), fileName: "big.log")
        let events = big.timelines.reduce(0) { $0 + $1.entries.count }
        #expect(events >= 100_000)
        #expect(big.timelines.count >= 9_000)
        #expect(!big.violations.isEmpty)
        var bigSize = 0
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try HTMLReport.write(files: [big], title: "big", toolVersion: "test") { bigSize += $0.count }
        }
        #expect(bigSize < 20_000_000, "\(bigSize) bytes for \(events) events")

        let half = HTMLReportSupport.check(text: HTMLReportSupport.syntheticLog(objects: 4_800), fileName: "big.log")
        let halfEvents = half.timelines.reduce(0) { $0 + $1.entries.count }
        let halfSize = HTMLReport.render(files: [half], title: "big", toolVersion: "test").utf8.count
        // Bytes per event stay the same within 15% between 50,000 and 100,000 events.
        let ratio = (Double(bigSize) / Double(events)) / (Double(halfSize) / Double(halfEvents))
        #expect(ratio > 0.85 && ratio < 1.15, "\(bigSize)/\(events) vs \(halfSize)/\(halfEvents)")
        // Reported, not asserted: timings depend on the machine and the build.
        print("HTML report: \(events) events, \(big.timelines.count) objects, \(bigSize) bytes (\(bigSize / events) per event), written in \(elapsed)")
    }

    @Test("Streaming hands the page on in chunks that add up to the rendered string")
    func streaming() throws {
        let report = HTMLReportSupport.check(text: HTMLReportSupport.syntheticLog(objects: 400), fileName: "s.log")
        var chunks: [Int] = []
        var bytes: [UInt8] = []
        try HTMLReport.write(files: [report], title: "s", toolVersion: "t") { chunks.append($0.count); bytes.append(contentsOf: $0) }
        #expect(chunks.count > 1)
        #expect(chunks.dropLast().allSatisfy { $0 >= 1 << 16 && $0 < 1 << 17 })
        #expect(String(decoding: bytes, as: UTF8.self) == HTMLReport.render(files: [report], title: "s", toolVersion: "t"))
    }
}
