import Foundation
import Testing
import TraceChecker
import TraceParser

/// Paths of the repository, the built binary and scratch folders, found from this file.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    static let golden = fixtures.appendingPathComponent("golden")
    static let examples = root.appendingPathComponent("Examples")

    /// `trace-check` next to the test bundle (`.build/debug/trace-check`).
    static var binary: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        // On some platforms the runner sits inside the .xctest bundle.
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("trace-check")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("trace-check")
    }

    /// This run's folder of scratch folders, removed when the test process exits (a suite run made
    /// a hundred folders; left behind, runs filled the temporary directory). Set
    /// `TRACE_CHECK_KEEP_SCRATCH=1` to keep them for a look after a failure.
    private static let scratchRoot: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-check-cli-tests-\(getpid())")
        if ProcessInfo.processInfo.environment["TRACE_CHECK_KEEP_SCRATCH"] == nil {
            atexit {
                let root = FileManager.default.temporaryDirectory.appendingPathComponent("trace-check-cli-tests-\(getpid())")
                try? FileManager.default.removeItem(at: root)
            }
        }
        return url
    }()

    /// A fresh empty folder under this run's scratch root, unique per test.
    static func scratchFolder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = scratchRoot.appendingPathComponent("\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Sorted `.log` files of a fixture folder, relative to the repository root.
    static func logs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".log") }.sorted().map { folder + "/" + $0 }
    }
}

/// The outcome of running the binary.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the built `trace-check` with a timeout, in the repository root unless told otherwise.
enum CLI {
    static func run(_ arguments: [String], stdin: URL? = nil, in folder: URL = Paths.root,
                    environment: [String: String] = [:], timeout: Double = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = Paths.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString)")
        let out = scratch.appendingPathExtension("out"), err = scratch.appendingPathExtension("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let handles = [try FileHandle(forWritingTo: out), try FileHandle(forWritingTo: err),
                       try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle(forReadingAtPath: "/dev/null")]
        // Closed here: left to the Process object, they stayed open (a run of the suite held 1,500
        // descriptors at once), and Foundation's spawn on Linux, which lists /proc/self/fd, then
        // read past the end of its directory buffer and crashed the suite (see `closeStandardHandles`).
        defer { closeStandardHandles(handles) }
        process.standardOutput = handles[0]
        process.standardError = handles[1]
        process.standardInput = handles[2]
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = done.wait(timeout: .now() + 5)
            throw TimedOut(arguments: arguments)
        }
        let stdoutData = try Data(contentsOf: out)
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self), stdoutBytes: stdoutData)
    }

    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var description: String { "trace-check \(arguments.joined(separator: " ")) did not finish in time" }
    }
}

/// Close the files a child process was given as its standard input, output and error, once it
/// has exited.
///
/// Foundation's `Process` on Linux keeps the handles it was given for as long as the `Process`
/// object lives, which in this suite was until the end of the run: one run of the suite held about
/// 1,500 descriptors at once. Every `Process.run()` lists `/proc/self/fd` and copies 256 bytes of
/// each entry's name (swift-corelibs-foundation's `findMaximumOpenFromProcSelfFD`, fixed upstream by
/// pull request 5472 after Swift 6.3.1); with that many descriptors the listing fills glibc's
/// 32 KiB directory buffer, the last entries' copies run past its end, and the test process died
/// of a bad pointer in `Process.run()` (CI, `LiteralFirstTests`). `close()` marks the handle closed,
/// so the `Process` object's copy never closes the number again.
func closeStandardHandles(_ handles: [FileHandle?]) {
    for handle in handles { try? handle?.close() }
}

/// Reports built in process, with a fixed base date so syslog year inference never depends on the clock.
enum InProcess {
    static let baseDate = Date(timeIntervalSince1970: 1_717_200_000)  // 2024-06-01
    static let tool = ToolInfo(name: "trace-check", version: "0.0.0-test", informationURI: "https://example.invalid/trace-check")

    static func report(_ files: [String], options: CheckOptions = CheckOptions(), failOn: Severity? = .error) throws -> RunReport {
        var reports: [FileReport] = []
        for (index, file) in files.enumerated() {
            let source = try FileByteSource(path: Paths.root.appendingPathComponent(file).path)
            reports.append(TraceCheck.check(source: source, fileName: file, sourceIndex: index, options: options,
                                            readerOptions: TraceReader.Options(baseDate: baseDate)))
        }
        let rules = TraceCheck.builtinRules.filter { options.severity(for: $0) != nil }
        return RunReport(tool: tool, rules: rules, files: reports, failOn: failOn)
    }

    static func render(_ writer: ReportWriter, _ report: RunReport) throws -> String {
        let sink = MemorySink()
        try writer.write(report, to: sink)
        return sink.text
    }
}

/// Golden files under Tests/Fixtures/golden; `UPDATE_GOLDENS=1 swift test` rewrites them.
enum Golden {
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = Paths.golden.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: Paths.golden, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(expectedLines.count, actualLines.count)).first { expectedLines[$0] != actualLines[$0] }
                ?? min(expectedLines.count, actualLines.count)
            let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
            let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
            Issue.record("""
                \(name) differs from its golden at line \(first + 1) (UPDATE_GOLDENS=1 swift test regenerates it)
                  golden: \(want)
                  actual: \(got)
                """, sourceLocation: sourceLocation)
        }
    }
}
