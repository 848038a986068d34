import Foundation

/// A strict JSON parser (RFC 8259) for the configuration file that, unlike Foundation's,
/// knows where everything is: syntax errors and every key come with a line and column, and a
/// key given twice in one object is an error instead of silently losing one value.
struct JSONParser {
    /// A 1-based line and column (in characters) of the file.
    struct Position: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Why the text is not JSON, and where.
    struct SyntaxError: Error, Equatable {
        var position: Position
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Where each object key starts, by its dotted path (`severity.controller-leak`).
    private(set) var keyPositions: [String: Position] = [:]

    /// Parse `bytes` as one JSON value; `keyPositions` then holds where every key was.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws(SyntaxError) -> JSONValue {
        // A UTF-8 BOM is what some editors put first; it is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try parseValue(path: "")
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    /// Line and column of byte `offset`, counting UTF-8 continuation bytes as part of their character.
    func position(of offset: Int) -> Position {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Position(line: line, column: column)
    }

    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(position: position(of: offset ?? index), message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(path: String) throws(SyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case let byte where (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte):
            throw error("unexpected word where a value was expected (strings need double quotes)")
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))' where a value was expected")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let spelled = Array(word.utf8)
        guard bytes.count - index >= spelled.count, Array(bytes[index..<index + spelled.count]) == spelled else {
            throw error("unexpected word where a value was expected (strings need double quotes)")
        }
        index += spelled.count
        return value
    }

    private mutating func parseObject(path: String) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let keyStart = index
            let key = try parseString()
            let keyPath = path.isEmpty ? key : path + "." + key
            if let first = keyPositions[keyPath], members[key] != nil {
                throw error("duplicate key '\(key)' (first at line \(first.line), column \(first.column))", at: keyStart)
            }
            keyPositions[keyPath] = position(of: keyStart)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            members[key] = try parseValue(path: keyPath)
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an object (missing '}')") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}' after a value") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray(path: String) throws(SyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try parseValue(path: path))
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an array (missing ']')") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']' after a value") }
            index += 1
            return .array(items)
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character inside a string (write \\n or \\t)") }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var unit = try hex4()
                    if (0xD800..<0xDC00).contains(unit), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
                       bytes[index + 2] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        unit = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: throw error("unknown escape in a string")
                }
                index += 1
                run = index
                continue
            }
            index += 1
        }
        throw error("a string is not closed (missing '\"')", at: start)
    }

    /// The 4 hex digits after `\u`; leaves `index` on the last one.
    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 < bytes.count,
              let value = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hex digits")
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        let allowed = Set("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // JSON's grammar: no leading '+', no leading zeros, digits around the point.
        let grammar = text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression)
        guard grammar != nil, let value = Double(text) else { throw error("'\(text)' is not a JSON number", at: start) }
        return .number(value)
    }
}
