/// Makes the ``Event`` a recognised call stands for in its record: session, time, line and the
/// strings an event carries (process name, kept message, device), one string per spelling.
///
/// Building depends on nothing but the record, so it happens on whichever thread recognised the
/// record's batch: on a log where the engine is the slower side, the parser's thread builds the
/// events and the delivering thread only hands them on. The thread role, which depends on the
/// events before (``TraceReader``'s main-thread guess), is left to the delivering thread.
/// Confined to one thread: every thread that recognises has a builder of its own.
final class EventBuilder {
    private let sourceIndex: Int
    private let keepMessages: Bool
    /// Process names and kept messages, one string per spelling: events come in runs from a few
    /// processes, and observer lines repeat, so a string per event was an allocation per event.
    private let processNames = StringInterner(slots: 256, maxKeyLength: 160)
    private let messages = StringInterner(slots: 1024, maxKeyLength: 512)
    private var lastHostBytes: [UInt8] = []
    private var lastDevice: String?

    init(sourceIndex: Int, keepMessages: Bool) {
        self.sourceIndex = sourceIndex
        self.keepMessages = keepMessages
    }

    /// A builder for another thread's records, making the same events.
    func forAnotherThread() -> EventBuilder { EventBuilder(sourceIndex: sourceIndex, keepMessages: keepMessages) }

    /// The fields of the record whose events are being built, made by ``event(_:message:thread:record:)``
    /// for the record's first event. Kept here, not by the caller's closure: a variable the
    /// recogniser's callback captured was copied out per event, a retain and release of each string.
    private var current = TraceReader.RecordFields(process: "", pid: nil, tid: nil, time: nil, line: 0, offset: 0, device: nil, tagType: nil)
    private var currentIsMade = false

    /// Start a record: its fields are made when its first event is built.
    @inline(__always)
    func beginRecord() { currentIsMade = false }

    /// The event `recognized` in the current record (see ``beginRecord()``), whose fields `record`
    /// makes once, for its first event (names are made for records with events only); its thread
    /// role `thread` (``ThreadRole/unknown`` until the delivering thread knows it).
    @inline(__always)
    func event(_ recognized: RecognizedEvent, message: UnsafeRawBufferPointer, thread: ThreadRole,
               record: () -> TraceReader.RecordFields) -> Event {
        if !currentIsMade {
            current = record()
            currentIsMade = true
        }
        // Field by field: handing `current` on as an argument copied it, a retain and release of
        // each of its strings per event.
        let session = SessionKey(source: sourceIndex, process: current.process, pid: current.pid, segment: current.segment)
        let keepsMessage = keepMessages || recognized.kind == .diagnostic || recognized.kind == .addObserver
            || recognized.kind == .removeObserver
        // `NSLog(@"[StreamVC] viewDidLoad")`: the format took the tag for an os_log category.
        let className = recognized.className
            ?? (recognized.address == nil && recognized.kind != .diagnostic ? current.tagType : nil)
        return Event(kind: recognized.kind, diagnostic: recognized.diagnostic, className: className, address: recognized.address,
                     selector: recognized.selector, selectorKind: recognized.selectorKind, storedArgument: recognized.storedArgument,
                     isClassMethod: recognized.isClassMethod, session: session, tid: current.tid, thread: thread, time: current.time,
                     line: current.line, offset: current.offset, sourceLine: recognized.sourceLine,
                     message: keepsMessage ? messages.string(message) : "", device: current.device)
    }

    /// The process `bytes` name. Records come in runs from one process, so the last name is
    /// compared before the interner hashes the bytes (hashing and probing cost ~180
    /// instructions a record with events); comparing with the string itself needs no copy of
    /// the bytes, however often a log switches between processes.
    func processName(_ bytes: UnsafeRawBufferPointer) -> String {
        if let last = lastProcess, last.utf8.count == bytes.count,
           last.utf8.withContiguousStorageIfAvailable({ ByteText.equal(UnsafeRawBufferPointer($0), bytes) }) == true {
            return last
        }
        let name = processNames.string(bytes)
        lastProcess = name
        return name
    }
    private var lastProcess: String?

    /// The device named by `host` (``DeviceName``); a log names one device on every line, so the
    /// last name is reused while the bytes are the same.
    func deviceName(_ host: UnsafeRawBufferPointer) -> String? {
        if lastHostBytes.withUnsafeBytes({ ByteText.equal($0, host) }) {
            return lastDevice
        }
        lastHostBytes = Array(host)
        lastDevice = DeviceName.named(by: host)
        return lastDevice
    }
}
