import Foundation
import Testing
import TraceChecker
import TraceParser

/// SwiftLint's habit: every rule's description is its test.
@Suite("Rule descriptions")
struct RuleExamplesTests {
    @Test("Every built-in rule's examples report exactly on the marked lines", arguments: RulePack.builtin.map { $0.description.id })
    func examplesBehaveAsDescribed(ruleID: String) {
        let rule = RulePack.builtin.first { $0.description.id == ruleID }!
        #expect(!rule.description.triggeringExamples.isEmpty, "a rule without a triggering example documents nothing")
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "a rule without a non-triggering example cannot show its exceptions")
        for failure in RuleExamples.verify(rule) {
            Issue.record("\(failure)", sourceLocation: Self.declaration(of: failure))
        }
    }

    /// Where a failing example is declared, so the failure shows at the rule's source line.
    static func declaration(of failure: RuleExamples.Failure) -> Testing.SourceLocation {
        // `#fileID` is MODULE/FILE; the file is somewhere under Sources/MODULE.
        let parts = failure.file.split(separator: "/", maxSplits: 1).map(String.init)
        var path = failure.file
        if parts.count == 2, let walker = FileManager.default.enumerator(atPath: FixturePaths.repositoryRoot.appendingPathComponent("Sources/\(parts[0])").path) {
            while path == failure.file, let relative = walker.nextObject() as? String {
                if (relative as NSString).lastPathComponent == parts[1] { path = FixturePaths.repositoryRoot.appendingPathComponent("Sources/\(parts[0])/\(relative)").path }
            }
        }
        return Testing.SourceLocation(fileID: failure.file, filePath: path, line: failure.line, column: 1)
    }

    /// A pair that leaves a note when the log ends with it open.
    static func openPairRule(nonTriggering: RuleExample) -> TemplateRule {
        TemplateRule(
            description: RuleDescription(id: "test-open-pair", name: "Test pair", severity: .warning, summary: "A test pair.", rationale: "A test pair.",
                                         triggeringExamples: [], nonTriggeringExamples: [nonTriggering]),
            templates: [.pair(open: .kinds([.willMoveToSuperview], name: "willMoveToSuperview:"),
                              close: .kinds([.didMoveToSuperview], name: "didMoveToSuperview"), options: PairOptions())])
    }

    @Test("A non-triggering example that gives a note fails, at the file and line where it is declared")
    func noteInANonTriggeringExampleFails() {
        let (example, declared) = (RuleExample("Left open at the end", "-[BadgeView willMoveToSuperview:] <BadgeView: 0x5>"), #line)
        let failures = RuleExamples.verify(Self.openPairRule(nonTriggering: example))
        #expect(failures.count == 1)
        #expect(failures.first?.notedLines == [1] && failures.first?.expectedNoteLines == [])
        #expect(failures.first?.file == #fileID && failures.first?.line == declared)
        #expect(failures.first.map { "\($0)".hasPrefix("\(#fileID):\(declared): test-open-pair: non-triggering example 'Left open at the end'") } == true)
    }

    @Test("Examples checked on several threads fail the same way, in rule order, as on one")
    func examplesOnSeveralThreads() {
        // Every third rule's example is wrong (a note where none is promised): 40 rules, 14 failures.
        let rules: [any Rule] = (0..<40).map { index in
            let line = index % 3 == 0 ? "-[BadgeView willMoveToSuperview:] <BadgeView: 0x\(index + 1)>"
                : "ⓘ-[BadgeView willMoveToSuperview:] <BadgeView: 0x\(index + 1)>"
            let rule = Self.openPairRule(nonTriggering: RuleExample("Example \(index)", line))
            var description = rule.description
            description.id = "test-open-pair-\(index)"
            return TemplateRule(description: description, templates: rule.templates)
        }
        let alone = RuleExamples.verify(rules, jobs: 1)
        #expect(alone.map(\.rule) == stride(from: 0, to: 40, by: 3).map { "test-open-pair-\($0)" })
        for jobs in [2, 3, 8] {
            #expect(RuleExamples.verify(rules, jobs: jobs).map(\.description) == alone.map(\.description))
        }
    }

    @Test("A note the example marks with ⓘ is expected, and a marked line without a note fails")
    func markedNotesAreExpected() {
        let noted = RuleExample("Left open at the end, as marked", "ⓘ-[BadgeView willMoveToSuperview:] <BadgeView: 0x5>")
        #expect(RuleExamples.verify(Self.openPairRule(nonTriggering: noted)).isEmpty)
        let closed = RuleExample("Closed, yet marked", "ⓘ-[BadgeView willMoveToSuperview:] <BadgeView: 0x5>\n-[BadgeView didMoveToSuperview] <BadgeView: 0x5>")
        let failures = RuleExamples.verify(Self.openPairRule(nonTriggering: closed))
        #expect(failures.map(\.expectedNoteLines) == [[1]] && failures.map(\.notedLines) == [[]])
    }

    @Test("Every triggering example marks at least one line")
    func triggeringExamplesAreMarked() {
        for rule in RulePack.builtin {
            for example in rule.description.triggeringExamples {
                #expect(!RuleExamples.parse(example.log).marked.isEmpty, "\(rule.description.id) has an unmarked triggering example")
            }
        }
    }

    @Test("Every built-in example has a caption of one sentence, and no rule repeats a caption")
    func examplesAreCaptioned() {
        for rule in RulePack.builtin.map(\.description) {
            let examples = rule.triggeringExamples + rule.nonTriggeringExamples
            for (index, example) in examples.enumerated() {
                let caption = example.caption ?? ""
                #expect(!caption.isEmpty, "\(rule.id): example \(index + 1) has no caption")
                #expect(!caption.contains("\n") && !caption.hasSuffix("."), "\(rule.id): '\(caption)' is not one line without a final full stop")
            }
            let captions = examples.compactMap(\.caption)
            #expect(Set(captions).count == captions.count, "\(rule.id) repeats a caption")
        }
    }

    @Test("Rule ids are unique and include every id of the design contract")
    func ruleIDsMatchTheContract() {
        let ids = RulePack.builtin.map(\.description.id)
        #expect(Set(ids).count == ids.count)
        let contract = ["appearance-pairing", "appearance-before-load", "view-loaded-twice", "containment-add", "containment-remove",
                        "appearance-transition-balance", "view-move-pairing", "observer-outlives-appearance", "observer-added-twice",
                        "observer-never-removed", "controller-leak", "message-after-dealloc", "dealloc-while-visible", "uikit-diagnostic"]
        for id in contract { #expect(ids.contains(id), "missing rule \(id)") }
    }
}
