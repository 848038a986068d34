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
        for (index, line) in example.lineFeedSeparatedLines.enumerated() {
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
        verify(rule, catalog: catalog, readerOptions: TraceReader.Options())
    }

    /// Check every example of every rule: one reader set-up for them all, so a rules file of
    /// thousands of rules loads in a fraction of the time a check per example took.
    public static func verify(_ rules: [any Rule], catalog: FormatCatalog = .standard) -> [Failure] {
        let readerOptions = TraceReader.Options()
        return rules.flatMap { verify($0, catalog: catalog, readerOptions: readerOptions) }
    }

    private static func verify(_ rule: any Rule, catalog: FormatCatalog, readerOptions: TraceReader.Options) -> [Failure] {
        var failures: [Failure] = []
        let description = rule.description
        let examples = description.triggeringExamples.map { ($0, true) } + description.nonTriggeringExamples.map { ($0, false) }
        var counters = (0, 0)
        for (example, triggering) in examples {
            let index = triggering ? counters.0 : counters.1
            if triggering { counters.0 += 1 } else { counters.1 += 1 }
            let (text, marked) = parse(example.log)
            let reported = violationLines(of: rule, in: text, catalog: catalog, readerOptions: readerOptions)
            if reported != marked {
                failures.append(Failure(rule: description.id, triggering: triggering, index: index,
                                        expectedLines: marked, reportedLines: reported))
            }
        }
        return failures
    }

    /// Lines where `rule` reports a warning or an error in `text`, with every other rule off.
    /// The engine holds that rule alone: the others would be off, and what the engine keeps per
    /// object does not depend on which rules run, only their monitors do. The reader's options
    /// (a calendar look-up for the base date) are made once per set of examples.
    static func violationLines(of rule: any Rule, in text: String, catalog: FormatCatalog, readerOptions: TraceReader.Options) -> [Int] {
        var options = CheckOptions()
        options.onlyRules = [rule.description.id]
        let isBuiltin = RulePack.builtin.contains { $0.description.id == rule.description.id }
        if !isBuiltin { options.extraRules = [rule] }
        let report = TraceCheck.check(source: MemoryByteSource(text: text, name: "example"), fileName: "example",
                                      options: options, readerOptions: readerOptions, catalog: catalog, rules: [rule])
        return Array(Set(report.violations.filter { $0.rule == rule.description.id && $0.severity >= .warning }.map(\.location.line))).sorted()
    }
}
