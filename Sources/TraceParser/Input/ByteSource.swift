#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a reader's bytes come from: an open file descriptor or a buffer in memory.
public protocol ByteSource: AnyObject {
    /// A name for diagnostics: the path, or `-` for standard input.
    var name: String { get }
    /// Fill `buffer` from the start with up to `buffer.count` bytes; 0 means end of input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Bytes read with `read(2)`, so files, pipes, fifos and stdin all behave alike.
public final class FileByteSource: ByteSource {
    /// The path given by the user, or `-` for standard input.
    public let name: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Open `path` for reading (`-` means standard input).
    public init(path: String) throws {
        name = path
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
        } else {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw InputError.fromErrno(errno, path: path) }
            descriptor = fd
            ownsDescriptor = true
        }
    }

    /// Read from an already open descriptor, which stays open when this value goes away.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        ownsDescriptor = false
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw InputError.fromErrno(errno, path: name)
        }
    }
}

/// Bytes from memory; used by tests and by callers that already hold the text.
public final class MemoryByteSource: ByteSource {
    /// A label for diagnostics.
    public let name: String
    private let bytes: [UInt8]
    private var position = 0

    /// Serve `bytes` in reads of whatever size the reader asks for.
    public init(_ bytes: [UInt8], name: String = "<memory>") {
        self.bytes = bytes
        self.name = name
    }

    /// Serve the UTF-8 of `text`.
    public convenience init(text: String, name: String = "<memory>") {
        self.init(Array(text.utf8), name: name)
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}

extension ByteSource {
    /// Every byte left in the source, read in 64 KiB steps. For small inputs (tests, tools);
    /// the reader itself streams.
    public func readToEnd() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try read(into: $0) }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }
}
