import TraceChecker

/// Where one report goes: standard output, or a file written atomically (`AtomicFileSink`).
struct OutputTarget {
    let sink: ByteSink
    private let file: AtomicFileSink?

    /// Standard output for nil or `-`; otherwise the file, whose temporary copy is created now so
    /// an unwritable destination fails before any work is done.
    init(path: String?) throws {
        if let path, path != "-" {
            let file = try AtomicFileSink(path: path)
            self.file = file
            sink = file
        } else {
            file = nil
            sink = Console.standardOutput
        }
    }

    var isStandardOutput: Bool { file == nil }

    /// The `-o` path, or nil for standard output.
    var path: String? { file?.path }

    /// The unfinished report's file, to remove if the process is killed before `commit`.
    var temporaryPath: String? { file?.temporaryPath }

    /// Put the finished report in place (or flush standard output).
    func commit() throws {
        if let file { try file.commit() } else { try sink.flush() }
    }

    /// Leave `-o FILE` as it was.
    func discard() {
        file?.discard()
    }
}
