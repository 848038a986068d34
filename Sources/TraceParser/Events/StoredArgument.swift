#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An event's argument as the event path keeps it. Most free text after a callback is the
/// receiver's own description (`-[X viewDidLoad] <X: 0x1>`): such an argument is kept as the class
/// and address it spells and rendered only when asked, so the event carries no string of its own
/// (one per object was the recognizer's last allocation per event), and the engine asks whether it
/// describes the receiver without comparing text.
struct StoredArgument: Hashable, Sendable {
    private enum Storage: Sendable {
        case argument(EventArgument)
        /// `.text("<className: 0xaddress>")`, exactly as ``Address/hex(_:)`` prints the address.
        case receiverDescription(className: String, address: UInt64)
    }

    private var storage: Storage

    init(_ argument: EventArgument) { storage = .argument(argument) }

    /// The text `<className: 0xaddress>` (lowercase digits, no leading zeros), kept as its parts.
    static func receiverDescription(className: String, address: UInt64) -> StoredArgument {
        var stored = StoredArgument(.unknown)
        stored.storage = .receiverDescription(className: className, address: address)
        return stored
    }

    /// The argument; a kept description is rendered here, byte for byte as it was printed.
    var argument: EventArgument {
        switch storage {
        case let .argument(argument): return argument
        case let .receiverDescription(className, address): return .text("<" + className + ": " + Address.hex(address) + ">")
        }
    }

    /// True when the argument is the text `<className: 0xaddress>` (see ``Event/argumentDescribes(className:address:)``).
    func describes(className: String?, address: UInt64?) -> Bool {
        switch storage {
        case let .receiverDescription(kept, keptAddress): return kept == className && keptAddress == address
        case let .argument(argument): return argument.isDescription(className: className, address: address)
        }
    }

    // Equal and hashed as the argument they stand for: a kept description equals the same text.
    static func == (lhs: StoredArgument, rhs: StoredArgument) -> Bool { lhs.argument == rhs.argument }
    func hash(into hasher: inout Hasher) { argument.hash(into: &hasher) }
}

extension EventArgument {
    /// True when this is the text `<className: 0xaddress>`, exactly as ``Address/hex(_:)`` prints
    /// the address (lowercase digits, no leading zeros): the receiver's own description. Compared
    /// byte by byte without building the text.
    public func isDescription(className: String?, address: UInt64?) -> Bool {
        guard case var .text(text) = self, let className, let address, text.utf8.first == ASCII.lessThan else { return false }
        return text.withUTF8 { EventArgument.spellsDescription(UnsafeRawBufferPointer($0), className: className, address: address) }
    }

    /// True when `bytes` are `<className: 0xaddress>` as ``isDescription(className:address:)`` reads them.
    static func spellsDescription(_ bytes: UnsafeRawBufferPointer, className: String, address: UInt64) -> Bool {
        // Hex digits of the address: at least one, one per started nibble.
        let digitCount = max(1, (64 - address.leadingZeroBitCount + 3) / 4)
        let nameCount = className.utf8.count
        guard nameCount + digitCount + 6 == bytes.count, bytes[0] == ASCII.lessThan else { return false }
        // The name's contiguous bytes: walking a string's UTF-8 view cost more than the rest together.
        let nameMatches = className.utf8.withContiguousStorageIfAvailable { name in
            nameCount == 0 || memcmp(name.baseAddress!, bytes.baseAddress! + 1, nameCount) == 0
        } ?? className.utf8.elementsEqual(UnsafeRawBufferPointer(rebasing: bytes[1..<1 + nameCount]))
        guard nameMatches else { return false }
        var i = 1 + nameCount
        guard bytes[i] == ASCII.colon, bytes[i + 1] == ASCII.space, bytes[i + 2] == ASCII.digit0, bytes[i + 3] == ASCII.x else { return false }
        i += 4
        // As many digits as the address needs (the length said so), each lowercase, reading back the
        // address: then they are exactly its spelling. One table load per digit.
        let values = ByteClass.hexValues
        var value: UInt64 = 0
        for k in i..<i + digitCount {
            let byte = bytes[k], digit = values[Int(byte)]
            guard digit != 0xFF, byte < ASCII.A || byte > ASCII.F else { return false }
            value = value << 4 | UInt64(digit)
        }
        return value == address && bytes[i + digitCount] == ASCII.greaterThan
    }
}
