#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceChecker
/// A parsed command line: the subcommand, the flags in the order given, and the paths.
struct Invocation {
    var command: Subcommand
    /// Flags with their values, in order; applied over the configuration file's settings.
    var flags: [(definition: FlagDefinition, value: String)] = []
    /// Positional arguments.
    var positionals: [String] = []
    /// The flags applied to default settings (used when no configuration file applies).
    var settings = Settings()
}

/// Turns arguments into an `Invocation` using `FlagTable`. Accepts `--flag value`,
/// `--flag=value`, `-f value`, `-fvalue`, `--` (everything after is a path) and `-` (stdin).
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws -> Invocation {
        var rest = arguments[...]
        var command = Subcommand.check
        // `trace-check help [SUBCOMMAND]`, as git and swift spell it: the subcommand's --help.
        if rest.first == "help" {
            rest = rest.dropFirst()
            if let word = rest.first {
                guard let named = Subcommand(rawValue: word) else { throw unknownSubcommand(word) }
                command = named
            }
            var invocation = Invocation(command: command)
            invocation.settings.showHelp = true
            return invocation
        }
        if let first = rest.first, let named = Subcommand(rawValue: first) {
            command = named
            rest = rest.dropFirst()
        } else if let first = rest.first, looksLikeSubcommand(first) {
            throw unknownSubcommand(first)
        }
        var invocation = Invocation(command: command)

        // Help wins over everything else on the line, so a half-typed command still gets its help.
        let beforeSeparator = rest.prefix { $0 != "--" }
        if beforeSeparator.contains("-h") || beforeSeparator.contains("--help") {
            invocation.settings.showHelp = true
            return invocation
        }

        var onlyPositionals = false
        while let argument = rest.popFirst() {
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                invocation.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (definition, spelled, inlineValue) = try lookUp(argument, command: command)
            var value = ""
            if definition.isSwitch {
                if inlineValue != nil { throw UsageError.unexpectedValue(flag: spelled) }
            } else if let inlineValue {
                value = inlineValue
            } else if let next = rest.popFirst() {
                value = next
            } else {
                throw UsageError.missingValue(flag: spelled, valueName: definition.valueName ?? "VALUE")
            }
            try validate(value, for: definition, spelled: spelled)
            try definition.apply(&invocation.settings, value)
            invocation.flags.append((definition, value))
        }
        return invocation
    }

    /// Check a value against the flag's choices.
    static func validate(_ value: String, for definition: FlagDefinition, spelled: String) throws {
        if let choices = definition.choices, !choices.contains(value) {
            throw UsageError.badValue(flag: spelled, value: value, expected: "one of " + choices.joined(separator: ", "),
                                      suggestion: Suggestion.closest(to: value, among: choices))
        }
    }

    /// A first word that is meant as a subcommand, not a log: no such path, and spelled like a
    /// command (letters and dashes only, no dot or slash), so `trace-check timline` is a typo
    /// while `trace-check run.log` stays a missing file.
    static func looksLikeSubcommand(_ word: String) -> Bool {
        guard !word.isEmpty, !word.hasPrefix("-"), word.allSatisfy({ $0.isLetter || $0 == "-" }) else { return false }
        var info = stat()
        return stat(word, &info) != 0
    }

    static func unknownSubcommand(_ word: String) -> UsageError {
        .unknownSubcommand(word, suggestion: Suggestion.closest(to: word, among: Subcommand.allCases.map(\.rawValue) + ["help"]))
    }

    private static func lookUp(_ argument: String, command: Subcommand) throws -> (FlagDefinition, String, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let inline = body.contains("=") ? String(body[body.index(after: body.firstIndex(of: "=")!)...]) : nil
            let spelled = "--" + name
            if let definition = FlagTable.definition(long: name, for: command) { return (definition, spelled, inline) }
            if FlagTable.all.contains(where: { $0.long == name }) {
                throw UsageError.flagNotValid(spelled, command: command)
            }
            let names = FlagTable.flags(for: command).map { "--" + $0.long }
            throw UsageError.unknownFlag(spelled, command: command, suggestion: Suggestion.closest(to: spelled, among: names))
        }
        let letter = argument.dropFirst().first!
        let spelled = "-" + String(letter)
        let attached = argument.dropFirst(2)
        guard let definition = FlagTable.definition(short: letter, for: command) else {
            if FlagTable.all.contains(where: { $0.short == letter }) {
                throw UsageError.flagNotValid(spelled, command: command)
            }
            throw UsageError.unknownFlag(argument, command: command, suggestion: nil)
        }
        if attached.isEmpty { return (definition, spelled, nil) }
        if definition.isSwitch { throw UsageError.unknownFlag(argument, command: command, suggestion: nil) }
        return (definition, spelled, attached.hasPrefix("=") ? String(attached.dropFirst()) : String(attached))
    }
}
