import CPCRE2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The group ranges of a matched line that ``RecordParser`` uses, as a plain struct (no array per
/// line). Ranges are stored as 32-bit bounds (-1: unset) so a hit is small enough to copy freely.
struct FormatHit: Equatable {
    var index: Int
    private var bounds: SIMD32<Int32> = SIMD32(repeating: -1)

    init(index: Int) { self.index = index }

    init(index: Int, date: Range<Int>? = nil, mon: Range<Int>? = nil, day: Range<Int>? = nil, time: Range<Int>? = nil,
         tz: Range<Int>? = nil, process: Range<Int>? = nil, pid: Range<Int>? = nil, tid: Range<Int>? = nil, msg: Range<Int>? = nil) {
        self.index = index
        self.date = date; self.mon = mon; self.day = day; self.time = time; self.tz = tz
        self.process = process; self.pid = pid; self.tid = tid; self.msg = msg
    }

    @inline(__always)
    private func get(_ slot: Int) -> Range<Int>? {
        let lower = bounds[2 * slot]
        return lower < 0 ? nil : Int(lower)..<Int(bounds[2 * slot + 1])
    }

    @inline(__always)
    private mutating func set(_ slot: Int, _ range: Range<Int>?) {
        if let range {
            bounds[2 * slot] = Int32(truncatingIfNeeded: range.lowerBound)
            bounds[2 * slot + 1] = Int32(truncatingIfNeeded: range.upperBound)
        } else {
            bounds[2 * slot] = -1
            bounds[2 * slot + 1] = -1
        }
    }

    var date: Range<Int>? { get { get(0) } set { set(0, newValue) } }
    var mon: Range<Int>? { get { get(1) } set { set(1, newValue) } }
    var day: Range<Int>? { get { get(2) } set { set(2, newValue) } }
    var time: Range<Int>? { get { get(3) } set { set(3, newValue) } }
    var tz: Range<Int>? { get { get(4) } set { set(4, newValue) } }
    var process: Range<Int>? { get { get(5) } set { set(5, newValue) } }
    var pid: Range<Int>? { get { get(6) } set { set(6, newValue) } }
    var tid: Range<Int>? { get { get(7) } set { set(7, newValue) } }
    var msg: Range<Int>? { get { get(8) } set { set(8, newValue) } }
}

/// Eight bytes of a fixed-width field as ``FastFormat/fixed(_:at:_:)`` tests them: the literal
/// bytes (`0` where a digit goes), little-endian, and 0xFF in each digit place.
struct FixedBytes: Equatable {
    let literal: UInt64
    let digitMask: UInt64

    /// `dddd-dd-`: a date's year and month.
    static let dateDashes = FixedBytes(literal: 0x2D30_302D_3030_3030, digitMask: 0x00FF_FF00_FFFF_FFFF)
    /// `dd dd:dd`: a date's day, the space, hours and minutes.
    static let dayAndHour = FixedBytes(literal: 0x3030_3A30_3020_3030, digitMask: 0xFFFF_00FF_FF00_FFFF)
    /// `dd:dd:dd`: a clock.
    static let clock = FixedBytes(literal: 0x3030_3A30_303A_3030, digitMask: 0xFFFF_00FF_FF00_FFFF)
    /// `d.dddddd`: a clock's last second digit and six fraction digits.
    static let microseconds = FixedBytes(literal: 0x3030_3030_3030_2E30, digitMask: 0xFFFF_FFFF_FFFF_00FF)

    /// The shape of `pattern`, eight bytes where `d` stands for a digit (the constants above are
    /// literals so that the hot path loads nothing; a test holds them equal to this).
    init(_ pattern: StaticString) {
        precondition(pattern.utf8CodeUnitCount == 8)
        var literal: UInt64 = 0, mask: UInt64 = 0
        for k in 0..<8 {
            let byte = pattern.utf8Start[k]
            if byte == 100 { literal |= 0x30 << UInt64(8 * k); mask |= 0xFF << UInt64(8 * k) } else { literal |= UInt64(byte) << UInt64(8 * k) }
        }
        self.literal = literal
        digitMask = mask
    }

    init(literal: UInt64, digitMask: UInt64) {
        self.literal = literal
        self.digitMask = digitMask
    }
}

/// What a hand-written parser says about a line: the regex's exact answer, or "ask the regex".
enum FastOutcome: Equatable {
    /// The pattern matches; the groups were written to the hit.
    case match
    /// The pattern cannot match.
    case noMatch
    /// The parser does not know: run the pattern.
    case unsure
}

/// The necessary conditions of ``FormatPrefilters``, by format.
enum Prefilter: Sendable {
    case logDefault, logSyslog, pymobiledevice3, xcodeNoDate, consoleApp
    case logPreamble, logHeader, logFooter, deviceStatus, syslogRepeat, debugger
    case flutter, appium, bracketClock, reactNative

    /// False when the pattern cannot match `b`.
    func mayMatch(_ b: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .logDefault: return FormatPrefilters.logDefault(b)
        case .logSyslog: return FormatPrefilters.logSyslog(b)
        case .pymobiledevice3: return FormatPrefilters.pymobiledevice3(b)
        case .xcodeNoDate: return FormatPrefilters.xcodeNoDate(b)
        case .consoleApp: return FormatPrefilters.consoleApp(b)
        case .logPreamble: return FormatPrefilters.logPreamble(b)
        case .logHeader: return FormatPrefilters.logHeader(b)
        case .logFooter: return FormatPrefilters.logFooter(b)
        case .deviceStatus: return FormatPrefilters.deviceStatus(b)
        case .syslogRepeat: return FormatPrefilters.syslogRepeat(b)
        case .debugger: return FormatPrefilters.debugger(b)
        case .flutter: return FormatPrefilters.flutter(b)
        case .appium: return FormatPrefilters.appium(b)
        case .bracketClock: return FormatPrefilters.bracketClock(b)
        case .reactNative: return FormatPrefilters.reactNative(b)
        }
    }
}

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

    @inline(__always) static func digit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    /// `\s`: HT, LF, VT, FF, CR, space.
    @inline(__always) static func space(_ b: UInt8) -> Bool { b == 32 || (b &- 9) < 5 }
    @inline(__always) static func lowerHex(_ b: UInt8) -> Bool { digit(b) || (b &- 97) < 6 }

    /// `.*$` from `from`: true when no LF follows (PCRE2's `.` stops at LF).
    @inline(__always)
    static func restHasNoNewline(_ b: UnsafeRawBufferPointer, from: Int) -> Bool {
        guard from < b.count, let base = b.baseAddress else { return true }
        return memchr(base + from, 10, b.count - from) == nil
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
        guard i > open + 1, i < n, b[i] == 58 else { return nil }
        let pid = open + 1..<i
        i += 1
        let tidStart = i
        if tidAllowsUpper {
            while i < n, digit(b[i]) || ((b[i] | 0x20) &- 97) < 6 || b[i] == 120 { i += 1 }    // [0-9a-fA-Fx]
        } else {
            while i < n, lowerHex(b[i]) { i += 1 }                          // [0-9a-f]
        }
        guard i > tidStart, i < n, b[i] == 93 else { return nil }
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
            if c == 91 || c == 93 { return i }
            i += 1
        }
        return nil
    }

    // MARK: log-compact

    /// `^date (?<time>\d{2}:\d{2}:\d{2}\.\d{3}) (?<level>Df|Db|Fa|In|[A-Z] ) (?<process>[^\[\]]+?)\[(?<pid>\d+):(?<tid>[0-9a-f]+)\] `
    /// `(?:\[(?<subsystem>[^\s:\]]+):(?<category>[^\s\]]*)\] |\((?<sender>[^()]*)\) )?(?<msg>.*)$`
    static func compact(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 28, dateAndClock(b), b[19] == 46, digit(b[20]), digit(b[21]), digit(b[22]), b[23] == 32, b[26] == 32 else { return .noMatch }
        let l0 = b[24], l1 = b[25]
        let levelOK = (l0 == 68 && (l1 == 102 || l1 == 98)) || (l0 == 70 && l1 == 97) || (l0 == 73 && l1 == 110)
            || ((l0 &- 65) < 26 && l1 == 32)
        guard levelOK else { return .noMatch }
        // The lazy process cannot pass a bracket, so it ends at the first one, which must be `[`.
        guard let open = firstBracket(b, from: 27), open > 27, b[open] == 91,
              let (pid, tid, after) = pidTid(b, open: open, tidAllowsUpper: false), after < n, b[after] == 32 else { return .noMatch }
        var msgStart = after + 1
        if msgStart < n, b[msgStart] == 91 {
            // `[subsystem:category] `: subsystem stops at the first space, `:` or `]` and must meet `:`.
            var i = msgStart + 1
            while i < n, !space(b[i]), b[i] != 58, b[i] != 93 { i += 1 }
            if i > msgStart + 1, i < n, b[i] == 58 {
                i += 1
                while i < n, !space(b[i]), b[i] != 93 { i += 1 }
                if i + 1 < n, b[i] == 93, b[i + 1] == 32 { msgStart = i + 2 }
            }
        } else if msgStart < n, b[msgStart] == 40 {
            var i = msgStart + 1
            while i < n, b[i] != 40, b[i] != 41 { i += 1 }
            if i + 1 < n, b[i] == 41, b[i + 1] == 32 { msgStart = i + 2 }
        }
        guard newlineFree || restHasNoNewline(b, from: msgStart) else { return .unsure }
        hit.date = 0..<10; hit.time = 11..<23; hit.process = 27..<open; hit.pid = pid; hit.tid = tid; hit.msg = msgStart..<n
        return .match
    }

    // MARK: xcode

    /// `^date (?<time>\d{2}:\d{2}:\d{2}\.\d{3,6})(?<tz>[+-]\d{4})? (?<process>[^\[\]]+?)\[(?<pid>\d+):(?<tid>[0-9a-fA-Fx]+)\]`
    /// `(?: \[(?<subsystem>[^\s:\]]*):?(?<category>[^\s\]]*)\])?(?: (?<msg>.*))?$`
    static func xcode(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 24, dateAndClock(b), b[19] == 46 else { return .noMatch }
        var j = 20
        while j < n, j < 27, digit(b[j]) { j += 1 }
        let digits = j - 20
        // Seven or more digits: neither `[+-]` nor a space can follow six of them.
        guard digits >= 3, digits <= 6, j < n else { return .noMatch }
        let time = 11..<j
        var tz: Range<Int>?
        var k: Int
        if (b[j] == 43 || b[j] == 45), j + 5 < n, digit(b[j + 1]), digit(b[j + 2]), digit(b[j + 3]), digit(b[j + 4]), b[j + 5] == 32 {
            tz = j..<j + 5
            k = j + 6
        } else if b[j] == 32 {
            k = j + 1
        } else {
            return .noMatch
        }
        guard let open = firstBracket(b, from: k), open > k, b[open] == 91,
              let (pid, tid, e) = pidTid(b, open: open, tidAllowsUpper: true) else { return .noMatch }
        var msg: Range<Int>?
        var decided = false
        // The optional ` [subsystem:category]`: its `]` is the first space or `]` after `[`.
        if e + 1 < n, b[e] == 32, b[e + 1] == 91 {
            var f = e + 2
            while f < n, !space(b[f]), b[f] != 93 { f += 1 }
            if f < n, b[f] == 93 {
                let g = f + 1
                if g == n { decided = true }
                else if b[g] == 32 { msg = g + 1..<n; decided = true }
            }
        }
        if !decided {
            if e == n { msg = nil }
            else if b[e] == 32 { msg = e + 1..<n }
            else { return .noMatch }
        }
        if !newlineFree, let msg, !restHasNoNewline(b, from: msg.lowerBound) { return .unsure }
        hit.date = 0..<10; hit.time = time; hit.tz = tz; hit.process = k..<open; hit.pid = pid; hit.tid = tid; hit.msg = msg
        return .match
    }

    // MARK: syslog

    /// `^(?<mon>Jan|…|Dec) {1,2}(?<day>\d{1,2}) (?<time>\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?) (?:(?<host>[^\s\[\]()]*) )?`
    /// `(?<process>[^\[\]]+?)(?:\((?<sender>[^()\[\]]*)\))?\[(?<pid>\d+)\](?: <(?<level>[A-Za-z]+)>)?: ?(?<msg>.*)$`
    static func syslog(_ b: UnsafeRawBufferPointer, into hit: inout FormatHit, newlineFree: Bool = false) -> FastOutcome {
        let n = b.count
        guard n >= 20, RecordParser.month(b, 0..<3) != nil, b[3] == 32 else { return .noMatch }
        let i = b[4] == 32 ? 5 : 4
        guard i < n, digit(b[i]) else { return .noMatch }
        var t: Int
        if i + 1 < n, digit(b[i + 1]) {
            guard i + 2 < n, b[i + 2] == 32 else { return .noMatch }
            t = i + 3
        } else {
            guard i + 1 < n, b[i + 1] == 32 else { return .noMatch }
            t = i + 2
        }
        let day = i..<t - 1
        guard clock(b, at: t), t + 8 < n else { return .noMatch }
        var h: Int
        let time: Range<Int>
        if b[t + 8] == 46 {
            var j = t + 9
            while j < n, j < t + 16, digit(b[j]) { j += 1 }
            let digits = j - (t + 9)
            guard digits >= 1, digits <= 6, j < n, b[j] == 32 else { return .noMatch }
            time = t..<j
            h = j + 1
        } else if b[t + 8] == 32 {
            time = t..<t + 8
            h = t + 9
        } else {
            return .noMatch
        }
        // The process segment ends at the first bracket, which must be `[`.
        guard let open = firstBracket(b, from: h), b[open] == 91 else { return .noMatch }
        var r = open + 1
        while r < n, digit(b[r]) { r += 1 }
        guard r > open + 1, r < n, b[r] == 93 else { return .noMatch }
        // `(?: <level>)?: ?`
        var m = r + 1
        if m < n, b[m] == 58 {
            m += 1
        } else if m + 1 < n, b[m] == 32, b[m + 1] == 60 {
            var q = m + 2
            while q < n, (b[q] | 0x20) &- 97 < 26 { q += 1 }
            guard q > m + 2, q + 1 < n, b[q] == 62, b[q + 1] == 58 else { return .noMatch }
            m = q + 2
        } else {
            return .noMatch
        }
        if m < n, b[m] == 32 { m += 1 }
        // Host: the longest run without space, brackets or parentheses, taken only when a space follows.
        var hostEnd = h
        while hostEnd < n {
            let c = b[hostEnd]
            if space(c) || c == 91 || c == 93 || c == 40 || c == 41 { break }
            hostEnd += 1
        }
        var ps = h
        if hostEnd < n, b[hostEnd] == 32, hostEnd + 1 < open { ps = hostEnd + 1 }
        guard open > ps else { return .noMatch }
        // Lazy process: it stops before a `(sender)` that runs up to the `[`, when there is one.
        var processEnd = open
        if b[open - 1] == 41 {
            var o = open - 2
            while o >= ps, b[o] != 40, b[o] != 41 { o -= 1 }
            if o > ps, b[o] == 40 { processEnd = o }
        }
        guard newlineFree || restHasNoNewline(b, from: m) else { return .unsure }
        hit.mon = 0..<3; hit.day = day; hit.time = time; hit.process = ps..<processEnd; hit.pid = open + 1..<r; hit.msg = m..<n
        return .match
    }
}

