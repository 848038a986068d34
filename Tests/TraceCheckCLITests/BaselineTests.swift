import Foundation
import Testing
import TraceChecker

private func violation(_ message: String, file: String = "logs/run.log", line: Int = 1, rule: String = "controller-leak",
                       className: String? = "FeedViewController") -> Violation {
    Violation(rule: rule, severity: .warning, message: message,
              object: ObjectIdentity(className: className, address: "0x1", incarnation: 1, process: "App", pid: 1),
              location: TraceChecker.SourceLocation(file: file, line: line))
}

@Suite("Baselines")
struct BaselineTests {
    @Test("Messages lose addresses, times, line numbers and durations but keep identifiers")
    func normalisation() {
        #expect(Baseline.normalized("FeedVC@0x7fa3c2d0a1b0: not deallocated within 3.0 s after line 42 at 10:23:45.123")
                == "FeedVC@0xADDR: not deallocated within N s after line N at N")
        #expect(Baseline.normalized("Test1ViewController and 2ndViewController at 2017-05-12T10:23:45")
                == "Test1ViewController and 2ndViewController at N")
    }

    @Test("Matching ignores folders, lines and addresses, and counts: two known and three found leave one new")
    func counting() {
        let baseline = Baseline(violations: [violation("leak at 0x1 line 3"), violation("leak at 0x2 line 9")])
        let matcher = baseline.matcher()
        let found = (0..<3).map { violation("leak at 0x\($0 + 7) line \($0 * 10)", file: "other/folder/run.log", line: $0) }
        #expect(found.filter(matcher.isNew).count == 1)
        #expect(baseline.matcher().isNew(violation("leak", file: "logs/another.log")))
        #expect(baseline.matcher().isNew(violation("leak at 0x1 line 3", rule: "appearance-pairing")))
    }

    @Test("The file round-trips as sorted, versioned JSON")
    func roundTrip() throws {
        let baseline = Baseline(violations: [violation("b"), violation("a", file: "z.log"), violation("a")])
        let data = try baseline.encoded()
        #expect(try Baseline(data: data, path: "b.json") == baseline)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\" : 1") || text.contains("\"version\":1"))
        #expect(text.contains("\"class\""))
        #expect(throws: BaselineError.malformed(path: "b.json")) { try Baseline(data: Data("[]".utf8), path: "b.json") }
        #expect(throws: BaselineError.unsupportedVersion(path: "b.json", version: 9)) {
            try Baseline(data: Data(#"{"version": 9, "entries": []}"#.utf8), path: "b.json")
        }
    }
}
