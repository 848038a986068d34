import TraceChecker

/// The version and identity printed by `--version` and written into reports.
enum Version {
    static let number = "0.1.0"
    static let tool = ToolInfo(name: "trace-check", version: number,
                               informationURI: "https://github.com/trace-check/trace-check")
}
