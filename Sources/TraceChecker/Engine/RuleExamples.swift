import Dispatch
import Foundation
import TraceParser

/// Runs a rule's own examples: each must produce warnings or errors of the rule exactly on the
/// lines marked `↓` and notes of the rule exactly on the lines marked `ⓘ` (so a non-triggering
/// example, which marks no `↓`, promises no violation and, unless it marks `ⓘ`, no note). Used by
/// the test suite for every built-in rule and by `trace-check rules --verify` for user rules.
public enum RuleExamples {
    /// One example that did not behave as its description says, placed where it is declared.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The rule.
        public var rule: String
        /// True for a triggering example.
        public var triggering: Bool
        /// The example's caption, when it has one.
        public var caption: String?
        /// Where the example is declared (``RuleExample/file``).
        public var file: String
        /// The line where the example is declared (``RuleExample/line``).
        public var line: Int
        /// Lines marked `↓` in the example.
        public var expectedLines: [Int]
        /// Lines the rule reported at warning or error.
        public var reportedLines: [Int]
        /// Lines marked `ⓘ` in the example.
        public var expectedNoteLines: [Int]
        /// Lines the rule reported a note on.
        public var notedLines: [Int]

        public var description: String {
            var problems: [String] = []
            if expectedLines != reportedLines { problems.append("expected violations on lines \(expectedLines) but got \(reportedLines)") }
            if expectedNoteLines != notedLines { problems.append("expected notes on lines \(expectedNoteLines) but got \(notedLines)") }
            let which = triggering ? "triggering" : "non-triggering"
            return "\(file):\(line): \(rule): \(which) example\(caption.map { " '\($0)'" } ?? "") " + problems.joined(separator: "; ")
        }
    }

    /// An example's log without its marks, and the 1-based lines each mark was on.
    public struct MarkedLog: Sendable, Equatable {
        /// The log text, marks removed.
        public var text: String
        /// Lines marked `↓`: a warning or an error is due there.
        public var marked: [Int]
        /// Lines marked `ⓘ`: a note is due there.
        public var noted: [Int]
    }

    /// Strip the `↓` and `ⓘ` marks.
    public static func parse(_ example: String) -> MarkedLog {
        var marked: [Int] = []
        var noted: [Int] = []
        var lines: [Substring] = []
        for (index, line) in example.lineFeedSeparatedLines.enumerated() {
            if line.hasPrefix(RuleDescription.violationMarker) {
                marked.append(index + 1)
                lines.append(line.dropFirst(RuleDescription.violationMarker.count))
            } else if line.hasPrefix(RuleDescription.noteMarker) {
                noted.append(index + 1)
                lines.append(line.dropFirst(RuleDescription.noteMarker.count))
            } else {
                lines.append(line)
            }
        }
        return MarkedLog(text: lines.joined(separator: "\n") + "\n", marked: marked, noted: noted)
    }

    /// Check every example of `rule`; an empty result means they all behave as described.
    public static func verify(_ rule: any Rule, catalog: FormatCatalog = .standard) -> [Failure] {
        verify(rule, catalog: catalog, readerOptions: TraceReader.Options())
    }

    /// Check every example of every rule: one reader set-up for them all, so a rules file of
    /// thousands of rules loads in a fraction of the time a check per example took. Rules are
    /// shared out to `jobs` threads one at a time (their examples differ in cost); failures come
    /// back in rule order, the same for any `jobs`.
    public static func verify(_ rules: [any Rule], catalog: FormatCatalog = .standard, jobs: Int = 1) -> [Failure] {
        let readerOptions = TraceReader.Options()
        let workers = max(1, min(jobs, rules.count))
        guard workers > 1 else { return rules.flatMap { verify($0, catalog: catalog, readerOptions: readerOptions) } }
        let shared = SharedVerification()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = shared.takeNext()
                guard index < rules.count else { return }
                let failures = verify(rules[index], catalog: catalog, readerOptions: readerOptions)
                if !failures.isEmpty { shared.add(failures, ofRule: index) }
            }
        }
        return shared.failuresInRuleOrder
    }

    /// The next rule to verify and the failures found so far, shared by the verifying threads.
    /// Locked with `NSLock` (pthreads), not `Synchronization.Mutex`: ThreadSanitizer cannot see the
    /// futex inside the latter and reported its protected state as raced (CI, 44b6d66).
    private final class SharedVerification: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var failures: [(rule: Int, failures: [Failure])] = []

        func takeNext() -> Int {
            lock.withLock {
                defer { next += 1 }
                return next
            }
        }

        func add(_ found: [Failure], ofRule rule: Int) {
            lock.withLock { failures.append((rule, found)) }
        }

        var failuresInRuleOrder: [Failure] {
            lock.withLock { failures }.sorted { $0.rule < $1.rule }.flatMap(\.failures)
        }
    }

    private static func verify(_ rule: any Rule, catalog: FormatCatalog, readerOptions: TraceReader.Options) -> [Failure] {
        var failures: [Failure] = []
        let description = rule.description
        let examples = description.triggeringExamples.map { ($0, true) } + description.nonTriggeringExamples.map { ($0, false) }
        // What the engine needs is the same for every example of the rule: one plan, not one per example.
        var options = CheckOptions()
        options.onlyRules = [description.id]
        if !builtinIDs.contains(description.id) { options.extraRules = [rule] }
        let plan = CheckPlan(options: options, rules: [rule])
        for (example, triggering) in examples {
            let log = parse(example.log)
            let found = findings(of: description.id, in: log.text, plan: plan, catalog: catalog, readerOptions: readerOptions)
            if found.violations != log.marked || found.notes != log.noted {
                failures.append(Failure(rule: description.id, triggering: triggering, caption: example.caption,
                                        file: example.file, line: example.line,
                                        expectedLines: log.marked, reportedLines: found.violations,
                                        expectedNoteLines: log.noted, notedLines: found.notes))
            }
        }
        return failures
    }

    /// Ids of the built-in rules, which an engine holds without being given them as extra rules.
    private static let builtinIDs = Set(RulePack.builtin.map(\.description.id))

    /// Lines where the rule `id` reports a warning or an error, and lines where it reports a
    /// note, in `text`. `plan` holds that rule alone, with every other rule off: the others would
    /// be off, and what the engine keeps per object does not depend on which rules run, only
    /// their monitors do. The plan and the reader's options (a calendar look-up for the base
    /// date) are made once per rule.
    static func findings(of id: String, in text: String, plan: CheckPlan, catalog: FormatCatalog,
                         readerOptions: TraceReader.Options) -> (violations: [Int], notes: [Int]) {
        let report = TraceCheck.check(source: MemoryByteSource(text: text, name: "example"), fileName: "example",
                                      plan: plan, readerOptions: readerOptions, catalog: catalog)
        var violations = Set<Int>(), notes = Set<Int>()
        for violation in report.violations where violation.rule == id {
            if violation.severity >= .warning {
                violations.insert(violation.location.line)
            } else if violation.severity == .note {
                notes.insert(violation.location.line)
            }
        }
        return (violations.sorted(), notes.sorted())
    }
}
