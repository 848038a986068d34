import TraceParser

/// Log times as reports print them (`2024-03-05T16:40:06.306`, optionally `+08:00`), read back
/// as seconds of the log's wall clock, so they compare as the logs print them. The UTC offset is
/// ignored: a log's times are compared with each other and with `--since`/`--until` in the
/// clock the device showed. Times without a date do not compare with anything and read as nil.
public enum WallClock {
    /// Seconds since 1970-01-01T00:00:00 of the wall clock, or nil when `text` has no date.
    /// Takes `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, `…:SS`, `…:SS.fff` (a space may replace `T`).
    public static func seconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0, 4), bytes.count >= 10, bytes[4] == 45, let month = number(5, 2), bytes[7] == 45,
              let day = number(8, 2), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = Double(LogTime.days(year: year, month: month, day: day)) * 86400
        guard bytes.count > 10 else { return seconds }
        guard bytes[10] == 84 || bytes[10] == 32, let hour = number(11, 2), bytes.count >= 16, bytes[13] == 58,
              let minute = number(14, 2), hour < 24, minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        var index = 16
        if index < bytes.count, bytes[index] == 58 {
            guard let second = number(17, 2), second < 61 else { return nil }
            seconds += Double(second)
            index = 19
            if index < bytes.count, bytes[index] == 46 {
                var scale = 0.1
                index += 1
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    seconds += Double(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        // What may follow is a UTC offset (`Z`, `+08:00`, `-0800`), which the wall clock ignores.
        guard index == bytes.count || [43, 45, 90].contains(bytes[index]) else { return nil }
        return seconds
    }
}
