/// Lines to parsed lines for one source, literal-first: a line that holds none of the needles
/// (``EventRecognizer/needles``, ``RecordParser/needles``) cannot yield an event, so when the parser
/// says reading it could change nothing later lines depend on (``RecordParser/canSkip(_:)``) it is
/// counted and left unparsed. Everything a check reports stays exactly as if every line were
/// parsed (a test compares both on every corpus file, fixture and example): events, their times
/// and sessions, line and byte counts, unrecognized lines, cut lines.
///
/// The one lasting effect of an unread line is the session of bare `print` lines: the process and
/// pid of the last record. The feed keeps the unread lines while their bytes are in the reader's
/// buffer; when a parsed line inherits the session, or before the buffer is reused, it parses
/// them from the last one back until one is a record, which sets the session as it would have,
/// and parses the inheriting line again.
///
/// Without the scanner every line is parsed. Per-format counts (records, continuation, envelope,
/// blank and JSON structure lines, records per format) then cover every line; literal-first they
/// cover the parsed lines only, so `formats` reads every line.
final class RecordFeed {
    /// Needles of every stage, in one scanner built once per process.
    static let eventScanner = LiteralScanner(needles: EventRecognizer.needles + RecordParser.needles)

    private let parser: RecordParser
    private let lines: LineReader
    private let scanner: LiteralScanner?
    /// Lines left unparsed since the last record a format matched; valid until the buffer is reused.
    /// Unchecked: touched once per unparsed line, on the reading thread only, never while another
    /// access is open (the run-time check cost more than the append).
    @exclusivity(unchecked) private var unread: [Line] = []
    /// A bare line waiting for the metadata line after it (``HeldRecord``).
    private let held = HeldRecord()

    /// A feed over `lines`, literal-first when `scanner` is given.
    init(lines: LineReader, parser: RecordParser, scanner: LiteralScanner?) {
        self.lines = lines
        self.parser = parser
        self.scanner = scanner
    }

    /// Lines read so far, parsed or not.
    private(set) var lineCount = 0
    /// Bytes read so far, line terminators included.
    private(set) var byteCount = 0

    /// Call `body` with every line that needs parsing, parsed, in order; every line is counted.
    /// `body` answers true when the line holds a word of a diagnostic sentence and yields no event:
    /// the lines after it may finish the sentence (``OpenSentence``).
    func forEachParsed(_ body: (Line, ParsedLine) throws -> Bool) throws {
        // Counted in locals: a class property would be checked for exclusive access per line.
        var lineTotal = 0, byteTotal = 0
        defer {
            lineCount = lineTotal
            byteCount = byteTotal
        }
        defer { held.clear() }
        // A read error comes after every line before it was delivered, the held one too; an error
        // `body` threw stops delivery at once.
        var bodyThrew = false
        try withoutActuallyEscaping(body) { body in
            let watched: (Line, ParsedLine) throws -> Bool = { line, parsed in
                do { return try body(line, parsed) } catch { bodyThrew = true; throw error }
            }
            do {
                try readLines(watched, lineTotal: &lineTotal, byteTotal: &byteTotal)
            } catch {
                if !bodyThrew { try? releaseHeld(watched) }
                throw error
            }
            try releaseHeld(watched)
        }
    }

    private func readLines(_ body: (Line, ParsedLine) throws -> Bool, lineTotal: inout Int, byteTotal: inout Int) throws {
        guard let scanner else {
            try lines.forEachLine { line in
                lineTotal += 1
                byteTotal += line.fullLength + 1
                try deliver(line, parse(line), body)
                if parser.hasMessageLines { try deliverMessageLines(after: line, body) }
            }
            return
        }
        lines.willReuseBuffer = { [unowned self] in self.settleUnread() }
        defer {
            lines.willReuseBuffer = nil
            unread.removeAll()
        }
        try lines.forEachLine { line in
            lineTotal += 1
            byteTotal += line.fullLength + 1
            // The scan first: a line that holds a needle is parsed whatever the parser would say;
            // the line after a held one is always read, since it may be the held line's metadata.
            if !line.isTruncated, !held.isHolding, !scanner.containsAny(line.bytes), parser.canSkip(line.bytes) {
                unread.append(line)
                return
            }
            try deliver(line, parseSettled(line), body)
            if parser.hasMessageLines { try deliverMessageLines(after: line, body) }
        }
    }

