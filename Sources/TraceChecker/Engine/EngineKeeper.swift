import Foundation

/// Keeps a finished check's engine until the keeper's next check begins, so that the last check
/// a process runs leaves its teardown to the system.
///
/// Freeing an engine (every object's record, monitors and timeline) is about a tenth of a run on
/// a log of half a million objects. Between two checks it costs what it always did, since the
/// next check frees its keeper's engine before it reads a byte, so no more memory is held than
/// when each check freed its own. But at the end of a run nothing else is left to do, and a
/// process that exits gives its memory back at once: a command-line run gives each worker a
/// keeper that lasts until exit (``lastingUntilExit(count:)``). Freeing on another thread instead
/// was measured slower: it takes a core from the report's rendering and frees across threads.
public final class EngineKeeper: @unchecked Sendable {
    private let lock = NSLock()
    private var engine: AnyObject?

    /// A keeper holding nothing, freed (with what it holds) like any other object.
    public init() {}

    /// Free the engine held, if any, on this thread.
    public func release() {
        let engine = lock.withLock { () -> AnyObject? in
            defer { self.engine = nil }
            return self.engine
        }
        // The last reference goes here, outside the lock.
        withExtendedLifetime(engine) {}
    }

    /// The engine held now (for tests: holding it makes it outlive ``release()``).
    var held: AnyObject? { lock.withLock { engine } }

    func keep(_ engine: consuming AnyObject) {
        let previous = lock.withLock { () -> AnyObject? in
            defer { self.engine = engine }
            return self.engine
        }
        withExtendedLifetime(previous) {}
    }

    /// `count` keepers that live until the process exits; ``finishBeforeExit()`` frees what they
    /// hold only when a sanitizer has to see it freed.
    public static func lastingUntilExit(count: Int) -> [EngineKeeper] {
        let keepers = (0..<count).map { _ in EngineKeeper() }
        lasting.withLock { $0 += keepers }
        return keepers
    }

    /// Before the process exits: free the engines the lasting keepers hold when the program was
    /// built with AddressSanitizer or ThreadSanitizer, so that the sanitizer runs of the
    /// command-line tests still watch every engine's teardown (and LeakSanitizer sees it complete).
    /// Any other process leaves them to the system.
    public static func finishBeforeExit() {
        guard sanitizerIsWatching else { return }
        for keeper in lasting.withLock({ $0 }) { keeper.release() }
    }

    private static let lasting = LockedList()

    /// True when a sanitizer runtime is linked in: it defines these entry points.
    static let sanitizerIsWatching: Bool = {
        guard let program = dlopen(nil, RTLD_NOW) else { return true }
        defer { dlclose(program) }
        let entryPoints: [String] = ["__asan_init", "__lsan_do_leak_check", "__tsan_init"]
        return entryPoints.contains { dlsym(program, $0) != nil }
    }()

    private final class LockedList: @unchecked Sendable {
        private let lock = NSLock()
        private var keepers: [EngineKeeper] = []
        func withLock<R>(_ body: (inout [EngineKeeper]) -> R) -> R { lock.withLock { body(&keepers) } }
    }
}
