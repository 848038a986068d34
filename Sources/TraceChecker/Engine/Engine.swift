import TraceParser

/// Feeds events to per-object rule monitors and collects violations. One engine per source:
/// sessions never span sources, so sources are checked independently and in parallel.
///
/// Its stored properties, like those of ``ObjectRecord`` and ``SessionRecord``, opt out of
/// run-time exclusivity checks: the engine is confined to one thread and no access nests in
/// another (see ``ObjectRecord`` for the measurement).
final class Engine {
    let fileName: String
    /// The rules, their severities and the dispatch tables, shared by every engine of a run.
    let plan: CheckPlan
    /// How the check runs.
    var options: CheckOptions { plan.options }
    /// The plan's rules, in the order their monitors run.
    var rules: [any Rule] { plan.rules }
    /// Rules whose monitors every object keeps in one array; the rest in a dictionary.
    static let denseRules = 64
    /// Rule indices beyond the dense ones for the current event when more than the kind list applies.
    @exclusivity(unchecked) var candidates: [Int] = []
    /// Events handed to rules so far (each event once per rule it reached): the work dispatch saves.
    @exclusivity(unchecked) var deliveries = 0
    var onViolation: (Violation) -> Void = { _ in }
    /// The Markdown fence lines of the source, as its reader records them: weak findings whose
    /// evidence crosses a code block are notes (``report(ruleIndex:object:certainty:at:message:related:hint:requiresAll:requiresAny:)``).
    var fences: MarkdownFences?

