import Testing
import TraceChecker
@testable import trace_check

@Suite("Parsing the command line")
struct ArgumentParserTests {
    @Test("A first argument that names no subcommand means check")
    func defaultsToCheck() throws {
        let invocation = try ArgumentParser.parse(["-f", "json", "logs/"])
        #expect(invocation.command == .check)
        #expect(invocation.settings.format == "json")
        #expect(invocation.positionals == ["logs/"])
    }

    @Test("Repeatable flags accumulate in order and rule selections keep their order")
    func repeatable() throws {
        let invocation = try ArgumentParser.parse(["--disable", "a", "--enable", "b", "--severity", "c=off", "--only", "d"])
        #expect(invocation.settings.ruleSelections == [.disable("a"), .enable("b"), .severity("c", nil), .only("d")])
    }

    @Test("Everything after -- is a path, and - is standard input")
    func separator() throws {
        let invocation = try ArgumentParser.parse(["check", "-", "--", "--format", "-q"])
        #expect(invocation.positionals == ["-", "--format", "-q"])
        #expect(invocation.flags.isEmpty)
    }

    @Test("An unknown flag is a usage error with a suggestion")
    func unknownFlag() {
        #expect(throws: UsageError.unknownFlag("--formt", command: .check, suggestion: "--format")) {
            try ArgumentParser.parse(["--formt", "json"])
        }
    }

    @Test("A flag of another subcommand is named as such")
    func otherSubcommandFlag() {
        #expect(throws: UsageError.flagNotValid("--object", command: .check)) { try ArgumentParser.parse(["--object", "X"]) }
    }

    @Test("A value flag at the end is missing its value")
    func missingValue() {
        #expect(throws: UsageError.missingValue(flag: "--format", valueName: "FORMAT")) { try ArgumentParser.parse(["--format"]) }
    }

    @Test("A switch given a value is an error")
    func switchWithValue() {
        #expect(throws: UsageError.unexpectedValue(flag: "--quiet")) { try ArgumentParser.parse(["--quiet=yes"]) }
    }

    @Test("Numbers are validated: jobs at least 1, grace not negative")
    func numbers() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["-j", "0"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--jobs", "many"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--grace", "-1"]) }
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--severity", "controller-leak=loud"]) }
    }

    @Test("--fail-on never clears the threshold")
    func failOnNever() throws {
        #expect(try ArgumentParser.parse(["--fail-on", "never"]).settings.failOn == nil)
        #expect(try ArgumentParser.parse(["--fail-on", "warning"]).settings.failOn == .warning)
        #expect(try ArgumentParser.parse([]).settings.failOn == .error)
    }

    @Test("Help wins over other mistakes on the line")
    func helpWins() throws {
        #expect(try ArgumentParser.parse(["timeline", "--bogus", "-h"]).settings.showHelp)
    }

    @Test("Rule selections resolve in order and unknown rule ids are usage errors")
    func ruleSelections() throws {
        let rules = [RuleDescription(id: "alpha", name: "A", severity: .error, summary: "", rationale: ""),
                     RuleDescription(id: "beta", name: "B", severity: .warning, summary: "", rationale: "")]
        var settings = Settings()
        settings.ruleSelections = [.disable("alpha"), .severity("beta", nil), .enable("beta"), .severity("alpha", .note)]
        let options = try SettingsResolver.checkOptions(from: settings, rules: rules)
        #expect(options.disabledRules == ["alpha"])
        #expect(options.severity(for: rules[1]) == .warning)
        settings.ruleSelections = [.only("beta")]
        #expect(try SettingsResolver.checkOptions(from: settings, rules: rules).severity(for: rules[0]) == nil)
        settings.ruleSelections = [.disable("alpah")]
        #expect(throws: UsageError.unknownRule("alpah", flag: "--disable", suggestion: "alpha")) {
            try SettingsResolver.checkOptions(from: settings, rules: rules)
        }
    }
}
