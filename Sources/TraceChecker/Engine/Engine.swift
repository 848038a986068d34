import TraceParser

/// Feeds events to per-object rule monitors and collects violations. One engine per source:
/// sessions never span sources, so sources are checked independently and in parallel.
///
/// Its stored properties, like those of ``ObjectRecord`` and ``SessionRecord``, opt out of
/// run-time exclusivity checks: the engine is confined to one thread and no access nests in
/// another (see ``ObjectRecord`` for the measurement).
final class Engine {
    let fileName: String
    let options: CheckOptions
    let rules: [any Rule]
    /// Effective severity per rule index; nil when the rule is off.
    let severities: [Severity?]
    /// Per event kind (``ClassFacts/ordinal(_:)``): the rules it reaches by kind.
    private let rulesByKind: [RuleSet]
    /// Per event kind: the dense rules whose monitor it starts (``Rule/startKinds``). An event
    /// reaches a dense rule whose monitor has not started only when it can start it, so the
    /// rules that watch every event but act after a few kinds cost the other events nothing.
    private let startingByKind: [UInt64]
    /// Rules dispatched by ``RuleTriggers``, looked up by the event's selector and class.
    private let rulesBySelector: [String: RuleSet]
    private let rulesByClass: [String: RuleSet]
    /// Dense rules dispatched by ``RuleTriggers`` (a dealloc reaches them only once started), and
    /// those of them that once started see every event of their object (``RuleTriggers/followsOnceStarted``).
    private let indexedDense: UInt64
    private let followingDense: UInt64
    /// Per rule: dispatched by ``RuleTriggers`` (a dealloc reaches it only once started).
    private let isIndexed: [Bool]
    /// Per rule: the event kinds that start its monitor (``Rule/startKinds``).
    private let startKinds: [UInt64]
    /// Per rule: indexed, and once started sees every event of its object (``RuleTriggers/followsOnceStarted``).
    private let followsOnceStarted: [Bool]
    /// Rules whose monitors every object keeps in one array; the rest in a dictionary.
    static let denseRules = 64
    /// Rule indices beyond the dense ones for the current event when more than the kind list applies.
    @exclusivity(unchecked) private var candidates: [Int] = []
    /// Events handed to rules so far (each event once per rule it reached): the work dispatch saves.
    @exclusivity(unchecked) private(set) var deliveries = 0
    var onViolation: (Violation) -> Void = { _ in }

    @exclusivity(unchecked) private var sessions: [SessionKey: SessionRecord] = [:]
    @exclusivity(unchecked) private var sessionOrder: [SessionRecord] = []
    /// Objects not yet retired, in creation order (finish() walks them deterministically).
    @exclusivity(unchecked) private var allObjects: [ObjectRecord] = []
    @exclusivity(unchecked) private var retiredInList = 0
    @exclusivity(unchecked) private var created = 0
    private lazy var context = MonitorContext(engine: self)
    /// Deallocated objects waiting for their teardown to pass before they are retired.
    @exclusivity(unchecked) private var retireQueue: [ObjectRecord] = []
    @exclusivity(unchecked) private var retireHead = 0
    @exclusivity(unchecked) private var eventIndex = 0

    /// Objects (incarnations) seen.
    var objectCount: Int { created }

    /// What the engine holds per object and per class name, summed over sessions: every one of
    /// these must stay bounded by the limits however long the log is (tests hold them to it).
    struct Footprint {
        var listedObjects = 0
        var byAddress = 0
        var byClass = 0
        var liveAddressed = 0
        var classNames = 0
        var forgottenIncarnations = 0
        /// Monitors started by the objects not yet retired, and those objects' rare facts made.
        var startedMonitors = 0
        var rareFacts = 0
        /// Timeline entries whose argument is the receiver's own description, kept as a flag.
        var receiverArguments = 0
    }

