#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `-[Class selector]` tokens with a byte scan. ``EventRecognizer/objcTokenPattern`` stays
/// the definition; this answers exactly as PCRE2 does for it (a test holds the two equal on every
/// corpus and probe line and on generated tokens). Every part of the pattern is decided by the
/// byte after it, so one forward pass per candidate `[` is enough; the only part that may hold
/// non-ASCII text, a `<…>` receiver, is checked to be valid UTF-8 as PCRE2 requires.
enum ObjCTokenScanner {
    /// One token: the whole match and its groups (`pre` and `post` mark block bodies).
    struct Token: Equatable {
        let whole: Range<Int>
        let pre: Range<Int>?
        let kind: Range<Int>
        let receiver: Range<Int>
        let category: Range<Int>?
        let selector: Range<Int>
        /// The value a message tracer prints after the selector's last colon (Logos' `%log`:
        /// `-[<X: 0x…> viewWillAppear:1]`, `didMoveToParentViewController:<UINavigationController: 0x…>]`).
        let argument: Range<Int>?
        let post: Range<Int>?
    }

    /// The leftmost token that starts at or after `start`.
    static func first(in m: UnsafeRawBufferPointer, from start: Int) -> Token? {
        guard let base = m.baseAddress, start < m.count else { return nil }
        let n = m.count
        var p = start + 1
        while p < n, let hit = memchr(base + p, Int32(ASCII.leftBracket), n - p) {
            let bracket = UnsafeRawPointer(hit) - base
            p = bracket + 1
            let sign = bracket - 1
            guard sign >= start, m[sign] == ASCII.minus || m[sign] == ASCII.plus, let token = token(in: m, sign: sign, from: start) else { continue }
            return token
        }
        return nil
    }

    /// The selector that starts at `start` and is closed by `]`: a name, then optionally `:` and
    /// any number of `name:`; nil unless that shape and the `]` are there.
    @inline(__always)
    static func closedSelector(in m: UnsafeRawBufferPointer, from start: Int) -> Range<Int>? {
        guard let end = selectorEnd(in: m, from: start), end < m.count, m[end] == ASCII.rightBracket else { return nil }
        return start..<end
    }

    /// Just after the selector's shape that starts at `start` (a name, then optionally `:` and any
    /// number of `name:`); nil when no name starts there.
    @inline(__always)
    private static func selectorEnd(in m: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let n = m.count
        let classes = ByteClass.classes
        @inline(__always) func identStart(_ b: UInt8) -> Bool { classes[Int(b)] & ByteClass.identifierStart != 0 }
        @inline(__always) func identByte(_ b: UInt8) -> Bool { classes[Int(b)] & ByteClass.identifier != 0 }
        guard start < n, identStart(m[start]) else { return nil }
        var i = start + 1
        while i < n, identByte(m[i]) { i += 1 }
        return ByteText.colonParts(m, from: i, first: identStart, rest: identByte)
    }

    /// The `>` that closes the description whose `<` is at `open` (`<[^<>\]]*>`, valid UTF-8 as
    /// PCRE2 requires); nil when another `<` or a `]` comes first, or the bytes are not UTF-8.
    @inline(__always)
    private static func descriptionClose(in m: UnsafeRawBufferPointer, open: Int) -> Int? {
        let n = m.count
        var j = open + 1
        while j < n {
            let b = m[j]
            if b == ASCII.lessThan || b == ASCII.greaterThan || b == ASCII.rightBracket { break }
            if b < 0x80 { j += 1; continue }
            let length = ByteText.utf8SequenceLength(m, at: j)
            guard length > 0 else { return nil }      // PCRE2 never matches across invalid UTF-8
            j += length
        }
        return j < n && m[j] == ASCII.greaterThan ? j : nil
    }

