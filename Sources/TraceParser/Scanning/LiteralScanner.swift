#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells whether a line holds any of a set of byte strings (needles), in one pass over it: the
/// literal prefilter of ripgrep's shape, which lets a reader leave alone the lines that cannot
/// matter. The needles are not listed here: each stage that needs to see certain lines declares
/// its own (``EventRecognizer/needles``, ``RecordParser/needles``), and ``literalFirst`` joins them.
///
/// Needles of one to three bytes are found with memchr on their last byte (the rarer one in
/// practice: `[`, `)`) and a compare of the bytes before it, in the order they are declared:
/// callers list their commonest signs first, so a line that holds one is answered soonest. Longer
/// ones are found as ``MessageHints`` finds its words: one pass over three-byte windows at every
/// other position, each window hashed into a bitmap that holds the windows at offsets 0 and 1 of
/// every needle, and only a hit, which ordinary text rarely gives, compares whole needles.
public final class LiteralScanner: @unchecked Sendable {
    /// The needles after those that contain another needle were dropped (they add nothing to
    /// "holds any"), longest last.
    public let needles: [[UInt8]]
    /// Short needles (one to three bytes) grouped by their last byte, in the order the first of
    /// each group was declared, with the first position that byte can be at (0 when a needle is
    /// that byte alone).
    private let shortByLast: [(last: UInt8, heads: [[UInt8]], from: Int)]
    private let windows: UnsafeMutablePointer<UInt64>
    private let longBytes: UnsafeMutablePointer<UInt8>
    private let longEntries: UnsafeMutablePointer<(offset: Int32, length: Int32)>
    private let firstStart: UnsafeMutablePointer<Int32>
    private let hasLong: Bool

    private static let hashBits = 15

    @inline(__always)
    private static func hash(_ window: UInt32) -> Int { Int((window &* 0x9E37_79B1) >> UInt32(32 - hashBits)) }

    /// A scanner for `needles` (empty needles are ignored).
    public init(needles: [[UInt8]]) {
        let distinct = Array(Set(needles.filter { !$0.isEmpty }))
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
        // A needle that contains a shorter one is found whenever it is: keep the shorter only.
        var kept: [[UInt8]] = []
        for needle in distinct where !kept.contains(where: { LiteralScanner.contains(needle, $0) }) { kept.append(needle) }
        self.needles = kept
        let short = kept.filter { $0.count <= 3 }
        var lasts: [UInt8] = []
        for needle in needles where kept.contains(needle) && needle.count <= 3 && !lasts.contains(needle.last!) { lasts.append(needle.last!) }
        shortByLast = lasts.map { last in
            let heads = short.filter { $0.last == last }.map { Array($0.dropLast()) }
            return (last, heads, heads.contains(where: \.isEmpty) ? 0 : 1)
        }
        let long = kept.filter { $0.count >= 4 }.sorted { ($0[0], $0.count) < ($1[0], $1.count) }
        hasLong = !long.isEmpty
        let bitmapWords = (1 << LiteralScanner.hashBits) / 64
        windows = .allocate(capacity: bitmapWords)
        windows.initialize(repeating: 0, count: bitmapWords)
        longBytes = .allocate(capacity: max(1, long.reduce(0) { $0 + $1.count }))
        longEntries = .allocate(capacity: max(1, long.count))
        firstStart = .allocate(capacity: 257)
        firstStart.initialize(repeating: 0, count: 257)
        var offset = 0
        for (index, needle) in long.enumerated() {
            for (k, byte) in needle.enumerated() { longBytes[offset + k] = byte }
            (longEntries + index).initialize(to: (Int32(offset), Int32(needle.count)))
            offset += needle.count
            for start in 0...1 {
                let h = LiteralScanner.hash(UInt32(needle[start]) << 8 | UInt32(needle[start + 1]) << 16 | UInt32(needle[start + 2]) << 24)
                windows[h >> 6] |= 1 << UInt64(h & 63)
            }
            firstStart[Int(needle[0]) + 1] += 1
        }
        for b in 1...256 { firstStart[b] += firstStart[b - 1] }
    }

    deinit {
        windows.deallocate()
        longBytes.deallocate()
        longEntries.deallocate()
        firstStart.deallocate()
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// True when `bytes` holds at least one needle.
    public func containsAny(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        guard n > 0, let raw = bytes.baseAddress else { return false }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        for (last, heads, from) in shortByLast {
            var i = from
            while i < n, let hit = memchr(raw + i, Int32(last), n - i) {
                let at = UnsafeRawPointer(hit) - raw
                for head in heads where at >= head.count {
                    var k = 0
                    while k < head.count, base[at - head.count + k] == head[k] { k += 1 }
                    if k == head.count { return true }
                }
                i = at + 1
            }
        }
        return hasLong && containsLong(base, n)
    }

    private func containsLong(_ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let windows = self.windows, bytes = longBytes, entries = longEntries, firstStart = self.firstStart
        @inline(never) func needleAt(_ i: Int) -> Bool {
            let first = Int(base[i])
            for e in Int(firstStart[first])..<Int(firstStart[first + 1]) {
                let entry = entries[e]
                let length = Int(entry.length)
                guard i + length <= n else { continue }
                let word = bytes + Int(entry.offset)
                var k = 1
                while k < length, base[i + k] == word[k] { k += 1 }
                if k == length { return true }
            }
            return false
        }
        @inline(__always) func mayStart(_ window: UInt32) -> Bool {
            let h = LiteralScanner.hash(window)
            return windows[h >> 6] & (1 << UInt64(h & 63)) != 0
        }
        // Windows at even positions only: a needle of four bytes or more always covers one with
        // its first or second byte. Each window is its own 4-byte load, the fourth byte shifted out.
        let raw = UnsafeRawPointer(base)
        let limit = n &- 3
        var i = 0
        while i < limit {
            let window = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt32.self)) << 8
            if mayStart(window), (i > 0 && needleAt(i - 1)) || needleAt(i) { return true }
            i &+= 2
        }
        // The last window when only three bytes are left (a needle ending the line).
        if i + 2 < n, mayStart(UInt32(base[i]) << 8 | UInt32(base[i + 1]) << 16 | UInt32(base[i + 2]) << 24) {
            return (i > 0 && needleAt(i - 1)) || needleAt(i)
        }
        return false
    }
}
