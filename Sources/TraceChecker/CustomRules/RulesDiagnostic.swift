/// One problem found in a rules file, at the place a person must edit: `FILE:LINE:COLUMN`.
public struct RulesDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How a diagnostic reads: errors stop the load, notes explain the error before them.
    public enum Level: String, Sendable {
        /// The file cannot be used.
        case error
        /// More about the error just before (where a pattern stopped matching, say).
        case note
    }

    /// The rules file as named by the user.
    public var file: String
    /// 1-based line in the rules file.
    public var line: Int
    /// 1-based column (Unicode scalars) in that line.
    public var column: Int
    /// Error or note.
    public var level: Level
    /// What is wrong and, where it helps, what to write instead.
    public var message: String

    /// A diagnostic from its parts.
    public init(file: String, line: Int, column: Int, level: Level = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.level = level
        self.message = message
    }

    /// `rules.tcrules:12:9: error: unknown event 'strat'; did you mean 'start'?`
    public var description: String { "\(file):\(line):\(column): \(level.rawValue): \(message)" }
}
