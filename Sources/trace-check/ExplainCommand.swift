import TraceChecker

/// `trace-check explain RULE-ID`.
enum ExplainCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        guard invocation.positionals.count == 1 else {
            throw UsageError.badArguments(command: .explain, message: invocation.positionals.isEmpty
                                          ? "missing RULE-ID" : "expected one RULE-ID")
        }
        let id = invocation.positionals[0]
        let rules = UserRules.descriptions(try UserRules.load(invocation.settings.rulesFiles))
        guard let rule = rules.first(where: { $0.id == id }) else {
            throw UsageError.unknownRule(id, flag: "explain", suggestion: Suggestion.closest(to: id, among: rules.map(\.id)))
        }
        try Console.standardOutput.write(RuleListWriter.explanation(rule))
        return Console.success
    }
}
