import TraceParser

/// One process launch (source, process, pid): objects, instrumentation coverage and deadlines.
public final class SessionRecord {
    /// The key.
    public let key: SessionKey
    /// Per class: what it logs anywhere in the session so far (R-P4 instrumentation coverage).
    var classes: [String: ClassFacts] = [:]
    var byAddress: [UInt64: ObjectRecord] = [:]
    var byClass: [String: ObjectRecord] = [:]
    var liveAddressedByClass: [String: [ObjectRecord]] = [:]
    /// Incarnations so far per address and per class (class-only objects): numbers survive
    /// the records themselves, which are forgotten after a while.
    var addressIncarnations: [UInt64: Int] = [:]
    var classIncarnations: [String: Int] = [:]
    var deadlines: [Deadline] = []
    /// Earliest pending deadline, so most events skip the deadline check.
    var nextDeadline = Double.infinity
    /// Objects currently in the Disappearing state, in the order they started disappearing.
    var disappearing: [ObjectRecord] = []
    /// Time of the latest event with a time.
    public internal(set) var lastTime: LogTime?
    /// Number of events so far.
    public internal(set) var eventCount = 0
    /// Line of the latest event.
    public internal(set) var lastLine: Int?

    init(key: SessionKey) { self.key = key }

    /// True when the class logs `kind` somewhere in the session (so far).
    public func logs(_ kind: EventKind, forClass classKey: String?) -> Bool {
        classes[classKey ?? ""]?.logs(kind) ?? false
    }

    /// The shared facts of a class, created on first use.
    func facts(forClass classKey: String?) -> ClassFacts {
        let key = classKey ?? ""
        if let existing = classes[key] { return existing }
        let facts = ClassFacts(name: key)
        classes[key] = facts
        return facts
    }

    struct Deadline {
        let seconds: Double
        let object: ObjectRecord
        let monitor: RuleMonitor
        let ruleIndex: Int
        /// Already passed once while a live input was quiet; it stays pending for the log's own
        /// time, so monitors that wait for a line still get one.
        var passedWhileQuiet = false
    }

    struct DeferredFinding {
        let violation: Violation
        let requiresAll: Set<EventKind>
        let requiresAny: Set<EventKind>
    }
}
