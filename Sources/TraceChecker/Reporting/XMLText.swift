/// Escaping for XML 1.0 text and attribute values. Log messages hold `<MyVC: 0x…>`, quotes,
/// ampersands and sometimes control characters, which XML 1.0 cannot carry even as character
/// references: those are written as a visible `\u{1b}` instead, so the document stays well formed.
public enum XMLText {
    /// `text` safe inside an element or a double- or single-quoted attribute.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            }
        }
        return result
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    /// C1 controls (0x7F-0x9F) are legal but discouraged; they are shown escaped too.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
        return value <= 0xD7FF || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }
}