    var footprint: Footprint {
        var total = Footprint()
        total.listedObjects = allObjects.count
        for object in allObjects where !object.isRetired {
            total.startedMonitors += object.monitors.count + (object.rare?.extraMonitors.count ?? 0)
            total.rareFacts += object.rare == nil ? 0 : 1
            total.receiverArguments += object.entries.reduce(0) { $0 + ($1.argumentIsReceiver ? 1 : 0) }
        }
        for session in sessionOrder {
            total.byAddress += session.byAddress.count
            total.byClass += session.byClass.count
            total.classNames += session.classes.count
            total.liveAddressed += session.classes.values.reduce(0) { $0 + $1.liveAddressed }
            total.forgottenIncarnations += session.rememberedForgottenCount
        }
        return total
    }

    init(fileName: String, options: CheckOptions, rules: [any Rule]) {
        self.fileName = fileName
        self.options = options
        self.rules = rules
        severities = rules.map { options.severity(for: $0.description) }
        // A rule that is off observes nothing; one with triggers is looked up by them; the others
        // see the kinds they declare.
        var byKind = [RuleSet](repeating: RuleSet(), count: 64)
        var bySelector: [String: RuleSet] = [:], byClass: [String: RuleSet] = [:]
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
                for selector in triggers.selectors { bySelector[selector, default: RuleSet()].insert(index) }
                for name in triggers.classes { byClass[name, default: RuleSet()].insert(index) }
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
        rulesByKind = byKind
        rulesBySelector = bySelector
        rulesByClass = byClass
        isIndexed = indexed
        followsOnceStarted = follows
        let watches = rules.map { $0.makeMonitor().watchesAfterRetirement }
        watchesAfterRetirement = watches
        stopsAtRetirement = watches.prefix(Engine.denseRules).enumerated().reduce(0) { $0 | ($1.element ? 0 : 1 << UInt64($1.offset)) }
    }

    /// Rule indices: the dense ones (below ``Engine/denseRules``) as one bit each, the others listed
    /// in order, so that the built-in pack is dispatched by mask operations.
    struct RuleSet {
        var dense: UInt64 = 0
        var extra: [Int] = []

        mutating func insert(_ index: Int) {
            if index < Engine.denseRules { dense |= 1 << UInt64(index) } else { extra.append(index) }
        }
    }

    /// Per rule: do its monitors still watch an object after retirement?
    private let watchesAfterRetirement: [Bool]
    /// The dense rules whose monitors are dropped at retirement, one bit per rule index.
    private let stopsAtRetirement: UInt64

    // MARK: Events

    func consume(_ event: Event) {
        // Lines from other threads are never lifecycle callbacks (R-P3): keep them as plain calls.
        if event.thread == .background, event.kind.isUIKitCallback, event.kind != .dealloc {
            var plain = event
            plain.kind = .other
            consumeOnItsThread(plain)
        } else {
            consumeOnItsThread(event)
        }
    }

    private func consumeOnItsThread(_ event: Event) {
        let session = sessionRecord(for: event.session)
        eventIndex += 1
        retireFinishedObjects(now: event.time?.seconds)
        session.eventCount += 1
        session.lastLine = event.line
        if session.device == nil, let device = event.device { session.device = device }
        if let time = event.time { firePassedDeadlines(in: session, now: time.seconds, event: event) }
        if let time = event.time, session.lastTime.map({ time > $0 }) ?? true { session.lastTime = time }
        let object = resolve(event, in: session)
        object.classFacts.lastUse = eventIndex
        // `-[VC viewWillAppear:] addObserver …` is printed from inside the callback: the callback itself
        // happened, unless its own line came just before.
        if event.kind == .addObserver || event.kind == .removeObserver {
            let carrier = event.selectorKind
            if carrier != .addObserver, carrier != .removeObserver, carrier != .other, object.lastSelector != event.selector {
                var callback = event
                callback.kind = carrier
                callback.argument = .unknown
                callback.message = ""
                consume(callback)
            }
        }
        noteCoverage(event.kind, of: object)

        // Whether the argument is the receiver's own description, worked out once for the event.
        let isReceiver = RecordedEvent.describesReceiver(event.argument, className: object.identity.className, address: object.address)
        if isRepeatStatement(event, of: object) {
            append(RecordedEvent(event, isRepeatStatement: true, argumentIsReceiver: isReceiver), to: object)
            return
        }
        object.eventCount += 1
        object.previousAppearance = object.appearance
        if let next = AppearanceState.after(event.kind) {
            object.appearance = next
            trackCovering(object, event: event, in: session)
        }
        if event.kind == .dealloc, object.dealloc == nil {
            object.dealloc = EventReference(event)
            // A deallocated object is no longer the live instance class-only lines may belong to.
            leaveLive(object)
            object.rareFacts.deallocIndex = eventIndex
            retireQueue.append(object)
        }
        if case let .object(className, address) = event.argument, event.kind == .willMoveToParent || event.kind == .didMoveToParent {
            object.parent = ObjectIdentity(className: className, address: address.map(Address.hex), incarnation: 1,
                                           process: session.key.process, pid: session.key.pid, device: session.device)
        }
        append(RecordedEvent(event, isRepeatStatement: false, argumentIsReceiver: isReceiver), to: object)
        context.object = object
        dispatch(event, to: object)
        object.lastSelector = event.selector
        object.lastSelectorKind = event.selectorKind
        object.lastArgumentIsReceiver = isReceiver
        object.storedLastArgument = isReceiver ? .unknown : event.argument
        object.lastSeconds = event.time?.seconds
    }

