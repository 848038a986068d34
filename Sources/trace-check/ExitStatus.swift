/// The exit codes of `check`, once, for `--help` and the manual page.
enum ExitStatus {
    /// Code and meaning, in order.
    static let codes: [(code: String, meaning: String)] = [
        ("0", "nothing at or above --fail-on"),
        ("1", "violations at or above --fail-on"),
        ("2", "usage, configuration or input errors, or a pattern that reached a PCRE2 limit (the other inputs are still checked and reported)"),
        ("130", "interrupted by SIGINT (143: SIGTERM); the report is marked incomplete, -o FILE is left as it was"),
    ]

    /// How the other subcommands differ.
    static let otherCommands = "timeline, events, formats, rules and explain exit 0, or 2 on errors "
        + "(timeline also 130 when interrupted); rules --verify exits 1 when an example does not behave as described"
}
