import CPCRE2

/// A pattern that PCRE2 refused to compile, with PCRE2's own explanation.
public struct RegexError: Error, CustomStringConvertible, Equatable, Sendable {
    /// PCRE2's message, as returned by `pcre2_get_error_message`.
    public let message: String
    /// Byte offset in the pattern where compilation stopped.
    public let offset: Int
    /// The pattern that failed.
    public let pattern: String

    /// A one-line explanation naming the offset.
    public var description: String { "\(message) at offset \(offset) in pattern \(pattern)" }

    static func message(forCode code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer {
            pcre2_get_error_message_8(code, $0.baseAddress, $0.count)
        }
        return length > 0 ? String(decoding: buffer.prefix(Int(length)), as: UTF8.self) : "PCRE2 error \(code)"
    }
}
