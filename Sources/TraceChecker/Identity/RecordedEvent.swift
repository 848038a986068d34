import TraceParser

/// What an object's timeline keeps of one event: the parts, not their rendering, because most
/// events are never shown.
struct RecordedEvent {
    let line: Int
    let logTime: LogTime?
    let kind: EventKind
    let isRepeatStatement: Bool
    /// The argument is the receiver's own description (`-[X viewDidLoad] <X: 0x1>`), kept as this
    /// flag and rendered from the object's identity when shown: the parser reads it as text, a
    /// string of its own per line, and most lines of a busy log are such lines.
    let argumentIsReceiver: Bool
    let selector: String
    private let storedArgument: EventArgument

    /// The argument as the line printed it, for `object`, the receiver.
    func argument(of object: ObjectRecord) -> String {
        if argumentIsReceiver, let className = object.identity.className, let address = object.address {
            return "<" + className + ": " + Address.hex(address) + ">"
        }
        return storedArgument.rendered
    }

    /// The state the event leaves the object in, as timelines name it.
    private var state: String? { kind == .dealloc ? "deallocated" : AppearanceState.after(kind).map { $0.rawValue } }

    /// The entry as reports and timelines show it, for `object`, the receiver.
    func timelineEntry(of object: ObjectRecord) -> TimelineEntry {
        let rendered = argument(of: object)
        return TimelineEntry(line: line, logTime: logTime, event: kind.rawValue, selector: selector,
                             argument: rendered.isEmpty ? nil : rendered, state: state, isRepeatStatement: isRepeatStatement)
    }

    /// The entry as a finding's excerpt shows it (`12: viewDidAppear: <X: 0x1>  [appeared]`),
    /// built directly: through a ``TimelineEntry`` it cost several strings per line, and a log
    /// with hundreds of thousands of findings renders millions of excerpt lines.
    func excerptLine(of object: ObjectRecord) -> String {
        var text = String(line)
        text += ": "
        text += selector
        let rendered = argument(of: object)
        if !rendered.isEmpty { text += " "; text += rendered }
        if let state { text += "  ["; text += state; text += "]" }
        return text
    }
}

extension RecordedEvent {
    /// The entry for `event` of `object`. Through the memberwise initializer: assigned one by one,
    /// the optimizer built a temporary and copied it.
    init(_ event: Event, of object: ObjectRecord, isRepeatStatement: Bool) {
        let isReceiver = RecordedEvent.describesReceiver(event.argument, className: object.identity.className, address: object.address)
        self.init(line: event.line, logTime: event.time, kind: event.kind, isRepeatStatement: isRepeatStatement,
                  argumentIsReceiver: isReceiver, selector: event.selector, storedArgument: isReceiver ? .unknown : event.argument)
    }

    /// True when `argument` is the text `<className: 0xaddress>`, exactly as ``argument(of:)``
    /// renders the receiver (``Address/hex(_:)``: lowercase digits, no leading zeros). Compared
    /// byte by byte without building the text: this runs for every event of an addressed object,
    /// and formatting the address each time cost about 5% of a whole check.
    static func describesReceiver(_ argument: EventArgument, className: String?, address: UInt64?) -> Bool {
        guard case let .text(text) = argument, let className, let address, text.utf8.first == ASCIIByte.lessThan else { return false }
        let name = className.utf8
        // Hex digits of the address: at least one, one per started nibble.
        let digitCount = max(1, (64 - address.leadingZeroBitCount + 3) / 4)
        guard name.count + digitCount + 6 == text.utf8.count else { return false }
        var bytes = text.utf8.makeIterator()
        _ = bytes.next()
        for byte in name where bytes.next() != byte { return false }
        guard bytes.next() == ASCIIByte.colon, bytes.next() == ASCIIByte.space,
              bytes.next() == ASCIIByte.zero, bytes.next() == ASCIIByte.x else { return false }
        for shift in stride(from: (digitCount - 1) * 4, through: 0, by: -4) {
            let nibble = UInt8(truncatingIfNeeded: address >> UInt64(shift)) & 0xF
            let digit = nibble < 10 ? ASCIIByte.zero + nibble : ASCIIByte.a + nibble - 10
            guard bytes.next() == digit else { return false }
        }
        return bytes.next() == ASCIIByte.greaterThan
    }
}

/// The bytes ``RecordedEvent/describesReceiver(_:className:address:)`` reads.
private enum ASCIIByte {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let colon = UInt8(ascii: ":")
    static let space = UInt8(ascii: " ")
    static let zero = UInt8(ascii: "0")
    static let x = UInt8(ascii: "x")
    static let a = UInt8(ascii: "a")
}
