import Foundation
import Testing
@testable import TraceParser

/// A source that produces `head`, then `fillCount` copies of `fill`, then `tail`, without ever
/// holding the whole input: it proves the reader does not need the input in memory.
final class GeneratedByteSource: ByteSource {
    let name = "<generated>"
    private let head: [UInt8], tail: [UInt8], fill: UInt8
    private let total: Int
    private var position = 0
    private(set) var largestRead = 0

    init(head: String, fill: UInt8, fillCount: Int, tail: String) {
        self.head = Array(head.utf8)
        self.tail = Array(tail.utf8)
        self.fill = fill
        total = self.head.count + fillCount + self.tail.count
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, total - position)
        largestRead = max(largestRead, buffer.count)
        for i in 0..<count {
            let p = position + i
            let fillEnd = total - tail.count
            buffer[i] = p < head.count ? head[p] : (p < fillEnd ? fill : tail[p - fillEnd])
        }
        position += count
        return count
    }
}

/// A line as the reader delivered it, copied.
struct ReadLine: Equatable {
    var bytes: [UInt8]
    var number: Int
    var offset: Int
    var isTruncated: Bool
    var fullLength: Int
}

func readLines(_ bytes: [UInt8], chunkSize: Int, maxLineLength: Int = LineReader.defaultMaxLineLength) throws -> (lines: [ReadLine], truncated: Int) {
    let reader = LineReader(source: MemoryByteSource(bytes), chunkSize: chunkSize, maxLineLength: maxLineLength)
    var lines: [ReadLine] = []
    try reader.forEachLine { lines.append(ReadLine(bytes: Array($0.bytes), number: $0.number, offset: $0.offset, isTruncated: $0.isTruncated, fullLength: $0.fullLength)) }
    return (lines, reader.truncatedLines)
}

private let chunkSizes = [1, 2, 3, 7, 64, 4096, 65536, 1 << 20]

/// Every corpus file, concatenated: all formats, continuation lines, JSON, bare prints.
private func wholeCorpus() throws -> [UInt8] {
    try Fixtures.allLogs.flatMap { try Fixtures.bytes($0) }
}

/// Events compared without byte offsets (CRLF input moves them).
private func withoutOffsets(_ events: [EventSnapshot]) -> [EventSnapshot] {
    events.map { var e = $0; e.offset = 0; return e }
}

@Suite("Robustness")
struct RobustnessTests {
    // MARK: Chunk sizes

    @Test("LineReader delivers identical lines for every read size", arguments: chunkSizes)
    func lineReaderChunkSizes(chunkSize: Int) throws {
        var input = try wholeCorpus()
        input += Array("no newline at the end\r".utf8)
        let reference = try readLines(input, chunkSize: 1 << 20)
        let lines = try readLines(input, chunkSize: chunkSize)
        #expect(lines.lines == reference.lines)
        #expect(lines.lines.count == reference.lines.count)
    }

    @Test("LineReader cuts over-long lines the same way for every read size", arguments: chunkSizes)
    func lineReaderTruncationChunkSizes(chunkSize: Int) throws {
        // Lines around the 16-byte limit, CRLF among them, and a final over-long line without newline.
        let text = "short\n" + String(repeating: "x", count: 16) + "\n" + String(repeating: "y", count: 17) + "\r\n"
            + String(repeating: "z", count: 40) + "\nend\r\n" + String(repeating: "w", count: 33)
        let reference = try readLines(Array(text.utf8), chunkSize: 1 << 20, maxLineLength: 16)
        let lines = try readLines(Array(text.utf8), chunkSize: chunkSize, maxLineLength: 16)
        #expect(lines.lines == reference.lines)
        #expect(lines.truncated == 3)
        #expect(reference.lines.map(\.fullLength) == [5, 16, 18, 40, 4, 33])
        #expect(reference.lines.map(\.isTruncated) == [false, false, true, true, false, true])
        #expect(reference.lines.map(\.offset) == [0, 6, 23, 42, 83, 88], "offsets count every byte, cut or not")
        #expect(reference.lines.allSatisfy { $0.bytes.count <= 16 })
    }

    @Test("TraceReader gives identical events and statistics for every read size", arguments: chunkSizes)
    func traceReaderChunkSizes(chunkSize: Int) throws {
        let input = try wholeCorpus()
        let reference = try readAll(input, chunkSize: 1 << 20)
        let result = try readAll(input, chunkSize: chunkSize)
        #expect(result.snapshots == reference.snapshots)
        #expect(result.lines == reference.lines)
        #expect(result.statistics == reference.statistics)
        #expect(reference.events.count > 400)
    }

