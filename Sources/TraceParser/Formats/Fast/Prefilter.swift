#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The necessary conditions of ``FormatPrefilters``, by format.
enum Prefilter: Sendable {
    case logDefault, logSyslog, pymobiledevice3, xcodeNoDate, bracketPid, consoleApp
    case logPreamble, logHeader, logFooter, deviceStatus, syslogRepeat, debugger, shellCommand, xcodeMetadata, sanitizer, xctest, swiftTesting
    case flutter, flutterVerbose, appium, bracketClock, reactNative, pastedPrefix, levelClock, fastlane, grepPrefix, rctLog, loggerClock, actionsStamp
    case clockProcess, numberedLine, fridaTrace, lumberjackClock, zonedStamp, xctestBarrier

    /// False when the pattern cannot match `b`.
    func mayMatch(_ b: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .logDefault: return FormatPrefilters.logDefault(b)
        case .logSyslog: return FormatPrefilters.logSyslog(b)
        case .pymobiledevice3: return FormatPrefilters.pymobiledevice3(b)
        case .xcodeNoDate: return FormatPrefilters.xcodeNoDate(b)
        case .bracketPid: return FormatPrefilters.bracketPid(b)
        case .consoleApp: return FormatPrefilters.consoleApp(b)
        case .logPreamble: return FormatPrefilters.logPreamble(b)
        case .logHeader: return FormatPrefilters.logHeader(b)
        case .logFooter: return FormatPrefilters.logFooter(b)
        case .deviceStatus: return FormatPrefilters.deviceStatus(b)
        case .syslogRepeat: return FormatPrefilters.syslogRepeat(b)
        case .debugger: return FormatPrefilters.debugger(b)
        case .shellCommand: return FormatPrefilters.starts(b, "$ ")
        case .xcodeMetadata: return FormatPrefilters.starts(b, "Type: ")
        case .sanitizer: return FormatPrefilters.sanitizer(b)
        case .xctest: return FormatPrefilters.starts(b, "Test Case '") || FormatPrefilters.starts(b, "Test case '")
            || FormatPrefilters.starts(b, "Test Suite '") || FormatPrefilters.starts(b, "Executed ")
        // The symbol's first byte: U+2000-U+2FFF (◇ ✔ ✘ ⚠ ↳) or a private-use SF Symbols character.
        case .swiftTesting: return b.count > 5 && (b[0] == 0xE2 || b[0] == 0xF4)
        case .flutter: return FormatPrefilters.flutter(b)
        case .flutterVerbose: return FormatPrefilters.flutterVerbose(b)
        case .appium: return FormatPrefilters.appium(b)
        case .bracketClock: return FormatPrefilters.bracketClock(b)
        case .reactNative: return FormatPrefilters.reactNative(b)
        case .pastedPrefix: return FormatPrefilters.pastedPrefix(b)
        case .levelClock: return FormatPrefilters.levelClock(b)
        case .fastlane: return FormatPrefilters.fastlane(b)
        case .grepPrefix: return FormatPrefilters.grepPrefix(b)
        case .rctLog: return FormatPrefilters.rctLog(b)
        case .loggerClock: return FormatPrefilters.loggerClock(b)
        case .actionsStamp: return FormatPrefilters.actionsStamp(b)
        case .clockProcess: return FormatPrefilters.clockProcess(b)
        case .numberedLine: return FormatPrefilters.numberedLine(b)
        case .fridaTrace: return FormatPrefilters.fridaTrace(b)
        case .lumberjackClock: return FormatPrefilters.lumberjackClock(b)
        case .zonedStamp: return FormatPrefilters.zonedStamp(b)
        case .xctestBarrier: return FormatPrefilters.starts(b, "XCTestOutputBarrier")
        }
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
              b[26] == ASCII.plus || b[26] == ASCII.minus,
              FastFormat.digit(b[27]), FastFormat.digit(b[28]), FastFormat.digit(b[29]), FastFormat.digit(b[30]) else { return nil }
        return microsecondZoneEnd
    }

    /// Where the zone of ``microsecondZone(_:)`` ends: the two prefilters below test what
    /// follows it first, since that is where the NSLog lines they see on every line differ.
    static let microsecondZoneEnd = 31

    /// log-default: ` +0x` follows the zone.
    static func logDefault(_ b: UnsafeRawBufferPointer) -> Bool {
        var i = microsecondZoneEnd
        guard i < b.count, b[i] == ASCII.space else { return false }
        while i < b.count, b[i] == ASCII.space { i += 1 }
        return i + 1 < b.count && b[i] == ASCII.digit0 && b[i + 1] == ASCII.x && microsecondZone(b) != nil
    }

    /// log-syslog: ` +host ` follows the zone (a host without spaces or brackets, then one space).
    static func logSyslog(_ b: UnsafeRawBufferPointer) -> Bool {
        var i = microsecondZoneEnd
        guard i < b.count, b[i] == ASCII.space else { return false }
        while i < b.count, b[i] == ASCII.space { i += 1 }
        let start = i
        while i < b.count, !FastFormat.space(b[i]), b[i] != ASCII.leftBracket, b[i] != ASCII.rightBracket { i += 1 }
        return i > start && i < b.count && b[i] == ASCII.space && microsecondZone(b) != nil
    }

    /// pymobiledevice3: the clock (and up to six fraction digits) is followed by a space, and the
    /// process by `{`; the process cannot contain brackets or braces.
    static func pymobiledevice3(_ b: UnsafeRawBufferPointer) -> Bool {
        guard FastFormat.dateAndClock(b) else { return false }
        var i = 19
        if i < b.count, b[i] == ASCII.period {
            i += 1
            while i < b.count, i < 26, FastFormat.digit(b[i]) { i += 1 }
            guard i > 20 else { return false }
        }
        guard i < b.count, b[i] == ASCII.space else { return false }
        i += 1
        while i < b.count {
            let c = b[i]
            if c == ASCII.leftBrace { return true }
            if c == ASCII.leftBracket || c == ASCII.rightBracket || c == ASCII.rightBrace { return false }
            i += 1
        }
        return false
    }

    /// xcode-no-date: `[A-Za-z0-9_]` then no `[`, `]` or `:` before the `[` of `[pid:tid]`.
    static func xcodeNoDate(_ b: UnsafeRawBufferPointer) -> Bool {
        var i = 1
        while i < b.count {
            let c = b[i]
            if c == ASCII.leftBracket { return i + 1 < b.count && FastFormat.digit(b[i + 1]) }
            if c == ASCII.rightBracket || c == ASCII.colon { return false }
            i += 1
        }
        return false
    }

    /// bracket-pid: `[` then a digit.
    static func bracketPid(_ b: UnsafeRawBufferPointer) -> Bool { b.count >= 5 && b[0] == ASCII.leftBracket && FastFormat.digit(b[1]) }

    /// console-app: fields are separated by tabs.
    static func consoleApp(_ b: UnsafeRawBufferPointer) -> Bool {
        guard let base = b.baseAddress, b.count > 0 else { return false }
        return memchr(base, Int32(ASCII.tab), b.count) != nil
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
        return end >= 3 && b[end - 1] == ASCII.minus && b[end - 2] == ASCII.minus && b[end - 3] == ASCII.minus
    }
    static func debugger(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "Message from debugger: ") || starts(b, "Program ended with exit code: ") || starts(b, "(lldb)") || starts(b, "(gdb)") || starts(b, "Current language: ")
            || starts(b, "Error from getpwuid_r") || starts(b, "getpwuid_r") || starts(b, "Breakpoint ") || starts(b, "Setting a breakpoint at ")
    }
    static func sanitizer(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "SUMMARY: ") || starts(b, "WARNING: ThreadSanitizer") || starts(b, "==") || starts(b, "ThreadSanitizer ")
            || starts(b, "AddressSanitizer ")
    }
    static func flutter(_ b: UnsafeRawBufferPointer) -> Bool { starts(b, "flutter: ") }
    /// appium: the wrapper at the start, or after Appium 1.5's own `2016-04-28 05:30:31:009 - ` (26 bytes).
    static func appium(_ b: UnsafeRawBufferPointer) -> Bool {
        starts(b, "info: [IOS_SYSLOG_ROW")
            || (b.count > 47 && ByteText.isDigit(b[0]) && ByteText.hasPrefix(b, at: 26, "info: [IOS_SYSLOG_ROW"))
    }
    /// dotnet-console: a four-letter level, `: [`, a digit.
    static func levelClock(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count > 8 && b[4] == ASCII.colon && b[5] == ASCII.space && b[6] == ASCII.leftBracket && ByteText.isDigit(b[7])
    }
    /// fastlane: an optional level word and a blank, then `[` and a digit.
    static func fastlane(_ b: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < 6, i < b.count, ByteText.isUpper(b[i]) { i += 1 }
        if i > 0 {
            guard i < b.count, b[i] == ASCII.space else { return false }
            i += 1
        }
        return i + 11 < b.count && b[i] == ASCII.leftBracket && ByteText.isDigit(b[i + 1])
    }
    /// flutter-verbose: `[`, blanks, optionally `+N ms`, blanks, `] `.
    static func flutterVerbose(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count >= 4, b[0] == ASCII.leftBracket else { return false }
        var i = 1
        while i < b.count, b[i] == ASCII.space { i += 1 }
        if i < b.count, b[i] == ASCII.plus {
            i += 1
            let digits = i
            while i < b.count, ByteText.isDigit(b[i]) { i += 1 }
            guard i > digits, i + 2 < b.count, b[i] == ASCII.space, b[i + 1] == ASCII.m, b[i + 2] == ASCII.s else { return false }
            i += 3
            while i < b.count, b[i] == ASCII.space { i += 1 }
        }
        return i + 1 < b.count && b[i] == ASCII.rightBracket && b[i + 1] == ASCII.space
    }
    /// ci-job and time-tag: `[HH:MM:SS]`.
    static func bracketClock(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count >= 10 && b[0] == ASCII.leftBracket && FastFormat.clock(b, at: 1) && b[9] == ASCII.rightBracket
    }
    /// xcode-clock: `HH:MM:SS` first, then a blank or a fraction.
    static func clockProcess(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count > 12 && b[2] == ASCII.colon && FastFormat.clock(b, at: 0) && (b[8] == ASCII.space || b[8] == ASCII.period)
    }
    /// frida-trace: blanks, then digits and ` ms `, `/* TID` or its banner.
    static func fridaTrace(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count > 8, b[0] == ASCII.space || ByteText.isDigit(b[0]) || b[0] == ASCII.S || b[0] == ASCII.slash else { return false }
        if b[0] == ASCII.S { return starts(b, "Started tracing ") }
        var i = 0
        while i < b.count, b[i] == ASCII.space { i += 1 }
        if i + 6 < b.count, b[i] == ASCII.slash, b[i + 1] == ASCII.asterisk { return true }
        let digits = i
        while i < b.count, ByteText.isDigit(b[i]) { i += 1 }
        return i > digits && ByteText.hasPrefix(b, at: i, " ms ")
    }
    /// numbered-line: blanks, digits, a blank, then the first byte of a date or a month name.
    static func numberedLine(_ b: UnsafeRawBufferPointer) -> Bool {
        // Most lines that reach this test are dated records, whose fifth byte is the date's `-`.
        guard b.count > 10, b[4] != ASCII.minus, ByteText.isDigit(b[0]) || b[0] == ASCII.space else { return false }
        var i = 0
        while i < b.count, b[i] == ASCII.space { i += 1 }
        let digits = i
        while i < b.count, ByteText.isDigit(b[i]) { i += 1 }
        guard i > digits, i < b.count, b[i] == ASCII.space || b[i] == ASCII.tab else { return false }
        while i < b.count, b[i] == ASCII.space || b[i] == ASCII.tab { i += 1 }
        guard i + 8 < b.count else { return false }
        return ByteText.isDigit(b[i]) ? b[i + 4] == ASCII.minus : RecordParser.month(b, i..<(i + 3)) != nil
    }
    /// pasted-prefix: `>`, `//` or one to three back-ticks, an optional blank, then the first byte of
    /// a date or a month name.
    static func pastedPrefix(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count > 2 else { return false }
        var i = b[0] == ASCII.greaterThan ? 1 : b[0] == ASCII.slash && b[1] == ASCII.slash ? 2 : 0
        while i < 3, i < b.count, b[i] == ASCII.backtick { i += 1 }
        guard i > 0, i < b.count else { return false }
        if b[i] == ASCII.space { i += 1 }
        guard i < b.count else { return false }
        switch b[i] {
        case ASCII.digit0...ASCII.digit9, ASCII.J, ASCII.F, ASCII.M, ASCII.A, ASCII.S, ASCII.O, ASCII.N, ASCII.D: return true
        default: return false
        }
    }

    /// grep-prefix: text without blanks up to the first `:` (a line number, or a file name, then maybe
    /// `LINE:`), then the first byte of a date or a month. Any line may start with a file name, so
    /// this must reject a dated record at its first blank.
    static func grepPrefix(_ b: UnsafeRawBufferPointer) -> Bool {
        // Most lines that reach this test are dated records (`2024-03-05 10:…`, `Mar  5 10:…`): a
        // blank before any colon rules them out, and theirs sits at a known place.
        if b.count > 10, b[3] == ASCII.space || (b[4] == ASCII.minus && b[10] == ASCII.space) { return false }
        var i = 0
        while i < b.count, b[i] != ASCII.colon {
            if b[i] == ASCII.space || b[i] == ASCII.tab { return false }
            i += 1
        }
        guard i > 0 else { return false }
        i += 1
        var digits = i
        while digits < b.count, ByteText.isDigit(b[digits]) { digits += 1 }
        if digits > i, digits < b.count, b[digits] == ASCII.colon { i = digits + 1 }
        guard i + 8 < b.count else { return false }
        return ByteText.isDigit(b[i]) ? b[i + 4] == ASCII.minus : RecordParser.month(b, i..<(i + 3)) != nil
    }

    /// rctlog: `[` and a level's first letter, at the start or after a time with milliseconds.
    /// logger-time: `YYYY-MM-DD HH:MM:SS.fff` (three to six digits) in brackets and a blank, or
    /// followed by a blank and `[`; an NSLog record's process name after its time fails here.
    static func loggerClock(_ b: UnsafeRawBufferPointer) -> Bool {
        let i = b.first == ASCII.leftBracket ? 1 : 0
        guard b.count >= i + 25, ByteText.isDigit(b[i]),
              FastFormat.dateAndClock(UnsafeRawBufferPointer(rebasing: b[i...])), b[i + 19] == ASCII.period else { return false }
        var end = i + 20
        while end < b.count, end < i + 26, ByteText.isDigit(b[end]) { end += 1 }
        guard end - (i + 20) >= 3, end + 1 < b.count else { return false }
        return i == 1 ? b[end] == ASCII.rightBracket && b[end + 1] == ASCII.space
                      : b[end] == ASCII.space && b[end + 1] == ASCII.leftBracket
    }
    /// lumberjack-file: `YYYY/MM/DD HH:MM:SS:mmm ` (or with dashes): a colon before the milliseconds.
    static func lumberjackClock(_ b: UnsafeRawBufferPointer) -> Bool {
        // The colon before the milliseconds first: every other dated line has a period or a blank there.
        guard b.count > 24, b[19] == ASCII.colon, b[23] == ASCII.space, ByteText.isDigit(b[0]), b[4] == ASCII.slash || b[4] == ASCII.minus,
              b[7] == b[4], b[10] == ASCII.space, FastFormat.clock(b, at: 11) else { return false }
        return ByteText.isDigit(b[20]) && ByteText.isDigit(b[21]) && ByteText.isDigit(b[22])
    }
    /// xcode-stamp: `HH:MM:SS.ffffff±hhmm ` (six digits, a zone), after `YYYY-MM-DD ` or at the start,
    /// then no letter (NSLog's process name), digit (`log`'s thread `0x…`, a frame's number), `#` or
    /// `$` (a prompt), nor a process with its pid before the first bracket (`🚀App[1:2]`): the stamps
    /// of NSLog and `log show`, whose lines are many and may be left unread, fail at the first byte
    /// after the stamp.
    static func zonedStamp(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count > 21, ByteText.isDigit(b[0]) else { return false }
        let clock = b[4] == ASCII.minus ? 11 : 0
        guard b.count > clock + 21, b[clock + 20] == ASCII.space, b[clock + 15] == ASCII.plus || b[clock + 15] == ASCII.minus else { return false }
        var i = clock + 21
        while i < b.count, b[i] == ASCII.space { i += 1 }
        guard i < b.count, !ByteText.isUpper(b[i]), !ByteText.isLower(b[i]), !ByteText.isDigit(b[i]), b[i] != ASCII.hash, b[i] != ASCII.dollar,
              clock == 0 || FastFormat.dateAndClock(b), FastFormat.clock(b, at: clock), b[clock + 8] == ASCII.period,
              (clock + 9..<clock + 15).allSatisfy({ ByteText.isDigit(b[$0]) }), (clock + 16..<clock + 20).allSatisfy({ ByteText.isDigit(b[$0]) }) else { return false }
        // The first bracket: `[` and digits then `:` or `]` is a pid.
        while i < b.count, b[i] != ASCII.leftBracket, b[i] != ASCII.rightBracket { i += 1 }
        guard i + 2 < b.count, b[i] == ASCII.leftBracket, ByteText.isDigit(b[i + 1]) else { return true }
        i += 1
        while i < b.count, ByteText.isDigit(b[i]) { i += 1 }
        return !(i < b.count && (b[i] == ASCII.colon || b[i] == ASCII.rightBracket))
    }
    /// github-actions: `YYYY-MM-DDTHH:MM:SS`, then `Z ` or a fraction of one to seven digits and `Z `.
    static func actionsStamp(_ b: UnsafeRawBufferPointer) -> Bool {
        guard b.count > 21, ByteText.isDigit(b[0]), b[4] == ASCII.minus, b[10] == ASCII.T, FastFormat.clock(b, at: 11) else { return false }
        var end = 19
        if b[end] == ASCII.period {
            end += 1
            while end < b.count, end < 28, ByteText.isDigit(b[end]) { end += 1 }
            guard end > 20 else { return false }
        }
        return end + 1 < b.count && b[end] == ASCII.Z && b[end + 1] == ASCII.space
    }
    static func rctLog(_ b: UnsafeRawBufferPointer) -> Bool {
        let i = b.count > 24 && ByteText.isDigit(b[0]) && b[23] == ASCII.space ? 24 : 0
        guard i + 12 < b.count, b[i] == ASCII.leftBracket else { return false }
        switch b[i + 1] {
        case ASCII.t, ASCII.i, ASCII.w, ASCII.e, ASCII.f: return true
        default: return false
        }
    }

    /// react-native: ` ` then `(` or an upper-case level word.
    static func reactNative(_ b: UnsafeRawBufferPointer) -> Bool {
        b.count >= 4 && b[0] == ASCII.space && (b[1] == ASCII.leftParenthesis || ByteText.isUpper(b[1]))
    }
}
