#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TraceChecker

/// Standard output, standard error and the exit codes of DESIGN.md section 7.
enum Console {
    /// 0: nothing at or above `--fail-on`.
    static let success: Int32 = 0
    /// 1: violations at or above `--fail-on`.
    static let violationsFound: Int32 = 1
    /// 2: usage, configuration or input errors.
    static let failure: Int32 = 2
    /// 130 (SIGINT) or 143 (SIGTERM): the run was stopped; `Interrupt.exitStatus`.

    /// Buffered standard output; a closed pipe surfaces as `OutputError.closedPipe`.
    ///
    /// `nonisolated(unsafe)`: only the thread that runs the command (the main thread) writes
    /// reports; worker threads hand their results to it (`OrderedParallel`) instead of writing.
    nonisolated(unsafe) static let standardOutput = FileDescriptorSink(descriptor: 1, name: "standard output")

    /// `trace-check: error: MESSAGE` on standard error.
    static func error(_ message: String) { writeError("trace-check: error: \(TerminalText.sanitized(message))\n") }

    /// `trace-check: warning: MESSAGE` on standard error: the answer may be degraded (a limit was reached).
    static func warning(_ message: String) { writeError("trace-check: warning: \(TerminalText.sanitized(message))\n") }

    /// `trace-check: note: MESSAGE` on standard error.
    static func note(_ message: String) { writeError("trace-check: note: \(TerminalText.sanitized(message))\n") }

    /// A multi-line diagnostic (rules-file errors with their excerpt), each line escaped.
    static func diagnostic(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }
        writeError(lines.joined(separator: "\n") + "\n")
    }

    /// Unbuffered, so messages interleave correctly with the report on a terminal. Written as
    /// given: `error`, `warning` and `note` escape control characters in what they are handed
    /// (file names and log text are untrusted), as the text report does.
    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// True when `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Colour for text on standard output: `--color`, whether it is a terminal, and NO_COLOR (no-color.org).
    static func useColor(_ choice: Settings.ColorChoice, toStandardOutput: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return toStandardOutput && isTerminal(1) && !noColor
        }
    }
}
