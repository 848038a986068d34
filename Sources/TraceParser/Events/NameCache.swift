/// Strings already made for byte spellings seen before, so the event path does not build, hash and
/// normalise the same selector or class name again for every event. Direct-mapped and bounded:
/// a collision replaces the slot, long spellings are not kept. One per recognizer (not thread-safe).
final class NameCache<Value> {
    private struct Entry {
        var key: [UInt8]
        var value: Value
    }

    // Unchecked: one recognizer (one thread) owns the cache and no access nests in another, and
    // this is the hottest stored property of the recognizer; a dynamic exclusivity check per
    // lookup cost more than the lookup.
    @exclusivity(unchecked) private var slots: [Entry?]
    private let mask: Int
    private static var maxKeyLength: Int { 160 }

    init(slots count: Int = 1024) {
        precondition(count > 0 && count & (count - 1) == 0)
        slots = Array(repeating: nil, count: count)
        mask = count - 1
    }

    /// The value for `bytes`, made by `make` (a pure function of the bytes) the first time.
    @inline(__always)
    func value(for bytes: UnsafeRawBufferPointer, make: () -> Value) -> Value {
        guard bytes.count <= NameCache.maxKeyLength, let base = bytes.baseAddress else { return make() }
        let slot = Int(truncatingIfNeeded: ByteHash.of(bytes)) & mask
        if let entry = slots[slot], entry.key.count == bytes.count,
           entry.key.withUnsafeBytes({ memcmp($0.baseAddress!, base, bytes.count) == 0 }) {
            return entry.value
        }
        let value = make()
        slots[slot] = Entry(key: Array(bytes), value: value)
        return value
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
