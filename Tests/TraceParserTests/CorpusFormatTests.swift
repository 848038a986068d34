import Testing
@testable import TraceParser

/// What every line of one corpus format file must turn into. Line numbers are 1-based lines of the
/// fixture; a line not listed under any kind must be a record. Read from the files and FORMATS.md,
/// not from the parser's output.
struct FormatFileExpectation: CustomTestStringConvertible, Sendable {
    let prefix: String
    let records: [String: Int]
    var continuation: [Int] = []
    var envelope: [Int] = []
    var blank: [Int] = []
    var json: [Int] = []
    /// Lines before any record, which have nothing to continue.
    var unrecognized: [Int] = []
    var testDescription: String { prefix }
}

private let formatFiles: [FormatFileExpectation] = [
    // Every line indented by one space (a /** */ paste): `///` headings and separators are not records.
    .init(prefix: "formats/01_", records: ["xcode": 27], continuation: [7, 8, 17, 25, 26, 31, 32], blank: [16], unrecognized: [1]),
    .init(prefix: "formats/02_", records: ["xcode": 13], continuation: [10], unrecognized: [1]),
    // A bare `'` and an assertion text that is not from NSLog: lines 3-4 and 6-7 continue; line 5 is a bare record.
    .init(prefix: "formats/04_", records: ["xcode": 2, "bare": 1], continuation: [3, 4, 6, 7]),
    .init(prefix: "formats/05_", records: ["xcode": 23]),
    .init(prefix: "formats/07_", records: ["xcode": 12], envelope: [13]),
    .init(prefix: "formats/08_", records: ["xcode": 8]),
    .init(prefix: "formats/10_", records: ["syslog": 10]),
    .init(prefix: "formats/11_", records: ["syslog": 3]),
    // Logos `%log` dictionaries over TAB-indented lines, closed by `}]` / `} …]`.
    .init(prefix: "formats/13_", records: ["syslog": 11], continuation: [3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19]),
    .init(prefix: "formats/15_", records: ["syslog": 3]),
    // `}` at column 0 and the author's `...` elision continue the record before them.
    .init(prefix: "formats/17_", records: ["syslog": 21], continuation: [6, 11, 12]),
    .init(prefix: "formats/20_", records: ["log-default": 6], continuation: [5], envelope: [1, 2]),
    .init(prefix: "formats/21_", records: ["log-default": 5], envelope: [1, 2, 3, 9, 10, 11]),
    .init(prefix: "formats/23_", records: ["log-default": 1], continuation: [2, 3, 4, 5, 6, 7]),
    .init(prefix: "formats/25_", records: ["log-default": 7], envelope: [1, 2, 3, 11, 12, 13]),
    .init(prefix: "formats/26_", records: ["log-syslog": 3], envelope: [1]),
    .init(prefix: "formats/30_", records: ["log-compact": 3]),
    .init(prefix: "formats/32_", records: ["log-compact": 11], continuation: [5], envelope: [1]),
    .init(prefix: "formats/34_", records: ["log-ndjson": 4]),
    .init(prefix: "formats/40_", records: ["log-syslog": 5], continuation: [3, 4, 6, 7, 8, 9, 11, 12]),
    // Pretty JSON: a record is reported once, at its `eventMessage` line.
    .init(prefix: "formats/42_", records: ["log-json": 3], json: [1, 2, 3, 4, 6, 7, 9, 10, 11]),
    // `presented BlueViewController` is prose after a print record.
    .init(prefix: "formats/50_", records: ["bare": 5], continuation: [4, 7]),
    .init(prefix: "formats/51_", records: ["bare": 10]),
    .init(prefix: "formats/53_", records: ["bare": 18]),
    .init(prefix: "formats/54_", records: ["bare": 9]),
    .init(prefix: "formats/56_", records: ["bare": 36], blank: [13, 27]),
    // Emoji debug prints of threads and run loops: only the three `-[X dealloc]` lines are records.
    .init(prefix: "formats/60_", records: ["bare": 3], blank: [7, 18], unrecognized: Array(1...6) + Array(8...17)),
    .init(prefix: "formats/80_", records: ["flutter": 6], continuation: [3]),
    .init(prefix: "formats/83_", records: ["console-app": 12]),
    .init(prefix: "formats/85_", records: ["react-native": 3], continuation: Array(5...16), blank: [2]),
    .init(prefix: "formats/87_", records: ["bare": 2]),
]

@Suite("Corpus format files")
struct CorpusFormatTests {
    @Test("every corpus format file has an expectation here, so a new sample cannot go untested")
    func everyFileIsCovered() {
        let covered = Set(formatFiles.map(\.prefix))
        for file in Fixtures.logs(in: "formats") {
            let prefix = String(file.prefix(11))   // `formats/NN_`
            #expect(covered.contains(prefix), "no expectation for \(file)")
        }
    }

