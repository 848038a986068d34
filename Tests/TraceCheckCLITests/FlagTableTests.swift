import Testing
@testable import trace_check

/// One case per flag definition: `--format (check)`, `--format (events)`, …
private let flagCases: [String] = FlagTable.all.map { flag in
    "--\(flag.long) (\(flag.commands.map(\.rawValue).sorted().joined(separator: ",")))"
}

private func definition(_ name: String) -> FlagDefinition {
    FlagTable.all[flagCases.firstIndex(of: name)!]
}

@Suite("The flag table")
struct FlagTableTests {
    @Test("Each flag parses its example value in its long form", arguments: flagCases)
    func parsesLongForm(_ name: String) throws {
        let flag = definition(name)
        for command in flag.commands.sorted(by: { $0.rawValue < $1.rawValue }) {
            var arguments = [command.rawValue, "--" + flag.long]
            if !flag.isSwitch { arguments.append(flag.example) }
            let invocation = try ArgumentParser.parse(arguments)
            #expect(invocation.command == command)
            if flag.long == "help" {
                #expect(invocation.settings.showHelp)
            } else {
                #expect(invocation.flags.count == 1)
                #expect(invocation.flags.first?.definition.long == flag.long)
                #expect(invocation.positionals.isEmpty)
            }
        }
    }

    @Test("Each flag with a value also parses as --flag=value and its short form", arguments: flagCases)
    func parsesOtherForms(_ name: String) throws {
        let flag = definition(name)
        guard let command = flag.commands.sorted(by: { $0.rawValue < $1.rawValue }).first, !flag.isSwitch else { return }
        let inline = try ArgumentParser.parse([command.rawValue, "--\(flag.long)=\(flag.example)"])
        #expect(inline.flags.first?.value == flag.example)
        if let short = flag.short {
            let separate = try ArgumentParser.parse([command.rawValue, "-\(short)", flag.example])
            #expect(separate.flags.first?.value == flag.example)
            let attached = try ArgumentParser.parse([command.rawValue, "-\(short)\(flag.example)"])
            #expect(attached.flags.first?.value == flag.example)
        }
    }

    @Test("Each flag appears with its help line in the help of every subcommand that takes it", arguments: flagCases)
    func hasHelpText(_ name: String) {
        let flag = definition(name)
        #expect(!flag.help.isEmpty)
        #expect(flag.help.first!.isLowercase || flag.help.first!.isNumber)
        for command in flag.commands {
            let help = HelpText.text(for: command)
            #expect(help.contains(flag.signature + " ") || help.contains(flag.signature + "\n"))
            #expect(help.contains(flag.fullHelp))
        }
    }

    @Test("Each flag with fixed choices rejects a value outside them", arguments: flagCases)
    func rejectsBadChoice(_ name: String) {
        let flag = definition(name)
        guard flag.choices != nil, let command = flag.commands.first else { return }
        #expect(throws: UsageError.self) { try ArgumentParser.parse([command.rawValue, "--" + flag.long, "bogus"]) }
    }

    @Test("No subcommand has two flags with the same long or short name")
    func namesAreUnique() {
        for command in Subcommand.allCases {
            let flags = FlagTable.flags(for: command)
            #expect(Set(flags.map(\.long)).count == flags.count, "\(command)")
            let shorts = flags.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command)")
        }
    }

    @Test("Every subcommand has --help and --version")
    func helpEverywhere() {
        for command in Subcommand.allCases {
            #expect(FlagTable.definition(long: "help", for: command) != nil)
            #expect(FlagTable.definition(short: "h", for: command) != nil)
            #expect(FlagTable.definition(long: "version", for: command) != nil)
        }
    }

    @Test("The check flags of DESIGN.md section 7 are all in the table")
    func designFlagsPresent() {
        let required = ["format", "output", "rules", "enable", "disable", "only", "severity", "fail-on", "baseline",
                        "write-baseline", "jobs", "grace", "config", "color", "quiet", "stats", "version", "help",
                        "include", "exclude"]
        for name in required { #expect(FlagTable.definition(long: name, for: .check) != nil, "--\(name)") }
        #expect(FlagTable.definition(short: "f", for: .check)?.long == "format")
        #expect(FlagTable.definition(short: "o", for: .check)?.long == "output")
        #expect(FlagTable.definition(short: "j", for: .check)?.long == "jobs")
        #expect(FlagTable.definition(short: "q", for: .check)?.long == "quiet")
    }
}
