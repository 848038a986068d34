import TraceChecker
import TraceParser

/// Loading rules from text and checking logs with them, for the CustomRules suites.
enum CustomRulesSupport {
    static let path = "team.tcrules"

    /// Load `text` as a rules file named `team.tcrules`.
    static func load(_ text: String, verifyExamples: Bool = true) throws(RulesFileError) -> LoadedRules {
        try RulesFile.load(text: text, path: path, verifyExamples: verifyExamples)
    }

    /// The diagnostics a broken rules file gives (empty when it loads).
    static func diagnostics(_ text: String, verifyExamples: Bool = true) -> [RulesDiagnostic] {
        do {
            _ = try load(text, verifyExamples: verifyExamples)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Errors only, as `LINE:COLUMN: message` without the file name.
    static func errors(_ text: String, verifyExamples: Bool = true) -> [String] {
        diagnostics(text, verifyExamples: verifyExamples).filter { $0.level == .error }.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// Violations of the user rules (built-ins off unless `builtins`) in `log`.
    static func check(_ log: String, with loaded: LoadedRules, builtins: Bool = false) -> [Violation] {
        var options = CheckOptions()
        options.extraRules = loaded.extraRules
        if !builtins { options.onlyRules = Set(loaded.rules.map(\.description.id)) }
        return TraceCheck.check(source: MemoryByteSource(text: log, name: "app.log"), fileName: "app.log",
                                options: options, catalog: loaded.catalog).violations
    }

    /// `line severity` of each violation, the usual expectation.
    static func lines(_ violations: [Violation]) -> [String] {
        violations.map { "\($0.location.line) \($0.severity.rawValue)" }
    }

    /// The smallest rule around `body` (events and templates), with trivial examples switched off.
    static func rule(_ declarations: String, _ templateLines: String, severity: String = "error") -> String {
        """
        \(declarations)

        rule r
          severity \(severity)
        \(templateLines.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        """
    }
}
