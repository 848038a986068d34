/// One line of input, borrowed from the reader's buffer for the duration of a callback.
public struct Line {
    /// The line's bytes without its terminator (`\n`, and a `\r` before it).
    public let bytes: UnsafeRawBufferPointer
    /// 1-based line number.
    public let number: Int
    /// Byte offset of the line's first byte in the source.
    public let offset: Int
    /// True when the line was longer than the reader's limit and `bytes` holds only its start.
    public let isTruncated: Bool
    /// Length of the whole line in bytes, even when truncated.
    public let fullLength: Int

    /// Creates a line view; `bytes` must stay valid while the value is used.
    public init(bytes: UnsafeRawBufferPointer, number: Int, offset: Int, isTruncated: Bool = false, fullLength: Int? = nil) {
        self.bytes = bytes
        self.number = number
        self.offset = offset
        self.isTruncated = isTruncated
        self.fullLength = fullLength ?? bytes.count
    }
}
