/// One flag, defined once: the parser, the help text, the configuration file and the tests
/// all read this table (ripgrep's habit), so they cannot drift apart.
struct FlagDefinition: Sendable {
    /// `format` for `--format`; also the configuration file key.
    let long: String
    /// `f` for `-f`.
    let short: Character?
    /// Name of the value in help (`FILE`), or nil for a switch.
    let valueName: String?
    /// Accepted values, when the flag takes one of a fixed set; checked by the parser.
    let choices: [String]?
    /// May be given more than once (values accumulate).
    let repeatable: Bool
    /// One line for `--help`.
    let help: String
    /// Subcommands that accept the flag.
    let commands: Set<Subcommand>
    /// Settable from `.trace-check.json` under the key `long`.
    let configurable: Bool
    /// The value is a path: in a configuration file it is relative to the file's folder.
    let isPath: Bool
    /// A valid value, for the per-flag tests and help examples.
    let example: String
    /// Store the value (`""` for switches); throws `UsageError` for values it cannot use.
    let apply: @Sendable (inout Settings, String) throws -> Void

    init(_ long: String, short: Character? = nil, value: String? = nil, choices: [String]? = nil,
         repeatable: Bool = false, configurable: Bool = false, isPath: Bool = false, example: String? = nil,
         commands: Set<Subcommand>, help: String, apply: @escaping @Sendable (inout Settings, String) throws -> Void) {
        self.long = long
        self.short = short
        self.valueName = value
        self.choices = choices
        self.repeatable = repeatable
        self.help = help
        self.commands = commands
        self.configurable = configurable
        self.isPath = isPath
        self.example = example ?? choices?.first ?? ""
        self.apply = apply
    }

    /// True for flags without a value.
    var isSwitch: Bool { valueName == nil }

    /// `-f, --format FORMAT` as help shows it.
    var signature: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--" + long
        if let valueName { text += " " + valueName }
        return text
    }

    /// The help line with its accepted values.
    var fullHelp: String {
        var text = help
        if let choices { text += " (" + choices.joined(separator: "|") + ")" }
        if repeatable { text += "; repeatable" }
        return text
    }
}
