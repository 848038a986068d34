import TraceParser

/// The temporal templates every rule can be written in, per object (and per bound key).
public enum Template: Sendable {
    /// `open` must be followed by `close`; see ``PairOptions``.
    case pair(open: EventPattern, close: EventPattern, options: PairOptions)
    /// `event` may only come after `required` was seen (in the same object).
    case order(event: EventPattern, after: EventPattern)
    /// `event` must never come after `trigger`.
    case forbid(event: EventPattern, after: EventPattern)
    /// `then` must come no later than `seconds` of log time after `first`.
    case within(first: EventPattern, then: EventPattern, seconds: Double)
    /// Nothing may happen to the object after `event` (except events matching `allowed`).
    case terminal(event: EventPattern, allowed: EventPattern?)

    /// The bound names that slice the template's state beyond the object: those both of its
    /// patterns bind. Values only one pattern binds fill messages but never separate state.
    public var sliceKeys: [String] {
        switch self {
        case let .pair(a, b, _), let .order(a, b), let .forbid(a, b), let .within(a, b, _):
            guard !a.groups.isEmpty, !b.groups.isEmpty else { return [] }
            return Set(a.groups).intersection(b.groups).sorted()
        case .terminal:
            return []
        }
    }

    /// The two patterns a template relates, or nil for `terminal`, which must see every event
    /// after its own (so nothing about the rule's reach can be read from its patterns).
    var patterns: [EventPattern]? {
        switch self {
        case let .pair(a, b, _), let .order(a, b), let .forbid(a, b), let .within(a, b, _): return [a, b]
        case .terminal: return nil
        }
    }

    /// Every pattern of the template, a terminal one's allowed events included.
    var allPatterns: [EventPattern] {
        switch self {
        case let .pair(a, b, _), let .order(a, b), let .forbid(a, b), let .within(a, b, _): return [a, b]
        case let .terminal(event, allowed): return [event] + (allowed.map { [$0] } ?? [])
        }
    }

    /// The patterns whose match can change the template's state while nothing has happened to
    /// the object yet: both of a pair, order, forbid or within, and a terminal template's event
    /// (what it allows matters only after that event).
    var startingPatterns: [EventPattern] {
        switch self {
        case let .pair(a, b, _), let .order(a, b), let .forbid(a, b), let .within(a, b, _): return [a, b]
        case let .terminal(event, _): return [event]
        }
    }

    /// The template's keyword in rules files.
    public var keyword: String {
        switch self {
        case .pair: return "pair"
        case .order: return "order"
        case .forbid: return "forbid"
        case .within: return "within"
        case .terminal: return "terminal"
        }
    }
}

/// When an open pair is a violation.
public struct PairOptions: Sendable {
    /// A second `open` while one is open.
    public var beforeNextOpen = true
    /// The object deallocates while open.
    public var beforeDealloc = true
    /// Still open at the end of the log: reported as inconclusive (a note) when true.
    public var beforeEnd = true
    /// A `close` with nothing open.
    public var closeWithoutOpen = false
    /// Kinds the class must be seen to log for a finding to count (instrumentation coverage).
    public var requiresAll: Set<EventKind> = []

    /// Default options: every check on except close-without-open.
    public init(beforeNextOpen: Bool = true, beforeDealloc: Bool = true, beforeEnd: Bool = true,
                closeWithoutOpen: Bool = false, requiresAll: Set<EventKind> = []) {
        self.beforeNextOpen = beforeNextOpen
        self.beforeDealloc = beforeDealloc
        self.beforeEnd = beforeEnd
        self.closeWithoutOpen = closeWithoutOpen
        self.requiresAll = requiresAll
    }
}

/// What a template found, for the rule to phrase.
public struct TemplateFinding: Sendable {
    /// Which check fired.
    public var kind: FindingKind
    /// The values bound by the patterns (plus `object`, `open`, `close`, `line`, `seconds`).
    public var values: [String: String]
}
