/// A configuration file the tool cannot use (exit code 2). Every message names the file and,
/// where there is one, the key.
enum ConfigError: Error, CustomStringConvertible, Equatable {
    /// `--config FILE` does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// Not a JSON object.
    case malformed(path: String, reason: String)
    /// Not JSON at all, or a key given twice; `path` is `FILE:LINE:COLUMN`.
    case syntax(path: String, message: String)
    /// A rule id no rule has, in a rule-selection key; `path` is `FILE:LINE:COLUMN` of the key.
    case unknownRule(path: String, key: String, id: String, suggestion: String?)
    /// `version` missing or not 1.
    case unsupportedVersion(path: String, found: String)
    /// A key the configuration does not have.
    case unknownKey(path: String, key: String, suggestion: String?)
    /// A value of the wrong JSON type.
    case wrongType(path: String, key: String, expected: String)
    /// A value the flag rejects.
    case badValue(path: String, key: String, message: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read configuration: \(reason)"
        case let .malformed(path, reason): return "\(path): not a JSON object: \(reason)"
        case let .syntax(path, message): return "\(path): not valid JSON: \(message)"
        case let .unknownRule(path, key, id, suggestion):
            return "\(path): key '\(key)': unknown rule '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                + "; see 'trace-check rules'"
        case let .unsupportedVersion(path, found):
            return "\(path): key 'version': expected 1, found \(found)"
        case let .unknownKey(path, key, suggestion):
            return "\(path): unknown key '\(key)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case let .wrongType(path, key, expected): return "\(path): key '\(key)': expected \(expected)"
        case let .badValue(path, key, message): return "\(path): key '\(key)': \(message)"
        }
    }
}
