import Foundation

/// Bytes -> lines -> records -> events for one source. Streaming: it holds one read buffer
/// and a few strings per session, whatever the input size.
public final class TraceReader {
    /// Most threads one read uses: four per core, the most that can help (recognition is
    /// shared, delivery is in order); more would only cost memory and start-up time.
    public static let maximumThreads = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)

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
        /// Day of the month of the base date (with a day of slack for time zones, a syslog log
        /// cannot start later in that year); 31 when only the month is known.
        public var baseDay = 31
        /// Threads one read may use, the caller's included (1: everything on the caller's thread).
        /// Events arrive in the same order with the same content however many there are. At most
        /// ``TraceReader/maximumThreads`` are used.
        public var threads = 1
        /// Records parsed before they are handed on for recognition (with `threads` > 1).
        public var recognitionBatchSize = 2048
        /// Keep every event's line text in `Event.message` (user rules that match messages); off,
        /// only diagnostics and observer events carry it, and no string is made for the others.
        public var keepMessages = false
        /// Keep only the records of these processes (`--process`, `--pid`); nil keeps all.
        public var processFilter: ProcessFilter?
        /// Literal-first: leave unparsed the lines that hold none of the byte strings any event
        /// needs, when that changes nothing but per-format counts (see ``RecordFeed``). Events and
        /// the counts of lines, bytes, unrecognized and cut lines are the same either way; records,
        /// continuation, envelope, blank and JSON lines and records per format then count parsed
        /// lines only. Ignored with a `processFilter` (which counts every record per process) and
        /// when `read` is given `onLine`.
        public var literalFirst = false

        /// Options with the base date taken from `date` (a file's modification time, or now).
        public init(baseDate: Date = Date()) {
            let parts = Self.calendar.dateComponents([.year, .month, .day], from: baseDate)
            baseYear = parts.year ?? 2000
            baseMonth = parts.month ?? 12
            baseDay = parts.day ?? 31
        }

        /// Made once: a run makes options for every file it reads, and making a calendar cost
        /// more than reading a short log's date from it.
        private static let calendar = Calendar(identifier: .gregorian)
    }

    let catalog: FormatCatalog
    /// Borrowed for the reader's lifetime: see ``RecognizerPool``.
    private let recognizer = RecognizerPool.borrow()
    private let sourceIndex: Int
    let options: Options
    /// Events of the records this thread recognises (all of them when reading on one thread).
    let builder: EventBuilder
    /// Each launch's main thread (``threadRole(of:)``).
    private var mainThreads: [SessionKey: UInt64] = [:]
    private var lastMainThread: (launch: SessionKey, tid: UInt64)?
    /// Counts of the last `read`, also when it ended with an error.
    public internal(set) var lastStatistics = ParseStatistics()
    /// The Markdown fence lines of the last `read`'s source, recorded as its lines are parsed.
    public let fences = MarkdownFences()
    /// The records of the current `read` that a second logging sink printed again (read on one thread).
    private var secondSink = SecondSinkFilter()

    /// A reader for the source numbered `sourceIndex` in this run.
    public init(catalog: FormatCatalog = .standard, sourceIndex: Int = 0, options: Options = Options()) {
        self.catalog = catalog
        self.sourceIndex = sourceIndex
        self.options = options
        builder = EventBuilder(sourceIndex: sourceIndex, keepMessages: options.keepMessages)
    }

    deinit { RecognizerPool.giveBack(recognizer) }

    /// Read `source` to its end, calling `onEvent` for every event in order and `onLine` (if
    /// given) for every line with its classification. Read errors are thrown after every line
    /// before them was delivered.
    ///
    /// `upcoming`, if given, is told the object address of events a few places before `onEvent`
    /// gets them, when the reader has them early (recognised in batches on other threads), so that
    /// a consumer can ask for the memory it will need for them; it may hear of some events and not
    /// others, and it must not depend on hearing of any. (An address, not the event: lending an
    /// event to a closure copied all of it.)
    @discardableResult
    public func read(_ source: ByteSource, onLine: ((Line, ParsedLine) -> Void)? = nil,
                     upcoming: ((_ address: UInt64) -> Void)? = nil,
                     onEvent: (Event) throws -> Void) throws -> ParseStatistics {
        lastStatistics = ParseStatistics()
        fences.removeAll()
        secondSink = SecondSinkFilter()
        // gzip and UTF-16 are decoded here, so every reader of the library sees text.
        let source = try InputDecoder.decoded(source)
        if onLine == nil, options.threads > 1 {
            return try readPipelined(source, threads: options.threads, upcoming: upcoming, onEvent: onEvent)
        }
        var stats = ParseStatistics()
        let recognizer = self.recognizer
        let parser = makeParser(recognizer: recognizer)
        let lines = LineReader(source: source, chunkSize: options.chunkSize, maxLineLength: options.maxLineLength)
        let feed = makeFeed(lines: lines, parser: parser, everyLine: onLine != nil)
        var thrown: Error?
        // Records per format are counted against the parser's own name strings (a pointer compare
        // for the same string), and hashed into `recordsByFormat` once at the end.
        var formatCounts = FormatCounts()
        var tally = ProcessTally()
        do {
            try feed.forEachParsed { line, parsed in
                if !parsed.isMessageLine { onLine?(line, parsed) }
                return try handle(parsed, line: line, stats: &stats, formats: &formatCounts, tally: &tally, onEvent: onEvent)
            }
        } catch {
            thrown = error
        }
        stats.lines = feed.lineCount
        stats.bytes = feed.byteCount
        if let last = parser.finish() {
            let empty = Line(bytes: UnsafeRawBufferPointer(start: nil, count: 0), number: last.line, offset: 0)
            _ = try handle(last, line: empty, stats: &stats, formats: &formatCounts, tally: &tally, onEvent: onEvent)
        }
        tally.finish(into: &stats)
        formatCounts.add(to: &stats, catalog: catalog)
        stats.truncatedLines = lines.truncatedLines
        stats.formatPatternFailures = parser.patternFailures
        lastStatistics = stats
        if let thrown { throw thrown }
        return stats
    }

    /// The feed of `lines`: literal-first when the options ask for it and nothing needs every line.
    func makeFeed(lines: LineReader, parser: RecordParser, everyLine: Bool) -> RecordFeed {
        let literalFirst = options.literalFirst && options.processFilter == nil && !everyLine
        return RecordFeed(lines: lines, parser: parser, scanner: literalFirst ? RecordFeed.eventScanner : nil)
    }

    /// Record counts per format: by catalog index for catalog formats (files mix formats line by
    /// line, and comparing names cost a string compare per record), by name for the pseudo-formats.
    struct FormatCounts {
        var byIndex: [Int] = []
        var names: [String] = []
        var counts: [Int] = []
        var last = -1

        @inline(__always)
        mutating func count(_ parsed: ParsedLine) {
            let index = parsed.formatIndex
            guard index >= 0 else { count(parsed.format); return }
            if index >= byIndex.count { byIndex += Array(repeating: 0, count: index + 1 - byIndex.count) }
            byIndex[index] += 1
        }

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

        func add(to stats: inout ParseStatistics, catalog: FormatCatalog) {
            for (index, count) in byIndex.enumerated() where count > 0 { stats.recordsByFormat[catalog.formats[index].name, default: 0] += count }
            for (name, count) in zip(names, counts) { stats.recordsByFormat[name, default: 0] += count }
        }
    }

    /// The parser for one source, reading bare lines and wrapped sentences with `recognizer`.
    func makeParser(recognizer: EventRecognizer) -> RecordParser {
        let parser = RecordParser(catalog: catalog, baseYear: options.baseYear, baseMonth: options.baseMonth, baseDay: options.baseDay,
                                  bareLineHasEvent: { recognizer.hasEvent($0) }, finishesSentence: { recognizer.holdsDiagnostic($0) })
        parser.fences = fences
        return parser
    }

    /// Count `parsed` in `stats`; true when it is a record, or the line that finishes a wrapped
    /// sentence (``OpenSentence``), whose message may hold events.
    @inline(__always)
    func account(_ parsed: ParsedLine, stats: inout ParseStatistics, formats: inout FormatCounts) -> Bool {
        guard !parsed.isMessageLine else { return parsed.kind == .record || (parsed.kind == .continuation && parsed.finishesSentence) }
        switch parsed.kind {
        case .record:
            stats.records += 1
            formats.count(parsed)
            return true
        case .continuation:
            stats.continuationLines += 1
            return parsed.finishesSentence
        case .envelope: stats.envelopeLines += 1
        case .blank: stats.blankLines += 1
        case .jsonStructure: stats.jsonStructureLines += 1
        case .unrecognized: stats.unrecognizedLines += 1
        }
        return false
    }

    /// Count `parsed` and deliver its events; true when it may start a sentence a paste wrapped
    /// over the lines after it (``OpenSentence``): it holds a diagnostic word and yields no event.
    private func handle(_ parsed: ParsedLine, line: Line, stats: inout ParseStatistics, formats: inout FormatCounts,
                        tally: inout ProcessTally, onEvent: (Event) throws -> Void) throws -> Bool {
        guard account(parsed, stats: &stats, formats: &formats) else { return mayStartSentence(unrecognized: parsed) }
        guard kept(parsed, stats: &stats, tally: &tally) else { return false }
        // Most records are noise: the hint scan rejects them before the record's clock is read.
        let message = parsed.message
        guard let hints = EventRecognizer.hints(message) else { return false }
        let time = parsed.time
        guard !secondSink.isCopy(parsed, time: time) else { return false }
        let eventsBefore = stats.events
        // Each event is built and delivered as it is recognised: collected in an array first, every
        // event was copied in and out and destroyed (a retain and release of each of its strings).
        // The record's names are made for the first event only. The closure takes plain values
        // only: capturing `parsed` copied it, strings and all.
        let process = parsed.process, host = parsed.host, tag = parsed.tag
        let (pid, tid, number, offset, segment) = (parsed.pid, parsed.tid, parsed.line, line.offset, parsed.segment)
        var thrown: Error?
        builder.beginRecord()
        TraceReader.recognize(message, hints: hints, tagged: TraceReader.taggedMessage(tag: tag, message: message),
                              with: recognizer) { recognized, text in
            guard thrown == nil else { return }
            stats.events += 1
            var event = builder.event(recognized, message: text, thread: .unknown) {
                RecordFields(process: process.map(builder.processName) ?? "", pid: pid, tid: tid, time: time,
                             line: number, offset: offset, device: host.flatMap(builder.deviceName),
                             tagType: tag.flatMap(TraceReader.tagType), segment: segment)
            }
            event.thread = threadRole(of: event)
            do {
                try onEvent(event)
            } catch {
                // What was delivered stays delivered; the rest of the line is not, as before.
                thrown = error
            }
        }
        if let thrown { throw thrown }
        return stats.events == eventsBefore && (hints.mayBeDiagnostic || EventRecognizer.endsInCutToken(message))
    }

    /// Recognise a record's `message`, and, when it yields no event, its `tagged` text
    /// (``taggedMessage(tag:message:)``). Xcode's console prints os_log's category in brackets where
    /// NSLog and print lines carry the app's own tag (`App[1:2] [FirstVC] init`, `[Instance] dealloc
    /// | 0x…`): a message that says nothing alone is read with its tag, as the same line pasted
    /// without its header is. Only where the tag may name a type and the message is a call and a
    /// mark at most (``mayReadWithTag(_:)``), and only lifecycle calls count: os_log's categories stand
    /// there too (WebKit's `[Process] kill() returned …`). `emit` gets each event and the text it was found in.
    @inline(__always)
    static func recognize(_ message: UnsafeRawBufferPointer, hints: MessageHints, tagged: UnsafeRawBufferPointer?,
                          with recognizer: EventRecognizer, emit: (RecognizedEvent, UnsafeRawBufferPointer) -> Void) {
        var found = false
        // A JSON record's message of several lines: its first line is the record's (the others are
        // read as the lines after it, ``RecordParser/nextMessageLine(offset:)``).
        let firstLine = ByteText.firstLine(message)
        recognizer.recognize(ByteText.withoutTrailingBlanks(firstLine), hints: hints, tagged: tagged) { found = true; emit($0, message) }
        guard !found, let tagged, case let read = ByteText.withoutTrailingBlanks(tagged), mayReadWithTag(read),
              let taggedHints = EventRecognizer.hints(read) else { return }
        recognizer.recognize(read, hints: taggedHints) { recognized in
            guard recognized.kind != .other, recognized.kind != .diagnostic else { return }
            emit(recognized, tagged)
        }
    }

    /// True when `tagged`, `[Tag] message`, may be a type's call: the tag is a type's name that starts
    /// with a capital or `_` (not `[default]`, `[com.example.app]`, `[LIFECYCLE]`), and what follows
    /// the message's first word is nothing, a mark of the call (`called`) or starts with no letter
    /// (`| 0x…`, `- …`, `<X: 0x…>`). A category before prose stays prose: `[Note] viewWillAppear fires
    /// twice`, `[AudioSession] init failed with error -50`.
    static func mayReadWithTag(_ tagged: UnsafeRawBufferPointer) -> Bool {
        var close = 1
        while close < tagged.count, tagged[close] != ASCII.rightBracket { close += 1 }
        guard close + 2 <= tagged.count, ByteText.isUpper(tagged[1]) || tagged[1] == ASCII.underscore else { return false }
        // Bytes first: most such messages are a category's prose, and the tests on names make strings.
        var i = close + 2
        while i < tagged.count, !ByteText.isSpace(tagged[i]) { i += 1 }
        var restStart = i
        while restStart < tagged.count, ByteText.isSpace(tagged[restStart]) { restStart += 1 }
        if restStart < tagged.count, ByteText.isUpper(tagged[restStart]) || ByteText.isLower(tagged[restStart]) {
            // Words: a mark of the call is one to three of them (`called`, `was called`).
            var blanks = 0
            for j in restStart..<tagged.count where ByteText.isSpace(tagged[j]) {
                blanks += 1
                if blanks > 2 { return false }
            }
            guard EventRecognizer.isCallNote(UnsafeRawBufferPointer(rebasing: tagged[i...])) else { return false }
        }
        return tagType(UnsafeRawBufferPointer(rebasing: tagged[1..<close])) != nil
    }

    /// The bytes from a record's `[Tag]` to the end of its message, when the line prints the two
    /// together as `[Tag] message` (``FormatHit/tag``).
    static func taggedMessage(tag: UnsafeRawBufferPointer?, message: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard let tag, let tagStart = tag.baseAddress, let messageStart = message.baseAddress,
              tagStart + tag.count + 2 == messageStart, (tagStart - 1).load(as: UInt8.self) == ASCII.leftBracket else { return nil }
        return UnsafeRawBufferPointer(start: tagStart - 1, count: message.count + tag.count + 3)
    }

    /// The type a record's `[Tag]` names (``ParsedLine/tag``): only a type-like name (a letter or
    /// `_` first, then letters, digits, `_`, `.`), and none when it reads as a category
    /// (`[LIFECYCLE]`, ``ClassName/readsAsCategory(_:)``).
    static func tagType(_ tag: UnsafeRawBufferPointer) -> String? {
        guard let first = tag.first, ByteText.isUpper(first) || ByteText.isLower(first) || first == ASCII.underscore,
              tag.count <= 64, tag.allSatisfy({ ByteClass.classes[Int($0)] & ByteClass.className != 0 }) else { return nil }
        let name = ClassName.normalize(ByteText.string(tag, 0..<tag.count))
        return name.isEmpty || ClassName.readsAsCategory(name) ? nil : name
    }

    /// True when `parsed` is an unrecognized line (nothing before it to continue) or a continuation
    /// line that holds a word of a diagnostic sentence: it may start one that a paste wrapped over the
    /// lines after it (``OpenSentence``). Records are asked where their hints are found.
    @inline(__always)
    func mayStartSentence(unrecognized parsed: ParsedLine) -> Bool {
        // A continuation line keeps its text only when it holds a diagnostic word (``RecordParser``).
        (parsed.kind == .continuation && !parsed.message.isEmpty)
            || (parsed.kind == .unrecognized
                && (EventRecognizer.hints(parsed.message)?.mayBeDiagnostic == true || EventRecognizer.endsInCutToken(parsed.message)))
    }

    /// True unless `--process`/`--pid` leave the record out (counted in `stats` and `tally`).
    @inline(__always)
    func kept(_ parsed: ParsedLine, stats: inout ParseStatistics, tally: inout ProcessTally) -> Bool {
        guard let filter = options.processFilter else { return true }
        tally.count(parsed.process, pid: parsed.pid, filter: filter)
        if filter.keeps(process: parsed.process, pid: parsed.pid) { return true }
        stats.filteredRecords += 1
        return false
    }

    /// What an event takes from the record it was found in.
    struct RecordFields {
        var process: String
        var pid: Int?
        var tid: UInt64?
        var time: LogTime?
        var line: Int
        var offset: Int
        /// The device the record's host field names (``DeviceName``), when it has one.
        var device: String?
        /// The type the record's `[Tag]` names (``tagType(_:)``): the class of the record's events
        /// that name none, as the tag is at the start of a `print` line.
        var tagType: String?
        /// The source's segment (``RecordParser/segment``).
        var segment: Int32 = 0
    }

    /// UIKit calls back on the main thread, and lines from other threads are not callbacks. The
    /// first thread of a launch to log a UIKit callback (`dealloc` included) is taken as its main
    /// thread, in line order, so an event's role depends only on the lines before it. Thread ids
    /// of iOS 7 and later (NSLog's decimal `[pid:tid]`, os_log's `0x…`) are numbered system-wide in
    /// creation order, and the main thread is a process's first: a callback from a thread with a
    /// lower id takes over. So a log that starts with a background object's dealloc (the last
    /// release runs on whatever thread dropped it), or with a completion block printing `#function`
    /// (`FeedVC.viewDidLoad(): loaded 20 items`), still finds its main thread. iOS 6 and earlier
    /// printed Mach port names (`ef03`, at most 0xFFFF), in no order: there the first thread stays.
    /// Keyed by launch (``SessionKey/launchSegment``): a relaunch pasted below a line that says the
    /// process ended has its own main thread even when the format prints no pid, while the test
    /// cases of one launch share theirs.
    func threadRole(of event: Event) -> ThreadRole {
        guard let tid = event.tid else { return .unknown }
        let session = event.session
        var main: UInt64
        // Events come in runs from one launch: its main thread is remembered before hashing.
        if let last = lastMainThread, last.launch.source == session.source, last.launch.segment == session.launchSegment,
           last.launch.pid == session.pid, last.launch.process == session.process {
            main = last.tid
        } else {
            var launch = session
            launch.segment = session.launchSegment
            if let known = mainThreads[launch] {
                main = known
            } else {
                guard event.kind.isUIKitCallback else { return .unknown }
                main = tid
                mainThreads[launch] = tid
            }
            lastMainThread = (launch, main)
        }
        if tid == main { return .main }
        guard tid < main, Self.isOrdered(tid), Self.isOrdered(main), event.kind.isUIKitCallback else { return .background }
        mainThreads[lastMainThread!.launch] = tid
        lastMainThread!.tid = tid
        return .main
    }

    /// True when `tid` is a thread id numbered in creation order (iOS 7 and later), not a port name.
    @inline(__always)
    static func isOrdered(_ tid: UInt64) -> Bool { tid > 0xFFFF }
}
