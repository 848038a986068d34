import Foundation
import Testing
import TraceChecker
import TraceParser

/// Issue 17: a run over many files makes the rules' set-up (``CheckPlan``) once and shares it
/// with every file and thread; sharing it must change no report.
@Suite("Check plans")
struct CheckPlanTests {
    /// Every log of Examples/ and Examples/rules/, with the rules files of the latter loaded.
    static func logs() throws -> (paths: [String], rules: LoadedRules) {
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let rulesFolder = examples.appendingPathComponent("rules")
        let fm = FileManager.default
        let top = try fm.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".log") }.sorted()
            .map { examples.appendingPathComponent($0).path }
        let nested = try fm.contentsOfDirectory(atPath: rulesFolder.path).sorted()
        let logs = nested.filter { $0.hasSuffix(".log") }.map { rulesFolder.appendingPathComponent($0).path }
        let rules = try RulesFile.load(paths: nested.filter { $0.hasSuffix(".tcrules") }.map { rulesFolder.appendingPathComponent($0).path })
        return (top + logs, rules)
    }

    @Test("One plan shared by every example log, checked from concurrent tasks, gives each log the report a plan of its own gives")
    func sharedPlanChangesNothing() async throws {
        let (paths, rules) = try Self.logs()
        var configured = CheckOptions()
        configured.extraRules = rules.extraRules
        configured.severityOverrides = ["appearance-pairing": .error, "controller-leak": nil]
        let options = configured
        let plan = CheckPlan(options: options)
        @Sendable func check(_ path: String, plan: CheckPlan?) throws -> FileReport {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let source = MemoryByteSource(text: text, name: path)
            if let plan {
                return TraceCheck.check(source: source, fileName: path, plan: plan, catalog: rules.catalog)
            }
            return TraceCheck.check(source: source, fileName: path, options: options, catalog: rules.catalog)
        }
        let shared = try await withThrowingTaskGroup(of: (Int, FileReport).self) { group in
            for (index, path) in paths.enumerated() { group.addTask { (index, try check(path, plan: plan)) } }
            var reports = [FileReport?](repeating: nil, count: paths.count)
            for try await (index, report) in group { reports[index] = report }
            return reports.compactMap { $0 }
        }
        #expect(shared.count == paths.count)
        var violations = 0
        for (path, report) in zip(paths, shared) {
            let own = try check(path, plan: nil)
            #expect(report.violations == own.violations, "\(path)")
            #expect(report.statistics.events == own.statistics.events, "\(path)")
            #expect(report.objectCount == own.objectCount, "\(path)")
            violations += report.violations.count
        }
        #expect(paths.count >= 10)
        #expect(violations > 0)
        #expect(shared.flatMap(\.violations).contains { $0.rule == "appearance-pairing" && $0.severity == .error })
        #expect(!shared.flatMap(\.violations).contains { $0.rule == "controller-leak" })
    }
}
