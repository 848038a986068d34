// Target 5: the configuration file (`.trace-check.json`, `--config`): JSONParser, ConfigFile's
// validation of every key against the flag table, and SettingsResolver turning the result into
// CheckOptions. The command line's sources are compiled into this target (cli/ links to
// Sources/trace-check, without its main.swift), so what is fuzzed is the code the tool runs.
//
// Invariants beyond "no crash": a file is accepted or refused the same way twice, with the same
// flags; a refusal names the file, and one at a position names a line within the file and a
// column of at least 1; every accepted flag comes from a key of the file; the JSON parser's key
// positions lie inside the text.
import Foundation
import FuzzSupport
import TraceChecker

let path = "/fuzz/.trace-check.json"

/// Line and column of a `PATH:LINE:COLUMN` prefix, if the text has one.
func position(in text: String) -> (line: Int, column: Int)? {
    guard text.hasPrefix(path + ":") else { return nil }
    let numbers = text.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2)
    guard numbers.count >= 2, let line = Int(numbers[0]), let column = Int(numbers[1].prefix { $0.isNumber }) else { return nil }
    return (line, column)
}

exit(runFuzzer { input in
    let bytes = Array(input)
    let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let command = Subcommand.allCases[Int(parameter(input, fromEnd: 0)) % Subcommand.allCases.count]

    var parser = JSONParser(bytes)
    let parsed = try? parser.parse()
    if parsed != nil {
        for (key, at) in parser.keyPositions {
            fuzzCheck(at.line >= 1 && at.line <= lineCount && at.column >= 1, "key \(key) at \(at) of \(lineCount) lines")
        }
    }

    func load() -> Result<[String], ConfigError> {
        do {
            let config = try ConfigFile(path: path, contents: bytes, command: command)
            return .success(config.flags.map { "\($0.definition.long)=\($0.value)@\($0.origin)" })
        } catch let error as ConfigError {
            return .failure(error)
        } catch {
            fuzzCheck(false, "ConfigFile threw something other than a ConfigError: \(error)")
            return .success([])
        }
    }
    let first = load()
    fuzzCheck(first == load(), "the same file loaded two ways")
    switch first {
    case let .failure(error):
        let text = error.description
        fuzzCheck(text.hasPrefix(path), "a refusal that does not name the file: \(text)")
        if let at = position(in: text) {
            fuzzCheck(at.line >= 1 && at.line <= lineCount && at.column >= 1, "refusal at \(at.line):\(at.column) of \(lineCount) lines: \(text)")
        }
        fuzzCheck(parsed == nil || !text.contains("not valid JSON"), "JSON the parser accepts refused as JSON: \(text)")
    case .success:
        fuzzCheck(parsed != nil, "a configuration accepted although its JSON was refused")
        guard let config = try? ConfigFile(path: path, contents: bytes, command: command) else { return }
        var settings = Settings()
        for (definition, value, origin) in config.flags {
            fuzzCheck(origin.hasPrefix(path), "flag \(definition.long) from \(origin)")
            do {
                try definition.apply(&settings, value)
            } catch {
                fuzzCheck(false, "a validated value was refused when applied: \(definition.long)=\(value): \(error)")
            }
        }
        // Unknown rule ids are refused here, as in a run; anything else must resolve.
        _ = try? SettingsResolver.checkOptions(from: settings, rules: TraceCheck.builtinRules)
    }
})
