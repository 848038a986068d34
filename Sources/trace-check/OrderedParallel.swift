import Foundation
import TraceParser

/// Runs `work` for indices 0..<count on up to `jobs` threads and hands results to `deliver`
/// on the calling thread strictly in index order, as soon as each one and all before it are
/// done. Output is therefore the same for any `jobs`, and the first file's report appears
/// while later files are still being checked. Once `shouldStop` is true no index is started;
/// those already started are still delivered in order, and the rest are not. `work` also gets
/// the number of the worker that runs it (0..<jobs), so that it can reuse objects of that worker.
enum OrderedParallel {
    static func run<Result>(count: Int, jobs: Int, shouldStop: @escaping () -> Bool = { false },
                            work: @escaping (_ index: Int, _ worker: Int) -> Result, deliver: (Int, Result) throws -> Void) throws {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count {
                if shouldStop() { return }
                try deliver(index, work(index, 0))
            }
            return
        }
        let state = State<Result>(count: count, shouldStop: shouldStop)
        let threads = ThreadGroup()
        for worker in 0..<workers {
            threads.start {
                while let index = state.claim() {
                    let result = work(index, worker)
                    state.complete(index, result)
                }
            }
        }
        var failure: Error?
        for index in 0..<count {
            guard let result = state.wait(for: index) else { break }
            do {
                try deliver(index, result)
            } catch {
                failure = error
                state.cancel()
                break
            }
        }
        threads.join()
        if let failure { throw failure }
    }

    private final class State<Result>: @unchecked Sendable {
        private let condition = NSCondition()
        private var results: [Result?]
        private var next = 0
        private var cancelled = false
        private let shouldStop: () -> Bool

        init(count: Int, shouldStop: @escaping () -> Bool) {
            results = Array(repeating: nil, count: count)
            self.shouldStop = shouldStop
        }

        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            if shouldStop() {
                // The caller may be waiting for an index nobody will start now: wake it.
                cancelled = true
                condition.broadcast()
            }
            guard !cancelled, next < results.count else { return nil }
            next += 1
            return next - 1
        }

        func complete(_ index: Int, _ result: Result) {
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }

        /// The result of `index`, or nil when it was never started and never will be. When the
        /// caller waits for an unstarted index, every started one was delivered, so a worker is
        /// about to claim: it sees the stop, cancels and broadcasts.
        func wait(for index: Int) -> Result? {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil {
                if cancelled, index >= next { return nil }
                condition.wait()
            }
            // Release the slot: a delivered report need not stay in memory.
            let result = results[index]!
            results[index] = nil
            return result
        }

        func cancel() {
            condition.lock()
            cancelled = true
            condition.unlock()
        }
    }
}
