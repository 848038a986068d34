/// What one input line turned out to be.
public enum LineKind: String, Sendable {
    /// A log record with a message.
    case record
    /// A line that belongs to the record before it (multi-line messages).
    case continuation
    /// Tool envelope: headers, footers, preambles, debugger chatter.
    case envelope
    /// Empty or whitespace only.
    case blank
    /// Structure of a pretty-printed JSON log (`[{`, `},{`, keys other than the message).
    case jsonStructure
    /// Nothing recognisable: counted and skipped.
    case unrecognized
}

/// The fields of a recognised line. Byte views are valid only until the parser's next call.
public struct ParsedLine {
    /// What the line is.
    public var kind: LineKind = .unrecognized
    /// Format name (`xcode`, `syslog`, `bare`, …).
    public var format: String = ""
    /// Wrapper names peeled off the line, outermost first (`flutter`, `ci-job`).
    public var wrappers: [String] = []
    /// Log time.
    public var time: LogTime?
    /// Process name bytes.
    public var process: UnsafeRawBufferPointer?
    /// Process id.
    public var pid: Int?
    /// Thread id.
    public var tid: UInt64?
    /// The message bytes (events are searched here).
    public var message: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
    /// The line number the message belongs to (JSON records: the `eventMessage` line).
    public var line: Int = 0
    /// True when the record inherited process and pid from an earlier record (bare `print` lines).
    public var inheritedSession = false
}
