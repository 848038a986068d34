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

/// A file's identity: the same file or folder reached through a link or another spelling has
/// the same one.
struct FileID: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of `path` (links followed), or nil when it does not exist.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

/// Expands the command line's paths into inputs: folders walked recursively in sorted order,
/// symbolic link loops detected by the (device, inode) of the folders on the current path,
/// missing paths reported and skipped. Files are judged by content as well as name: gzip and
/// UTF-16 are logs, a NUL in plain bytes is binary, Apple's log bundles are refused with advice.
/// What a walk leaves out is counted by reason (`skipped`), hidden entries in one note per run.
struct InputWalker {
    let include: [Glob]
    let exclude: [Glob]
    let stdinName: String
    /// Files this run writes or reads as settings: never checked as logs in a walk.
    var ownFiles: Set<FileID> = []

    /// Extensions checked in folders when no `--include` is given: what log tools write
    /// (`idevicesyslog > device.log`, `log show > x.txt`, `--style ndjson`), and none at all
    /// (`system_logs`). READMEs, scripts and images next to logs are left alone. A `.gz` and
    /// rotation numbers (`system.log.1.gz`, `syslog.2`) are looked through.
    static let logExtensions: Set<String> = ["log", "txt", "ndjson", "jsonl", "json", "out", "syslog", ""]

