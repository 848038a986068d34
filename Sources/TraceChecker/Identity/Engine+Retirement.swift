import TraceParser

/// Memory follows live objects: deallocated objects retire once their teardown has passed, the
/// limits (`maxLiveObjects`, `maxClassNames`) resolve the oldest early, and tombstones of
/// retired objects are forgotten past a fixed number.
extension Engine {
    /// Past `maxClassNames`, forget the least recently used class: its coverage facts, the
    /// findings waiting for them (never reported: a missing finding, not a false one) and its
    /// class-only object, resolved early like a dropped live object. Objects of the class that
    /// are still tracked keep their facts; a later line of the class starts it afresh.
    func forgetLeastRecentlyUsedClass(in session: SessionRecord, line: Int) {
        guard let facts = session.evictLeastRecentlyUsedClass(now: eventIndex) else { return }
        droppedClassNames += 1
        if firstClassDropLine == nil { firstClassDropLine = line }
        facts.deferred.removeAll()
        if let object = session.byClass[facts.name], object.classFacts === facts {
            session.byClass[facts.name] = nil
            retire(object)
        }
    }


    /// Past `maxLiveObjects`, resolve the oldest object still tracked and stop tracking it: a
    /// pathological log (millions of objects never deallocated) degrades into a warning, not into
    /// unbounded memory.
    ///
    /// The list lets go of the record at once (unless timelines are kept, which lists every
    /// object): its address index entry, until its tombstone is forgotten, is then the last
    /// reference, and forgetting it hands the record to a new object. Held until the list was
    /// compacted, most such records outlived their tombstone and were freed there, cold, while
    /// new objects allocated records of their own.
    func dropOldestLiveObject(line: Int) {
        while dropCursor < allObjects.count, allObjects[dropCursor]?.isRetired ?? true { dropCursor += 1 }
        guard dropCursor < allObjects.count - 1 else { return }
        RecordPrefetch.ahead(in: allObjects, of: dropCursor)
        retire(allObjects[dropCursor]!)
        if !options.keepTimelines { allObjects[dropCursor] = nil }
        droppedLiveObjects += 1
        if firstDropLine == nil { firstDropLine = line }
    }

    /// Memory grows with live objects, not with lines: once a deallocated object's teardown has
    /// passed (512 events or a few seconds of log time later), its monitors are resolved and
    /// dropped; only the ones that watch for messages after dealloc stay, with a short excerpt.
    /// Called for every event, so it costs two comparisons unless there is work: the queue is
    /// in dealloc order, only its head can be due, and the list is compacted only once a
    /// quarter of it is retired.
    @inline(__always)
    func retireFinishedObjects(now: Double?) {
        if retireHead < retireQueue.count { retireDeallocatedObjects(now: now) }
        if retiredInList > 1024 { compactObjectList() }
    }

    /// A deallocated object waiting in ``retireQueue``, with the event index and log time of its
    /// dealloc, so the queue's head is judged without reading the object.
    struct PendingRetirement {
        let object: ObjectRecord
        let eventIndex: Int
        let seconds: Double?
    }

    func retireDeallocatedObjects(now: Double?) {
        let window = max(options.gracePeriod, 1) + 1
        while retireHead < retireQueue.count {
            let pending = retireQueue[retireHead]
            let byCount = eventIndex - pending.eventIndex >= 512
            let byTime = now.flatMap { now in pending.seconds.map { now - $0 > window } } ?? false
            guard byCount || byTime || allObjects.count - retiredInList > options.maxLiveObjects else { break }
            retireHead += 1
            retire(pending.object)
        }
        if retireHead > 1024, retireHead * 2 > retireQueue.count {
            retireQueue.removeFirst(retireHead)
            retireHead = 0
        }
    }

