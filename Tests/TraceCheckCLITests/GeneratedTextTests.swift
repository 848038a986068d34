import Foundation
import Testing
@testable import trace_check

/// One case per flag definition, as in FlagTableTests.
private let flagCases: [String] = FlagTable.all.map { flag in
    "--\(flag.long) (\(flag.commands.map(\.rawValue).sorted().joined(separator: ",")))"
}

private func definition(_ name: String) -> FlagDefinition {
    FlagTable.all[flagCases.firstIndex(of: name)!]
}

/// `-f` and `--format`, as typed.
private func spellings(_ flag: FlagDefinition) -> [String] {
    (flag.short.map { ["-\($0)"] } ?? []) + ["--" + flag.long]
}

/// The lines of a generated script between `start` and the next line equal to `end`.
private func block(_ text: String, from start: String, to end: String) -> String {
    guard let range = text.range(of: start) else { return "" }
    let rest = text[range.upperBound...]
    return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
}

@Suite("Manual page and completion scripts")
struct GeneratedTextTests {
    @Test("The manual page documents each flag with its values and subcommands", arguments: flagCases)
    func manPageHasFlag(_ name: String) {
        let flag = definition(name)
        let page = ManPage.text()
        var entry = flag.short.map { Roff.bold("-\($0)") + ", " } ?? ""
        entry += Roff.bold("--" + flag.long)
        if let valueName = flag.valueName { entry += " " + Roff.italic(valueName) }
        // --format has one entry per subcommand group; one of the entries must be this definition's.
        let bodies = page.components(separatedBy: ".TP\n" + entry + "\n").dropFirst()
            .map { String($0.prefix { $0 != "\n" }) }
        #expect(!bodies.isEmpty, "\(entry)")
        let matching = bodies.filter { body in
            body.contains(Roff.escape(String(flag.help.dropFirst())))
                && (flag.choices ?? []).allSatisfy { body.contains(Roff.escape($0)) }
                && (flag.commands.count == Subcommand.allCases.count
                    || flag.commands.allSatisfy { body.contains($0.rawValue) })
        }
        #expect(matching.count == 1, "\(entry): \(bodies)")
    }