    private(set) var inputs: [Input] = []
    private(set) var errors: [InputError] = []
    private(set) var notes: [String] = []
    /// Entries a walk left out, by reason.
    private(set) var skipped: [SkipReason: Int] = [:]

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
                if let bundle = Self.appleBundle(path) {
                    errors.append(bundle)
                    continue
                }
                walk(folder: path, relative: "", ancestors: [FileID(info)])
            } else {
                // Named explicitly: checked whatever its name; the reader decodes it by content.
                inputs.append(Input(path: path, name: path))
            }
        }
        if let hidden = skipped[.hidden] {
            notes.append("skipped \(hidden) hidden \(hidden == 1 ? "entry" : "entries"); --include '.*' to check them")
        }
    }

    /// Why nothing is checked, when folders were walked and gave no input: the reasons counted.
    var nothingToCheck: String? {
        guard inputs.isEmpty, errors.isEmpty else { return nil }
        let total = skipped.values.reduce(0, +)
        guard total > 0 else { return "no files to check: the folders given are empty" }
        let reasons = skipped.sorted { $0.key < $1.key }.map { $0.key.counted($0.value) }
        var text = "no files to check: skipped \(total) \(total == 1 ? "entry" : "entries") (\(reasons.joined(separator: ", ")))"
        if skipped[.notLogName] != nil { text += "; --include GLOB checks other names" }
        return text
    }

    private mutating func skip(_ reason: SkipReason, note: String? = nil) {
        skipped[reason, default: 0] += 1
        if let note { notes.append(note) }
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
                // A dangling link is not a file to check; a vanished or unreadable entry is an error.
                let code = errno
                var link = stat()
                if code == ENOENT, lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                    skip(.special, note: "\(path): broken symbolic link, skipped")
                } else {
                    errors.append(Self.error(code, path: path))
                }
                continue
            }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            if name.hasPrefix("."), !include.contains(where: { $0.matches(relativePath) }) {
                skip(.hidden)
                continue
            }
            if exclude.contains(where: { $0.matches(relativePath) }) {
                skip(.excluded)
                continue
            }
            if isFolder {
                if let bundle = Self.appleBundle(path) {
                    errors.append(bundle)
                    continue
                }
                let id = FileID(info)
                if ancestors.contains(id) {
                    errors.append(.symlinkLoop(path: path))
                    continue
                }
                walk(folder: path, relative: relativePath, ancestors: ancestors.union([id]))
                continue
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                skip(.special, note: "\(path): \(Self.kind(info)), skipped")
                continue
            }
            if ownFiles.contains(FileID(info)) {
                skip(.ownFile)
                continue
            }
            if Self.isSysdiagnoseTarball(name) {
                errors.append(.archive(path: path, advice: ArchiveAdvice.tarball(path)))
                continue
            }
            if include.isEmpty {
                guard Self.isLogName(name) else {
                    skip(.notLogName)
                    continue
                }
            } else if !include.contains(where: { $0.matches(relativePath) || $0.matches(Self.innerName(relativePath)) }) {
                skip(.notLogName)
                continue
            }
            switch Self.sniff(path) {
            case (.gzip, _), (.utf16LittleEndian, _), (.utf16BigEndian, _):
                break
            case (.tar, _):
                errors.append(.archive(path: path, advice: ArchiveAdvice.tarball(path)))
                continue
            case let (.compressed(compression), _):
                errors.append(compression.error(path: path))
                continue
            case (.plain, let binary):
                if binary {
                    skip(.binary, note: "\(path): binary file, skipped")
                    continue
                }
            }
            inputs.append(Input(path: path, name: path))
        }
    }

    /// The suffixes of compressed files: gzip is read, the others are refused with the command
    /// that decompresses them (``ForeignCompression``), so a rotated `system.log.1.xz` in a folder
    /// is named as unread instead of skipped as not a log.
    static let compressionSuffixes = Set(["gz"] + ForeignCompression.allCases.compactMap(\.fileSuffix))

    /// `system.log.1.gz` -> `system.log`: the name under compression and rotation numbers.
    static func innerName(_ name: String) -> String {
        var inner = name
        if let dot = inner.lastIndex(of: "."), dot != inner.startIndex,
           compressionSuffixes.contains(inner[inner.index(after: dot)...].lowercased()) {
            inner = String(inner[..<dot])
        }
        while let dot = inner.lastIndex(of: "."), dot != inner.startIndex,
              !inner[inner.index(after: dot)...].isEmpty, inner[inner.index(after: dot)...].allSatisfy(\.isNumber) {
            inner = String(inner[..<dot])
        }
        return inner
    }

    /// Named like a log once compression and rotation numbers are looked through.
    static func isLogName(_ name: String) -> Bool {
        asciiIsLogName(name) ?? logExtensions.contains(fileExtension(innerName(name)))
    }

    /// ``isLogName(_:)`` of an ASCII name, on its bytes (each byte is a character, and cutting
    /// one off changes no other): in a folder of thousands of logs, slicing every name by
    /// characters cost more than reading the folder. Nil for any other name.
    private static func asciiIsLogName(_ name: String) -> Bool? {
        var name = name
        return name.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
            func lastDot(before end: Int) -> Int? { bytes[..<end].lastIndex(of: UInt8(ascii: ".")) }
            var end = bytes.count
            if let dot = lastDot(before: end), dot > 0, end - dot <= 4,
               compressionSuffixes.contains(String(decoding: bytes[(dot + 1)..<end].map(lower), as: UTF8.self)) {
                end = dot
            }
            while let dot = lastDot(before: end), dot > 0, dot + 1 < end,
                  bytes[(dot + 1)..<end].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                end = dot
            }
            guard let dot = lastDot(before: end), dot > 0 else { return logExtensions.contains("") }
            return logExtensions.contains(String(decoding: bytes[(dot + 1)..<end].map(lower), as: UTF8.self))
        }
    }

    /// `run.LOG` -> `log`; `` without a dot.
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `sysdiagnose_2024.05.01_10-00-00-0700_iPhone-OS_iPhone_21E236.tar.gz`.
    static func isSysdiagnoseTarball(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("sysdiagnose") && (lower.hasSuffix(".tar.gz") || lower.hasSuffix(".tgz") || lower.hasSuffix(".tar"))
    }

    /// A folder trace-check cannot read as logs, with advice: a `.logarchive` (by name, or by its
    /// `Info.plist` beside tracev3 stores), a sysdiagnose (it holds `system_logs.logarchive`),
    /// an `.xcresult` bundle.
    static func appleBundle(_ path: String) -> InputError? {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let lower = trimmed.lowercased()
        if lower.hasSuffix(".logarchive") { return .archive(path: trimmed, advice: ArchiveAdvice.logArchive(trimmed)) }
        if lower.hasSuffix(".xcresult") { return .archive(path: trimmed, advice: ArchiveAdvice.resultBundle(trimmed)) }
        guard case let .success(names) = list(trimmed, sorted: false) else { return nil }
        let entries = Set(names)
        if entries.contains("system_logs.logarchive") {
            return .archive(path: trimmed, advice: ArchiveAdvice.sysdiagnoseFolder(archive: trimmed + "/system_logs.logarchive"))
        }
        if entries.contains("Info.plist"), entries.contains("Persist") || names.contains(where: { $0.hasSuffix(".tracev3") }) {
            return .archive(path: trimmed, advice: ArchiveAdvice.logArchive(trimmed))
        }
        return nil
    }

    /// `FIFO`, `socket`, `device`.
    private static func kind(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "FIFO"
        case S_IFSOCK: return "socket"
        case S_IFCHR, S_IFBLK: return "device"
        default: return "not a regular file"
        }
    }

    /// Entry names of `folder` in byte order, so every machine walks the same order (in the
    /// order the folder gives them when `sorted` is false).
    private static func list(_ folder: String, sorted: Bool = true) -> Result<[String], InputError> {
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
        guard sorted else { return .success(names) }
        return .success(names.sorted(by: bytesPrecede))
    }

    /// `a` before `b` in byte order, compared in place with `memcmp`: copying both names into
    /// arrays for every comparison was most of the time of walking a folder of small logs.
    static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// The encoding the first 8 KiB of `path` show, and whether they hold a NUL byte (binary, as
    /// grep and git decide). One open and one read per file, into stack memory: a folder of
    /// thousands of small logs is walked before the first one is checked. A file that cannot be
    /// read is plain text here: opening it to check it reports why.
    static func sniff(_ path: String) -> (encoding: InputEncoding, binary: Bool) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return (.plain, false) }
        defer { close(fd) }
        return withUnsafeTemporaryAllocation(byteCount: 8192, alignment: 16) { buffer in
            let count = read(fd, buffer.baseAddress, buffer.count)
            guard count > 0 else { return (.plain, false) }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            return (InputEncoding.detect(bytes), memchr(bytes.baseAddress!, 0, count) != nil)
        }
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
