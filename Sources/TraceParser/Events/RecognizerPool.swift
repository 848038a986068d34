import Foundation

/// Idle ``EventRecognizer``s, lent to one reader at a time. A recognizer holds no state of the
/// source it read (its regex match data is overwritten by every match and its name caches are
/// pure functions of the bytes), but making one builds a dozen PCRE2 matchers, two caches of
/// 1,024 slots and an interner of 4,096, and freeing it walks those slots: in a folder of short logs that set-up and
/// tear-down cost about a tenth of the run's instructions. Readers borrow instead.
enum RecognizerPool {
    /// More idle recognizers than threads ever read at once would only hold memory.
    private static let maxIdle = 16
    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [EventRecognizer] = []

    /// An idle recognizer, or a new one when none is idle. The caller owns it until it is
    /// given back, so it is never used by two threads at once.
    static func borrow() -> EventRecognizer {
        lock.lock()
        let recognizer = idle.popLast()
        lock.unlock()
        return recognizer ?? EventRecognizer()
    }

    /// Hand `recognizer` back; the caller must not use it afterwards.
    static func giveBack(_ recognizer: EventRecognizer) {
        lock.lock()
        defer { lock.unlock() }
        if idle.count < maxIdle { idle.append(recognizer) }
    }
}