/// Necessary conditions for the built-in patterns that have no hand parser. Each returns false
/// only when its pattern cannot match the line.
enum FormatPrefilters {
    @inline(__always)
    static func starts(_ b: UnsafeRawBufferPointer, _ prefix: StaticString) -> Bool { ByteText.hasPrefix(b, at: 0, prefix) }

    /// `\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{4}` and the index after it.
    static func microsecondZone(_ b: UnsafeRawBufferPointer) -> Int? {
        guard b.count >= 32, FastFormat.dateAndClock(b), FastFormat.fixed(b.baseAddress!, at: 18, FixedBytes.microseconds),
              b[26] == 43 || b[26] == 45,
              FastFormat.digit(b[27]), FastFormat.digit(b[28]), FastFormat.digit(b[29]), FastFormat.digit(b[30]) else { return nil }
        return 31
    }

    /// log-default: ` +0x` follows the zone.
    static func logDefault(_ b: UnsafeRawBufferPointer) -> Bool {
        guard var i = microsecondZone(b), b[i] == 32 else { return false }
        while i < b.count, b[i] == 32 { i += 1 }
        return i + 1 < b.count && b[i] == 48 && b[i + 1] == 120
    }

    /// log-syslog: ` +host ` follows the zone (a host without spaces or brackets, then one space).
    static func logSyslog(_ b: UnsafeRawBufferPointer) -> Bool {
        guard var i = microsecondZone(b), b[i] == 32 else { return false }
        while i < b.count, b[i] == 32 { i += 1 }
        let start = i
        while i < b.count, !FastFormat.space(b[i]), b[i] != 91, b[i] != 93 { i += 1 }
        return i > start && i < b.count && b[i] == 32
    }

