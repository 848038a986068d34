/// How a check runs: which rules, at what severity, with which tolerances.
public struct CheckOptions: Sendable {
    /// Log-time seconds a popped or removed controller may take to deallocate.
    public var gracePeriod: Double = 3
    /// When set, only these rule ids run.
    public var onlyRules: Set<String>?
    /// Rule ids switched off.
    public var disabledRules: Set<String> = []
    /// Severity per rule id; `nil` switches the rule off.
    public var severityOverrides: [String: Severity?] = [:]
    /// Most objects tracked at once per source. Past it the oldest are resolved and dropped, and the
    /// report says so (``FileReport/limitWarnings``): memory stays bounded on pathological logs.
    /// 100,000: an app holds thousands of view controllers and views alive at once, not hundreds
    /// of thousands, and at about 0.8 KB an object the limit keeps such a log under 150 MB (issue 19).
    public var maxLiveObjects = 100_000
    /// Most distinct class names tracked at once per source (their coverage facts and class-only
    /// objects). Past it the least recently used name is forgotten, and the report says so.
    public var maxClassNames = 50_000
    /// Most open obligations (deferred findings, observer registrations) kept per class or object.
    public var maxOpenObligations = 1024
    /// Longest line read whole, in bytes; nil keeps the reader options' own limit.
    public var maxLineLength: Int?
    /// Keep every object's full timeline (for `timeline` and HTML), not only a short excerpt.
    public var keepTimelines = false
    /// Events kept per object for report excerpts when full timelines are off.
    public var excerptLength = 6
    /// Rules beyond the built-in pack (user rules files), run on the same engine.
    public var extraRules: [any Rule] = []

    /// Default options: every built-in rule at its default severity, 3 s grace.
    /// Reuse finished objects' monitors and buffers for later ones (``ObjectStoragePool``); off
    /// only in tests that prove reuse changes no report.
    var reusesObjectStorage = true
    /// Retired records kept findable by address (``Engine/rememberedTombstones``); fewer only in
    /// tests that need records freed within a short log.
    var rememberedTombstones = Engine.rememberedTombstones

    public init() {}

    /// The severity a rule reports at, or nil when it is off.
    public func severity(for rule: RuleDescription) -> Severity? {
        if let only = onlyRules, !only.contains(rule.id) { return nil }
        if disabledRules.contains(rule.id) { return nil }
        if let override = severityOverrides[rule.id] { return override }
        return rule.severity
    }
}
