import TraceParser

/// The result of checking one source.
public struct FileReport: Sendable {
    /// The file as named by the user (`-` for stdin).
    public var file: String
    /// Violations in report order (line, rule).
    public var violations: [Violation]
    /// What the file contained.
    public var statistics: ParseStatistics
    /// Objects (incarnations) seen.
    public var objectCount: Int
    /// Full timelines, when `CheckOptions.keepTimelines` was set.
    public var timelines: [ObjectTimeline]
    /// Set when the source could not be read to its end; what was read is still checked.
    public var inputError: InputError?
    /// Limits that were reached (over-long lines cut, too many live objects): the verdicts of this
    /// file may be incomplete. Typed, so that the front end words them with its own settings.
    public var limitWarnings: [LimitWarning] = []
    /// Checks that could not be made: a user rule's or a format's pattern that PCRE2 could not
    /// evaluate on some lines (``RegexLimits``). Typed, like ``limitWarnings``; unlike a limit,
    /// this makes the command line's exit code 2 (the check is incomplete).
    public var uncheckedWarnings: [UncheckedPattern] = []

    /// A report from its parts.
    public init(file: String, violations: [Violation] = [], statistics: ParseStatistics = ParseStatistics(),
                objectCount: Int = 0, timelines: [ObjectTimeline] = [], inputError: InputError? = nil) {
        self.file = file
        self.violations = violations
        self.statistics = statistics
        self.objectCount = objectCount
        self.timelines = timelines
        self.inputError = inputError
    }
}
