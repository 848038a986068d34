import TraceParser

/// One recognised event as `trace-check events` prints it (DESIGN.md section 7): every
/// field is present in JSON, `null` when the log does not show it.
public struct EventRecord: Encodable, Hashable, Sendable {
    /// The file as named (`-` for standard input).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// Log time, ISO-8601-like.
    public var time: String?
    /// Process name.
    public var process: String
    /// Process id.
    public var pid: Int?
    /// Thread id.
    public var tid: UInt64?
    /// `main` or `background` (another thread: its lines are never lifecycle callbacks, and the
    /// checker reads a callback spelling there as a plain call); nil when the log does not say.
    public var thread: String?
    /// Class of the object.
    public var className: String?
    /// Receiver address, `0x…`.
    public var address: String?
    /// Selector or Swift function as printed.
    public var selector: String
    /// Canonical kind (`viewWillAppear`, `diagnostic`, `other`, …).
    public var event: String
    /// The argument, rendered; nil when the line does not show one.
    public var argument: String?

    /// The record of `event` read from `file`.
    public init(_ event: Event, file: String) {
        self.file = file
        line = event.line
        time = event.time?.iso8601
        process = event.session.process
        pid = event.session.pid
        tid = event.tid
        thread = event.thread == .unknown ? nil : event.thread.rawValue
        className = event.className
        address = event.address.map(Address.hex)
        selector = event.selector
        self.event = event.kind.rawValue
        let rendered = event.argument.rendered
        argument = rendered.isEmpty ? nil : rendered
    }

    /// Column names, in output order.
    public static let fields = ["file", "line", "time", "process", "pid", "tid", "thread", "class", "address", "selector", "event", "argument"]

    /// Field values as text, in `fields` order; empty for missing values.
    public var values: [String] {
        [file, String(line), time ?? "", process, pid.map(String.init) ?? "", tid.map(String.init) ?? "", thread ?? "",
         className ?? "", address ?? "", selector, event, argument ?? ""]
    }

    enum CodingKeys: String, CodingKey {
        case file, line, time, process, pid, tid, thread, className = "class", address, selector, event, argument
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(time, forKey: .time)
        try c.encode(process, forKey: .process)
        try c.encode(pid, forKey: .pid)
        try c.encode(tid, forKey: .tid)
        try c.encode(thread, forKey: .thread)
        try c.encode(className, forKey: .className)
        try c.encode(address, forKey: .address)
        try c.encode(selector, forKey: .selector)
        try c.encode(event, forKey: .event)
        try c.encode(argument, forKey: .argument)
    }
}
