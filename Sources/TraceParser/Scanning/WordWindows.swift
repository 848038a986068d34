/// Finds which of a set of words (four bytes or longer, each with a flag) a text holds, in one
/// pass: the filter that ``LiteralScanner`` (does a line hold any needle?) and ``MessageHints``
/// (which signs does a message hold?) share.
///
/// A word of four bytes or more always covers a three-byte window at an even position with its
/// first or second byte, so each word's windows at offsets 0 and 1 are hashed into a table that
/// holds, per hash, the flags of the words with a window there. The scan reads one 8-byte word
/// per six bytes of text and tests its three even windows with one branch; only a hit, which
/// ordinary text rarely gives, compares whole words starting at the window or one byte before.
final class WordWindows: @unchecked Sendable {
    /// Bits of the window hash: a table of 16 KB, so that a few dozen words give a window a
    /// false hit about once in three hundred.
    private static let hashBits = 14

    private let table: UnsafeMutablePointer<UInt8>
    private let bytes: UnsafeMutablePointer<UInt8>
    private let entries: UnsafeMutablePointer<(offset: Int32, length: Int32, flag: UInt8)>
    /// 257 entries: the words of first byte b are `firstStart[b]..<firstStart[b+1]`.
    private let firstStart: UnsafeMutablePointer<Int32>

    /// The hash of a window: three bytes in the low 24 bits.
    @inline(__always)
    private static func hash(_ window: UInt32) -> Int { Int((window &* 0x9E37_79B1) >> UInt32(32 - hashBits)) }

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
                let window = UInt32(word[start]) | UInt32(word[start + 1]) << 8 | UInt32(word[start + 2]) << 16
                table[WordWindows.hash(window)] |= flag
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
        // Three windows (at i, i + 2, i + 4) from each 8-byte load; i stays even.
        while i &+ 8 <= n {
            let q = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let h0 = WordWindows.hash(UInt32(truncatingIfNeeded: q) & 0xFF_FFFF)
            let h1 = WordWindows.hash(UInt32(truncatingIfNeeded: q &>> 16) & 0xFF_FFFF)
            let h2 = WordWindows.hash(UInt32(truncatingIfNeeded: q &>> 32) & 0xFF_FFFF)
            if (table[h0] | table[h1] | table[h2]) & want != 0 {
                if table[h0] & want != 0, !settle(i) { return found }
                if table[h1] & want != 0, !settle(i &+ 2) { return found }
                if table[h2] & want != 0, !settle(i &+ 4) { return found }
            }
            i &+= 6
        }
        // The last windows, a byte at a time.
        let base = raw.assumingMemoryBound(to: UInt8.self)
        while i &+ 2 < n {
            let window = UInt32(base[i]) | UInt32(base[i &+ 1]) << 8 | UInt32(base[i &+ 2]) << 16
            if table[WordWindows.hash(window)] & want != 0, !settle(i) { return found }
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
