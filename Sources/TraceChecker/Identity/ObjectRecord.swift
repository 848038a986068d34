import TraceParser

/// One object incarnation and the facts every rule shares about it.
///
/// Its stored properties opt out of run-time exclusivity checks (`@exclusivity(unchecked)`):
/// an engine and its records are confined to the thread that consumes a source's events, no
/// access to them nests in another, and a check per access cost more instructions than the
/// work it guarded (callgrind: about 7% of a whole check, once the package stopped using the
/// unsafe `-enforce-exclusivity=unchecked` flag). Debug builds of everything else keep them.
public final class ObjectRecord {
    /// Who it is.
    public let identity: ObjectIdentity
    /// Its session.
    public unowned let session: SessionRecord
    /// Class key used for instrumentation coverage (nil for unnamed objects).
    public let classKey: String?
    /// Raw address, when known.
    public let address: UInt64?
    /// True when the first event was a creation or view load: the object's birth is in the log.
    @exclusivity(unchecked) public internal(set) var bornInLog = false
    /// Appearance state after the current event.
    @exclusivity(unchecked) public internal(set) var appearance: AppearanceState = .unknown
    /// Appearance state before the current event.
    @exclusivity(unchecked) public internal(set) var previousAppearance: AppearanceState = .unknown
    /// The dealloc/deinit, once logged.
    @exclusivity(unchecked) public internal(set) var dealloc: EventReference?
    /// Events of this object so far (counting repeated statements once).
    @exclusivity(unchecked) public internal(set) var eventCount = 0
    /// The object it covered when it appeared (push/present order), for pop inference.
    public internal(set) weak var covering: ObjectRecord?
    /// True once the object it covered came back while it disappeared: it was popped or dismissed.
    @exclusivity(unchecked) public internal(set) var popped = false
    /// Parent identity from containment arguments, when known.
    @exclusivity(unchecked) public internal(set) var parent: ObjectIdentity?
    /// Most recent events, for excerpts (all of them with full timelines on); rendered into
    /// ``TimelineEntry`` values only when a report or timeline shows them.
    @exclusivity(unchecked) var entries: [RecordedEvent] = []
    /// Monitors of the first ``Engine/denseRules`` rules, by rule index (the built-in pack).
    @exclusivity(unchecked) var monitors: [RuleMonitor] = []
    /// Monitors of rules beyond those (user rules), made on their first event: thousands of rules
    /// must not cost every object a slot each.
    @exclusivity(unchecked) var extraMonitors: [Int: RuleMonitor] = [:]
    /// Indices of the rules dispatched by ``RuleTriggers`` whose monitor started: a dealloc,
    /// which closes what they opened, goes to them.
    @exclusivity(unchecked) var startedIndexed: [Int] = []
    /// Event index of the dealloc, for retirement.
    @exclusivity(unchecked) var deallocIndex = 0
    /// Monitors resolved and dropped after dealloc and teardown.
    @exclusivity(unchecked) public internal(set) var isRetired = false
    /// Source lines of the open calls, for recognising several statements of one call (R-P9).
    @exclusivity(unchecked) var openCallLines: [String: Int] = [:]
    @exclusivity(unchecked) var lastSelector: String?
    /// What `lastSelector` names, as the recognizer classified it (`.other` before the first event).
    @exclusivity(unchecked) var lastSelectorKind: EventKind = .other
    @exclusivity(unchecked) var lastArgument: EventArgument = .unknown
    @exclusivity(unchecked) var lastTime: LogTime?

    /// Coverage of the object's class, shared with its siblings.
    let classFacts: ClassFacts

    /// True while it counts as the live addressed instance of its class (``ClassFacts/liveAddressed``).
    @exclusivity(unchecked) var isLiveAddressed = false

    init(identity: ObjectIdentity, session: SessionRecord, classKey: String?, address: UInt64?, classFacts: ClassFacts) {
        self.identity = identity
        self.session = session
        self.classKey = classKey
        self.address = address
        self.classFacts = classFacts
    }

    /// True when only the class identifies the object.
    public var isWeak: Bool { address == nil }
}

/// What an object's timeline keeps of one event: the parts, not their rendering, because most
/// events are never shown.
struct RecordedEvent {
    let line: Int
    let logTime: LogTime?
    let kind: EventKind
    let selector: String
    let argument: EventArgument
    let isRepeatStatement: Bool

    /// The entry as reports and timelines show it.
    var timelineEntry: TimelineEntry {
        let state: String? = kind == .dealloc ? "deallocated" : AppearanceState.after(kind).map { $0.rawValue }
        let rendered = argument.rendered
        return TimelineEntry(line: line, logTime: logTime, event: kind.rawValue, selector: selector,
                             argument: rendered.isEmpty ? nil : rendered, state: state, isRepeatStatement: isRepeatStatement)
    }
}

extension RecordedEvent {
    /// The entry for `event`. Through the memberwise initializer: assigned one by one, the
    /// optimizer built a temporary and copied it.
    init(_ event: Event, isRepeatStatement: Bool) {
        self.init(line: event.line, logTime: event.time, kind: event.kind, selector: event.selector, argument: event.argument,
                  isRepeatStatement: isRepeatStatement)
    }
}
