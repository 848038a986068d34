/// Which thread a line came from, as far as the log tells.
public enum ThreadRole: String, Codable, Sendable {
    /// The session's main thread (the thread UIKit callbacks arrive on).
    case main
    /// Another thread: its lines are never lifecycle callbacks.
    case background
    /// The format prints no thread, or no callback has yet shown which thread is the main one.
    case unknown
}

/// The process launch a line belongs to. Different launches never share objects, nor do the
/// segments a source's own lines divide it into (XCTest's test cases: ``RecordParser/segment``).
public struct SessionKey: Hashable, Comparable, Sendable {
    /// Index of the source (file or stdin) in the run.
    public var source: Int
    /// Process name, empty when the format prints none.
    public var process: String
    /// Process id, when printed.
    public var pid: Int?
    /// The source's segment: 0 at the start; each XCTest test case started adds one, and each line
    /// that says the process ended (in formats without a pid) moves to the next multiple of 65,536
    /// (``launchSegment``). 32 bits, in the padding after `pid`: every event carries its key, and a
    /// larger one was copied by `memcpy`.
    public var segment: Int32

    /// A session key from its parts.
    public init(source: Int, process: String, pid: Int?, segment: Int32 = 0) {
        self.source = source
        self.process = process
        self.pid = pid
        self.segment = segment
    }

    /// The segment of the launch the line is in: the test cases of one launch share it (one main
    /// thread), a relaunch has its own. Past 65,535 test cases in one launch it moves on too.
    @inline(__always)
    public var launchSegment: Int32 { segment & ~0xFFFF }

    public static func < (lhs: SessionKey, rhs: SessionKey) -> Bool {
        (lhs.source, lhs.process, lhs.pid ?? -1, lhs.segment) < (rhs.source, rhs.process, rhs.pid ?? -1, rhs.segment)
    }
}

/// One recognised lifecycle, observer or diagnostic event: the unit every rule consumes.
public struct Event: Sendable {
    /// The canonical kind.
    public var kind: EventKind
    /// For `.diagnostic`, which one.
    public var diagnostic: DiagnosticKind?
    /// Class of the object, with module prefixes removed; nil when the line names none.
    public var className: String?
    /// The receiver's address, when the line shows it.
    public var address: UInt64?
    /// The selector or Swift function as printed (`viewWillAppear:`, `viewDidLoad()`).
    public var selector: String
    /// The kind the selector alone names, as the recognizer classified it: it differs from `kind`
    /// when the line says more than its method, as an observer line printed from inside a callback
    /// (`-[VC viewWillAppear:] addObserver …`: kind `.addObserver`, selectorKind `.viewWillAppear`),
    /// and when the engine demotes a callback from another thread to `.other`.
    public var selectorKind: EventKind
    /// The argument, classified.
    public var argument: EventArgument {
        get { storedArgument.argument }
        set { storedArgument = StoredArgument(newValue) }
    }
    /// The argument as the event path keeps it (see ``StoredArgument``).
    var storedArgument: StoredArgument
    /// True for class methods (`+[Cls initialize]`).
    public var isClassMethod: Bool
    /// Session (source, process, pid).
    public var session: SessionKey
    /// Thread id as printed, when the format has one.
    public var tid: UInt64?
    /// Main thread, another thread, or unknown.
    public var thread: ThreadRole
    /// Log time, when the line has one.
    public var time: LogTime?
    /// 1-based line number in its source.
    public var line: Int
    /// Byte offset of the line in its source.
    public var offset: Int
    /// A source line number printed by the logging macro (`[Type f()](26)`, `__LINE__`), if any.
    public var sourceLine: Int?
    /// The line's message, kept only for diagnostics, observers and custom rules.
    public var message: String
    /// The device the line's host field names (``DeviceName``), when its format prints one.
    public var device: String?

    /// True when the argument is the text `<className: 0xaddress>` (``EventArgument/isDescription(className:address:)``):
    /// the receiver's own description, as `-[X viewDidLoad] <X: 0x1>` prints it. Answered without
    /// rendering the text when the recognizer kept it as its class and address.
    public func argumentDescribes(className: String?, address: UInt64?) -> Bool {
        storedArgument.describes(className: className, address: address)
    }

    /// `Class@0xaddr`, `Class` or `?` for display.
    public var objectDescription: String {
        let name = className ?? "(unnamed)"
        if let address { return "\(name)@\(Address.hex(address))" }
        return name
    }
}

extension Event {
    /// An event from its parts; most fields have neutral defaults.
    public init(kind: EventKind, className: String?, address: UInt64? = nil, selector: String,
                selectorKind: EventKind? = nil, argument: EventArgument = .unknown, isClassMethod: Bool = false,
                session: SessionKey = SessionKey(source: 0, process: "", pid: nil), tid: UInt64? = nil,
                thread: ThreadRole = .unknown, time: LogTime? = nil, line: Int = 0, offset: Int = 0,
                sourceLine: Int? = nil, diagnostic: DiagnosticKind? = nil, message: String = "", device: String? = nil) {
        // The memberwise initializer (declared by the fields above): assigning field by field
        // here made the optimizer build a temporary and copy it, 224 bytes and eight references.
        // An event made by hand (tests, examples) is classified from its selector, as the recognizer would.
        self.init(kind: kind, diagnostic: diagnostic, className: className, address: address, selector: selector,
                  selectorKind: selectorKind ?? Vocabulary.kind(of: selector), storedArgument: StoredArgument(argument), isClassMethod: isClassMethod, session: session, tid: tid, thread: thread,
                  time: time, line: line, offset: offset, sourceLine: sourceLine, message: message, device: device)
    }
}
