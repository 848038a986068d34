import TraceChecker

/// The version and identity printed by `--version` and written into reports.
enum Version {
    static let number = "0.1.0"
    /// No `informationURI`: the project has no public home yet, and a made-up link in every
    /// SARIF file would send code-scanning users nowhere.
    static let tool = ToolInfo(name: "trace-check", version: number)
}
