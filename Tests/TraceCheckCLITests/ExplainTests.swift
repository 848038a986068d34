import Foundation
import Testing
import TraceChecker

/// What `trace-check explain` prints about a rule's examples.
@Suite("explain")
struct ExplainTests {
    @Test("explain prints each example's caption above its log, under Reported and under Not reported")
    func captionsAboveExamples() throws {
        for rule in RulePack.builtin.map(\.description) {
            let output = try CLI.run(["explain", rule.id]).stdout
            guard let split = output.range(of: "\nNot reported:\n") else {
                Issue.record("\(rule.id): no 'Not reported:' section"); continue
            }
            let reported = output[..<split.lowerBound], notReported = output[split.upperBound...]
            for (examples, section) in [(rule.triggeringExamples, reported), (rule.nonTriggeringExamples, notReported)] {
                for example in examples {
                    let caption = try #require(example.caption, "\(rule.id) has an example without a caption")
                    let firstLine = example.log.split(separator: "\n").first.map(String.init) ?? ""
                    #expect(("\n" + section).contains("\n  \(caption)\n    \(firstLine)\n"), "\(rule.id): '\(caption)' is not printed above its log")
                }
            }
        }
    }
}
