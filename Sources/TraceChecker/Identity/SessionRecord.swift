import TraceParser

/// One process launch (source, process, pid): objects, instrumentation coverage and deadlines.
///
/// Its stored properties opt out of run-time exclusivity checks (`@exclusivity(unchecked)`):
/// an engine and its records are confined to the thread that consumes a source's events, no
/// access to them nests in another, and a check per access cost more instructions than the
/// work it guarded (callgrind: about 7% of a whole check, once the package stopped using the
/// unsafe `-enforce-exclusivity=unchecked` flag). Debug builds of everything else keep them.
final class SessionRecord {
    /// The key: the launch's, once the lines of no process before it are adopted (``Engine``).
    @exclusivity(unchecked) var key: SessionKey
    /// Per class: what it logs anywhere in the session so far (R-P4 instrumentation coverage).
    @exclusivity(unchecked) var classes: [String: ClassFacts] = [:]
    /// The records by address, and the incarnation numbers of forgotten ones.
    let addresses = AddressIndex()
    @exclusivity(unchecked) var byClass: [String: ObjectRecord] = [:]
    /// Class names in the order they were first seen, for evicting the least recently used one
    /// past the class limit (a clock: a name used since it was queued goes round once more).
    @exclusivity(unchecked) private var classOrder: [(name: String, queuedAt: Int)] = []
    @exclusivity(unchecked) private var classHead = 0
    /// Facts of recently used classes, in 16 slots by the name's length and first byte: a new
    /// object looks its class up, and hashing the name (about 500 instructions) cost more than the
    /// rest of making one on a log of short-lived objects. Names come from the recognizer's name
    /// cache, so a hit usually compares two references to the same storage. Names and facts are
    /// kept apart, so that a probe compares the name in place instead of copying a pair out.
    /// Emptied when a class is evicted.
    @exclusivity(unchecked) private var recentNames = [String?](repeating: nil, count: 16)
    @exclusivity(unchecked) private var recentFacts = [ClassFacts?](repeating: nil, count: 16)
    @exclusivity(unchecked) var deadlines: [Deadline] = []
    /// Earliest pending deadline, so most events skip the deadline check.
    @exclusivity(unchecked) var nextDeadline = Double.infinity
    /// Objects currently in the Disappearing state, in the order they started disappearing.
    @exclusivity(unchecked) var disappearing: [ObjectRecord] = []
    /// Time of the latest event with a time.
    @exclusivity(unchecked) public internal(set) var lastTime: LogTime?
    /// Number of events so far.
    @exclusivity(unchecked) public internal(set) var eventCount = 0
    /// Line of the latest event.
    @exclusivity(unchecked) public internal(set) var lastLine: Int?
    /// Latest time of an event not on a background thread, whose lines say nothing of how far
    /// the main thread went.
    @exclusivity(unchecked) public internal(set) var lastForegroundTime: LogTime?
    /// Line of the latest appearance callback not on a background thread, but for
    /// viewDidDisappear:, which a container's own viewDidDisappear: forwards to its children
    /// from inside it.
    @exclusivity(unchecked) public internal(set) var lastForegroundAppearanceLine: Int?
    /// Line of the latest viewDidAppear: not on a background thread: a transition ended there.
    @exclusivity(unchecked) public internal(set) var lastForegroundDidAppearLine: Int?
    /// Line of the latest memory warning: UIKit's `Received memory warning.` or any controller's
    /// didReceiveMemoryWarning (UIKit sends it to every controller it holds).
    @exclusivity(unchecked) public internal(set) var lastMemoryWarningLine: Int?
    /// The device the launch ran on: the first one its lines name (``DeviceName``). Objects
    /// created before any line named it have none.
    @exclusivity(unchecked) public internal(set) var device: String?

    /// The engine's pool, which its classes hand to their records.
    let storage: ObjectStoragePool

    init(key: SessionKey, storage: ObjectStoragePool = .none()) {
        self.key = key
        self.storage = storage
    }

    /// True when the class logs `kind` somewhere in the session (so far).
    func logs(_ kind: EventKind, forClass classKey: String?) -> Bool {
        classes[classKey ?? ""]?.logs(kind) ?? false
    }

    /// The shared facts of a class, created on first use (at event index `now`).
    func facts(forClass classKey: String?, now: Int = 0) -> ClassFacts {
        let key = classKey ?? ""
        let slot = SessionRecord.recentSlot(key)
        if recentNames[slot] == key, let facts = recentFacts[slot] { return facts }
        if let existing = classes[key] {
            remember(existing, as: key, in: slot)
            return existing
        }
        let facts = ClassFacts(name: key, storage: storage)
        facts.lastUse = now
        classes[key] = facts
        classOrder.append((key, now))
        remember(facts, as: key, in: slot)
        return facts
    }

    /// The slot of `name` in the recent classes: its length and first byte, so that the names of
    /// one app's classes, which often share a length, mostly fall apart.
    @inline(__always)
    private static func recentSlot(_ name: String) -> Int {
        let utf8 = name.utf8
        return (utf8.count &+ Int(utf8.first ?? 0) &* 3) & 15
    }

    private func remember(_ facts: ClassFacts, as name: String, in slot: Int) {
        recentNames[slot] = name
        recentFacts[slot] = facts
    }

    /// Number of class names tracked.
    var classCount: Int { classes.count }

    /// Forget the least recently used class name (its facts, pending findings and class-only
    /// object) and return its facts, so that the caller can resolve what they held. Amortised
    /// O(1): a name is passed over only when it was used since it was queued, and then queued anew.
    func evictLeastRecentlyUsedClass(now: Int) -> ClassFacts? {
        while classHead < classOrder.count {
            let (name, queuedAt) = classOrder[classHead]
            classHead += 1
            if classHead > 4096, classHead * 2 > classOrder.count {
                classOrder.removeFirst(classHead)
                classHead = 0
            }
            guard let facts = classes[name] else { continue }
            if facts.lastUse > queuedAt {
                classOrder.append((name, now))
                continue
            }
            classes[name] = nil
            for slot in recentNames.indices {
                recentNames[slot] = nil
                recentFacts[slot] = nil
            }
            return facts
        }
        return nil
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