    /// Hands the event to the monitors it can reach, in rule order: the rules of its kind, plus
    /// those indexed by its selector or class, plus the indexed ones that started and follow their
    /// object, plus (at dealloc) every indexed one that started; of these, a monitor not yet
    /// started only when the event's kind starts it. The dense rules (the built-in pack) are
    /// bit masks, so an event costs one call per monitor that acts on it and no allocation.
    @inline(__always)
    private func dispatch(_ event: Event, to object: ObjectRecord) {
        let ordinal = ClassFacts.ordinal(event.kind)
        let byKind = rulesByKind[ordinal]
        let bySelector = rulesBySelector.isEmpty ? nil : rulesBySelector[event.selector]
        let byClass = rulesByClass.isEmpty ? nil : event.className.flatMap { rulesByClass[$0] }
        let started = object.monitors.startedMask
        var reached = byKind.dense | (bySelector?.dense ?? 0) | (byClass?.dense ?? 0)
            | started & (event.kind == .dealloc ? indexedDense : followingDense)
        reached &= startingByKind[ordinal] | started
        // A rule that stops at retirement must not start afterwards.
        if object.isRetired { reached &= started | ~stopsAtRetirement }
        while reached != 0 {
            let index = reached.trailingZeroBitCount
            let bit: UInt64 = 1 << UInt64(index)
            reached &= reached &- 1
            deliveries &+= 1
            context.ruleIndex = index
            let monitor: RuleMonitor
            if started & bit != 0, let existing = object.monitors[index] {
                monitor = existing
            } else {
                monitor = rules[index].makeMonitor()
                object.monitors.start(monitor, at: index)
            }
            monitor.observe(event, of: object, in: context)
        }
        // Rules beyond the dense ones (thousands of user rules) by their lists.
        let startedExtra = object.rare.map { event.kind == .dealloc ? $0.startedIndexed : $0.following } ?? []
        guard !byKind.extra.isEmpty || bySelector?.extra.isEmpty == false || byClass?.extra.isEmpty == false || !startedExtra.isEmpty else { return }
        if bySelector?.extra.isEmpty != false, byClass?.extra.isEmpty != false, startedExtra.isEmpty {
            for index in byKind.extra { deliver(event, to: object, rule: index) }
            return
        }
        candidates.removeAll(keepingCapacity: true)
        candidates += byKind.extra
        candidates += bySelector?.extra ?? []
        candidates += byClass?.extra ?? []
        candidates += startedExtra
        candidates.sort()
        var previous = -1
        for index in candidates where index != previous {
            previous = index
            deliver(event, to: object, rule: index)
        }
    }

