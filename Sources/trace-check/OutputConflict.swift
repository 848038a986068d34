#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceChecker

/// A file the run would write is also one it reads, or two of its outputs are one file: the run
/// refuses before writing anything, so `trace-check -o x.log x.log` cannot replace the log.
/// Files are compared by device and inode (through symbolic links and hard links), and a file
/// that does not exist yet by its folder's real path and its name.
enum OutputConflict: Error, CustomStringConvertible, Equatable {
    /// An output (`-o FILE`, `--write-baseline FILE`) is a log or a settings file of the run.
    case overwritesInput(flag: String, path: String, input: String)
    /// Two outputs are the same file.
    case sameFile(flag: String, path: String, otherFlag: String, otherPath: String)

    var description: String {
        switch self {
        case let .overwritesInput(flag, path, input):
            return "\(flag) \(path) would overwrite \(input == "-" ? "the file on standard input" : "the input \(input)"); nothing was written"
        case let .sameFile(flag, path, otherFlag, otherPath):
            return "\(flag) \(path) and \(otherFlag) \(otherPath) are the same file; nothing was written"
        }
    }

    /// A file the run writes: the flag that names it and its path.
    struct Output {
        let flag: String
        let path: String
    }

    /// Throw the first conflict between `outputs` (in order) and `inputs` (logs, `-` for standard
    /// input, and settings files such as `--baseline`, each with the flags allowed to replace it).
    static func check(outputs: [Output], inputs: [(path: String, replaceableBy: Set<String>)]) throws {
        var seen: [(Output, Identity)] = []
        for output in outputs {
            guard let identity = Identity(output: output.path) else { continue }
            for input in inputs where !input.replaceableBy.contains(output.flag) {
                if Identity(input: input.path) == identity {
                    throw overwritesInput(flag: output.flag, path: output.path, input: input.path)
                }
            }
            if let other = seen.first(where: { $0.1 == identity }) {
                throw sameFile(flag: other.0.flag, path: other.0.path, otherFlag: output.flag, otherPath: output.path)
            }
            seen.append((output, identity))
        }
    }

    /// What makes two paths one file.
    enum Identity: Equatable {
        case inode(dev: UInt64, ino: UInt64)
        case missing(path: String)

        /// An output path: the file it would replace (links followed), or where a new file
        /// would go. nil for what is written in place, not replaced (`/dev/null`, a fifo).
        init?(output path: String) {
            guard let target = try? AtomicFileSink.followingLinks(path) else { return nil }
            var info = stat()
            if stat(target, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFREG else { return nil }
                self = .inode(dev: UInt64(info.st_dev), ino: UInt64(info.st_ino))
                return
            }
            let slash = target.lastIndex(of: "/")
            let folder = slash.map { String(target[..<$0]) } ?? "."
            let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
            guard let real = realpath(folder.isEmpty ? "/" : folder, nil) else { return nil }
            defer { free(real) }
            self = .missing(path: String(cString: real) + "/" + name)
        }

        /// An input path (`-`: whatever standard input is).
        init?(input path: String) {
            var info = stat()
            let found = path == "-" ? fstat(0, &info) == 0 : stat(path, &info) == 0
            guard found, info.st_mode & S_IFMT == S_IFREG else { return nil }
            self = .inode(dev: UInt64(info.st_dev), ino: UInt64(info.st_ino))
        }
    }
}
