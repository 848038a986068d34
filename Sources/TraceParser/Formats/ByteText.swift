/// A growable byte buffer that keeps its storage: copying a short name into it allocates nothing
/// once it is big enough. Owned by one parser.
final class ByteBuffer {
    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }
    /// The bytes; valid until the next `set`.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }

    func set(_ source: UnsafeRawBufferPointer) {
        if source.count > capacity {
            storage?.deallocate()
            capacity = max(source.count, 64)
            storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        }
        if source.count > 0, let from = source.baseAddress { storage!.copyMemory(from: from, byteCount: source.count) }
        count = source.count
    }

    /// Add `source` after the bytes held.
    func append(_ source: UnsafeRawBufferPointer) {
        reserve(count + source.count)
        if source.count > 0, let from = source.baseAddress { (storage! + count).copyMemory(from: from, byteCount: source.count) }
        count += source.count
    }

    /// Add one byte after the bytes held.
    func append(_ byte: UInt8) {
        reserve(count + 1)
        storage!.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Keep the first `length` bytes only.
    func truncate(to length: Int) { count = min(count, max(0, length)) }

    /// Room for `needed` bytes, the bytes held kept.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        capacity = max(needed, capacity * 2, 64)
        let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        if count > 0, let storage { larger.copyMemory(from: storage, byteCount: count) }
        storage?.deallocate()
        storage = larger
    }

    deinit { storage?.deallocate() }
}

