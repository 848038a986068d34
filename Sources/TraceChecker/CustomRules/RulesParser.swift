/// Reads the text of a rules file into ``RulesSyntax``: blocks start at column 1 (`format`,
/// `event`, `rule`), their settings are indented, and example logs are indented under
/// `trigger`/`clean`. Keeps going after a mistake so one run reports every one it can.
struct RulesParser {
    private let file: String
    private let lines: [(number: Int, indent: Int, content: Substring)]
    private(set) var diagnostics: [RulesDiagnostic] = []
    private(set) var syntax = RulesSyntax()

    /// Keywords that open a block.
    static let blockKeywords = ["format", "event", "rule"]
    static let formatKeywords = ["pattern", "time", "sample", "summary"]
    static let eventKeywords = EventMatcher.Subject.allCases.map(\.rawValue) + ["kind"]
    static let templateKeywords = ["pair", "order", "forbid", "within", "terminal"]
    static let ruleKeywords = ["name", "severity", "summary", "rationale", "hint", "message", "trigger", "clean"] + templateKeywords

    private enum Block { case none, format(Int), event(Int), rule(Int) }

    init(text: String, file: String) {
        self.file = file
        lines = Self.lines(of: text).enumerated().map { index, line in
            let content = line.drop { $0 == " " || $0 == "\t" }
            // Blanks are ASCII: the indent in scalars is the indent in bytes.
            return (index + 1, line.utf8.count - content.utf8.count, content)
        }
    }

    /// The file's lines, cut at every line feed with a carriage return before it dropped: a file
    /// saved with Windows line endings reads as the same rules. (Cut as `Character`s, a CR LF pair
    /// is one character and never cuts, and such a file read as one line: a first-line comment
    /// made the whole file a comment that loaded no rule.)
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        let bytes = text.utf8
        let scalars = text.unicodeScalars
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        // A line feed and a carriage return are single-byte scalars: their indices cut scalars exactly.
        func cut(_ end: String.Index, crBefore: Bool) -> Substring {
            let upper = crBefore ? bytes.index(before: end) : end
            return Substring(scalars[start..<upper])
        }
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A {
                result.append(cut(index, crBefore: previous == 0x0D))
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        result.append(cut(bytes.endIndex, crBefore: previous == 0x0D && start != bytes.endIndex))
        return result
    }

    private func located(_ index: Int) -> Located {
        Located(lines[index].content, line: lines[index].number, column: lines[index].indent + 1)
    }

    private func isBlank(_ index: Int) -> Bool { lines[index].content.allSatisfy { $0 == " " || $0 == "\t" } }
    private func isComment(_ index: Int) -> Bool { lines[index].content.first == "#" }

    private mutating func error(_ at: SourcePosition, _ message: String) {
        diagnostics.append(RulesDiagnostic(file: file, line: at.line, column: at.column, message: message))
    }

    /// Parse the whole file.
    mutating func parse() {
        var block = Block.none
        var index = 0
        while index < lines.count {
            if isBlank(index) || isComment(index) { index += 1; continue }
            let line = located(index)
            guard let (keyword, rest) = line.splitFirstWord() else { index += 1; continue }
            if lines[index].indent == 0 {
                block = openBlock(keyword, rest)
                index += 1
                continue
            }
            switch block {
            case .none:
                error(line.start, "indented line outside any block; start a block with 'format', 'event' or 'rule' at column 1")
                index += 1
            case let .format(f):
                index = formatSetting(keyword, rest, at: index, into: f)
            case let .event(e):
                index = eventSetting(keyword, rest, at: index, into: e)
            case let .rule(r):
                index = ruleSetting(keyword, rest, at: index, into: r)
            }
        }
    }

    // MARK: Blocks

