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

    @Test("A time of day without a date goes on past midnight: 00:00:01 after 23:59:59 is a second later, a line printed late stays the day before's, a paste of an earlier run still goes back")
    func timeOfDayPastMidnight() throws {
        let text = """
            23:59:58.500 MyApp[1234:5678] -[FeedVC viewWillAppear:]
            00:00:01.250 MyApp[1234:5678] -[FeedVC viewDidAppear:]
            23:59:59.990 MyApp[1234:1e07] -[ImageLoader didFinishLoading:]
            00:00:02.000 MyApp[1234:5678] -[FeedVC viewWillDisappear:]
            19:00:00.000 MyApp[1234:5678] -[FeedVC viewDidLoad]

            """
        let result = try readAll(text: text)
        let seconds = result.events.compactMap { $0.time?.seconds }
        // Another thread's line printed a little late is still the day before's, and moves no day;
        // 19:00 after 00:00:02 is the evening before (a paste of an earlier run), not nineteen hours on.
        #expect(seconds == [86_398.5, 86_401.25, 86_399.99, 86_402, 68_400], "\(seconds)")
        #expect(result.events.map { $0.time?.iso8601 } == ["23:59:58.500", "00:00:01.250", "23:59:59.990", "00:00:02.000", "19:00:00.000"])
    }
}
