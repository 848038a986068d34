import Foundation
import Testing
import TraceChecker

/// Writes the demo report and a 100,000-event report for `scripts/html-screenshot.sh`, which
/// opens them in headless Chromium. Runs only when `TRACE_CHECK_HTML_OUT` names a folder: the
/// CLI's `-f html` is wired separately, and the script must not depend on it.
@Suite("HTML report export")
struct HTMLExportTests {
    static let folder = ProcessInfo.processInfo.environment["TRACE_CHECK_HTML_OUT"]

    @Test("Write the demo and big reports", .enabled(if: folder != nil))
    func export() throws {
        let folder = URL(fileURLWithPath: Self.folder!)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".log") }.sorted()
        let reports = try names.map { try HTMLReportSupport.check(path: examples.appendingPathComponent($0).path, fileName: "Examples/" + $0) }
        try HTMLReport.render(files: reports, title: "trace-check: Examples", toolVersion: "demo")
            .write(to: folder.appendingPathComponent("demo.html"), atomically: true, encoding: .utf8)
        let big = HTMLReportSupport.check(text: HTMLReportSupport.syntheticLog(objects: 9_600), fileName: "synthetic-100k.log")
        try HTMLReport.render(files: [big], title: "trace-check: 100,000 events", toolVersion: "demo")
            .write(to: folder.appendingPathComponent("big.html"), atomically: true, encoding: .utf8)
    }
}
