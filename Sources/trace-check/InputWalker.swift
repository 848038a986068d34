#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TraceParser

/// One source to check: a file, or standard input.
struct Input: Equatable {
    /// What to open (`-` for standard input).
    let path: String
    /// The name reports show.
    let name: String

    var isStandardInput: Bool { path == "-" }
}

/// Expands the command line's paths into inputs: folders walked recursively in sorted order,
/// hidden and binary files skipped with a note, symbolic link loops detected by the
/// (device, inode) of the folders on the current path, missing paths reported and skipped.
struct InputWalker {
    let include: [Glob]
    let exclude: [Glob]
    let stdinName: String

    /// Extensions checked in folders when no `--include` is given: what log tools write
    /// (`idevicesyslog > device.log`, `log show > x.txt`, `--style ndjson`), and none at all
    /// (`system_logs`). READMEs, scripts and images next to logs are left alone.
    static let logExtensions: Set<String> = ["log", "txt", "ndjson", "jsonl", "json", "out", "syslog", ""]

    private(set) var inputs: [Input] = []
    private(set) var errors: [InputError] = []
    private(set) var notes: [String] = []

    /// A folder's identity: the same folder reached through a link has the same one.
    private struct FileID: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    init(include: [String] = [], exclude: [String] = [], stdinName: String = "-") {
        self.include = include.map(Glob.init)
        self.exclude = exclude.map(Glob.init)
        self.stdinName = stdinName
    }

    /// Expand `paths` (none means standard input).
    mutating func expand(_ paths: [String]) {
        if paths.isEmpty {
            inputs.append(Input(path: "-", name: stdinName))
            return
        }
        for path in paths {
            if path == "-" {
                inputs.append(Input(path: "-", name: stdinName))
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                errors.append(Self.error(errno, path: path))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(folder: path, relative: "", ancestors: [FileID(info)])
            } else {
                // Named explicitly: checked whatever its name or content.
                inputs.append(Input(path: path, name: path))
            }
        }
    }

    private mutating func walk(folder: String, relative: String, ancestors: Set<FileID>) {
        let names: [String]
        switch Self.list(folder) {
        case let .success(list): names = list
        case let .failure(error):
            errors.append(error)
            return
        }
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else {
                errors.append(Self.error(errno, path: path))
                continue
            }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            if name.hasPrefix(".") {
                notes.append("\(path): hidden \(isFolder ? "folder" : "file"), skipped")
                continue
            }
            if isFolder {
                if exclude.contains(where: { $0.matches(relativePath) }) { continue }
                let id = FileID(info)
                if ancestors.contains(id) {
                    errors.append(.symlinkLoop(path: path))
                    continue
                }
                walk(folder: path, relative: relativePath, ancestors: ancestors.union([id]))
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if include.isEmpty {
                guard Self.logExtensions.contains(Self.fileExtension(name)) else { continue }
            } else if !include.contains(where: { $0.matches(relativePath) }) {
                continue
            }
            if exclude.contains(where: { $0.matches(relativePath) }) { continue }
            if Self.looksBinary(path) {
                notes.append("\(path): binary file, skipped")
                continue
            }
            inputs.append(Input(path: path, name: path))
        }
    }

    /// `run.LOG` -> `log`; `` without a dot.
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Entry names of `folder` in byte order, so every machine walks the same order.
    private static func list(_ folder: String) -> Result<[String], InputError> {
        guard let handle = opendir(folder) else { return .failure(error(errno, path: folder)) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        return .success(names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    /// A NUL byte in the first 8 KiB, as grep and git decide.
    static func looksBinary(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        return buffer[..<count].contains(0)
    }

    private static func error(_ code: Int32, path: String) -> InputError {
        if code == ENOENT { return .notFound(path: path) }
        if code == ELOOP { return .symlinkLoop(path: path) }
        return .unreadable(path: path, reason: String(cString: strerror(code)))
    }
}

/// Modification time of a file, for the syslog year inference; now for standard input.
func modificationDate(of input: Input) -> Date {
    guard !input.isStandardInput else { return Date() }
    var info = stat()
    guard stat(input.path, &info) == 0 else { return Date() }
    return Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
}
