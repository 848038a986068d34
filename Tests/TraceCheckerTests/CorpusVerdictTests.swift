import Foundation
import Testing
import TraceChecker
import TraceParser

/// The real published sequences (and the seeds' scenarios, and the demo logs) give exactly the
/// verdicts of `Tests/Fixtures/expected/*.json`, which follow `VERDICTS.md`.
@Suite("Corpus verdicts")
struct CorpusVerdictTests {
    struct Expected: Decodable, CustomTestStringConvertible, Sendable {
        struct Finding: Decodable, Sendable {
            var line: Int
            var rule: String
            var severity: String
            var altLines: [Int]?
        }
        var file: String
        var verdict: String
        var violations: [Finding]?
        var allowed: [Finding]?
        var testDescription: String { file }
    }

    static func load(_ name: String) -> [Expected] {
        let url = FixturePaths.fixtures.appendingPathComponent("expected/\(name)")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Expected].self, from: data)) ?? []
    }

    static let sequences = load("sequences.json")
    static let examples = load("examples.json")

    @Test("Every sequence and seed gives the verdict VERDICTS.md states", arguments: sequences)
    func sequenceVerdict(expected: Expected) throws {
        try check(expected, root: FixturePaths.fixtures)
    }

    @Test("Every demo log gives the verdict Examples/README.md states", arguments: examples)
    func exampleVerdict(expected: Expected) throws {
        try check(expected, root: FixturePaths.repositoryRoot)
    }

    @Test("The expectation tables are not empty")
    func tablesLoaded() {
        #expect(Self.sequences.count >= 21)
        #expect(Self.examples.count >= 8)
    }

    private func check(_ expected: Expected, root: URL) throws {
        let path = root.appendingPathComponent(expected.file).path
        let report = TraceCheck.check(source: try FileByteSource(path: path), fileName: expected.file)
        var remaining = report.violations.filter { $0.severity >= .warning }
        for finding in expected.violations ?? [] {
            let lines = [finding.line] + (finding.altLines ?? [])
            let match = remaining.firstIndex { $0.rule == finding.rule && $0.severity.rawValue == finding.severity && lines.contains($0.location.line) }
            if let match {
                remaining.remove(at: match)
            } else {
                Issue.record("\(expected.file): expected \(finding.severity) \(finding.rule) at line \(lines); got \(describe(report.violations))")
            }
        }
        remaining.removeAll { violation in
            (expected.allowed ?? []).contains { allowed in
                allowed.rule == violation.rule && allowed.line == violation.location.line
                    && violation.severity <= (Severity(rawValue: allowed.severity) ?? .error)
            }
        }
        #expect(remaining.isEmpty, "\(expected.file): unexpected \(describe(remaining))")
    }

    private func describe(_ violations: [Violation]) -> String {
        violations.isEmpty ? "nothing" : violations.map { "\($0.location.line) \($0.severity.rawValue) \($0.rule): \($0.message)" }.joined(separator: "; ")
    }
}
