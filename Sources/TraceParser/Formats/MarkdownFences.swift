import Foundation

/// The lines of a source that open or close a Markdown code block (```` ``` ````, ```` ```swift ````,
/// indented or after a quote's `>`): a blog post or an issue often pastes each experiment in its own
/// block under its own heading, so two blocks may be two runs of the app.
///
/// Not a boundary of the log: a run pasted as "when I push: ``` … ``` and when I go back: ``` … ```"
/// is one run, and its objects keep their timelines across the blocks. A checker asks only whether
/// the evidence of a finding that rests on a class name alone crosses a block
/// (``fence(after:before:)``). Backticks only: apps print rows of `~` as separators of their own.
///
/// The parser records the lines as it reads them and a checker on another thread asks about lines
/// the parser has passed, so the record is guarded by a lock; both are rare (fence lines, and
/// findings on objects without an address).
public final class MarkdownFences: @unchecked Sendable {
    private let lock = NSLock()
    /// Line numbers of the fence lines read so far, ascending.
    private var lines: [Int] = []

    /// An empty record.
    public init() {}

    /// True when `bytes` from `start` is a fence line: blanks and quote markers, then three
    /// backticks or more, then nothing or an info string without a backtick (`swift`, `console`,
    /// `objc title="log"`).
    public static func isFence(_ bytes: UnsafeRawBufferPointer, from start: Int = 0) -> Bool {
        var i = start
        while i < bytes.count, bytes[i] == ASCII.space || bytes[i] == ASCII.tab || bytes[i] == ASCII.greaterThan { i += 1 }
        var ticks = 0
        while i < bytes.count, bytes[i] == ASCII.backtick { ticks += 1; i += 1 }
        guard ticks >= 3 else { return false }
        while i < bytes.count {
            if bytes[i] == ASCII.backtick { return false }
            i += 1
        }
        return true
    }

    /// Record that line `number` is a fence line; a line read again (the parser re-reads some) is recorded once.
    func record(line number: Int) {
        lock.lock()
        defer { lock.unlock() }
        if lines.last.map({ $0 < number }) ?? true { lines.append(number) }
    }

    /// Forget every line, for the next source.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        lines.removeAll()
    }

    /// The first fence line after line `start` and before line `end`, if any: the two lines are
    /// then in different blocks of the paste (or one in a block and one outside).
    public func fence(after start: Int, before end: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        // The first fence line after `start`, by binary search.
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] < end ? lines[low] : nil
    }
}
