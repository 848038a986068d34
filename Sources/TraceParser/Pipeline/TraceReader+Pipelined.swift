import CPrefetch
import Foundation

extension TraceReader {
    /// How many events before delivery a consumer's `upcoming` sees an event: enough for the
    /// memory it asks for to arrive (hundreds of cycles) while the events before it are checked.
    static let lookahead = 8

    /// `read` on `threads` threads (at least two: the caller's and a parser).
    ///
    /// Splitting the lines and parsing records is sequential (a record's meaning can depend on
    /// the lines before it: syslog years, bare-line sessions, pretty JSON), and so is delivering
    /// events (thread roles and the checker depend on order). Recognising events in a record
    /// depends on nothing but its message. So a parser thread fills batches of records in order,
    /// copying each message that shows a sign of an event (most are noise, rejected by the
    /// byte scan here); recognition, and building the events found, is shared: the parser
    /// recognises a batch itself when this thread is behind, this thread recognises the next
    /// batch in order when nobody has yet, and threads beyond two are workers that only
    /// recognise. This thread gives each event its thread role and delivers the batches' events
    /// in order exactly as the sequential path does. Memory stays bounded: only a
    /// few batches are in flight at once.
    func readPipelined(_ source: ByteSource, threads requested: Int, upcoming: ((UInt64) -> Void)?,
                       onEvent: (Event) throws -> Void) throws -> ParseStatistics {
        // A library caller may ask for any number: beyond a few per core threads only cost memory
        // and start-up time, and `threads * 2` must not overflow.
        let threads = min(requested, TraceReader.maximumThreads)
        let workerCount = max(0, threads - 2)
        let queue = RecordBatchQueue(capacity: threads * 2 + 2, batchSize: options.recognitionBatchSize)
        let catalog = self.catalog, options = self.options
        let produced = ProducerOutcome()
        var events = 0

        let threadGroup = ThreadGroup()
        threadGroup.start { [self] in
            var stats = ParseStatistics()
            var formatCounts = FormatCounts()
            var tally = ProcessTally()
            let recognizer = EventRecognizer()
            let builder = self.builder.forAnotherThread()
            let parser = makeParser(recognizer: recognizer)
            let lines = LineReader(source: source, chunkSize: options.chunkSize, maxLineLength: options.maxLineLength)
            let feed = makeFeed(lines: lines, parser: parser, everyLine: false)
            defer {
                stats.lines = feed.lineCount
                stats.bytes = feed.byteCount
                tally.finish(into: &stats)
                produced.finish(stats, formatCounts, catalog: catalog)
            }
            guard let first = queue.emptyBatch() else { return }
            let filler = BatchFiller(first, queue: queue, recognizer: recognizer, builder: builder)
            let secondSink = SecondSinkFilter()
            lines.willRead = {
                guard !filler.batch.records.isEmpty else { return }
                try filler.handOver()
            }
            do {
                try feed.forEachParsed { line, parsed in
                    guard account(parsed, stats: &stats, formats: &formatCounts) else { return mayStartSentence(unrecognized: parsed) }
                    guard kept(parsed, stats: &stats, tally: &tally) else { return false }
                    // Most records are noise: the byte scan that rejects them runs here, so that
                    // only messages that may hold events are copied and handed on.
                    guard let hints = EventRecognizer.hints(parsed.message) else { return false }
                    guard !secondSink.isCopy(parsed, time: parsed.time) else { return false }
                    try filler.append(parsed, line: line, hints: hints)
                    // Recognition runs on other threads: a diagnostic word is rare enough to look here.
                    return (hints.mayBeDiagnostic || EventRecognizer.endsInCutToken(parsed.message)) && !recognizer.hasEvent(parsed.message)
                }
            } catch is RecordBatchQueue.Cancelled {
                return
            } catch {
                produced.readError = error
            }
            if let last = parser.finish(), account(last, stats: &stats, formats: &formatCounts),
               kept(last, stats: &stats, tally: &tally), let hints = EventRecognizer.hints(last.message),
               !secondSink.isCopy(last, time: last.time) {
                filler.batch.append(last, offset: 0, hints: hints)
            }
            stats.truncatedLines = lines.truncatedLines
            stats.formatPatternFailures = parser.patternFailures
            queue.submit(filler.batch, recognized: false)
            queue.finishProducing()
        }
        for _ in 0..<workerCount {
            let builder = self.builder.forAnotherThread()
            threadGroup.start {
                let recognizer = EventRecognizer()
                while let batch = queue.batchToRecognize() {
                    batch.recognize(with: recognizer, building: builder)
                    queue.recognized(batch)
                }
            }
        }

        var thrown: Error?
        let recognizer = EventRecognizer(), builder = self.builder
        do {
            while let batch = queue.nextInOrder(recognizingWith: recognizer, building: builder) {
                let count = batch.eventCount
                for index in 0..<count {
                    batch.prefetchEvent(at: index + 2 * TraceReader.lookahead)
                    if let upcoming, index + TraceReader.lookahead < count,
                       let address = batch.address(at: index + TraceReader.lookahead) { upcoming(address) }
                    try batch.withEvent(at: index) { event in
                        event.thread = threadRole(of: event)
                        events += 1
                        try onEvent(event)
                    }
                }
                queue.recycle(batch)
            }
        } catch {
            thrown = error
            queue.cancel()
        }
        threadGroup.join()
        var stats = produced.statistics
        stats.events = events
        lastStatistics = stats
        if let thrown { throw thrown }
        if let readError = produced.readError { throw readError }
        return stats
    }
}

