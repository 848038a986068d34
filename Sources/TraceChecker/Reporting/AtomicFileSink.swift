#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report to a temporary file in the destination's folder and renames it over the
/// destination only when the report is complete, so a partial report never replaces a good one.
/// A destination that exists and is not a regular file (`/dev/null`, a fifo, a terminal) is
/// written in place: renaming over it would replace the device itself. A symbolic link is
/// followed: the report replaces the file it points to and the link stays a link. A report that
/// replaces a file keeps that file's permissions; a new one gets the umask's (`0666 & ~umask`).
public final class AtomicFileSink: ByteSink {
    /// The destination path, as given.
    public let path: String
    /// The file that `commit` replaces: `path` with its symbolic links followed.
    public let resolvedPath: String
    /// Where the report is written until `commit` renames it over `resolvedPath` (nil when the
    /// destination is written in place). A caller that may exit abruptly removes it.
    public let temporaryPath: String?
    private let inner: FileDescriptorSink
    private let descriptor: Int32
    private var finished = false

    /// Create the temporary file now, so an unwritable destination fails before any work is done.
    public init(path: String) throws {
        self.path = path
        let target = try Self.followingLinks(path)
        resolvedPath = target
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists, info.st_mode & S_IFMT != S_IFREG {
            let fd = open(target, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw OutputError.cannotCreate(path: path, reason: String(cString: strerror(errno))) }
            temporaryPath = nil
            descriptor = fd
            inner = FileDescriptorSink(descriptor: fd, name: path)
            return
        }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array(((folder.isEmpty ? "/" : folder) + "/." + base + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputError.cannotCreate(path: path, reason: String(cString: strerror(errno))) }
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if exists {
            // Replacing a report must not widen or narrow who may read it (a 0600 report stays 0600).
            fchmod(fd, info.st_mode & 0o7777)
            _ = fchown(fd, info.st_uid, info.st_gid)
        } else {
            // mkstemp creates 0600; a new report is an ordinary file, readable like any other the user creates.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
        }
        descriptor = fd
        inner = FileDescriptorSink(descriptor: fd, name: path)
    }

    /// `path` with every symbolic link in its last component followed (a dangling link gives the
    /// path it points to, which the report then creates). Links in the folders above need no
    /// following: the rename happens inside whatever folder they lead to.
    public static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + target
            } else {
                current = target
            }
        }
        throw OutputError.cannotCreate(path: path, reason: String(cString: strerror(ELOOP)))
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
        if rename(temporaryPath, resolvedPath) != 0 {
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
