import TraceParser

/// Where a sample line stops matching its format's pattern (lnav's habit of pointing at the
/// spot). Method: try ever shorter prefixes of the *pattern*, each completed by closing the groups
/// it leaves open, and take the longest that still matches the start of the sample. The end of
/// that match is where the sample stops fitting, and the cut is the pattern piece that failed.
/// Prefixes that do not compile (cut inside a class, an escape or a group name) are skipped. A
/// heuristic: a cut inside an alternation may claim a little more or less; it runs only for a
/// sample that fails, so the cost (one compilation per cut) is paid only when there is an error.
enum SampleDiagnosis {
    /// Byte offsets in the sample and in the pattern where matching stopped.
    struct Stop: Equatable {
        var sample: Int
        var pattern: Int
    }

    static func stop(pattern: String, sample: String) -> Stop {
        let bytes = Array(pattern.utf8)
        let subject = Array(sample.utf8)
        var cut = bytes.count - 1
        while cut > 0 {
            defer { cut -= 1 }
            // Never cut inside a UTF-8 sequence.
            if bytes[cut] & 0xC0 == 0x80 { continue }
            guard let closers = closingGroups(Array(bytes[0..<cut])) else { continue }
            let prefix = String(decoding: bytes[0..<cut], as: UTF8.self) + String(repeating: ")", count: closers)
            guard let regex = try? Regex(prefix) else { continue }
            // A RegexMatch reads the matcher's match data: the matcher must outlive the read of `range`.
            let matcher = regex.makeMatcher()
            let end: Int? = withExtendedLifetime(matcher) {
                subject.withUnsafeBytes { buffer in matcher.match(buffer, anchored: true)?.range.upperBound }
            }
            if let end { return Stop(sample: end, pattern: cut) }
        }
        return Stop(sample: 0, pattern: 0)
    }

    /// How many `)` close the groups `prefix` leaves open; nil when it ends inside an escape or a
    /// character class, where no completion makes sense.
    static func closingGroups(_ prefix: [UInt8]) -> Int? {
        var depth = 0
        var index = 0
        var inClass = false
        while index < prefix.count {
            let b = prefix[index]
            if b == UInt8(ascii: "\\") {
                if index + 1 >= prefix.count { return nil }
                index += 2
                continue
            }
            if inClass {
                if b == UInt8(ascii: "]") { inClass = false }
            } else if b == UInt8(ascii: "[") {
                inClass = true
                // `[]…]` and `[^]…]` start with a literal `]`.
                if index + 1 < prefix.count, prefix[index + 1] == UInt8(ascii: "^") { index += 1 }
                if index + 1 < prefix.count, prefix[index + 1] == UInt8(ascii: "]") { index += 1 }
            } else if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                depth -= 1
            }
            index += 1
        }
        return inClass || depth < 0 ? nil : depth
    }
}
