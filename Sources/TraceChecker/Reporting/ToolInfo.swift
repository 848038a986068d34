/// The tool named in reports (JSON `tool`, SARIF `tool.driver`, JUnit suite names).
public struct ToolInfo: Sendable, Hashable {
    /// `trace-check`.
    public var name: String
    /// Semantic version of the build.
    public var version: String
    /// Where users read about the tool and its rules (SARIF `informationUri`); nil when the
    /// build has no public home, and reports then leave the property out rather than link nowhere.
    public var informationURI: String?

    /// Tool information from its parts.
    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
