import Foundation
import Testing
import TraceChecker
import TraceParser

/// The verdict must not depend on how the bytes arrive (DESIGN §9).
@Suite("Arrival invariance")
struct ArrivalInvarianceTests {
    static let logs = FixturePaths.logs(in: ["sequences", "seeds"])

    private func violations(_ bytes: [UInt8], chunkSize: Int) -> [Violation] {
        var reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        reader.chunkSize = chunkSize
        return TraceCheck.check(source: MemoryByteSource(bytes, name: "log"), fileName: "log", readerOptions: reader).violations
    }

    @Test("Byte-by-byte, odd-sized and whole-file reads give the same violations", arguments: logs)
    func chunkingDoesNotChangeTheVerdict(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let whole = violations(bytes, chunkSize: 1 << 20)
        #expect(violations(bytes, chunkSize: 1) == whole)
        #expect(violations(bytes, chunkSize: 7) == whole)
        #expect(violations(bytes, chunkSize: 4096) == whole)
    }

    @Test("A file read through a pipe gives the same violations as the file itself", arguments: logs.prefix(6))
    func pipeEqualsFile(path: String) throws {
        let fromFile = TraceCheck.check(source: try FileByteSource(path: path), fileName: "log").violations
        let pipe = Pipe()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let writer = Thread {
            pipe.fileHandleForWriting.write(data)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let fromPipe = TraceCheck.check(source: FileByteSource(descriptor: pipe.fileHandleForReading.fileDescriptor, name: "-"),
                                        fileName: "log").violations
        #expect(fromPipe == fromFile)
    }

    @Test("Two logs of different processes concatenated give the union of their verdicts")
    func stitchedLaunchesStayApart() throws {
        let a = "2024-03-05 10:00:00.000 MyApp[100:1] -[FeedVC viewWillAppear:] <FeedVC: 0x1>\n2024-03-05 10:00:00.100 MyApp[100:1] -[FeedVC viewDidAppear:] <FeedVC: 0x1>\n2024-03-05 10:00:00.200 MyApp[100:1] -[FeedVC viewDidAppear:] <FeedVC: 0x1>\n"
        let b = "2024-03-05 11:00:00.000 MyApp[200:1] -[FeedVC viewDidAppear:] <FeedVC: 0x1>\n2024-03-05 11:00:00.100 MyApp[200:1] -[FeedVC viewWillDisappear:] <FeedVC: 0x1>\n"
        // Notes (the second launch's transition left open at the end) are not verdicts.
        func findings(_ text: String) -> [Violation] { violations(Array(text.utf8), chunkSize: 64).filter { $0.severity >= .warning } }
        let alone = findings(a).count + findings(b).count
        let together = findings(a + b)
        #expect(alone == 1, "the first launch alone has one double viewDidAppear:")
        #expect(together.count == alone)
        #expect(together.allSatisfy { $0.object?.pid == 100 })
    }
}

/// Pathological logs degrade into limit warnings, never into unbounded memory.
@Suite("Limits")
struct LimitTests {
    @Test("Past the live-object limit the oldest objects are dropped and the report says so, with the numbers")
    func liveObjectLimit() {
        var text = ""
        for i in 0..<50 { text += "-[PageVC viewDidLoad] <PageVC: 0x\(String(i + 1, radix: 16))>\n" }
        var options = CheckOptions()
        options.maxLiveObjects = 10
        let report = TraceCheck.check(source: MemoryByteSource(text: text), fileName: "many", options: options)
        #expect(report.objectCount == 50)
        #expect(report.limitWarnings == [.liveObjects(limit: 10, firstLine: 11, dropped: 40)])
    }

    @Test("Over-long lines are cut, counted and named in the report; later lines are still read")
    func lineLengthLimit() {
        let long = String(repeating: "x", count: 5000)
        let text = "\(long) -[FeedVC viewDidLoad] <FeedVC: 0x1>\n-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n"
        var options = CheckOptions()
        options.maxLineLength = 1000
        let report = TraceCheck.check(source: MemoryByteSource(text: text), fileName: "long", options: options)
        #expect(report.statistics.truncatedLines == 1)
        #expect(report.statistics.lines == 2)
        #expect(report.limitWarnings == [.lineLength(limit: 1000, cutLines: 1)])
    }

    @Test("Open obligations per object are capped")
    func obligationLimit() {
        var text = "-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n"
        for i in 0..<40 { text += "-[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserverForName name=N\(i)\n" }
        text += "-[FeedVC dealloc] <FeedVC: 0x1>\n-[OtherVC viewDidLoad] <OtherVC: 0x2>\n"
        var options = CheckOptions()
        options.maxOpenObligations = 5
        options.onlyRules = ["observer-never-removed"]
        let report = TraceCheck.check(source: MemoryByteSource(text: text), fileName: "obligations", options: options)
        #expect(report.violations.count == 5)
        #expect(report.limitWarnings == [.openObligations(limit: 5, dropped: 35)])
    }
}