    /// The lines of the JSON record `record`'s message after its first, parsed and delivered as
    /// the lines after a record in text are (``RecordParser/nextMessageLine(offset:)``).
    private func deliverMessageLines(after record: Line, _ body: (Line, ParsedLine) throws -> Bool) throws {
        while let line = parser.nextMessageLine(offset: record.offset) {
            var parsed = parser.parseMessageLine(line)
            if parser.sentenceIsOpen { parser.continueSentence(on: line, parsed: &parsed) }
            try deliver(line, parsed, body)
        }
    }

    /// Hand `parsed` to `body`, after the held line it may complete; a bare line is held instead,
    /// until the next line tells whether Xcode's metadata for it follows.
    @inline(__always)
    private func deliver(_ line: Line, _ parsed: ParsedLine, _ body: (Line, ParsedLine) throws -> Bool) throws {
        if held.isHolding {
            if parsed.kind == .record, parsed.format == FormatCatalog.xcodeMetadataName { held.takeFields(of: parsed) }
            try releaseHeld(body)
        }
        if parsed.kind == .record, parsed.formatIndex < 0, parsed.format == FormatCatalog.bareName, parsed.wrappers.isEmpty,
           !parser.sentenceIsOpen {
            held.hold(line, parsed)
            return
        }
        if try body(line, parsed) { parser.mayOpenSentence(parsed) }
    }

    private func releaseHeld(_ body: (Line, ParsedLine) throws -> Bool) throws {
        guard let (line, parsed) = held.take() else { return }
        if try body(line, parsed) { parser.mayOpenSentence(parsed) }
    }

    /// `line` parsed, and joined to the sentence the lines before it left open (``OpenSentence``).
    @inline(__always)
    private func parse(_ line: Line) -> ParsedLine {
        var parsed = parser.parseOnly(line)
        if parser.sentenceIsOpen { parser.continueSentence(on: line, parsed: &parsed) }
        return parsed
    }

    /// ``parse(_:)`` with the session the unread lines before `line` leave.
    private func parseSettled(_ line: Line) -> ParsedLine {
        var parsed = parseWithSession(line)
        if parser.sentenceIsOpen { parser.continueSentence(on: line, parsed: &parsed) }
        return parsed
    }

    private func parseWithSession(_ line: Line) -> ParsedLine {
        let writes = parser.sessionWrites, reads = parser.sessionReads
        let parsed = parser.parseOnly(line)
        if parser.sessionWrites != writes {
            // A record set the session: what the unread lines would have set is gone.
            unread.removeAll(keepingCapacity: true)
            return parsed
        }
        guard parser.sessionReads != reads, !unread.isEmpty else { return parsed }
        // The line inherited a session an unread line may have set. Inheriting changed nothing
        // else, so parsing it again once the session is right gives what parsing every line gives.
        settleUnread()
        return parser.parseOnly(line)
    }

    /// Give the parser the session the unread lines leave: the last of them a format matches sets
    /// it; the others (continuations, envelopes) change nothing, and neither do the dates of any
    /// (``RecordParser/canSkip(_:)`` let them go unread only so).
    private func settleUnread() {
        guard !unread.isEmpty else { return }
        defer { unread.removeAll(keepingCapacity: true) }
        for line in unread.reversed() {
            let writes = parser.sessionWrites
            _ = parser.parseOnly(line)
            if parser.sessionWrites != writes { return }
        }
    }
}
