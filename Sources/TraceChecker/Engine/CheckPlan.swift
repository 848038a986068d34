import TraceParser

/// What a check works out from its options and rules before it reads a byte: the rules with their
/// severities, and the tables that take an event to the rules that can care about it. None of it
/// depends on the log, so a run makes one plan and every file (on every thread) shares it: in a
/// folder of thousands of short logs, building these tables once per file cost about as much as
/// checking a 20-line log.
public final class CheckPlan: Sendable {
    /// How the check runs (limits, severities, the grace period).
    public let options: CheckOptions
    /// The engine's rules, in the order their monitors run.
    let rules: [any Rule]

    /// A fresh monitor of rule `index`, the rule read where it is stored: taken out of the array,
    /// the existential was copied and destroyed for every monitor started (about a fifth of the
    /// cost of starting one, and a log of short-lived objects starts several per event).
    @inline(__always)
    func makeMonitor(ofRule index: Int) -> RuleMonitor {
        rules.withUnsafeBufferPointer { $0[index].makeMonitor() }
    }
    /// Effective severity per rule index; nil when the rule is off.
    let severities: [Severity?]
    /// Per event kind (``ClassFacts/ordinal(_:)``): the dense rules it reaches by kind, one bit
    /// each, and the others in index order.
    let denseByKind: [UInt64]
    let extraByKind: [[Int]]
    /// More rules than the dense ones: only then are the extra lists looked at.
    let hasExtraRules: Bool
    /// Per event kind: the dense rules whose monitor it starts (``Rule/startKinds``). An event
    /// reaches a dense rule whose monitor has not started only when it can start it, so the
    /// rules that watch every event but act after a few kinds cost the other events nothing.
    let startingByKind: [UInt64]
    /// Rules dispatched by ``RuleTriggers``, looked up by the event's selector and class.
    let rulesBySelector: [String: Engine.RuleSet]
    let rulesByClass: [String: Engine.RuleSet]
    /// Dense rules dispatched by ``RuleTriggers``, and those of them that once started see every
    /// event of their object (``RuleTriggers/followsOnceStarted``).
    let indexedDense: UInt64
    let followingDense: UInt64
    /// Per rule: dispatched by ``RuleTriggers`` (a dealloc reaches it only once started).
    let isIndexed: [Bool]
    /// Per rule: the event kinds that start its monitor (``Rule/startKinds``).
    let startKinds: [UInt64]
    /// Per rule: indexed, and once started sees every event of its object (``RuleTriggers/followsOnceStarted``).
    let followsOnceStarted: [Bool]
    /// Per rule: do its monitors still watch an object after retirement?
    let watchesAfterRetirement: [Bool]
    /// The dense rules whose monitors are dropped at retirement, one bit per rule index.
    let stopsAtRetirement: UInt64
    /// The dense rules whose monitors can start over for another object
    /// (``RuleMonitor/prepareForReuse()``), one bit per rule index.
    let reusableMonitors: UInt64
    /// Some rule reads every event's message (``Rule/needsMessages``): the reader must keep them.
    let needsMessages: Bool

    /// The plan of a check with the built-in rules and `options.extraRules`.
    public convenience init(options: CheckOptions) {
        self.init(options: options, rules: RulePack.builtin + options.extraRules)
    }

    /// The plan of a check with exactly `rules` (a rule's examples run on an engine of that rule alone).
    init(options: CheckOptions, rules: [any Rule]) {
        self.options = options
        self.rules = rules
        let severities = rules.map { options.severity(for: $0.description) }
        self.severities = severities
        // A rule that is off observes nothing; one with triggers is looked up by them; the others
        // see the kinds they declare.
        var byKind = [Engine.RuleSet](repeating: Engine.RuleSet(), count: 64)
        var bySelector: [String: Engine.RuleSet] = [:], byClass: [String: Engine.RuleSet] = [:]
        var indexedDense: UInt64 = 0, followingDense: UInt64 = 0
        var indexed = [Bool](repeating: false, count: rules.count)
        var follows = [Bool](repeating: false, count: rules.count)
        for (index, rule) in rules.enumerated() where severities[index] != nil {
            // The engine compiles the rule's kinds to a mask once; rules never see one.
            var kinds = rule.observedKinds.map(ClassFacts.mask(of:)) ?? ~0
            if let triggers = rule.triggers {
                indexed[index] = true
                follows[index] = triggers.followsOnceStarted
                kinds = ClassFacts.mask(of: triggers.kinds)
                for selector in triggers.selectors { bySelector[selector, default: Engine.RuleSet()].insert(index) }
                for name in triggers.classes { byClass[name, default: Engine.RuleSet()].insert(index) }
                if index < Engine.denseRules {
                    indexedDense |= 1 << UInt64(index)
                    if triggers.followsOnceStarted { followingDense |= 1 << UInt64(index) }
                }
            }
            for ordinal in 0..<64 where kinds & (1 << UInt64(ordinal)) != 0 { byKind[ordinal].insert(index) }
        }
        let starts = rules.map { $0.startKinds.map(ClassFacts.mask(of:)) ?? ~0 }
        startKinds = starts
        startingByKind = (0..<64).map { ordinal in
            starts.prefix(Engine.denseRules).enumerated().reduce(0) { $0 | ($1.element & (1 << UInt64(ordinal)) != 0 ? 1 << UInt64($1.offset) : 0) }
        }
        self.indexedDense = indexedDense
        self.followingDense = followingDense
        denseByKind = byKind.map(\.dense)
        extraByKind = byKind.map(\.extra)
        hasExtraRules = rules.count > Engine.denseRules
        rulesBySelector = bySelector
        rulesByClass = byClass
        isIndexed = indexed
        followsOnceStarted = follows
        let probes = rules.prefix(Engine.denseRules).map { $0.makeMonitor() }
        let watches = rules.map { $0.makeMonitor().watchesAfterRetirement }
        reusableMonitors = probes.enumerated().reduce(0) { $0 | ($1.element.prepareForReuse() ? 1 << UInt64($1.offset) : 0) }
        watchesAfterRetirement = watches
        stopsAtRetirement = watches.prefix(Engine.denseRules).enumerated().reduce(0) { $0 | ($1.element ? 0 : 1 << UInt64($1.offset)) }
        needsMessages = options.extraRules.contains(where: \.needsMessages)
    }
}
