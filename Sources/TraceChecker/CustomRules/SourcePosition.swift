/// A place in a rules file, 1-based.
struct SourcePosition: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// A piece of rules-file text with the place of every Unicode scalar in it, so that an error
/// found inside it (a PCRE2 offset, a `{placeholder}`) points at the right column even for
/// quoted text with escapes or text continued over several lines.
///
/// Text taken verbatim from one line, nearly all of a rules file, keeps only where it starts:
/// its scalars sit on consecutive columns. Only quoted and continued text lists a place per
/// scalar; listing them for every word of every line was a third of loading a big rules file.
struct Located: Sendable {
    /// The text as the rules file means it (quotes and escapes removed).
    var text: String
    /// Where the scalars of `text` are in the file.
    private var places: Places
    /// The number of Unicode scalars in `text`.
    private(set) var count: Int
    /// The place just after the text (for "expected … here" errors).
    var end: SourcePosition

    private enum Places: Sendable {
        /// Scalar `i` is at this place's column plus `i`, on its line.
        case run(SourcePosition)
        /// One place per scalar.
        case each([SourcePosition])
    }

    /// Where the text starts.
    var start: SourcePosition { count > 0 ? position(ofScalar: 0) : end }

    /// Text taken verbatim from one line, starting at `column`.
    init(_ text: Substring, line: Int, column: Int) {
        self.text = String(text)
        count = Located.scalarCount(text.utf8)
        places = .run(SourcePosition(line: line, column: column))
        end = SourcePosition(line: line, column: column + count)
    }

    init(text: String, positions: [SourcePosition], end: SourcePosition) {
        self.text = text
        count = positions.count
        places = .each(positions)
        self.end = end
    }

    private init(text: String, places: Places, count: Int, end: SourcePosition) {
        self.text = text
        self.places = places
        self.count = count
        self.end = end
    }

    /// Unicode scalars in UTF-8 bytes: the bytes that do not continue a scalar.
    static func scalarCount<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The place of the scalar at `index` (clamped to the end).
    func position(ofScalar index: Int) -> SourcePosition {
        guard index >= 0, index < count else { return end }
        switch places {
        case let .run(first): return SourcePosition(line: first.line, column: first.column + index)
        case let .each(positions): return positions[index]
        }
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

    /// Every scalar's place.
    private var allPositions: [SourcePosition] {
        switch places {
        case let .run(first): return (0..<count).map { SourcePosition(line: first.line, column: first.column + $0) }
        case let .each(positions): return positions
        }
    }

    /// `self` followed by `other`, separated by `separator` (continuation lines).
    func appending(_ other: Located, separator: String) -> Located {
        var positions = allPositions
        positions += Array(repeating: other.start, count: separator.unicodeScalars.count)
        positions += other.allPositions
        return Located(text: text + separator + other.text, positions: positions, end: other.end)
    }

    /// The scalars in `range`, with their places. The text is cut out of the string's own
    /// storage; ASCII text (nearly every rules file) is cut by byte offsets.
    func slice(_ range: Range<Int>) -> Located {
        let lower = min(range.lowerBound, count), upper = min(range.upperBound, count)
        if lower == 0, upper == count { return self }
        let piece: String
        if text.utf8.count == count {
            let bytes = text.utf8
            piece = String(bytes[bytes.index(bytes.startIndex, offsetBy: lower)..<bytes.index(bytes.startIndex, offsetBy: upper)])!
        } else {
            let view = text.unicodeScalars
            let from = view.index(view.startIndex, offsetBy: lower, limitedBy: view.endIndex) ?? view.endIndex
            let to = view.index(from, offsetBy: upper - lower, limitedBy: view.endIndex) ?? view.endIndex
            piece = String(Substring(view[from..<to]))
        }
        let sliced: Places
        switch places {
        case let .run(first): sliced = .run(SourcePosition(line: first.line, column: first.column + lower))
        case let .each(positions): sliced = .each(Array(positions[lower..<upper]))
        }
        return Located(text: piece, places: sliced, count: upper - lower, end: position(ofScalar: upper))
    }
}

extension Located {
    /// The Unicode scalars of the text.
    var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }

    /// Without leading and trailing spaces and tabs.
    func trimmed() -> Located {
        let view = text.unicodeScalars
        guard let first = view.first, let last = view.last, first.isBlank || last.isBlank else { return self }
        var lower = 0, upper = count
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
        return (text.slice(0..<end), text.slice(end..<text.count).trimmed())
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
        // Only a `#` cuts: most lines have none, and are returned without a scalar array.
        guard text.utf8.contains(UInt8(ascii: "#")) else { return self }
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
