import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Recognising events on other threads is an optimisation only: reports must not change.
@Suite("Pipelined reading")
struct PipelinedReadTests {
    private func report(_ bytes: [UInt8], threads: Int, batch: Int = 2048) -> FileReport {
        var reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        reader.threads = threads
        reader.recognitionBatchSize = batch
        var options = CheckOptions()
        options.keepTimelines = true
        return TraceCheck.check(source: MemoryByteSource(bytes, name: "log"), fileName: "log", options: options, readerOptions: reader)
    }

    @Test("Two, three and four threads with tiny batches give the same violations, counts and timelines as one thread",
          arguments: ArrivalInvarianceTests.logs)
    func workersDoNotChangeTheReport(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let sequential = report(bytes, threads: 1)
        for (threads, batch) in [(2, 2048), (2, 3), (3, 1), (4, 2)] {
            let pipelined = report(bytes, threads: threads, batch: batch)
            #expect(pipelined.violations == sequential.violations, "threads \(threads), batch \(batch)")
            #expect(pipelined.statistics == sequential.statistics, "threads \(threads), batch \(batch)")
            #expect(pipelined.objectCount == sequential.objectCount)
            #expect(pipelined.timelines.map(\.entries) == sequential.timelines.map(\.entries))
        }
    }

    @Test("A read error is reported after every event before it, with or without workers")
    func readErrorsArriveLast() throws {
        let text = Array("-[A viewDidLoad] <A: 0x1>\n-[A viewWillAppear:] <A: 0x1>\n".utf8)
        for threads in [1, 2, 3] {
            var reader = TraceReader.Options()
            reader.threads = threads
            reader.recognitionBatchSize = 1
            let source = FailingSource(bytes: text)
            var kinds: [EventKind] = []
            #expect(throws: InputError.self) {
                try TraceReader(options: reader).read(source) { kinds.append($0.kind) }
            }
            #expect(kinds == [.viewDidLoad, .viewWillAppear], "threads \(threads)")
        }
    }

    @Test("Event kinds map to distinct bits in declaration order")
    func kindBitsFollowDeclarationOrder() {
        for (index, kind) in EventKind.allCases.enumerated() {
            #expect(ClassFacts.ordinal(kind) == index, "\(kind)")
        }
        #expect(EventKind.allCases.count <= 64)
    }
}

/// Serves its bytes, then fails the next read.
private final class FailingSource: ByteSource {
    let name = "failing"
    private var bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !bytes.isEmpty else { throw InputError.unreadable(path: name, reason: "device went away") }
        let count = min(buffer.count, bytes.count)
        buffer.copyBytes(from: bytes.prefix(count))
        bytes.removeFirst(count)
        return count
    }
}
