import CPrefetch
import Synchronization

/// A hash table from addresses to values: the per-session indexes of objects by address.
///
/// A log of hundreds of thousands of objects looks addresses up several times per object
/// (resolving each line, numbering a new incarnation, forgetting a retired record), and with that
/// many entries nearly every lookup misses the cache. `Dictionary` keeps its occupancy bitmap, its
/// keys and its values in three arrays and hashes with SipHash; here a slot holds its key and value
/// together, so a lookup usually reads one cache line, and the hash is one multiplication.
///
/// Open addressing with linear probing and backward-shift deletion (no tombstones, so probes stay
/// short however many objects come and go). The multiplier of the multiply-shift hash is random
/// per table: a log cannot choose addresses that all land in one run of slots, as it could with
/// a fixed one. Nothing depends on where an entry sits: the table is never iterated.
final class AddressTable<Value> {
    private struct Slot {
        var key: UInt64
        var value: Value?
    }

    /// Marks an empty slot. The address itself, should a log name it, is kept beside the slots.
    private static var vacant: UInt64 { .max }

    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    private var shift: UInt64
    private let multiplier: UInt64
    private var valueAtVacant: Value?
    /// Entries held.
    private(set) var count = 0

    /// An empty table hashing with a random odd multiplier.
    convenience init() {
        self.init(multiplier: AddressTableSeeds.next() | 1)
    }

    /// An empty table hashing with `multiplier` (tests choose one to force collisions).
    init(multiplier: UInt64) {
        self.multiplier = multiplier
        capacity = 16
        shift = 64 - 4
        slots = AddressTable.emptySlots(16)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    private static func emptySlots(_ count: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        slots.initialize(repeating: Slot(key: vacant, value: nil), count: count)
        return slots
    }

    /// The slot a key's probe starts at: the top bits of the product.
    @inline(__always)
    private func home(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* multiplier) >> shift) }

    @inline(__always)
    private var mask: Int { capacity - 1 }

    /// Ask for the slot a probe for `key` starts at and the cache line after it: a caller that
    /// knows which key it will look up a few objects from now overlaps those misses with its work
    /// until then. A slot is 24 bytes and a probe at three quarters full reads two or three slots
    /// (more to close a gap when an entry is removed), so half the probes went on into the next
    /// line (perf, many-objects bench log: 60% of forgetting a record's samples at that load).
    @inline(__always)
    func prefetch(_ key: UInt64) {
        let slot = UnsafeRawPointer(slots + home(key))
        cprefetch_for_write(slot)
        cprefetch_for_write(slot + 64)
    }

    /// The value at `key`; setting nil removes the entry.
    subscript(key: UInt64) -> Value? {
        get {
            if key == AddressTable.vacant { return valueAtVacant }
            var index = home(key)
            while true {
                let found = slots[index].key
                if found == key { return slots[index].value }
                if found == AddressTable.vacant { return nil }
                index = (index + 1) & mask
            }
        }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    /// Store `value` at `key`; the value it replaces, if any.
    @discardableResult
    func updateValue(_ value: Value, forKey key: UInt64) -> Value? {
        if key == AddressTable.vacant {
            defer { valueAtVacant = value }
            if valueAtVacant == nil { count += 1 }
            return valueAtVacant
        }
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key {
                let old = slots[index].value
                slots[index].value = value
                return old
            }
            if found == AddressTable.vacant { break }
            index = (index + 1) & mask
        }
        insert(Slot(key: key, value: value), at: index)
        return nil
    }

    /// Remove the entry at `key`; its value, if there was one.
    @discardableResult
    func removeValue(forKey key: UInt64) -> Value? {
        if key == AddressTable.vacant {
            defer { valueAtVacant = nil }
            if valueAtVacant != nil { count -= 1 }
            return valueAtVacant
        }
        var hole = home(key)
        while true {
            let found = slots[hole].key
            if found == key { break }
            if found == AddressTable.vacant { return nil }
            hole = (hole + 1) & mask
        }
        return vacate(hole)
    }

    /// Read and change the entry at `key` in one probe: `body` gets its value (nil when there is
    /// none) and may replace it; nil removes the entry. A caller that would look a key up and
    /// then store or remove it probes (and misses the cache) once instead of twice.
    @inline(__always)
    func modify<Result>(_ key: UInt64, _ body: (inout Value?) -> Result) -> Result {
        if key == AddressTable.vacant {
            let had = valueAtVacant != nil
            let result = body(&valueAtVacant)
            count += (valueAtVacant != nil ? 1 : 0) - (had ? 1 : 0)
            return result
        }
        var index = home(key)
        while true {
            let found = slots[index].key
            if found == key {
                let result = body(&slots[index].value)
                if slots[index].value == nil { _ = vacate(index) }
                return result
            }
            if found == AddressTable.vacant { break }
            index = (index + 1) & mask
        }
        var value: Value?
        let result = body(&value)
        if let value { insert(Slot(key: key, value: value), at: index) }
        return result
    }

    /// Fill the vacant slot `index`, where the probe for the slot's key ended.
    @inline(__always)
    private func insert(_ slot: Slot, at index: Int) {
        slots[index] = slot
        count += 1
        // At most three quarters full: a probe that misses reads two or three cache lines.
        if count * 4 > capacity * 3 { grow() }
    }

    /// Empty the occupied slot `hole`; the value it held.
    private func vacate(_ hole: Int) -> Value? {
        var hole = hole
        let removed = (slots + hole).move().value
        count -= 1
        // Pull back every later entry of the run whose probe starts at or before the hole, so
        // that a probe never meets an empty slot before its key.
        var next = hole
        while true {
            next = (next + 1) & mask
            let key = slots[next].key
            if key == AddressTable.vacant { break }
            if (next - hole) & mask <= (next - home(key)) & mask {
                (slots + hole).moveInitialize(from: slots + next, count: 1)
                hole = next
            }
        }
        (slots + hole).initialize(to: Slot(key: AddressTable.vacant, value: nil))
        return removed
    }

    private func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 2
        shift -= 1
        slots = AddressTable.emptySlots(capacity)
        for index in 0..<oldCapacity {
            let slot = (old + index).move()
            guard slot.key != AddressTable.vacant else { continue }
            var target = home(slot.key)
            while slots[target].key != AddressTable.vacant { target = (target + 1) & mask }
            slots[target] = slot
        }
        old.deallocate()
    }
}

/// Multipliers for ``AddressTable``: one random seed per process, then a different multiplier
/// per table from a SplitMix64 step. A table per session and per file asked the system for
/// random bytes each time (a `getrandom` call per small file); a log still cannot predict the
/// multiplier, which is all the table needs.
enum AddressTableSeeds {
    private static let seed = UInt64.random(in: 0...UInt64.max)
    private static let counter = Atomic<UInt64>(0)

    /// The next multiplier (not yet made odd).
    static func next() -> UInt64 {
        let n = counter.add(1, ordering: .relaxed).newValue
        var z = seed &+ n &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
