/// What finished objects leave behind (their monitors, timeline buffers, monitor slots and rare
/// facts), kept for the next objects of the same engine: a long log creates and deallocates
/// objects all the time, and making these afresh for each was most of a check's allocations
/// (dhat, bench log: 0.71 allocations per recognised event, about 18 per object).
///
/// Monitors come back when their object retires (its rules are resolved) or its record is freed;
/// the rest only when the record is freed (`ObjectRecord`'s `deinit`), because a retired record
/// still shows its excerpt in reports of messages after dealloc. A monitor goes out again only
/// when nothing else holds it (a pending deadline may) and it can start over
/// (``RuleMonitor/prepareForReuse()``). At most ``limit`` of each kind are kept: the pool holds
/// what a burst of objects needs, not what the whole log made.
///
/// Confined to its engine's thread, like the records that give back to it.
final class ObjectStoragePool {
    /// A kept monitor: held as a plain object, whose reference count can be asked (an existential
    /// `RuleMonitor` cannot be), and seen as its protocol through a reference that counts nothing.
    /// Optional because Swift 6 debug builds answered "not unique" for a non-optional
    /// `AnyObject` that was (a copy the optimiser removes; the `T?` form has none).
    private struct KeptMonitor {
        var object: AnyObject?
        unowned(unsafe) let monitor: RuleMonitor
    }

    /// Kept monitors by dense rule index (``Engine/denseRules``), each list at most ``limit``.
    @exclusivity(unchecked) private var monitors: [[KeptMonitor]]
    /// Dense rules whose fresh monitor said it can start over: the others' are never kept.
    private var reusableRules: UInt64
    @exclusivity(unchecked) private var fullEntryBuffers: [[RecordedEvent]] = []
    @exclusivity(unchecked) private var smallEntryBuffers: [[RecordedEvent]] = []
    @exclusivity(unchecked) private var overflowBuffers: [[RuleMonitor]] = []
    @exclusivity(unchecked) private var rareFacts: [RareObjectFacts] = []
    @exclusivity(unchecked) private var records: [ObjectRecord] = []
    /// Monitors, timeline buffers and rare facts handed out again, for tests that must know
    /// reuse happened.
    @exclusivity(unchecked) private(set) var reusedMonitors = 0
    @exclusivity(unchecked) private(set) var reusedTimelines = 0
    @exclusivity(unchecked) private(set) var reusedRareFacts = 0
    @exclusivity(unchecked) private(set) var reusedRecords = 0

    /// Most of each kind kept at once (0 once closed).
    private(set) var limit: Int
    /// Timeline buffers with this much room hold a full excerpt (see ``makeRoom(in:)``).
    private let fullTimeline: Int

    /// A pool for the rules of a plan whose reusable dense rules are `reusableRules`, keeping at
    /// most `limit` of each kind (0: a pool that keeps nothing), and timeline buffers with room
    /// for `fullTimeline` events.
    init(reusableRules: UInt64, limit: Int = 2048, fullTimeline: Int = 13) {
        self.limit = limit
        self.fullTimeline = fullTimeline
        self.reusableRules = limit == 0 ? 0 : reusableRules
        monitors = Array(repeating: [], count: self.reusableRules == 0 ? 0 : 64 - self.reusableRules.leadingZeroBitCount)
    }

    /// A pool that keeps nothing, for records made outside an engine.
    static func none() -> ObjectStoragePool { ObjectStoragePool(reusableRules: 0, limit: 0) }


    /// Let go of everything kept, and keep nothing from now on: kept records hold their class's
    /// facts, which hold this pool, so without this the pool and its records would keep each
    /// other alive after their engine is gone (LeakSanitizer found it). The engine's `deinit`
    /// calls it; the records and parts freed then find the pool closed.
    func close() {
        limit = 0
        reusableRules = 0
        // Taken out first, so that the records freed at the end of this call find every list
        // of the pool whole.
        let kept = (records, monitors, fullEntryBuffers, smallEntryBuffers, overflowBuffers, rareFacts)
        records = []
        monitors = []
        fullEntryBuffers = []
        smallEntryBuffers = []
        overflowBuffers = []
        rareFacts = []
        withExtendedLifetime(kept) {}
    }

    // MARK: Monitors

    /// Keep `monitor` of dense rule `index`, which its object no longer holds.
    @inline(__always)
    func keep(_ monitor: RuleMonitor, ofRule index: Int) {
        guard reusableRules & (1 << UInt64(index)) != 0, monitors[index].count < limit else { return }
        monitors[index].append(KeptMonitor(object: monitor, monitor: monitor))
    }

    /// A kept monitor of dense rule `index`, ready for a new object, or nil.
    @inline(__always)
    func monitor(ofRule index: Int) -> RuleMonitor? {
        guard reusableRules & (1 << UInt64(index)) != 0 else { return nil }
        while !monitors[index].isEmpty {
            var kept = monitors[index].removeLast()
            // Still held elsewhere (a deadline of its old object): let it go with that.
            guard isKnownUniquelyReferenced(&kept.object), kept.monitor.prepareForReuse() else { continue }
            #if DEBUG
            if let fresh = freshMonitor?(index) {
                let state = Self.state(of: kept.monitor), expected = Self.state(of: fresh)
                assert(state == expected, "\(type(of: kept.monitor)).prepareForReuse() left \(state), a new one has \(expected)")
            }
            #endif
            reusedMonitors += 1
            return kept.monitor
        }
        return nil
    }

