#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report's bytes go: standard output, a file being written atomically, or memory.
///
/// Reporters write bytes, not strings, so a report of any size streams without being held
/// whole, and the same reporter serves the terminal, `-o FILE` and tests.
public protocol ByteSink: AnyObject {
    /// Append `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Push buffered bytes to their destination (after each live violation, each file, the end).
    func flush() throws
}

extension ByteSink {
    /// Append the UTF-8 of `text`.
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Append `bytes`.
    public func write(bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

/// A sink that keeps everything in memory: for tests, goldens and per-file buffering.
public final class MemorySink: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    /// The bytes as text (invalid UTF-8 repaired).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(_ bytes: UnsafeRawBufferPointer) throws { self.bytes.append(contentsOf: bytes) }

    public func flush() throws {}
}

/// A buffered sink over a file descriptor. A reader that went away (`EPIPE`) becomes
/// `OutputError.closedPipe`, so `trace-check big.log | head` can end quietly.
public final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private let capacity: Int

    /// A sink writing to `descriptor`; `name` appears in error messages.
    public init(descriptor: Int32, name: String, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.name = name
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    public func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                let written = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if written >= 0 {
                    offset += written
                    continue
                }
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                if code == EPIPE { throw OutputError.closedPipe }
                throw OutputError.writeFailed(path: name, reason: String(cString: strerror(code)))
            }
        }
    }
}
