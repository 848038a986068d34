/// The time format a user line format declares (`time HH:mm:ss.SSS`). The reader understands a
/// fixed set of spellings, read from the pattern's `date`, `mon`, `day`, `time` and `tz` groups;
/// the declaration names which ones the format uses and how each looks, so every sample's time is
/// checked piece by piece when the file loads. `none` means the format's time must not be used.
struct TimeFormat {
    /// One group the format reads, and what its text must look like.
    struct Piece {
        /// The pattern group holding it.
        let group: String
        /// PCRE2 pattern the group's whole text must match.
        let regex: String
        /// As written in the time format (`HH:mm:ss.SSS`).
        let spelling: String
    }

    var pieces: [Piece] = []
    var ignoresTime = false

    /// Everything the reader supports, for error messages.
    static let supported = "yyyy-MM-dd, MMM d, MMM dd, HH:mm:ss, HH:mm:ss.SSS (1 to 9 S), Z, separated by spaces or 'T'; or none"

    /// Parse `value`; on a mistake, report it and return nil.
    static func parse(_ value: Located, report: (SourcePosition, String) -> Void) -> TimeFormat? {
        if value.text == "none" { return TimeFormat(ignoresTime: true) }
        let all = value.scalars
        var format = TimeFormat()
        var index = 0
        func next(_ literal: String) -> Bool {
            let wanted = Array(literal.unicodeScalars)
            guard index + wanted.count <= all.count, Array(all[index..<index + wanted.count]) == wanted else { return false }
            index += wanted.count
            return true
        }
        while index < all.count {
            let start = index
            if next("yyyy-MM-dd") {
                format.pieces.append(Piece(group: "date", regex: "\\d{4}-\\d{2}-\\d{2}", spelling: "yyyy-MM-dd"))
            } else if next("HH:mm:ss") {
                var regex = "\\d{2}:\\d{2}:\\d{2}", spelling = "HH:mm:ss"
                if index + 1 < all.count, all[index] == "." || all[index] == ",", all[index + 1] == "S" {
                    if all[index] == "," {
                        report(value.position(ofScalar: index), "the reader takes fractions after a '.', not ','; a format with ',SSS' times cannot give event times (use 'none')")
                        return nil
                    }
                    index += 1
                    var digits = 0
                    while index < all.count, all[index] == "S" { digits += 1; index += 1 }
                    guard digits <= 9 else { report(value.position(ofScalar: index - 1), "at most 9 fraction digits (S)"); return nil }
                    regex += "\\.\\d{\(digits)}"
                    spelling += "." + String(repeating: "S", count: digits)
                }
                format.pieces.append(Piece(group: "time", regex: regex, spelling: spelling))
            } else if next("MMM") {
                format.pieces.append(Piece(group: "mon", regex: "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)", spelling: "MMM"))
            } else if next("dd") {
                format.pieces.append(Piece(group: "day", regex: "\\d{2}", spelling: "dd"))
            } else if next("d") {
                format.pieces.append(Piece(group: "day", regex: "\\d{1,2}", spelling: "d"))
            } else if next("ZZZZZ") || next("xxx") || next("XXX") {
                report(value.position(ofScalar: start), "the reader takes UTC offsets as +HHMM (Z), not +HH:MM")
                return nil
            } else if next("ZZZ") || next("ZZ") || next("Z") || next("xx") || next("XX") {
                format.pieces.append(Piece(group: "tz", regex: "[+-]\\d{4}", spelling: "Z"))
            } else if next("'T'") || next("T") || next(" ") {
                continue
            } else {
                var end = index
                while end < all.count, all[end] != " " { end += 1 }
                report(value.position(ofScalar: start), "unsupported piece '\(value.slice(start..<end).text)' in time format; the reader supports \(supported)")
                return nil
            }
            if format.pieces.dropLast().contains(where: { $0.group == format.pieces.last!.group }) {
                report(value.position(ofScalar: start), "'\(format.pieces.last!.spelling)' appears twice in the time format")
                return nil
            }
        }
        let groups = Set(format.pieces.map(\.group))
        if !groups.contains("time") {
            report(value.start, "a time format needs HH:mm:ss (the reader needs a clock time); write 'none' for formats whose time must not be used")
            return nil
        }
        if groups.contains("date"), groups.contains("mon") || groups.contains("day") {
            report(value.start, "a time format has either yyyy-MM-dd or MMM d, not both")
            return nil
        }
        if groups.contains("mon") != groups.contains("day") {
            report(value.start, "MMM and d go together (syslog's 'Jul  4'); the reader needs both")
            return nil
        }
        return format
    }
}
