import Foundation

/// Threads started together and waited for together: Foundation's `Thread` cannot be joined.
/// Each gets a stack large enough for PCRE2's and the checker's deepest calls.
public final class ThreadGroup: @unchecked Sendable {
    private let condition = NSCondition()
    private var running = 0

    /// An empty group.
    public init() {}

    /// Run `body` on a new thread of this group.
    public func start(_ body: @escaping () -> Void) {
        condition.lock()
        running += 1
        condition.unlock()
        let thread = Thread { [self] in
            body()
            condition.lock()
            running -= 1
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Wait until every thread started so far has returned from its body.
    public func join() {
        condition.lock()
        while running > 0 { condition.wait() }
        condition.unlock()
    }
}