    /// The selector that starts at `start`, then the value a tracer printed after its last colon
    /// (`<…>`, `(null)` or a number: `1`, `-0.5`, `0x1c0`), then `]` at `close`. Not a word: `YES`,
    /// `animated`, `self.x` are source code (`-[self viewWillAppear:animated]`), which tracers never print.
    @inline(__always)
    private static func selectorAndValue(in m: UnsafeRawBufferPointer, from start: Int) -> (selector: Range<Int>, argument: Range<Int>?, close: Int)? {
        let n = m.count
        guard let i = selectorEnd(in: m, from: start), i < n else { return nil }
        if m[i] == ASCII.rightBracket { return (start..<i, nil, i) }
        guard m[i - 1] == ASCII.colon else { return nil }
        let selector = start..<i
        var j = i
        if m[i] == ASCII.lessThan {
            guard let close = descriptionClose(in: m, open: i) else { return nil }
            j = close + 1
        } else if ByteText.hasPrefix(m, at: i, "(null)") {
            j += 6
        } else {
            if m[j] == ASCII.minus { j += 1 }
            let hex = ByteClass.hexValues
            // `0x` then a hex digit (PCRE2's `0x[0-9a-fA-F]+`; `0X` is not what tracers print).
            if j + 2 < n, m[j] == ASCII.digit0, m[j + 1] == ASCII.x, hex[Int(m[j + 2])] != 0xFF {
                j += 2
                while j < n, hex[Int(m[j])] != 0xFF { j += 1 }
            } else {
                let digits = j
                while j < n, ByteText.isDigit(m[j]) { j += 1 }
                guard j > digits else { return nil }
                if j + 1 < n, m[j] == ASCII.period, ByteText.isDigit(m[j + 1]) {
                    j += 1
                    while j < n, ByteText.isDigit(m[j]) { j += 1 }
                }
            }
        }
        guard j < n, m[j] == ASCII.rightBracket else { return nil }
        return (selector, i..<j, j)
    }

    /// The token whose `-` or `+` is at `sign`, if the rest of the pattern holds there.
    private static func token(in m: UnsafeRawBufferPointer, sign: Int, from start: Int) -> Token? {
        let n = m.count
        // One table load per byte of the names (``ByteClass``), where the predicates' range tests cost several branches.
        let classes = ByteClass.classes
        @inline(__always) func identStart(_ b: UInt8) -> Bool { classes[Int(b)] & ByteClass.identifierStart != 0 }
        @inline(__always) func identByte(_ b: UInt8) -> Bool { classes[Int(b)] & ByteClass.identifier != 0 }
        @inline(__always) func classNameByte(_ b: UInt8) -> Bool { classes[Int(b)] & ByteClass.className != 0 }
        var i = sign + 2
        guard i < n else { return nil }
        // Receiver: `<[^<>\]]+>` or `[A-Za-z_$][\w$.]*`.
        let receiver: Range<Int>
        if m[i] == ASCII.lessThan {
            guard let j = descriptionClose(in: m, open: i), j > i + 1 else { return nil }
            receiver = i..<j + 1
            i = j + 1
        } else {
            guard identStart(m[i]) else { return nil }
            var j = i + 1
            while j < n, classNameByte(m[j]) { j += 1 }
            receiver = i..<j
            i = j
        }
        // Optional `(category)`, then exactly one space.
        var category: Range<Int>?
        if i < n, m[i] == ASCII.leftParenthesis {
            var j = i + 1
            while j < n, identByte(m[j]) { j += 1 }
            guard j < n, m[j] == ASCII.rightParenthesis else { return nil }
            category = i + 1..<j
            i = j + 1
        }
        guard i < n, m[i] == ASCII.space, let (selector, argument, close) = selectorAndValue(in: m, from: i + 1) else { return nil }
        i = close + 1
        var post: Range<Int>?
        if ByteText.hasPrefix(m, at: i, "_block_invoke") {
            post = i..<i + 13
            i += 13
        }
        // `__\d+` right before the sign, wholly at or after `start`.
        var pre: Range<Int>?
        var d = sign
        while d > start, ByteText.isDigit(m[d - 1]) { d -= 1 }
        if d < sign, d - 2 >= start, m[d - 1] == ASCII.underscore, m[d - 2] == ASCII.underscore { pre = d - 2..<sign }
        return Token(whole: (pre?.lowerBound ?? sign)..<i, pre: pre, kind: sign..<sign + 1, receiver: receiver,
                     category: category, selector: selector, argument: argument, post: post)
    }
}