    @Test("The manual page has every subcommand, rule, exit code, NO_COLOR, the configuration file and examples")
    func manPageSections() {
        let page = ManPage.text()
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "RULES", "EXIT STATUS",
                        "ENVIRONMENT", "FILES", "EXAMPLES"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for command in ValueCompletion.commandWords {
            #expect(page.contains(".TP\n" + Roff.bold(command) + "\n"), "\(command)")
        }
        for rule in ValueCompletion.ruleIDs { #expect(page.contains(Roff.bold(rule)), "\(rule)") }
        for (code, _) in ExitStatus.codes { #expect(page.contains(".TP\n" + Roff.bold(code) + "\n"), "\(code)") }
        #expect(page.contains(Roff.bold("NO_COLOR")))
        #expect(page.contains(Roff.bold(ConfigFile.defaultName)))
        #expect(page.contains("trace\\-check " + Roff.escape(Version.number)))
    }

    @Test("Roff escaping keeps backslashes, hyphens and leading dots as text")
    func roffEscaping() {
        #expect(Roff.escape(#"a\b"#) == #"a\eb"#)
        #expect(Roff.escape("--only") == #"\-\-only"#)
        #expect(Roff.escape(".trace-check.json") == #"\&.trace\-check.json"#)
        #expect(Roff.escape("'quoted'") == #"\&'quoted'"#)
        #expect(Roff.escape("a/b") == #"a/\:b"#)
    }

    @Test("groff renders the manual page from the binary without a warning",
          .enabled(if: ExternalTool.path("groff") != nil, "groff is not installed"))
    func groffRenders() throws {
        let page = try CLI.run(["--generate-manpage"])
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty)
        let rendered = try ExternalTool.run("groff", ["-man", "-Tutf8", "-ww", "-P", "-cbou"], input: page.stdout)
        #expect(rendered.status == 0)
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
        for flag in FlagTable.all { #expect(rendered.stdout.contains("--" + flag.long), "--\(flag.long)") }
        #expect(rendered.stdout.contains("EXIT STATUS"))
    }

    @Test("Each flag is offered by the bash, zsh and fish scripts of every subcommand that takes it",
          arguments: flagCases)
    func completionScriptsHaveFlag(_ name: String) {
        let flag = definition(name)
        let bash = BashCompletion.script(), zsh = ZshCompletion.script(), fish = FishCompletion.script()
        for command in flag.commands {
            let bashFlags = block(bash, from: "        \(command.rawValue)) echo '", to: "'").split(separator: " ")
            for spelling in spellings(flag) { #expect(bashFlags.contains(Substring(spelling)), "bash \(command) \(spelling)") }

            let zshFunction = block(zsh, from: "_trace_check_\(command.rawValue)() {", to: "\n}\n")
            for spelling in spellings(flag) {
                let spec = spelling + (flag.isSwitch ? "[" : spelling.count == 2 ? "+[" : "=[")
                #expect(zshFunction.contains("'" + spec) || zshFunction.contains("'*" + spec), "zsh \(command) \(spec)")
            }

            let fishLines = fish.split(separator: "\n").filter { $0.contains("'__trace_check_using \(command.rawValue)'") }
            let fishFlag = (flag.short.map { " -s \($0)" } ?? "") + " -l \(flag.long)"
            #expect(fishLines.contains { $0.contains(fishFlag + " ") }, "fish \(command) \(fishFlag)")
        }
    }

    @Test("Flag values complete from the table: choices, rule ids, RULE-ID=LEVEL pairs and files")
    func valueCompletionsFollowTheTable() {
        #expect(FlagTable.definition(long: "format", for: .events)?.valueCompletion == .words(["text", "ndjson", "csv"]))
        #expect(FlagTable.definition(long: "only", for: .check)?.valueCompletion == .words(ValueCompletion.ruleIDs))
        #expect(FlagTable.definition(long: "severity", for: .check)?.valueCompletion
                == .words(ValueCompletion.ruleLevels))
        #expect(ValueCompletion.ruleLevels.contains("controller-leak=off"))
        #expect(FlagTable.definition(long: "config", for: .check)?.valueCompletion == .files)
        #expect(FlagTable.definition(long: "rules", for: .explain)?.valueCompletion == .files)
        #expect(FlagTable.definition(long: "jobs", for: .check)?.valueCompletion == ValueCompletion.none)
        #expect(FlagTable.definition(long: "quiet", for: .check)?.valueCompletion == ValueCompletion.none)
        #expect(Subcommand.explain.positionalCompletion == .words(ValueCompletion.ruleIDs))
        #expect(ValueCompletion.ruleIDs.contains("controller-leak"))
    }

    @Test("Every generator is reachable from the command line and exits 0")
    func generatorsRun() throws {
        let page = try CLI.run(["--generate-manpage"])
        #expect(page.status == 0)
        #expect(page.stdout == ManPage.text())
        for shell in Shell.allCases {
            let script = try CLI.run(["--generate-completion-script", shell.rawValue])
            #expect(script.status == 0)
            #expect(script.stdout == GeneratedText.completionScript(shell).text())
        }
        let bad = try CLI.run(["--generate-completion-script", "tcsh"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("expected one of bash, zsh, fish"))
    }

    @Test("--version prints the version written once in Version.swift, the one the Makefile packages")
    func versionFromOnePlace() throws {
        let outcome = try CLI.run(["--version"])
        #expect(outcome.status == 0)
        let line = outcome.stdout.trimmingCharacters(in: .newlines)
        #expect(line == "trace-check \(Version.number)" || line.hasPrefix("trace-check \(Version.number) (git "))
        let make = try ExternalTool.run("make", ["-s", "--no-print-directory", "print-version"])
        #expect(make.stdout == Version.number + "\n")
    }
}
