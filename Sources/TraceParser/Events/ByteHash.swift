/// A fast hash of a short byte string for the direct-mapped caches of the event path
/// (``NameCache``, ``StringInterner``): eight bytes per step where a byte-at-a-time hash spent
/// most of a name lookup hashing. Not for hostile input: a collision only costs a cache miss.
enum ByteHash {
    @inline(__always)
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let n = bytes.count
        guard n > 0, let base = bytes.baseAddress else { return 0 }
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: n)
        var i = 0
        while i &+ 8 <= n {
            h = (h ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i &+= 8
        }
        if i < n {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
                shift &+= 8
                i &+= 1
            }
            h = (h ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        }
        return h ^ (h >> 29)
    }
}
