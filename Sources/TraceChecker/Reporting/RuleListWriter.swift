/// `trace-check rules` in text (an aligned table) or JSON (`{"version": 1, "rules": [...]}`).
public enum RuleListWriter {
    /// One rule as `rules --format json` and the JSON report's `rules` write it.
    struct Entry: Codable, Equatable {
        var id: String
        var name: String
        var severity: Severity
        var summary: String
        var rationale: String
        var origin: String?

        init(_ rule: RuleDescription) {
            self.init(id: rule.id, name: rule.name, severity: rule.severity, summary: rule.summary,
                      rationale: rule.rationale, origin: rule.origin)
        }

        init(id: String, name: String, severity: Severity, summary: String, rationale: String, origin: String?) {
            self.id = id
            self.name = name
            self.severity = severity
            self.summary = summary
            self.rationale = rationale
            self.origin = origin
        }

        /// The description a report reader rebuilds (examples are not part of reports).
        var description: RuleDescription {
            RuleDescription(id: id, name: name, severity: severity, summary: summary, rationale: rationale, origin: origin)
        }
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
        try ReportJSON.write(Document(rules: rules.map(Entry.init)), pretty: true, to: sink)
    }

    /// `trace-check explain`: summary, rationale and the rule's examples.
    public static func explanation(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name) (default severity: \(rule.severity.rawValue))\n\n"
        text += rule.summary + "\n"
        if !rule.rationale.isEmpty { text += "\n" + rule.rationale + "\n" }
        if let pointer = UIKitReference.pointer(for: rule.rationale) { text += "\n" + pointer + "\n" }
        if let origin = rule.origin { text += "\nDefined in \(origin)\n" }
        // Each example: its caption, then its log indented below it; a blank line between examples.
        func examples(_ title: String, _ list: [RuleExample]) {
            guard !list.isEmpty else { return }
            text += "\n" + title + "\n"
            for (index, example) in list.enumerated() {
                if index > 0 { text += "\n" }
                if let caption = example.caption { text += "  " + caption + "\n" }
                for line in example.log.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                    text += "    " + line + "\n"
                }
            }
        }
        let notes = "\(RuleDescription.noteMarker) marks a note"
        examples("Reported (\(RuleDescription.violationMarker) marks where\(RuleExample.markNotes(rule.triggeringExamples) ? ", " + notes : "")):", rule.triggeringExamples)
        examples(RuleExample.markNotes(rule.nonTriggeringExamples) ? "Not reported (\(notes)):" : "Not reported:", rule.nonTriggeringExamples)
        return text
    }
}
