/// Why a rules file (or a set of them) was not loaded. Loading is all or nothing: with any of
/// these, no rule and no format of the files is used.
public enum RulesFileError: Error, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The files have mistakes: syntax, names, patterns, placeholders, duplicate ids, samples.
    case invalid(diagnostics: [RulesDiagnostic])
    /// The files are well formed, but some rule's examples do not behave as marked.
    case examplesFailed(diagnostics: [RulesDiagnostic])

    /// Every problem at its `FILE:LINE:COLUMN`, in file order (notes follow their error).
    public var diagnostics: [RulesDiagnostic] {
        switch self {
        case let .unreadable(path, reason): return [RulesDiagnostic(file: path, line: 1, column: 1, message: "cannot read the rules file: \(reason)")]
        case let .invalid(diagnostics), let .examplesFailed(diagnostics): return diagnostics
        }
    }

    /// One line saying what happened to the load.
    public var message: String {
        switch self {
        case let .unreadable(path, _):
            return "cannot read rules file \(path); no user rules were loaded"
        case let .invalid(diagnostics):
            let errors = diagnostics.filter { $0.level == .error }.count
            return "\(errors) error\(errors == 1 ? "" : "s") in rules files; no user rules were loaded"
        case let .examplesFailed(diagnostics):
            let errors = diagnostics.filter { $0.level == .error }.count
            return "\(errors) rule example\(errors == 1 ? "" : "s") failed; no user rules were loaded"
        }
    }

    /// The diagnostics, one per line, then the message.
    public var description: String {
        (diagnostics.map(\.description) + [message]).joined(separator: "\n")
    }
}
