/// A place in a rules file, 1-based.
struct SourcePosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// A piece of rules-file text with the place of every Unicode scalar in it, so that an error
/// found inside it (a PCRE2 offset, a `{placeholder}`) points at the right column even for
/// quoted text with escapes or text continued over several lines.
struct Located: Sendable {
    /// The text as the rules file means it (quotes and escapes removed).
    var text: String
    /// Where each Unicode scalar of `text` is in the file; `end` follows the last one.
    var positions: [SourcePosition]
    /// The place just after the text (for "expected … here" errors).
    var end: SourcePosition

    /// Where the text starts.
    var start: SourcePosition { positions.first ?? end }

    /// Text taken verbatim from one line, starting at `column`.
    init(_ text: Substring, line: Int, column: Int) {
        self.text = String(text)
        positions = (0..<text.unicodeScalars.count).map { SourcePosition(line: line, column: column + $0) }
        end = SourcePosition(line: line, column: column + text.unicodeScalars.count)
    }

    init(text: String, positions: [SourcePosition], end: SourcePosition) {
        self.text = text
        self.positions = positions
        self.end = end
    }

    /// The place of the scalar at `index` (clamped to the end).
    func position(ofScalar index: Int) -> SourcePosition {
        index >= 0 && index < positions.count ? positions[index] : end
    }

    /// The place of the byte at UTF-8 `offset` (PCRE2 reports byte offsets).
    func position(ofUTF8 offset: Int) -> SourcePosition {
        var scalars = 0
        var bytes = 0
        for scalar in text.unicodeScalars {
            if bytes >= offset { break }
            bytes += UTF8.width(scalar)
            scalars += 1
        }
        return position(ofScalar: scalars)
    }

    /// `self` followed by `other`, separated by `separator` (continuation lines).
    func appending(_ other: Located, separator: String) -> Located {
        var positions = self.positions
        positions += Array(repeating: other.start, count: separator.unicodeScalars.count)
        positions += other.positions
        return Located(text: text + separator + other.text, positions: positions, end: other.end)
    }
}

extension Located {
    /// The Unicode scalars of the text.
    var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// The scalars in `range`, with their places. `positions` has one place per scalar, so the
    /// bounds need no scalar array, and the text is cut out of the string's own storage:
    /// loading a rules file of thousands of rules splits every setting line this way.
    func slice(_ range: Range<Int>) -> Located {
        let count = positions.count
        let lower = min(range.lowerBound, count), upper = min(range.upperBound, count)
        if lower == 0, upper == count { return self }
        let view = text.unicodeScalars
        let from = view.index(view.startIndex, offsetBy: lower, limitedBy: view.endIndex) ?? view.endIndex
        let to = view.index(from, offsetBy: upper - lower, limitedBy: view.endIndex) ?? view.endIndex
        return Located(text: String(Substring(view[from..<to])), positions: Array(positions[lower..<upper]), end: position(ofScalar: upper))
    }

    /// Without leading and trailing spaces and tabs.
    func trimmed() -> Located {
        let view = text.unicodeScalars
        guard let first = view.first, let last = view.last, first.isBlank || last.isBlank else { return self }
        var lower = 0, upper = positions.count
        for scalar in view {
            guard lower < upper, scalar.isBlank else { break }
            lower += 1
        }
        for scalar in view.reversed() {
            guard upper > lower, scalar.isBlank else { break }
            upper -= 1
        }
        return slice(lower..<upper)
    }

    /// The first blank-delimited word and what follows it (trimmed); nil for blank text.
    func splitFirstWord() -> (word: Located, rest: Located)? {
        let text = trimmed()
        guard !text.text.isEmpty else { return nil }
        var end = 0
        for scalar in text.text.unicodeScalars {
            if scalar.isBlank { break }
            end += 1
        }
        return (text.slice(0..<end), text.slice(end..<text.positions.count).trimmed())
    }

    /// Words separated by blanks, commas and semicolons (template lines: `before next-open, dealloc`).
    func words() -> [Located] {
        let all = scalars
        var result: [Located] = []
        var start: Int?
        for index in 0...all.count {
            let separator = index == all.count || all[index].isBlank || all[index] == "," || all[index] == ";"
            if separator, let s = start {
                result.append(slice(s..<index))
                start = nil
            } else if !separator, start == nil {
                start = index
            }
        }
        return result
    }

    /// The text before a trailing comment: `#` after a blank and before a blank or the line's end.
    /// With `quotes`, a `#` inside `"…"` is text. Patterns write a literal ` # ` as `\#`.
    func withoutComment(quotes: Bool) -> Located {
        let all = scalars
        var inQuote = false
        var index = 0
        while index < all.count {
            let c = all[index]
            if inQuote {
                if c == "\\" { index += 1 } else if c == "\"" { inQuote = false }
            } else if quotes, c == "\"" {
                inQuote = true
            } else if c == "#", index == 0 || all[index - 1].isBlank, index + 1 == all.count || all[index + 1].isBlank {
                return slice(0..<index).trimmed()
            }
            index += 1
        }
        return self
    }
}

extension Unicode.Scalar {
    /// Space or tab: the only blanks of the rules language.
    var isBlank: Bool { self == " " || self == "\t" }
}
