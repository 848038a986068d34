import Foundation

/// A point in log time. Seconds are counted in the wall-clock time the log printed (not
/// converted to UTC), which is all a per-session grace period needs; the zone is kept for display.
public struct LogTime: Comparable, Hashable, Sendable {
    /// Seconds since 1970-01-01 00:00:00 in the log's own wall-clock time.
    public var seconds: Double
    /// Digits of the fraction the log printed (0, 3 or 6).
    public var fractionDigits: Int
    /// UTC offset in minutes, when the line printed one.
    public var utcOffsetMinutes: Int?
    /// False for time-only formats (Console.app copies, wrapper prefixes).
    public var hasDate: Bool

    /// A time from its parts.
    public init(seconds: Double, fractionDigits: Int = 0, utcOffsetMinutes: Int? = nil, hasDate: Bool = true) {
        self.seconds = seconds
        self.fractionDigits = fractionDigits
        self.utcOffsetMinutes = utcOffsetMinutes
        self.hasDate = hasDate
    }

    public static func < (lhs: LogTime, rhs: LogTime) -> Bool { lhs.seconds < rhs.seconds }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// `2017-05-12T10:23:45.123+08:00`-style text (date omitted for time-only formats). Written
    /// digit by digit: `events` formats one per event, and String(format:) is slow on Linux.
    public var iso8601: String {
        let whole = seconds.rounded(.down)
        var days = Int(whole / 86400)
        var secondOfDay = Int(whole) - days * 86400
        if secondOfDay < 0 { secondOfDay += 86400; days -= 1 }
        let (year, month, day) = LogTime.civil(fromDays: days)
        let fractionDigits = max(0, self.fractionDigits)
        // Written straight into the string's storage: an array and its copy into a String
        // cost more than the digits (reports render a time per finding).
        return String(unsafeUninitializedCapacity: 32 + fractionDigits) { text in
            var count = 0
            func put(_ byte: UInt8) { text[count] = byte; count += 1 }
            func digits(_ value: Int, _ width: Int) {
                var rest = abs(value)
                var index = count + width - 1
                while index >= count {
                    text[index] = ASCII.digit0 + UInt8(rest % 10)
                    rest /= 10
                    index -= 1
                }
                count += width
            }
            if hasDate {
                digits(year, 4); put(ASCII.minus); digits(month, 2); put(ASCII.minus); digits(day, 2); put(ASCII.T)
            }
            digits(secondOfDay / 3600, 2); put(ASCII.colon); digits(secondOfDay / 60 % 60, 2); put(ASCII.colon); digits(secondOfDay % 60, 2)
            if fractionDigits > 0 {
                var scale = 1
                for _ in 0..<fractionDigits { scale *= 10 }
                let fraction = Int(((seconds - whole) * Double(scale)).rounded())
                put(ASCII.period)
                digits(min(fraction, scale - 1), fractionDigits)
            }
            if let offset = utcOffsetMinutes {
                put(offset < 0 ? ASCII.minus : ASCII.plus)
                digits(abs(offset) / 60, 2); put(ASCII.colon); digits(abs(offset) % 60, 2)
            }
            return count
        }
    }

    static func civil(fromDays z: Int) -> (Int, Int, Int) {
        let z = z + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
