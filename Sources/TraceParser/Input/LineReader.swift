#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte source into lines with bounded memory: one buffer of
/// `chunkSize + maxLineLength` bytes, whatever the input. Lines longer than the limit are
/// delivered cut to `maxLineLength` bytes and flagged, and the rest of them is skipped.
public final class LineReader {
    /// Default read size: large reads keep system-call cost negligible.
    public static let defaultChunkSize = 1 << 20
    /// Default cap on one line's length.
    public static let defaultMaxLineLength = 1 << 20

    private let source: ByteSource
    private let chunkSize: Int
    private let maxLineLength: Int
    /// Lines cut because they were longer than the limit.
    public private(set) var truncatedLines = 0
    /// Called before each read of the source, which may block (a pipe, a terminal): a consumer
    /// that batches lines hands over what it has, so nothing waits behind a slow writer.
    public var willRead: (() throws -> Void)?
    /// Called when every whole line in the buffer has been delivered, before the buffer is
    /// reused: the bytes of the lines delivered since the last call are still valid here.
    var willReuseBuffer: (() -> Void)?

    /// A reader over `source`; `chunkSize` is the most it asks of one read.
    public init(source: ByteSource, chunkSize: Int = LineReader.defaultChunkSize, maxLineLength: Int = LineReader.defaultMaxLineLength) {
        self.source = source
        self.chunkSize = max(1, chunkSize)
        self.maxLineLength = max(1, maxLineLength)
    }

    /// Call `body` for every line in order. A read error is thrown after the lines before it
    /// were delivered, so nothing read is lost.
    public func forEachLine(_ body: (Line) throws -> Void) throws {
        let capacity = maxLineLength + chunkSize + 1
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var start = 0, end = 0, scanned = 0
        var lineNumber = 0
        var lineOffset = 0      // source offset of the line that starts at `start`
        var skipping = false    // over-long line: its head stays at start..<start+max, the rest is dropped
        var dropped = 0         // bytes of the over-long line dropped so far

        func deliver(to last: Int, truncated: Bool, fullLength: Int) throws {
            var last = last
            if !truncated, last > start, buffer.load(fromByteOffset: last - 1, as: UInt8.self) == ASCII.carriageReturn { last -= 1 }
            // A UTF-8 byte-order mark starts a file a Windows editor saved, and each file of a
            // concatenation of them: it is no text of the line.
            var first = start
            if last - start >= 3, buffer.load(fromByteOffset: start, as: UInt8.self) == 0xEF,
               buffer.load(fromByteOffset: start + 1, as: UInt8.self) == 0xBB, buffer.load(fromByteOffset: start + 2, as: UInt8.self) == 0xBF {
                first += 3
            }
            lineNumber += 1
            if truncated { truncatedLines += 1 }
            try body(Line(bytes: UnsafeRawBufferPointer(start: buffer + first, count: last - first),
                          number: lineNumber, offset: lineOffset, isTruncated: truncated, fullLength: fullLength))
            lineOffset += fullLength + 1
        }

        var atEnd = false
        while true {
            while scanned < end {
                guard let found = memchr(buffer + scanned, Int32(ASCII.newline), end - scanned) else {
                    scanned = end
                    break
                }
                let newline = UnsafeMutableRawPointer(found) - buffer
                if skipping {
                    try deliver(to: start + maxLineLength, truncated: true, fullLength: newline - start + dropped)
                    skipping = false
                    dropped = 0
                } else if newline - start > maxLineLength {
                    try deliver(to: start + maxLineLength, truncated: true, fullLength: newline - start)
                } else {
                    try deliver(to: newline, truncated: false, fullLength: newline - start)
                }
                start = newline + 1
                scanned = start
            }
            willReuseBuffer?()
            if end - start > maxLineLength {
                // Keep only the head of an over-long line; count what is dropped.
                skipping = true
                dropped += end - (start + maxLineLength)
                end = start + maxLineLength
                scanned = end
            }
            if atEnd { break }
            if start > 0 {
                if end > start { memmove(buffer, buffer + start, end - start) }
                end -= start
                scanned -= start
                start = 0
            }
            try willRead?()
            let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer + end, count: min(chunkSize, capacity - end)))
            if count == 0 { atEnd = true; continue }
            end += count
        }
        if skipping {
            try deliver(to: start + maxLineLength, truncated: true, fullLength: maxLineLength + dropped)
        } else if end > start {
            try deliver(to: end, truncated: false, fullLength: end - start)
        }
    }
}
