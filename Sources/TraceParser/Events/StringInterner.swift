#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One shared `String` per distinct byte spelling seen recently: free-text arguments, notification,
/// process names and kept messages repeat line after line (an object prints its own description
/// after every callback), and a string made per event was the event path's commonest heap
/// allocation. Direct-mapped and bounded like ``NameCache``; unlike it, the key is the string's
/// own UTF-8, so a slot holds nothing but the string and its hash, and a miss costs no more
/// than before. A spelling that does not decode to itself (invalid UTF-8, repaired) is made but
/// not kept. One per owner thread (not thread-safe).
final class StringInterner {
    /// Raw storage read in place (see ``NameCache``). A slot's stored hash has its low bit set, so
    /// zero marks a free slot whose string was never initialized, and `filled` lists the others:
    /// making and freeing an interner touches only the slots it filled (a reader per example of
    /// a rules file, or per small log, paid for all 5,000 of its slots twice).
    private let hashes: UnsafeMutablePointer<UInt64>
    private var filled: [Int32] = []
    private let values: UnsafeMutablePointer<String>
    private let mask: Int
    private let maxKeyLength: Int

    /// An interner of `count` slots (a power of two) for spellings up to `maxKeyLength` bytes;
    /// longer ones are made every time.
    init(slots count: Int, maxKeyLength: Int) {
        precondition(count > 0 && count & (count - 1) == 0)
        hashes = .allocate(capacity: count)
        hashes.initialize(repeating: 0, count: count)
        values = .allocate(capacity: count)
        mask = count - 1
        self.maxKeyLength = maxKeyLength
    }

    deinit {
        for slot in filled { (values + Int(slot)).deinitialize(count: 1) }
        values.deallocate()
        hashes.deallocate()
    }

    /// `String(decoding: bytes, as: UTF8.self)`, shared with earlier calls for the same bytes.
    @inline(__always)
    func string(_ bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count <= maxKeyLength, bytes.count > 0 else { return String(decoding: bytes, as: UTF8.self) }
        let raw = ByteHash.of(bytes)
        let slot = Int(truncatingIfNeeded: raw) & mask
        let hash = raw | 1
        let stored = hashes[slot]
        if stored == hash, StringInterner.spells(values[slot], bytes) { return values[slot] }
        let value = String(decoding: bytes, as: UTF8.self)
        if StringInterner.spells(value, bytes) {
            if stored == 0 {
                (values + slot).initialize(to: value)
                filled.append(Int32(truncatingIfNeeded: slot))
            } else {
                values[slot] = value
            }
            hashes[slot] = hash
        }
        return value
    }

    /// True when `value`'s UTF-8 is exactly `bytes`.
    @inline(__always)
    private static func spells(_ value: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let utf8 = value.utf8
        guard utf8.count == bytes.count else { return false }
        return utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            ?? utf8.elementsEqual(bytes)
    }
}
