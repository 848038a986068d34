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
            text += """

            Exit codes:
                0  nothing at or above --fail-on
                1  violations at or above --fail-on
                2  usage, configuration or input errors (the other inputs are still checked and reported)
              130  interrupted by SIGINT (143: SIGTERM); the report is marked incomplete, -o FILE is left as it was

            """
        }
        return text
    }
}
