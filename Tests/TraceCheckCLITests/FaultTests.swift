#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// Faults of issue 7 through the built binary: each has a time bound and asserts one clear
/// message and the exit code README's "Exit codes" documents.
@Suite("Faults")
struct FaultTests {
    static let violating = "Examples/observer_added_twice.log"
    static let clean = "Examples/clean_session.log"
    /// A hang guard, not a speed test: generous enough for a debug build on a loaded 2-core machine.
    static let bound = 60.0

    static func text(_ file: String) throws -> String {
        try String(contentsOf: Paths.root.appendingPathComponent(file), encoding: .utf8)
    }

    @Test("A path that vanishes between listing and reading: one error naming it, the others checked, exit 2")
    func vanishingPath() throws {
        let folder = try Paths.scratchFolder()
        let logs = folder.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        try Self.text(Self.violating).write(to: logs.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        try Self.text(Self.clean).write(to: logs.appendingPathComponent("b.log"), atomically: true, encoding: .utf8)
        let fifo = folder.appendingPathComponent("slow.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The fifo comes first: trace-check opens it only after the folder was listed, and
        // waits on it while the test deletes b.log.
        let run = try Spawned(["-j", "1", fifo, logs.path], in: folder)
        let writer = try FIFOWriter(fifo, within: Self.bound)
        try FileManager.default.removeItem(at: logs.appendingPathComponent("b.log"))
        try writer.write(Self.text(Self.clean))
        writer.close()
        let outcome = try run.wait(within: Self.bound)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "trace-check: error: \(logs.path)/b.log: no such file or folder\n")
        #expect(outcome.stdout.contains("\(logs.path)/a.log:"))
        #expect(outcome.stdout.hasSuffix("1 error in 2 files (101 lines, 68 events, 1 file unreadable)\n"), "\(outcome.stdout)")
    }

    @Test("A folder symbolic link loop deep in a tree: one error, the rest checked, exit 2")
    func symlinkLoop() throws {
        let folder = try Paths.scratchFolder()
        let deep = folder.appendingPathComponent("device/2024")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Self.text(Self.violating).write(to: deep.appendingPathComponent("run.log"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: deep.appendingPathComponent("again").path, withDestinationPath: "../..")
        let outcome = try CLI.run([folder.path], timeout: Self.bound)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "trace-check: error: \(deep.path)/again: symbolic link loop, folder skipped\n")
        #expect(outcome.stdout.hasSuffix("1 error in 1 file (31 lines, 24 events)\n"), "\(outcome.stdout)")
    }

    @Test("A fifo written in pieces gives the report of the same file")
    func fifoInput() throws {
        let folder = try Paths.scratchFolder()
        let fifo = folder.appendingPathComponent("device.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try Spawned([fifo], in: folder)
        let writer = try FIFOWriter(fifo, within: Self.bound)
        let lines = try Self.text(Self.violating).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            try writer.write(String(line) + (index == lines.count - 1 ? "" : "\n"))
            if index % 8 == 0 { usleep(20_000) }
        }
        writer.close()
        let outcome = try run.wait(within: Self.bound)
        let file = try CLI.run([Self.violating], timeout: Self.bound)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(outcome.stdout == file.stdout.replacingOccurrences(of: Self.violating, with: fifo))
    }

    @Test("5 MB of /dev/urandom on standard input: no crash, no event, exit 0 with the no-event warning")
    func randomBytes() throws {
        let folder = try Paths.scratchFolder()
        let junk = folder.appendingPathComponent("random.bin")
        let source = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/urandom"))
        try source.readData(ofLength: 5_000_000).write(to: junk)
        try source.close()
        for format in ["text", "json"] {
            let outcome = try CLI.run(["-f", format], stdin: junk, timeout: Self.bound)
            #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
            #expect(outcome.stderr.hasPrefix("trace-check: warning: standard input: no lifecycle event recognised in "),
                    "\(format): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(format): \(outcome.stderr)")
            if format == "text" { #expect(outcome.stdout.hasPrefix("no violations in 1 file (")) }
        }
    }

    @Test("A 50 MB line: cut with one warning naming the flag, the events after it still seen; --max-line-length raises the limit")
    func fiftyMegabyteLine() throws {
        let folder = try Paths.scratchFolder()
        let log = folder.appendingPathComponent("huge.log")
        var bytes = Data(repeating: UInt8(ascii: "x"), count: 50_000_000)
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(try Self.text(Self.violating).data(using: .utf8)!)
        try bytes.write(to: log)
        let warning = "trace-check: warning: \(log.path): 1 line(s) longer than 1048576 bytes were cut; events after the cut are not seen; raise the limit with --max-line-length\n"
        for arguments in [[log.path], ["-q", log.path], ["-f", "json", log.path], ["timeline", log.path]] {
            let outcome = try CLI.run(arguments, timeout: Self.bound)
            #expect(outcome.status == (arguments[0] == "timeline" ? 0 : 1), "\(arguments)")
            #expect(outcome.stderr == warning, "\(arguments)")
        }
        let stats = try CLI.run(["--stats", log.path], timeout: Self.bound)
        #expect(stats.stderr.contains(", 1 limit warning\n"), "\(stats.stderr)")
        let raised = try CLI.run(["--max-line-length", "64M", "--stats", log.path], timeout: Self.bound)
        #expect(raised.status == 1)
        #expect(raised.stderr.contains(", 0 limit warnings\n"), "\(raised.stderr)")
        #expect(!raised.stderr.contains("warning:"))
        for command in ["events", "formats"] {
            let outcome = try CLI.run([command, "--max-line-length", "64K", log.path], timeout: Self.bound)
            #expect(outcome.status == 0)
            #expect(outcome.stderr == warning.replacingOccurrences(of: "1048576", with: "65536"), "\(command)")
        }
    }

    @Test("An unwritable -o path: one error, exit 2, before any checking; the old report stays as it was")
    func unwritableOutput() throws {
        // Root writes through permission bits, so the parent is a regular file here...
        let through = try CLI.run(["-o", Self.clean + "/report.txt", Self.violating], timeout: Self.bound)
        #expect(through.status == 2)
        #expect(through.stdout.isEmpty)
        #expect(through.stderr == "trace-check: error: \(Self.clean)/report.txt: cannot create report: Not a directory\n")

        // ...and an immutable folder (chattr +i stops root too) holds an old report.
        let folder = try Paths.scratchFolder()
        let report = folder.appendingPathComponent("report.json")
        try "old report\n".write(to: report, atomically: true, encoding: .utf8)
        guard Tool.run("/usr/bin/chattr", ["+i", folder.path]) == 0 else {
            if getuid() != 0 {
                chmod(folder.path, 0o555)
                defer { chmod(folder.path, 0o755) }
                let outcome = try CLI.run(["-f", "json", "-o", report.path, Self.violating], timeout: Self.bound)
                #expect(outcome.status == 2)
                #expect(try String(contentsOf: report, encoding: .utf8) == "old report\n")
            }
            return
        }
        defer { _ = Tool.run("/usr/bin/chattr", ["-i", folder.path]) }
        let outcome = try CLI.run(["-f", "json", "-o", report.path, Self.violating], timeout: Self.bound)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "trace-check: error: \(report.path): cannot create report: Operation not permitted\n")
        #expect(try String(contentsOf: report, encoding: .utf8) == "old report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
    }

