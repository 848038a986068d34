// Target 3: the full pipeline. TraceCheck.check on the bytes as one log, then every report
// writer over the result.
//
// The last byte chooses the read size (1...64 bytes), whether full timelines are kept and
// whether the text report is coloured; the byte before it may choose a small line limit
// (1...128 bytes) so cut lines run through the checker too. The verdict must equal the one from a
// single large read (DESIGN §9: the answer does not depend on chunking). Statistics must
// account for every line, JSON-based reports must parse, and XML reports must be well-formed
// enough to be XML 1.0 text (valid UTF-8, no control characters).
import Foundation
import FuzzSupport
import TraceChecker
import TraceParser

private let baseDate = Date(timeIntervalSince1970: 1_700_000_000)
private let tool = ToolInfo(name: "trace-check", version: "fuzz", informationURI: "https://example.invalid/trace-check")

private func check(_ data: [UInt8], chunkSize: Int, maxLineLength: Int, timelines: Bool) -> FileReport {
    var reader = TraceReader.Options(baseDate: baseDate)
    reader.chunkSize = chunkSize
    reader.maxLineLength = maxLineLength
    var options = CheckOptions()
    options.keepTimelines = timelines
    return TraceCheck.check(source: MemoryByteSource(data, name: "fuzz.log"), fileName: "fuzz.log",
                            options: options, readerOptions: reader)
}

/// What the reader parses: the input after gzip or UTF-16 decoding (found from its first bytes,
/// as for any file), or nil when decoding fails (a damaged gzip, a tar archive).
private func decoded(_ data: [UInt8]) -> [UInt8]? {
    try? InputDecoder.decoded(MemoryByteSource(data, name: "fuzz.log")).readToEnd()
}

private func render(_ writer: ReportWriter, _ report: RunReport) -> [UInt8] {
    let sink = MemorySink()
    do { try writer.write(report, to: sink) } catch { fuzzCheck(false, "\(type(of: writer)) threw \(error)") }
    return sink.bytes
}

private func isJSON(_ bytes: [UInt8]) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
}

private func isXMLText(_ bytes: [UInt8]) -> Bool {
    guard String(validating: bytes, as: UTF8.self) != nil else { return false }
    return !bytes.contains { $0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13 }
}

exit(runFuzzer { input in
    let data = Array(input)
    let p = parameter(input, fromEnd: 0), q = parameter(input, fromEnd: 1)
    let chunkSize = Int(p & 63) + 1
    let timelines = p & 0x40 != 0
    let maxLineLength = q & 0x80 != 0 ? Int(q & 0x7f) + 1 : LineReader.defaultMaxLineLength
    let report = check(data, chunkSize: chunkSize, maxLineLength: maxLineLength, timelines: timelines)
    let reference = check(data, chunkSize: max(1, data.count), maxLineLength: maxLineLength, timelines: timelines)
    fuzzCheck(report.violations == reference.violations, "violations depend on the read size \(chunkSize)")
    fuzzCheck(report.statistics == reference.statistics, "statistics depend on the read size \(chunkSize)")
    fuzzCheck(report.objectCount == reference.objectCount, "object count depends on the read size \(chunkSize)")
    // Lines are counted in the decoded text: a UTF-16 or gzip input has other newline bytes.
    guard let text = decoded(data) else {
        fuzzCheck(report.inputError != nil, "an input that does not decode was checked without an input error")
        return
    }
    fuzzCheck(report.inputError == nil, "memory source reported \(String(describing: report.inputError))")

    let stats = report.statistics
    let newlines = text.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    let expectedLines = newlines + (text.last.map { $0 == 10 ? 0 : 1 } ?? 0)
    fuzzCheck(stats.lines == expectedLines, "\(stats.lines) lines counted, \(expectedLines) in the input")
    let classified = stats.records + stats.continuationLines + stats.envelopeLines + stats.blankLines
        + stats.jsonStructureLines + stats.unrecognizedLines
    // A pretty-JSON record still open at the end is flushed as one record without a line of its own.
    fuzzCheck(classified == stats.lines || classified == stats.lines + 1, "\(classified) classified of \(stats.lines) lines")
    fuzzCheck(stats.recordsByFormat.values.reduce(0, +) == stats.records, "records by format do not add up")
    for violation in report.violations {
        fuzzCheck(violation.location.line >= 0 && violation.location.line <= max(stats.lines, 1),
                  "violation on line \(violation.location.line) of \(stats.lines)")
    }

    let run = RunReport(tool: tool, rules: TraceCheck.builtinRules, files: [report])
    let json = render(JSONReportWriter(), run)
    fuzzCheck(isJSON(json), "JSON report does not parse")
    let sarif = render(SARIFReportWriter(), run)
    fuzzCheck(isJSON(sarif), "SARIF report does not parse")
    for line in render(NDJSONReportWriter(), run).split(separator: 10) {
        fuzzCheck(isJSON(Array(line)), "NDJSON line does not parse")
    }
    fuzzCheck(isXMLText(render(JUnitReportWriter(), run)), "JUnit report is not XML text")
    _ = render(TextReportWriter(colors: p & 0x80 != 0), run)
    if timelines {
        fuzzCheck(isJSON(render(TimelineJSONWriter(), run)), "timeline JSON does not parse")
        _ = render(TimelineTextWriter(), run)
    }
})
