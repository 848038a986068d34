/// What a line of a format is, once it matched.
public enum LineRole: Sendable {
    /// A log record: header fields and a message that may carry events.
    case record
    /// A wrapper prefix (`flutter: `, CI job prefixes): the message is itself a line to recognise.
    case wrapper
    /// Envelope text of a tool (`log show` preamble, headers, footers): never an event.
    case envelope
}

/// How the `tid` group is written.
public enum ThreadIDRadix: Sendable {
    /// `914637`
    case decimal
    /// `22c7d0` or `0x3722`
    case hexadecimal
}

/// A line format as data: a PCRE2 pattern with named groups, and sample lines that must match
/// it (verified by tests, and on load for user formats). Group names: `date`, `mon`, `day`,
/// `time`, `tz`, `process`, `pid`, `tid`, `level`, `subsystem`, `category`, `sender`, `msg`.
public struct LineFormat: Sendable {
    /// Short, stable identifier (`xcode`, `syslog`, `log-compact`, …).
    public let name: String
    /// Human description for `trace-check formats`.
    public let summary: String
    /// What a matching line is.
    public let role: LineRole
    /// The anchored pattern.
    public let regex: Regex
    /// How thread ids are written.
    public let tidRadix: ThreadIDRadix
    /// Real lines this format must recognise.
    public let samples: [String]
    /// True when the time is a compile-time or wrapper time that must not be used as event time.
    public let ignoresTime: Bool

    let groups: Groups
    /// A hand parser or prefilter standing in for the pattern on the hot path (built-in formats only).
    var fast: FastFormat = .none

    /// This format with `fast` as its stand-in.
    func with(fast: FastFormat) -> LineFormat {
        var copy = self
        copy.fast = fast
        return copy
    }

    /// A format from its pattern; throws when the pattern does not compile.
    public init(name: String, summary: String, role: LineRole = .record, pattern: String,
                tidRadix: ThreadIDRadix = .decimal, ignoresTime: Bool = false, samples: [String]) throws {
        self.name = name
        self.summary = summary
        self.role = role
        self.regex = try Regex(pattern)
        self.tidRadix = tidRadix
        self.samples = samples
        self.ignoresTime = ignoresTime
        self.groups = Groups(regex)
    }

    /// Group numbers looked up once, so matching never searches names.
    struct Groups: Sendable {
        let date, mon, day, time, tz, process, pid, tid, level, subsystem, category, sender, msg, srcline, host: Int?
        init(_ regex: Regex) {
            date = regex.groupIndex(named: "date"); mon = regex.groupIndex(named: "mon")
            day = regex.groupIndex(named: "day"); time = regex.groupIndex(named: "time")
            tz = regex.groupIndex(named: "tz"); process = regex.groupIndex(named: "process")
            pid = regex.groupIndex(named: "pid"); tid = regex.groupIndex(named: "tid")
            level = regex.groupIndex(named: "level"); subsystem = regex.groupIndex(named: "subsystem")
            category = regex.groupIndex(named: "category"); sender = regex.groupIndex(named: "sender")
            msg = regex.groupIndex(named: "msg"); srcline = regex.groupIndex(named: "srcline")
            host = regex.groupIndex(named: "host")
        }
    }
}