    /// The object's monitor of rule `index` (beyond the dense ones), made when its first event comes.
    @inline(__always)
    private func deliver(_ event: Event, to object: ObjectRecord, rule index: Int) {
        deliveries &+= 1
        context.ruleIndex = index
        var monitor = monitor(of: object, rule: index)
        if monitor === UnstartedMonitor.shared {
            // A rule that stops at retirement must not start afterwards.
            if object.isRetired, !watchesAfterRetirement[index] { return }
            guard startKinds[index] & ClassFacts.bit(event.kind) != 0 else { return }
            monitor = rules[index].makeMonitor()
            object.rareFacts.extraMonitors[index] = monitor
            if isIndexed[index] {
                object.rareFacts.startedIndexed.append(index)
                if followsOnceStarted[index] { object.rareFacts.following.append(index) }
            }
        }
        monitor.observe(event, of: object, in: context)
    }

    @inline(__always)
    private func monitor(of object: ObjectRecord, rule index: Int) -> RuleMonitor {
        if index < Engine.denseRules { return object.monitors[index] ?? UnstartedMonitor.shared }
        return object.rare?.extraMonitors[index] ?? UnstartedMonitor.shared
    }

    /// Every started monitor of the object with its rule index, in rule order.
    private func startedMonitors(of object: ObjectRecord) -> [(index: Int, monitor: RuleMonitor)] {
        var started = Array(object.monitors)
        if let extra = object.rare?.extraMonitors, !extra.isEmpty {
            started += extra.sorted { $0.key < $1.key }.map { (index: $0.key, monitor: $0.value) }
        }
        return started
    }

    func finish() {
        for session in sessionOrder {
            // Deadlines that the log never reached: the monitors decide what that means.
            let pending = session.deadlines
            session.deadlines.removeAll()
            for deadline in pending {
                context.object = deadline.object
                context.ruleIndex = deadline.ruleIndex
                deadline.monitor.deadlinePassed(at: nil, of: deadline.object, in: context)
            }
        }
        for object in allObjects where !object.isRetired {
            context.object = object
            for (index, monitor) in startedMonitors(of: object) where severities[index] != nil {
                context.ruleIndex = index
                monitor.finish(of: object, in: context)
            }
        }
    }

    // MARK: Identity

    /// Consecutive events nearly always share a session: the last one is checked before hashing.
    @exclusivity(unchecked) private var lastSession: SessionRecord?

    private func sessionRecord(for key: SessionKey) -> SessionRecord {
        if let last = lastSession, last.key == key { return last }
        if let existing = sessions[key] { lastSession = existing; return existing }
        let record = SessionRecord(key: key)
        sessions[key] = record
        sessionOrder.append(record)
        lastSession = record
        return record
    }

    /// Object identity (R-P1): by address when the line shows one, else by class name. A
    /// creation or view load after `dealloc` starts a new incarnation; other events after it
    /// stay with the dead object, where `message-after-dealloc` sees them.
    private func resolve(_ event: Event, in session: SessionRecord) -> ObjectRecord {
        let classKey = event.className
        if let address = event.address {
            if let existing = session.byAddress[address] {
                let classChanged = classKey != nil && existing.classKey != nil && classKey != existing.classKey
                    && event.diagnostic == nil
                if (existing.dealloc != nil && startsNewIncarnation(event, after: existing)) || (classChanged && existing.dealloc != nil) {
                    return newObject(event, classKey: classKey ?? existing.classKey, address: address, in: session)
                }
                return existing
            }
            return newObject(event, classKey: classKey, address: address, in: session)
        }
        let key = classKey ?? ""
        // Lines without an address belong to the single live addressed instance of their class, if there is one.
        if classKey != nil, let facts = session.classes[key], facts.liveAddressed == 1,
           let live = session.byAddress[facts.liveAddressXor], live.isLiveAddressed, live.classFacts === facts {
            return live
        }
        if let existing = session.byClass[key] {
            if existing.dealloc != nil, startsNewIncarnation(event, after: existing) {
                return newObject(event, classKey: classKey, address: nil, in: session)
            }
            return existing
        }
        return newObject(event, classKey: classKey, address: nil, in: session)
    }

    private func startsNewIncarnation(_ event: Event, after dead: ObjectRecord) -> Bool {
        event.kind.isCreation || event.kind == .viewDidLoad
    }

