import Foundation

/// Recognises the format of every line on its own (files mix formats), peels wrapper
/// prefixes, skips envelopes, and joins continuation lines to the record before them.
/// One parser per source: it keeps the little state a source needs (syslog year, the
/// pretty-JSON record being read, the last session seen for bare `print` lines).
public final class RecordParser {
    /// The formats in use.
    public let catalog: FormatCatalog
    /// Per format, made when a line first needs PCRE2 for it: most formats never do (a hand
    /// parser or prefilter answers), and a parser is made per example of every user rule.
    @exclusivity(unchecked) private var matchers: [RegexMatcher?]
    /// Per format: hand parser or prefilter, possible first bytes, group numbers (the catalog's ``FormatTables``).
    private let fast: [FastFormat]
    private let canStart: [[Bool]]
    private let groups: [LineFormat.Groups]
    private let infos: [FormatTables.FormatInfo]
    private var years: YearInference
    private var haveRecord = false
    /// The last record's process name, copied (bare lines inherit it after its bytes are gone).
    private var lastProcess = ByteBuffer()
    private var lastPid: Int?
    private let json = JSONRecordAssembler()
    private var owned: [UInt8] = []
    private var scratch: UnsafeMutableRawPointer?
    private var scratchCapacity = 0
    private var utf8Scratch: UnsafeMutableRawPointer?
    private var utf8ScratchCapacity = 0
    /// True while the line being parsed is known to hold no line feed.
    private var newlineFree = false
    /// Records that set the session bare lines inherit (every record a format matched), and lines
    /// that inherited it: the literal-first feed (``RecordFeed``) watches both to know when the
    /// lines it left unread matter.
    private(set) var sessionWrites = 0
    private(set) var sessionReads = 0
    /// See ``FormatTables/kept``.
    private let kept: [Bool]
    /// See ``FormatTables/wrapperTests``.
    private let wrapperTests: [Prefilter]
    /// See ``FormatTables/wrapperTestsByFirstByte``.
    private let wrapperTestsByFirstByte: [UInt32]
    /// False with user formats, whose prefixes ``canSkip(_:)`` knows nothing about.
    private let mayLeaveLinesUnread: Bool
    /// Does this bare text carry an event? Bare lines that do are records, the others continue
    /// the record before them. Records know nothing of events: the caller that does (the
    /// ``TraceReader``, with its ``EventRecognizer``) answers.
    let bareLineHasEvent: (UnsafeRawBufferPointer) -> Bool
    /// Does this text hold a whole diagnostic sentence? Nil: hard-wrapped sentences are not joined
    /// (``OpenSentence``).
    let finishesSentence: ((UnsafeRawBufferPointer) -> Bool)?
    /// The sentence the last record started and did not finish, while the lines after it may.
    private var openSentence: OpenSentence?
    /// `openSentence != nil`, read per line without touching the reference.
    private(set) var sentenceIsOpen = false

    /// Lines on which PCRE2 could not tell whether a format's pattern matches (it reached one of
    /// ``RegexLimits``), per format name: such a line was tried against the formats after it.
    public var patternFailures: [String: Int] {
        var result: [String: Int] = [:]
        for (index, matcher) in matchers.enumerated() {
            guard let matcher, matcher.failures > 0 else { continue }
            result[catalog.formats[index].name, default: 0] += matcher.failures
        }
        return result
    }

    /// A parser over `catalog`; `baseYear` seeds the year of syslog lines; `bareLineHasEvent`
    /// tells a bare line that starts a record from one that continues the record before it.
    public init(catalog: FormatCatalog = .standard, baseYear: Int, baseMonth: Int = 12, baseDay: Int = 31,
                bareLineHasEvent: @escaping (UnsafeRawBufferPointer) -> Bool,
                finishesSentence: ((UnsafeRawBufferPointer) -> Bool)? = nil) {
        self.bareLineHasEvent = bareLineHasEvent
        self.finishesSentence = finishesSentence
        self.catalog = catalog
        matchers = Array(repeating: nil, count: catalog.formats.count)
        let tables = catalog.tables
        fast = tables.fast
        canStart = tables.canStart
        groups = tables.groups
        infos = tables.infos
        years = YearInference(baseYear: baseYear, baseMonth: baseMonth, baseDay: baseDay)
        kept = tables.kept
        wrapperTests = tables.wrapperTests
        wrapperTestsByFirstByte = tables.wrapperTestsByFirstByte
        mayLeaveLinesUnread = catalog.userRange.isEmpty
    }

    /// Where the fence lines of a Markdown paste are recorded as they are read, when someone asks
    /// (``MarkdownFences``); lines starting with a backtick or `>` are never left unread.
    var fences: MarkdownFences?

    /// Bytes that make the parser read a line other than as written: colour escapes are removed
    /// before formats are tried, so they could join the halves of a needle; and the words of a line
    /// that says the process ended (``endsProcess(_:)``), which starts a segment: `debugger: ` and
    /// `exit code: `, whose three-byte windows (`ugg`, `exi`) ordinary lines hardly hold, cut so.
    /// A line holding one is always parsed.
    public static let needles: [[UInt8]] = [[0x1b]] + ["ugger: ", "exit code: "].map { Array($0.utf8) }

