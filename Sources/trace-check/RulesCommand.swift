import TraceChecker

/// `trace-check rules [--format text|json] [--verify FILE]`.
enum RulesCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        guard invocation.positionals.isEmpty else {
            throw UsageError.badArguments(command: .rules, message: "unexpected argument '\(invocation.positionals[0])'")
        }
        if !invocation.settings.verifyFiles.isEmpty { return try verify(invocation.settings.verifyFiles) }
        let rules = UserRules.descriptions(try UserRules.load(invocation.settings.rulesFiles))
        if invocation.settings.format == "json" {
            try RuleListWriter.writeJSON(rules, to: Console.standardOutput)
        } else {
            try Console.standardOutput.write(RuleListWriter.text(rules))
        }
        return Console.success
    }

    /// Load the files without running their examples, then run every example and print each
    /// failure where it is written: 0 when all behave as described, 1 when some do not, 2 when
    /// a file does not load.
    private static func verify(_ paths: [String]) throws -> Int32 {
        let loaded: LoadedRules
        do {
            loaded = try RulesFile.load(paths: paths, verifyExamples: false)
        } catch {
            throw UserRulesError(error)
        }
        let failures = RulesFile.verify(loaded)
        for diagnostic in loaded.diagnostics(for: failures) { Console.diagnostic(diagnostic.description) }
        let examples = loaded.descriptions.reduce(0) { $0 + $1.triggeringExamples.count + $1.nonTriggeringExamples.count }
        let summary = failures.isEmpty
            ? "\(loaded.descriptions.count) rules, \(examples) examples: all behave as described"
            : "\(failures.count) of \(examples) examples failed in \(loaded.descriptions.count) rules"
        try Console.standardOutput.write(summary + "\n")
        return failures.isEmpty ? Console.success : Console.violationsFound
    }
}
