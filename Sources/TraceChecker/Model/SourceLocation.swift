import TraceParser

/// Where in the input something happened.
public struct SourceLocation: Hashable, Codable, Sendable {
    /// The file as the user named it (`-` for stdin).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// Log time in ISO-8601-like text, when the line has one.
    public var time: String?

    /// A location from its parts.
    public init(file: String, line: Int, time: String? = nil) {
        self.file = file
        self.line = line
        self.time = time
    }
}

/// A secondary location with what happened there ("viewWillDisappear: was here").
public struct RelatedLocation: Hashable, Codable, Sendable {
    /// What the related event was.
    public var message: String
    /// Where it was.
    public var location: SourceLocation

    /// A related location from its parts.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
