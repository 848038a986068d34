import Foundation
import Testing
@testable import TraceParser

/// Locations of the test fixtures, found from this file so tests run from any directory.
enum Fixtures {
    /// `Tests/Fixtures`.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The package root (`Tests/..`).
    static let packageRoot: URL = root.deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.log` file of a fixture folder (`formats`, `sequences`, `seeds`), sorted by name.
    static func logs(in folder: String) -> [String] {
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.sorted().map { "\(folder)/\($0)" }
    }

    /// All corpus logs: formats, sequences and seeds.
    static var allLogs: [String] { logs(in: "formats") + logs(in: "sequences") + logs(in: "seeds") }

    /// The one fixture whose name starts with `prefix` (`formats/20_`).
    static func file(_ prefix: String) throws -> String {
        let folder = String(prefix.split(separator: "/").first!)
        let matches = logs(in: folder).filter { $0.hasPrefix(prefix) }
        guard matches.count == 1 else { throw FixtureError(message: "fixture prefix \(prefix) matches \(matches)") }
        return matches[0]
    }

    struct FixtureError: Error, CustomStringConvertible { let message: String; var description: String { message } }

    static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    static func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }
}

/// One classified line, copied out of the parser's borrowed buffers.
struct LineInfo: Equatable {
    var number: Int
    var kind: LineKind
    var format: String
    var wrappers: [String]
    var process: String?
    var pid: Int?
    var tid: UInt64?
    var message: String
    var time: String?
}

/// An event reduced to plain values, so runs can be compared with `==`.
struct EventSnapshot: Equatable, CustomStringConvertible {
    var line: Int
    var offset: Int
    var kind: EventKind
    var diagnostic: DiagnosticKind?
    var className: String?
    var address: UInt64?
    var selector: String
    var argument: EventArgument
    var isClassMethod: Bool
    var process: String
    var pid: Int?
    var tid: UInt64?
    var thread: ThreadRole
    var time: String?

    init(_ e: Event) {
        line = e.line; offset = e.offset; kind = e.kind; diagnostic = e.diagnostic; className = e.className
        address = e.address; selector = e.selector; argument = e.argument; isClassMethod = e.isClassMethod
        process = e.session.process; pid = e.session.pid; tid = e.tid; thread = e.thread; time = e.time?.iso8601
    }

    var description: String {
        "L\(line) \(kind.rawValue) \(className ?? "-")\(address.map { "@" + Address.hex($0) } ?? "") \(selector) arg=\(argument.rendered) proc=\(process) pid=\(pid.map(String.init) ?? "-") thr=\(thread.rawValue)"
    }
}

/// Everything one read produced.
struct ReadResult {
    var events: [Event]
    var lines: [LineInfo]
    var statistics: ParseStatistics

    var snapshots: [EventSnapshot] { events.map(EventSnapshot.init) }

    /// Lines of one kind.
    func lines(_ kind: LineKind) -> [Int] { lines.filter { $0.kind == kind }.map(\.number) }
}

/// A fixed base date, so syslog year inference does not depend on the day the tests run.
let fixedOptions: TraceReader.Options = {
    var options = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_767_225_600)) // 2026-01-01
    options.baseYear = 2026
    options.baseMonth = 12
    options.baseDay = 31
    return options
}()

/// Read `bytes` through the whole pipeline.
func readAll(_ bytes: [UInt8], chunkSize: Int = LineReader.defaultChunkSize, maxLineLength: Int = LineReader.defaultMaxLineLength,
             options: TraceReader.Options = fixedOptions, name: String = "<memory>") throws -> ReadResult {
    var options = options
    options.chunkSize = chunkSize
    options.maxLineLength = maxLineLength
    let reader = TraceReader(options: options)
    var events: [Event] = []
    var lines: [LineInfo] = []
    let stats = try reader.read(MemoryByteSource(bytes, name: name), onLine: { line, parsed in
        lines.append(LineInfo(number: line.number, kind: parsed.kind, format: parsed.format, wrappers: parsed.wrappers,
                              process: parsed.process.map { String(decoding: $0, as: UTF8.self) }, pid: parsed.pid,
                              tid: parsed.tid, message: String(decoding: parsed.message, as: UTF8.self),
                              time: parsed.time?.iso8601))
    }, onEvent: { events.append($0) })
    return ReadResult(events: events, lines: lines, statistics: stats)
}

func readAll(text: String, chunkSize: Int = LineReader.defaultChunkSize) throws -> ReadResult {
    try readAll(Array(text.utf8), chunkSize: chunkSize)
}

func readFixture(_ relative: String, chunkSize: Int = LineReader.defaultChunkSize) throws -> ReadResult {
    try readAll(try Fixtures.bytes(relative), chunkSize: chunkSize, name: relative)
}

/// The events recognised in a single message (no line prefix).
func recognize(_ message: String) -> [RecognizedEvent] {
    let recognizer = EventRecognizer()
    var found: [RecognizedEvent] = []
    Array(message.utf8).withUnsafeBytes { bytes in recognizer.recognize(bytes) { found.append($0) } }
    return found
}

/// A parser that tells bare event lines from continuation lines as ``TraceReader`` does.
func makeParser(catalog: FormatCatalog = .standard, baseYear: Int = 2026, baseMonth: Int = 12) -> RecordParser {
    let recognizer = EventRecognizer()
    return RecordParser(catalog: catalog, baseYear: baseYear, baseMonth: baseMonth, bareLineHasEvent: { recognizer.hasEvent($0) })
}

/// Classify one line on its own with a fresh parser.
func parseLine(_ text: String, parser: RecordParser = makeParser()) -> LineInfo {
    Array(text.utf8).withUnsafeBytes { bytes in
        let parsed = parser.parse(Line(bytes: bytes, number: 1, offset: 0))
        return LineInfo(number: 1, kind: parsed.kind, format: parsed.format, wrappers: parsed.wrappers,
                        process: parsed.process.map { String(decoding: $0, as: UTF8.self) }, pid: parsed.pid,
                        tid: parsed.tid, message: String(decoding: parsed.message, as: UTF8.self), time: parsed.time?.iso8601)
    }
}
