import TraceParser

/// The part of an ``ObjectRecord`` that few objects need, kept apart so that the many that never
/// deallocate, join a parent or meet a user rule cost one pointer for it instead of its bytes
/// (heaptrack: about 170 of the 430 bytes of a record). Confined to the engine's thread like the
/// record (see ``ObjectRecord`` for the unchecked exclusivity).
final class RareObjectFacts {
    /// The dealloc/deinit, once logged.
    @exclusivity(unchecked) var dealloc: EventReference?
    /// True when the dealloc's line named no address and was taken for this addressed object's as
    /// the only live one of its class (``Engine/resolve(_:in:)``): an inference, not the log's word.
    @exclusivity(unchecked) var deallocWasInferred = false
    /// Parent identity from containment arguments, when known.
    @exclusivity(unchecked) var parent: ObjectIdentity?
    /// The event index of the object's last call whose end a line printed (`… took 12ms`, `Exit …`):
    /// another line that says a call ended is then another call's.
    @exclusivity(unchecked) var closedCallAt: Int?
    /// The object it covered when it appeared (push/present order), for pop inference.
    weak var covering: ObjectRecord?
    /// True once the object it covered came back while it disappeared.
    @exclusivity(unchecked) var popped = false
    /// True once another object's ``covering`` named this one.
    @exclusivity(unchecked) var isCovered = false
    /// Monitors of rules beyond ``Engine/denseRules`` (user rules), made on their first event:
    /// thousands of rules must not cost every object a slot each.
    @exclusivity(unchecked) var extraMonitors: [Int: RuleMonitor] = [:]
    /// Indices of the rules beyond ``Engine/denseRules`` dispatched by ``RuleTriggers`` whose
    /// monitor started: a dealloc, which closes what they opened, goes to them. (The dense
    /// rules' are read from ``ObjectRecord/monitors``' started mask.)
    @exclusivity(unchecked) var startedIndexed: [Int] = []
    /// Those of ``startedIndexed`` that see every later event of the object
    /// (``RuleTriggers/followsOnceStarted``).
    @exclusivity(unchecked) var following: [Int] = []
    /// The open call of each method that prints source lines, for recognising several statements
    /// of one call (R-P9).
    @exclusivity(unchecked) var openCalls: [String: OpenCall] = [:]

    /// Every field back to its initial value, for a new object (``ObjectStoragePool``); the
    /// collections keep their buffers.
    func prepareForReuse() {
        dealloc = nil
        deallocWasInferred = false
        parent = nil
        closedCallAt = nil
        covering = nil
        popped = false
        isCovered = false
        extraMonitors.removeAll(keepingCapacity: true)
        startedIndexed.removeAll(keepingCapacity: true)
        following.removeAll(keepingCapacity: true)
        openCalls.removeAll(keepingCapacity: true)
    }
}

/// A call whose statements print source line numbers, as far as its lines have shown it.
struct OpenCall {
    /// The statements it printed: each line once, with the payload it printed last.
    private(set) var statements: [(line: Int, text: String?)] = []
    /// When its last statement printed.
    private(set) var lastSeconds: Double?
    /// The source line of its last statement.
    private(set) var lastLine: Int?

    /// Add `event`'s statement, printed at `line`.
    mutating func record(_ event: Event, line: Int) {
        let text = OpenCall.text(of: event)
        if let index = statements.firstIndex(where: { $0.line == line }) { statements[index].text = text }
        else { statements.append((line, text)) }
        lastSeconds = event.time?.seconds
        lastLine = line
    }

    /// The payload a statement printed after the method's name, if any.
    static func text(of event: Event) -> String? {
        if case let .text(text) = event.argument { return text }
        return nil
    }
}
