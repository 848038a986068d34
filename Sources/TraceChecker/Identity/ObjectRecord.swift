import CPrefetch
import TraceParser

/// One object incarnation and the facts every rule shares about it.
///
/// Its stored properties opt out of run-time exclusivity checks (`@exclusivity(unchecked)`):
/// an engine and its records are confined to the thread that consumes a source's events, no
/// access to them nests in another, and a check per access cost more instructions than the
/// work it guarded (callgrind: about 7% of a whole check, once the package stopped using the
/// unsafe `-enforce-exclusivity=unchecked` flag). Debug builds of everything else keep them.
public final class ObjectRecord {
    /// Who it is, put together from the record's parts when a report or timeline asks: kept
    /// whole, it cost every object its own copy (about 90 bytes) and a hex string of its address
    /// made when the object was created, and most objects of a busy log are never reported.
    public var identity: ObjectIdentity {
        ObjectIdentity(className: classKey, address: address.map(Address.hex), incarnation: incarnation,
                       process: session.key.process, pid: session.key.pid, device: knowsDevice ? session.device : nil)
    }
    /// ``ObjectIdentity/displayName`` of ``identity`` (`FeedViewController@0x7fa3c2d0a1b0 #2`),
    /// written straight into one string: findings' messages name their object, and building the
    /// whole identity (the address's text, the process) for it cost about 2,600 instructions.
    public var displayName: String {
        var name = isNamed ? classFacts.name : ObjectIdentity.unnamed
        guard address != nil || incarnation > 1 else { return name }
        let address = self.address
        let suffix = incarnation > 1 ? " #" + String(incarnation) : ""
        return name.withUTF8 { nameBytes in
            String(unsafeUninitializedCapacity: nameBytes.count + 19 + suffix.utf8.count) { out in
                var count = out.initialize(fromContentsOf: nameBytes)
                if let address {
                    out[count] = UInt8(ascii: "@")
                    count += 1 + Address.write(address, to: out.baseAddress! + count + 1)
                }
                for byte in suffix.utf8 {
                    out[count] = byte
                    count += 1
                }
                return count
            }
        }
    }
    /// Its session: the engine's record, which monitors reach through ``MonitorContext``.
    @exclusivity(unchecked) unowned private(set) var session: SessionRecord
    /// Class key used for instrumentation coverage (nil for unnamed objects): the class's own
    /// copy of the name, shared by its objects.
    public var classKey: String? { isNamed ? classFacts.name : nil }
    /// Raw address, when known.
    @exclusivity(unchecked) public private(set) var address: UInt64?
    // The fields that retirement, forgetting and compaction read come first: a class's stored
    // properties are laid out as declared, the flags fill the padding after `address`, and all of
    // these end within the record's first 64 bytes. Past `--max-objects` the engine reads each
    // old record three or four more times, long after it was last in the cache; with these fields
    // spread over the record's four cache lines, each visit cost several misses (cachegrind, first
    // 400,000 lines of the many-objects bench log: D1 misses 22.6M -> 18.7M with this order).
    /// Monitors resolved and dropped after dealloc and teardown.
    @exclusivity(unchecked) public internal(set) var isRetired = false
    /// True while it counts as the live addressed instance of its class (``ClassFacts/liveAddressed``).
    @exclusivity(unchecked) var isLiveAddressed = false
    /// True once a line of the app's own (not a UIKit or Foundation diagnostic) was about it.
    @exclusivity(unchecked) var isLoggedByApp = false
    /// True when the line that created it named its class.
    @exclusivity(unchecked) private var isNamed: Bool
    /// True when the session knew its device when the object was created: a session's device
    /// never changes once known, and objects created before any line named it have none.
    @exclusivity(unchecked) private var knowsDevice: Bool
    /// True when the first event was a creation or view load: the object's birth is in the log.
    @exclusivity(unchecked) public internal(set) var bornInLog = false
    /// True once a creation or view load of it was logged, first or not (an `alloc` or `commonInit` line
    /// may come before its init).
    @exclusivity(unchecked) var sawCreation = false
    /// True once an appearance of it (viewWillAppear or viewDidAppear) was logged.
    @exclusivity(unchecked) var sawAppearance = false
    /// Appearance state after the current event.
    @exclusivity(unchecked) public internal(set) var appearance: AppearanceState = .unknown
    /// Appearance state before the current event.
    @exclusivity(unchecked) public internal(set) var previousAppearance: AppearanceState = .unknown
    /// 1 for the first object at its address (or of its class, without one), 2 after a dealloc
    /// and reuse, …
    @exclusivity(unchecked) public private(set) var incarnation: Int
    /// Coverage of the object's class, shared with its siblings.
    @exclusivity(unchecked) private(set) var classFacts: ClassFacts
    /// What few objects need (a dealloc, a parent, user rules' monitors…), made on first use: a
    /// log of hundreds of thousands of objects that never deallocate must not pay for it in each.
    @exclusivity(unchecked) private(set) var rare: RareObjectFacts?
    /// The dealloc/deinit, once logged.
    public internal(set) var dealloc: EventReference? {
        get { rare?.dealloc }
        set { if rare != nil || newValue != nil { rareFacts.dealloc = newValue } }
    }
    /// True when the dealloc's line named no address: this object took it as the only live one of its class.
    var deallocWasInferred: Bool { rare?.deallocWasInferred ?? false }
    /// Events of this object so far (counting repeated statements once).
    @exclusivity(unchecked) public internal(set) var eventCount = 0
    /// The object it covered when it appeared (push/present order), for pop inference.
    public internal(set) var covering: ObjectRecord? {
        get { rare?.covering }
        set { if rare != nil || newValue != nil { rareFacts.covering = newValue } }
    }
    /// True once the object it covered came back while it disappeared: it was popped or dismissed.
    public internal(set) var popped: Bool {
        get { rare?.popped ?? false }
        set { if rare != nil || newValue { rareFacts.popped = newValue } }
    }
    /// True once some object covered this one (its ``covering`` was set to it): only then can a
    /// disappearing object's appearance pop another, so only then is the list scanned for it.
    var isCovered: Bool {
        get { rare?.isCovered ?? false }
        set { if rare != nil || newValue { rareFacts.isCovered = newValue } }
    }
    /// Parent identity from containment arguments, when known.
    public internal(set) var parent: ObjectIdentity? {
        get { rare?.parent }
        set { if rare != nil || newValue != nil { rareFacts.parent = newValue } }
    }
    /// Most recent events, for excerpts (all of them with full timelines on); rendered into
    /// ``TimelineEntry`` values only when a report or timeline shows them.
    @exclusivity(unchecked) var entries: [RecordedEvent] = []
    /// Started monitors of the first ``Engine/denseRules`` rules, by rule index (the built-in pack).
    @exclusivity(unchecked) var monitors = MonitorSlots()
    /// In its session's ``SessionRecord/disappearing`` list: the list is searched only for
    /// objects in it.
    @exclusivity(unchecked) var isDisappearing = false
    @exclusivity(unchecked) var lastSelector: String?
    /// What `lastSelector` names, as the recognizer classified it (`.other` before the first event).
    @exclusivity(unchecked) var lastSelectorKind: EventKind = .other
    /// Argument of the latest event, `.unknown` when ``lastArgumentIsReceiver``.
    @exclusivity(unchecked) var storedLastArgument: EventArgument = .unknown
    /// The latest event's argument was the object's own description, kept as this flag (see
    /// ``RecordedEvent/argumentIsReceiver``): as text it was a string per object.
    @exclusivity(unchecked) var lastArgumentIsReceiver = false
    /// Argument of the latest event, as the line printed it.
    var lastArgument: EventArgument {
        guard lastArgumentIsReceiver, let className = classKey, let address else { return storedLastArgument }
        return .text("<" + className + ": " + Address.hex(address) + ">")
    }
    /// Log time of the latest event, in seconds.
    @exclusivity(unchecked) var lastSeconds: Double?
    /// ``rare``, made when first needed.
    var rareFacts: RareObjectFacts {
        if let rare { return rare }
        let made = classFacts.storage.rare()
        rare = made
        return made
    }



