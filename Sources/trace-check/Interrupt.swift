#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// SIGINT and SIGTERM during `check` and `timeline`. The first signal only records itself and
/// wakes every reader waiting on a pipe, fifo or terminal (through a self-pipe that
/// `InterruptibleFileSource` polls with its input): no new file is started, the files being
/// read stop at their next read, and the command reports what it has as interrupted and exits
/// 128 + the signal (130 for SIGINT). A second signal exits at once.
enum Interrupt {
    /// Signals received so far.
    private static let received = Atomic<Int>(0)
    /// The first signal's number.
    private static let firstSignal = Atomic<Int32>(0)
    // The three statics below are `nonisolated(unsafe)` because a signal handler reads them, and
    // a handler cannot take a lock. The descriptors are written once, by `install()` on the main
    // thread before the handlers are installed and before any reader thread starts; the files to
    // abandon are set and cleared by the main thread only, and the handler merely reads them.

    /// Read end of the self-pipe: readable once a signal has arrived, and stays so (never drained).
    nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var wakeWriteDescriptor: Int32 = -1
    /// Temporary files to remove when a second signal ends the process at once (the unfinished
    /// reports of `-o`): a C array ending in nil, so the handler only reads memory.
    nonisolated(unsafe) private static var abandonOnExit: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    /// True once SIGINT or SIGTERM has arrived.
    static var isInterrupted: Bool { received.load(ordering: .acquiring) > 0 }

    /// 130 after SIGINT, 143 after SIGTERM.
    static var exitStatus: Int32 { 128 + firstSignal.load(ordering: .acquiring) }

    /// `interrupted` or `terminated`.
    static var verb: String { firstSignal.load(ordering: .acquiring) == SIGTERM ? "terminated" : "interrupted" }

    /// Install the handlers. A signal ignored when trace-check started (a background job of a
    /// non-interactive shell) stays ignored, as the shell meant.
    static func install() {
        guard wakeDescriptor < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeDescriptor = ends[0]
        wakeWriteDescriptor = ends[1]
        _ = received.load(ordering: .relaxed)  // initialise the statics before a handler can read them
        _ = firstSignal.load(ordering: .relaxed)
        for signal in [SIGINT, SIGTERM] {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            if let handler = previous.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = Interrupt.handle
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: a blocking call in this thread returns EINTR
            sigaction(signal, &action, nil)
        }
        // A parent may leak a blocked mask through exec (Foundation's Process spawns from a thread
        // that blocks most signals); a blocked SIGINT would stay pending for ever. Threads started
        // later inherit this thread's mask.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    }

    /// Remove `paths` if a second signal ends the process before the reports are committed; [] to forget them.
    static func removeOnForcedExit(_ paths: [String]) {
        let old = abandonOnExit
        if paths.isEmpty {
            abandonOnExit = nil
        } else {
            let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: paths.count + 1)
            for (index, path) in paths.enumerated() { list[index] = strdup(path) }
            list[paths.count] = nil
            abandonOnExit = list
        }
        if let old {
            var index = 0
            while let path = old[index] { free(path); index += 1 }
            old.deallocate()
        }
    }

    /// Only async-signal-safe calls: atomics, unlink, write, _exit. The second signal is the one
    /// place that ends the process outside `main`'s `exit`: the handler may run on any thread in
    /// the middle of anything, and `exit` (atexit handlers, stdio flushing, Swift runtime locks)
    /// is not async-signal-safe, so it could deadlock on a lock the interrupted code holds.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        _ = Interrupt.firstSignal.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
        if Interrupt.received.add(1, ordering: .sequentiallyConsistent).oldValue > 0 {
            if let list = Interrupt.abandonOnExit {
                var index = 0
                while let path = list[index] { unlink(path); index += 1 }
            }
            _exit(128 + signal)
        }
        var byte: UInt8 = 1
        _ = write(Interrupt.wakeWriteDescriptor, &byte, 1)
    }
}
