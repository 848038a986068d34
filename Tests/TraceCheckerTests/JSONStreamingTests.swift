import Foundation
import Testing
@testable import TraceChecker

/// The JSON report writes its violations one at a time (issue 19: 350,000 findings encoded at
/// once held gigabytes); the bytes must be those of encoding the whole document at once.
@Suite("JSON report written one violation at a time")
struct JSONStreamingTests {
    private static func violation(_ line: Int, _ message: String, excerpt: [String] = [], related: Bool = false) -> Violation {
        Violation(rule: "appearance-pairing", severity: .error, message: message,
                  object: ObjectIdentity(className: "FeedVC", address: "0x7fa3", incarnation: line % 3 + 1, process: "My App", pid: 12),
                  location: SourceLocation(file: "logs/run 1.log", line: line, time: "2017-05-12T10:23:45.123"),
                  related: related ? [RelatedLocation(message: "was <here>", location: SourceLocation(file: "logs/run 1.log", line: 1))] : [],
                  hint: line.isMultiple(of: 2) ? nil : "fix \"it\"", excerpt: excerpt)
    }

    @Test("Streamed and whole-document JSON reports are byte-identical, awkward characters and empty files included")
    func streamingMatchesWholeDocument() throws {
        let awkward = "<FeedVC: 0x7fa3> & \"quotes\" \\ / \u{1B}[31m\u{0}\u{7f} 参数=(null) \u{2028} 😀\n\t\r"
        let first = FileReport(file: "logs/run 1.log", violations: [
            Self.violation(3, awkward, excerpt: ["1: viewWillDisappear:", "3: dealloc \u{7}"], related: true),
            Self.violation(4, "plain"), Self.violation(9, "", excerpt: [""]),
        ])
        let second = FileReport(file: "clean.log")
        let third = FileReport(file: "more.log", violations: [Self.violation(1, "x")])
        let rules = [RuleDescription(id: "appearance-pairing", name: "Appearance <pairing>", severity: .error, summary: "s", rationale: "r")]
        for files in [[first, second, third], [second], [second, third]] {
            let report = RunReport(tool: ToolInfo(name: "trace-check", version: "1.0"), rules: rules, files: files)
            let writer = JSONReportWriter()
            let streamed = MemorySink()
            try writer.finish(report, to: streamed)
            let document = JSONReportWriter.Document(
                version: JSONReportWriter.schemaVersion, tool: .init(name: "trace-check", version: "1.0"), summary: report.summary,
                violations: files.flatMap(\.violations), files: files.map { JSONReportWriter.FileEntry($0, timelines: false) },
                rules: rules.map { var entry = RuleListWriter.Entry($0); entry.origin = nil; return entry })
            let whole = MemorySink()
            try ReportJSON.write(document, pretty: true, to: whole)
            #expect(streamed.bytes == whole.bytes, "\(String(decoding: streamed.bytes, as: UTF8.self))")
        }
    }
}
