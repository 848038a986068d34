#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input could not be read. One message per case.
public enum InputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path does not exist.
    case notFound(path: String)
    /// The path exists but cannot be opened or read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// A folder was reached again through a symbolic link.
    case symlinkLoop(path: String)
    /// The bytes cannot be decoded: corrupt or truncated gzip, or a compression trace-check does
    /// not decompress.
    case undecodable(path: String, reason: String)
    /// One of Apple's binary log containers, a tarball or another archive (zip, 7z); `advice` says
    /// how to get text from it.
    case archive(path: String, advice: String)

    /// A one-line, user-facing message naming the path.
    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file or folder"
        case let .unreadable(path, reason): return "\(path): cannot read: \(reason)"
        case let .symlinkLoop(path): return "\(path): symbolic link loop, folder skipped"
        case let .undecodable(path, reason): return "\(path): cannot decode: \(reason)"
        case let .archive(path, advice): return "\(path): \(advice)"
        }
    }

    static func fromErrno(_ code: Int32, path: String) -> InputError {
        if code == ENOENT { return .notFound(path: path) }
        return .unreadable(path: path, reason: String(cString: strerror(code)))
    }
}
