import TraceChecker

/// What a shell may offer for a flag's value or a positional argument. Derived from the flag
/// table rather than written per flag, so a flag added to the table completes at once: fixed
/// choices complete as themselves, and the value names the table already uses for help say the
/// rest (`FILE` and path flags complete files, `RULE-ID` rule ids, `RULE-ID=LEVEL` pairs).
enum ValueCompletion: Equatable {
    /// Nothing to offer: a number, a glob, a name.
    case none
    /// Exactly these words.
    case words([String])
    /// File names (and folders to descend into).
    case files

    /// `trace-check help [SUBCOMMAND]`: a word the parser reads like a subcommand.
    static let helpCommand = "help"

    /// What `help` says of itself in completion menus and the manual page.
    static let helpSummary = "print the help of a subcommand"

    /// Every word that may start the command line: the subcommands and `help`.
    static var commandWords: [String] { Subcommand.allCases.map(\.rawValue) + [helpCommand] }

    /// The built-in rule ids, sorted: the values of `--enable`, `--disable`, `--only` and `explain`.
    static var ruleIDs: [String] { TraceCheck.builtinRules.map(\.id) }

    /// What `--severity` accepts after `RULE-ID=`.
    static var levels: [String] { Severity.allCases.reversed().map(\.rawValue) + ["off"] }

    /// Every `RULE-ID=LEVEL` pair, so shells without a notion of "a word then a word" can offer them.
    static var ruleLevels: [String] { ruleIDs.flatMap { id in levels.map { id + "=" + $0 } } }

    /// Value names that stand for a path.
    static let pathValueNames: Set<String> = ["FILE", "PATH", "DIR"]
}

extension FlagDefinition {
    /// What a shell offers for this flag's value; `.none` for switches too.
    var valueCompletion: ValueCompletion {
        guard let valueName else { return .none }
        if let choices { return .words(choices) }
        if isPath || ValueCompletion.pathValueNames.contains(valueName) { return .files }
        switch valueName {
        case "RULE-ID": return .words(ValueCompletion.ruleIDs)
        case "RULE-ID=LEVEL": return .words(ValueCompletion.ruleLevels)
        default: return .none
        }
    }
}

extension Subcommand {
    /// What a shell offers for the positional arguments.
    var positionalCompletion: ValueCompletion {
        switch self {
        case .check, .timeline, .events, .formats, .merge, .triage: return .files
        case .explain: return .words(ValueCompletion.ruleIDs)
        case .rules: return .none
        }
    }
}
