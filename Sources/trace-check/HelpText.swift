/// `--help` for each subcommand, generated from `FlagTable`.
enum HelpText {
    static func text(for command: Subcommand) -> String {
        var text = "\(command.summary.prefix(1).uppercased() + command.summary.dropFirst()).\n\n"
        text += "Usage: \(command.usage)\n"
        if command == .check {
            text += "\nSubcommands:\n"
            for sub in Subcommand.allCases {
                text += "  " + sub.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + sub.summary + "\n"
            }
            text += "  help      print this help, or a subcommand's: trace-check help SUBCOMMAND\n"
        }
        if !command.positionalHelp.isEmpty {
            text += "\nArguments:\n  " + command.positionalHelp + "\n"
        }
        text += "\nOptions:\n"
        let flags = FlagTable.flags(for: command)
        let width = (flags.map(\.signature.count).max() ?? 0) + 2
        for flag in flags {
            text += "  " + flag.signature.padding(toLength: width, withPad: " ", startingAt: 0) + flag.fullHelp + "\n"
        }
        if command == .check {
            text += "\nExit codes:\n"
            for (code, meaning) in ExitStatus.codes {
                text += "  " + String(repeating: " ", count: max(0, 3 - code.count)) + code + "  " + meaning + "\n"
            }
        }
        return text
    }
}
