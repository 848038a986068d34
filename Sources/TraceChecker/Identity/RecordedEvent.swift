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
    /// The entry for `event` of `object`; `argumentIsReceiver` is
    /// ``describesReceiver(_:className:address:)`` of the event, which the engine works out once
    /// per event. Through the memberwise initializer: assigned one by one, the optimizer built a
    /// temporary and copied it.
    init(_ event: Event, isRepeatStatement: Bool, argumentIsReceiver: Bool) {
        self.init(line: event.line, logTime: event.time, kind: event.kind, isRepeatStatement: isRepeatStatement,
                  argumentIsReceiver: argumentIsReceiver, selector: event.selector,
                  storedArgument: argumentIsReceiver ? .unknown : event.argument)
    }

    /// True when `argument` is the text `<className: 0xaddress>`, exactly as ``argument(of:)``
    /// renders the receiver (``Address/hex(_:)``: lowercase digits, no leading zeros). Compared
    /// on the strings' contiguous bytes, after the lengths, without building the text: this runs
    /// for every event of an addressed object whose argument is text, and walking the strings
    /// through their UTF-8 views cost about 2,000 instructions a call (callgrind).
    static func describesReceiver(_ argument: EventArgument, className: String?, address: UInt64?) -> Bool {
        guard case let .text(text) = argument, let className, let address else { return false }
        // Hex digits of the address: at least one, one per started nibble.
        let digitCount = max(1, (64 - address.leadingZeroBitCount + 3) / 4)
        guard className.utf8.count + digitCount + 6 == text.utf8.count else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { textBytes in
            className.utf8.withContiguousStorageIfAvailable { nameBytes in
                matchesDescription(textBytes, name: nameBytes, address: address, digitCount: digitCount)
            }
        }
        if let compared, let compared { return compared }
        // Strings without contiguous UTF-8 (bridged ones) are copied once.
        return Array(text.utf8).withUnsafeBufferPointer { textBytes in
            Array(className.utf8).withUnsafeBufferPointer { nameBytes in
                matchesDescription(textBytes, name: nameBytes, address: address, digitCount: digitCount)
            }
        }
    }

    /// `<name: 0xhex>` byte for byte, `text` being exactly as long as that.
    @inline(__always)
    private static func matchesDescription(_ text: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>,
                                           address: UInt64, digitCount: Int) -> Bool {
        guard text.count == name.count + digitCount + 6, text[0] == ASCIIByte.lessThan else { return false }
        var position = 1
        for byte in name {
            guard text[position] == byte else { return false }
            position += 1
        }
        guard text[position] == ASCIIByte.colon, text[position + 1] == ASCIIByte.space,
              text[position + 2] == ASCIIByte.zero, text[position + 3] == ASCIIByte.x else { return false }
        position += 4
        var shift = (digitCount - 1) * 4
        while shift >= 0 {
            let nibble = UInt8(truncatingIfNeeded: address >> UInt64(shift)) & 0xF
            let digit = nibble < 10 ? ASCIIByte.zero + nibble : ASCIIByte.a + nibble - 10
            guard text[position] == digit else { return false }
            position += 1
            shift -= 4
        }
        return text[position] == ASCIIByte.greaterThan
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
