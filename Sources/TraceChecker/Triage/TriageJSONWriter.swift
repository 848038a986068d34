/// The triage table for dashboards:
/// `{"version": 1, "tool", "summary": {"groups", "violations", "logs"}, "groups": [{"fingerprint", "rule",
/// "severity", "class", "message", "count", "logs", "devices", "launches", "firstTime", "lastTime",
/// "example": {"file", "line", "time", "message", "excerpt"}}]}`, keys sorted.
public enum TriageJSONWriter {
    struct Document: Encodable {
        struct Tool: Encodable { var name: String; var version: String }
        struct Summary: Encodable { var groups: Int; var violations: Int; var logs: Int }
        var version = 1
        var tool: Tool
        var summary: Summary
        var groups: [Group]
    }

    struct Group: Encodable {
        struct Example: Encodable {
            var file: String
            var line: Int
            var time: String?
            var message: String
            var excerpt: [String]
        }
        var fingerprint: String
        var rule: String
        var severity: Severity
        var className: String?
        var message: String
        var count: Int
        var logs: Int
        var devices: Int
        var launches: Int
        var firstTime: String?
        var lastTime: String?
        var example: Example

        enum CodingKeys: String, CodingKey {
            case fingerprint, rule, severity, className = "class", message, count, logs, devices, launches, firstTime, lastTime, example
        }
    }

    /// Write the document to `sink`.
    public static func write(_ report: TriageReport, to sink: ByteSink) throws {
        let groups = report.groups.map { group in
            Group(fingerprint: group.fingerprint, rule: group.rule, severity: group.severity, className: group.className,
                  message: group.message, count: group.count, logs: group.logs, devices: group.devices,
                  launches: group.launches,
                  firstTime: group.firstTime, lastTime: group.lastTime,
                  example: .init(file: group.example.location.file, line: group.example.location.line,
                                 time: group.example.location.time, message: group.example.message,
                                 excerpt: group.example.excerpt))
        }
        let document = Document(tool: .init(name: report.tool.name, version: report.tool.version),
                                summary: .init(groups: report.totalGroups, violations: report.violations, logs: report.logs),
                                groups: groups)
        try ReportJSON.write(document, pretty: true, to: sink)
    }
}