    private func newObject(_ event: Event, classKey: String?, address: UInt64?, in session: SessionRecord) -> ObjectRecord {
        let classCount = session.classCount
        let facts = session.facts(forClass: classKey, now: eventIndex)
        let incarnation: Int
        if let address {
            incarnation = session.nextIncarnation(at: address)
        } else {
            facts.incarnations += 1
            incarnation = facts.incarnations
        }
        // The class's own copy of the name: each line's name is a string of its own, and an object
        // that kept it would hold one per object instead of one per class.
        let className = classKey == nil ? nil : facts.name
        let identity = ObjectIdentity(className: className, address: address.map(Address.hex), incarnation: incarnation,
                                      process: session.key.process, pid: session.key.pid, device: session.device)
        let object = ObjectRecord(identity: identity, session: session, address: address, classFacts: facts)
        object.bornInLog = event.kind.isCreation || event.kind == .viewDidLoad
        if !object.bornInLog, AppearanceState.after(event.kind) == nil { object.appearance = .unknown }
        if object.bornInLog { object.appearance = .disappeared }
        if let address {
            if let previous = session.byAddress[address] { leaveLive(previous) }
            session.byAddress[address] = object
            if classKey != nil { enterLive(object) }
        } else {
            session.byClass[classKey ?? ""] = object
        }
        allObjects.append(object)
        created += 1
        if allObjects.count - retiredInList > options.maxLiveObjects { dropOldestLiveObject(line: event.line) }
        if session.classCount > classCount, session.classCount > options.maxClassNames { forgetLeastRecentlyUsedClass(in: session, line: event.line) }
        return object
    }

    /// An object known by address becomes the live instance of its class.
    private func enterLive(_ object: ObjectRecord) {
        guard !object.isLiveAddressed, let address = object.address else { return }
        object.isLiveAddressed = true
        object.classFacts.liveAddressed += 1
        object.classFacts.liveAddressXor ^= address
    }

    /// It stops being one: deallocated, replaced at its address, or forgotten.
    private func leaveLive(_ object: ObjectRecord) {
        guard object.isLiveAddressed, let address = object.address else { return }
        object.isLiveAddressed = false
        object.classFacts.liveAddressed -= 1
        object.classFacts.liveAddressXor ^= address
    }

    /// Class names forgotten because too many were tracked at once.
    @exclusivity(unchecked) private(set) var droppedClassNames = 0
    /// Line where the class-name limit was first reached.
    @exclusivity(unchecked) private(set) var firstClassDropLine: Int?

    /// Past `maxClassNames`, forget the least recently used class: its coverage facts, the
    /// findings waiting for them (never reported: a missing finding, not a false one) and its
    /// class-only object, resolved early like a dropped live object. Objects of the class that
    /// are still tracked keep their facts; a later line of the class starts it afresh.
    private func forgetLeastRecentlyUsedClass(in session: SessionRecord, line: Int) {
        guard let facts = session.evictLeastRecentlyUsedClass(now: eventIndex) else { return }
        droppedClassNames += 1
        if firstClassDropLine == nil { firstClassDropLine = line }
        facts.deferred.removeAll()
        if let object = session.byClass[facts.name], object.classFacts === facts {
            session.byClass[facts.name] = nil
            retire(object)
        }
    }

    /// Open obligations (pending findings, registrations) dropped at `maxOpenObligations`.
    @exclusivity(unchecked) var droppedObligations = 0
    /// Per rule index: the lines on which one of the rule's patterns could not be evaluated.
    @exclusivity(unchecked) var patternFailures: [Int: PatternFailureTally] = [:]
    /// Objects dropped because too many were alive at once.
    @exclusivity(unchecked) private(set) var droppedLiveObjects = 0
    @exclusivity(unchecked) private var dropCursor = 0
    /// Line where the live-object limit was first reached.
    @exclusivity(unchecked) private(set) var firstDropLine: Int?