/// What the parsing thread hands back when it stops: its counts and the read error, if any.
/// Written by that thread only, read after the thread group was joined.
private final class ProducerOutcome: @unchecked Sendable {
    private(set) var statistics = ParseStatistics()
    var readError: Error?

    func finish(_ stats: ParseStatistics, _ formats: TraceReader.FormatCounts, catalog: FormatCatalog) {
        statistics = stats
        formats.add(to: &statistics, catalog: catalog)
    }
}

/// The batch the parsing thread is filling, and the hand-over of a full one: shared by the
/// per-record closure and the reader's `willRead` hook, touched by that thread only, so its
/// accesses need no run-time exclusivity check. One object, not a `var` and a local function:
/// the closure that captured the batch, the queue and the recognizer for the hand-over
/// retained and released all of them for every line it was called with.
private final class BatchFiller {
    @exclusivity(unchecked) var batch: RecordBatch
    private let queue: RecordBatchQueue
    private let recognizer: EventRecognizer
    private let builder: EventBuilder

    init(_ batch: RecordBatch, queue: RecordBatchQueue, recognizer: EventRecognizer, builder: EventBuilder) {
        self.batch = batch
        self.queue = queue
        self.recognizer = recognizer
        self.builder = builder
    }

    /// Add a record; a full batch is handed over.
    func append(_ parsed: ParsedLine, line: Line, hints: MessageHints) throws {
        batch.append(parsed, offset: line.offset, hints: hints)
        if batch.isFull { try handOver() }
    }

    /// Hand the batch over, recognised here when the delivering thread is still busy with
    /// earlier batches, and take an empty one (throws `Cancelled` once the consumer has stopped).
    func handOver() throws {
        if queue.consumerIsBehind {
            batch.recognize(with: recognizer, building: builder)
            queue.submit(batch, recognized: true)
        } else {
            queue.submit(batch, recognized: false)
        }
        guard let next = queue.emptyBatch() else { throw RecordBatchQueue.Cancelled() }
        batch = next
    }
}

/// Records parsed in order that may hold events, their messages copied out of the read buffer, and (once a thread
/// has recognised them) the events found in them.
/// One thread at a time fills, recognises or delivers a batch, and the queue's lock orders the
/// hand-offs, so its stored properties skip the run-time exclusivity checks (a check per record
/// and per event on the hottest path).
final class RecordBatch: @unchecked Sendable {
    /// Plain values only (the process and host are bytes in the arena): a record is copied per
    /// event delivered, and a struct holding strings was copied through its value witness.
    struct Record {
        var pid: Int?
        var tid: UInt64?
        var time: LogTime?
        var line: Int
        var offset: Int
        var messageStart: Int
        var messageCount: Int
        /// Where `[Tag] message` starts, when the line printed the two together; -1 otherwise.
        var taggedStart: Int
        /// The process name's bytes follow the message; -1 when the line names no process.
        var processStart: Int
        var processCount: Int
        /// The host field's bytes follow the process name; -1 when the line has none.
        var hostStart: Int
        var hostCount: Int
        /// The record's tag's bytes follow the host field (``ParsedLine/tag``); -1 when there is none.
        var tagStart: Int
        var tagCount: Int
        var hints: MessageHints
        var segment: Int32
    }

    /// Position in the source's batch sequence.
    var sequence = 0
    @exclusivity(unchecked) private(set) var records: [Record] = []
    /// The arena the messages and process names are copied into (raw memory: a generic array
    /// append per message cost more than the copy).
    @exclusivity(unchecked) private var arena: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var arenaCapacity: Int
    @exclusivity(unchecked) private var arenaCount = 0
    /// Events found, in line order, built but for their thread role. Raw storage, so that
    /// delivery lends each one in place: read from an array, an event was copied for the call it
    /// was passed to (248 bytes, and a retain and release of each of its strings).
    @exclusivity(unchecked) private var events: UnsafeMutablePointer<Event>
    @exclusivity(unchecked) private var eventCapacity: Int
    /// Events built.
    @exclusivity(unchecked) private(set) var eventCount = 0

