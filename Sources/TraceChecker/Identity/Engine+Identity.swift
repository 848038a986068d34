import TraceParser

/// Object identity (R-P1): which session and which object (class, address, incarnation) an
/// event belongs to, and which addressed objects are their class's live instances.
extension Engine {
    /// The session of `event`; the event, not its key, is passed so that its class name is read (and
    /// retained) only when a new session may adopt earlier lines.
    func sessionRecord(of event: Event) -> SessionRecord {
        if let last = lastSession, last.key == event.session { return last }
        let key = event.session
        if let existing = sessions[key] { lastSession = existing; return existing }
        if let adopted = adoptLinesBeforeFirstRecord(into: key, className: event.className) { return adopted }
        let record = SessionRecord(key: key, storage: storage)
        sessions[key] = record
        sessionOrder.append(record)
        lastSession = record
        return record
    }

    /// Bare `print` lines name no process: those after a source's first record inherit the record's
    /// (``RecordParser``), those before it have none, and an app that prints and also logs with NSLog
    /// or os_log (or whose console shows UIKit's own warnings) would have each controller's timeline
    /// cut in two at that record. So the first launch whose first event names a class those earlier
    /// lines named takes over their session (another process logging first, SpringBoard on a device,
    /// does not), and lines of no process later in the source join it too.
    private func adoptLinesBeforeFirstRecord(into key: SessionKey, className: String?) -> SessionRecord? {
        guard !key.process.isEmpty || key.pid != nil, !adoptedSources.contains(key.source),
              let earlier = sessions[SessionKey(source: key.source, process: "", pid: nil, segment: key.segment)] else { return nil }
        guard let className, earlier.classes[className] != nil else { return nil }
        adoptedSources.insert(key.source)
        earlier.key = key
        sessions[key] = earlier
        lastSession = earlier
        return earlier
    }

    /// Object identity (R-P1): by address when the line shows one, else by class name. A
    /// creation or view load after `dealloc` starts a new incarnation; other events after it
    /// stay with the dead object, where `message-after-dealloc` sees them.
    func resolve(_ event: Event, in session: SessionRecord) -> ObjectRecord {
        let classKey = event.className
        if let address = event.address {
            let entry = session.addresses.entry(at: address)
            if let existing = entry.record {
                // Only a dead object can be replaced, so the class names are compared only then.
                guard existing.dealloc != nil else { return existing }
                let classChanged = classKey != nil && existing.classKey != nil && classKey != existing.classKey
                    && event.diagnostic == nil
                if startsNewIncarnation(event, after: existing) || classChanged {
                    return newObject(event, classKey: classKey ?? existing.classKey, address: address, replacing: existing,
                                     incarnation: entry.nextIncarnation, in: session)
                }
                return existing
            }
            return newObject(event, classKey: classKey, address: address, replacing: nil, incarnation: entry.nextIncarnation, in: session)
        }
        let key = classKey ?? ""
        // Lines without an address belong to the single live addressed instance of their class, if there is one,
        // unless only UIKit's diagnostics named that instance while the app's own lines for the class already had
        // their class-only timeline: a warning that prints an address does not change how the app logs.
        if classKey != nil, let facts = session.classes[key], facts.liveAddressed == 1,
           let live = session.addresses[facts.liveAddressXor], live.isLiveAddressed, live.classFacts === facts,
           live.isLoggedByApp || session.byClass[key] == nil {
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

    func startsNewIncarnation(_ event: Event, after dead: ObjectRecord) -> Bool {
        event.kind.isCreation || event.kind == .viewDidLoad
    }

    /// A new object of `classKey` at `address` (nil: known by class only); `previous` is the
    /// record at the address that it replaces and `addressedIncarnation` the new object's number
    /// there, which the caller has just looked up (``AddressIndex/Entry``).
    func newObject(_ event: Event, classKey: String?, address: UInt64?, replacing previous: ObjectRecord? = nil,
                   incarnation addressedIncarnation: Int = 1, in session: SessionRecord) -> ObjectRecord {
        let classCount = session.classCount
        let facts = session.facts(forClass: classKey, now: eventIndex)
        let incarnation: Int
        if address != nil {
            incarnation = addressedIncarnation
        } else {
            facts.incarnations += 1
            incarnation = facts.incarnations
        }
        // The object names its class by the class's own copy of the name: each line's name is a
        // string of its own, and an object that kept it would hold one per object.
        let object = storage.record(session: session, classFacts: facts, isNamed: classKey != nil, address: address, incarnation: incarnation)
        object.bornInLog = event.kind.isCreation || event.kind == .viewDidLoad
        if !object.bornInLog, AppearanceState.after(event.kind) == nil { object.appearance = .unknown }
        if object.bornInLog { object.appearance = .disappeared }
        if let address {
            if let previous { leaveLive(previous) }
            session.addresses.track(object, at: address)
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
    func enterLive(_ object: ObjectRecord) {
        guard !object.isLiveAddressed, let address = object.address else { return }
        object.isLiveAddressed = true
        object.classFacts.liveAddressed += 1
        object.classFacts.liveAddressXor ^= address
    }

    /// It stops being one: deallocated, replaced at its address, or forgotten.
    func leaveLive(_ object: ObjectRecord) {
        guard object.isLiveAddressed, let address = object.address else { return }
        object.isLiveAddressed = false
        object.classFacts.liveAddressed -= 1
        object.classFacts.liveAddressXor ^= address
    }
}