    @Test("A full disk for -o: one error, exit 2, the old report stays and no temporary file is left")
    func fullDisk() throws {
        let folder = try Paths.scratchFolder()
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        // A 16 KiB tmpfs where mount works (root, as in CI); /dev/full elsewhere.
        guard Tool.run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path]) == 0 else {
            let outcome = try CLI.run(["-f", "json", "-o", "/dev/full", Self.violating], timeout: Self.bound)
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "trace-check: error: /dev/full: cannot write: No space left on device\n")
            return
        }
        defer { _ = Tool.run("/bin/umount", [disk.path]) }
        let report = disk.appendingPathComponent("report.json")
        try "old report\n".write(to: report, atomically: false, encoding: .utf8)
        let outcome = try CLI.run(["-q", "-f", "json", "-o", report.path, "Tests/Fixtures"], timeout: Self.bound)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        // Fixtures without events (format samples, verdict JSON) are warned about; the one error is the disk.
        let errors = outcome.stderr.split(separator: "\n").filter { !$0.contains(": no lifecycle event recognised in ") }
        #expect(errors == ["trace-check: error: \(report.path): cannot write: No space left on device"], "\(outcome.stderr)")
        #expect(try String(contentsOf: report, encoding: .utf8) == "old report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["report.json"])
    }

    @Test("A closed standard output ends document formats and timelines quietly with 0", arguments: [
        ["-f", "json"], ["-f", "sarif"], ["timeline"], ["timeline", "--format", "json"], ["formats"],
    ])
    func closedPipe(_ arguments: [String]) throws {
        let folder = try Paths.scratchFolder()
        let big = folder.appendingPathComponent("big.log")
        try String(repeating: Self.text(Self.violating), count: 300).write(to: big, atomically: true, encoding: .utf8)
        let run = try Spawned(arguments + [big.path, big.path], in: Paths.root, pipeOutput: true)
        _ = run.output!.fileHandleForReading.readData(ofLength: 10)
        try run.output!.fileHandleForReading.close()
        let outcome = try run.wait(within: Self.bound)
        #expect(outcome.status == 0, "\(arguments)")
        #expect(outcome.stderr.isEmpty, "\(arguments): \(outcome.stderr)")
    }

    @Test("A closed standard output during live output from a device still sending: reading stops, exit 0 quietly")
    func closedPipeLive() throws {
        // Writing to the child's standard input after it exited must fail with EPIPE, not end the test run.
        signal(SIGPIPE, SIG_IGN)
        let run = try Spawned(["--stdin-name", "device.log"], in: Paths.root, pipeOutput: true, feedInput: true)
        let input = run.input!.fileHandleForWriting
        defer { try? input.close() }
        try input.write(contentsOf: Self.text(Self.violating).data(using: .utf8)!)
        _ = run.output!.fileHandleForReading.readData(ofLength: 10)
        try run.output!.fileHandleForReading.close()
        // The next violation's write fails; standard input stays open, as a device's stream would.
        try? input.write(contentsOf: Self.text(Self.violating).data(using: .utf8)!)
        let outcome = try run.wait(within: Self.bound)
        #expect(outcome.status == 0)
        #expect(outcome.reason == .exit)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test("Live text output that cannot be written: the one error, exit 2")
    func liveOutputFails() throws {
        let outcome = try CLI.run(["-o", "/dev/full", Self.violating], timeout: Self.bound)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "trace-check: error: /dev/full: cannot write: No space left on device\n")
    }

    @Test("SIGINT during a folder run: no new file, the one being read reported as cut short, exit 130",
          arguments: ["text", "json", "ndjson", "json -o", "timeline"])
    func interrupted(_ mode: String) throws {
        let folder = try Paths.scratchFolder()
        let logs = folder.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        for name in ["b.log", "c.log"] {
            try Self.text(Self.violating).write(to: logs.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try Self.text(Self.violating).write(to: folder.appendingPathComponent("a.log"), atomically: true, encoding: .utf8)
        let fifo = folder.appendingPathComponent("device.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let report = folder.appendingPathComponent("report.json")
        try "old report\n".write(to: report, atomically: true, encoding: .utf8)

        var arguments = ["-j", "1"]
        switch mode {
        case "json -o": arguments += ["-f", "json", "-o", report.path]
        case "timeline": arguments = ["timeline"] + arguments
        default: arguments += ["-f", mode]
        }
        let run = try Spawned(arguments + ["a.log", "device.log", "logs"], in: folder)
        // Opening the fifo for writing returns once trace-check opened it: a.log is done.
        let writer = try FIFOWriter(fifo, within: Self.bound)
        defer { writer.close() }
        let lines = try Self.text(Self.violating).split(separator: "\n").prefix(12)
        try writer.write(lines.joined(separator: "\n") + "\n")
        usleep(200_000)
        run.process.interrupt()
        let outcome = try run.wait(within: Self.bound)

        #expect(outcome.status == 130)
        #expect(outcome.reason == .exit)
        let outcomeText: String
        switch mode {
        case "json -o": outcomeText = "\(report.path) was left as it was"
        case "json": outcomeText = "no json report was written"
        case "ndjson": outcomeText = "the ndjson above is incomplete"
        default: outcomeText = "the report above is incomplete"
        }
        let progress = "interrupted after 1 of 4 files, device.log cut short after 12 lines"
        #expect(outcome.stderr == "trace-check: error: \(progress); \(outcomeText)\n")
        #expect(try String(contentsOf: report, encoding: .utf8) == "old report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["a.log", "device.log", "logs", "report.json"])
        switch mode {
        case "text":
            #expect(outcome.stdout.contains("a.log:"))
            // The cut left device.log's controller appearing: an open transition at the end is a note.
            #expect(outcome.stdout.hasSuffix("\n\(progress): 1 error, 1 note in 2 files (43 lines, 32 events)\n"), "\(outcome.stdout)")
        case "timeline":
            #expect(outcome.stdout.hasSuffix("\n\(progress): 4 objects\n"), "\(outcome.stdout)")
        case "ndjson":
            #expect(outcome.stdout.split(separator: "\n").count == 2, "a.log's error and device.log's open-transition note")
        default:
            #expect(outcome.stdout.isEmpty)
        }
    }

    @Test("SIGINT while standard input is still open: what was read is reported as cut short, exit 130")
    func interruptedStandardInput() throws {
        let run = try Spawned(["--stdin-name", "device.log"], in: Paths.root, feedInput: true)
        let input = run.input!.fileHandleForWriting
        try input.write(contentsOf: Self.text(Self.violating).data(using: .utf8)!)
        usleep(300_000)
        run.process.interrupt()
        let outcome = try run.wait(within: Self.bound)
        try input.close()
        #expect(outcome.status == 130)
        let progress = "interrupted after 0 of 1 file, device.log cut short after 31 lines"
        #expect(outcome.stderr == "trace-check: error: \(progress); the report above is incomplete\n")
        #expect(outcome.stdout.hasSuffix("\n\(progress): 1 error in 1 file (31 lines, 24 events)\n"), "\(outcome.stdout)")
    }

    @Test("A second SIGINT ends a run that is stuck writing, at once, with 130")
    func secondInterrupt() throws {
        let folder = try Paths.scratchFolder()
        let big = folder.appendingPathComponent("big.log")
        try String(repeating: Self.text(Self.violating), count: 300).write(to: big, atomically: true, encoding: .utf8)
        // Nobody reads standard output: the report fills the pipe and the write waits.
        let run = try Spawned([big.path], in: folder, pipeOutput: true)
        usleep(500_000)
        run.process.interrupt()
        usleep(300_000)
        #expect(run.process.isRunning, "the first SIGINT lets the write finish or fail by itself")
        run.process.interrupt()
        let outcome = try run.wait(within: Self.bound)
        #expect(outcome.status == 130)
        #expect(outcome.reason == .exit)
        try run.output!.fileHandleForReading.close()
    }

    @Test("-j 1, -j 2, a folder and the same files one by one give byte-identical output",
          arguments: ["text", "json", "ndjson", "sarif", "junit"])
    func arrivalInvariance(_ format: String) throws {
        let folder = try Paths.scratchFolder()
        let logs = folder.appendingPathComponent("logs")
        let nested = logs.appendingPathComponent("m-nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let examples = try Paths.logs(in: "Examples")
        var listed: [String] = []
        for (index, example) in examples.enumerated() {
            let name = URL(fileURLWithPath: example).lastPathComponent
            // Walk order: sorted names per folder, depth first; "m-nested" sorts between the halves.
            let target = (index % 2 == 0 ? nested : logs).appendingPathComponent(name)
            try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(example), to: target)
            listed.append(target.path)
        }
        func walkOrder(_ folder: URL) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted {
                Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
            }.flatMap { name -> [String] in
                let url = folder.appendingPathComponent(name)
                return name == "m-nested" ? try walkOrder(url) : [url.path]
            }
        }
        let files = try walkOrder(logs)
        #expect(Set(files) == Set(listed))
        let reference = try CLI.run(["-j", "1", "-f", format, logs.path], timeout: Self.bound)
        #expect(reference.status == 1)
        #expect(!reference.stdoutBytes.isEmpty)
        for arguments in [["-j", "2", logs.path], ["-j", "8", logs.path], ["-j", "1"] + files, ["-j", "3"] + files] {
            let outcome = try CLI.run(["-f", format] + arguments, timeout: Self.bound)
            #expect(outcome.status == reference.status)
            #expect(outcome.stdoutBytes == reference.stdoutBytes, "\(format) \(arguments.prefix(2))")
        }
    }
}

/// The binary started in the background, with standard output and error in files (or a pipe).
final class Spawned {
    let process = Process()
    let output: Pipe?
    let input: Pipe?
    private let out: URL, err: URL
    private let done = DispatchSemaphore(value: 0)
    /// The files given as standard output, error and input, closed once the process has exited.
    private var handles: [FileHandle?] = []

    struct Outcome {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: String
        var stderr: String
    }

    init(_ arguments: [String], in folder: URL, pipeOutput: Bool = false, feedInput: Bool = false) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString)")
        out = scratch.appendingPathExtension("out")
        err = scratch.appendingPathExtension("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process.executableURL = Paths.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        output = pipeOutput ? Pipe() : nil
        input = feedInput ? Pipe() : nil
        let outputFile = try output == nil ? FileHandle(forWritingTo: out) : nil
        let errorFile = try FileHandle(forWritingTo: err)
        let inputFile = input == nil ? FileHandle(forReadingAtPath: "/dev/null") : nil
        handles = [outputFile, errorFile, inputFile]
        process.standardOutput = output ?? outputFile
        process.standardError = errorFile
        process.standardInput = input ?? inputFile
        process.terminationHandler = { [done] _ in done.signal() }
        try process.run()
    }

    /// Wait for the exit; past `seconds` kill the process and fail.
    func wait(within seconds: Double) throws -> Outcome {
        defer {
            closeStandardHandles(handles)
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        if done.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = done.wait(timeout: .now() + 5)
            throw CLI.TimedOut(arguments: process.arguments ?? [])
        }
        return Outcome(status: process.terminationStatus, reason: process.terminationReason,
                       stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}

/// The writing end of a fifo, opened once its reader has opened it (never waiting past a deadline).
final class FIFOWriter {
    private var descriptor: Int32

    init(_ path: String, within seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                descriptor = fd
                return
            }
            guard errno == ENXIO, Date() < deadline else { throw CLI.TimedOut(arguments: ["(no reader opened \(path))"]) }
            usleep(5_000)
        }
    }

    func write(_ text: String) throws {
        var text = text
        let written = text.withUTF8 { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.utf8.count else { throw CocoaError(.fileWriteUnknown) }
    }

    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    deinit { close() }
}

/// A helper program (mount, chattr); its exit status, or -1 when it cannot run.
enum Tool {
    static func run(_ path: String, _ arguments: [String]) -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: path) else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let handles = [FileHandle(forWritingAtPath: "/dev/null"), FileHandle(forWritingAtPath: "/dev/null")]
        defer { closeStandardHandles(handles) }
        process.standardOutput = handles[0]
        process.standardError = handles[1]
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