    private mutating func openBlock(_ keyword: Located, _ rest: Located) -> Block {
        let rest = rest.withoutComment(quotes: false)
        switch keyword.text {
        case "format":
            guard let (name, extra) = rest.splitFirstWord() else { error(rest.end, "expected a format name after 'format'"); return .none }
            if !extra.text.isEmpty { error(extra.start, "unexpected '\(extra.text)' after the format name; settings go on indented lines below") }
            checkName(name, what: "format name")
            syntax.formats.append(RulesSyntax.Format(keyword: keyword, name: name))
            return .format(syntax.formats.count - 1)
        case "event":
            guard let (name, matcher) = rest.splitFirstWord() else { error(rest.end, "expected an event name after 'event'"); return .none }
            checkName(name, what: "event name")
            syntax.events.append(RulesSyntax.Event(keyword: keyword, name: name))
            for (field, value) in Self.inlineMatchers(matcher) { addMatcher(field, value, to: syntax.events.count - 1) }
            return .event(syntax.events.count - 1)
        case "rule":
            guard let (id, extra) = rest.splitFirstWord() else { error(rest.end, "expected a rule id after 'rule'"); return .none }
            if !extra.text.isEmpty { error(extra.start, "unexpected '\(extra.text)' after the rule id; settings go on indented lines below") }
            checkName(id, what: "rule id")
            syntax.rules.append(RulesSyntax.Rule(keyword: keyword, id: id))
            return .rule(syntax.rules.count - 1)
        default:
            error(keyword.start, "unknown keyword '\(keyword.text)'; a block starts with 'format', 'event' or 'rule'"
                  + Self.suggestion(keyword.text, among: Self.blockKeywords + Self.ruleKeywords + Self.formatKeywords))
            return .none
        }
    }

    private mutating func checkName(_ name: Located, what: String) {
        let all = name.scalars
        for (index, c) in all.enumerated() {
            // ASCII letters are the ASCII scalars that are alphabetic: no property look-up for them.
            let letter = c.isASCII ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic
            let ok = letter || ("0"..."9").contains(c) || c == "_" || (index > 0 && (c == "-" || c == "."))
            if !ok {
                error(name.position(ofScalar: index), "'\(Character(c))' cannot appear in a \(what); use letters, digits, '_', '-' and '.'")
                return
            }
        }
    }

    // MARK: format

    private mutating func formatSetting(_ keyword: Located, _ rest: Located, at index: Int, into f: Int) -> Int {
        switch keyword.text {
        case "pattern", "time":
            let value = rest.withoutComment(quotes: false)
            guard !value.text.isEmpty else { error(value.end, "expected a value after '\(keyword.text)'"); return noContinuation(after: index) }
            if keyword.text == "pattern" {
                if syntax.formats[f].pattern != nil { duplicate(keyword) }
                syntax.formats[f].pattern = value
            } else {
                if syntax.formats[f].time != nil { duplicate(keyword) }
                syntax.formats[f].time = value
            }
            return noContinuation(after: index)
        case "sample":
            // A sample is log text: taken verbatim to the end of the line, `#` included.
            guard !rest.text.isEmpty else { error(rest.end, "expected a log line after 'sample'"); return noContinuation(after: index) }
            syntax.formats[f].samples.append(rest)
            return noContinuation(after: index)
        case "summary":
            if syntax.formats[f].summary != nil { duplicate(keyword) }
            let (text, next) = textValue(rest, keyword: keyword, at: index)
            syntax.formats[f].summary = text
            return next
        default:
            unknownSetting(keyword, block: "format", known: Self.formatKeywords)
            return skipContinuation(after: index)
        }
    }

    // MARK: event

    /// The matchers on an `event` line: `selector ^subscribe:$  argument ^name=(?<name>\w+)`. A
    /// matcher keyword between blanks starts the next matcher; a pattern that must contain such a
    /// word goes on its own indented line, where the whole rest of the line is the pattern.
    static func inlineMatchers(_ text: Located) -> [(Located, Located)] {
        let text = text.withoutComment(quotes: false)
        // Words are cut at blanks, which are ASCII, so the line is read as bytes; offsets are
        // counted in scalars (bytes that do not continue one), the unit of `Located`.
        let bytes = Array(text.text.utf8)
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var starts: [Int] = []
        var index = 0, scalar = 0
        while index < bytes.count {
            if index == 0 || isBlank(bytes[index - 1]), !isBlank(bytes[index]) {
                var end = index, endScalar = scalar
                while end < bytes.count, !isBlank(bytes[end]) {
                    if bytes[end] & 0xC0 != 0x80 { endScalar += 1 }
                    end += 1
                }
                let word = bytes[index..<end]
                if eventKeywordBytes.contains(where: { $0.elementsEqual(word) }), index == 0 || end < bytes.count { starts.append(scalar) }
                index = end
                scalar = endScalar
            } else {
                if bytes[index] & 0xC0 != 0x80 { scalar += 1 }
                index += 1
            }
        }
        // The first word is always a matcher keyword (or a mistake reported as one).
        if starts.first != 0, !bytes.isEmpty { starts.insert(0, at: 0) }
        return starts.indices.compactMap { i in
            let piece = text.slice(starts[i]..<(i + 1 < starts.count ? starts[i + 1] : text.count))
            return piece.splitFirstWord().map { ($0.word, $0.rest) }
        }
    }