/// Small helpers over raw bytes, so the hot path never builds a `String` for a noise line.
enum ByteText {
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- ASCII.digit0 < 10 }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == ASCII.space || b == ASCII.tab }

    /// A message's first line: `bytes` up to its first line feed, when that line closes every `<`
    /// and `(` it opens; all of it otherwise, or when it has no line feed. A description printed
    /// over lines (`<FeedVC: 0x…; items = (\n    "<Item: 0x…>"\n)> dealloc`, an observation info's
    /// `(\n<NSKeyValueObservance …>\n)`) is one statement, not lines.
    @inline(__always)
    static func firstLine(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(ASCII.newline), bytes.count) else { return bytes }
        return firstLine(bytes, endingAt: UnsafeRawPointer(found) - base)
    }

    /// ``firstLine(_:)`` once its line feed is found: rare, and kept out of the hot path it is in.
    @inline(never)
    private static func firstLine(_ bytes: UnsafeRawBufferPointer, endingAt end: Int) -> UnsafeRawBufferPointer {
        let line = UnsafeRawBufferPointer(rebasing: bytes[..<end])
        var angles = 0, parentheses = 0
        for byte in line {
            switch byte {
            case ASCII.lessThan: angles += 1
            case ASCII.greaterThan: angles -= 1
            case ASCII.leftParenthesis: parentheses += 1
            case ASCII.rightParenthesis: parentheses -= 1
            default: break
            }
        }
        return angles > 0 || parentheses > 0 ? bytes : line
    }

    /// `bytes` without the blanks at its end: they stay in a message (FORMATS.md, content hazards),
    /// but after a call they are no more words (Markdown's two-space line break, terminal and editor copies).
    @inline(__always)
    static func withoutTrailingBlanks(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var end = bytes.count
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        return end == bytes.count ? bytes : UnsafeRawBufferPointer(rebasing: bytes[..<end])
    }
    /// True when a colon starts at `i`: ASCII's, or the full-width `：` (EF BC 9A) Chinese and Japanese
    /// text writes after a label.
    @inline(__always) static func isColon(_ b: UnsafeRawBufferPointer, at i: Int) -> Bool {
        b[i] == ASCII.colon || (b[i] == 0xEF && i + 2 < b.count && b[i + 1] == 0xBC && b[i + 2] == 0x9A)
    }
    @inline(__always) static func isUpper(_ b: UInt8) -> Bool { b &- ASCII.A < 26 }
    @inline(__always) static func isLower(_ b: UInt8) -> Bool { b &- ASCII.a < 26 }
    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool { isUpper(b) || isLower(b) || b == ASCII.underscore || b == ASCII.dollar }
    @inline(__always) static func isIdentifier(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    /// Decimal value of `bytes[range]`, or nil when it is not all digits (or too long).
    static func integer(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18 else { return nil }
        return digits(bytes, range.lowerBound, range.count)
    }

    /// Decimal value of the `count` (1…18) bytes at `start`, or nil when one is not a digit. Inlined
    /// for the fixed-width fields of time stamps.
    @inline(__always)
    static func digits(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ count: Int) -> Int? {
        guard count > 0 else { return nil }
        var value = 0
        var i = start
        let end = start + count
        while i < end {
            let d = bytes[i] &- ASCII.digit0
            guard d < 10 else { return nil }
            value = value &* 10 &+ Int(d)
            i += 1
        }
        return value
    }

    /// Hex value of `bytes[range]` (an optional `0x` is skipped).
    static func hex(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64? {
        var start = range.lowerBound
        if range.count > 2, bytes[start] == ASCII.digit0, bytes[start + 1] | 0x20 == ASCII.x { start += 2 }
        guard start < range.upperBound, range.upperBound - start <= 16 else { return nil }
        var value: UInt64 = 0
        var i = start
        let values = ByteClass.hexValues
        while i < range.upperBound {
            let digit = values[Int(bytes[i])]
            guard digit != 0xFF else { return nil }
            value = value << 4 | UInt64(digit)
            i += 1
        }
        return value
    }

    /// Offset of the first byte >= 0x80 at or after `from`; ASCII is skipped eight bytes at a time.
    @inline(__always)
    static func firstHighByte(_ bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let n = bytes.count
        var i = from
        while i + 8 <= n, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        while i < n {
            if base.load(fromByteOffset: i, as: UInt8.self) >= 0x80 { return i }
            i += 1
        }
        return nil
    }

    /// Offset of the first escape (0x1B), line feed or byte >= 0x80: the things a line needs a
    /// second look for (colour codes, `.` not crossing a newline, UTF-8 validity). Every line passes
    /// through here, so plain ASCII goes 32 bytes per step, the tail in one overlapping step.
    static func firstSpecialByte(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let n = bytes.count
        let escape = SIMD16<UInt8>(repeating: ASCII.escape), newline = SIMD16<UInt8>(repeating: ASCII.newline)
        // The high bit of each byte of the result is set where the block has a special byte.
        @inline(__always) func marks(_ at: Int) -> SIMD16<UInt8> {
            let v = base.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
            return unsafeBitCast(v .== escape, to: SIMD16<UInt8>.self) | unsafeBitCast(v .== newline, to: SIMD16<UInt8>.self) | v
        }
        @inline(__always) func isClean(_ m: SIMD16<UInt8>) -> Bool {
            let words = unsafeBitCast(m, to: SIMD2<UInt64>.self)
            return (words[0] | words[1]) & 0x8080_8080_8080_8080 == 0
        }
        var i = 0
        if n >= 16 {
            while i &+ 32 <= n, isClean(marks(i) | marks(i &+ 16)) { i &+= 32 }
            if i &+ 16 <= n, isClean(marks(i)) { i &+= 16 }
            // The last sixteen bytes cover the rest only when fewer than sixteen are left unchecked: a
            // block that stopped the steps above may lie before them.
            if i < n, n &- i <= 16, isClean(marks(n &- 16)) { return nil }
        }
        while i < n {
            let b = base.load(fromByteOffset: i, as: UInt8.self)
            if b >= 0x80 || b == ASCII.escape || b == ASCII.newline { return i }
            i += 1
        }
        return nil
    }

    /// Length of the valid UTF-8 sequence starting at `i`, or 0 when the byte there starts none
    /// (stray continuation, overlong form, surrogate, beyond U+10FFFF, cut short).
    @inline(__always)
    static func utf8SequenceLength(_ bytes: UnsafeRawBufferPointer, at i: Int) -> Int {
        let b = bytes[i], n = bytes.count
        @inline(__always) func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < n && bytes[i + k] >= low && bytes[i + k] <= high
        }
        switch b {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    /// True when `bytes` is not valid UTF-8; `from` may skip a prefix known to be ASCII.
    static func hasInvalidUTF8(_ bytes: UnsafeRawBufferPointer, from: Int = 0) -> Bool {
        // Only sequences that start with a byte >= 0x80 need checking; the ASCII between them,
        // the bulk of any log, is skipped in words.
        var next = firstHighByte(bytes, from: from)
        while let i = next {
            let length = utf8SequenceLength(bytes, at: i)
            if length == 0 { return true }
            next = firstHighByte(bytes, from: i + length)
        }
        return false
    }

    static func string(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Where `(?::(?:NAME:)*)?` ends when matched at `i`, the end of a selector's first name:
    /// after the longest run of `name:` parts, or `i` when no `:` follows. NAME is a `first`
    /// byte then `rest` bytes; ObjC and Swift differ there.
    @inline(__always)
    static func colonParts(_ m: UnsafeRawBufferPointer, from i: Int, first: (UInt8) -> Bool, rest: (UInt8) -> Bool) -> Int {
        guard i < m.count, m[i] == ASCII.colon else { return i }
        return nameColonRun(m, from: i + 1, first: first, rest: rest)
    }

    /// Where `(?:NAME:)*` ends when matched at `i`: after the longest run of `name:` parts (a
    /// name not closed by `:` is not taken).
    @inline(__always)
    static func nameColonRun(_ m: UnsafeRawBufferPointer, from i: Int, first: (UInt8) -> Bool, rest: (UInt8) -> Bool) -> Int {
        let n = m.count
        var end = i
        while end < n, first(m[end]) {
            var k = end + 1
            while k < n, rest(m[k]) { k += 1 }
            guard k < n, m[k] == ASCII.colon else { break }
            end = k + 1
        }
        return end
    }

    /// True when `a` and `b` hold the same bytes.
    @inline(__always)
    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let x = a.baseAddress, let y = b.baseAddress else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// True when `bytes[at...]` starts with `prefix`.
    @inline(__always)
    static func hasPrefix(_ bytes: UnsafeRawBufferPointer, at: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard at >= 0, at + count <= bytes.count else { return false }
        let p = prefix.utf8Start
        for i in 0..<count where bytes[at + i] != p[i] { return false }
        return true
    }

    /// Offset of the first occurrence of `needle` in `bytes[range]`.
    static func find(_ bytes: UnsafeRawBufferPointer, _ needle: StaticString, in range: Range<Int>) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard count > 0, range.count >= count, let base = bytes.baseAddress else { return nil }
        let first = needle.utf8Start[0]
        var i = range.lowerBound
        let last = range.upperBound - count
        while i <= last {
            guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return nil }
            let at = UnsafeRawPointer(hit) - base
            if hasPrefix(bytes, at: at, needle) { return at }
            i = at + 1
        }
        return nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
