#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `<Class: 0x…>` object descriptions with a byte scan. ``EventRecognizer``'s description
/// pattern stays the definition; this answers exactly as PCRE2 does for it (a test holds the two
/// equal on every corpus line from every start), without a PCRE2 call per description: the
/// pattern has no ambiguity to backtrack over, so one forward pass decides each `<`.
enum DescriptionScanner {
    /// One description: the whole match (without the lookahead byte), the class and the `0x…` address.
    struct Found: Equatable {
        let whole: Range<Int>
        let cls: Range<Int>
        let addr: Range<Int>
    }

    @inline(__always) private static func classStart(_ b: UInt8) -> Bool { ByteClass.of(b) & ByteClass.identifierStart != 0 }
    @inline(__always) private static func classByte(_ b: UInt8) -> Bool { ByteClass.of(b) & ByteClass.className != 0 }
    @inline(__always) private static func hexDigit(_ b: UInt8) -> Bool { ByteClass.of(b) & ByteClass.hexDigit != 0 }
    /// `[>;,\s]`, the byte that must follow.
    @inline(__always) private static func closes(_ b: UInt8) -> Bool { b == ASCII.greaterThan || b == ASCII.semicolon || b == ASCII.comma || FastFormat.space(b) }

    /// The leftmost description starting at or after `start`.
    static func first(in m: UnsafeRawBufferPointer, from start: Int) -> Found? {
        guard let base = m.baseAddress, start < m.count else { return nil }
        let n = m.count
        var p = start
        while p < n, let hit = memchr(base + p, Int32(ASCII.lessThan), n - p) {
            let open = UnsafeRawPointer(hit) - base
            p = open + 1
            if let found = description(in: m, at: open) { return found }
        }
        return nil
    }

    /// The description that starts with the `<` at `open`, if one does:
    /// `<(?<cls>[A-Za-z_$][\w$.]*)(?::\s?|\s|\()(?<addr>0x[0-9a-fA-F]+)\)?(?=[>;,\s])`.
    private static func description(in m: UnsafeRawBufferPointer, at open: Int) -> Found? {
        let n = m.count
        var i = open + 1
        guard i < n, classStart(m[i]) else { return nil }
        i += 1
        while i < n, classByte(m[i]) { i += 1 }
        let cls = open + 1..<i
        guard i < n else { return nil }
        @inline(__always) func zeroX(_ at: Int) -> Bool { at + 1 < n && m[at] == ASCII.digit0 && m[at + 1] == ASCII.x }
        switch m[i] {
        case ASCII.colon:  // then an optional space
            i += 1
            if i < n, FastFormat.space(m[i]), zeroX(i + 1) { i += 1 }
        case ASCII.leftParenthesis:
            i += 1
        default:
            guard FastFormat.space(m[i]) else { return nil }
            i += 1
        }
        guard zeroX(i) else { return nil }
        let addrStart = i
        i += 2
        guard i < n, hexDigit(m[i]) else { return nil }
        while i < n, hexDigit(m[i]) { i += 1 }
        let addr = addrStart..<i
        if i < n, m[i] == ASCII.rightParenthesis {  // kept only when the lookahead holds after it
            if i + 1 < n, closes(m[i + 1]) { return Found(whole: open..<i + 1, cls: cls, addr: addr) }
            return nil
        }
        guard i < n, closes(m[i]) else { return nil }
        return Found(whole: open..<i, cls: cls, addr: addr)
    }
}
