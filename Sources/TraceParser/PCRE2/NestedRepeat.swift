/// Finds a group repeated without bound whose body is itself one unbounded repeat, such as
/// `(a+)+`, `(.*)*` or `(\w+\s?)*`: on a line that almost matches, backtracking tries every way of
/// splitting the text between the two repeats, exponentially many. PCRE2 has no pattern
/// information item for this, so the pattern's structure is read here.
///
/// The check is deliberately narrow, so it never rejects a pattern that is fine: the group's
/// body must be a single unbounded, backtracking repeat plus only parts that can match nothing
/// (`(?:\w+,)*` is linear, because `,` separates the repeats, and passes). An atomic group
/// `(?>…)` or a possessive repeat (`a++`, `(…)*+`) never backtracks and passes. A pattern in
/// extended mode (`(?x)`), whose spaces and comments change what characters mean, is not read.
public enum NestedRepeat {
    /// The UTF-8 offset in `pattern` of the first such group's `(`, or nil when there is none.
    public static func find(in pattern: String) -> Int? {
        var parser = Parser(bytes: Array(pattern.utf8))
        guard let sequence = parser.alternatives(), parser.index == parser.bytes.count else { return nil }
        return firstDanger(in: sequence)
    }

    /// Why such a pattern is refused and what to write instead, to follow "pattern " in a diagnostic.
    public static let explanation = "repeats a group without bound whose body is itself an unbounded repeat (like (a+)+ or (.*)*): "
        + "on a line that almost matches, PCRE2 tries every way to split the text between the two and gives up at its match limit; "
        + "make the inner repeat possessive (a++) or the group atomic ((?>a+)+), or repeat only once"

    /// How often an item may repeat; `max` nil is unbounded.
    struct Quantifier {
        var min: Int
        var max: Int?
        var possessive: Bool
    }

    /// One atom with its quantifier.
    struct Item {
        enum Atom {
            /// A character, class or escape that consumes one character.
            case character
            /// An assertion (`^`, `$`, `\b`, lookarounds, verbs): consumes nothing.
            case zeroWidth(inner: [[Item]])
            /// A group; `atomic` for `(?>…)`, which never gives back what it matched.
            case group(alternatives: [[Item]], atomic: Bool, offset: Int)
            /// A back reference or subroutine call: its length is unknown, so it is assumed
            /// to consume something and never to be a repeat itself.
            case opaque
        }
        var atom: Atom
        var quantifier: Quantifier?
    }

    private static func firstDanger(in alternatives: [[Item]]) -> Int? {
        for alternative in alternatives {
            for item in alternative {
                switch item.atom {
                case let .group(inner, atomic, offset):
                    if let q = item.quantifier, q.max == nil, !q.possessive, !atomic,
                       inner.contains(where: isSingleRepeat) {
                        return offset
                    }
                    if let found = firstDanger(in: inner) { return found }
                case let .zeroWidth(inner):
                    if let found = firstDanger(in: inner) { return found }
                case .character, .opaque: break
                }
            }
        }
        return nil
    }

    /// One item repeats without bound and backtracks, and every other item can match nothing.
    private static func isSingleRepeat(_ alternative: [Item]) -> Bool {
        for (index, item) in alternative.enumerated() where repeatsUnbounded(item) {
            if alternative.indices.allSatisfy({ $0 == index || canMatchEmpty(alternative[$0]) }) { return true }
        }
        return false
    }

    private static func repeatsUnbounded(_ item: Item) -> Bool {
        if let q = item.quantifier, q.max == nil, !q.possessive {
            switch item.atom {
            case .character, .group(_, false, _): return true
            case .group, .zeroWidth, .opaque: return false
            }
        }
        if item.quantifier == nil || item.quantifier!.max == 1, case let .group(inner, false, _) = item.atom {
            return inner.contains(where: isSingleRepeat)
        }
        return false
    }

    private static func canMatchEmpty(_ item: Item) -> Bool {
        if let q = item.quantifier, q.min == 0 { return true }
        switch item.atom {
        case .zeroWidth: return true
        case .character, .opaque: return false
        case let .group(inner, _, _): return inner.contains { $0.allSatisfy(canMatchEmpty) }
        }
    }

    /// A recursive-descent reader of PCRE2 syntax, just deep enough to see groups and repeats.
    /// nil means "not understood", and then nothing is reported.
    struct Parser {
        let bytes: [UInt8]
        var index = 0