    @Test("each line of a corpus format file is classified as expected", arguments: formatFiles)
    func linesClassified(expectation: FormatFileExpectation) throws {
        let result = try readFixture(try Fixtures.file(expectation.prefix))
        var byFormat: [String: Int] = [:]
        for line in result.lines where line.kind == .record { byFormat[line.format, default: 0] += 1 }
        #expect(byFormat == expectation.records)
        #expect(result.statistics.recordsByFormat == expectation.records)
        #expect(result.lines(.continuation) == expectation.continuation)
        #expect(result.lines(.envelope) == expectation.envelope)
        #expect(result.lines(.blank) == expectation.blank)
        #expect(result.lines(.jsonStructure) == expectation.json)
        #expect(result.lines(.unrecognized) == expectation.unrecognized)
        #expect(result.statistics.lines == result.lines.count)
        #expect(result.statistics.continuationLines == expectation.continuation.count)
        #expect(result.statistics.envelopeLines == expectation.envelope.count)
    }

    @Test("20: log stream preamble and header are envelope; the TAB line joins the record before it")
    func logStreamDefault() throws {
        let result = try readFixture(try Fixtures.file("formats/20_"))
        #expect(result.lines[0].format == "log-preamble")
        #expect(result.lines[1].format == "log-header")
        for line in result.lines where line.kind == .record {
            #expect(line.process == "simple_native_logger_example")
            #expect(line.pid == 47876)
            #expect(line.tid == 0x12365d)
        }
        #expect(result.lines[3].message == "debug log")
        #expect(result.lines[2].time == "2024-10-07T17:27:14.563742+09:00")
    }

