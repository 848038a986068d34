/// Reads the commonest Swift shape, `<Module.Type: 0x…> function(_:)` (`print(self, #function)`),
/// with a byte scan. ``EventRecognizer/descriptionFirstPattern`` stays the definition; this
/// answers exactly as PCRE2 does for it (a test holds the two equal on every corpus, probe and
/// generated message). It decides only messages that are ASCII without a line feed, where every
/// part of the pattern is settled by the byte after it; for others it says it cannot tell.
enum DescriptionCallScanner {
    /// The groups of a match.
    struct Match: Equatable {
        let cls: Range<Int>
        let addr: Range<Int>
        let cls2: Range<Int>?
        let fn: Range<Int>
        let rest: Range<Int>
    }

    /// What the scan found.
    enum Outcome: Equatable {
        case match(Match)
        case noMatch
        /// Non-ASCII bytes or a line feed: ask the pattern.
        case unsure
    }

    @inline(__always) private static func word(_ b: UInt8) -> Bool { ByteText.isIdentifier(b) && b != ASCII.dollar }
    @inline(__always) private static func identStart(_ b: UInt8) -> Bool { ByteText.isUpper(b) || ByteText.isLower(b) || b == ASCII.underscore }
    /// `\s` as PCRE2 reads it without UCP: HT, LF, VT, FF, CR, space.
    @inline(__always) private static func space(_ b: UInt8) -> Bool { b == ASCII.space || (b &- ASCII.tab) < 5 }

    /// The pattern anchored at the start of `m`.
    static func scan(_ m: UnsafeRawBufferPointer) -> Outcome {
        let n = m.count
        guard n > 0, m[0] == ASCII.lessThan else { return .noMatch }
        guard ByteText.firstSpecialByte(m) == nil else { return .unsure }
        // `<(?<cls>[\w.$]+): (?<addr>0x[0-9a-fA-F]+)>`
        var i = 1
        while i < n, word(m[i]) || m[i] == ASCII.period || m[i] == ASCII.dollar { i += 1 }
        guard i > 1, i + 3 < n, m[i] == ASCII.colon, m[i + 1] == ASCII.space, m[i + 2] == ASCII.digit0, m[i + 3] == ASCII.x else { return .noMatch }
        let cls = 1..<i
        i += 4
        let addrStart = i - 2
        while i < n, ByteText.isDigit(m[i]) || ((m[i] | 0x20) &- ASCII.a) < 6 { i += 1 }
        guard i > addrStart + 2, i < n else { return .noMatch }
        let addr = addrStart..<i
        // `(?:;(?:[^<>]|<[^<>]*>)*)?>`: a view's fields, each nested description closed before the next
        // `<`; the first `>` outside one ends the description.
        if m[i] == ASCII.semicolon {
            i += 1
            while i < n, m[i] != ASCII.greaterThan {
                if m[i] == ASCII.lessThan {
                    i += 1
                    while i < n, m[i] != ASCII.greaterThan, m[i] != ASCII.lessThan { i += 1 }
                    guard i < n, m[i] == ASCII.greaterThan else { return .noMatch }
                }
                i += 1
            }
        }
        guard i < n, m[i] == ASCII.greaterThan else { return .noMatch }
        i += 1
        // `(?:\{[^}]*\})?(?:(?::| (?:-+>?|=+>|\|))? | ?\.)`: the braces, when there, end at the first
        // `}`; a colon or a blank and a separator may follow, then a space; or a dot. A separator not
        // followed by a space leaves the pattern nothing to try: no function starts with `-`, `=` or `|`.
        if i < n, m[i] == ASCII.leftBrace {
            var close = i + 1
            while close < n, m[close] != ASCII.rightBrace { close += 1 }
            guard close < n else { return .noMatch }
            i = close + 1
        }
        // `| ?\.`: `"\(self).\(#function)"` joins the two with a dot (no function starts with one,
        // so the first branch cannot have matched where this one does).
        if i < n, m[i] == ASCII.period {
            i += 1
        } else if i + 1 < n, m[i] == ASCII.space, m[i + 1] == ASCII.period {
            i += 2
        } else {
            if i < n, m[i] == ASCII.colon {
                i += 1
            } else if let end = separatorEnd(m, from: i), end < n, m[end] == ASCII.space {
                i = end
            }
            guard i < n, m[i] == ASCII.space else { return .noMatch }
            i += 1
        }
        // `(?:(?<cls2>T) )?(?<fn>N)(?:(?<=\)):)?(?<rest>(?:\s.*)?)$`: first with the type, then without it.
        if let typeEnd = typeName(m, from: i), typeEnd < n, m[typeEnd] == ASCII.space, let (fn, rest) = function(m, from: typeEnd + 1) {
            return .match(Match(cls: cls, addr: addr, cls2: i..<typeEnd, fn: fn, rest: rest))
        }
        if let (fn, rest) = function(m, from: i) {
            return .match(Match(cls: cls, addr: addr, cls2: nil, fn: fn, rest: rest))
        }
        return .noMatch
    }

    /// End of ` (?:-+>?|=+>|\|)` at `start`, dashes taken greedily as the pattern first tries them.
    private static func separatorEnd(_ m: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let n = m.count
        guard start + 1 < n, m[start] == ASCII.space else { return nil }
        var i = start + 1
        switch m[i] {
        case ASCII.minus:
            while i < n, m[i] == ASCII.minus { i += 1 }
            if i < n, m[i] == ASCII.greaterThan { i += 1 }
            return i
        case ASCII.equals:
            while i < n, m[i] == ASCII.equals { i += 1 }
            return i < n && m[i] == ASCII.greaterThan ? i + 1 : nil
        case ASCII.verticalBar:
            return i + 1
        default:
            return nil
        }
    }

    /// End of `[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*` at `start` when a space may follow it: the
    /// only end a space can follow is that of the whole run of its bytes.
    private static func typeName(_ m: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let n = m.count
        var i = start
        while true {
            guard i < n, identStart(m[i]) || m[i] == ASCII.dollar else { return nil }
            i += 1
            while i < n, word(m[i]) || m[i] == ASCII.dollar { i += 1 }
            guard i < n, m[i] == ASCII.period else { return i }
            i += 1
        }
    }

    /// `(?<fn>N)(?:(?<=\)):)?(?<rest>(?:\s.*)?)$` at `start` (the message has no line feed, so `.*$` reaches the end).
    private static func function(_ m: UnsafeRawBufferPointer, from start: Int) -> (fn: Range<Int>, rest: Range<Int>)? {
        let n = m.count
        guard start < n, identStart(m[start]) else { return nil }
        var i = start + 1
        while i < n, word(m[i]) { i += 1 }
        let identEnd = i
        @inline(__always) func restFits(_ end: Int) -> Bool { end == n || space(m[end]) }
        // `ident\((?:(?:ident|_):)*\)`
        if i < n, m[i] == ASCII.leftParenthesis {
            let j = ByteText.nameColonRun(m, from: i + 1, first: identStart, rest: word)
            // `(?:(?<=\)):)?`: a colon after the parentheses is taken first, when the rest fits after it.
            if j < n, m[j] == ASCII.rightParenthesis {
                if j + 1 < n, m[j + 1] == ASCII.colon, restFits(j + 2) { return (start..<j + 1, j + 2..<n) }
                if restFits(j + 1) { return (start..<j + 1, j + 1..<n) }
            }
        }
        // `ident(?::(?:ident:)*)?`: only its longest form can be followed by `\s` or the end.
        let end = ByteText.colonParts(m, from: identEnd, first: identStart, rest: word)
        return restFits(end) ? (start..<end, end..<n) : nil
    }
}
