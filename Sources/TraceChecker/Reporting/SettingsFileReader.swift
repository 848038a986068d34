#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads the small files a run takes its settings from (configuration, rules, baseline) with
/// reasons in trace-check's own words, never Foundation's ("The file couldn't be opened because
/// you don't have permission…" for `/dev/zero` as root). Only regular files are read, so a
/// device or FIFO given by mistake cannot hang or fill memory.
public enum SettingsFileReader {
    /// Settings files are small; anything bigger is a wrong path.
    public static let maximumSize = 64 << 20

    /// Why a settings file could not be read. One message per case.
    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        case notFound
        case permissionDenied
        case isFolder
        case notRegularFile
        case tooLarge
        case other(String)

        /// `no such file`, `permission denied`, …
        public var description: String {
            switch self {
            case .notFound: return "no such file"
            case .permissionDenied: return "permission denied"
            case .isFolder: return "it is a folder"
            case .notRegularFile: return "not a regular file"
            case .tooLarge: return "larger than \(SettingsFileReader.maximumSize >> 20) MB"
            case let .other(reason): return reason
            }
        }

        init(errno code: Int32) {
            switch code {
            case ENOENT, ENOTDIR: self = .notFound
            case EACCES, EPERM: self = .permissionDenied
            case EISDIR: self = .isFolder
            default: self = .other(String(cString: strerror(code)))
            }
        }
    }

    /// The whole content of `path`.
    public static func read(_ path: String) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Failure(errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(errno: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isFolder
        default: throw .notRegularFile
        }
        guard Int(info.st_size) <= maximumSize else { throw .tooLarge }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(errno: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > maximumSize { throw .tooLarge }
        }
    }
}
