/// One example of a rule, which is also one of its tests: a short log and a caption that says
/// what it shows. In a triggering example, `↓` starts each line where the rule must report.
/// `explain` and the rule pages print the caption above the log.
public struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    /// What the example shows, in one sentence; nil for examples from rules files, which have none.
    public var caption: String?
    /// The log lines, `↓` marks included.
    public var log: String

    /// An example with its caption.
    public init(_ caption: String?, _ log: String) {
        self.caption = caption
        self.log = log
    }

    /// A log without a caption (rules files, and code that only has the text).
    public init(stringLiteral log: String) {
        self.init(nil, log)
    }
}
