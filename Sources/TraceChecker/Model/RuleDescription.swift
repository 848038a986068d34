/// A rule's documentation, which is also its test: the examples are run by one
/// parameterised test, and `trace-check explain` prints them.
public struct RuleDescription: Sendable, Hashable {
    /// Stable id used in reports, configuration and baselines.
    public var id: String
    /// Short human name.
    public var name: String
    /// Default severity.
    public var severity: Severity
    /// One sentence: what the rule catches.
    public var summary: String
    /// Why UIKit requires it, with sources and legal exceptions.
    public var rationale: String
    /// Captioned logs that must produce this rule's violations on the lines marked `↓` (and its
    /// notes on the lines marked `ⓘ`), and nothing elsewhere.
    public var triggeringExamples: [RuleExample]
    /// Captioned logs that must not produce any violation of this rule, nor any note except on
    /// lines marked `ⓘ`.
    public var nonTriggeringExamples: [RuleExample]
    /// Where the rule comes from (a rules file path for user rules, nil for built-ins).
    public var origin: String?

    /// A description from its parts.
    public init(id: String, name: String, severity: Severity, summary: String, rationale: String,
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [], origin: String? = nil) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.origin = origin
    }

    /// The marker placed at the start of an example line where a violation must be reported.
    public static let violationMarker = "↓"
    /// The marker placed at the start of an example line where a note (an inconclusive or
    /// weakened finding) must be reported. A non-triggering example promises no violation; one
    /// that expects a note says so line by line with this mark.
    public static let noteMarker = "ⓘ"
}
