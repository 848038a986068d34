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
/// ones are found by ``WordWindows``, the filter ``MessageHints`` finds its words with.
public final class LiteralScanner: @unchecked Sendable {
    /// The needles after those that contain another needle were dropped (they add nothing to
    /// "holds any"), longest last.
    public let needles: [[UInt8]]
    /// Short needles (one to three bytes) grouped by their last byte, in the order the first of
    /// each group was declared, with the first position that byte can be at (0 when a needle is
    /// that byte alone).
    private let shortByLast: [(last: UInt8, heads: [[UInt8]], from: Int)]
    /// The needles of four bytes or more; nil when there are none.
    private let long: WordWindows?

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
        let long = kept.filter { $0.count >= 4 }
        self.long = long.isEmpty ? nil : WordWindows(long.map { ($0, 1) })
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
        guard let long else { return false }
        return long.flags(in: bytes, wanted: 1, firstOnly: true) != 0
    }
}
