/// A bare line kept back for one line: Xcode 15 and later, with the console's metadata shown, print
/// each entry's time, process and thread on the line after its message (`xcode-metadata`), so a
/// message line can only be given its fields once the next line is read. The held line's bytes
/// are copied here, since the reader's buffer and the parser's scratch move on.
final class HeldRecord {
    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0
    private var line: Line?
    private var parsed = ParsedLine()

    deinit { storage?.deallocate() }

    /// True while a line waits.
    var isHolding: Bool { line != nil }

    /// Keep `line` and `parsed` until ``take()``: its time is read now, its bytes copied (into one
    /// buffer kept from line to line, so a log of bare lines allocates nothing per line).
    func hold(_ line: Line, _ parsed: ParsedLine) {
        var kept = parsed
        kept.time = parsed.time
        let total = line.bytes.count + parsed.message.count + (parsed.process?.count ?? 0) + (parsed.host?.count ?? 0)
            + (parsed.tag?.count ?? 0)
        if capacity < total {
            storage?.deallocate()
            capacity = max(total, 256)
            storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }
        var at = 0
        func copy(_ part: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
            let target = storage! + at
            if let base = part.baseAddress, part.count > 0 { target.copyMemory(from: base, byteCount: part.count) }
            at += part.count
            return UnsafeRawBufferPointer(start: target, count: part.count)
        }
        let bytes = copy(line.bytes)
        kept.message = copy(parsed.message)
        kept.process = parsed.process.map(copy)
        kept.host = parsed.host.map(copy)
        kept.tag = parsed.tag.map(copy)
        self.line = Line(bytes: bytes, number: line.number, offset: line.offset, isTruncated: line.isTruncated, fullLength: line.fullLength)
        self.parsed = kept
    }

    /// The metadata line after the held message names its time, process and thread: they are the
    /// message's. `metadata`'s bytes must stay valid until ``take()``.
    func takeFields(of metadata: ParsedLine) {
        parsed.time = metadata.time
        parsed.tid = metadata.tid
        if let process = metadata.process {
            parsed.process = process
            parsed.pid = metadata.pid
            parsed.inheritedSession = false
        }
    }

    /// The held line, which stops waiting.
    func take() -> (Line, ParsedLine)? {
        guard let line else { return nil }
        self.line = nil
        return (line, parsed)
    }

    /// Forget the held line (reading stopped).
    func clear() { line = nil }
}
