import TraceChecker
import TraceParser

/// The command line's wording of the library's limit warnings: the library says what happened,
/// the command line adds the flag that raises the limit (a config file key of the same name does too).
extension LimitWarning {
    /// The flag that raises this limit.
    var flag: String {
        switch self {
        case .liveObjects: "--max-objects"
        case .classNames: "--max-classes"
        case .openObligations: "--max-obligations"
        case .lineLength: "--max-line-length"
        }
    }

    /// The warning as `trace-check: warning: FILE: …` prints it after the file name.
    var commandLineText: String { "\(description); raise the limit with \(flag)" }

    /// `trace-check: warning: FILE: …` for `warning`.
    static func warn(_ file: String, _ warning: LimitWarning) {
        Console.warning("\(file): \(warning.commandLineText)")
    }

    /// The cut-lines warning for subcommands that read without checking (`events`, `formats`),
    /// worded as `check` words it.
    static func warnAboutCutLines(_ file: String, _ statistics: ParseStatistics, limit: Int) {
        guard statistics.truncatedLines > 0 else { return }
        warn(file, .lineLength(limit: limit, cutLines: statistics.truncatedLines))
    }
}
