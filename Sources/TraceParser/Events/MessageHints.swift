/// Which cheap signs of an event a message carries, found in one pass over its bytes instead of
/// one search per needle. Each flag is exactly what the corresponding ``EventRecognizer`` check
/// (`hasObjCToken`, `hasCallShape`, `hasVocabulary`, `mayBeDiagnostic`) answers (a test holds them equal).
struct MessageHints {
    static let objc: UInt8 = 1, call: UInt8 = 2, vocabulary: UInt8 = 4, diagnostic: UInt8 = 8
    static let all: UInt8 = 15

    let flags: UInt8

    var hasObjCToken: Bool { flags & MessageHints.objc != 0 }
    var hasCallShape: Bool { flags & MessageHints.call != 0 }
    var hasVocabulary: Bool { flags & MessageHints.vocabulary != 0 }
    var mayBeDiagnostic: Bool { flags & MessageHints.diagnostic != 0 }

    /// The needles, each with the flag it sets.
    private static let needles: [(StaticString, UInt8)] = {
        var list: [(StaticString, UInt8)] = [("-[", objc), ("+[", objc), ("()", call), (":)", call)]
        list += EventRecognizer.vocabularyHints.map { ($0, vocabulary) }
        list += EventRecognizer.diagnosticHints.map { ($0, diagnostic) }
        return list
    }()

    /// Needle bytes and flags laid out for the scan: a bitmap of first byte pairs, then the needles
    /// grouped by first byte.
    private final class Table: @unchecked Sendable {
        let pairs: UnsafeMutablePointer<UInt64>           // 65,536 bits, indexed by b[i] | b[i+1] << 8
        let bytes: UnsafeMutablePointer<UInt8>            // all needles back to back
        let entries: UnsafeMutablePointer<(offset: Int32, length: Int32, flag: UInt8)>
        let firstStart: UnsafeMutablePointer<Int32>       // 257 entries: needles of first byte b are firstStart[b]..<firstStart[b+1]

        init(_ needles: [(StaticString, UInt8)]) {
            pairs = .allocate(capacity: 1024)
            pairs.initialize(repeating: 0, count: 1024)
            let sorted = needles.enumerated().sorted { ($0.element.0.utf8Start[0], $0.offset) < ($1.element.0.utf8Start[0], $1.offset) }.map(\.element)
            let total = sorted.reduce(0) { $0 + $1.0.utf8CodeUnitCount }
            bytes = .allocate(capacity: total)
            entries = .allocate(capacity: sorted.count)
            firstStart = .allocate(capacity: 257)
            firstStart.initialize(repeating: 0, count: 257)
            var offset = 0
            for (index, (needle, flag)) in sorted.enumerated() {
                let p = needle.utf8Start, count = needle.utf8CodeUnitCount
                precondition(count >= 2)
                for k in 0..<count { bytes[offset + k] = p[k] }
                (entries + index).initialize(to: (Int32(offset), Int32(count), flag))
                offset += count
                let pair = Int(p[0]) | Int(p[1]) << 8
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
                firstStart[Int(p[0]) + 1] += 1
            }
            for b in 1...256 { firstStart[b] += firstStart[b - 1] }
        }
    }

    private static let table = Table(needles)

    /// Scan `m` once.
    init(_ m: UnsafeRawBufferPointer) {
        let n = m.count
        guard n >= 2, let base = m.baseAddress?.assumingMemoryBound(to: UInt8.self) else { flags = 0; return }
        let table = MessageHints.table
        let pairs = table.pairs, bytes = table.bytes, entries = table.entries, firstStart = table.firstStart
        var found: UInt8 = 0
        var i = 0
        var pair = Int(base[0])
        while i + 1 < n {
            pair = pair | Int(base[i + 1]) << 8
            if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                let first = Int(base[i])
                for e in Int(firstStart[first])..<Int(firstStart[first + 1]) {
                    let entry = entries[e]
                    guard found & entry.flag == 0 else { continue }
                    let length = Int(entry.length)
                    guard i + length <= n else { continue }
                    let needle = bytes + Int(entry.offset)
                    var k = 1
                    while k < length, base[i + k] == needle[k] { k += 1 }
                    if k == length { found |= entry.flag }
                }
                if found == MessageHints.all { break }
            }
            pair >>= 8
            i += 1
        }
        flags = found
    }
}
