import TraceParser

/// One event in an object's timeline.
public struct TimelineEntry: Codable, Hashable, Sendable {
    /// Line in the file.
    public var line: Int
    /// Log time, kept unformatted: most entries are never printed, and formatting is costly.
    public var logTime: LogTime?
    /// Canonical event kind (`viewWillAppear`, `other`, …).
    public var event: String
    /// The selector as printed.
    public var selector: String
    /// The argument, rendered, when the line shows one.
    public var argument: String?
    /// Appearance state after this event (`appearing`, `appeared`, `disappearing`, `disappeared`, `deallocated`).
    public var state: String?
    /// True when the line was another log statement of a call already seen (not a new call).
    public var isRepeatStatement: Bool

    /// Log time as text, when printed.
    public var time: String? { logTime?.iso8601 }
    /// Log time in seconds (wall clock of the log), for drawing; nil without time.
    public var seconds: Double? { logTime?.seconds }

    /// An entry from its parts.
    public init(line: Int, logTime: LogTime?, event: String, selector: String, argument: String?,
                state: String?, isRepeatStatement: Bool = false) {
        self.line = line
        self.logTime = logTime
        self.event = event
        self.selector = selector
        self.argument = argument
        self.state = state
        self.isRepeatStatement = isRepeatStatement
    }

    enum CodingKeys: String, CodingKey { case line, time, seconds, event, selector, argument, state, isRepeatStatement }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        line = try c.decode(Int.self, forKey: .line)
        logTime = try c.decodeIfPresent(Double.self, forKey: .seconds).map { LogTime(seconds: $0) }
        event = try c.decode(String.self, forKey: .event)
        selector = try c.decode(String.self, forKey: .selector)
        argument = try c.decodeIfPresent(String.self, forKey: .argument)
        state = try c.decodeIfPresent(String.self, forKey: .state)
        isRepeatStatement = try c.decodeIfPresent(Bool.self, forKey: .isRepeatStatement) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(line, forKey: .line)
        try c.encodeIfPresent(time, forKey: .time)
        try c.encodeIfPresent(seconds, forKey: .seconds)
        try c.encode(event, forKey: .event)
        try c.encode(selector, forKey: .selector)
        try c.encodeIfPresent(argument, forKey: .argument)
        try c.encodeIfPresent(state, forKey: .state)
        if isRepeatStatement { try c.encode(true, forKey: .isRepeatStatement) }
    }
}

/// Everything one object did, in order.
public struct ObjectTimeline: Codable, Hashable, Sendable {
    /// Which object.
    public var object: ObjectIdentity
    /// The file it was read from.
    public var file: String
    /// Its parent view controller's identity, when containment events named one.
    public var parent: ObjectIdentity?
    /// Its events; with full timelines off, only the last few.
    public var entries: [TimelineEntry]

    /// A timeline from its parts.
    public init(object: ObjectIdentity, file: String, parent: ObjectIdentity? = nil, entries: [TimelineEntry]) {
        self.object = object
        self.file = file
        self.parent = parent
        self.entries = entries
    }
}
