import Foundation

/// A thread body moved to the thread that runs it.
///
/// Unchecked because the bodies of a group capture the hand-off objects they share with the
/// starting thread (batch queues, result slots); those synchronise every access with their own
/// lock and are `Sendable` themselves. The caller never runs a body it handed over, so the
/// closure context itself is used by one thread only.
private struct HandedOverBody: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

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
        let handedOver = HandedOverBody(body)
        let thread = Thread { [self] in
            handedOver.body()
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