    #if DEBUG
    /// A new monitor of a dense rule, to which debug builds hold every reused one equal (field by
    /// field, as `Mirror` shows them), so a field that `prepareForReuse()` forgets fails every
    /// test that reaches it rather than only those whose findings it changes.
    var freshMonitor: ((Int) -> RuleMonitor)?

    /// A monitor's fields as text, but for the rule it was made by (the same for both).
    private static func state(of monitor: RuleMonitor) -> String {
        Mirror(reflecting: monitor).children.filter { $0.label != "rule" }
            .map { "\($0.label ?? "_"): \(String(reflecting: $0.value))" }.joined(separator: ", ")
    }
    #endif

    // MARK: Buffers

    /// Keep a freed record's timeline buffer: those with room for a full excerpt apart from the
    /// smaller ones, which new objects take only when no full one is left.
    func keep(entries: [RecordedEvent]) {
        if entries.capacity >= fullTimeline {
            if fullEntryBuffers.count < limit { fullEntryBuffers.append(entries) }
        } else if entries.capacity > 0, smallEntryBuffers.count < limit {
            smallEntryBuffers.append(entries)
        }
    }

    /// Room for one more event in `buffer`, which is full: a kept buffer when there is one (for an
    /// object's first event, or a full-size one for an object that outgrew a small one, which is
    /// kept in turn), or else the array's own growth. Grown one by one from a new buffer, an
    /// object of many events reallocated it three times before its excerpt stopped growing.
    func makeRoom(in buffer: inout [RecordedEvent]) {
        if buffer.capacity == 0 {
            if var kept = fullEntryBuffers.popLast() ?? smallEntryBuffers.popLast() {
                kept.removeAll(keepingCapacity: true)
                reusedTimelines += 1
                buffer = kept
            } else {
                buffer.reserveCapacity(3)
            }
        } else if buffer.capacity < fullTimeline, var larger = fullEntryBuffers.popLast() {
            larger.removeAll(keepingCapacity: true)
            larger.append(contentsOf: buffer)
            swap(&buffer, &larger)
            larger.removeAll(keepingCapacity: true)
            keep(entries: larger)
            reusedTimelines += 1
        }
    }

    /// Keep the array of monitor slots past the inline ones, emptied.
    func keep(overflow: inout [RuleMonitor]) {
        guard overflow.capacity > 0 else { return }
        overflow.removeAll(keepingCapacity: true)
        if overflowBuffers.count < limit { overflowBuffers.append(overflow) }
        overflow = []
    }

    /// An empty array for monitor slots past the inline ones.
    func overflow() -> [RuleMonitor] { overflowBuffers.popLast() ?? [] }

    // MARK: Records

    /// Keep `record`, which the engine has just let go of, if nothing else holds it: no strong
    /// reference (checked) and no weak one (only a record that covered another is named by a
    /// weak reference, ``ObjectRecord/covering``, and that record says so). A weak reference to a
    /// reused record would name the new object.
    func recycle(_ record: inout ObjectRecord?) {
        guard records.count < limit, record?.isCovered == false, record?.address != nil else { return }
        // Apart from the tests above: a value they bind would be a second reference.
        guard isKnownUniquelyReferenced(&record) else { return }
        // Out of the address index, so no longer its class's live instance (``Engine/leaveLive(_:)``).
        assert(!record!.isLiveAddressed, "a record still counted live was let go of")
        record!.giveBackParts()
        records.append(record!)
    }

    /// A record for a new object: a kept one made as new, or a new one.
    func record(session: SessionRecord, classFacts: ClassFacts, isNamed: Bool, address: UInt64?, incarnation: Int) -> ObjectRecord {
        guard let record = records.popLast() else {
            return ObjectRecord(session: session, classFacts: classFacts, isNamed: isNamed, address: address, incarnation: incarnation)
        }
        record.reuse(session: session, classFacts: classFacts, isNamed: isNamed, address: address, incarnation: incarnation)
        reusedRecords += 1
        #if DEBUG
        let fresh = ObjectRecord(session: session, classFacts: classFacts, isNamed: isNamed, address: address, incarnation: incarnation)
        let state = Self.fields(of: record), expected = Self.fields(of: fresh)
        assert(state == expected, "a reused ObjectRecord has \(state), a new one \(expected)")
        #endif
        return record
    }

    #if DEBUG
    /// A record's fields as text.
    private static func fields(of record: ObjectRecord) -> String {
        Mirror(reflecting: record).children.map { "\($0.label ?? "_"): \(String(reflecting: $0.value))" }.joined(separator: ", ")
    }
    #endif

    // MARK: Rare facts

    /// Keep a freed record's rare facts, when nothing else holds them.
    func keep(rare: inout RareObjectFacts?) {
        // Checked before anything else holds them (a binding would be a second reference).
        guard rareFacts.count < limit, isKnownUniquelyReferenced(&rare) else { return }
        rareFacts.append(rare!)
    }

    /// Rare facts as a new object's, from a freed record or new.
    func rare() -> RareObjectFacts {
        guard let facts = rareFacts.popLast() else { return RareObjectFacts() }
        facts.prepareForReuse()
        reusedRareFacts += 1
        return facts
    }
}
