import TraceParser

/// A named test on events; templates are written in terms of these. Built-in rules match
/// event kinds; user rules match PCRE2 patterns and may bind a key (a notification name, say)
/// that slices the template's state further than the object.
public struct EventPattern: Sendable {
    /// How the pattern reads in messages (`willMoveToSuperview:`).
    public let name: String
    /// nil when the event does not match; otherwise the bound values (empty when none).
    public let match: @Sendable (Event) -> [String: String]?
    /// Names of the values `match` can bind. A template slices its state by the names both of its
    /// patterns bind (a pair opened with `name=X` is closed only by a close with `name=X`).
    public let groups: [String]
    /// For patterns that test only the event kind: the kinds as a bit mask, so monitors can skip
    /// unrelated events without calling `match`.
    public let kindMask: UInt64?

    /// A pattern from a matching function that binds the values named in `groups`.
    public init(name: String, groups: [String] = [], match: @escaping @Sendable (Event) -> [String: String]?) {
        self.name = name
        self.groups = groups
        self.match = match
        kindMask = nil
    }

    private init(name: String, kindMask: UInt64, match: @escaping @Sendable (Event) -> [String: String]?) {
        self.name = name
        groups = []
        self.match = match
        self.kindMask = kindMask
    }

    /// Matches events of any of `kinds`.
    public static func kinds(_ kinds: Set<EventKind>, name: String) -> EventPattern {
        let mask = ClassFacts.mask(of: kinds)
        return EventPattern(name: name, kindMask: mask) { mask & ClassFacts.bit($0.kind) != 0 ? [:] : nil }
    }

    /// Matches any event.
    public static let anyEvent = EventPattern(name: "any event") { _ in [:] }
}
