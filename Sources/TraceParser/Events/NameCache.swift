/// Strings already made for byte spellings seen before, so the event path does not build, hash and
/// normalise the same selector or class name again for every event. Direct-mapped and bounded:
/// a collision replaces the slot, long spellings are not kept. One per recognizer (not thread-safe).
final class NameCache<Value> {
    private struct Entry {
        var hash: UInt64
        var key: [UInt8]
        var value: Value
    }

    /// Raw storage read in place: copying an entry out of an array (or an optional) to look at
    /// its key retained and released the key and the value on every lookup. One recognizer (one
    /// thread) owns the cache and no access nests in another.
    private let slots: UnsafeMutablePointer<Entry>
    private let used: UnsafeMutablePointer<Bool>
    private let mask: Int
    private static var maxKeyLength: Int { 160 }

    init(slots count: Int = 1024) {
        precondition(count > 0 && count & (count - 1) == 0)
        slots = .allocate(capacity: count)
        used = .allocate(capacity: count)
        used.initialize(repeating: false, count: count)
        mask = count - 1
    }

    deinit {
        for i in 0...mask where used[i] { (slots + i).deinitialize(count: 1) }
        slots.deallocate()
        used.deallocate()
    }

    /// The value for `bytes`, made by `make` (a pure function of the bytes) the first time.
    @inline(__always)
    func value(for bytes: UnsafeRawBufferPointer, make: () -> Value) -> Value {
        guard bytes.count <= NameCache.maxKeyLength, let base = bytes.baseAddress else { return make() }
        let hash = ByteHash.of(bytes)
        let index = Int(truncatingIfNeeded: hash) & mask
        let entry = slots + index
        if used[index], entry.pointee.hash == hash, entry.pointee.key.count == bytes.count,
           entry.pointee.key.withUnsafeBytes({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
            return entry.pointee.value
        }
        let value = make()
        if used[index] {
            entry.pointee = Entry(hash: hash, key: Array(bytes), value: value)
        } else {
            entry.initialize(to: Entry(hash: hash, key: Array(bytes), value: value))
            used[index] = true
        }
        return value
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
