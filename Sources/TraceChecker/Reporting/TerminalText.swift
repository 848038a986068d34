/// Log text is untrusted: a message may carry escape sequences that would repaint the
/// user's terminal. Text reports show control characters as visible escapes instead.
public enum TerminalText {
    /// `text` with C0/C1 control characters (other than tab) shown as `\u{1b}`.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The UTF-8 of `sanitized(text)` appended to `out`; text without a control character (nearly
    /// all of it) is copied as it is, without visiting its scalars.
    static func appendSanitized(_ text: String, to out: inout [UInt8]) {
        // A byte below space other than tab, DEL, or 0xC2 (the lead byte of U+0080…U+00BF) may
        // start a control character; only then are the scalars looked at.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }) else { return false }
            out.append(contentsOf: bytes)
            return true
        } ?? false
        if !copied { out += sanitized(text).utf8 }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
