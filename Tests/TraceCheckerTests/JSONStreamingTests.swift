import Foundation
import Testing
@testable import TraceChecker
import TraceParser

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
        for files in Self.fileSets(awkward) {
            let report = RunReport(tool: ToolInfo(name: "trace-check", version: "1.0"), rules: Self.rules, files: files)
            let streamed = MemorySink()
            try JSONReportWriter().finish(report, to: streamed)
            let whole = try Self.wholeDocument(report)
            #expect(streamed.bytes == whole, "\(String(decoding: streamed.bytes, as: UTF8.self))")
        }
    }

    @Test("Parts rendered ahead give the bytes of the whole document, and so does a writer that outgrows its part limit")
    func partsMatchWholeDocument() throws {
        for files in Self.fileSets("<FeedVC: 0x7fa3> \"q\" \u{1B}[31m 参数 😀\n") {
            let report = RunReport(tool: ToolInfo(name: "trace-check", version: "1.0"), rules: Self.rules, files: files)
            let whole = try Self.wholeDocument(report)
            for limit in [1 << 20, 0] {
                let writer = JSONReportWriter()
                writer.partLimit = limit
                let renderer = try #require(writer.makePartRenderer())
                let sink = MemorySink()
                for file in files { try writer.fileChecked(file, part: renderer.render(file), to: sink) }
                try writer.finish(report, to: sink)
                #expect(sink.bytes == whole, "limit \(limit): \(String(decoding: sink.bytes, as: UTF8.self))")
            }
        }
    }

    @Test("A file checked without a part makes the writer render every file itself, with the same bytes")
    func missingPartFallsBack() throws {
        let files = Self.fileSets("x")[0]
        let report = RunReport(tool: ToolInfo(name: "trace-check", version: "1.0"), rules: Self.rules, files: files)
        let writer = JSONReportWriter()
        let renderer = try #require(writer.makePartRenderer())
        let sink = MemorySink()
        for (index, file) in files.enumerated() {
            // Every part given is the first file's: used, they would put the wrong entries in place.
            try writer.fileChecked(file, part: index == 1 ? nil : renderer.render(files[0]), to: sink)
        }
        try writer.finish(report, to: sink)
        #expect(sink.bytes == (try Self.wholeDocument(report)))
    }

    @Test("Violations rendered on several threads, over several batches, give the bytes of the whole document",
          arguments: [1, 2, 3, 8])
    func threadedRenderingMatchesWholeDocument(threads: Int) throws {
        // More findings than one render batch holds, so batches and their runs meet at odd places;
        // distinct messages and addresses give the fingerprint caches real work.
        let many = (1...9_001).map { line in
            Self.violation(line, "<FeedVC: 0x\(String(line, radix: 16))> message \(line % 7)", excerpt: ["\(line): viewDidLoad"], related: line % 5 == 0)
        }
        let files = [FileReport(file: "big.log", violations: many), FileReport(file: "clean.log"),
                     FileReport(file: "small.log", violations: [Self.violation(2, "last")])]
        let report = RunReport(tool: ToolInfo(name: "trace-check", version: "1.0"), rules: Self.rules, files: files)
        let sink = MemorySink()
        try JSONReportWriter(renderThreads: threads).finish(report, to: sink)
        #expect(sink.bytes == (try Self.wholeDocument(report)))
    }

    @Test("A writer of timelines renders no parts ahead")
    func timelinesRenderNoParts() {
        #expect(JSONReportWriter(timelines: true).makePartRenderer() == nil)
        #expect(JSONReportWriter().makePartRenderer() != nil)
    }

    private static let rules = [RuleDescription(id: "appearance-pairing", name: "Appearance <pairing>", severity: .error, summary: "s", rationale: "r")]

    /// Runs with findings in some files, in none, and with no file at all.
    private static func fileSets(_ awkward: String) -> [[FileReport]] {
        let first = FileReport(file: "logs/run 1.log", violations: [
            violation(3, awkward, excerpt: ["1: viewWillDisappear:", "3: dealloc \u{7}"], related: true),
            violation(4, "plain"), violation(9, "", excerpt: [""]),
        ], statistics: Self.statistics(lines: 12, events: 7, unrecognized: 2), objectCount: 3)
        let second = FileReport(file: "clean \"\u{1B}\".log")
        let third = FileReport(file: "more.log", violations: [violation(1, "x")])
        return [[first, second, third], [second], [second, third], [], [third, first]]
    }

    private static func statistics(lines: Int, events: Int, unrecognized: Int) -> ParseStatistics {
        var statistics = ParseStatistics()
        statistics.lines = lines
        statistics.events = events
        statistics.unrecognizedLines = unrecognized
        return statistics
    }

    /// The document Foundation's encoder writes for `report` in one piece.
    private static func wholeDocument(_ report: RunReport) throws -> [UInt8] {
        let document = JSONReportWriter.Document(
            version: JSONReportWriter.schemaVersion, tool: .init(name: "trace-check", version: "1.0"), summary: report.summary,
            violations: report.files.flatMap(\.violations), files: report.files.map { JSONReportWriter.FileEntry($0, timelines: false) },
            rules: rules.map { var entry = RuleListWriter.Entry($0); entry.origin = nil; return entry })
        let whole = MemorySink()
        try ReportJSON.write(document, pretty: true, to: whole)
        return whole.bytes
    }
}
