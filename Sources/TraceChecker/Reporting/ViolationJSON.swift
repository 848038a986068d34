/// A violation as JSON, written by hand: the bytes `ReportJSON.encoder` produces for it (sorted
/// keys, slashes unescaped; pretty-printed or not), without Foundation's encoder, whose tree of
/// boxed values, sorted dictionaries and per-byte re-indentation cost most of the time of a
/// report with hundreds of thousands of findings. `ViolationJSONTests` holds the two to the same
/// bytes.
struct ViolationJSON {
    /// Pretty-printed (`"key" : value` on lines of their own) or compact (NDJSON).
    let pretty: Bool
    /// Spaces before every pretty line of the value but the first (which follows whatever the
    /// caller wrote): the depth the value is nested at in its document, two spaces a level.
    let indent: Int

    /// Append `violation` with its `fingerprint` (``FingerprintCache``) to `out`.
    func append(_ violation: Violation, fingerprint: String, to out: inout [UInt8]) {
        var json = Writer(pretty: pretty, depth: indent)
        defer { json.out.deallocate() }
        write(violation, fingerprint: fingerprint, with: &json)
        out.append(contentsOf: json.out.bytes)
    }

    private func write(_ violation: Violation, fingerprint: String, with json: inout Writer) {
        json.openObject()
        if !violation.excerpt.isEmpty {
            json.key("excerpt")
            json.openArray()
            for line in violation.excerpt {
                json.element()
                json.string(line)
            }
            json.closeArray()
        }
        json.key("fingerprint"); json.string(fingerprint)
        if let hint = violation.hint { json.key("hint"); json.string(hint) }
        json.key("location"); json.location(violation.location)
        json.key("message"); json.string(violation.message)
        if let identity = violation.object {
            json.key("object")
            json.openObject()
            if let address = identity.address { json.key("address"); json.string(address) }
            if let className = identity.className { json.key("class"); json.string(className) }
            if let device = identity.device { json.key("device"); json.string(device) }
            json.key("incarnation"); json.number(identity.incarnation)
            if let pid = identity.pid { json.key("pid"); json.number(pid) }
            json.key("process"); json.string(identity.process)
            json.closeObject()
        }
        json.key("related")
        json.openArray()
        for related in violation.related {
            json.element()
            json.openObject()
            json.key("location"); json.location(related.location)
            json.key("message"); json.string(related.message)
            json.closeObject()
        }
        json.closeArray()
        json.key("rule"); json.string(violation.rule)
        json.key("severity"); json.string(violation.severity.rawValue)
        json.closeObject()
    }

    /// JSON text as Foundation's writer lays it out: in pretty mode `{` or `[` ends its line,
    /// members and elements come one a line two spaces deeper, separated by `,`, and the closing
    /// bracket gets a line of its own (an empty array is `[`, an empty line and `]`).
    private struct Writer {
        let pretty: Bool
        /// Indentation of the members of the innermost open object or array.
        var depth: Int
        /// Written through a pointer: a finding is about 20 keys with their indentation, each
        /// byte of which cost an array append its own checks.
        var out = ByteScratch(capacity: 2048)
        /// No member or element written yet in the innermost open object or array.
        private var first = true

        init(pretty: Bool, depth: Int) {
            self.pretty = pretty
            self.depth = depth
        }

        mutating func openObject() { open(ASCII.openBrace) }
        mutating func closeObject() { close(ASCII.closeBrace) }
        mutating func openArray() { open(ASCII.openBracket) }
        mutating func closeArray() { close(ASCII.closeBracket) }

        /// `"name" : ` (pretty) or `"name":`, after the separator from the previous member.
        mutating func key(_ name: StaticString) {
            element()
            // `"` name `"` ` : ` at most: five bytes around the name.
            out.reserve(name.utf8CodeUnitCount + 5)
            out.put(ASCII.quote)
            out.put(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            out.put(ASCII.quote)
            if pretty { out.put(ASCII.space) }
            out.put(ASCII.colon)
            if pretty { out.put(ASCII.space) }
        }

        /// The separator from the previous element and the indentation of the next.
        mutating func element() {
            out.reserve(depth + 2)
            if !first {
                out.put(ASCII.comma)
                if pretty { out.put(ASCII.newline) }
            }
            first = false
            if pretty { out.put(repeating: ASCII.space, count: depth) }
        }

        mutating func string(_ value: String) { JSONText.appendString(value, to: &out) }

        mutating func number(_ value: Int) { JSONText.appendNumber(value, to: &out) }

        mutating func location(_ location: SourceLocation) {
            openObject()
            key("file"); string(location.file)
            key("line"); number(location.line)
            if let time = location.time { key("time"); string(time) }
            closeObject()
        }

        private mutating func open(_ bracket: UInt8) {
            out.reserve(2)
            out.put(bracket)
            if pretty { out.put(ASCII.newline) }
            depth += 2
            first = true
        }

        private mutating func close(_ bracket: UInt8) {
            depth -= 2
            out.reserve(depth + 2)
            if pretty {
                out.put(ASCII.newline)
                out.put(repeating: ASCII.space, count: depth)
            }
            out.put(bracket)
            // The container holds at least the value just closed.
            first = false
        }
    }

    /// The bytes of JSON's punctuation.
    private enum ASCII {
        static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let quote = UInt8(ascii: "\""), colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
        static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
    }
}
