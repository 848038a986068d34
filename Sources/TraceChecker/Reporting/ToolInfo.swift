/// The tool named in reports (JSON `tool`, SARIF `tool.driver`, JUnit suite names).
public struct ToolInfo: Sendable, Hashable {
    /// `trace-check`.
    public var name: String
    /// Semantic version of the build.
    public var version: String
    /// Where users read about the tool and its rules (SARIF `informationUri`).
    public var informationURI: String

    /// Tool information from its parts.
    public init(name: String, version: String, informationURI: String) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
