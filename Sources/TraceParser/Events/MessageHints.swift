/// Which cheap signs of an event a message carries. Each flag is exactly what the corresponding
/// ``EventRecognizer`` check (`hasObjCToken`, `hasCallShape`, `hasVocabulary`, `mayBeDiagnostic`,
/// `mayNameObserver`) answers (a test holds them equal), found with far fewer instructions than
/// one search per needle.
///
/// Every message of a log passes through here, so the scan is the costliest loop per byte of the
/// whole check. The two-byte shapes end in a rare byte (`[`, `)`) that memchr finds. The words
/// (four bytes or longer) are found with one pass over three-byte windows at every other
/// position: a word of four bytes or more always covers such a window with its first or second
/// byte, so each word's windows at offsets 0 and 1 go into a hashed bitmap, and only a hit, which
/// ordinary text rarely gives, compares whole words starting there or one byte before.
struct MessageHints {
    static let objc: UInt8 = 1, call: UInt8 = 2, vocabulary: UInt8 = 4, diagnostic: UInt8 = 8, observer: UInt8 = 16

    let flags: UInt8

    var hasObjCToken: Bool { flags & MessageHints.objc != 0 }
    var hasCallShape: Bool { flags & MessageHints.call != 0 }
    var hasVocabulary: Bool { flags & MessageHints.vocabulary != 0 }
    var mayBeDiagnostic: Bool { flags & MessageHints.diagnostic != 0 }
    var mayNameObserver: Bool { flags & MessageHints.observer != 0 }

    /// The words, each with the flag it sets.
    private static let words: [(StaticString, UInt8)] =
        EventRecognizer.vocabularyHints.map { ($0, vocabulary) } + EventRecognizer.diagnosticHints.map { ($0, diagnostic) }
            + [(EventRecognizer.observerHint, observer)]

    /// Bits of the three-byte window hash.
    private static let hashBits = 15

    /// The hash of a window held in the top three bytes of `window` (its low byte is zero): a
    /// 4-byte load shifted left by 8 drops the fourth byte in one instruction.
    @inline(__always)
    private static func hash(_ window: UInt32) -> Int { Int((window &* 0x9E37_79B1) >> UInt32(32 - hashBits)) }

    /// Word bytes and flags laid out for the scan.
    private final class Table: @unchecked Sendable {
        let windows: UnsafeMutablePointer<UInt64>        // 2^hashBits bits: hashes of the words' first three bytes
        let rareWindows: UnsafeMutablePointer<UInt64>    // the same for the diagnostic and observer words only
        let bytes: UnsafeMutablePointer<UInt8>           // all words back to back
        let entries: UnsafeMutablePointer<(offset: Int32, length: Int32, flag: UInt8)>
        let firstStart: UnsafeMutablePointer<Int32>      // 257 entries: words of first byte b are firstStart[b]..<firstStart[b+1]

        init(_ words: [(StaticString, UInt8)]) {
            let bitmapWords = (1 << MessageHints.hashBits) / 64
            windows = .allocate(capacity: bitmapWords)
            windows.initialize(repeating: 0, count: bitmapWords)
            rareWindows = .allocate(capacity: bitmapWords)
            rareWindows.initialize(repeating: 0, count: bitmapWords)
            let sorted = words.enumerated().sorted { ($0.element.0.utf8Start[0], $0.offset) < ($1.element.0.utf8Start[0], $1.offset) }.map(\.element)
            let total = sorted.reduce(0) { $0 + $1.0.utf8CodeUnitCount }
            bytes = .allocate(capacity: total)
            entries = .allocate(capacity: sorted.count)
            firstStart = .allocate(capacity: 257)
            firstStart.initialize(repeating: 0, count: 257)
            var offset = 0
            for (index, (word, flag)) in sorted.enumerated() {
                let p = word.utf8Start, count = word.utf8CodeUnitCount
                precondition(count >= 4, "hint words need four bytes for the every-other-window filter")
                for k in 0..<count { bytes[offset + k] = p[k] }
                (entries + index).initialize(to: (Int32(offset), Int32(count), flag))
                offset += count
                for start in 0...1 {
                    let h = MessageHints.hash(UInt32(p[start]) << 8 | UInt32(p[start + 1]) << 16 | UInt32(p[start + 2]) << 24)
                    windows[h >> 6] |= 1 << UInt64(h & 63)
                    if flag != MessageHints.vocabulary { rareWindows[h >> 6] |= 1 << UInt64(h & 63) }
                }
                firstStart[Int(p[0]) + 1] += 1
            }
            for b in 1...256 { firstStart[b] += firstStart[b - 1] }
        }
    }

    private static let table = Table(words)

    /// Scan `m`.
    init(_ m: UnsafeRawBufferPointer) {
        let n = m.count
        guard n >= 2, let base = m.baseAddress?.assumingMemoryBound(to: UInt8.self) else { flags = 0; return }
        var found: UInt8 = 0
        if EventRecognizer.hasObjCToken(m) { found |= MessageHints.objc }
        if EventRecognizer.hasCallShape(m) { found |= MessageHints.call }
        let table = MessageHints.table
        let bytes = table.bytes, entries = table.entries, firstStart = table.firstStart
        // Nearly every event line names a vocabulary word early (`-[FeedView…`, `viewDidLoad`) and
        // then more of them; once one is found, only windows of the other words can change the answer.
        var windows = table.windows
        let wordFlags = MessageHints.vocabulary | MessageHints.diagnostic | MessageHints.observer
        // Compare whole words where the window filter hits; true once every word flag is found.
        // `found` is passed in, not captured: a captured variable would be boxed, and every access
        // to the box checked for exclusivity at run time.
        @inline(never) func wordsAt(_ i: Int, _ found: inout UInt8) -> Bool {
            let first = Int(base[i])
            for e in Int(firstStart[first])..<Int(firstStart[first + 1]) {
                let entry = entries[e]
                guard found & entry.flag == 0 else { continue }
                let length = Int(entry.length)
                guard i + length <= n else { continue }
                let word = bytes + Int(entry.offset)
                var k = 1
                while k < length, base[i + k] == word[k] { k += 1 }
                if k == length { found |= entry.flag }
            }
            return found & wordFlags == wordFlags
        }
        // The bitmap is passed in, not captured, for the same reason as `found`.
        @inline(__always) func mayStartWord(_ window: UInt32, _ windows: UnsafeMutablePointer<UInt64>) -> Bool {
            let h = MessageHints.hash(window)
            return windows[h >> 6] & (1 << UInt64(h & 63)) != 0
        }
        // Windows at even positions only; each is its own 4-byte load (little-endian, the fourth
        // byte shifted out), so consecutive windows do not wait on each other.
        let raw = UnsafeRawPointer(base)
        let limit = n &- 3      // a window at i has its 4-byte load while i < n - 3
        var i = 0
        scan: do {
            while i < limit {
                let window = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)) << 8
                if mayStartWord(window, windows) {
                    if (i > 0 && wordsAt(i - 1, &found)) || wordsAt(i, &found) { break scan }
                    if found & MessageHints.vocabulary != 0 { windows = table.rareWindows }
                }
                i &+= 2
            }
            // The last window when only three bytes are left (a word ending the message).
            if i + 2 < n, mayStartWord(UInt32(base[i]) << 8 | UInt32(base[i + 1]) << 16 | UInt32(base[i + 2]) << 24, windows) {
                if i > 0, wordsAt(i - 1, &found) { break scan }
                _ = wordsAt(i, &found)
            }
        }
        flags = found
    }
}
