import TraceParser

/// Which object a violation or timeline is about.
public struct ObjectIdentity: Hashable, Codable, Sendable, Comparable {
    /// The class, when the log names one.
    public var className: String?
    /// The address in `0x…` form, when the log shows it.
    public var address: String?
    /// 1 for the first object seen at this address (or class), 2 after a dealloc and reuse, …
    public var incarnation: Int
    /// The process name.
    public var process: String
    /// The process id, when printed.
    public var pid: Int?
    /// The device the process ran on, when the log's lines name one (the host field of syslog
    /// and idevicesyslog lines; `localhost` names none). Not part of the order: a log names one.
    public var device: String?

    /// An identity from its parts.
    public init(className: String?, address: String?, incarnation: Int, process: String, pid: Int?, device: String? = nil) {
        self.className = className
        self.address = address
        self.incarnation = incarnation
        self.process = process
        self.pid = pid
        self.device = device
    }

    /// True when only the class name identifies the object: instances may be merged.
    public var isWeak: Bool { address == nil }

    /// What ``displayName`` calls an object whose lines name no class.
    static let unnamed = "(unnamed object)"

    /// `FeedViewController@0x7fa3c2d0a1b0` (`#2` appended for later incarnations).
    public var displayName: String {
        var text = className ?? ObjectIdentity.unnamed
        if let address { text += "@" + address }
        if incarnation > 1 { text += " #\(incarnation)" }
        return text
    }

    public static func < (lhs: ObjectIdentity, rhs: ObjectIdentity) -> Bool {
        (lhs.process, lhs.pid ?? -1, lhs.className ?? "", lhs.address ?? "", lhs.incarnation)
            < (rhs.process, rhs.pid ?? -1, rhs.className ?? "", rhs.address ?? "", rhs.incarnation)
    }

    enum CodingKeys: String, CodingKey {
        case className = "class", address, incarnation, process, pid, device
    }
}
