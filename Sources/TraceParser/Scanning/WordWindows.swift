/// Finds which of a set of words (four bytes or longer, each with a flag) a text holds, in one
/// pass: the filter that ``LiteralScanner`` (does a line hold any needle?) and ``MessageHints``
/// (which signs does a message hold?) share.
///
/// A word of four bytes or more always covers a three-byte window at an even position with its
/// first or second byte, so each word's windows at offsets 0 and 1 are hashed into a table that
/// holds, per hash, the flags of the words with a window there. The scan hashes the eight even
/// windows of sixteen bytes at once (two 16-bit multiplies over eight lanes) and tests their
/// table entries with one branch; only a hit, which ordinary text rarely gives, compares whole
/// words starting at the window or one byte before.
final class WordWindows: @unchecked Sendable {
    /// Bits of the window hash: a table of 16 KB, so that a few dozen words give a window a
    /// false hit about once in three hundred.
    private static let hashBits = 14

    private let table: UnsafeMutablePointer<UInt8>
    private let bytes: UnsafeMutablePointer<UInt8>
    private let entries: UnsafeMutablePointer<(offset: Int32, length: Int32, flag: UInt8)>
    /// 257 entries: the words of first byte b are `firstStart[b]..<firstStart[b+1]`.
    private let firstStart: UnsafeMutablePointer<Int32>

    /// Odd multipliers of the window's first two bytes (as one little-endian 16-bit value) and of
    /// its third byte, whose 16-bit products, xored, keep their top `hashBits` bits as the hash.
    private static let pairFactor: UInt16 = 0x9E37, thirdFactor: UInt16 = 0x7F4B

    /// The hash of the window whose first two bytes are `pair` (little-endian) and third is `third`.
    @inline(__always)
    private static func hash(pair: UInt16, third: UInt8) -> Int {
        Int(((pair &* pairFactor) ^ (UInt16(third) &* thirdFactor)) &>> UInt16(16 - hashBits))
    }

    /// `lanes` as loaded from memory, with each lane's first byte low, as on a little-endian machine.
    @inline(__always)
    private static func littleEndian(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
        #if _endian(big)
        return (lanes &<< 8) | (lanes &>> 8)
        #else
        return lanes
        #endif
    }

    /// The hashes of the eight even windows of the sixteen bytes at `text`: the lanes of `pairs`
    /// are their first two bytes, and the low bytes of `nexts` (the pairs two bytes on) their third.
    @inline(__always)
    private static func hashes(pairs: SIMD8<UInt16>, nexts: SIMD8<UInt16>) -> SIMD8<UInt16> {
        ((pairs &* SIMD8(repeating: pairFactor)) ^ ((nexts & SIMD8(repeating: 0xFF)) &* SIMD8(repeating: thirdFactor)))
            &>> SIMD8(repeating: UInt16(16 - hashBits))
    }

    /// A filter for `words`, each of at least four bytes, with the flag a hit on it sets.
    init(_ words: [(bytes: [UInt8], flag: UInt8)]) {
        let size = 1 << WordWindows.hashBits
        table = .allocate(capacity: size)
        table.initialize(repeating: 0, count: size)
        let sorted = words.enumerated().sorted { ($0.element.bytes[0], $0.offset) < ($1.element.bytes[0], $1.offset) }.map(\.element)
        bytes = .allocate(capacity: max(1, sorted.reduce(0) { $0 + $1.bytes.count }))
        entries = .allocate(capacity: max(1, sorted.count))
        firstStart = .allocate(capacity: 257)
        firstStart.initialize(repeating: 0, count: 257)
        var offset = 0
        for (index, (word, flag)) in sorted.enumerated() {
            precondition(word.count >= 4, "words need four bytes for the every-other-window filter")
            for (k, byte) in word.enumerated() { bytes[offset + k] = byte }
            (entries + index).initialize(to: (Int32(offset), Int32(word.count), flag))
            offset += word.count
            for start in 0...1 {
                table[WordWindows.hash(pair: UInt16(word[start]) | UInt16(word[start + 1]) << 8, third: word[start + 2])] |= flag
            }
            firstStart[Int(word[0]) + 1] += 1
        }
        for b in 1...256 { firstStart[b] += firstStart[b - 1] }
    }

    deinit {
        table.deallocate()
        bytes.deallocate()
        entries.deallocate()
        firstStart.deallocate()
    }

    /// The flags of `wanted` whose words `text` holds. With `firstOnly` the scan stops at the
    /// first word found (its flag is then all the answer says).
    @inline(__always)
    func flags(in text: UnsafeRawBufferPointer, wanted: UInt8, firstOnly: Bool = false) -> UInt8 {
        let n = text.count
        guard n >= 4, let raw = text.baseAddress else { return 0 }
        let table = self.table
        var want = wanted, found: UInt8 = 0
        // The words starting at `i` or `i - 1` whose window hit at `i`; false once the scan may stop.
        @inline(__always) func settle(_ i: Int) -> Bool {
            found |= words(raw, n, at: i - 1, wanted: want) | words(raw, n, at: i, wanted: want)
            want = wanted & ~found
            return want != 0 && !(firstOnly && found != 0)
        }
        var i = 0
        // Eight windows (at i, i + 2, … i + 14) per block of sixteen bytes and the two after it; i stays even.
        while i &+ 18 <= n {
            let pairs = raw.loadUnaligned(fromByteOffset: i, as: SIMD8<UInt16>.self)
            let nexts = raw.loadUnaligned(fromByteOffset: i &+ 2, as: SIMD8<UInt16>.self)
            let h = WordWindows.hashes(pairs: WordWindows.littleEndian(pairs), nexts: WordWindows.littleEndian(nexts))
            let t0 = table[Int(h[0])], t1 = table[Int(h[1])], t2 = table[Int(h[2])], t3 = table[Int(h[3])]
            let t4 = table[Int(h[4])], t5 = table[Int(h[5])], t6 = table[Int(h[6])], t7 = table[Int(h[7])]
            if (t0 | t1 | t2 | t3 | t4 | t5 | t6 | t7) & want != 0 {
                for lane in 0..<8 where table[Int(h[lane])] & want != 0 {
                    if !settle(i &+ 2 &* lane) { return found }
                }
            }
            i &+= 16
        }
        // The last windows, one at a time.
        let base = raw.assumingMemoryBound(to: UInt8.self)
        while i &+ 2 < n {
            if table[WordWindows.hash(pair: UInt16(base[i]) | UInt16(base[i &+ 1]) << 8, third: base[i &+ 2])] & want != 0, !settle(i) { return found }
            i &+= 2
        }
        return found
    }

    /// The flags of `wanted` of the words that start at `start` in the text.
    @inline(never)
    private func words(_ raw: UnsafeRawPointer, _ n: Int, at start: Int, wanted: UInt8) -> UInt8 {
        guard start >= 0 else { return 0 }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        let first = Int(base[start])
        var found: UInt8 = 0
        for e in Int(firstStart[first])..<Int(firstStart[first + 1]) {
            let entry = entries[e]
            guard wanted & entry.flag != 0 else { continue }
            let length = Int(entry.length)
            guard start + length <= n else { continue }
            let word = bytes + Int(entry.offset)
            var k = 1
            while k < length, base[start + k] == word[k] { k += 1 }
            if k == length { found |= entry.flag }
        }
        return found
    }
}
