/// The JSON report, version 1 (DESIGN.md section 7): `version`, `tool`, `summary`, `violations`,
/// and what `trace-check merge` needs to rebuild every other format from shard reports: `files`
/// (each input's counts, in input order) and `rules` (the rules that ran).
public final class JSONReportWriter: ReportWriter {
    /// The version of the document shape; bumped only on incompatible changes.
    public static let schemaVersion = 1

    /// Whether each file carries its objects' whole timelines (`check -f json --timelines`),
    /// for `merge -f html`. Runs that set it check with `CheckOptions.keepTimelines` on.
    public let timelines: Bool

    /// A JSON writer; with `timelines`, each file entry carries its objects' timelines.
    public init(timelines: Bool = false) { self.timelines = timelines }

    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        var version: Int
        var tool: Tool
        var summary: RunSummary
        var violations: [Violation]
        var files: [FileEntry]
        var rules: [RuleListWriter.Entry]
    }

    /// One input's counts, as `summary` counts the whole run.
    struct FileEntry: Codable {
        var file: String
        var lines: Int
        var events: Int
        var objects: Int
        var unrecognizedLines: Int
        /// Present only in reports written with `timelines`.
        var timelines: [TimelineRecord]?

        init(_ report: FileReport, timelines: Bool) {
            file = report.file
            lines = report.statistics.lines
            events = report.statistics.events
            objects = report.objectCount
            unrecognizedLines = report.statistics.unrecognizedLines
            self.timelines = timelines ? report.timelines.map(TimelineRecord.init) : nil
        }
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let document = Document(version: Self.schemaVersion,
                                tool: .init(name: report.tool.name, version: report.tool.version),
                                summary: report.summary,
                                violations: report.files.flatMap(\.violations),
                                files: report.files.map { FileEntry($0, timelines: timelines) },
                                rules: report.rules.map { rule in
                                    // Where a user rule was loaded from is a fact of one machine, not of the run.
                                    var entry = RuleListWriter.Entry(rule)
                                    entry.origin = nil
                                    return entry
                                })
        try ReportJSON.write(document, pretty: true, to: sink)
    }
}
