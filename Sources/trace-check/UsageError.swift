/// A command line or configuration the tool cannot run with (exit code 2). One message per case.
enum UsageError: Error, CustomStringConvertible, Equatable {
    /// A flag no subcommand knows.
    case unknownFlag(String, command: Subcommand, suggestion: String?)
    /// A flag of another subcommand.
    case flagNotValid(String, command: Subcommand)
    /// A flag that needs a value was last.
    case missingValue(flag: String, valueName: String)
    /// A switch was given `=value`.
    case unexpectedValue(flag: String)
    /// A value outside what the flag accepts, with the closest accepted one when it looks like a typo.
    case badValue(flag: String, value: String, expected: String, suggestion: String? = nil)
    /// A first word that is neither a subcommand nor an existing path.
    case unknownSubcommand(String, suggestion: String?)
    /// A rule id that no rule has.
    case unknownRule(String, flag: String, suggestion: String?)
    /// Wrong number of positional arguments.
    case badArguments(command: Subcommand, message: String)

    var description: String {
        switch self {
        case let .unknownFlag(flag, command, suggestion):
            return "unknown flag '\(flag)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; see 'trace-check \(command.rawValue) --help'"
        case let .flagNotValid(flag, command):
            return "'\(flag)' is not a flag of 'trace-check \(command.rawValue)'; see 'trace-check \(command.rawValue) --help'"
        case let .missingValue(flag, valueName):
            return "'\(flag)' needs a value (\(valueName))"
        case let .unexpectedValue(flag):
            return "'\(flag)' takes no value"
        case let .badValue(flag, value, expected, suggestion):
            return "invalid value '\(value)' for '\(flag)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + ": expected \(expected)"
        case let .unknownSubcommand(word, suggestion):
            return "'\(word)' is neither a subcommand nor a file or folder" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; see 'trace-check help'"
        case let .unknownRule(id, flag, suggestion):
            return "unknown rule '\(id)' in '\(flag)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; see 'trace-check rules'"
        case let .badArguments(command, message):
            return "\(message); usage: \(command.usage)"
        }
    }
}
