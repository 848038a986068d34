import Testing
import TraceChecker

/// SwiftLint's habit: every rule's description is its test.
@Suite("Rule descriptions")
struct RuleExamplesTests {
    @Test("Every built-in rule's examples report exactly on the marked lines", arguments: RulePack.builtin.map { $0.description.id })
    func examplesBehaveAsDescribed(ruleID: String) {
        let rule = RulePack.builtin.first { $0.description.id == ruleID }!
        #expect(!rule.description.triggeringExamples.isEmpty, "a rule without a triggering example documents nothing")
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "a rule without a non-triggering example cannot show its exceptions")
        for failure in RuleExamples.verify(rule) {
            Issue.record("\(failure)")
        }
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