    /// True when parsing `bytes`, a line that holds none of the needles (``EventRecognizer/needles``,
    /// ``needles``), can change nothing but statistics and the session bare lines inherit (which
    /// ``RecordFeed`` restores from the line when a later line reads it). Such a line yields no
    /// event. False before the first record (the line could be unrecognized), inside pretty JSON,
    /// for lines that may start JSON, a continuation or a wrapper, with user formats, and for a line
    /// whose date or month would move the syslog year inference.
    func canSkip(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard mayLeaveLinesUnread, haveRecord, !json.isActive, !sentenceIsOpen, let first = bytes.first, !kept[Int(first)] else { return false }
        var tests = wrapperTestsByFirstByte[Int(first)]
        while tests != 0 {
            if wrapperTests[tests.trailingZeroBitCount].mayMatch(bytes) { return false }
            tests &= tests &- 1
        }
        if ByteText.isDigit(first) {
            // Only the dated formats (`YYYY-MM-DD` at the start) tell the year.
            guard bytes.count >= 8, bytes[4] == 45, bytes[7] == 45, let year = ByteText.digits(bytes, 0, 4),
                  let month = ByteText.digits(bytes, 5, 2) else { return true }
            return years.isSettled(observing: year, month: month)
        }
        // Only the syslog format starts with a month name.
        guard bytes.count >= 3, let month = RecordParser.month(bytes, 0..<3) else { return true }
        return years.isSettled(forMonth: month)
    }

    /// Classify one line and hand the result to `body`: its bytes (``ParsedLine/withMessage(_:)``)
    /// are lent for the duration of `body` only.
    public func parse<R>(_ line: Line, _ body: (ParsedLine) throws -> R) rethrows -> R {
        try body(parse(line))
    }

    /// Hand `body` the pretty-JSON record left open at the end of input, if any, for the duration
    /// of `body` only.
    public func finish<R>(_ body: (ParsedLine?) throws -> R) rethrows -> R {
        try body(finish())
    }

    /// Classify one line. The result's byte views are valid until the next call: the reader's
    /// hot path, kept internal so that no caller outside the module holds them longer.
    func parse(_ line: Line) -> ParsedLine {
        var result = parseLine(line)
        if sentenceIsOpen { continueSentence(on: line, parsed: &result) }
        return result
    }

    /// ``parse(_:)`` without sentence joining: the feed's hot path, which joins itself
    /// (``continueSentence(on:parsed:)``) only while ``sentenceIsOpen``.
    @inline(__always)
    func parseOnly(_ line: Line) -> ParsedLine { parseLine(line) }

    /// The segment of the source the lines are in: the number of XCTest test cases started so far
    /// (`Test Case '-[FeedTests testLoad]' started.`). Each test case makes its own objects (a new
    /// test case instance, a new system under test from setUp), so objects never span two: a
    /// controller every test loads, logged by class only, is not one controller loaded again. Lines
    /// that start a test case are never left unread (``FormatTables/kept``). Each line is given it
    /// where the line is made, and an envelope that starts a test case counts. A line that says the
    /// process ended starts the next launch's segments (``SessionKey/segment``).
    private(set) var segment: Int32 = 0
    /// The segment of records that print a process id: test cases only. A relaunch always has a new
    /// pid, so a line that says the process ended divides only what the pid cannot (``endsProcess(_:)``):
    /// the same pid after it (an extension's host, a quoted line) is the same process.
    private var pidSegment: Int32 = 0

    /// True when `bytes` is the debugger's or Xcode's line for a process that ended (`Message from
    /// debugger: Terminated due to signal 9`, `… Terminated due to memory issue`, `… killed`,
    /// `Program ended with exit code: 0`): the lines after it come from another launch (a relaunch
    /// pasted below, the state-restoration recipe of stopping the app in Xcode and running it again),
    /// whose objects are never those before, even when the format prints no process id.
    static func endsProcess(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if ByteText.hasPrefix(bytes, at: 0, "Program ended with exit code: ") { return true }
        guard ByteText.hasPrefix(bytes, at: 0, "Message from debugger: ") else { return false }
        // Only the debugger's own words, nothing after them: a sentence that goes on quotes them.
        var end = 23
        if ByteText.hasPrefix(bytes, at: end, "Terminated due to signal ") {
            end += 25
            let digits = end
            while end < bytes.count, ByteText.isDigit(bytes[end]) { end += 1 }
            guard end > digits else { return false }
        } else if ByteText.hasPrefix(bytes, at: end, "Terminated due to memory issue") {
            end += 30
        } else if ByteText.hasPrefix(bytes, at: end, "killed") {
            end += 6
        } else {
            return false
        }
        while end < bytes.count, ByteText.isSpace(bytes[end]) || bytes[end] == ASCII.period { end += 1 }
        return end == bytes.count
    }

