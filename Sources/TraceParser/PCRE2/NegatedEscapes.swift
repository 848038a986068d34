/// Rewrites `\S`, `\W` and `\D` outside character classes as `[\S]`, `[\W]` and `[\D]` before a
/// pattern is compiled.
///
/// PCRE2 10.42 (Debian 12's) has a JIT bug with `PCRE2_MATCH_INVALID_UTF`: those three escapes,
/// standing alone, never match a multibyte character (`^\S$` fails on `加` and on `é`), while
/// the interpreter and the same escapes inside a class do. Every pattern is compiled with that
/// option, so without the rewrite `viewDidLoad 加载` was not a bare `#function` line, and a
/// backtrace frame whose module is `我的App` was not a frame but a call. The two spellings mean the
/// same thing, so the rewrite is safe whatever the library version; a test compares the JIT with
/// the interpreter on multibyte subjects for every escape.
///
/// The pattern is read just far enough to know where classes are: `\` with the character after
/// it, `\Q…\E` literal runs, and `[…]` classes with their POSIX `[:name:]` parts and a leading
/// `]`. Text in comments may be rewritten too, where it means nothing either way.
enum NegatedEscapes {
    /// `pattern` with every standalone `\S`, `\W` and `\D` in brackets; the same text when it has none.
    static func bracketed(_ pattern: String) -> String {
        let bytes = Array(pattern.utf8)
        guard bytes.contains(backslash) else { return pattern }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var i = 0
        var inClass = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == backslash, i + 1 < bytes.count {
                let next = bytes[i + 1]
                if next == UInt8(ascii: "Q") {
                    // Literal up to `\E` (or the end): copied as it is, in or out of a class.
                    let end = literalEnd(bytes, from: i + 2)
                    out += bytes[i..<end]
                    i = end
                    continue
                }
                if !inClass, next == UInt8(ascii: "S") || next == UInt8(ascii: "W") || next == UInt8(ascii: "D") {
                    out += [UInt8(ascii: "["), backslash, next, UInt8(ascii: "]")]
                    i += 2
                    continue
                }
                // `\cX` takes the character after it too, even a backslash.
                let length = next == UInt8(ascii: "c") && i + 2 < bytes.count ? 3 : 2
                out += bytes[i..<(i + length)]
                i += length
                continue
            }
            if inClass {
                if byte == UInt8(ascii: "["), i + 1 < bytes.count, let close = posixEnd(bytes, from: i) {
                    out += bytes[i..<close]
                    i = close
                    continue
                }
                if byte == UInt8(ascii: "]") { inClass = false }
                out.append(byte)
                i += 1
                continue
            }
            out.append(byte)
            i += 1
            if byte == UInt8(ascii: "[") {
                inClass = true
                // `[^` and a `]` straight after the opening are part of the class, not its end.
                if i < bytes.count, bytes[i] == UInt8(ascii: "^") { out.append(bytes[i]); i += 1 }
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { out.append(bytes[i]); i += 1 }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let backslash = UInt8(ascii: "\\")

    /// The index just past the `\E` that ends a `\Q` run starting at `from`, or the end.
    private static func literalEnd(_ bytes: [UInt8], from: Int) -> Int {
        var k = from
        while k + 1 < bytes.count {
            if bytes[k] == backslash, bytes[k + 1] == UInt8(ascii: "E") { return k + 2 }
            k += 1
        }
        return bytes.count
    }

    /// For `[:name:]`, `[.x.]` or `[=x=]` inside a class starting at `from`: the index past its
    /// closing `:]`; nil when the `[` is an ordinary member.
    private static func posixEnd(_ bytes: [UInt8], from: Int) -> Int? {
        let mark = bytes[from + 1]
        guard mark == UInt8(ascii: ":") || mark == UInt8(ascii: ".") || mark == UInt8(ascii: "=") else { return nil }
        var k = from + 2
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "]") { return nil }
            if bytes[k] == mark, bytes[k + 1] == UInt8(ascii: "]") { return k + 2 }
            k += 1
        }
        return nil
    }
}
