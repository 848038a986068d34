/// A small HTML tokenizer for the report tests: enough of the HTML syntax to check the page's
/// structure the way a browser would split it. Script and style contents are raw text up to
/// the first `</script` or `</style`, exactly as a browser ends them; that is what an injected
/// `</script>` would exploit, so the tests see what a browser would see.
struct HTMLTokenizer {
    enum Token: Equatable {
        case doctype(String)
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
        case text(String)
        case comment(String)
    }

    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["meta", "input", "br", "img", "link", "hr", "col", "source", "area", "base", "wbr"]

    static func tokenize(_ html: String) -> [Token] {
        let s = Array(html.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        var text = ""
        func flushText() {
            if !text.isEmpty { tokens.append(.text(decode(text))); text = "" }
        }
        func startsWith(_ prefix: String, at index: Int, caseInsensitive: Bool = false) -> Bool {
            let p = Array(prefix.unicodeScalars)
            guard index + p.count <= s.count else { return false }
            for k in 0..<p.count {
                let a = s[index + k], b = p[k]
                if caseInsensitive ? String(a).lowercased() != String(b).lowercased() : a != b { return false }
            }
            return true
        }
        while i < s.count {
            guard s[i] == "<" else { text.unicodeScalars.append(s[i]); i += 1; continue }
            if startsWith("<!--", at: i) {
                flushText()
                var j = i + 4
                while j < s.count, !startsWith("-->", at: j) { j += 1 }
                tokens.append(.comment(String(String.UnicodeScalarView(s[(i + 4)..<min(j, s.count)]))))
                i = min(j + 3, s.count)
                continue
            }
            if startsWith("<!", at: i) {
                flushText()
                var j = i + 2
                while j < s.count, s[j] != ">" { j += 1 }
                tokens.append(.doctype(String(String.UnicodeScalarView(s[(i + 2)..<j]))))
                i = j + 1
                continue
            }
            let isEnd = i + 1 < s.count && s[i + 1] == "/"
            let nameStart = i + (isEnd ? 2 : 1)
            guard nameStart < s.count, s[nameStart].properties.isAlphabetic else { text.unicodeScalars.append(s[i]); i += 1; continue }
            flushText()
            var j = nameStart
            while j < s.count, !isSpace(s[j]), s[j] != ">", s[j] != "/" { j += 1 }
            let name = String(String.UnicodeScalarView(s[nameStart..<j])).lowercased()
            var attributes: [String: String] = [:]
            var selfClosing = false
            // Attributes.
            while j < s.count, s[j] != ">" {
                if isSpace(s[j]) { j += 1; continue }
                if s[j] == "/" { selfClosing = true; j += 1; continue }
                var k = j
                while k < s.count, !isSpace(s[k]), s[k] != "=", s[k] != ">", s[k] != "/" || k == j { k += 1 }
                let attributeName = String(String.UnicodeScalarView(s[j..<k])).lowercased()
                var value = ""
                if k < s.count, s[k] == "=" {
                    k += 1
                    if k < s.count, s[k] == "\"" || s[k] == "'" {
                        let quote = s[k]
                        var m = k + 1
                        while m < s.count, s[m] != quote { m += 1 }
                        value = String(String.UnicodeScalarView(s[(k + 1)..<m]))
                        k = m + 1
                    } else {
                        var m = k
                        while m < s.count, !isSpace(s[m]), s[m] != ">" { m += 1 }
                        value = String(String.UnicodeScalarView(s[k..<m]))
                        k = m
                    }
                }
                selfClosing = false
                if !isEnd { attributes[attributeName] = decode(value) }
                j = k
            }
            i = j + 1
            if isEnd {
                tokens.append(.end(name: name))
                continue
            }
            tokens.append(.start(name: name, attributes: attributes, selfClosing: selfClosing))
            if name == "script" || name == "style" {
                // Raw text: ends at the first `</name`, whatever comes before it.
                var k = i
                while k < s.count, !startsWith("</" + name, at: k, caseInsensitive: true) { k += 1 }
                tokens.append(.text(String(String.UnicodeScalarView(s[i..<k]))))
                i = k
            }
        }
        flushText()
        return tokens
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}" }

    /// Character references: the named ones the page uses and numeric ones.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semi = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semi) < 12 else {
                out += "&"; rest = rest.dropFirst(); continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semi]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "#39": "'"]
            if let value = named[String(entity)] {
                out += value
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "&"; rest = rest.dropFirst(); continue
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}

/// The tokens as a tree-less view the tests query.
struct HTMLDocument {
    let tokens: [HTMLTokenizer.Token]

    init(_ html: String) { tokens = HTMLTokenizer.tokenize(html) }

    /// Start tags named `name`, with their attributes.
    func elements(_ name: String) -> [[String: String]] {
        tokens.compactMap { if case let .start(n, attributes, _) = $0, n == name { return attributes } else { return nil } }
    }

    /// Every start tag's name.
    var elementNames: Set<String> {
        Set(tokens.compactMap { if case let .start(n, _, _) = $0 { return n } else { return nil } })
    }

    /// The raw text of each script element, in order.
    var scripts: [(attributes: [String: String], text: String)] {
        var result: [([String: String], String)] = []
        for (index, token) in tokens.enumerated() {
            if case let .start("script", attributes, _) = token, index + 1 < tokens.count, case let .text(text) = tokens[index + 1] {
                result.append((attributes, text))
            }
        }
        return result
    }

    /// Text of the element with `id`, through its end tag (entities decoded).
    func text(ofElementWithID id: String) -> String? {
        guard let start = tokens.firstIndex(where: { if case let .start(_, a, _) = $0 { return a["id"] == id } else { return false } }),
              case let .start(name, _, _) = tokens[start] else { return nil }
        var depth = 0, text = ""
        for token in tokens[start...] {
            switch token {
            case let .start(n, _, selfClosing) where n == name && !selfClosing: depth += 1
            case let .end(n) where n == name:
                depth -= 1
                if depth == 0 { return text }
            case let .text(t): text += t
            default: break
            }
        }
        return text
    }

    /// Problems with nesting: end tags without a matching open element, elements never closed.
    var nestingErrors: [String] {
        var stack: [String] = []
        var errors: [String] = []
        for token in tokens {
            switch token {
            case let .start(name, _, selfClosing):
                if !selfClosing, !HTMLTokenizer.voidElements.contains(name) { stack.append(name) }
            case let .end(name):
                if stack.last == name { stack.removeLast() } else { errors.append("</\(name)> closes <\(stack.last ?? "nothing")>") }
            default: break
            }
        }
        return errors + stack.map { "<\($0)> never closed" }
    }
}