    /// Records per batch: large enough that handing a batch over costs nothing per line, small
    /// enough that the few batches in flight stay within a few megabytes.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        records.reserveCapacity(self.capacity)
        arenaCapacity = self.capacity * 160
        arena = .allocate(byteCount: arenaCapacity, alignment: 16)
        eventCapacity = self.capacity
        events = .allocate(capacity: eventCapacity)
    }

    deinit {
        releaseEvents()
        events.deallocate()
        arena.deallocate()
    }

    /// Copy `source` to the end of the arena; its start there.
    private func copyIn(_ source: UnsafeRawBufferPointer) -> Int {
        let start = arenaCount
        guard let from = source.baseAddress, source.count > 0 else { return start }
        if arenaCount + source.count > arenaCapacity {
            // Only while the batch fills: nobody reads the arena before it is handed over.
            let grown = max(arenaCapacity * 2, arenaCount + source.count)
            let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
            larger.copyMemory(from: arena, byteCount: arenaCount)
            arena.deallocate()
            arena = larger
            arenaCapacity = grown
        }
        (arena + arenaCount).copyMemory(from: from, byteCount: source.count)
        arenaCount += source.count
        return start
    }

    var isFull: Bool { records.count >= capacity }

    func append(_ parsed: ParsedLine, offset: Int, hints: MessageHints) {
        // `[Tag] message` is copied whole when the line prints the two together, so that the
        // tagged text is at hand (``TraceReader/taggedMessage(tag:message:)``).
        let tagged = TraceReader.taggedMessage(tag: parsed.tag, message: parsed.message)
        let taggedStart = tagged.map(copyIn) ?? -1
        let start = tagged == nil ? copyIn(parsed.message) : taggedStart + tagged!.count - parsed.message.count
        let processStart = arenaCount
        if let process = parsed.process { _ = copyIn(process) }
        let hostStart = arenaCount
        if let host = parsed.host { _ = copyIn(host) }
        var tagStart = arenaCount
        if tagged != nil { tagStart = taggedStart + 1 } else if let tag = parsed.tag { _ = copyIn(tag) }
        records.append(Record(pid: parsed.pid, tid: parsed.tid, time: parsed.time, line: parsed.line, offset: offset,
                              messageStart: start, messageCount: parsed.message.count, taggedStart: taggedStart,
                              processStart: processStart, processCount: parsed.process?.count ?? -1,
                              hostStart: hostStart, hostCount: parsed.host?.count ?? -1,
                              tagStart: tagStart, tagCount: parsed.tag?.count ?? -1, hints: hints, segment: parsed.segment))
    }

    /// Bytes of the batch's arena; valid while the batch is not recycled (the arena does not
    /// grow once the batch is full, and nobody appends while events are delivered).
    func bytes(_ start: Int, _ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: arena + start, count: count)
    }

    func recognize(with recognizer: EventRecognizer, building builder: EventBuilder) {
        for record in records {
            let message = bytes(record.messageStart, record.messageCount)
            let tagged = record.taggedStart < 0 ? nil : bytes(record.taggedStart, record.messageStart + record.messageCount - record.taggedStart)
            builder.beginRecord()
            TraceReader.recognize(message, hints: record.hints, tagged: tagged, with: recognizer) { recognized, text in
                append(builder.event(recognized, message: text, thread: .unknown) { self.fields(of: record, builder: builder) })
            }
        }
    }

    private func fields(of record: Record, builder: EventBuilder) -> TraceReader.RecordFields {
        TraceReader.RecordFields(process: record.processCount < 0 ? "" : builder.processName(bytes(record.processStart, record.processCount)),
                                 pid: record.pid, tid: record.tid, time: record.time, line: record.line, offset: record.offset,
                                 device: record.hostCount < 0 ? nil : builder.deviceName(bytes(record.hostStart, record.hostCount)),
                                 tagType: record.tagCount < 0 ? nil : TraceReader.tagType(bytes(record.tagStart, record.tagCount)),
                                 segment: record.segment)
    }

    /// Consumed: the event built for the call is moved into place, not copied.
    private func append(_ event: consuming Event) {
        if eventCount == eventCapacity {
            let larger = UnsafeMutablePointer<Event>.allocate(capacity: eventCapacity * 2)
            larger.moveInitialize(from: events, count: eventCount)
            events.deallocate()
            events = larger
            eventCapacity *= 2
        }
        (events + eventCount).initialize(to: event)
        eventCount += 1
    }

    /// Ask for the event at `index`, if there is one: it was written on another thread, and
    /// reading it waited for its cache lines to come over, one event after another.
    @inline(__always)
    func prefetchEvent(at index: Int) {
        guard index < eventCount else { return }
        let start = UnsafeRawPointer(events + index)
        var offset = 0
        while offset < MemoryLayout<Event>.stride {
            cprefetch_for_read(start + offset)
            offset += 64
        }
    }

    /// The object address of the event at `index`.
    @inline(__always)
    func address(at index: Int) -> UInt64? {
        precondition(index < eventCount)
        return events[index].address
    }

    /// Lend the event at `index` to `body`, which may fill in what only the delivering thread
    /// knows (its thread role). Lent in place, not moved out: moving copied the whole event, and
    /// the delivering thread (the busier one on a log of many objects) then destroyed it; the
    /// events are destroyed when the batch is reset for its next filling, on the parser's thread.
    @inline(__always)
    func withEvent<Result>(at index: Int, _ body: (inout Event) throws -> Result) rethrows -> Result {
        precondition(index < eventCount)
        return try body(&events[index])
    }

    private func releaseEvents() {
        events.deinitialize(count: eventCount)
        eventCount = 0
    }

    func reset() {
        records.removeAll(keepingCapacity: true)
        arenaCount = 0
        releaseEvents()
    }
}

