#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import TraceParser

/// `FileByteSource` that stops at SIGINT/SIGTERM. A regular file checks `Interrupt` before each
/// read; a pipe, fifo, terminal or socket is polled together with the interrupt's self-pipe, so
/// a read waiting for `idevicesyslog` or a silent fifo ends the moment the signal arrives, on
/// whichever thread it is. A stopped source reports end of input and sets `cutShort`: what was
/// read is checked as a log that ended there, and the caller marks the report interrupted.
/// While a pipe, fifo or terminal is quiet, `whileQuiet` hears how long it has been, about every
/// `quietTick` seconds, and once more when a signal stops the wait.
final class InterruptibleFileSource: WaitingByteSource {
    let name: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Not a regular file: reads may wait, so they are polled.
    private let mayWait: Bool
    /// Reading stopped because of a signal, before the input's end.
    private(set) var cutShort = false
    /// Set by `stop()`, possibly from the thread that checks while another reads.
    private let stopped = Atomic<Bool>(false)
    var readsMayWait: Bool { mayWait }
    var whileQuiet: ((Double) -> Void)?
    /// How often a quiet input is reported: often enough that a deadline passes close to its
    /// time, rarely enough to cost nothing.
    static let quietTick = 0.1
    /// When the last byte arrived (or the source was opened), on the monotonic clock.
    private var lastArrival = InterruptibleFileSource.now()

    /// When the file was last changed (whole seconds), for the syslog year inference; nil for
    /// standard input.
    let modified: Date?

    /// Open `path` (`-`: standard input). A fifo is opened without waiting for its writer
    /// (`open` would block uninterruptibly on a worker thread); reads then wait in `poll`.
    init(path: String) throws {
        name = path
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
        } else {
            // Non-blocking first, whatever `path` is, and asked what it is once open: a folder of
            // thousands of small logs paid a `stat` before every `open`. The flag changes nothing
            // for a regular file and is kept for a fifo; anything else is read as opened before.
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { throw Self.error(errno, path: path) }
            descriptor = fd
            ownsDescriptor = true
        }
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        let kind = info.st_mode & S_IFMT
        mayWait = known && kind != S_IFREG
        if ownsDescriptor, !known || (kind != S_IFREG && kind != S_IFIFO) {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        modified = ownsDescriptor && known ? Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec)) : nil
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    /// End the input at the next read (within `quietTick` for a quiet pipe): the run has failed,
    /// and a live device would otherwise be read on forever.
    func stop() { stopped.store(true, ordering: .releasing) }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            if stopped.load(ordering: .acquiring) { return 0 }
            if Interrupt.isInterrupted {
                // Ctrl-C on a quiet device: the silence so far still lets deadlines pass.
                if mayWait { whileQuiet?(Self.now() - lastArrival) }
                cutShort = true
                return 0
            }
            if mayWait, !waitUntilReadable() { continue }
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 {
                if mayWait, count > 0 { lastArrival = Self.now() }
                return count
            }
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { continue }
            throw Self.error(code, path: name)
        }
    }

    /// Wait for input, its end, or a signal (then false: the loop sees `Interrupt`).
    private func waitUntilReadable() -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if Interrupt.wakeDescriptor >= 0 {
            fds.append(pollfd(fd: Interrupt.wakeDescriptor, events: Int16(POLLIN), revents: 0))
        }
        let ready = poll(&fds, nfds_t(fds.count), whileQuiet == nil ? -1 : Int32(Self.quietTick * 1000))
        if ready == 0 {
            whileQuiet?(Self.now() - lastArrival)
            return false
        }
        if ready < 0 { return errno != EINTR }
        // POLLHUP/POLLERR/POLLNVAL on the input: let read(2) report the end or the error.
        return fds[0].revents != 0
    }

    /// Seconds on the monotonic clock (a changed wall clock must not pass deadlines).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func error(_ code: Int32, path: String) -> InputError {
        code == ENOENT ? .notFound(path: path) : .unreadable(path: path, reason: String(cString: strerror(code)))
    }
}
