/// One event in an object's timeline.
public struct TimelineEntry: Codable, Hashable, Sendable {
    /// Line in the file.
    public var line: Int
    /// Log time, when printed.
    public var time: String?
    /// Log time in seconds (wall clock of the log), for drawing; nil without time.
    public var seconds: Double?
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

    /// An entry from its parts.
    public init(line: Int, time: String?, seconds: Double?, event: String, selector: String, argument: String?,
                state: String?, isRepeatStatement: Bool = false) {
        self.line = line
        self.time = time
        self.seconds = seconds
        self.event = event
        self.selector = selector
        self.argument = argument
        self.state = state
        self.isRepeatStatement = isRepeatStatement
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
