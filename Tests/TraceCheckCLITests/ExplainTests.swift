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
            // The heading is "Not reported:", or "Not reported (ⓘ marks a note):" when an example marks notes.
            guard let start = output.range(of: "\nNot reported"), let end = output[start.upperBound...].range(of: ":\n") else {
                Issue.record("\(rule.id): no 'Not reported:' section"); continue
            }
            let heading = output[start.upperBound..<end.lowerBound]
            #expect(heading.isEmpty == !rule.nonTriggeringExamples.contains { $0.log.contains("\n\(RuleDescription.noteMarker)") || $0.log.hasPrefix(RuleDescription.noteMarker) },
                    "\(rule.id): 'Not reported\(heading):' says ⓘ only when an example marks a note")
            let reported = output[..<start.lowerBound], notReported = output[end.upperBound...]
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
