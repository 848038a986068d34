/// One line of input, lent by the reader for the duration of a callback: its bytes are reached
/// through `withBytes`, valid inside its closure only.
public struct Line {
    /// The line's bytes without its terminator (`\n`, and a `\r` before it). Internal: the
    /// reader's buffer is reused for the next line, so outside the module only `withBytes` lends it.
    let bytes: UnsafeRawBufferPointer
    /// 1-based line number.
    public let number: Int
    /// Byte offset of the line's first byte in the source.
    public let offset: Int
    /// True when the line was longer than the reader's limit and its bytes hold only its start.
    public let isTruncated: Bool
    /// Length of the whole line in bytes, even when truncated.
    public let fullLength: Int

    /// A line view; `bytes` must stay valid while the value is used.
    init(bytes: UnsafeRawBufferPointer, number: Int, offset: Int, isTruncated: Bool = false, fullLength: Int? = nil) {
        self.bytes = bytes
        self.number = number
        self.offset = offset
        self.isTruncated = isTruncated
        self.fullLength = fullLength ?? bytes.count
    }

    /// Call `body` with the line's bytes (without its terminator), valid only inside `body`.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try body(bytes) }

    /// Call `body` with `bytes` as line `number` (at byte `offset`), for classifying a line that
    /// was not read from a source (``RecordParser/parse(_:_:)``).
    public static func with<R>(bytes: [UInt8], number: Int = 1, offset: Int = 0, _ body: (Line) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { try body(Line(bytes: $0, number: number, offset: offset)) }
    }
}
