/// Collects a page's UTF-8 and hands it on in chunks, with the escaping each context needs.
///
/// Every piece of log text goes through one of the escaping methods here, never through `raw`,
/// so a log line can only ever become character data: markup contexts escape `&<>"'`, and the
/// embedded JSON escapes `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, which keeps `</script>`
/// (and `<!--`, which would switch the HTML tokenizer's script state) out of the data block.
final class HTMLByteWriter {
    private var buffer: [UInt8] = []
    private let chunkSize: Int
    private let sink: (UnsafeRawBufferPointer) throws -> Void

    /// A writer passing chunks of about `chunkSize` bytes to `sink`.
    init(chunkSize: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        buffer.reserveCapacity(chunkSize + 1024)
    }

    /// Hand on whatever is buffered.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try sink($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func maybeFlush() throws {
        if buffer.count >= chunkSize { try flush() }
    }

    // MARK: Trusted text

    /// Markup or script written by this module; never log text.
    func raw(_ text: StaticString) throws {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
        try maybeFlush()
    }

    /// Markup assembled by this module from constants and numbers; never log text.
    func trusted(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        try maybeFlush()
    }

    /// A decimal integer.
    func int(_ value: Int) throws {
        buffer.append(contentsOf: String(value).utf8)
        try maybeFlush()
    }

    /// A decimal with at most six fraction digits and no exponent, independent of locale;
    /// non-finite values become 0 so the JSON stays valid.
    func decimal(_ value: Double) throws {
        buffer.append(contentsOf: HTMLByteWriter.decimalText(value).utf8)
        try maybeFlush()
    }

    static func decimalText(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let micros = (value * 1_000_000).rounded()
        guard abs(micros) < 9e18 else { return String(Int(value.rounded())) }
        let total = Int(micros)
        let sign = total < 0 ? "-" : ""
        let whole = abs(total) / 1_000_000
        var fraction = abs(total) % 1_000_000
        if fraction == 0 { return sign + String(whole) }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
    }

    // MARK: Untrusted text

    /// Text content of an element: `&`, `<`, `>`, quotes as entities.
    func text(_ value: String) throws {
        for byte in value.utf8 { appendEscapedMarkup(byte) }
        try maybeFlush()
    }

    /// A double-quoted attribute value (the quotes are written here).
    func attribute(_ value: String) throws {
        buffer.append(UInt8(ascii: "\""))
        for byte in value.utf8 { appendEscapedMarkup(byte) }
        buffer.append(UInt8(ascii: "\""))
        try maybeFlush()
    }

    private func appendEscapedMarkup(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): buffer.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): buffer.append(contentsOf: "&#39;".utf8)
        // NUL is a parse error in HTML; the replacement character is what a browser would show.
        case 0: buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
        default: buffer.append(byte)
        }
    }

    /// A JSON string literal (with its quotes) that is safe inside `<script>`.
    func jsonString(_ value: String) throws {
        HTMLByteWriter.appendJSONString(value, to: &buffer)
        try maybeFlush()
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendJSONString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        func unicodeEscape(_ code: UInt16, into out: inout [UInt8]) {
            out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"),
                                    hex[Int(code >> 12) & 15], hex[Int(code >> 8) & 15],
                                    hex[Int(code >> 4) & 15], hex[Int(code) & 15]])
        }
        // Swift strings are valid UTF-8, so a lead byte 0xE2 is always followed by two more bytes.
        var utf8 = value.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                unicodeEscape(UInt16(byte), into: &out)
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8/A9) end a line in older JavaScript parsers.
                let second = utf8.next() ?? 0, third = utf8.next() ?? 0
                if second == 0x80, third == 0xA8 || third == 0xA9 {
                    unicodeEscape(third == 0xA8 ? 0x2028 : 0x2029, into: &out)
                } else {
                    out.append(contentsOf: [byte, second, third])
                }
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