    /// Past `maxLiveObjects`, resolve the oldest object still tracked and stop tracking it: a
    /// pathological log (millions of objects never deallocated) degrades into a warning, not into
    /// unbounded memory.
    private func dropOldestLiveObject(line: Int) {
        while dropCursor < allObjects.count, allObjects[dropCursor].isRetired { dropCursor += 1 }
        guard dropCursor < allObjects.count - 1 else { return }
        let oldest = allObjects[dropCursor]
        retire(oldest)
        droppedLiveObjects += 1
        if firstDropLine == nil { firstDropLine = line }
    }

    /// Memory grows with live objects, not with lines: once a deallocated object's teardown has
    /// passed (512 events or a few seconds of log time later), its monitors are resolved and
    /// dropped; only the ones that watch for messages after dealloc stay, with a short excerpt.
    private func retireFinishedObjects(now: Double?) {
        let window = max(options.gracePeriod, 1) + 1
        while retireHead < retireQueue.count {
            let object = retireQueue[retireHead]
            let byCount = eventIndex - (object.rare?.deallocIndex ?? 0) >= 512
            let byTime = now.flatMap { now in object.dealloc?.time.map { now - $0.seconds > window } } ?? false
            guard byCount || byTime || allObjects.count - retiredInList > options.maxLiveObjects else { break }
            retireHead += 1
            retire(object)
        }
        if retireHead > 1024, retireHead * 2 > retireQueue.count {
            retireQueue.removeFirst(retireHead)
            retireHead = 0
        }
        // At most a quarter of the list is retired records, each held only by it: memory follows
        // the live objects, and the compaction stays O(1) amortised per retirement.
        if !options.keepTimelines, retiredInList > 1024, retiredInList * 4 > allObjects.count {
            allObjects.removeAll { $0.isRetired }
            retiredInList = 0
            dropCursor = 0
        }
    }

    private func retire(_ object: ObjectRecord) {
        guard !object.isRetired else { return }
        context.object = object
        for (index, monitor) in object.monitors where severities[index] != nil {
            context.ruleIndex = index
            monitor.finish(of: object, in: context)
        }
        // Rules that stop at retirement do not start afterwards either (``deliver(_:to:rule:)``).
        object.monitors.drop(stopsAtRetirement)
        for (index, monitor) in (object.rare?.extraMonitors ?? [:]).sorted(by: { $0.key < $1.key })
        where !watchesAfterRetirement[index] || severities[index] != nil {
            if severities[index] != nil {
                context.ruleIndex = index
                monitor.finish(of: object, in: context)
            }
            if !watchesAfterRetirement[index] { object.rare?.extraMonitors[index] = nil }
        }
        object.isRetired = true
        object.rare?.openCallLines = [:]
        // A retired object only answers messages after dealloc: a short excerpt is all a report needs.
        if !options.keepTimelines, object.entries.count > 3 { object.entries.removeFirst(object.entries.count - 3) }
        retiredInList += 1
        forgetOldTombstones(after: object)
    }

    /// Retired objects stay reachable by address so a message after dealloc is still caught; the
    /// oldest 4,096 beyond that are forgotten, so memory stays flat however long the log is. A
    /// message to an address freed that long ago goes unnoticed. Held weakly: a record replaced by
    /// a new object at its address is freed at once.
    private struct Tombstone { weak var object: ObjectRecord? }
    @exclusivity(unchecked) private var tombstones: [Tombstone] = []
    @exclusivity(unchecked) private var tombstoneHead = 0
    static let rememberedTombstones = 4096

    private func forgetOldTombstones(after object: ObjectRecord) {
        tombstones.append(Tombstone(object: object))
        while tombstones.count - tombstoneHead > Engine.rememberedTombstones {
            let oldest = tombstones[tombstoneHead].object
            tombstoneHead += 1
            guard let oldest else { continue }
            let session = oldest.session
            if let address = oldest.address {
                if session.byAddress[address] === oldest {
                    leaveLive(oldest)
                    session.rememberForgotten(oldest)
                    session.byAddress[address] = nil
                }
            } else if session.byClass[oldest.classKey ?? ""] === oldest {
                session.byClass[oldest.classKey ?? ""] = nil
            }
        }
        if tombstoneHead > 4096, tombstoneHead * 2 > tombstones.count {
            tombstones.removeFirst(tombstoneHead)
            tombstoneHead = 0
        }
    }

