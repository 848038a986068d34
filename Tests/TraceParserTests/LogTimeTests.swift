import Testing
import TraceParser

@Suite("Log time text")
struct LogTimeTests {
    @Test("iso8601 keeps the printed precision, the zone and time-only values")
    func formatting() {
        let day = Double(LogTime.days(year: 2017, month: 5, day: 12)) * 86400
        #expect(LogTime(seconds: day + 37425.123, fractionDigits: 3, utcOffsetMinutes: 480).iso8601 == "2017-05-12T10:23:45.123+08:00")
        #expect(LogTime(seconds: day + 37425.000001, fractionDigits: 6, utcOffsetMinutes: -360).iso8601 == "2017-05-12T10:23:45.000001-06:00")
        #expect(LogTime(seconds: day + 59, fractionDigits: 0).iso8601 == "2017-05-12T00:00:59")
        #expect(LogTime(seconds: 3 * 3600 + 0.9999, fractionDigits: 3, hasDate: false).iso8601 == "03:00:00.999")
        #expect(LogTime(seconds: Double(LogTime.days(year: 1969, month: 12, day: 31)) * 86400 + 1, fractionDigits: 0).iso8601 == "1969-12-31T00:00:01")
    }
}
