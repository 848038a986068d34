import Foundation

/// Bytes -> lines -> records -> events for one source. Streaming: it holds one read buffer
/// and a few strings per session, whatever the input size.
public final class TraceReader {
    /// Everything needed to read one source.
    public struct Options: Sendable {
        /// Size of each read.
        public var chunkSize = LineReader.defaultChunkSize
        /// Longest line kept whole.
        public var maxLineLength = LineReader.defaultMaxLineLength
        /// Year given to syslog lines, which print none.
        public var baseYear: Int
        /// Month of the base date (a syslog log cannot start later in that year).
        public var baseMonth: Int
        /// Keep every event's line text in `Event.message` (user rules that match messages); off,
        /// only diagnostics and observer events carry it, and no string is made for the others.
        public var keepMessages = false

        /// Options with the base date taken from `date` (a file's modification time, or now).
        public init(baseDate: Date = Date()) {
            let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month], from: baseDate)
            baseYear = parts.year ?? 2000
            baseMonth = parts.month ?? 12
        }
    }

    private let catalog: FormatCatalog
    private let recognizer = EventRecognizer()
    private let sourceIndex: Int
    private let options: Options
    private var processNames: [[UInt8]: String] = [:]
    private var lastProcessBytes: [UInt8] = []
    private var lastProcessName = ""
    private var mainThreads: [ProcessKey: UInt64] = [:]
    /// Counts of the last `read`, also when it ended with an error.
    public private(set) var lastStatistics = ParseStatistics()

    private struct ProcessKey: Hashable { let process: String; let pid: Int? }

    /// A reader for the source numbered `sourceIndex` in this run.
    public init(catalog: FormatCatalog = .standard, sourceIndex: Int = 0, options: Options = Options()) {
        self.catalog = catalog
        self.sourceIndex = sourceIndex
        self.options = options
    }

    /// Read `source` to its end, calling `onEvent` for every event in order and `onLine` (if
    /// given) for every line with its classification. Read errors are thrown after every line
    /// before them was delivered.
    @discardableResult
    public func read(_ source: ByteSource, onLine: ((Line, ParsedLine) -> Void)? = nil,
                     onEvent: (Event) throws -> Void) throws -> ParseStatistics {
        var stats = ParseStatistics()
        let parser = RecordParser(catalog: catalog, baseYear: options.baseYear, baseMonth: options.baseMonth)
        let recognizer = self.recognizer
        parser.bareLineHasEvent = { recognizer.hasEvent($0) }
        let lines = LineReader(source: source, chunkSize: options.chunkSize, maxLineLength: options.maxLineLength)
        var thrown: Error?
        // Records per format are counted against the parser's own name strings (a pointer compare
        // for the same string), and hashed into `recordsByFormat` once at the end.
        var formatCounts = FormatCounts()
        do {
            try lines.forEachLine { line in
                stats.lines += 1
                stats.bytes += line.fullLength + 1
                let parsed = parser.parse(line)
                onLine?(line, parsed)
                try handle(parsed, line: line, stats: &stats, formats: &formatCounts, onEvent: onEvent)
            }
        } catch {
            thrown = error
        }
        if let last = parser.finish() {
            let empty = Line(bytes: UnsafeRawBufferPointer(start: nil, count: 0), number: last.line, offset: 0)
            try handle(last, line: empty, stats: &stats, formats: &formatCounts, onEvent: onEvent)
        }
        formatCounts.add(to: &stats)
        stats.truncatedLines = lines.truncatedLines
        lastStatistics = stats
        if let thrown { throw thrown }
        return stats
    }

    /// Record counts per format name, in first-seen order.
    private struct FormatCounts {
        var names: [String] = []
        var counts: [Int] = []
        var last = -1

        @inline(__always)
        mutating func count(_ name: String) {
            if last >= 0, names[last] == name { counts[last] += 1; return }
            if let index = names.firstIndex(of: name) {
                last = index
            } else {
                names.append(name)
                counts.append(0)
                last = names.count - 1
            }
            counts[last] += 1
        }

        func add(to stats: inout ParseStatistics) {
            for (name, count) in zip(names, counts) { stats.recordsByFormat[name, default: 0] += count }
        }
    }

    private func handle(_ parsed: ParsedLine, line: Line, stats: inout ParseStatistics, formats: inout FormatCounts,
                        onEvent: (Event) throws -> Void) throws {
        switch parsed.kind {
        case .record:
            stats.records += 1
            formats.count(parsed.format)
        case .continuation: stats.continuationLines += 1; return
        case .envelope: stats.envelopeLines += 1; return
        case .blank: stats.blankLines += 1; return
        case .jsonStructure: stats.jsonStructureLines += 1; return
        case .unrecognized: stats.unrecognizedLines += 1; return
        }
        var pending: [RecognizedEvent] = []
        recognizer.recognize(parsed.message) { pending.append($0) }
        guard !pending.isEmpty else { return }
        let process = parsed.process.map(processName) ?? ""
        let session = SessionKey(source: sourceIndex, process: process, pid: parsed.pid)
        for recognized in pending {
            let thread = threadRole(tid: parsed.tid, process: process, pid: parsed.pid, kind: recognized.kind)
            let message = options.keepMessages || recognized.kind == .diagnostic || recognized.kind == .addObserver || recognized.kind == .removeObserver
                ? String(decoding: parsed.message, as: UTF8.self) : ""
            let event = Event(kind: recognized.kind, className: recognized.className, address: recognized.address,
                              selector: recognized.selector, argument: recognized.argument, isClassMethod: recognized.isClassMethod,
                              session: session, tid: parsed.tid, thread: thread, time: parsed.time, line: parsed.line,
                              offset: line.offset, sourceLine: recognized.sourceLine, diagnostic: recognized.diagnostic, message: message)
            stats.events += 1
            try onEvent(event)
        }
    }

    private func processName(_ bytes: UnsafeRawBufferPointer) -> String {
        // Consecutive events nearly always come from the same process: compare bytes with the
        // last name before building a key array for the dictionary.
        if lastProcessBytes.elementsEqual(bytes) { return lastProcessName }
        let key = Array(bytes)
        let name = processNames[key] ?? String(decoding: bytes, as: UTF8.self)
        if processNames.count < 4096 { processNames[key] = name }
        lastProcessBytes = key
        lastProcessName = name
        return name
    }

    /// UIKit calls back on the main thread: the first thread a process logs a UIKit callback
    /// from is taken as its main thread, and lines from other threads are not callbacks.
    private func threadRole(tid: UInt64?, process: String, pid: Int?, kind: EventKind) -> ThreadRole {
        guard let tid else { return .unknown }
        let key = ProcessKey(process: process, pid: pid)
        if let main = mainThreads[key] { return main == tid ? .main : .background }
        guard kind.isUIKitCallback else { return .unknown }
        mainThreads[key] = tid
        return .main
    }
}
