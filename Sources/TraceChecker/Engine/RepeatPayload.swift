import TraceParser

/// What the payload of a repeated log line says about the repeat (R-P9): a line that prints the
/// description of some other object (`-[ViewController viewDidLoad] <BKHelper: 0x7fa2…>`) is a
/// log statement that shows that object, so two such lines at once are two statements of one
/// call; a line whose payload is the receiver itself, a flag or nothing is the call itself.
enum RepeatPayload {
    /// True when `argument` is the description of an object other than `object`: another class,
    /// or the same class at another address.
    static func describesAnotherObject(_ argument: EventArgument, than object: ObjectRecord) -> Bool {
        switch argument {
        case let .object(className, address):
            return names(className, address, otherThan: object)
        case let .text(text):
            guard let described = description(in: text) else { return false }
            return names(described.className, described.address, otherThan: object)
        default:
            return false
        }
    }

    private static func names(_ className: String?, _ address: UInt64?, otherThan object: ObjectRecord) -> Bool {
        if let address, let own = object.address { return address != own }
        guard let className, let own = object.classKey else { return false }
        return ClassName.normalize(className) != own
    }

    /// `<Class: 0x…>` or `<Class 0x…>` at the start of `text`, the way `%@` prints an object.
    static func description(in text: String) -> (className: String, address: UInt64?)? {
        guard text.hasPrefix("<"), let end = text.firstIndex(of: ">") else { return nil }
        let inner = text[text.index(after: text.startIndex)..<end]
        let parts = inner.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == ";" }).map(String.init)
        guard let name = parts.first, let first = name.unicodeScalars.first,
              first.properties.isAlphabetic || first == "_" else { return nil }
        let address = parts.dropFirst().first { $0.hasPrefix("0x") }.flatMap { Address.parse($0) }
        return (name, address)
    }
}