    /// A record of incarnation `incarnation` at `address` (nil: known by class only), of the class
    /// `classFacts` describes, or unnamed (`isNamed` false, `classFacts` being the session's facts
    /// of unnamed objects).
    init(session: SessionRecord, classFacts: ClassFacts, isNamed: Bool, address: UInt64?, incarnation: Int) {
        self.session = session
        self.classFacts = classFacts
        self.isNamed = isNamed
        self.address = address
        self.incarnation = incarnation
        knowsDevice = session.device != nil
    }

    /// True when only the class identifies the object.
    public var isWeak: Bool { address == nil }

    /// The record of a new object, as ``init(session:classFacts:isNamed:address:incarnation:)``
    /// makes it, from one the engine no longer holds (``ObjectStoragePool``), whose parts it gave
    /// back already (``giveBackParts()``).
    func reuse(session: SessionRecord, classFacts: ClassFacts, isNamed: Bool, address: UInt64?, incarnation: Int) {
        self.session = session
        self.classFacts = classFacts
        self.isNamed = isNamed
        self.address = address
        self.incarnation = incarnation
        knowsDevice = session.device != nil
        isRetired = false
        isLiveAddressed = false
        isLoggedByApp = false
        bornInLog = false
        sawCreation = false
        sawAppearance = false
        appearance = .unknown
        previousAppearance = .unknown
        eventCount = 0
        isDisappearing = false
        lastSelector = nil
        lastSelectorKind = .other
        storedLastArgument = .unknown
        lastArgumentIsReceiver = false
        lastSeconds = nil
    }

    /// Ask for the instances retirement touches after the record itself (``RecordPrefetch``): the
    /// inline monitors and the timeline buffer's head (its count and first entries), without
    /// retaining them.
    @inline(__always)
    func prefetchParts() {
        monitors.prefetchMonitors()
        RecordPrefetch.timeline(at: timelineHint)
    }

    /// Where the timeline buffer is, read as bits: a hint for ``RecordPrefetch`` only, never
    /// dereferenced (the buffer may have been replaced by the time it is used).
    @inline(__always)
    var timelineHint: UnsafeRawPointer? {
        withUnsafeMutableBytes(of: &entries) { $0.load(as: UnsafeRawPointer?.self) }
    }

    /// Its monitors (those not dropped at retirement), timeline buffer, monitor slots and rare
    /// facts go back to the engine's pool for later objects, and the record holds none of them.
    func giveBackParts() {
        let storage = classFacts.storage
        for (index, monitor) in monitors { storage.keep(monitor, ofRule: index) }
        monitors.giveOverflow(to: storage)
        monitors = MonitorSlots()
        storage.keep(entries: entries)
        entries = []
        storage.keep(rare: &rare)
        rare = nil
    }

    deinit { giveBackParts() }
}
