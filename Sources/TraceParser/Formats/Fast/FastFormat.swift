import CPCRE2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level stand-ins for the hottest built-in patterns. The PCRE2 patterns in ``BuiltinFormats``
/// stay the definition of every format; each stand-in here is either an exact emulation of its
/// pattern (same match, same group ranges) or a necessary condition that lets the pattern be
/// skipped without calling PCRE2. Tests check both against the patterns on every corpus line,
/// every sample and generated benchmark lines (FastFormatTests).
enum FastFormat: Sendable {
    /// No stand-in: always run the pattern.
    case none
    /// Exact emulations.
    case compact, xcode, syslog
    /// A necessary condition: false means the pattern cannot match.
    case prefilter(Prefilter)

    /// Hand parsers assume `.` stops only at LF (PCRE2's default newline). A library built with
    /// another default falls back to the patterns.
    static let enabled: Bool = {
        var newline: UInt32 = 0
        guard pcre2_config_8(UInt32(PCRE2_CONFIG_NEWLINE), &newline) >= 0 else { return false }
        return newline == UInt32(PCRE2_NEWLINE_LF)
    }()

    /// This stand-in, or `.none` where hand parsers are disabled.
    var usable: FastFormat {
        switch self {
        case .compact, .xcode, .syslog: return FastFormat.enabled ? self : .none
        default: return self
        }
    }

    /// The stand-in's answer for line `b` (format number `index` in its catalog).
    @inline(__always)
    func evaluate(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        switch self {
        case .none: return .unsure
        case .compact: return FastFormat.compact(b, into: &hit, newlineFree: newlineFree)
        case .xcode: return FastFormat.xcode(b, into: &hit, newlineFree: newlineFree)
        case .syslog: return FastFormat.syslog(b, into: &hit, newlineFree: newlineFree)
        case let .prefilter(filter): return filter.mayMatch(b) ? .unsure : .noMatch
        }
    }

    // MARK: Byte classes (ASCII, as PCRE2 reads them without PCRE2_UCP)

    @inline(__always) static func digit(_ b: UInt8) -> Bool { b &- ASCII.digit0 < 10 }
    /// `\s`: HT, LF, VT, FF, CR, space.
    @inline(__always) static func space(_ b: UInt8) -> Bool { b == ASCII.space || (b &- ASCII.tab) < 5 }
    @inline(__always) static func lowerHex(_ b: UInt8) -> Bool { digit(b) || (b &- ASCII.a) < 6 }

    /// `.*$` from `from`: true when no LF follows (PCRE2's `.` stops at LF).
    @inline(__always)
    static func restHasNoNewline(_ b: UnsafeRawBufferPointer, from: Int) -> Bool {
        guard from < b.count, let base = b.baseAddress else { return true }
        return memchr(base + from, Int32(ASCII.newline), b.count - from) == nil
    }

    /// `\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}` at the start (19 bytes). Every dated line is
    /// tried against several formats that all start so: three overlapping words, not 19 byte tests.
    @inline(__always)
    static func dateAndClock(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count >= 19, let base = b.baseAddress else { return false }
        return fixed(base, at: 0, FixedBytes.dateDashes) && fixed(base, at: 8, FixedBytes.dayAndHour)
            && fixed(base, at: 11, FixedBytes.clock)
    }

    /// `\d{2}:\d{2}:\d{2}` at `i`.
    @inline(__always)
    static func clock(_ b: UnsafeRawBufferPointer, at i: Int) -> Bool {
        guard i >= 0, i + 8 <= b.count, let base = b.baseAddress else { return false }
        return fixed(base, at: i, FixedBytes.clock)
    }

    /// True when the eight bytes at `i` fit `shape`: ASCII digits where its mask is set, its
    /// literal bytes elsewhere. XOR with the literal (`0` in digit places) leaves 0…9 in digit
    /// places and 0 elsewhere; adding 6 to a digit place carries into bit 4 exactly above 9.
    @inline(__always)
    static func fixed(_ base: UnsafeRawPointer, at i: Int, _ shape: FixedBytes) -> Bool {
        let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ shape.literal
        let digits = x & shape.digitMask
        return x & ~shape.digitMask == 0 && digits & 0xF0F0_F0F0_F0F0_F0F0 == 0
            && (digits &+ (0x0606_0606_0606_0606 & shape.digitMask)) & 0x1010_1010_1010_1010 == 0
    }

    /// `(?<pid>\d+):(?<tid>TIDCLASS+)\]` after the `[` at `open`; returns (pid, tid, index after `]`).
    @inline(__always)
    static func pidTid(_ b: UnsafeRawBufferPointer, open: Int, tidAllowsUpper: Bool) -> (Range<Int>, Range<Int>, Int)? {
        let n = b.count
        var i = open + 1
        while i < n, digit(b[i]) { i += 1 }
        guard i > open + 1, i < n, b[i] == ASCII.colon else { return nil }
        let pid = open + 1..<i
        i += 1
        let tidStart = i
        if tidAllowsUpper {
            while i < n, digit(b[i]) || ((b[i] | 0x20) &- ASCII.a) < 6 || b[i] == ASCII.x { i += 1 }    // [0-9a-fA-Fx]
        } else {
            while i < n, lowerHex(b[i]) { i += 1 }                          // [0-9a-f]
        }
        guard i > tidStart, i < n, b[i] == ASCII.rightBracket else { return nil }
        return (pid, tidStart..<i, i + 1)
    }

    /// First `[` or `]` at or after `from`.
    @inline(__always)
    static func firstBracket(_ b: UnsafeRawBufferPointer, from: Int) -> Int? {
        var i = from
        let n = b.count
        // Process names run for dozens of bytes: sixteen at a time, the place from the mask's words.
        if let base = b.baseAddress {
            let open = SIMD16<UInt8>(repeating: 91), close = SIMD16<UInt8>(repeating: 93)
            while i + 16 <= n {
                let v = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                let words = unsafeBitCast(unsafeBitCast(v .== open, to: SIMD16<UInt8>.self) | unsafeBitCast(v .== close, to: SIMD16<UInt8>.self),
                                          to: SIMD2<UInt64>.self)
                let low = UInt64(littleEndian: words[0]), high = UInt64(littleEndian: words[1])
                if low != 0 { return i + low.trailingZeroBitCount / 8 }
                if high != 0 { return i + 8 + high.trailingZeroBitCount / 8 }
                i += 16
            }
        }
        while i < n {
            let c = b[i]
            if c == ASCII.leftBracket || c == ASCII.rightBracket { return i }
            i += 1
        }
        return nil
    }
}
