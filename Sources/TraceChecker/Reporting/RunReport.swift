/// Everything a reporter needs about one run: the tool, the rules that ran, and each file's
/// result in input order.
public struct RunReport: Sendable {
    /// Name and version for the report header.
    public var tool: ToolInfo
    /// Rules that ran (SARIF `tool.driver.rules`, JUnit test cases), in id order.
    public var rules: [RuleDescription]
    /// One report per input, in the order inputs were given and folders walked.
    public var files: [FileReport]
    /// Violations at or above this severity fail the run (JUnit failures); nil for `--fail-on never`.
    public var failOn: Severity?

    /// A run report from its parts.
    public init(tool: ToolInfo, rules: [RuleDescription], files: [FileReport], failOn: Severity? = .error) {
        self.tool = tool
        self.rules = rules
        self.files = files
        self.failOn = failOn
    }

    /// Totals over every file.
    public var summary: RunSummary { RunSummary(files) }

    /// Inputs that could not be opened at all (missing, refused as compressed or archived), so
    /// they have no report in ``files``.
    public var unopenedFileCount = 0

    /// Inputs not read to their end: those never opened, and files whose reading failed part of
    /// the way (what was read before the failure was checked).
    public var unreadableFileCount: Int { unopenedFileCount + files.reduce(0) { $0 + ($1.inputError == nil ? 0 : 1) } }
}
