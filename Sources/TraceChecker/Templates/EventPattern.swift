import TraceParser

/// A named test on events; templates are written in terms of these. Built-in rules match
/// event kinds; user rules match PCRE2 patterns and may bind a key (a notification name, say)
/// that slices the template's state further than the object. A class: monitors read a
/// template's patterns for every event, and a reference is one retain where the fields were four.
public final class EventPattern: Sendable {
    /// How the pattern reads in messages (`willMoveToSuperview:`).
    public let name: String
    /// The test: nil when the event does not match; otherwise the bound values (empty when none).
    private let test: @Sendable (Event) -> [String: String]?
    /// Names of the values `match` can bind. A template slices its state by the names both of its
    /// patterns bind (a pair opened with `name=X` is closed only by a close with `name=X`).
    public let groups: [String]
    /// For patterns that test only the event kind: the kinds.
    public let kinds: Set<EventKind>?
    /// ``kinds`` compiled to a ``ClassFacts`` bit mask, so monitors can skip unrelated events
    /// without calling `match`.
    let kindMask: UInt64?
    /// A literal every matching event shows, when there is one: lets the engine dispatch the
    /// pattern's rule only to events that show it (``RuleTriggers``).
    public let requirement: Requirement?

    /// A literal an event must show to match.
    public enum Requirement: Sendable, Equatable {
        /// This selector, exactly.
        case selector(String)
        /// This class name, exactly.
        case className(String)
        /// One of these kinds.
        case kinds(Set<EventKind>)
    }

    /// A pattern from a matching function that binds the values named in `groups`. `requirement`
    /// must hold for every event `match` accepts.
    public init(name: String, groups: [String] = [], requirement: Requirement? = nil,
                match: @escaping @Sendable (Event) -> [String: String]?) {
        self.name = name
        self.groups = groups
        self.requirement = requirement
        test = match
        evaluate = nil
        kinds = nil
        kindMask = nil
    }

    /// What a pattern that may fail found out about one event.
    enum Outcome {
        /// It matched, binding these values.
        case matched([String: String])
        /// It does not match.
        case noMatch
        /// PCRE2 could not tell (a ``RegexLimits`` limit): the event is unchecked, not unmatched.
        case failed(RegexFailure)
    }

    /// A pattern whose test can fail (a user pattern run by PCRE2): monitors that match through
    /// ``match(_:in:)`` report each failure to their context.
    init(name: String, groups: [String], requirement: Requirement?, evaluate: @escaping @Sendable (Event) -> Outcome) {
        self.name = name
        self.groups = groups
        self.requirement = requirement
        self.evaluate = evaluate
        test = { event in
            if case let .matched(values) = evaluate(event) { return values }
            return nil
        }
        kinds = nil
        kindMask = nil
    }

    /// Set for patterns that can fail; see ``match(_:in:)``.
    private let evaluate: (@Sendable (Event) -> Outcome)?

    /// As ``match(_:)``, and a pattern PCRE2 could not evaluate on `event` is reported to
    /// `context` (counted per rule, warned about once per rule and file) before answering nil.
    @inline(__always)
    public func match(_ event: Event, in context: MonitorContext) -> [String: String]? {
        guard let evaluate else { return match(event) }
        switch evaluate(event) {
        case let .matched(values): return values
        case .noMatch: return nil
        case let .failed(failure):
            context.patternFailed(failure, line: event.line)
            return nil
        }
    }

    private init(name: String, kinds: Set<EventKind>, match: @escaping @Sendable (Event) -> [String: String]?) {
        self.name = name
        groups = []
        test = match
        evaluate = nil
        self.kinds = kinds
        kindMask = ClassFacts.mask(of: kinds)
        requirement = .kinds(kinds)
    }

    /// nil when `event` does not match; otherwise the bound values (empty when none). A pattern
    /// of kinds answers from its mask without calling its test.
    @inline(__always)
    public func match(_ event: Event) -> [String: String]? {
        if let kindMask { return kindMask & ClassFacts.bit(event.kind) != 0 ? [:] : nil }
        return test(event)
    }

    /// Matches events of any of `kinds`.
    public static func kinds(_ kinds: Set<EventKind>, name: String) -> EventPattern {
        let mask = ClassFacts.mask(of: kinds)
        return EventPattern(name: name, kinds: kinds) { mask & ClassFacts.bit($0.kind) != 0 ? [:] : nil }
    }

    /// Matches any event.
    public static let anyEvent = EventPattern(name: "any event") { _ in [:] }
}
