#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognises a record that a second logging sink printed again: an app that logs through two
/// loggers at once sees every message twice in one console, each time in its sink's shape. The
/// common case is CocoaLumberjack's ASL (or os_log) logger beside its TTY logger (CocoaLumberjack#765:
/// since iOS 10 "using two loggers (ASL and TTY) results in duplicated log messages in the Xcode
/// console"), the first copy with NSLog's header and the second bare; CleanroomLogger's ASL and
/// standard-output recorders print the same pair (CleanroomLogger#63). Read as two calls, each
/// callback of a clean push and pop was a double callback, an error.
///
/// A copy is a record right after one with the same message (blanks around it aside) in another
/// format, in the same launch segment, of the same pid when both print one, printed within 0.1 s
/// when both print a time. One printer's identical lines, in one format, stay two calls: that is
/// the double-callback bug. A copy is never the original of the next record: with two sinks a real
/// second call prints its own pair (header, bare, header, bare), which must stay two calls.
final class SecondSinkFilter {
    /// The longest message compared: a longer one is never taken for a copy.
    static let longestMessage = 1024

    /// The message of the record last asked about, `previousCount` bytes.
    private let previous = UnsafeMutableRawPointer.allocate(byteCount: SecondSinkFilter.longestMessage, alignment: 8)
    private var previousCount = 0
    private var previousLine = Int.min
    private var previousFormat = 0
    private var previousTime: LogTime?
    private var previousPid: Int?
    private var previousSegment: Int32 = 0

    init() {}

    deinit { previous.deallocate() }

    /// True when `parsed`, a record whose message may hold an event, printed at `time`, is the copy
    /// of the record on the line before it; if not, it is the record the next one is compared with.
    func isCopy(_ parsed: ParsedLine, time: LogTime?) -> Bool {
        let message = Self.trimmed(parsed.message)
        let format = Self.formatKey(parsed)
        let isCopy = parsed.line == previousLine &+ 1 && message.count == previousCount && format != previousFormat
            && parsed.segment == previousSegment && (parsed.pid == nil || previousPid == nil || parsed.pid == previousPid)
            && (message.isEmpty || memcmp(message.baseAddress!, previous, message.count) == 0)
            && Self.printedAtOnce(time, previousTime)
        let kept = !isCopy && message.count <= Self.longestMessage
        if kept, let base = message.baseAddress { previous.copyMemory(from: base, byteCount: message.count) }
        previousCount = kept ? message.count : 0
        previousLine = kept ? parsed.line : Int.min
        previousFormat = format
        previousTime = time
        previousPid = parsed.pid
        previousSegment = parsed.segment
        return isCopy
    }

    /// Within 0.1 s, or no time on one of them. A time without a date is compared by its time of day.
    private static func printedAtOnce(_ a: LogTime?, _ b: LogTime?) -> Bool {
        guard let a, let b else { return true }
        var apart = abs(a.seconds - b.seconds)
        if !a.hasDate || !b.hasDate {
            apart = apart.truncatingRemainder(dividingBy: 86_400)
            apart = min(apart, 86_400 - apart)
        }
        return apart <= 0.1
    }

    /// The catalogue's index of the record's format; the pseudo-formats (bare, JSON) below zero.
    private static func formatKey(_ parsed: ParsedLine) -> Int {
        if parsed.formatIndex >= 0 { return parsed.formatIndex }
        return -1 - (FormatCatalog.pseudoFormats.firstIndex { $0.name == parsed.format } ?? FormatCatalog.pseudoFormats.count)
    }

    private static func trimmed(_ m: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        var start = 0
        while start < m.count, ByteText.isSpace(m[start]) { start += 1 }
        return ByteText.withoutTrailingBlanks(UnsafeRawBufferPointer(rebasing: m[start...]))
    }
}