    private func noteCoverage(_ kind: EventKind, of object: ObjectRecord) {
        let facts = object.classFacts
        guard facts.insert(kind), !facts.deferred.isEmpty else { return }
        facts.deferred.removeAll { finding in
            guard facts.covers(all: finding.requiresAll, any: finding.requiresAny) else { return false }
            onViolation(finding.violation)
            return true
        }
    }

    // MARK: Repeated statements (R-P9)

    /// Several log statements in one call are one event, but an identical repeat of a callback line
    /// of a UIKit callback is a second call (the double-callback bug users look for) unless the line proves otherwise:
    /// an increasing source line number for the same method, or, printed at once (within 0.1 s of
    /// log time), a different payload (consecutive statements print different things) or the same
    /// description of another object (a `%@` of a helper, as in sequence 37).
    private func isRepeatStatement(_ event: Event, of object: ObjectRecord) -> Bool {
        guard event.kind != .diagnostic, event.kind != .addObserver, event.kind != .removeObserver else { return false }
        if let line = event.sourceLine {
            let facts = object.rareFacts
            defer { facts.openCallLines[event.selector] = line }
            if let previous = facts.openCallLines[event.selector], line > previous { return true }
            return false
        }
        guard object.lastSelector == event.selector, object.eventCount > 0 else { return false }
        // Only a time stamp can tell "printed again at once" from "called again".
        guard let now = event.time, let then = object.lastSeconds, now.seconds - then <= 0.1 else { return false }
        switch (event.argument, object.lastArgument) {
        case (.object, .object), (.text, .text):
            // Any other method takes arguments, and different ones are different calls (`subscribe:
            // name=Typing`, `name=Presence`); its identical lines at once are the statements of one call.
            guard event.kind != .other else { return event.argument == object.lastArgument }
            if event.argument != object.lastArgument { return true }
            return RepeatPayload.describesAnotherObject(event.argument, than: object)
        default:
            return false
        }
    }

    // MARK: Pop inference (R-B1, R-G3)

    /// Push and present print old.willDisappear before new.willAppear; the new controller then
    /// "covers" the old one. When it later disappears while the covered one comes back, it was
    /// popped or dismissed. Tab switches print the other order and never cover.
    private func trackCovering(_ object: ObjectRecord, event: Event, in session: SessionRecord) {
        switch event.kind {
        case .viewWillDisappear:
            session.disappearing.removeAll { $0 === object }
            session.disappearing.append(object)
        case .viewWillAppear:
            session.disappearing.removeAll { $0 === object }
            object.popped = false
            // Whoever started disappearing before this appearance and is still disappearing is covered by it,
            // unless this very object covered it: then that one was popped.
            for other in session.disappearing where other !== object {
                if other.covering === object {
                    other.popped = true
                } else if object.covering == nil {
                    object.covering = other
                }
            }
        case .viewDidDisappear, .viewDidAppear:
            if event.kind == .viewDidDisappear { session.disappearing.removeAll { $0 === object } }
        default:
            break
        }
        if session.disappearing.count > 64 { session.disappearing.removeFirst(session.disappearing.count - 64) }
    }

    // MARK: Timelines

    private func append(_ entry: RecordedEvent, to object: ObjectRecord) {
        object.entries.append(entry)
        if !options.keepTimelines, object.entries.count > options.excerptLength * 2 {
            object.entries.removeFirst(object.entries.count - options.excerptLength)
        }
    }

    func timelines() -> [ObjectTimeline] {
        allObjects.map { object in
            ObjectTimeline(object: object.identity, file: fileName, parent: object.parent, entries: object.entries.map { $0.timelineEntry(of: object) })
        }
    }

    // MARK: Reporting