    /// ``eventKeywords`` as bytes, compared with the words of an `event` line.
    private static let eventKeywordBytes = eventKeywords.map { Array($0.utf8) }

    private mutating func eventSetting(_ keyword: Located, _ rest: Located, at index: Int, into e: Int) -> Int {
        guard Self.eventKeywords.contains(keyword.text) else {
            unknownSetting(keyword, block: "event", known: Self.eventKeywords)
            syntax.events[e].hadUnknownSetting = true
            return skipContinuation(after: index)
        }
        addMatcher(keyword, rest, to: e)
        return noContinuation(after: index)
    }

    private mutating func addMatcher(_ field: Located, _ value: Located, to e: Int) {
        guard Self.eventKeywords.contains(field.text) else {
            unknownSetting(field, block: "event", known: Self.eventKeywords)
            syntax.events[e].hadUnknownSetting = true
            return
        }
        let value = value.withoutComment(quotes: false)
        guard !value.text.isEmpty else {
            error(value.end, field.text == "kind" ? "expected event kinds after 'kind' (dealloc, viewDidLoad, …)" : "expected a PCRE2 pattern after '\(field.text)'")
            return
        }
        if let previous = syntax.events[e].matchers.first(where: { $0.field.text == field.text }) {
            error(field.start, "'\(field.text)' is matched twice in event '\(syntax.events[e].name.text)' (first at line \(previous.field.start.line)); combine the patterns into one")
            return
        }
        syntax.events[e].matchers.append((field, value))
    }

    // MARK: rule

    private mutating func ruleSetting(_ keyword: Located, _ rest: Located, at index: Int, into r: Int) -> Int {
        switch keyword.text {
        case "name", "summary", "rationale", "hint", "severity":
            let (text, next) = keyword.text == "severity" ? (rest.withoutComment(quotes: false), noContinuation(after: index))
                : textValue(rest, keyword: keyword, at: index)
            guard !text.text.isEmpty else { error(text.end, "expected a value after '\(keyword.text)'"); return next }
            switch keyword.text {
            case "name": if syntax.rules[r].name != nil { duplicate(keyword) }; syntax.rules[r].name = text
            case "summary": if syntax.rules[r].summary != nil { duplicate(keyword) }; syntax.rules[r].summary = text
            case "rationale": if syntax.rules[r].rationale != nil { duplicate(keyword) }; syntax.rules[r].rationale = text
            case "hint": if syntax.rules[r].hint != nil { duplicate(keyword) }; syntax.rules[r].hint = text
            default: if syntax.rules[r].severity != nil { duplicate(keyword) }; syntax.rules[r].severity = text
            }
            return next
        case "message":
            var finding: Located?
            var body = rest
            if let (word, after) = rest.splitFirstWord(), FindingKind(rawValue: word.text) != nil {
                finding = word
                body = after
            }
            let (text, next) = textValue(body, keyword: keyword, at: index)
            guard !text.text.isEmpty else { error(text.end, "expected the message text after 'message'"); return next }
            syntax.rules[r].messages.append(RulesSyntax.Message(keyword: keyword, finding: finding, text: text))
            return next
        case "trigger", "clean":
            let extra = rest.withoutComment(quotes: false)
            if !extra.text.isEmpty { error(extra.start, "unexpected '\(extra.text)' after '\(keyword.text)'; the example log goes on the lines below, indented further") }
            return example(keyword, triggering: keyword.text == "trigger", at: index, into: r)
        case let word where Self.templateKeywords.contains(word):
            syntax.rules[r].templates.append(RulesSyntax.TemplateLine(keyword: keyword, words: rest.withoutComment(quotes: false).words()))
            return noContinuation(after: index)
        default:
            unknownSetting(keyword, block: "rule", known: Self.ruleKeywords)
            syntax.rules[r].hadUnknownSetting = true
            return skipContinuation(after: index)
        }
    }