        private func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func starts(with text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + needle.count <= bytes.count && Array(bytes[index..<index + needle.count]) == needle
        }

        /// Alternatives up to a `)` (left unread) or the end.
        mutating func alternatives() -> [[Item]]? {
            var result: [[Item]] = [[]]
            while let byte = peek(), byte != UInt8(ascii: ")") {
                if byte == UInt8(ascii: "|") {
                    index += 1
                    result.append([])
                    continue
                }
                guard let atom = atom() else { return nil }
                guard let atom2 = atom else { continue }
                guard let quantifier = quantifier() else { return nil }
                result[result.count - 1].append(Item(atom: atom2, quantifier: quantifier))
            }
            return result
        }

        /// The next atom; `.some(nil)` for text that is no atom (a comment, an option setting).
        private mutating func atom() -> Item.Atom?? {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("): return group()
            case UInt8(ascii: "["):
                guard skipClass() else { return nil }
                return .some(.character)
            case UInt8(ascii: "\\"): return escape()
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                index += 1
                return .some(.zeroWidth(inner: []))
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                return nil
            default:
                index += 1
                // The rest of a multi-byte UTF-8 character belongs to this atom.
                while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
                return .some(.character)
            }
        }

        private mutating func escape() -> Item.Atom?? {
            index += 1
            guard let letter = peek() else { return nil }
            index += 1
            switch letter {
            case UInt8(ascii: "Q"):
                // \Q…\E quotes literally; an empty quote is no atom.
                let start = index
                while index < bytes.count, !starts(with: "\\E") { index += 1 }
                let empty = index == start
                if index < bytes.count { index += 2 }
                return empty ? .some(nil) : .some(.character)
            case UInt8(ascii: "E"): return .some(nil)
            case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "Z"), UInt8(ascii: "z"),
                 UInt8(ascii: "G"), UInt8(ascii: "K"):
                return .some(.zeroWidth(inner: []))
            case UInt8(ascii: "g"), UInt8(ascii: "k"):
                skipBracketed()
                return .some(.opaque)
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                while let next = peek(), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") { index += 1 }
                return .some(.opaque)
            case UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "N"):
                skipBracketed()
                return .some(.character)
            case UInt8(ascii: "c"):
                if peek() != nil { index += 1 }
                return .some(.character)
            default:
                while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
                return .some(.character)
            }
        }

        /// `{…}`, `<…>` or `'…'` right after an escape letter (`\x{41}`, `\k<name>`, `\g{-1}`).
        private mutating func skipBracketed() {
            let close: UInt8
            switch peek() {
            case UInt8(ascii: "{"): close = UInt8(ascii: "}")
            case UInt8(ascii: "<"): close = UInt8(ascii: ">")
            case UInt8(ascii: "'"): close = UInt8(ascii: "'")
            default:
                // `\g1`, `\g-1`, `\pL`, `\x41`: the short forms.
                while let next = peek(), next == UInt8(ascii: "-") || next == UInt8(ascii: "+")
                        || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
                        || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "f"))
                        || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) { index += 1 }
                return
            }
            index += 1
            while let next = peek(), next != close { index += 1 }
            if peek() != nil { index += 1 }
        }

        private mutating func skipClass() -> Bool {
            index += 1
            if peek() == UInt8(ascii: "^") { index += 1 }
            if peek() == UInt8(ascii: "]") { index += 1 }
            while let byte = peek() {
                if byte == UInt8(ascii: "]") {
                    index += 1
                    return true
                }
                if byte == UInt8(ascii: "\\") {
                    if starts(with: "\\Q") {
                        while index < bytes.count, !starts(with: "\\E") { index += 1 }
                        index = min(index + 2, bytes.count)
                    } else {
                        index = min(index + 2, bytes.count)
                    }
                } else if starts(with: "[:") || starts(with: "[=") || starts(with: "[.") {
                    guard let end = (index + 2..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: "]") }) else { return false }
                    index = end + 1
                } else {
                    index += 1
                }
            }
            return false
        }

        private mutating func group() -> Item.Atom?? {
            let offset = index
            index += 1
            var atomic = false, assertion = false, opaque = false
            if peek() == UInt8(ascii: "*") {
                // A verb or option such as (*UTF) or (*SKIP): no characters.
                guard let end = (index..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ")") }) else { return nil }
                index = end + 1
                return .some(nil)
            }
            if peek() == UInt8(ascii: "?") {
                index += 1
                guard let kind = peek() else { return nil }
                switch kind {
                case UInt8(ascii: ":"), UInt8(ascii: "|"): index += 1
                case UInt8(ascii: ">"):
                    index += 1
                    atomic = true
                case UInt8(ascii: "="), UInt8(ascii: "!"):
                    index += 1
                    assertion = true
                case UInt8(ascii: "#"):
                    guard let end = (index..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ")") }) else { return nil }
                    index = end + 1
                    return .some(nil)
                case UInt8(ascii: "<"):
                    index += 1
                    if peek() == UInt8(ascii: "=") || peek() == UInt8(ascii: "!") {
                        index += 1
                        assertion = true
                    } else {
                        guard skipName(until: UInt8(ascii: ">")) else { return nil }
                    }
                case UInt8(ascii: "'"):
                    index += 1
                    guard skipName(until: UInt8(ascii: "'")) else { return nil }
                case UInt8(ascii: "P"):
                    index += 1
                    if peek() == UInt8(ascii: "<") {
                        index += 1
                        guard skipName(until: UInt8(ascii: ">")) else { return nil }
                    } else {
                        opaque = true
                    }
                case UInt8(ascii: "("):
                    // A condition: its branches may or may not run; not read.
                    return nil
                default:
                    // Option letters: `(?i)`, `(?-i:…)`, `(?^)`; or a call: `(?R)`, `(?1)`, `(?&name)`, `(?C…)`.
                    var options: [UInt8] = []
                    while let next = peek(), next != UInt8(ascii: ")"), next != UInt8(ascii: ":") {
                        options.append(next)
                        index += 1
                    }
                    let isOptionSetting = !options.isEmpty && options.allSatisfy {
                        ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                            || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "^")
                    }
                    if isOptionSetting, options.contains(UInt8(ascii: "x")) { return nil }
                    if !isOptionSetting { opaque = true }
                    guard let next = peek() else { return nil }
                    index += 1
                    if next == UInt8(ascii: ")") { return opaque ? .some(.opaque) : .some(nil) }
                }
            }
            if opaque {
                guard let end = (index..<bytes.count).first(where: { bytes[$0] == UInt8(ascii: ")") }) else { return nil }
                index = end + 1
                return .some(.opaque)
            }
            guard let inner = alternatives(), peek() == UInt8(ascii: ")") else { return nil }
            index += 1
            return .some(assertion ? .zeroWidth(inner: inner) : .group(alternatives: inner, atomic: atomic, offset: offset))
        }

        private mutating func skipName(until close: UInt8) -> Bool {
            guard let end = (index..<bytes.count).first(where: { bytes[$0] == close }) else { return false }
            index = end + 1
            return true
        }

        /// The quantifier after an atom: `.some(nil)` when there is none, nil when unreadable.
        private mutating func quantifier() -> Quantifier?? {
            var result: Quantifier
            switch peek() {
            case UInt8(ascii: "*"): result = Quantifier(min: 0, max: nil, possessive: false)
            case UInt8(ascii: "+"): result = Quantifier(min: 1, max: nil, possessive: false)
            case UInt8(ascii: "?"): result = Quantifier(min: 0, max: 1, possessive: false)
            case UInt8(ascii: "{"):
                guard let braces = counted() else { return .some(nil) }
                result = braces
            default: return .some(nil)
            }
            index += 1
            if peek() == UInt8(ascii: "+") {
                result.possessive = true
                index += 1
            } else if peek() == UInt8(ascii: "?") {
                index += 1
            }
            return .some(result)
        }

        /// `{n}`, `{n,}` or `{n,m}` at `index`, leaving `index` on the `}`; nil when the brace is a
        /// literal (PCRE2 reads `{` that starts no valid repeat as itself).
        private mutating func counted() -> Quantifier? {
            var cursor = index + 1
            func number() -> Int? {
                let start = cursor
                while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") { cursor += 1 }
                return cursor > start ? Int(String(decoding: bytes[start..<min(cursor, start + 9)], as: UTF8.self)) : nil
            }
            guard let low = number() else { return nil }
            var high: Int? = low
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
                cursor += 1
                high = number()
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else { return nil }
            index = cursor
            return Quantifier(min: low, max: high, possessive: false)
        }
    }
}