    /// pymobiledevice3: the clock (and up to six fraction digits) is followed by a space, and the
    /// process by `{`; the process cannot contain brackets or braces.
    static func pymobiledevice3(_ b: UnsafeRawBufferPointer) -> Bool {
        guard FastFormat.dateAndClock(b) else { return false }
        var i = 19
        if i < b.count, b[i] == 46 {
            i += 1
            while i < b.count, i < 26, FastFormat.digit(b[i]) { i += 1 }
            guard i > 20 else { return false }
        }
        guard i < b.count, b[i] == 32 else { return false }
        i += 1
        while i < b.count {
            let c = b[i]
            if c == 123 { return true }
            if c == 91 || c == 93 || c == 125 { return false }
            i += 1
        }
        return false
    }

    /// xcode-no-date: `[A-Za-z0-9_]` then no `[`, `]` or `:` before the `[` of `[pid:tid]`.
    static func xcodeNoDate(_ b: UnsafeRawBufferPointer) -> Bool {
        var i = 1
        while i < b.count {
            let c = b[i]
            if c == 91 { return i + 1 < b.count && FastFormat.digit(b[i + 1]) }
            if c == 93 || c == 58 { return false }
            i += 1
        }
        return false
    }

    /// console-app: fields are separated by tabs.
    static func consoleApp(_ b: UnsafeRawBufferPointer) -> Bool {
        guard let base = b.baseAddress, b.count > 0 else { return false }
        return memchr(base, 9, b.count) != nil
    }