    @exclusivity(unchecked) var sessions: [SessionKey: SessionRecord] = [:]
    @exclusivity(unchecked) var sessionOrder: [SessionRecord] = []
    /// Objects not yet retired, in creation order (finish() walks them deterministically), and
    /// retired ones until the list is compacted; nil where ``dropOldestLiveObject(line:)`` let go
    /// of a record early.
    @exclusivity(unchecked) var allObjects: [ObjectRecord?] = []
    @exclusivity(unchecked) var retiredInList = 0
    @exclusivity(unchecked) var created = 0
    /// What finished objects leave for the next ones.
    let storage: ObjectStoragePool
    /// The context of every monitor call; made with the engine, whose last stored property it is.
    var context: MonitorContext!
    /// The deadlines that fire at one event, kept between events so that firing allocates nothing
    /// once it has held as many as a moment ever fires (``firePassedDeadlines(in:now:event:)``).
    @exclusivity(unchecked) var dueDeadlines: [SessionRecord.Deadline] = []
    /// Deallocated objects waiting for their teardown to pass before they are retired.
    @exclusivity(unchecked) var retireQueue: [PendingRetirement] = []
    @exclusivity(unchecked) var retireHead = 0
    @exclusivity(unchecked) var eventIndex = 0

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
        for case let object? in allObjects where !object.isRetired {
            total.startedMonitors += object.monitors.count + (object.rare?.extraMonitors.count ?? 0)
            total.rareFacts += object.rare == nil ? 0 : 1
            total.receiverArguments += object.entries.reduce(0) { $0 + ($1.argumentIsReceiver ? 1 : 0) }
        }
        for session in sessionOrder {
            total.byAddress += session.addresses.recordCount
            total.byClass += session.byClass.count
            total.classNames += session.classes.count
            total.liveAddressed += session.classes.values.reduce(0) { $0 + $1.liveAddressed }
            total.forgottenIncarnations += session.addresses.rememberedCount
        }
        return total
    }

    /// An engine for one source with the tables of `plan`, which many engines share.
    init(fileName: String, plan: CheckPlan) {
        self.fileName = fileName
        self.plan = plan
        // A burst of freed records is a compaction of the object list: over a thousand at once.
        storage = ObjectStoragePool(reusableRules: plan.reusableMonitors, limit: plan.options.reusesObjectStorage ? 2048 : 0,
                                    fullTimeline: plan.options.excerptLength * 2 + 1)
        #if DEBUG
        storage.freshMonitor = { [plan] in plan.makeMonitor(ofRule: $0) }
        #endif
        context = MonitorContext(engine: self)
    }

    deinit { storage.close() }

    /// An engine for one source with a plan of its own.
    convenience init(fileName: String, options: CheckOptions, rules: [any Rule]) {
        self.init(fileName: fileName, plan: CheckPlan(options: options, rules: rules))
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


    // Identity, limits and retirement (Identity/): state the extensions there keep.

    /// Consecutive events nearly always share a session: the last one is checked before hashing.
    @exclusivity(unchecked) var lastSession: SessionRecord?
    /// Sources whose lines of no process a launch has taken over (``adoptLinesBeforeFirstRecord(into:className:)``).
    @exclusivity(unchecked) var adoptedSources: Set<Int> = []
    /// Class names forgotten because too many were tracked at once.
    @exclusivity(unchecked) var droppedClassNames = 0
    /// Line where the class-name limit was first reached.
    @exclusivity(unchecked) var firstClassDropLine: Int?
    /// Open obligations (pending findings, registrations) dropped at `maxOpenObligations`.
    @exclusivity(unchecked) var droppedObligations = 0
    /// Per rule index: the lines on which one of the rule's patterns could not be evaluated.
    @exclusivity(unchecked) var patternFailures: [Int: PatternFailureTally] = [:]
    /// Objects dropped because too many were alive at once.
    @exclusivity(unchecked) var droppedLiveObjects = 0
    @exclusivity(unchecked) var dropCursor = 0
    /// Line where the live-object limit was first reached.
    @exclusivity(unchecked) var firstDropLine: Int?
    /// Retired objects stay reachable by address so a message after dealloc is still caught; the
    /// oldest 4,096 beyond that are forgotten, so memory stays flat however long the log is. A
    /// message to an address freed that long ago goes unnoticed. A tombstone holds no strong
    /// reference: a record replaced by a new object at its address is freed at once.
    enum Tombstone {
        /// A record known by address, found again in its session by its address and incarnation,
        /// without a reference to the record: a weak one cost every retired object a side table
        /// (past `--max-objects`, one per new object), and while a record's tombstone waits, later
        /// records at its address have higher incarnations.
        /// `record` is where the record was and `timeline` where its timeline buffer was, hints for
        /// ``RecordPrefetch`` only (never read): forgetting the record hands the buffer to the
        /// pool, which reads its head, last touched when the record retired.
        case addressed(session: SessionRecord, address: UInt64, incarnation: Int, record: UnsafeRawPointer, timeline: UnsafeRawPointer?)
        /// A record known by class only (one per class at a time), held weakly.
        case classOnly(WeakRecord)
    }

    /// A weak reference to a record.
    struct WeakRecord { weak var object: ObjectRecord? }
    @exclusivity(unchecked) var tombstones: [Tombstone] = []
    @exclusivity(unchecked) var tombstoneHead = 0
    static let rememberedTombstones = 4096

    // MARK: Events

    /// An event about the object at `address` is a few events away: ask for the slot the address
    /// will be looked up in. The session is guessed to be the last one (nearly always right, and
    /// a wrong guess only wastes the hint). On a log of many objects nearly every lookup missed
    /// the cache.
    @inline(__always)
    func expectObject(at address: UInt64) {
        lastSession?.addresses.prefetch(address)
    }

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
        let session = sessionRecord(of: event)
        eventIndex += 1
        retireFinishedObjects(now: event.time?.seconds)
        session.eventCount += 1
        session.lastLine = event.line
        if event.thread != .background {
            if let time = event.time, session.lastForegroundTime.map({ time > $0 }) ?? true { session.lastForegroundTime = time }
            if event.kind == .viewWillAppear || event.kind == .viewDidAppear || event.kind == .viewWillDisappear {
                session.lastForegroundAppearanceLine = event.line
                if event.kind == .viewDidAppear { session.lastForegroundDidAppearLine = event.line }
            }
        }
        if event.kind == .didReceiveMemoryWarning || event.diagnostic == .memoryWarning { session.lastMemoryWarningLine = event.line }
        if session.device == nil, let device = event.device { session.device = device }
        if let time = event.time { firePassedDeadlines(in: session, now: time.seconds, event: event) }
        if let time = event.time, session.lastTime.map({ time > $0 }) ?? true { session.lastTime = time }
        let object = resolve(event, in: session)
        object.classFacts.lastUse = eventIndex
        if !object.isLoggedByApp, event.diagnostic == nil { object.isLoggedByApp = true }
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
        let isReceiver = event.argumentDescribes(className: object.classKey, address: object.address)
        if isRepeatStatement(event, of: object, argumentIsReceiver: isReceiver) {
            append(RecordedEvent(event, isRepeatStatement: true, argumentIsReceiver: isReceiver), to: object)
            return
        }
        object.eventCount += 1
        if event.kind.isCreation || event.kind == .viewDidLoad { object.sawCreation = true }
        if event.kind == .viewWillAppear || event.kind == .viewDidAppear { object.sawAppearance = true }
        object.previousAppearance = object.appearance
        if let next = AppearanceState.after(event.kind) {
            object.appearance = next
            trackCovering(object, event: event, in: session)
        }
        if event.kind == .dealloc, object.dealloc == nil {
            object.dealloc = EventReference(event)
            if event.address == nil, object.address != nil { object.rareFacts.deallocWasInferred = true }
            // A deallocated object is no longer the live instance class-only lines may belong to.
            leaveLive(object)
            forgetDisappearing(object, in: session)
            retireQueue.append(PendingRetirement(object: object, eventIndex: eventIndex, seconds: event.time?.seconds))
        }
        // The kind first: reading `argument` renders a kept receiver description (``Event/argumentDescribes(className:address:)``).
        if event.kind == .willMoveToParent || event.kind == .didMoveToParent, !isReceiver, case let .object(className, address) = event.argument,
           address == nil || address != object.address {
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
        let bySelector = plan.rulesBySelector.isEmpty ? nil : plan.rulesBySelector[event.selector]
        let byClass = plan.rulesByClass.isEmpty ? nil : event.className.flatMap { plan.rulesByClass[$0] }
        let started = object.monitors.startedMask
        var reached = plan.denseByKind[ordinal] | (bySelector?.dense ?? 0) | (byClass?.dense ?? 0)
            | started & (event.kind == .dealloc ? plan.indexedDense : plan.followingDense)
        reached &= plan.startingByKind[ordinal] | started
        // A rule that stops at retirement must not start afterwards.
        if object.isRetired { reached &= started | ~plan.stopsAtRetirement }
        let context = self.context!
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
                monitor = storage.monitor(ofRule: index) ?? plan.makeMonitor(ofRule: index)
                object.monitors.start(monitor, at: index, storage: storage)
            }
            monitor.observe(event, of: object, in: context)
        }
        // Rules beyond the dense ones (thousands of user rules) by their lists.
        guard plan.hasExtraRules else { return }
        let byKind = plan.extraByKind[ordinal]
        let startedExtra = object.rare.map { event.kind == .dealloc ? $0.startedIndexed : $0.following } ?? []
        guard !byKind.isEmpty || bySelector?.extra.isEmpty == false || byClass?.extra.isEmpty == false || !startedExtra.isEmpty else { return }
        if bySelector?.extra.isEmpty != false, byClass?.extra.isEmpty != false, startedExtra.isEmpty {
            for index in byKind { deliver(event, to: object, rule: index) }
            return
        }
        candidates.removeAll(keepingCapacity: true)
        candidates += byKind
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
            if object.isRetired, !plan.watchesAfterRetirement[index] { return }
            guard plan.startKinds[index] & ClassFacts.bit(event.kind) != 0 else { return }
            monitor = plan.makeMonitor(ofRule: index)
            object.rareFacts.extraMonitors[index] = monitor
            if plan.isIndexed[index] {
                object.rareFacts.startedIndexed.append(index)
                if plan.followsOnceStarted[index] { object.rareFacts.following.append(index) }
            }
        }
        monitor.observe(event, of: object, in: context)
    }

    @inline(__always)
    func monitor(of object: ObjectRecord, rule index: Int) -> RuleMonitor {
        if index < Engine.denseRules { return object.monitors[index] ?? UnstartedMonitor.shared }
        return object.rare?.extraMonitors[index] ?? UnstartedMonitor.shared
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
        // Every object still alive, most of them last touched long ago: each record, and then its
        // monitors and timeline, are asked for a few objects before their turn (``RecordPrefetch``).
        for position in allObjects.indices {
            RecordPrefetch.ahead(in: allObjects, of: position)
            guard let object = allObjects[position], !object.isRetired else { continue }
            finishDenseMonitors(of: object)
            // Rules beyond the dense ones come after them, in rule order.
            guard let extra = object.rare?.extraMonitors, !extra.isEmpty else { continue }
            for (index, monitor) in extra.sorted(by: { $0.key < $1.key }) where plan.severities[index] != nil {
                context.ruleIndex = index
                monitor.finish(of: object, in: context)
            }
        }
    }

    /// Resolve `object`'s monitors of the dense rules, in rule order (its retirement, or the end of
    /// the log). By rule index, reading each slot in place: iterating the slots copied them, a
    /// retain of every monitor and of the overflow array per object, and these objects are many.
    func finishDenseMonitors(of object: ObjectRecord) {
        context.object = object
        var started = object.monitors.startedMask
        while started != 0 {
            let index = started.trailingZeroBitCount
            started &= started &- 1
            guard plan.severities[index] != nil, let monitor = object.monitors[index] else { continue }
            context.ruleIndex = index
            monitor.finish(of: object, in: context)
        }
    }

    // MARK: Timelines

    func append(_ entry: consuming RecordedEvent, to object: ObjectRecord) {
        if object.entries.count == object.entries.capacity { storage.makeRoom(in: &object.entries) }
        object.entries.append(entry)
        if !options.keepTimelines, object.entries.count > options.excerptLength * 2 {
            object.entries.removeFirst(object.entries.count - options.excerptLength)
        }
    }

    func timelines() -> [ObjectTimeline] {
        allObjects.compactMap { $0 }.map { object in
            ObjectTimeline(object: object.identity, file: fileName, parent: object.parent, entries: object.entries.map { $0.timelineEntry(of: object) })
        }
    }
}
