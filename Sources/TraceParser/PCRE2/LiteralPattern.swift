/// A pattern that PCRE2 would match as plain text, recognised when it is loaded so that it is
/// matched by comparing bytes, without compiling (and JIT-compiling) it: rules files name most
/// selectors and classes as `^word$`, and a file of thousands of rules spent most of its
/// compile time on such patterns.
///
/// Recognised: alternatives of literal text, each optionally anchored (`^a$|b`), or one group of
/// literal alternatives between optional anchors (`^(a|b)$`, `^(?:a|b)`). Literal text is ASCII
/// letters, digits, spaces and punctuation that PCRE2 gives no meaning, and any ASCII punctuation
/// escaped with a backslash (`\(`, `\.`). Anything else (classes, repeats, `.`, escapes such as
/// `\w`, named groups, options, non-ASCII text) is left to PCRE2. The answer is the one PCRE2
/// gives for the same pattern without options: `^` matches at the start of the subject only and
/// `$` at its end or before a newline that ends it (tests compare the two on many subjects).
public struct LiteralPattern: Sendable, Equatable {
    /// One alternative: its text and where it must sit in the subject.
    public struct Alternative: Sendable, Equatable {
        /// The text, as UTF-8 (ASCII) bytes.
        public var text: [UInt8]
        /// `^`: the text starts the subject.
        public var atStart: Bool
        /// `$`: the text ends the subject, or is followed only by a final newline.
        public var atEnd: Bool
    }

    /// The alternatives; the pattern matches when any of them does.
    public let alternatives: [Alternative]

    /// The pattern as literal alternatives, or nil when PCRE2 must match it.
    public init?(_ pattern: String) {
        var parser = Parser(bytes: Array(pattern.utf8))
        guard let alternatives = parser.pattern() else { return nil }
        self.alternatives = alternatives
    }

    /// The one text a `^text$` pattern matches (besides that text and a newline): lets callers
    /// index the pattern by the value it needs.
    public var exactText: String? {
        guard alternatives.count == 1, let only = alternatives.first, only.atStart, only.atEnd else { return nil }
        return String(decoding: only.text, as: UTF8.self)
    }

    /// True when PCRE2 would find a match of the pattern in `subject`.
    public func matches(_ subject: UnsafeRawBufferPointer) -> Bool {
        alternatives.contains { Self.matches($0, subject) }
    }

    /// True when PCRE2 would find a match of the pattern in `subject`.
    public func matches(_ subject: String) -> Bool {
        if let answer = subject.utf8.withContiguousStorageIfAvailable({ matches(UnsafeRawBufferPointer($0)) }) { return answer }
        return Array(subject.utf8).withUnsafeBytes { matches($0) }
    }

    private static func matches(_ alternative: Alternative, _ subject: UnsafeRawBufferPointer) -> Bool {
        let text = alternative.text
        let count = subject.count, length = text.count
        // `$` also matches before a newline that ends the subject.
        let hasFinalNewline = count > 0 && subject[count - 1] == 0x0A
        switch (alternative.atStart, alternative.atEnd) {
        case (true, true):
            return (count == length || (hasFinalNewline && count == length + 1)) && equal(text, subject, at: 0)
        case (true, false):
            return count >= length && equal(text, subject, at: 0)
        case (false, true):
            if count >= length, equal(text, subject, at: count - length) { return true }
            return hasFinalNewline && count >= length + 1 && equal(text, subject, at: count - 1 - length)
        case (false, false):
            guard length > 0 else { return true }
            guard count >= length else { return false }
            let first = text[0]
            for start in 0...(count - length) where subject[start] == first && equal(text, subject, at: start) { return true }
            return false
        }
    }

    @inline(__always)
    private static func equal(_ text: [UInt8], _ subject: UnsafeRawBufferPointer, at start: Int) -> Bool {
        for index in text.indices where subject[start + index] != text[index] { return false }
        return true
    }

    /// Reads the accepted shapes; nil for anything else.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        /// `alt|alt|…` at the top, or `[^](group)[$]`.
        mutating func pattern() -> [Alternative]? {
            if let grouped = groupPattern() { return grouped }
            index = 0
            var result: [Alternative] = []
            while true {
                let atStart = take(UInt8(ascii: "^"))
                guard let text = literal() else { return nil }
                let atEnd = take(UInt8(ascii: "$"))
                result.append(Alternative(text: text, atStart: atStart, atEnd: atEnd))
                if index == bytes.count { return result }
                guard take(UInt8(ascii: "|")) else { return nil }
            }
        }

        /// `^(a|b)$`, `(?:a|b)`, …: the anchors apply to every alternative.
        private mutating func groupPattern() -> [Alternative]? {
            let atStart = take(UInt8(ascii: "^"))
            guard take(UInt8(ascii: "(")) else { return nil }
            if take(UInt8(ascii: "?")) { guard take(UInt8(ascii: ":")) else { return nil } }
            var texts: [[UInt8]] = []
            while true {
                guard let text = literal() else { return nil }
                texts.append(text)
                if take(UInt8(ascii: ")")) { break }
                guard take(UInt8(ascii: "|")) else { return nil }
            }
            let atEnd = take(UInt8(ascii: "$"))
            guard index == bytes.count else { return nil }
            return texts.map { Alternative(text: $0, atStart: atStart, atEnd: atEnd) }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Literal bytes up to `|`, `)`, `$` or the end; nil at any byte with a meaning.
        private mutating func literal() -> [UInt8]? {
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "|"), UInt8(ascii: ")"):
                    return text
                case UInt8(ascii: "$"):
                    // Only an anchor that ends the alternative is read as one.
                    let next = index + 1
                    if next == bytes.count || bytes[next] == UInt8(ascii: "|") { return text }
                    return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count, Self.isEscapablePunctuation(bytes[index + 1]) else { return nil }
                    text.append(bytes[index + 1])
                    index += 2
                default:
                    guard Self.isPlain(byte) else { return nil }
                    text.append(byte)
                    index += 1
                }
            }
            return text
        }

        /// Printable ASCII that stands for itself outside a class: no metacharacter, and not `]`
        /// or `}` either, which PCRE2 reads as text only in some positions.
        private static func isPlain(_ byte: UInt8) -> Bool {
            guard byte >= 0x20, byte < 0x7F else { return false }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return false
            default:
                return true
            }
        }

        /// ASCII punctuation, which a backslash makes literal in PCRE2 (letters and digits after
        /// a backslash are escapes with meanings).
        private static func isEscapablePunctuation(_ byte: UInt8) -> Bool {
            guard byte > 0x20, byte < 0x7F else { return false }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            return !isLetter && !isDigit
        }
    }
}