    static func logPreamble(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "Filtering the log data using \"") || starts(b, "Skipping ")
    }
    static func logHeader(_ b: UnsafeRawBufferPointer) -> Bool { starts(b, "Timestamp ") }
    static func logFooter(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "--------------------") || starts(b, "Log ") || starts(b, "Activity - Create: ")
    }
    static func deviceStatus(_ b: UnsafeRawBufferPointer) -> Bool { starts(b, "[connected") || starts(b, "[disconnected") }
    /// syslog-repeat: ends with `---` and optional whitespace.
    static func syslogRepeat(_ b: UnsafeRawBufferPointer) -> Bool {
        var end = b.count
        while end > 0, FastFormat.space(b[end - 1]) { end -= 1 }
        return end >= 3 && b[end - 1] == 45 && b[end - 2] == 45 && b[end - 3] == 45
    }
    static func debugger(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "Message from debugger: ") || starts(b, "(lldb)") || starts(b, "(gdb)") || starts(b, "Current language: ")
            || starts(b, "Error from getpwuid_r") || starts(b, "getpwuid_r")
    }
    static func flutter(_ b: UnsafeRawBufferPointer) -> Bool { starts(b, "flutter: ") }
    static func appium(_ b: UnsafeRawBufferPointer) -> Bool { starts(b, "info: [IOS_SYSLOG_ROW") }
    /// ci-job and time-tag: `[HH:MM:SS]`.
    static func bracketClock(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count >= 10 && b[0] == 91 && FastFormat.clock(b, at: 1) && b[9] == 93
    }
    /// react-native: ` ` then `(` or an upper-case level word.
    static func reactNative(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count >= 4 && b[0] == 32 && (b[1] == 40 || ByteText.isUpper(b[1]))
    }
}
