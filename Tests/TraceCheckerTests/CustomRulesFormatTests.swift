import Testing
import TraceChecker
import TraceParser
import Foundation

/// Custom line formats in rules files: samples verified on load, times read per the declared
/// time format, sessions split by the format's process and pid, and user formats tried first.
@Suite("Custom rules: line formats")
struct CustomRulesFormatTests {
    static let rule = """
        event start  selector ^startSession$
        event end    selector ^endSession$

        rule r
          within start -> end 2s
        """

    /// A format block, a log in that format, and where the `within` rule above must report.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var format: String
        var log: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "time only, milliseconds", format: """
            format myapp
              pattern ^\\[(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3})\\] (?<process>\\w+)\\[(?<pid>\\d+)\\] (?<msg>.*)$
              time    HH:mm:ss.SSS
              sample  [10:23:45.123] MyApp[42] -[PlayerVC startSession] <PlayerVC: 0x1>
            """, log: """
            [10:00:00.000] MyApp[42] -[P startSession] <P: 0x1>
            [10:00:03.500] MyApp[42] -[P endSession] <P: 0x1>
            """, expected: ["2 warning"]),
        Case(name: "date, time and zone", format: """
            format stamped
              pattern ^(?<date>\\d{4}-\\d{2}-\\d{2})T(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{6})(?<tz>[+-]\\d{4}) <(?<process>\\w+):(?<pid>\\d+)> (?<msg>.*)$
              time    yyyy-MM-dd'T'HH:mm:ss.SSSSSSZ
              sample  2024-03-01T23:59:59.000000+0100 <Shop:7> -[P startSession] <P: 0x1>
            """, log: """
            2024-03-01T23:59:59.000000+0100 <Shop:7> -[P startSession] <P: 0x1>
            2024-03-02T00:00:00.500000+0100 <Shop:7> -[P endSession] <P: 0x1>
            """, expected: []),
        Case(name: "syslog-like month and day", format: """
            format device
              pattern ^(?<mon>[A-Z][a-z]{2}) +(?<day>\\d{1,2}) (?<time>\\d{2}:\\d{2}:\\d{2}) (?<process>\\w+)\\{(?<pid>\\d+)\\} (?<msg>.*)$
              time    MMM d HH:mm:ss
              sample  Jul  4 10:02:12 Shop{49} -[P startSession] <P: 0x1>
            """, log: """
            Jul  4 10:02:12 Shop{49} -[P startSession] <P: 0x1>
            Jul  4 10:02:19 Shop{49} -[P endSession] <P: 0x1>
            """, expected: ["2 warning"]),
        Case(name: "time none: a compile-time stamp is not log time", format: """
            format built
              pattern ^<(?<time>\\d{2}:\\d{2}:\\d{2})> (?<msg>.*)$
              time    none
              sample  <10:00:00> -[P startSession] <P: 0x1>
            """, log: """
            <10:00:00> -[P startSession] <P: 0x1>
            <10:00:09> -[P endSession] <P: 0x1>
            """, expected: []),
    ]

    @Test("A custom format's times drive time-based templates", arguments: cases)
    func formatTimes(_ c: Case) throws {
        let loaded = try CustomRulesSupport.load(c.format + "\n\n" + Self.rule, verifyExamples: false)
        #expect(loaded.formats.map(\.name) == [c.format.split(separator: " ")[1].split(separator: "\n")[0]].map(String.init))
        #expect(CustomRulesSupport.lines(CustomRulesSupport.check(c.log, with: loaded)) == c.expected)
    }

    @Test("Samples, summary and the catalog: user formats come first")
    func formatIsInTheCatalogFirst() throws {
        let loaded = try CustomRulesSupport.load("""
            format myapp
              summary   MyApp's logger
              pattern   ^(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3}) (?<process>\\w+)\\[(?<pid>\\d+):(?<tid>\\d+)\\] (?<msg>.*)$
              sample    2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>
              sample    2024-01-01 10:00:00.000 App[1:1] plain text, no event
            """, verifyExamples: false)
        let format = try #require(loaded.formats.first)
        #expect(format.summary == "MyApp's logger")
        #expect(format.samples.count == 2)
        // The same line also fits the built-in Xcode format: the user format claims it.
        #expect(loaded.catalog.formats.first?.name == "myapp")
        let reader = TraceReader(catalog: loaded.catalog)
        let statistics = try reader.read(MemoryByteSource(text: "2024-01-01 10:00:00.000 App[1:1] -[P startSession] <P: 0x1>\n")) { _ in }
        #expect(statistics.recordsByFormat["myapp"] == 1)
    }

    @Test("A custom format's process and pid keep launches apart")
    func formatSessions() throws {
        let loaded = try CustomRulesSupport.load("""
            format myapp
              pattern ^\\[(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3})\\] (?<process>\\w+)\\[(?<pid>\\d+)\\] (?<msg>.*)$
              time    HH:mm:ss.SSS
              sample  [10:23:45.123] MyApp[42] -[PlayerVC startSession] <PlayerVC: 0x1>

            event start  selector ^startSession$
            event end    selector ^endSession$

            rule r
              pair start -> end before dealloc, next-open; close-without-open
            """, verifyExamples: false)
        let violations = CustomRulesSupport.check("""
            [10:00:00.000] MyApp[42] -[P startSession] <P: 0x1>
            [10:00:01.000] MyApp[43] -[P endSession] <P: 0x1>
            """, with: loaded)
        #expect(violations.map { "\($0.location.line) \($0.object?.process ?? "") \($0.object?.pid ?? 0)" } == ["2 MyApp 43"])
    }

    @Test("Examples of a rule may be written in the file's own format")
    func examplesInTheCustomFormat() throws {
        let loaded = try CustomRulesSupport.load("""
            format myapp
              pattern ^\\[(?<time>\\d{2}:\\d{2}:\\d{2}\\.\\d{3})\\] (?<process>\\w+)\\[(?<pid>\\d+)\\] (?<msg>.*)$
              time    HH:mm:ss.SSS
              sample  [10:23:45.123] MyApp[42] -[PlayerVC startSession] <PlayerVC: 0x1>

            event start  selector ^startSession$
            event end    selector ^endSession$

            rule r
              within start -> end 1s
              trigger
                [10:00:00.000] MyApp[42] -[P startSession] <P: 0x1>
                ↓[10:00:02.000] MyApp[42] -[P endSession] <P: 0x1>
              clean
                [10:00:00.000] MyApp[42] -[P startSession] <P: 0x1>
                [10:00:00.400] MyApp[42] -[P endSession] <P: 0x1>
            """)
        #expect(RulesFile.verify(loaded).isEmpty)
    }

    @Test("Formats of several files share one catalog, in file order")
    func formatsAcrossFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("custom-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.tcrules").path, b = directory.appendingPathComponent("b.tcrules").path
        try "format one\n  pattern ^1 (?<msg>.*)$\n  sample 1 -[A b]\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "format two\n  pattern ^2 (?<msg>.*)$\n  sample 2 -[A b]\n".write(toFile: b, atomically: true, encoding: .utf8)
        let loaded = try RulesFile.load(paths: [a, b])
        #expect(loaded.formats.map(\.name) == ["one", "two"])
        #expect(loaded.catalog.formats.prefix(2).map(\.name) == ["one", "two"])
        #expect(loaded.files == [a, b])
    }
}