    // MARK: Line endings

    @Test("CRLF input gives the same events and classifications as LF", arguments: Fixtures.allLogs)
    func crlfEqualsLF(file: String) throws {
        let lf = try Fixtures.bytes(file)
        var crlf: [UInt8] = []
        for b in lf { if b == 10 { crlf.append(13) }; crlf.append(b) }
        let a = try readAll(lf), b = try readAll(crlf)
        #expect(withoutOffsets(b.snapshots) == withoutOffsets(a.snapshots))
        #expect(b.lines == a.lines, "messages carry no trailing CR")
    }

    @Test("a final line without a newline is read")
    func finalLineWithoutNewline() throws {
        let result = try readAll(text: "-[A viewDidLoad]\n-[B viewDidLoad]")
        #expect(result.events.map(\.className) == ["A", "B"])
        #expect(result.statistics.lines == 2)
        #expect(result.statistics.bytes == 34)
    }

    @Test("a pretty JSON record left open at the end of input is still reported")
    func openJSONRecordAtEnd() throws {
        let result = try readAll(text: "[{\n  \"eventMessage\" : \"-[FeedVC viewDidLoad]\",\n  \"processID\" : 5")
        #expect(result.events.map(\.className) == ["FeedVC"])
        #expect(result.events.first?.session.pid == 5)
        #expect(result.events.first?.line == 2)
    }

    @Test("an empty input gives no lines, no events and zero statistics")
    func emptyInput() throws {
        let result = try readAll([])
        #expect(result.lines.isEmpty)
        #expect(result.events.isEmpty)
        #expect(result.statistics == ParseStatistics())
    }

    @Test("blank lines only: counted as blank, nothing else", arguments: ["\n", "\n\n\n", "\r\n\r\n"])
    func blankOnly(text: String) throws {
        let result = try readAll(text: text)
        #expect(result.statistics.blankLines == result.statistics.lines)
        #expect(result.events.isEmpty)
    }

    // MARK: Bytes

    @Test("invalid UTF-8 around a token neither crashes nor hides the event")
    func invalidUTF8() throws {
        var bytes = Array("2020-04-01 16:30:45.465638+0800 App[1:2] ".utf8)
        bytes += [0xff, 0xfe, 0xc3]                       // stray bytes, an unfinished sequence
        bytes += Array("-[FeedVC viewDidLoad] ".utf8)
        bytes += [0xe6, 0x96, 0xb9, 0xed, 0xa0, 0x80]     // a valid CJK character, then an encoded surrogate
        bytes += Array("\n".utf8)
        bytes += Array("App\u{00}Name[3:4] -[X viewDidAppear:]\n".utf8)
        bytes += [0x80, 0x80, 0x0a]
        let result = try readAll(bytes)
        #expect(result.events.map(\.className) == ["FeedVC", "X"])
        #expect(result.events.first?.session.pid == 1)
        #expect(result.statistics.lines == 3)
    }

    @Test("invalid UTF-8 inside the process name is kept (rendered lossily), not dropped")
    func invalidUTF8ProcessName() throws {
        let bytes = Array("2020-04-01 16:30:45.465638+0800 My".utf8) + [0xff] + Array("App[7:8] -[VC viewDidLoad]\n<App.VC: 0x1> deinit\n".utf8)
        let events = try readAll(bytes).events
        #expect(events.count == 2)
        #expect(events.map(\.session.pid) == [7, 7])
        #expect(events.map(\.session.process) == ["My\u{FFFD}App", "My\u{FFFD}App"], "the bare line after it joins the same session")
    }

    @Test("NUL bytes in a line are ordinary bytes")
    func nulBytes() throws {
        let bytes = Array("2020-04-01 16:30:45.465638+0800 App[1:2] \u{0}\u{0}-[VC viewWillAppear:]\u{0} animated=1\n\u{0}\n".utf8)
        let result = try readAll(bytes)
        #expect(result.events.map(\.kind) == [.viewWillAppear])
        #expect(result.statistics.lines == 2)
    }

