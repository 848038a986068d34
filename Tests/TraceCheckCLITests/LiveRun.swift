import Foundation

/// The binary reading a pipe that the test writes to, as `idevicesyslog | trace-check` would:
/// the test writes lines when it likes and reads standard output while the pipe is still open.
final class LiveRun: @unchecked Sendable {
    // @unchecked: `received` is only touched under `lock`; the rest is set before the reader starts.
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let lock = NSCondition()
    private var received = Data()
    private var ended = false

    /// Start `trace-check arguments` in the repository root with its standard input open.
    init(_ arguments: [String]) throws {
        process.executableURL = Paths.binary
        process.arguments = arguments
        process.currentDirectoryURL = Paths.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty { ended = true } else { received.append(chunk) }
                lock.broadcast()
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    /// Write `lines`, each followed by a line feed, pausing `pause` seconds after each.
    func write(_ lines: some Sequence<Substring>, pause: Double) {
        for line in lines {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        }
    }

    /// Wait up to `timeout` seconds for standard output to contain `text`; true if it did.
    func waitForOutput(containing text: String, timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        while !String(decoding: received, as: UTF8.self).contains(text) {
            if ended || !lock.wait(until: deadline) { return String(decoding: received, as: UTF8.self).contains(text) }
        }
        return true
    }

    /// Standard output so far.
    var stdout: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    /// Close standard input (the device went away), wait for the exit, and give what was printed.
    func finish() -> (status: Int32, stdout: String, stderr: String) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        lock.lock()
        while !ended { lock.wait() }
        lock.unlock()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, stdout, stderr)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
