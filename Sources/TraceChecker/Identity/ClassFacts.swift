import TraceParser

/// What one class is seen to log in a session (R-P4 instrumentation coverage), shared by all
/// its objects so that the hot path updates a bit mask instead of hashing a class name per event.
final class ClassFacts {
    /// The class name (empty for unnamed objects).
    let name: String
    /// One bit per ``EventKind`` the class logged so far.
    private(set) var mask: UInt64 = 0
    /// Findings waiting for the class to log what they need.
    var deferred: [SessionRecord.DeferredFinding] = []

    /// Class-only incarnations so far (objects of the class that showed no address).
    var incarnations = 0
    /// Live objects of the class known by address, and the XOR of their addresses: when exactly
    /// one is live, the XOR is its address. O(1) to add and remove, where a list of the live
    /// objects made every dealloc a linear search.
    var liveAddressed = 0
    var liveAddressXor: UInt64 = 0
    /// Index of the latest event of the class: the class limit forgets names not used since they
    /// were last queued for eviction.
    var lastUse = 0

    /// Where its objects' records give back their parts when freed (see ``ObjectStoragePool``):
    /// reached through the class, every record already holds it, so a record pays nothing for it.
    let storage: ObjectStoragePool

    init(name: String, storage: ObjectStoragePool = .none()) {
        self.name = name
        self.storage = storage
    }

    /// True when the class logged `kind` somewhere in the session so far.
    func logs(_ kind: EventKind) -> Bool { mask & ClassFacts.bit(kind) != 0 }

    /// Record `kind`; returns true when it is new for the class.
    @inline(__always)
    func insert(_ kind: EventKind) -> Bool {
        let bit = ClassFacts.bit(kind)
        guard mask & bit == 0 else { return false }
        mask |= bit
        return true
    }

    /// True when every kind of `all` and (if not empty) one of `any` is covered.
    func covers(all: Set<EventKind>, any: Set<EventKind>) -> Bool {
        let allMask = ClassFacts.mask(of: all)
        guard mask & allMask == allMask else { return false }
        return any.isEmpty || mask & ClassFacts.mask(of: any) != 0
    }

    /// The kind's position in `EventKind.allCases`. A payload-free enum is stored as its case
    /// index, so this is a load instead of a hash per event; a test holds it equal to the position.
    @inline(__always)
    static func ordinal(_ kind: EventKind) -> Int { Int(unsafeBitCast(kind, to: UInt8.self)) }

    @inline(__always)
    static func bit(_ kind: EventKind) -> UInt64 { 1 << UInt64(ordinal(kind)) }

    static func mask(of kinds: Set<EventKind>) -> UInt64 { kinds.reduce(0) { $0 | bit($1) } }
}