    @Test("every byte value, and random bytes, never crash the reader", arguments: [1, 2, 3, 4, 5])
    func randomBytes(seed: UInt64) throws {
        var state = seed &* 0x9E3779B97F4A7C15
        func next() -> UInt8 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return UInt8(truncatingIfNeeded: state) }
        var bytes = (0...255).map(UInt8.init)
        for _ in 0..<200_000 { bytes.append(next()) }
        // Sprinkle structure so the parsers go deep: prefixes, tokens, JSON, escapes.
        let pieces = ["2020-04-01 16:30:45.465638+0800 A[1:2] -[X y:]", "Jul  4 10:02:12 h P(L)[3] <Notice>: ", "[{", "},{",
                      "  \"eventMessage\" : \"", "{\"eventMessage\":\"-[Z dealloc]\"}", "\u{1b}[0;3", "flutter: ", "<A.B: 0x1> deinit"]
        for (i, piece) in pieces.enumerated() { bytes.insert(contentsOf: Array(piece.utf8), at: (i * 7919) % bytes.count) }
        let a = try readAll(bytes, chunkSize: 7)
        let b = try readAll(bytes, chunkSize: 65536)
        #expect(a.snapshots == b.snapshots)
        #expect(a.statistics.lines == b.statistics.lines)
        #expect(a.statistics.lines > 0)
    }

    // MARK: Long lines

    @Test("a 50 MB single line is cut with a counted diagnostic; the lines around it are intact, memory stays bounded")
    func fiftyMegabyteLine() throws {
        let size = 50 * 1_000_000
        let hugeHead = "2020-04-01 16:30:45.465638+0800 App[1:2] -[Huge viewDidLoad] "
        let source = GeneratedByteSource(head: "-[Before viewDidLoad]\n" + hugeHead,
                                         fill: 0x61, fillCount: size, tail: "\n-[After viewDidAppear:]\n")
        let reader = TraceReader(options: fixedOptions)
        var events: [Event] = []
        var longest = 0
        var truncatedSeen: [Int] = []
        let stats = try reader.read(source, onLine: { line, _ in
            longest = max(longest, line.bytes.count)
            if line.isTruncated { truncatedSeen.append(line.fullLength) }
        }, onEvent: { events.append($0) })
        #expect(stats.truncatedLines == 1)
        #expect(truncatedSeen == [size + hugeHead.utf8.count], "the full length is still reported")
        #expect(longest == LineReader.defaultMaxLineLength, "only the head of the line is held")
        #expect(source.largestRead <= LineReader.defaultChunkSize, "reads are chunked, never the whole input")
        #expect(events.map(\.className).first == "Before")
        #expect(events.map(\.className).last == "After")
        #expect(events.last?.line == 3)
        #expect(stats.lines == 3)
    }

    @Test("a line longer than the limit keeps line numbers and offsets of the lines after it")
    func offsetsAfterALongLine() throws {
        var options = fixedOptions
        options.maxLineLength = 64
        let text = "-[A viewDidLoad]\n" + String(repeating: "b", count: 500) + "\n-[C viewDidLoad]\n"
        let reader = TraceReader(options: options)
        var events: [Event] = []
        let stats = try reader.read(MemoryByteSource(text: text)) { events.append($0) }
        #expect(events.map(\.line) == [1, 3])
        #expect(events.map(\.offset) == [0, 518])
        #expect(stats.truncatedLines == 1)
        #expect(stats.bytes == text.utf8.count)
    }

    @Test("a read error is thrown after every line before it was delivered")
    func readErrorAfterLines() throws {
        final class FailingSource: ByteSource {
            let name = "failing"
            var served = false
            func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
                if served { throw InputError.unreadable(path: name, reason: "I/O error") }
                served = true
                let bytes = Array("-[A viewDidLoad]\n-[B viewDidLoad]".utf8)
                for (i, b) in bytes.enumerated() { buffer[i] = b }
                return bytes.count
            }
        }
        let reader = TraceReader(options: fixedOptions)
        var events: [String?] = []
        #expect(throws: InputError.self) { try reader.read(FailingSource()) { events.append($0.className) } }
        #expect(events == ["A"], "the unterminated second line may still grow, so it is not delivered")
        #expect(reader.lastStatistics.lines == 1)
    }

    @Test("FileByteSource reports a missing file as notFound")
    func missingFile() {
        #expect(throws: InputError.notFound(path: "/nonexistent/trace.log")) { _ = try FileByteSource(path: "/nonexistent/trace.log") }
    }

    @Test("FileByteSource reads a corpus file exactly as MemoryByteSource does")
    func fileSourceMatchesMemory() throws {
        let file = try Fixtures.file("formats/20_")
        let reader = TraceReader(options: fixedOptions)
        var fromFile: [EventSnapshot] = []
        try reader.read(try FileByteSource(path: Fixtures.root.appendingPathComponent(file).path)) { fromFile.append(EventSnapshot($0)) }
        #expect(fromFile == (try readFixture(file)).snapshots)
        #expect(reader.lastStatistics.lines == 9)
    }

    // MARK: Years

    @Test("syslog lines get the base year; Dec -> Jan moves to the next year")
    func newYearRollover() throws {
        var options = fixedOptions
        options.baseYear = 2016
        options.baseMonth = 12
        let log = """
        Dec 31 23:59:58 iPhone MyApp[12] <Notice>: -[A viewWillAppear:]
        Jan  1 00:00:01 iPhone MyApp[12] <Notice>: -[A viewDidAppear:]
        Jan  1 00:00:02 iPhone MyApp[12] <Notice>: -[A viewWillDisappear:]
        """
        let reader = TraceReader(options: options)
        var times: [String] = []
        try reader.read(MemoryByteSource(text: log)) { times.append($0.time?.iso8601 ?? "-") }
        #expect(times == ["2016-12-31T23:59:58", "2017-01-01T00:00:01", "2017-01-01T00:00:02"])
    }

    @Test("a log that starts in a month after the base date's month belongs to the year before")
    func logBeforeBaseDate() throws {
        var options = fixedOptions
        options.baseYear = 2017
        options.baseMonth = 2     // file written in February 2017
        let log = "Dec 30 10:00:00 iPhone MyApp[12] <Notice>: -[A viewDidLoad]\nFeb  2 10:00:00 iPhone MyApp[12] <Notice>: -[A dealloc]\n"
        let reader = TraceReader(options: options)
        var times: [String] = []
        try reader.read(MemoryByteSource(text: log)) { times.append($0.time?.iso8601 ?? "-") }
        #expect(times == ["2016-12-30T10:00:00", "2017-02-02T10:00:00"])
    }

    @Test("a log dated later in the base date's month than the base day (plus a day for time zones) belongs to the year before")
    func logLaterInTheBaseMonth() {
        // A file written on 4 December 2026 cannot hold a line of 14 December 2026.
        var written = YearInference(baseYear: 2026, baseMonth: 12, baseDay: 4)
        #expect(written.year(forMonth: 12, day: 14) == 2025)
        // The device's day may be one ahead of the machine's.
        var nextDay = YearInference(baseYear: 2026, baseMonth: 12, baseDay: 4)
        #expect(nextDay.year(forMonth: 12, day: 5) == 2026)
        var sameDay = YearInference(baseYear: 2026, baseMonth: 12, baseDay: 4)
        #expect(sameDay.year(forMonth: 12, day: 4) == 2026)
        // Only the first line is placed against the base date; later days of the month follow it.
        var later = YearInference(baseYear: 2026, baseMonth: 12, baseDay: 4)
        #expect([11, 12].map { later.year(forMonth: $0, day: 28) } == [2026, 2026])
    }

    @Test("YearInference: forward rollovers accumulate, small steps back keep the year, a jump back over New Year undoes it")
    func yearInference() {
        var years = YearInference(baseYear: 2020, baseMonth: 12)
        #expect([11, 12, 1, 1, 3, 2, 8, 12, 1].map { years.year(forMonth: $0) } == [2020, 2020, 2021, 2021, 2021, 2021, 2021, 2021, 2022])
        // Unsorted lines around New Year (records are not sorted, FORMATS.md trap 3): Jan then Dec is the December before.
        var unsorted = YearInference(baseYear: 2020, baseMonth: 12)
        #expect([12, 1, 12, 1].map { unsorted.year(forMonth: $0) } == [2020, 2021, 2020, 2021])
    }

    @Test("a leap day gets a valid date in a leap year")
    func leapDay() throws {
        var options = fixedOptions
        options.baseYear = 2024
        let reader = TraceReader(options: options)
        var times: [String] = []
        try reader.read(MemoryByteSource(text: "Feb 29 12:00:00 iPhone MyApp[1] <Notice>: -[A viewDidLoad]\n")) { times.append($0.time?.iso8601 ?? "-") }
        #expect(times == ["2024-02-29T12:00:00"])
    }
}
