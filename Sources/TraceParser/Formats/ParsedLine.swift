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

/// The fields of a recognised line, lent to a closure (``RecordParser/parse(_:_:)``,
/// ``TraceReader/read(_:onLine:onEvent:)``). Its bytes are reached through `withMessage` and
/// `withProcess` and `withHost`, valid inside their closure; `time`, read from the line's bytes when asked for,
/// is valid while the line is lent.
public struct ParsedLine {
    /// What the line is.
    public var kind: LineKind = .unrecognized
    /// Format name (`xcode`, `syslog`, `bare`, …).
    public var format: String = ""
    /// The format's index in the parser's catalog; -1 for the pseudo-formats (bare, JSON) and
    /// for records a wrapper's name stands for.
    var formatIndex = -1
    /// A line of a JSON record's message after its first (``RecordParser/nextMessageLine(offset:)``): read
    /// for events as a line of text is, but no line of the input, so neither counted nor listed.
    public internal(set) var isMessageLine = false
    /// Wrapper names peeled off the line, outermost first (`flutter`, `ci-job`).
    public var wrappers: [String] = []
    /// Log time. Most records hold no event and nobody asks for their time, so the clock is read
    /// from the line's bytes only when asked for (before the parser's next call).
    public var time: LogTime? {
        get { resolvedTime ?? pendingClock?.time }
        set { resolvedTime = newValue; pendingClock = nil }
    }
    private var resolvedTime: LogTime?
    /// Where `time` comes from when it was not set directly.
    var pendingClock: PendingClock?
    /// Process name bytes (internal: outside the module, `withProcess`).
    var process: UnsafeRawBufferPointer?
    /// Process id.
    public var pid: Int?
    /// The host or device name the line names (syslog, idevicesyslog: `iPhone-de-Sergi`), as
    /// printed; nil when the format prints none (internal: outside the module, `withHost`).
    var host: UnsafeRawBufferPointer?
    /// A `[Tag]` where os_log prints a category (``FormatHit/tag``), valid as long as `message`.
    var tag: UnsafeRawBufferPointer?
    /// Thread id.
    public var tid: UInt64?
    /// The message bytes (events are searched here; outside the module, `withMessage`).
    var message = UnsafeRawBufferPointer(start: nil, count: 0)
    /// The line number the message belongs to (JSON records: the `eventMessage` line).
    public var line: Int = 0
    /// True when the record inherited process and pid from an earlier record (bare `print` lines).
    public var inheritedSession = false
    /// True for the continuation line that finishes a hard-wrapped diagnostic sentence
    /// (``OpenSentence``): it carries the sentence's whole text and the fields of its first line.
    var finishesSentence = false
    /// The source's segment the line is in (``RecordParser/segment``): 32 bits beside the flags, in
    /// their padding, since a larger record was copied by `memcpy` on every line (callgrind: +1%).
    public var segment: Int32 = 0

    /// Call `body` with the message's bytes (events are searched here), valid only inside `body`.
    public func withMessage<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try body(message) }

    /// Call `body` with the process name's bytes, nil when the line names no process; valid only
    /// inside `body`.
    public func withProcess<R>(_ body: (UnsafeRawBufferPointer?) throws -> R) rethrows -> R { try body(process) }

    /// Call `body` with the host or device name's bytes as printed (``DeviceName`` says which
    /// names name a device), nil when the format prints none; valid only inside `body`.
    public func withHost<R>(_ body: (UnsafeRawBufferPointer?) throws -> R) rethrows -> R { try body(host) }
}

/// A time stamp found in a line, read when asked for: the day is settled at parse time (year
/// inference depends on the lines before), the clock and zone digits stay in the line's bytes.
struct PendingClock {
    /// The line's bytes (or the parser's copy of them), valid until the parser's next call.
    let bytes: UnsafeRawBufferPointer
    let clock: Range<Int>
    let zone: Range<Int>?
    /// Days since 1970, or nil for a time of day without a date.
    let days: Int?
    /// For a time of day without a date, the midnights the source's clock passed before it.
    let daysPastMidnight: Int

    var time: LogTime? {
        guard let clock = RecordParser.clockTime(bytes, clock) else { return nil }
        let offset = zone.flatMap { RecordParser.offset(bytes, $0) }
        guard let days else {
            return LogTime(seconds: Double(daysPastMidnight) * 86400 + clock.seconds, fractionDigits: clock.digits, utcOffsetMinutes: offset, hasDate: false)
        }
        return LogTime(seconds: Double(days) * 86400 + clock.seconds, fractionDigits: clock.digits, utcOffsetMinutes: offset)
    }
}
