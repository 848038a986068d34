import TraceChecker

/// `trace-check rules [--format text|json]`.
enum RulesCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        guard invocation.positionals.isEmpty else {
            throw UsageError.badArguments(command: .rules, message: "unexpected argument '\(invocation.positionals[0])'")
        }
        let rules = UserRules.descriptions(try UserRules.load(invocation.settings.rulesFiles))
        if invocation.settings.format == "json" {
            try RuleListWriter.writeJSON(rules, to: Console.standardOutput)
        } else {
            try Console.standardOutput.write(RuleListWriter.text(rules))
        }
        return Console.success
    }
}