    /// The log lines indented under `trigger`/`clean`, verbatim (a `#` there is log text).
    private mutating func example(_ keyword: Located, triggering: Bool, at index: Int, into r: Int) -> Int {
        let indent = lines[index].indent
        var next = index + 1
        while next < lines.count, isBlank(next) || lines[next].indent > indent { next += 1 }
        var body = Array(index + 1..<next)
        while let last = body.last, isBlank(last) { body.removeLast() }
        guard !body.isEmpty else {
            error(keyword.start, "'\(keyword.text)' has no example log; indent the log lines under it")
            return next
        }
        let common = body.filter { !isBlank($0) }.map { lines[$0].indent }.min() ?? 0
        let exampleLines = body.map { i -> (String, Int) in
            let pad = String(repeating: " ", count: max(0, lines[i].indent - common))
            return (isBlank(i) ? "" : pad + String(lines[i].content), lines[i].number)
        }
        syntax.rules[r].examples.append(RulesSyntax.Example(keyword: keyword, triggering: triggering, lines: exampleLines))
        return next
    }

    // MARK: Values

    /// Text after a keyword: `"quoted"` (with `\"`, `\\`, `\n`, `\t`), or bare to the end of the line
    /// and continued on further-indented lines (joined by one space).
    private mutating func textValue(_ rest: Located, keyword: Located, at index: Int) -> (Located, Int) {
        let value = rest.withoutComment(quotes: true)
        if value.text.hasPrefix("\"") {
            return (quoted(value), noContinuation(after: index, quoted: true))
        }
        var text = value
        var next = index + 1
        while next < lines.count, !isBlank(next), lines[next].indent > lines[index].indent {
            if !isComment(next) {
                let more = located(next).withoutComment(quotes: false)
                text = text.text.isEmpty ? more : text.appending(more, separator: " ")
            }
            next += 1
        }
        return (text, next)
    }

    private mutating func quoted(_ value: Located) -> Located {
        let all = value.scalars
        var text = String.UnicodeScalarView()
        var positions: [SourcePosition] = []
        var index = 1
        while index < all.count {
            let c = all[index]
            if c == "\"" {
                let after = value.slice(index + 1..<all.count).trimmed()
                if !after.text.isEmpty { error(after.start, "unexpected '\(after.text)' after the closing quote") }
                return Located(text: String(text), positions: positions, end: value.position(ofScalar: index))
            }
            if c == "\\", index + 1 < all.count {
                let escaped = all[index + 1]
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(escaped)
                default:
                    error(value.position(ofScalar: index), "unknown escape '\\\(Character(escaped))' in quoted text; write \\\", \\\\, \\n or \\t")
                    text.append(escaped)
                }
                positions.append(value.position(ofScalar: index))
                index += 2
                continue
            }
            text.append(c)
            positions.append(value.position(ofScalar: index))
            index += 1
        }
        error(value.start, "unterminated quoted text; add the closing '\"'")
        return Located(text: String(text), positions: positions, end: value.end)
    }

    /// Settings other than text take one line: further-indented lines after them are mistakes.
    private mutating func noContinuation(after index: Int, quoted: Bool = false) -> Int {
        var next = index + 1
        while next < lines.count, !isBlank(next), lines[next].indent > lines[index].indent {
            if !isComment(next) {
                error(located(next).start, quoted
                      ? "text continues after a closing quote; remove the quotes to continue text on indented lines"
                      : "unexpected indented line; only text settings (summary, rationale, hint, message) and examples continue on indented lines")
            }
            next += 1
        }
        return next
    }

    private func skipContinuation(after index: Int) -> Int {
        var next = index + 1
        while next < lines.count, isBlank(next) || lines[next].indent > lines[index].indent { next += 1 }
        return next
    }

    private mutating func duplicate(_ keyword: Located) {
        error(keyword.start, "'\(keyword.text)' is set twice in this block")
    }

    private mutating func unknownSetting(_ keyword: Located, block: String, known: [String]) {
        let isTemplateTypo = block == "rule" && Self.closest(keyword.text, among: Self.templateKeywords) != nil
        let what = isTemplateTypo ? "unknown template" : "unknown setting"
        error(keyword.start, "\(what) '\(keyword.text)' in \(block == "event" ? "an" : "a") \(block) block"
              + Self.suggestion(keyword.text, among: known, fallback: "; expected one of " + known.joined(separator: ", ")))
    }

    // MARK: Suggestions

    static func suggestion(_ word: String, among candidates: [String], fallback: String = "") -> String {
        closest(word, among: candidates).map { "; did you mean '\($0)'?" } ?? fallback
    }

    /// The candidate within a typo's distance of `word`.
    static func closest(_ word: String, among candidates: [String]) -> String? {
        Suggestion.closest(to: word, among: candidates)
    }
}
