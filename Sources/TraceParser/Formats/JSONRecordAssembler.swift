import Foundation

/// Reads `log --style json` (a pretty-printed, streamed array: `[{`, `},{`, `}]`) and
/// `--style ndjson` (one object per line). Only the fields trace-check needs are kept, so a
/// record costs a few strings however large its backtrace is.
final class JSONRecordAssembler {
    struct Record {
        var message = ""
        var messageLine = 0
        var process = ""
        var pid: Int?
        var tid: UInt64?
        var timestamp: String?
        var isNDJSON = false
        var hasMessage = false
    }

    enum Outcome {
        case structure
        case record(Record)
    }

    private(set) var isActive = false
    private var depth = 0
    private var current = Record()

    /// Consume a line starting at `start` (indentation skipped); nil when it is not JSON log text.
    func consume(_ bytes: UnsafeRawBufferPointer, from start: Int, line: Int) -> Outcome? {
        var end = bytes.count
        while end > start, ByteText.isSpace(bytes[end - 1]) { end -= 1 }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        // Structure lines are matched in place: a string of a long line was a heap allocation.
        func spells(_ structure: StaticString) -> Bool { Self.spells(text, structure) }
        if !isActive {
            if text.count > 2, text[0] == ASCII.leftBrace, text[1] == ASCII.quote, text[text.count - 1] == ASCII.rightBrace {
                return ndjson(text, line: line)
            }
            // A `log stream --style json` capture cut mid-stream starts at a record separator.
            if spells("[{") || spells("{") || spells("},{") { isActive = true; depth = 1; current = Record(); return .structure }
            if spells("[") { isActive = true; depth = 0; return .structure }
            return nil
        }
        guard let first = text.first else { return .structure }
        if depth == 0 {
            if spells("{") || spells("[{") { depth = 1; current = Record(); return .structure }
            isActive = false
            return spells("]") ? .structure : nil
        }
        if depth == 1, first == ASCII.rightBrace {
            let finished = current
            current = Record()
            if spells("},{") {
                depth = 1
            } else {
                if spells("}]") { isActive = false }
                depth = 0
            }
            return finished.hasMessage ? .record(finished) : .structure
        }
        if depth == 1 {
            guard first == ASCII.quote, let colon = ByteText.find(text, "\" : ", in: 1..<text.count) else {
                isActive = false
                return nil
            }
            let key = UnsafeRawBufferPointer(rebasing: text[1..<colon])
            var valueEnd = text.count
            if valueEnd > 0, text[valueEnd - 1] == ASCII.comma { valueEnd -= 1 }
            let value = UnsafeRawBufferPointer(rebasing: text[(colon + 4)..<max(colon + 4, valueEnd)])
            if let last = value.last, last == ASCII.leftBrace || last == ASCII.leftBracket { depth += 1; return .structure }
            assign(key: key, raw: value, line: line, to: &current)
            return .structure
        }
        // Nested objects (backtrace frames): only track the depth.
        var closers = 0
        for b in text { if b == ASCII.rightBrace || b == ASCII.rightBracket { closers += 1 } else { break } }
        let opener = (text.last == ASCII.leftBrace || text.last == ASCII.leftBracket) ? 1 : 0
        depth += opener - closers
        if depth < 1 { depth = 1 }
        return .structure
    }

    /// True when `bytes` are exactly `word`.
    private static func spells(_ bytes: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && ByteText.hasPrefix(bytes, at: 0, word)
    }

    /// The record still open at the end of input, if it has a message.
    func flush() -> Record? {
        defer { isActive = false; current = Record() }
        return isActive && current.hasMessage ? current : nil
    }

    private func ndjson(_ text: UnsafeRawBufferPointer, line: Int) -> Outcome? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text)) as? [String: Any] else { return nil }
        var record = Record()
        record.isNDJSON = true
        record.messageLine = line
        if let message = object["eventMessage"] as? String { record.message = message; record.hasMessage = true }
        if let path = object["processImagePath"] as? String { record.process = JSONRecordAssembler.processName(path) }
        else if let name = object["process"] as? String { record.process = name }
        record.pid = (object["processID"] as? NSNumber)?.intValue
        record.tid = (object["threadID"] as? NSNumber)?.uint64Value
        record.timestamp = object["timestamp"] as? String
        return record.hasMessage ? .record(record) : .structure
    }

    /// Keep the field `key` (its bytes, between the quotes) of the record, if it is one of those
    /// trace-check reads. The key is matched in place: as a string, a key of more than 15 bytes
    /// (`processImagePath`, `senderProgramCounter`, `parentActivityIdentifier`) was a heap
    /// allocation for every such line of every record.
    private func assign(key: UnsafeRawBufferPointer, raw: UnsafeRawBufferPointer, line: Int, to record: inout Record) {
        func `is`(_ name: StaticString) -> Bool { Self.spells(key, name) }
        if `is`("eventMessage") {
            record.message = JSONRecordAssembler.decodeString(raw) ?? ""
            record.messageLine = line
            record.hasMessage = true
        } else if `is`("processImagePath") {
            record.process = JSONRecordAssembler.processName(JSONRecordAssembler.decodeString(raw) ?? "")
        } else if `is`("processID") {
            record.pid = ByteText.integer(raw, 0..<raw.count)
        } else if `is`("threadID") {
            record.tid = ByteText.integer(raw, 0..<raw.count).map(UInt64.init)
        } else if `is`("timestamp") {
            record.timestamp = JSONRecordAssembler.decodeString(raw)
        }
    }

    /// The executable name: the last path component of `processImagePath`.
    static func processName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Decode a JSON string literal (`"…"` with escapes); nil when it is not one.
    static func decodeString(_ raw: UnsafeRawBufferPointer) -> String? {
        guard raw.count >= 2, raw[0] == ASCII.quote, raw[raw.count - 1] == ASCII.quote else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 1
        let end = raw.count - 1
        while i < end {
            let b = raw[i]
            guard b == ASCII.backslash, i + 1 < end else { out.append(b); i += 1; continue }
            let e = raw[i + 1]
            i += 2
            switch e {
            case ASCII.n: out.append(ASCII.newline)
            case ASCII.t: out.append(ASCII.tab)
            case ASCII.r: out.append(ASCII.carriageReturn)
            case ASCII.b: out.append(ASCII.backspace)
            case ASCII.f: out.append(ASCII.formFeed)
            case ASCII.u:
                guard i + 4 <= end, let unit = ByteText.hex(raw, i..<i + 4) else { continue }
                i += 4
                var scalar = UInt32(unit)
                if (0xD800..<0xDC00).contains(scalar), i + 6 <= end, raw[i] == ASCII.backslash, raw[i + 1] == ASCII.u,
                   let low = ByteText.hex(raw, i + 2..<i + 6), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