    /// Where the next record starts in `Program ended with exit code: 02017-05-12 21:55:05.829 …`:
    /// Xcode ends that line without a line feed, so the next run's first line is glued to the exit
    /// code (a year's four digits or a time's two after it). Nil when nothing follows the code.
    static func recordAfterExitCode(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let prefix: StaticString = "Program ended with exit code: "
        guard ByteText.hasPrefix(bytes, at: start, prefix) else { return nil }
        let codeStart = start + prefix.utf8CodeUnitCount
        var end = codeStart
        if end < bytes.count, bytes[end] == ASCII.minus { end += 1 }
        let digitsStart = end
        while end < bytes.count, ByteText.isDigit(bytes[end]) { end += 1 }
        let digits = end - digitsStart
        guard digits > 0, end < bytes.count, !ByteText.isSpace(bytes[end]) else { return nil }
        if bytes[end] == ASCII.minus, digits > 4 { return end - 4 }
        if bytes[end] == ASCII.colon, digits > 2 { return end - 2 }
        return end
    }

    /// True when `bytes` is XCTest's line for a test case that starts (`Test Case '…' started.`,
    /// `Test case '…' started.`, `… started at 2024-…`).
    static func startsTestCase(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count > 20, ByteText.hasPrefix(bytes, at: 0, "Test Case '") || ByteText.hasPrefix(bytes, at: 0, "Test case '") else { return false }
        return ByteText.find(bytes, "' started", in: 11..<bytes.count) != nil
    }

    /// `parsed` holds a word of a diagnostic sentence (``MessageHints/mayBeDiagnostic``) and the
    /// caller found no event in it: the sentence may go on in the lines after it (``OpenSentence``).
    /// Valid for the record or unrecognized line the last call to `parse` returned.
    func mayOpenSentence(_ parsed: ParsedLine) {
        // Still open after parsing this line with a head the wrap cut before its object: the line was
        // joined to it (``continueSentence(on:parsed:)`` closes it otherwise) and is the rest of that
        // head, not a sentence of its own. Any other open head is replaced, as a line that starts a
        // sentence may follow one that only held a word of one.
        guard !(sentenceIsOpen && openSentence?.headIsCut == true), finishesSentence != nil, !json.isActive, parsed.kind == .record || parsed.kind == .unrecognized || parsed.kind == .continuation,
              parsed.format != FormatCatalog.jsonName, parsed.format != FormatCatalog.ndjsonName else { return }
        openSentence = OpenSentence(parsed)
        sentenceIsOpen = true
    }

    /// Add `line` to the open sentence when it continues it; the line that finishes it carries the
    /// whole sentence. Any other line closes it.
    func continueSentence(on line: Line, parsed: inout ParsedLine) {
        guard let sentence = openSentence, let finishesSentence,
              parsed.kind == .continuation || (parsed.kind == .unrecognized && sentence.startedUnrecognized)
                || (parsed.kind == .record && parsed.format == FormatCatalog.bareName && sentence.isCut(before: line.bytes)) else {
            closeSentence()
            return
        }
        sentence.append(line.bytes)
        if finishesSentence(sentence.joined) {
            // The result's bytes are the sentence's own.
            closeSentence()
            finishedSentence = sentence
            haveRecord = true
            parsed = sentence.finishingLine()
        } else if sentence.joinedLines >= OpenSentence.mostJoinedLines {
            closeSentence()
        }
    }

    private func closeSentence() {
        openSentence = nil
        sentenceIsOpen = false
    }

    /// The last sentence finished, kept while its result is lent (and until another is finished).
    private var finishedSentence: OpenSentence?

    /// True when the line parsed last is a JSON record whose message has lines after its first
    /// not yet handed out (``nextMessageLine(offset:)``). Read for every line: one flag.
    private(set) var hasMessageLines = false
    /// Those lines; `messageRestStart` is where the next one starts.
    private var messageRest: [UInt8] = []
    private var messageRestStart = 0
    private var messageRestLine = 0
    /// True while a line of a JSON message is parsed: it is text, never JSON.
    private var readingMessageLine = false

    /// The next line of the JSON record parsed last, after its message's first (a record that
    /// spans lines in `log`'s text styles), as a line of the record's input line, at `offset`; nil
    /// when there is none. Asked right after the record is parsed: any other line parsed drops
    /// them. Its bytes are valid until the next record's.
    func nextMessageLine(offset: Int) -> Line? {
        guard hasMessageLines, messageRestStart < messageRest.count else {
            hasMessageLines = false
            return nil
        }
        let start = messageRestStart
        let end = messageRest[start...].firstIndex(of: ASCII.newline) ?? messageRest.count
        messageRestStart = end + 1
        let last = end > start && messageRest[end - 1] == ASCII.carriageReturn ? end - 1 : end
        return messageRest.withUnsafeBytes { all in
            Line(bytes: UnsafeRawBufferPointer(rebasing: all[start..<last]), number: messageRestLine, offset: offset, fullLength: 0)
        }
    }

    /// ``parseOnly(_:)`` for a line of a JSON message (``nextMessageLine(offset:)``): read as text.
    func parseMessageLine(_ line: Line) -> ParsedLine {
        readingMessageLine = true
        defer { readingMessageLine = false }
        var parsed = parseLine(line)
        parsed.isMessageLine = true
        return parsed
    }

