/// The JSON report, version 1 (DESIGN.md section 7): `version`, `tool`, `summary`, `violations`.
public final class JSONReportWriter: ReportWriter {
    /// The version of the document shape; bumped only on incompatible changes.
    public static let schemaVersion = 1

    /// A JSON writer.
    public init() {}

    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        var version: Int
        var tool: Tool
        var summary: RunSummary
        var violations: [Violation]
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let document = Document(version: Self.schemaVersion,
                                tool: .init(name: report.tool.name, version: report.tool.version),
                                summary: report.summary,
                                violations: report.files.flatMap(\.violations))
        try ReportJSON.write(document, pretty: true, to: sink)
    }
}
