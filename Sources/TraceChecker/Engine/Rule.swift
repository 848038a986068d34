import TraceParser

/// A rule: its description plus a factory for per-object monitors. Built-in rules and rules
/// from a user's rules file are both values of this protocol and run on the same engine.
public protocol Rule: Sendable {
    /// Documentation, severity and examples.
    var description: RuleDescription { get }
    /// A fresh monitor for one object (one incarnation).
    func makeMonitor() -> RuleMonitor
    /// True when the rule reads `Event.message` of every event, not only of diagnostics and
    /// observers; the reader then keeps every line's text (see `TraceReader.Options.keepMessages`).
    var needsMessages: Bool { get }
    /// The event kinds the rule's monitors need to see; nil for all. The engine skips calling
    /// monitors for other kinds, the common case on a busy log. A set of kinds, not a bit mask:
    /// a wrong bit would silently hide events from the rule, a wrong case does not compile.
    var observedKinds: Set<EventKind>? { get }
    /// The event kinds that start the rule's monitor (nil: any kind
    /// it observes). Until one comes, the object has no monitor of the rule and its other events
    /// are not shown to it, so a rule that watches every event but acts only after some of them
    /// costs the objects that never log those nothing. Only for monitors on which every event
    /// before a starting one has no effect.
    var startKinds: Set<EventKind>? { get }
    /// What can start the rule's monitor, as literals the engine indexes (nil: dispatch by
    /// ``observedKinds``). An event reaches the rule only when its kind, selector or class is listed,
    /// or when it is a dealloc of an object whose monitor already started, or (with
    /// ``RuleTriggers/followsOnceStarted``) any event of such an object.
    var triggers: RuleTriggers? { get }
}

/// Literals an event must show to reach a rule: with them the engine looks rules up by the
/// event's kind, selector and class instead of offering each event to every rule, so thousands
/// of user rules cost little more than none.
public struct RuleTriggers: Sendable, Equatable {
    /// Event kinds.
    public var kinds: Set<EventKind>
    /// Selectors, exactly as events carry them (`viewWillAppear:`, `play()`).
    public var selectors: Set<String>
    /// Class names, exactly as events carry them.
    public var classes: Set<String>
    /// True when a started monitor must see every later event of its object, not only those
    /// the literals select (a `terminal` template judges whatever follows its event).
    public var followsOnceStarted: Bool

    /// Triggers from their parts.
    public init(kinds: Set<EventKind> = [], selectors: Set<String> = [], classes: Set<String> = [], followsOnceStarted: Bool = false) {
        self.kinds = kinds
        self.selectors = selectors
        self.classes = classes
        self.followsOnceStarted = followsOnceStarted
    }
}

extension Rule {
    /// Built-in rules read messages only where the reader keeps them anyway.
    public var needsMessages: Bool { false }
    /// By default a rule sees every event.
    public var observedKinds: Set<EventKind>? { nil }
    /// By default any observed event starts a monitor.
    public var startKinds: Set<EventKind>? { nil }
    /// By default a rule is dispatched by ``observedKinds``.
    public var triggers: RuleTriggers? { nil }
}

/// Per-object state of one rule, fed one event at a time. The engine makes a monitor when its
/// object first has an event the rule observes, so a monitor that has observed nothing must
/// have nothing to report at a deadline or at the end (most objects never see most rules).
public protocol RuleMonitor: AnyObject {
    /// One event of the object, after the engine updated the object's shared facts.
    func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext)
    /// A deadline this monitor asked for has passed in log time (`event` is the first event after it),
    /// or the log ended (`event` is nil), or a live input went quiet past it (`event` is nil and
    /// `context.passedWhileQuiet` is true; the deadline passes again later).
    func deadlinePassed(at event: Event?, of object: ObjectRecord, in context: MonitorContext)
    /// The log ended, or the object was deallocated long enough ago to be retired: resolve what
    /// is still open (inconclusive findings are notes).
    func finish(of object: ObjectRecord, in context: MonitorContext)
    /// True when the monitor must still see events after the object is retired (messages after dealloc).
    var watchesAfterRetirement: Bool { get }
    /// Makes the monitor what a fresh one of its rule (``Rule/makeMonitor()``) would be, and
    /// returns true, so that the engine hands it to a later object instead of making one: a long
    /// log creates and deallocates objects all the time. Called only when nothing but the engine
    /// holds the monitor. The default returns false, and the engine then makes new ones.
    func prepareForReuse() -> Bool
}

extension RuleMonitor {
    /// Most monitors set no deadlines.
    public func deadlinePassed(at event: Event?, of object: ObjectRecord, in context: MonitorContext) {}
    /// Most monitors have nothing open at the end.
    public func finish(of object: ObjectRecord, in context: MonitorContext) {}
    /// Most monitors are done with an object once it is deallocated and torn down.
    public var watchesAfterRetirement: Bool { false }
    /// A monitor is made afresh for each object unless it says how to start over.
    public func prepareForReuse() -> Bool { false }
}

/// Stands in for a monitor not made yet: its object has had no event the rule observes.
final class UnstartedMonitor: RuleMonitor, Sendable {
    static let shared = UnstartedMonitor()
    func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {}
}

/// How sure a finding is; the reported severity follows from it and the rule's configured severity.
public enum Certainty: Sendable {
    /// Proven on this object: the rule's severity.
    case definite
    /// Proven only if the lines belong to one instance (class-only identity): one level lower.
    case weak
    /// The log ends or hides what would decide it: always a note.
    case inconclusive
}

/// A lightweight reference to an event for findings and related locations.
public struct EventReference: Sendable {
    /// Line in the source.
    public var line: Int
    /// Log time.
    public var time: LogTime?
    /// Kind of the event.
    public var kind: EventKind
    /// Selector as printed.
    public var selector: String

    /// The reference of `event`.
    public init(_ event: Event) {
        line = event.line
        time = event.time
        kind = event.kind
        selector = event.selector
    }
}
