/// What `trace-check triage` prints: the groups and the totals they come from.
public struct TriageReport: Sendable {
    /// The tool named in the JSON document.
    public var tool: ToolInfo
    /// The groups shown, most frequent first (`--top` may have cut the list).
    public var groups: [TriageGroup]
    /// Groups before `--top`.
    public var totalGroups: Int
    /// Violations in all groups (after `--since`, `--until` and `--baseline`).
    public var violations: Int
    /// Logs read: checked, or listed in a JSON report, or named by a violation of an NDJSON stream.
    public var logs: Int

    /// A report from its parts.
    public init(tool: ToolInfo, groups: [TriageGroup], totalGroups: Int, violations: Int, logs: Int) {
        self.tool = tool
        self.groups = groups
        self.totalGroups = totalGroups
        self.violations = violations
        self.logs = logs
    }

    /// `3 groups, 12 violations in 8 logs` (and `, top 2 shown` when cut).
    public var summaryLine: String {
        var line = NumberFormatting.counted(totalGroups, "group") + ", " + NumberFormatting.counted(violations, "violation")
            + " in " + NumberFormatting.counted(logs, "log")
        if groups.count < totalGroups { line += ", top \(groups.count) shown" }
        return line
    }
}
