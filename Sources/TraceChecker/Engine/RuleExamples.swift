import TraceParser

/// Runs a rule's own examples: each triggering example must produce warnings or errors of the
/// rule exactly on the lines marked `↓`, and each non-triggering example none. Used by the test
/// suite for every built-in rule and by `trace-check rules --verify` for user rules.
public enum RuleExamples {
    /// One example that did not behave as its description says.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The rule.
        public var rule: String
        /// True for a triggering example.
        public var triggering: Bool
        /// Index of the example in its list.
        public var index: Int
        /// Lines marked in the example.
        public var expectedLines: [Int]
        /// Lines the rule reported at warning or error.
        public var reportedLines: [Int]

        public var description: String {
            "\(rule): \(triggering ? "triggering" : "non-triggering") example \(index + 1) expected violations on lines \(expectedLines) but got \(reportedLines)"
        }
    }

    /// Strip the `↓` markers; returns the log text and the 1-based marked line numbers.
    public static func parse(_ example: String) -> (text: String, marked: [Int]) {
        var marked: [Int] = []
        var lines: [Substring] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(RuleDescription.violationMarker) {
                marked.append(index + 1)
                lines.append(line.dropFirst(RuleDescription.violationMarker.count))
            } else {
                lines.append(line)
            }
        }
        return (lines.joined(separator: "\n") + "\n", marked)
    }

    /// Check every example of `rule`; an empty result means they all behave as described.
    public static func verify(_ rule: any Rule, catalog: FormatCatalog = .standard) -> [Failure] {
        var failures: [Failure] = []
        let description = rule.description
        let examples = description.triggeringExamples.map { ($0, true) } + description.nonTriggeringExamples.map { ($0, false) }
        var counters = (0, 0)
        for (example, triggering) in examples {
            let index = triggering ? counters.0 : counters.1
            if triggering { counters.0 += 1 } else { counters.1 += 1 }
            let (text, marked) = parse(example.log)
            let reported = violationLines(of: rule, in: text, catalog: catalog)
            if reported != marked {
                failures.append(Failure(rule: description.id, triggering: triggering, index: index,
                                        expectedLines: marked, reportedLines: reported))
            }
        }
        return failures
    }

    /// Lines where `rule` reports a warning or an error in `text`, with every other rule off.
    static func violationLines(of rule: any Rule, in text: String, catalog: FormatCatalog) -> [Int] {
        var options = CheckOptions()
        let isBuiltin = RulePack.builtin.contains { $0.description.id == rule.description.id }
        options.onlyRules = [rule.description.id]
        if !isBuiltin { options.extraRules = [rule] }
        let report = TraceCheck.check(source: MemoryByteSource(text: text, name: "example"), fileName: "example",
                                      options: options, catalog: catalog)
        return Array(Set(report.violations.filter { $0.rule == rule.description.id && $0.severity >= .warning }.map(\.location.line))).sorted()
    }
}
