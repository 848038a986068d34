/// Counts for people: `1,234 lines`, `1 warning`. Written by hand because Foundation's
/// formatters follow the locale, and reports must not change with the machine's language.
public enum NumberFormatting {
    /// `1234567` as `1,234,567`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `1 file`, `2 files`, with grouping.
    public static func counted(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        grouped(value) + " " + (value == 1 ? singular : (plural ?? singular + "s"))
    }
}
