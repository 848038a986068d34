/// One session's objects by address: the record tracked at each address (the latest incarnation
/// there, until it is forgotten) and, for addresses whose record was forgotten, that record's
/// incarnation number, so that a later object at the address still counts on.
///
/// Both live in one table entry. Past `--max-objects` every new object looks its address up and
/// stores its record, and every forgotten one stores its incarnation and evicts the oldest
/// remembered one; with two tables (records, incarnations) that was six probes per object, most
/// of them cache misses (perf: 6-7% of the engine's thread on a log of many objects), and with
/// one it is three.
///
/// Confined to the engine's thread, like ``SessionRecord``.
final class AddressIndex {
    /// What the index knows of an address.
    struct Entry {
        /// The record tracked there, nil once it was forgotten.
        var record: ObjectRecord?
        /// The incarnation of the last record forgotten there; 0 when none is remembered
        /// (incarnations count from 1).
        var forgottenIncarnation = 0

        /// The incarnation a new object at the address gets.
        var nextIncarnation: Int { (record?.incarnation ?? forgottenIncarnation) + 1 }
    }

    /// Most forgotten addresses whose incarnation number is remembered.
    static let rememberedIncarnations = 65_536

    private let table = AddressTable<Entry>()
    /// Addresses whose forgotten incarnation is remembered, oldest first from `forgottenHead`.
    @exclusivity(unchecked) private var forgottenOrder: [UInt64] = []
    @exclusivity(unchecked) private var forgottenHead = 0
    /// Addresses with a record tracked.
    @exclusivity(unchecked) private(set) var recordCount = 0
    /// Forgotten addresses whose incarnation number is remembered.
    var rememberedCount: Int { forgottenOrder.count - forgottenHead }

    /// What is known of `address`; an empty entry when nothing is.
    @inline(__always)
    func entry(at address: UInt64) -> Entry { table[address] ?? Entry() }

    /// Ask for `address`'s entry ahead of a lookup (``AddressTable/prefetch(_:)``).
    @inline(__always)
    func prefetch(_ address: UInt64) { table.prefetch(address) }

    /// The record tracked at `address`.
    @inline(__always)
    subscript(address: UInt64) -> ObjectRecord? { table[address]?.record }

    /// Track `object` at `address`, in place of the record there, if any.
    func track(_ object: ObjectRecord, at address: UInt64) {
        table.modify(address) { entry in
            if entry?.record == nil { recordCount += 1 }
            if entry == nil { entry = Entry(record: object) } else { entry!.record = object }
        }
    }

    /// Forget the record at `address` if it is still incarnation `incarnation` and retired
    /// (not replaced by a later object there): its incarnation number is remembered, within
    /// ``rememberedIncarnations``. The record forgotten, or nil.
    func forgetRetired(at address: UInt64, incarnation: Int) -> ObjectRecord? {
        let forgotten: ObjectRecord? = table.modify(address) { entry in
            guard let record = entry?.record, record.incarnation == incarnation, record.isRetired else { return nil }
            if entry!.forgottenIncarnation == 0 { forgottenOrder.append(address) }
            entry = Entry(record: nil, forgottenIncarnation: incarnation)
            recordCount -= 1
            return record
        }
        guard forgotten != nil else { return nil }
        while rememberedCount > AddressIndex.rememberedIncarnations {
            let ahead = forgottenHead + RecordPrefetch.distance
            if ahead < forgottenOrder.count { table.prefetch(forgottenOrder[ahead]) }
            let oldest = forgottenOrder[forgottenHead]
            forgottenHead += 1
            table.modify(oldest) { entry in
                // The record there now, if any, stays: only its predecessor's number goes.
                if entry?.record == nil { entry = nil } else { entry!.forgottenIncarnation = 0 }
            }
        }
        if forgottenHead > 4096, forgottenHead * 2 > forgottenOrder.count {
            forgottenOrder.removeFirst(forgottenHead)
            forgottenHead = 0
        }
        return forgotten
    }
}
