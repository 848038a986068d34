import Foundation
import TraceParser

/// A JSON report read back (`trace-check merge`, `trace-check triage`): the tool that wrote it,
/// the rules that ran and each file's counts and violations, as `FileReport`s in the report's order.
/// The files have timelines only when the report was written with `--timelines`.
public struct ReportDocument: Sendable {
    /// Name and version of the trace-check that wrote the report.
    public var tool: ToolInfo
    /// The rules that ran, in id order.
    public var rules: [RuleDescription]
    /// Each input's counts and violations, in the report's order.
    public var files: [FileReport]
    /// The report was written with `--timelines`: its files carry their objects' timelines.
    public var hasTimelines = false

    private struct Document: Decodable {
        struct Tool: Decodable { var name: String; var version: String }
        var version: Int
        var tool: Tool
        var summary: RunSummary
        var violations: [Violation]
        var files: [JSONReportWriter.FileEntry]?
        var rules: [RuleListWriter.Entry]?
    }

    /// A report from its parts.
    public init(tool: ToolInfo, rules: [RuleDescription], files: [FileReport]) {
        self.tool = tool
        self.rules = rules
        self.files = files
    }

    /// Read a JSON report that `trace-check -f json` wrote; `path` names it in errors.
    public init(data: Data, path: String) throws {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw ReportReadError.notAReport(path: path)
        }
        guard document.tool.name == "trace-check" else { throw ReportReadError.notAReport(path: path) }
        guard document.version == JSONReportWriter.schemaVersion else {
            throw ReportReadError.unsupportedVersion(path: path, version: document.version)
        }
        guard let entries = document.files, let rules = document.rules else {
            throw ReportReadError.withoutFiles(path: path, version: document.tool.version)
        }
        // Violations come grouped by file, in the order of `files`.
        var byFile: [String: [Violation]] = [:]
        for violation in document.violations { byFile[violation.location.file, default: []].append(violation) }
        var files: [FileReport] = []
        for entry in entries {
            var statistics = ParseStatistics()
            statistics.lines = entry.lines
            statistics.events = entry.events
            statistics.unrecognizedLines = entry.unrecognizedLines
            files.append(FileReport(file: entry.file, violations: byFile.removeValue(forKey: entry.file) ?? [],
                                    statistics: statistics, objectCount: entry.objects,
                                    timelines: (entry.timelines ?? []).map { $0.timeline(file: entry.file) }))
        }
        if let stray = byFile.keys.sorted().first { throw ReportReadError.strayViolation(path: path, file: stray) }
        self.init(tool: ToolInfo(name: document.tool.name, version: document.tool.version),
                  rules: rules.map(\.description), files: files)
        hasTimelines = entries.allSatisfy { $0.timelines != nil }
    }
}

/// Why a report could not be read. One message per case.
public enum ReportReadError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// Not JSON, or JSON that trace-check did not write.
    case notAReport(path: String)
    /// A JSON report of another version of the document.
    case unsupportedVersion(path: String, version: Int)
    /// A report of a trace-check that did not record `files` and `rules`.
    case withoutFiles(path: String, version: String)
    /// A violation in a file the report's `files` does not list.
    case strayViolation(path: String, file: String)
    /// An NDJSON line that is not a violation.
    case badLine(path: String, line: Int)

    /// A one-line, user-facing message naming the file.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the report: \(reason)"
        case let .notAReport(path):
            return "\(path): not a trace-check report (expected the JSON that 'trace-check -f json' writes)"
        case let .unsupportedVersion(path, version):
            return "\(path): report version \(version) is not supported (expected \(JSONReportWriter.schemaVersion))"
        case let .withoutFiles(path, version):
            return "\(path): written by trace-check \(version), which does not record the files and rules of a run; check the logs again with this version"
        case let .strayViolation(path, file):
            return "\(path): a violation in '\(file)', which the report's files do not list"
        case let .badLine(path, line):
            return "\(path):\(line): not a trace-check violation (expected a line that 'trace-check -f ndjson' writes)"
        }
    }
}

extension ReportDocument {
    /// The violations of an NDJSON stream that `trace-check -f ndjson` wrote, in its order;
    /// `path` names it in errors. Blank lines are skipped.
    public static func violations(ndjson data: Data, path: String) throws -> [Violation] {
        let decoder = JSONDecoder()
        var violations: [Violation] = []
        var lineNumber = 0
        for line in data.split(separator: 10, omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { $0 != 32 && $0 != 9 && $0 != 13 }) else { continue }
            guard let violation = try? decoder.decode(Violation.self, from: Data(line)) else {
                throw ReportReadError.badLine(path: path, line: lineNumber)
            }
            violations.append(violation)
        }
        return violations
    }
}