/// The hand-offs between the parser, the recognition workers and the delivering thread. At most
/// `capacity` batches exist; the parser waits for a recycled one, which bounds memory.
final class RecordBatchQueue: @unchecked Sendable {
    struct Cancelled: Error {}

    private let condition = NSCondition()
    private var free: [RecordBatch] = []
    private var created = 0
    private let capacity: Int
    private let batchSize: Int
    private var waiting: [RecordBatch] = []       // submitted, not yet taken by a worker (FIFO)
    private var waitingHead = 0
    private var done: [Int: RecordBatch] = [:]    // recognised, by sequence
    private var submitted = 0
    private var delivered = 0
    private var producing = true
    private var cancelled = false

    init(capacity: Int, batchSize: Int) {
        self.capacity = max(2, capacity)
        self.batchSize = batchSize
    }

    /// A batch to fill; nil once the consumer has cancelled.
    func emptyBatch() -> RecordBatch? {
        condition.lock()
        while !cancelled, free.isEmpty, created >= capacity { condition.wait() }
        if cancelled {
            condition.unlock()
            return nil
        }
        if let batch = free.popLast() {
            condition.unlock()
            // Emptied here, by the thread about to fill it, not by the one that delivered it.
            batch.reset()
            return batch
        }
        created += 1
        condition.unlock()
        return RecordBatch(capacity: batchSize)
    }

    /// True when a submitted batch has not been taken for delivery yet: the delivering thread
    /// is busy with an earlier one, so a batch it would recognise itself waits for it. Recognition
    /// then goes wherever there is time. When the engine is the slower side (a log of many
    /// objects), the parser recognises everything; when parsing is (mostly noise), the consumer
    /// waits for batches and recognises them. Asking only whether a batch still waited for
    /// recognition left a quarter of it on the engine's thread when that thread was the bottleneck.
    var consumerIsBehind: Bool {
        condition.lock()
        defer { condition.unlock() }
        return delivered < submitted
    }

    /// Queue `batch`, for recognition or (already recognised) for delivery.
    func submit(_ batch: RecordBatch, recognized: Bool) {
        condition.lock()
        batch.sequence = submitted
        submitted += 1
        if recognized { done[batch.sequence] = batch } else { waiting.append(batch) }
        condition.broadcast()
        condition.unlock()
    }

    func finishProducing() {
        condition.lock()
        producing = false
        condition.broadcast()
        condition.unlock()
    }

    /// The oldest submitted batch no worker has taken; nil when there will be no more.
    func batchToRecognize() -> RecordBatch? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, waitingHead == waiting.count, producing { condition.wait() }
        guard !cancelled, waitingHead < waiting.count else { return nil }
        return takeOldest()
    }

    /// Call with the lock held and a batch waiting.
    private func takeOldest() -> RecordBatch {
        let batch = waiting[waitingHead]
        waitingHead += 1
        if waitingHead == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
        }
        return batch
    }

    func recognized(_ batch: RecordBatch) {
        condition.lock()
        done[batch.sequence] = batch
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch in sequence, recognised (by `recognizer` when nobody else has taken it);
    /// nil after the last one.
    func nextInOrder(recognizingWith recognizer: EventRecognizer, building builder: EventBuilder) -> RecordBatch? {
        condition.lock()
        while true {
            if let batch = done.removeValue(forKey: delivered) {
                delivered += 1
                condition.unlock()
                return batch
            }
            if waitingHead < waiting.count, waiting[waitingHead].sequence == delivered {
                let batch = takeOldest()
                delivered += 1
                condition.unlock()
                batch.recognize(with: recognizer, building: builder)
                return batch
            }
            if !producing, delivered == submitted {
                condition.unlock()
                return nil
            }
            condition.wait()
        }
    }

    func recycle(_ batch: RecordBatch) {
        condition.lock()
        free.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

}
