#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report to a temporary file in the destination's folder and renames it over the
/// destination only when the report is complete, so a partial report never replaces a good one.
/// A destination that exists and is not a regular file (`/dev/null`, a fifo, a terminal) is
/// written in place: renaming over it would replace the device itself.
public final class AtomicFileSink: ByteSink {
    /// The destination path.
    public let path: String
    private let temporaryPath: String?
    private let inner: FileDescriptorSink
    private let descriptor: Int32
    private var finished = false

    /// Create the temporary file now, so an unwritable destination fails before any work is done.
    public init(path: String) throws {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw OutputError.cannotCreate(path: path, reason: String(cString: strerror(errno))) }
            temporaryPath = nil
            descriptor = fd
            inner = FileDescriptorSink(descriptor: fd, name: path)
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array(((folder.isEmpty ? "/" : folder) + "/." + base + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputError.cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // mkstemp creates 0600; a report is an ordinary file, readable like any other the user creates.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        descriptor = fd
        inner = FileDescriptorSink(descriptor: fd, name: path)
    }

    deinit {
        if !finished { discard() }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws { try inner.write(bytes) }

    public func flush() throws { try inner.flush() }

    /// Flush, sync and rename over the destination.
    public func commit() throws {
        guard !finished else { return }
        do {
            try inner.flush()
        } catch {
            discard()
            throw error
        }
        finished = true
        guard let temporaryPath else {
            close(descriptor)
            return
        }
        fsync(descriptor)
        close(descriptor)
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw OutputError.cannotReplace(path: path, reason: reason)
        }
    }

    /// Remove the temporary file, leaving the destination as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }
}
