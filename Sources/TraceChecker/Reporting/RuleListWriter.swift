/// `trace-check rules` in text (an aligned table) or JSON (`{"version": 1, "rules": [...]}`).
public enum RuleListWriter {
    struct Entry: Encodable {
        var id: String
        var name: String
        var severity: Severity
        var summary: String
        var rationale: String
        var origin: String?
    }

    struct Document: Encodable {
        var version = 1
        var rules: [Entry]
    }

    /// `id  severity  summary`, one rule per line.
    public static func text(_ rules: [RuleDescription]) -> String {
        guard !rules.isEmpty else { return "no rules\n" }
        let idWidth = rules.map(\.id.count).max()! + 2
        return rules.map { rule in
            rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// The JSON document.
    public static func writeJSON(_ rules: [RuleDescription], to sink: ByteSink) throws {
        let entries = rules.map {
            Entry(id: $0.id, name: $0.name, severity: $0.severity, summary: $0.summary, rationale: $0.rationale, origin: $0.origin)
        }
        try ReportJSON.write(Document(rules: entries), pretty: true, to: sink)
    }

    /// `trace-check explain`: summary, rationale and the rule's examples.
    public static func explanation(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name) (default severity: \(rule.severity.rawValue))\n\n"
        text += rule.summary + "\n"
        if !rule.rationale.isEmpty { text += "\n" + rule.rationale + "\n" }
        if let origin = rule.origin { text += "\nDefined in \(origin)\n" }
        func examples(_ title: String, _ logs: [String]) {
            guard !logs.isEmpty else { return }
            text += "\n" + title + "\n"
            for (index, log) in logs.enumerated() {
                if index > 0 { text += "    --\n" }
                for line in log.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                    text += "    " + line + "\n"
                }
            }
        }
        examples("Reported (\(RuleDescription.violationMarker) marks where):", rule.triggeringExamples)
        examples("Not reported:", rule.nonTriggeringExamples)
        return text
    }
}