    private func parseLine(_ line: Line) -> ParsedLine {
        if hasMessageLines, !readingMessageLine { hasMessageLines = false }
        var bytes = line.bytes
        // Nearly every line is plain ASCII without escapes or newlines: one scan keeps it on the
        // zero-copy path, and tells the hand parsers that `.*$` reaches the end.
        guard let special = ByteText.firstSpecialByte(bytes) else {
            newlineFree = true
            defer { newlineFree = false }
            return parse(line, bytes: bytes)
        }
        var asciiPrefix = special
        // Colour escapes (idevicesyslog on a TTY, XcodeColors) sit between the fields.
        if memchr(bytes.baseAddress! + special, Int32(ASCII.escape), bytes.count - special) != nil {
            bytes = stripEscapes(bytes)
            asciiPrefix = 0
        }
        // PCRE2 (PCRE2_MATCH_INVALID_UTF) never lets `.` cross an invalid sequence, so one stray
        // byte in a message would make `(?<msg>.*)$` fail and lose the whole prefix. Match a copy
        // with each invalid byte replaced by `?` (same length, so ranges carry over), then point
        // the result back at the original bytes: they are kept, and rendered lossily only when printed.
        if ByteText.hasInvalidUTF8(bytes, from: asciiPrefix) {
            let sanitized = sanitizeUTF8(bytes)
            var result = parse(line, bytes: sanitized)
            func back(_ view: UnsafeRawBufferPointer?) -> UnsafeRawBufferPointer? {
                guard let view, let start = view.baseAddress, let from = sanitized.baseAddress, let to = bytes.baseAddress,
                      start >= from, start + view.count <= from + sanitized.count else { return view }
                return UnsafeRawBufferPointer(start: to + (start - from), count: view.count)
            }
            result.message = back(result.message) ?? result.message
            result.process = back(result.process)
            result.host = back(result.host)
            result.tag = back(result.tag)
            // Bare lines inherit this process: remember its original bytes, not the `?` copy.
            if result.kind == .record, !result.inheritedSession, let process = result.process { lastProcess.set(process) }
            return result
        }
        return parse(line, bytes: bytes)
    }

    /// Copy `bytes` into the UTF-8 scratch buffer with every byte of an invalid sequence replaced by `?`.
    private func sanitizeUTF8(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        if utf8ScratchCapacity < bytes.count {
            utf8Scratch?.deallocate()
            utf8ScratchCapacity = max(bytes.count, 256)
            utf8Scratch = UnsafeMutableRawPointer.allocate(byteCount: utf8ScratchCapacity, alignment: 16)
        }
        let out = utf8Scratch!
        out.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        var i = 0
        while i < bytes.count {
            let length = ByteText.utf8SequenceLength(bytes, at: i)
            if length == 0 { out.storeBytes(of: 0x3F, toByteOffset: i, as: UInt8.self); i += 1 } else { i += length }
        }
        return UnsafeRawBufferPointer(start: out, count: bytes.count)
    }

    private func parse(_ line: Line, bytes: UnsafeRawBufferPointer) -> ParsedLine {
        var result = ParsedLine()
        result.line = line.number
        result.segment = segment
        var start = 0
        while start < bytes.count, ByteText.isSpace(bytes[start]) { start += 1 }
        if start == bytes.count {
            result.kind = haveRecord && bytes.count > 0 ? .continuation : .blank
            return result
        }
        if bytes[start] == ASCII.backtick || bytes[start] == ASCII.greaterThan, let fences, MarkdownFences.isFence(bytes, from: start) {
            fences.record(line: line.number)
        }
        if !readingMessageLine, json.isActive || bytes[start] == ASCII.leftBrace || bytes[start] == ASCII.leftBracket || bytes[start] == ASCII.rightBrace {
            if let kind = json.consume(bytes, from: start, line: line.number) {
                return jsonResult(kind, line: line)
            }
        }
        // Wrappers whose marker starts with a space (React Native's ` LOG  `) must see the line
        // before its indentation is taken for a continuation marker.
        var hit = Hit(index: -1)
        if start > 0, tryRange(catalog.wrapperRange, bytes, into: &hit) {
            unwrap(hit, in: bytes, into: &result, depth: 0)
            return result
        }
        if bytes[start] == ASCII.P, let next = RecordParser.recordAfterExitCode(bytes, from: start) {
            endProcess()
            result.segment = segment
            classify(bytes, from: next, indented: false, into: &result, depth: 0)
            return result
        }
        classify(bytes, from: start, indented: start > 0, into: &result, depth: 0)
        return result
    }

