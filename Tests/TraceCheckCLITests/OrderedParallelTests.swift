import Foundation
import Testing
@testable import trace_check

/// `OrderedParallel` hands each work item the number of the worker running it, so that callers
/// can keep one reusable object per worker (report part renderers).
@Suite("Ordered parallel work")
struct OrderedParallelTests {
    /// Which worker numbers are busy, and whether one was ever busy twice at once.
    private final class Busy: @unchecked Sendable {
        private let lock = NSLock()
        private var running: Set<Int> = []
        private(set) var overlapped = false
        private(set) var seen: Set<Int> = []

        func start(_ worker: Int) {
            lock.lock()
            if !running.insert(worker).inserted { overlapped = true }
            seen.insert(worker)
            lock.unlock()
        }

        func end(_ worker: Int) {
            lock.lock()
            running.remove(worker)
            lock.unlock()
        }
    }

    @Test("A worker number is below the job count, never runs two items at once, and results arrive in index order",
          arguments: [1, 2, 3])
    func workerNumbers(jobs: Int) throws {
        let busy = Busy()
        var delivered: [Int] = []
        try OrderedParallel.run(count: 300, jobs: jobs, work: { index, worker in
            busy.start(worker)
            // Long enough for the other workers to be busy at the same time.
            var sum = 0
            for step in 0..<(index % 7) * 2_000 { sum &+= step }
            busy.end(worker)
            return (index, worker, sum)
        }, deliver: { index, result in
            #expect(result.0 == index)
            #expect((0..<jobs).contains(result.1))
            delivered.append(index)
        })
        #expect(delivered == Array(0..<300))
        #expect(!busy.overlapped)
        #expect(busy.seen.isSubset(of: Set(0..<jobs)))
    }
}