    func report(ruleIndex: Int, object: ObjectRecord, certainty: Certainty, at reference: EventReference, message: String,
                related: [(String, EventReference)], hint: String?, requiresAll: Set<EventKind>, requiresAny: Set<EventKind>) {
        guard let configured = severities[ruleIndex] else { return }
        let description = rules[ruleIndex].description
        var severity = configured
        var text = message
        // A timeline of lines that name nobody may merge several objects and launches: it gives notes
        // at most. UIKit's own diagnostic lines are evidence by themselves and keep their severity, and
        // users' own rules decide for themselves what their lines identify.
        let namesNobody = object.classKey == nil && object.address == nil && reference.kind != .diagnostic && !(rules[ruleIndex] is TemplateRule)
        switch certainty {
        case .definite where namesNobody, .weak where namesNobody:
            severity = .note
            text += " (the lines name no class or address, so they may come from several objects and launches: a note at most)"
        case .definite: break
        case .weak:
            severity = configured.weakened
            text += " (only the class name identifies it, so these lines may come from several instances; log the address to be sure)"
        case .inconclusive:
            severity = .note
        }
        let excerpt = object.entries.filter { $0.line <= reference.line }.suffix(options.excerptLength).map { $0.excerptLine(of: object) }
        let violation = Violation(
            rule: description.id, severity: severity, message: text, object: object.identity,
            location: SourceLocation(file: fileName, line: reference.line, time: reference.time?.iso8601),
            related: related.map { RelatedLocation(message: $0.0, location: SourceLocation(file: fileName, line: $0.1.line, time: $0.1.time?.iso8601)) },
            hint: hint, excerpt: Array(excerpt))
        let facts = object.classFacts
        if facts.covers(all: requiresAll, any: requiresAny) {
            onViolation(violation)
        } else {
            // Bounded: a class that never logs what its findings need cannot grow memory without limit.
            if facts.deferred.count >= options.maxOpenObligations {
                facts.deferred.removeFirst()
                droppedObligations += 1
            }
            facts.deferred.append(SessionRecord.DeferredFinding(violation: violation, requiresAll: requiresAll, requiresAny: requiresAny))
        }
    }

    func schedule(deadline seconds: Double, object: ObjectRecord, ruleIndex: Int) {
        object.session.deadlines.append(SessionRecord.Deadline(seconds: seconds, object: object,
                                                               monitor: monitor(of: object, rule: ruleIndex), ruleIndex: ruleIndex))
        object.session.nextDeadline = min(object.session.nextDeadline, seconds)
    }

    /// A live input (a pipe, a terminal) has had no byte for `seconds` of wall-clock time. Once
    /// that silence reaches the grace period, log time is taken to have gone on with the wall
    /// clock: deadlines before the latest log time plus the silence pass, with
    /// `MonitorContext.passedWhileQuiet` set, so a popped controller that never deallocates is
    /// reported without waiting for a line or the end. Each deadline passes this way once, and
    /// stays pending for the log's own time. Files never call this: they are judged in log time.
    func inputWasQuiet(for seconds: Double) {
        guard seconds >= options.gracePeriod,
              let latest = sessionOrder.compactMap({ $0.lastTime?.seconds }).max() else { return }
        let now = latest + seconds
        context.quietLogTime = now
        defer { context.quietLogTime = nil }
        for session in sessionOrder where now > session.nextDeadline {
            for index in session.deadlines.indices where !session.deadlines[index].passedWhileQuiet && session.deadlines[index].seconds < now {
                session.deadlines[index].passedWhileQuiet = true
                let deadline = session.deadlines[index]
                context.object = deadline.object
                context.ruleIndex = deadline.ruleIndex
                deadline.monitor.deadlinePassed(at: nil, of: deadline.object, in: context)
            }
        }
    }

    private func firePassedDeadlines(in session: SessionRecord, now: Double, event: Event) {
        guard now > session.nextDeadline else { return }
        let due = session.deadlines.filter { $0.seconds < now }
        session.deadlines.removeAll { $0.seconds < now }
        session.nextDeadline = session.deadlines.map(\.seconds).min() ?? .infinity
        for deadline in due {
            context.object = deadline.object
            context.ruleIndex = deadline.ruleIndex
            deadline.monitor.deadlinePassed(at: event, of: deadline.object, in: context)
        }
    }
}