    /// Copy `bytes` into the scratch buffer without ANSI CSI sequences (`ESC [ params final`)
    /// and XcodeColors codes (`ESC [fg190,190,190;`, `ESC [;`). The copy lives until the next call.
    private func stripEscapes(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        if scratchCapacity < bytes.count {
            scratch?.deallocate()
            scratchCapacity = max(bytes.count, 256)
            scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchCapacity, alignment: 16)
        }
        let out = scratch!
        var count = 0, i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            guard b == ASCII.escape else { out.storeBytes(of: b, toByteOffset: count, as: UInt8.self); count += 1; i += 1; continue }
            i += 1
            guard i < n else { break }
            if bytes[i] != ASCII.leftBracket { i += 1; continue }  // ESC + one byte (ESC c, ESC 7 …)
            i += 1
            if i + 1 < n, (bytes[i] == ASCII.f || bytes[i] == ASCII.b), bytes[i + 1] == ASCII.g {
                // XcodeColors `fg`/`bg` + `r,g,b;`
                i += 2
                while i < n, bytes[i] != ASCII.semicolon, bytes[i] != ASCII.escape { i += 1 }
                if i < n, bytes[i] == ASCII.semicolon { i += 1 }
                continue
            }
            if i < n, bytes[i] == ASCII.semicolon { i += 1; continue }  // XcodeColors reset `ESC [;`
            while i < n, bytes[i] >= ASCII.space, bytes[i] <= ASCII.question { i += 1 }  // parameters, intermediates
            if i < n, bytes[i] >= ASCII.at, bytes[i] <= ASCII.tilde { i += 1 }  // final byte
        }
        return UnsafeRawBufferPointer(start: out, count: count)
    }

    deinit {
        scratch?.deallocate()
        utf8Scratch?.deallocate()
    }

    /// Flush a pretty-JSON record left open at the end of input (valid until the next call).
    func finish() -> ParsedLine? {
        guard let record = json.flush() else { return nil }
        return jsonRecord(record)
    }

    private func jsonResult(_ kind: JSONRecordAssembler.Outcome, line: Line) -> ParsedLine {
        switch kind {
        case .structure:
            var result = ParsedLine(); result.kind = .jsonStructure; result.format = FormatCatalog.jsonName; result.line = line.number
            result.segment = segment
            return result
        case let .record(record):
            return jsonRecord(record)
        }
    }

    private func jsonRecord(_ record: JSONRecordAssembler.Record) -> ParsedLine {
        var result = ParsedLine()
        result.kind = .record
        result.segment = segment
        result.format = record.isNDJSON ? FormatCatalog.ndjsonName : FormatCatalog.jsonName
        result.line = record.messageLine
        owned = Array(record.message.utf8)
        // A message of several lines is printed by `log`'s text styles and Xcode as its first line
        // and lines after it: the record keeps the whole message, events are read from its first
        // line (``TraceReader``; ``ByteText/firstLine(_:)``: a description printed over lines stays
        // one), and the others are read after it as those lines are (``nextMessageLine(offset:)``),
        // so a call, a frame or a wrapped sentence on them reads the same in JSON as in text.
        let messageCount = owned.count
        let firstLineCount = owned.withUnsafeBytes { ByteText.firstLine($0).count }
        if firstLineCount < messageCount {
            messageRest = Array(owned[(firstLineCount + 1)...])
            messageRestStart = 0
            messageRestLine = record.messageLine
            hasMessageLines = true
        }
        owned.append(contentsOf: record.process.utf8)
        owned.withUnsafeBytes { all in
            result.message = UnsafeRawBufferPointer(rebasing: all[0..<messageCount])
            // No `processImagePath` (42 carries only `traceID` and `eventMessage`): no process.
            result.process = all.count > messageCount ? UnsafeRawBufferPointer(rebasing: all[messageCount...]) : nil
            // The message's other lines belong to this record's process, as bare lines after a record do.
            sessionWrites &+= 1
            lastProcess.set(result.process ?? UnsafeRawBufferPointer(start: nil, count: 0))
        }
        lastPid = record.pid
        setPid(record.pid, of: &result)
        result.tid = record.tid
        result.time = record.timestamp.flatMap { ts in
            Array(ts.utf8).withUnsafeBytes { b in
                b.count >= 26 ? RecordParser.isoTime(b, date: 0..<10, time: 11..<min(b.count, 26), tz: b.count >= 31 ? 26..<31 : nil) : nil
            }
        }
        haveRecord = true
        return result
    }

    private func classify(_ bytes: UnsafeRawBufferPointer, from start: Int, indented: Bool, into result: inout ParsedLine, depth: Int) {
        let first = bytes[start]
        let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
        // User formats first, then by first byte: a date, a month name, anything else.
        // One hit written in place: a hit is a large value, and optionals of it were copied per try.
        var hit = Hit(index: -1)
        if tryRange(catalog.userRange, rest, into: &hit)
            || (envelopeCandidate(first) && tryRange(catalog.envelopeRange, rest, into: &hit))
            || (ByteText.isDigit(first) && tryRange(catalog.datedRange, rest, into: &hit))
            || tryRange(catalog.undatedRange, rest, into: &hit)
            || (depth < 3 && tryRange(catalog.wrapperRange, rest, into: &hit)) {
            let format = infos[hit.index]
            switch format.role {
            case .envelope:
                result.kind = .envelope
                result.format = format.name
                if RecordParser.startsTestCase(rest) {
                    segment &+= 1
                    pidSegment &+= 1
                } else if RecordParser.endsProcess(rest) {
                    endProcess()
                }
            case .wrapper:
                unwrap(hit, in: rest, into: &result, depth: depth)
            case .record:
                fill(&result, format: format, match: hit, in: rest)
            }
            return
        }
        // No prefix: a bare `print` line if it carries an event, else a continuation.
        let text = rest
        if depth > 0, !indented {
            // Text behind a wrapper prefix (`flutter: [MyApp:D] debug log`): the prefix itself
            // starts a new line of output, so this is a record of the wrapper even without an event.
            result.kind = .record
            result.format = result.wrappers.last ?? FormatCatalog.bareName
            result.message = text
            inheritSession(into: &result)
            haveRecord = true
        } else if bareLineHasEvent(ByteText.withoutTrailingBlanks(text)) {
            result.kind = .record
            result.format = FormatCatalog.bareName
            result.message = text
            inheritSession(into: &result)
            haveRecord = true
        } else if haveRecord {
            // Indented or not: a line that starts no record continues the one before it
            // (FORMATS.md section 11, trap 1). Before any record there is nothing to continue.
            result.kind = .continuation
            result.format = FormatCatalog.bareName
            // A UIKit sentence a paste wrapped may start here, after any record: the line keeps its
            // text and the session bare lines inherit, so that it can open the sentence (``OpenSentence``).
            if finishesSentence != nil, EventRecognizer.hints(text)?.mayBeDiagnostic == true {
                result.message = text
                inheritSession(into: &result)
            }
        } else {
            result.kind = .unrecognized
            result.format = FormatCatalog.bareName
            result.message = text
        }
    }

    /// Peel one wrapper prefix and recognise what it wraps.
    private func unwrap(_ hit: Hit, in line: UnsafeRawBufferPointer, into result: inout ParsedLine, depth: Int) {
        let format = infos[hit.index]
        result.wrappers.append(format.name)
        let inner = hit.msg ?? (line.count..<line.count)
        let innerBytes = UnsafeRawBufferPointer(rebasing: line[inner])
        var innerStart = 0
        while innerStart < innerBytes.count, ByteText.isSpace(innerBytes[innerStart]) { innerStart += 1 }
        if innerStart == innerBytes.count {
            result.kind = haveRecord ? .continuation : .blank
            result.format = format.name
        } else {
            // Whitespace after a wrapper marks a continuation of the wrapped record.
            classify(innerBytes, from: innerStart, indented: innerStart > 0, into: &result, depth: depth + 1)
            // A wrapper that prints its own time (RCTLog) gives it to a record that printed none.
            if result.kind == .record, result.pendingClock == nil, !format.ignoresTime, let time = hit.time {
                result.pendingClock = clock(time: time, date: hit.date, mon: hit.mon, day: hit.day, tz: hit.tz, in: line)
            }
        }
    }

    /// Bare `print` lines carry no session: they belong to the process that logged last.
    /// The process ended: lines without a pid after it are another launch's, and bare lines no longer
    /// inherit the process before it.
    private func endProcess() {
        // A new launch, not another test case of this one (``SessionKey/launchSegment``).
        segment = (segment | 0xFFFF) &+ 1
        lastPid = nil
        if !lastProcess.isEmpty { lastProcess.set(UnsafeRawBufferPointer(start: nil, count: 0)) }
    }

    /// Give `result` the pid `pid` and, when it has one, the segment of records with a pid: those
    /// are divided only by test cases (``pidSegment``). Set where the pid is, not after the line is
    /// parsed: a second pass over the parsed line copied all of it.
    @inline(__always)
    private func setPid(_ pid: Int?, of result: inout ParsedLine) {
        result.pid = pid
        if pid != nil { result.segment = pidSegment }
    }

    private func inheritSession(into result: inout ParsedLine) {
        sessionReads &+= 1
        guard haveRecord, !lastProcess.isEmpty || lastPid != nil else { return }
        result.inheritedSession = true
        setPid(lastPid, of: &result)
        result.process = lastProcess.isEmpty ? nil : lastProcess.bytes
    }

    @inline(__always)
    private func envelopeCandidate(_ first: UInt8) -> Bool {
        // F(iltering) S(kipping, Setting) T(imestamp) -(---) L(og) A(ctivity) [(connected) M(essage) P(rogram) ( ( lldb ) C(urrent) E(rror)
        // g(etpwuid) B(reakpoint) $( shell command) W(ARNING: ThreadSanitizer) =(=pid==ERROR), month names,
        // and Swift Testing's symbols (0xE2, 0xF4: ◇ ✔ ✘ ↳ and SF Symbols).
        switch first {
        case ASCII.F, ASCII.S, ASCII.T, ASCII.minus, ASCII.L, ASCII.A, ASCII.leftBracket, ASCII.M, ASCII.P, ASCII.leftParenthesis, ASCII.B,
             ASCII.C, ASCII.E, ASCII.g, ASCII.J, ASCII.O, ASCII.N, ASCII.D, ASCII.dollar, ASCII.W, ASCII.equals, 0xE2, 0xF4: return true
        default: return false
        }
    }

    private typealias Hit = FormatHit

    /// The PCRE2 matcher of format `index`, made on first use.
    @inline(__always)
    private func matcher(_ index: Int) -> RegexMatcher {
        if let matcher = matchers[index] { return matcher }
        let matcher = catalog.formats[index].regex.makeMatcher()
        matchers[index] = matcher
        return matcher
    }

    /// Try the formats of `range` in order; true with `hit` filled for the first that matches.
    private func tryRange(_ range: Range<Int>, _ bytes: UnsafeRawBufferPointer, into hit: inout Hit) -> Bool {
        guard !range.isEmpty else { return false }
        let first = bytes.isEmpty ? 0 : bytes[0]
        for index in range {
            guard canStart[index][Int(first)] else { continue }
            // Hand parsers write the groups only when they match, so the caller's fresh hit needs no reset per try.
            hit.index = index
            // A hand parser answers for its pattern; a prefilter may rule it out without PCRE2.
            switch fast[index].evaluate(bytes, into: &hit, newlineFree: newlineFree) {
            case .match: return true
            case .noMatch: continue
            case .unsure: break
            }
            guard let match = matcher(index).match(bytes, anchored: true) else { continue }
            hit = Hit(index: index, match: match, groups: groups[index], in: bytes)
            return true
        }
        return false
    }

    private func fill(_ result: inout ParsedLine, format: FormatTables.FormatInfo, match: Hit, in bytes: UnsafeRawBufferPointer) {
        let (date, mon, day, time, tz, process, pid, tid, msg) = (match.date, match.mon, match.day, match.time, match.tz,
                                                                 match.process, match.pid, match.tid, match.msg)
        sessionWrites &+= 1
        result.kind = .record
        result.format = format.name
        result.formatIndex = match.index
        if !format.ignoresTime, let time { result.pendingClock = clock(time: time, date: date, mon: mon, day: day, tz: tz, in: bytes) }
        if let process {
            var end = process.upperBound
            while end > process.lowerBound, ByteText.isSpace(bytes[end - 1]) { end -= 1 }
            let name = UnsafeRawBufferPointer(rebasing: bytes[process.lowerBound..<end])
            result.process = name
            lastProcess.set(name)
        } else if !lastProcess.isEmpty {
            lastProcess.set(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        setPid(pid.flatMap { $0.count <= 18 ? ByteText.digits(bytes, $0.lowerBound, $0.count) : nil }, of: &result)
        lastPid = result.pid
        if let tid {
            // NSLog printed the thread in hexadecimal until iOS 7 (`App[33686:ef03]`, `App[412:707]`),
            // and in decimal since (`App[2371:1379247]`): a thread with a hex letter is hexadecimal.
            result.tid = format.tidRadix == .hexadecimal || (tid.count > 2 && bytes[tid.lowerBound + 1] | 0x20 == ASCII.x)
                ? ByteText.hex(bytes, tid) : ByteText.integer(bytes, tid).map(UInt64.init) ?? ByteText.hex(bytes, tid)
        }
        result.message = msg.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
        result.host = match.host.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }
        result.tag = match.tag.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }
        haveRecord = true
    }

    /// The day now (the year of a syslog line depends on the lines before), the clock when asked for.
    private func clock(time: Range<Int>, date: Range<Int>?, mon: Range<Int>?, day: Range<Int>?, tz: Range<Int>?,
                       in bytes: UnsafeRawBufferPointer) -> PendingClock? {
        if let date {
            guard let day = calendarDay(bytes, date) else { return nil }
            years.observe(year: day.year, month: day.month)
            return PendingClock(bytes: bytes, clock: time, zone: tz, days: day.days, daysPastMidnight: 0)
        }
        if let mon, let day, let month = RecordParser.month(bytes, mon), let dayValue = ByteText.integer(bytes, day) {
            let year = years.year(forMonth: month, day: dayValue)
            return PendingClock(bytes: bytes, clock: time, zone: nil, days: days(year: year, month: month, day: dayValue), daysPastMidnight: 0)
        }
        // A time of day without a date starts again at 00:00 past midnight: a time before the last
        // one is the next day's when the clock passed midnight less than an hour after the last one
        // (23:59:59.4 then 00:00:00.7). A paste of two runs, the evening's and the next morning's,
        // goes back, as before: no time passed for the log between them. Once a midnight passed,
        // a time more than twelve hours after the last one is the day before's, printed late
        // (another thread's line a few milliseconds out of order, an earlier run pasted after): it
        // moves neither the day nor the time the next lines are compared with.
        if let seconds = RecordParser.clockTime(bytes, time)?.seconds {
            if seconds < lastTimeOfDay, seconds + 86_400 - lastTimeOfDay < 3_600 {
                daysPastMidnight += 1
            } else if seconds > lastTimeOfDay + 43_200, daysPastMidnight > 0 {
                return PendingClock(bytes: bytes, clock: time, zone: tz, days: nil, daysPastMidnight: daysPastMidnight - 1)
            }
            lastTimeOfDay = seconds
        }
        return PendingClock(bytes: bytes, clock: time, zone: tz, days: nil, daysPastMidnight: daysPastMidnight)
    }

    /// The last time of day read from a line without a date, and the midnights passed before it.
    private var lastTimeOfDay = 0.0
    private var daysPastMidnight = 0

    /// The last syslog date and its day number: consecutive lines nearly always share a day.
    private var lastSyslogDay: (year: Int, month: Int, day: Int, days: Int) = (0, 0, 0, 0)

    private func days(year: Int, month: Int, day: Int) -> Int {
        let last = lastSyslogDay
        if last.year == year, last.month == month, last.day == day, month != 0 { return last.days }
        let days = LogTime.days(year: year, month: month, day: day)
        lastSyslogDay = (year, month, day, days)
        return days
    }

    /// The last `YYYY-MM-DD` read and what it means: consecutive lines nearly always share a day.
    private var lastDay: (bytes: (UInt64, UInt16), days: Int, year: Int, month: Int)?

    /// Days since 1970, year and month of the `YYYY-MM-DD` at `range`; nil unless it is one.
    private func calendarDay(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> (days: Int, year: Int, month: Int)? {
        guard range.count == 10, let base = bytes.baseAddress else { return nil }
        let key = (base.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self),
                   base.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt16.self))
        if let last = lastDay, last.bytes == key { return (last.days, last.year, last.month) }
        let d = range.lowerBound
        guard let year = ByteText.digits(bytes, d, 4), let month = ByteText.digits(bytes, d + 5, 2),
              let day = ByteText.digits(bytes, d + 8, 2) else { return nil }
        let days = LogTime.days(year: year, month: month, day: day)
        lastDay = (key, days, year, month)
        return (days, year, month)
    }

    static func month(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        guard range.count == 3 else { return nil }
        let key = UInt32(bytes[range.lowerBound]) << 16 | UInt32(bytes[range.lowerBound + 1]) << 8 | UInt32(bytes[range.lowerBound + 2])
        switch key {
        case 0x4A616E: return 1     // Jan
        case 0x466562: return 2     // Feb
        case 0x4D6172: return 3     // Mar
        case 0x417072: return 4     // Apr
        case 0x4D6179: return 5     // May
        case 0x4A756E: return 6     // Jun
        case 0x4A756C: return 7     // Jul
        case 0x417567: return 8     // Aug
        case 0x536570: return 9     // Sep
        case 0x4F6374: return 10    // Oct
        case 0x4E6F76: return 11    // Nov
        case 0x446563: return 12    // Dec
        default: return nil
        }
    }

    /// `HH:MM:SS[.f…]` as seconds of the day and the fraction's digit count; CocoaLumberjack's file
    /// logger puts a colon before the milliseconds (`HH:mm:ss:SSS`).
    static func clockTime(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> (seconds: Double, digits: Int)? {
        let s = range.lowerBound
        guard range.count >= 8, let h = ByteText.digits(bytes, s, 2), let m = ByteText.digits(bytes, s + 3, 2),
              let sec = ByteText.digits(bytes, s + 6, 2) else { return nil }
        var seconds = Double(h * 3600 + m * 60 + sec)
        var digits = 0
        if range.count > 9, range.count <= 27, bytes[s + 8] == ASCII.period || bytes[s + 8] == ASCII.colon {
            // The scale is a product of tens, exact up to 10^22 like `pow(10, digits)`.
            var value = 0, scale = 1.0, i = s + 9
            while i < range.upperBound {
                let d = bytes[i] &- ASCII.digit0
                guard d < 10 else { return (seconds, 0) }
                value = value &* 10 &+ Int(d)
                scale *= 10
                i += 1
            }
            digits = range.count - 9
            seconds += Double(value) / scale
        }
        return (seconds, digits)
    }

    static func offset(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int? {
        // `+0100`, or `+01:00` as Xcode's console metadata prints it.
        let minuteStart = range.count == 6 && bytes[range.lowerBound + 3] == ASCII.colon ? range.lowerBound + 4 : range.lowerBound + 3
        guard range.count == 5 || minuteStart == range.lowerBound + 4, let hours = ByteText.digits(bytes, range.lowerBound + 1, 2),
              let minutes = ByteText.digits(bytes, minuteStart, 2) else { return nil }
        let value = hours * 60 + minutes
        return bytes[range.lowerBound] == ASCII.minus ? -value : value
    }

    /// A dated time: `YYYY-MM-DD`, `HH:MM:SS[.f…]`, optional `±HHMM`.
    static func isoTime(_ bytes: UnsafeRawBufferPointer, date: Range<Int>, time: Range<Int>, tz: Range<Int>?) -> LogTime? {
        let d = date.lowerBound
        guard date.count == 10, let year = ByteText.digits(bytes, d, 4), let month = ByteText.digits(bytes, d + 5, 2),
              let day = ByteText.digits(bytes, d + 8, 2), let clock = clockTime(bytes, time) else { return nil }
        return LogTime(seconds: Double(LogTime.days(year: year, month: month, day: day)) * 86400 + clock.seconds,
                       fractionDigits: clock.digits, utcOffsetMinutes: tz.flatMap { offset(bytes, $0) })
    }
}