    @Test("21: log show footer (dash rule and both summary lines) is envelope; kernel rows have pid 0")
    func logShowFooter() throws {
        let result = try readFixture(try Fixtures.file("formats/21_"))
        #expect(result.lines[8...10].map(\.format) == ["log-footer", "log-footer", "log-footer"])
        #expect(result.lines[1].format == "log-preamble")
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.allSatisfy { $0.process == "kernel.development" && $0.pid == 0 })
        #expect(records.map(\.tid) == [0x3722, 0x3722, 0x3706, 0x3706, 0x3706])
    }

    @Test("30: compact rows are not NSLog rows with process `Df example`")
    func compactBeforeNSLog() throws {
        let result = try readFixture(try Fixtures.file("formats/30_"))
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.count == 3)
        for record in records {
            #expect(record.format == "log-compact")
            #expect(record.process == "example")
            #expect(record.pid == 59318)
        }
        #expect(records.map(\.tid) == [0x22c78e, 0x22c7d0, 0x22c7d0])
        #expect(records[1].message == "[C2 localhost:51820 tcp, legacy-socket] cancel", "`[com.apple.network:]` with an empty category is peeled")
        // Not sorted in the source: .918 comes before .917 and the order is kept.
        #expect(records.map(\.time) == ["2019-06-04T14:01:49.918", "2019-06-04T14:01:49.917", "2019-06-04T14:01:49.920"])
    }

    @Test("32: compact `A ` activity rows carry `(Sender)`; the header is envelope")
    func compactActivityRows() throws {
        let result = try readFixture(try Fixtures.file("formats/32_"))
        #expect(result.lines[0].format == "log-header")
        #expect(result.lines[5].message == "SecItemCopyMatching")
        #expect(result.lines[5].tid == 0xb199c5)
        #expect(result.lines[5].process == "node")
    }

    @Test("34: ndjson records take the process from processImagePath and the pid from processID")
    func ndjsonRecords() throws {
        let result = try readFixture(try Fixtures.file("formats/34_"))
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.count == 4)
        for record in records {
            #expect(record.format == "log-ndjson")
            #expect(record.process == "example")
            #expect(record.pid == 87578)
        }
        #expect(records.map(\.tid) == [154653588, 154652000, 154652000, 154652005])
        #expect(records[0].message.hasPrefix("Task <96F5582A-8C99-4035-AEC1-29C47714BAD5>.<2408> summary"))
        // Unsorted timestamps stay in file order.
        #expect(records[2].time == "2025-06-24T14:44:49.382837+03:00")
        #expect(records[3].time == "2025-06-24T14:33:21.817334+03:00")
    }

    @Test("42: a json array fragment starting at `},{` yields its records with `\\n` decoded")
    func jsonFragment() throws {
        let result = try readFixture(try Fixtures.file("formats/42_"))
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.map(\.message) == ["Single line message", "Multi line message\n  continues...\n  continues...",
                                           "Single line message, not the part of the above"])
        #expect(records.allSatisfy { $0.process == nil && $0.pid == nil }, "these records carry no process keys")
    }

    @Test("40: simulator syslog-style rows keep process names with spaces; 2-space and TAB lines continue")
    func simulatorSyslogStyle() throws {
        let result = try readFixture(try Fixtures.file("formats/40_"))
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.allSatisfy { $0.process == "My Super Awesome App" })
        #expect(records.map(\.pid) == [37195, 37195, 72166, 37195, 37195])
        #expect(records[0].message == "Single line message", "`(Flutter) ` sender is peeled")
        #expect(records[2].message.hasPrefix("[28 www.googleapis.com:443 stream"), "`[com.apple.network:]` peeled, `[28 …]` kept")
    }

    @Test("BSD syslog from an old simulator keeps a process name with spaces after the host (41-style line)")
    func bsdSyslogProcessWithSpaces() {
        // FORMATS.md section 7 quotes file 41 (held back from the corpus copy).
        let info = parseLine("Dec 20 17:04:32 md32-11-vm1 My Super Awesome App[88374]: flutter: Observatory listening on http://127.0.0.1:8100/")
        #expect(info.format == "syslog")
        #expect(info.process == "My Super Awesome App")
        #expect(info.pid == 88374)
        #expect(info.message == "flutter: Observatory listening on http://127.0.0.1:8100/")
    }

    @Test("13: iOS 7 syslog records with `<Warning>` and Logos receivers; TAB lines continue them")
    func asl13() throws {
        let result = try readFixture(try Fixtures.file("formats/13_"))
        let records = result.lines.filter { $0.kind == .record }
        #expect(records.allSatisfy { $0.process == "Nudge" && $0.pid == 1276 && $0.format == "syslog" })
        #expect(records[0].message == " = <CBPeripheral: 0x15e159c0 identifier = XXXX-REDACTED-XXXX, Name = \"UP24\", state = connected>",
                "the message after `:  ` keeps its own leading space")
        #expect(records[0].time == "2026-07-11T09:44:35", "no year in syslog: the base year is used")
    }

    @Test("10/17: idevicesyslog `Proc(Library)[pid] <Level>:` and a single-space day")
    func idevicesyslog() throws {
        let ten = try readFixture(try Fixtures.file("formats/10_"))
        #expect(ten.lines[0].process == "SpringBoard")
        #expect(ten.lines[0].pid == 49)
        #expect(ten.lines[5].process == "pasted")
        let seventeen = try readFixture(try Fixtures.file("formats/17_"))
        #expect(seventeen.lines[0].process == "MobileSafari")
        #expect(seventeen.lines[0].time == "2026-11-02T15:53:49")
        #expect(seventeen.lines[12].process == "com.apple.WebKit.Networking", "dotted names with `(libsystem_network.dylib)`")
        #expect(seventeen.lines[12].pid == 619)
    }

    @Test("80: every `flutter: ` line is a flutter record except the TAB continuation")
    func flutterWrapper() throws {
        let result = try readFixture(try Fixtures.file("formats/80_"))
        #expect(result.lines.allSatisfy { $0.wrappers == ["flutter"] })
        #expect(result.lines[1].message == "[MyApp:D] debug log")
        #expect(result.lines[2].kind == .continuation)
    }

    @Test("04: a `flutter: ` prefix inside an NSLog message stays part of the message")
    func flutterInsideNSLog() throws {
        let result = try readFixture(try Fixtures.file("formats/04_"))
        #expect(result.lines[0].format == "xcode")
        #expect(result.lines[0].message.hasPrefix("flutter: Observatory listening"))
        #expect(result.lines[0].time == "2021-03-08T15:57:10.693070-06:00")
        #expect(result.lines[1].tid == 11504692)
        #expect(result.lines[4].process == "Runner", "the unprefixed assertion line belongs to the process that logged last")
    }

    @Test("83: Console.app copies give kernel records with a time of day and no date")
    func consoleApp() throws {
        let result = try readFixture(try Fixtures.file("formats/83_"))
        #expect(result.lines.allSatisfy { $0.process == "kernel" && $0.pid == nil })
        #expect(result.lines[0].time == "08:00:54.626408-06:00")
        #expect(result.lines[0].message == "Sandbox: MyApp(432) deny(1) file-read-data /private/var/root")
    }

    @Test("85: React Native ` LOG  `/` WARN  `/` BUNDLE  ` lines are records; the JS stack continues the warning")
    func reactNative() throws {
        let result = try readFixture(try Fixtures.file("formats/85_"))
        #expect(result.lines[0].message == "./index.js ")
        #expect(result.lines[3].message == "Possible Unhandled Promise Rejection (id: 0):")
        #expect(result.lines[4].kind == .continuation, "`Error: …` at column 0 continues the WARN record")
    }

    @Test("87: XcodeColors residue before a logger line does not hide the Swift function")
    func xcodeColorsResidue() throws {
        let result = try readFixture(try Fixtures.file("formats/87_"))
        #expect(result.snapshots.map(\.kind) == [.viewDidLoad, .viewDidLoad])
        #expect(result.snapshots.map(\.className) == ["ViewController", "ViewController"])
        #expect(result.snapshots.map(\.selector) == ["viewDidLoad()", "viewDidLoad()"])
    }

    @Test("05/08: Xcode 8 microseconds without zone, and `[] ` empty subsystem brackets")
    func xcode8() throws {
        let five = try readFixture(try Fixtures.file("formats/05_"))
        #expect(five.lines[0].time == "2017-01-29T09:34:46.049509")
        #expect(five.lines[0].process == "yalu102")
        let eight = try readFixture(try Fixtures.file("formats/08_"))
        #expect(eight.lines[0].message.hasPrefix("nw_connection_endpoint_report [4.1 ::1.8081"), "`[] ` is peeled, `[4.1 …]` kept")
        #expect(Set(eight.lines.compactMap(\.tid)) == [200600, 200601, 200637, 201488])
    }
}