    /// At most a quarter of the list is retired records, each held only by it: memory follows
    /// the live objects, and the compaction stays O(1) amortised per retirement.
    ///
    /// The records before ``dropCursor`` are all retired (``dropOldestLiveObject(line:)`` moves
    /// it past them), so when they are most of the retired ones they are cut off the front
    /// without reading a record. Past `--max-objects` they are nearly all of them, and reading
    /// every listed record's flag was a cache miss per record and compaction, four per retired
    /// object (perf: 4.3% of a many-objects run's samples).
    func compactObjectList() {
        guard !options.keepTimelines, retiredInList > 1024, retiredInList * 4 > allObjects.count else { return }
        if dropCursor * 2 > retiredInList {
            allObjects.removeFirst(dropCursor)
            retiredInList -= dropCursor
        } else {
            // Taken out one by one, so that a retired record no one else holds goes to a new object.
            var listed = allObjects
            allObjects = []
            var kept: [ObjectRecord?] = []
            kept.reserveCapacity(listed.count - retiredInList)
            while var record = listed.popLast() {
                guard record != nil else { continue }
                if record!.isRetired { storage.recycle(&record) } else { kept.append(record) }
            }
            kept.reverse()
            allObjects = kept
            retiredInList = 0
        }
        dropCursor = 0
    }

    func retire(_ object: ObjectRecord) {
        guard !object.isRetired else { return }
        finishDenseMonitors(of: object)
        // Rules that stop at retirement do not start afterwards either (``dispatch(_:to:)``).
        object.monitors.drop(plan.stopsAtRetirement, into: storage)
        // Most objects have no rare facts: sorting an empty dictionary's pairs was still a call and an array.
        guard let rare = object.rare, !rare.extraMonitors.isEmpty else { return finishRetiring(object) }
        for (index, monitor) in rare.extraMonitors.sorted(by: { $0.key < $1.key })
        where !plan.watchesAfterRetirement[index] || plan.severities[index] != nil {
            if plan.severities[index] != nil {
                context.ruleIndex = index
                monitor.finish(of: object, in: context)
            }
            if !plan.watchesAfterRetirement[index] { rare.extraMonitors[index] = nil }
        }
        finishRetiring(object)
    }

    /// What retirement does once the monitors are resolved.
    private func finishRetiring(_ object: ObjectRecord) {
        object.isRetired = true
        object.rare?.openCalls = [:]
        // A retired object only answers messages after dealloc: a short excerpt is all a report needs.
        if !options.keepTimelines, object.entries.count > 3 { object.entries.removeFirst(object.entries.count - 3) }
        retiredInList += 1
        forgetOldTombstones(after: object)
    }


    func forgetOldTombstones(after object: ObjectRecord) {
        if let address = object.address {
            tombstones.append(.addressed(session: object.session, address: address, incarnation: object.incarnation,
                                         record: RecordPrefetch.address(of: object), timeline: object.timelineHint))
        } else {
            tombstones.append(.classOnly(WeakRecord(object: object)))
        }
        while tombstones.count - tombstoneHead > options.rememberedTombstones {
            if tombstoneHead + RecordPrefetch.distance < tombstones.count,
               case let .addressed(session, address, _, record, timeline) = tombstones[tombstoneHead + RecordPrefetch.distance] {
                session.addresses.prefetch(address)
                RecordPrefetch.record(at: record)
                RecordPrefetch.timeline(at: timeline)
            }
            let oldest = tombstones[tombstoneHead]
            tombstoneHead += 1
            switch oldest {
            case let .addressed(session, address, incarnation, _, _):
                // Still the record there (not replaced by a later incarnation): forget it.
                // Usually the last reference to the record: then it goes to a new object.
                var record = session.addresses.forgetRetired(at: address, incarnation: incarnation)
                guard record != nil else { continue }
                leaveLive(record!)
                storage.recycle(&record)
            case let .classOnly(weak):
                guard let record = weak.object else { continue }
                let session = record.session
                if session.byClass[record.classKey ?? ""] === record {
                    session.byClass[record.classKey ?? ""] = nil
                }
            }
        }
        if tombstoneHead > 4096, tombstoneHead * 2 > tombstones.count {
            tombstones.removeFirst(tombstoneHead)
            tombstoneHead = 0
        }
    }
}
