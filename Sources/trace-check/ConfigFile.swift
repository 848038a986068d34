import TraceChecker
import Foundation

/// `.trace-check.json`: `{"version": 1, ...}` with the long names of configurable flags as
/// keys. Values: a string or number for single-valued flags, an array for repeatable ones
/// (`"severity"` also takes an object `{"RULE-ID": "LEVEL"}`), `true`/`false` for switches.
/// Paths are relative to the file's folder. Flags on the command line come after it.
struct ConfigFile {
    static let defaultName = ".trace-check.json"

    let path: String
    /// Flag applications in a stable order (keys sorted), as if given on the command line first,
    /// each with the `FILE:LINE:COLUMN` of its key.
    let flags: [(definition: FlagDefinition, value: String, origin: String)]

    /// `.trace-check.json` in `folder` or the nearest parent that has one.
    static func discover(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(defaultName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Load and validate for `command`; keys that only matter to other subcommands are checked but not applied.
    init(path: String, command: Subcommand) throws {
        let data: Data
        do {
            data = try SettingsFileReader.read(path)
        } catch {
            throw ConfigError.unreadable(path: path, reason: error.description)
        }
        try self.init(path: path, contents: Array(data), command: command)
    }

    /// Validate `contents`, the text of the file at `path` (the fuzz target starts here).
    init(path: String, contents: [UInt8], command: Subcommand) throws {
        self.path = path
        var parser = JSONParser(contents)
        let parsed: JSONValue
        do {
            parsed = try parser.parse()
        } catch {
            throw ConfigError.syntax(path: "\(path):\(error.position)", message: error.message)
        }
        guard case let .object(root) = parsed else {
            throw ConfigError.malformed(path: path, reason: "the top level must be an object")
        }
        // `FILE:LINE:COLUMN` of a key, so editors jump to it.
        let positions = parser.keyPositions
        func located(_ key: String) -> String { positions[key].map { "\(path):\($0)" } ?? path }
        switch root["version"] {
        case .number(1)?: break
        case let value?: throw ConfigError.unsupportedVersion(path: located("version"), found: value.scalarText ?? "a non-number")
        case nil: throw ConfigError.unsupportedVersion(path: path, found: "no version key")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let configurable = FlagTable.all.filter(\.configurable)
        var flags: [(FlagDefinition, String, String)] = []
        for key in root.keys.sorted() where key != "version" {
            guard let definition = configurable.first(where: { $0.long == key }) else {
                let names = configurable.map(\.long) + ["version"]
                throw ConfigError.unknownKey(path: located(key), key: key, suggestion: Suggestion.closest(to: key, among: names))
            }
            let values = try Self.values(of: root[key]!, for: definition, key: key, path: located(key))
            for raw in values {
                var value = raw
                if definition.isPath, !value.hasPrefix("/"), !folder.isEmpty {
                    value = (folder as NSString).appendingPathComponent(value)
                }
                do {
                    try ArgumentParser.validate(value, for: definition, spelled: key)
                    var scratch = Settings()
                    try definition.apply(&scratch, value)
                } catch let error as UsageError {
                    throw ConfigError.badValue(path: located(key), key: key, message: Self.valueMessage(error))
                }
                // Validated for every subcommand; applied only where the flag belongs.
                if let applicable = FlagTable.definition(long: key, for: command), applicable.configurable {
                    flags.append((applicable, value, located(key)))
                }
            }
        }
        self.flags = flags
    }

    private static func values(of value: JSONValue, for definition: FlagDefinition, key: String, path: String) throws -> [String] {
        if definition.isSwitch {
            guard case let .bool(on) = value else { throw ConfigError.wrongType(path: path, key: key, expected: "true or false") }
            return on ? [""] : []
        }
        if definition.repeatable {
            switch value {
            case let .array(items):
                return try items.map {
                    guard let text = $0.scalarText else {
                        throw ConfigError.wrongType(path: path, key: key, expected: "an array of strings")
                    }
                    return text
                }
            case let .object(entries) where definition.long == "severity":
                return try entries.keys.sorted().map { id in
                    guard case let .string(level) = entries[id]! else {
                        throw ConfigError.wrongType(path: path, key: key + "." + id, expected: "\"error\", \"warning\", \"note\" or \"off\"")
                    }
                    return id + "=" + level
                }
            case .string: return [value.scalarText!]
            default:
                throw ConfigError.wrongType(path: path, key: key, expected: definition.long == "severity"
                                            ? "an object {\"RULE-ID\": \"LEVEL\"} or an array of \"RULE-ID=LEVEL\""
                                            : "an array of strings")
            }
        }
        guard let text = value.scalarText else {
            throw ConfigError.wrongType(path: path, key: key, expected: "a string or number")
        }
        return [text]
    }

    private static func valueMessage(_ error: UsageError) -> String {
        if case let .badValue(_, value, expected, suggestion) = error {
            return "invalid value '\(value)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + ": expected \(expected)"
        }
        return error.description
    }
}
