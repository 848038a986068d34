import Testing
import TraceChecker
import TraceParser
import Foundation

/// A user rule runs on the same engine as the built-in ones, so its findings have the same shape in
/// every report format; and the shipped examples load and catch what they promise.
@Suite("Custom rules: one engine")
struct CustomRulesShapeTests {
    /// The user twin of `view-move-pairing`'s superview pair.
    static let twin = """
        event willMove  kind willMoveToSuperview
        event didMove   kind didMoveToSuperview

        rule user-move-pairing
          name      User view move pairing
          severity  warning
          summary   willMoveToSuperview: is followed by didMoveToSuperview before the next one.
          rationale The user twin of the built-in rule, for comparing reports.
          pair willMove -> didMove before next-open
          message   "{object}: user {open} at line {line} was never followed by {close} before the next {open}"
          hint      "User hint."
          trigger
            ↓-[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
            -[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
            -[BadgeView didMoveToSuperview] <BadgeView: 0x5>
          clean
            -[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
            -[BadgeView didMoveToSuperview] <BadgeView: 0x5>
        """

    static let log = """
        2024-01-01 10:00:00.000 App[7:1] -[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
        2024-01-01 10:00:01.000 App[7:1] -[BadgeView willMoveToSuperview:] <UIView: 0x9> <BadgeView: 0x5>
        2024-01-01 10:00:02.000 App[7:1] -[BadgeView didMoveToSuperview] <BadgeView: 0x5>
        """

    static func violations() throws -> (builtin: Violation, user: Violation, loaded: LoadedRules) {
        let loaded = try CustomRulesSupport.load(twin)
        var options = CheckOptions()
        options.extraRules = loaded.extraRules
        options.onlyRules = ["view-move-pairing", "user-move-pairing"]
        let report = TraceCheck.check(source: MemoryByteSource(text: log), fileName: "app.log", options: options, catalog: loaded.catalog)
        let builtin = try #require(report.violations.first { $0.rule == "view-move-pairing" })
        let user = try #require(report.violations.first { $0.rule == "user-move-pairing" })
        return (builtin, user, loaded)
    }

    @Test("A user rule and a built-in rule fill the same violation fields with the same evidence")
    func sameViolationShape() throws {
        let (builtin, user, _) = try Self.violations()
        #expect(user.severity == builtin.severity)
        #expect(user.object == builtin.object)
        #expect(user.location == builtin.location)
        #expect(user.related.map(\.location) == builtin.related.map(\.location))
        #expect(user.excerpt == builtin.excerpt)
        #expect((user.hint == nil) == (builtin.hint == nil))
        #expect(user.message == "BadgeView@0x5: user willMove at line 1 was never followed by didMove before the next willMove")
    }

    /// The rendering of one violation, with the rule's own words replaced, so that only the layout is left.
    static func render(_ violation: Violation, rule: RuleDescription, as format: ReportFormat) throws -> String {
        let file = FileReport(file: "app.log", violations: [violation], objectCount: 1)
        let report = RunReport(tool: ToolInfo(name: "trace-check", version: "0", informationURI: "https://example.invalid"),
                               rules: [rule], files: [file])
        let writer: ReportWriter
        switch format {
        case .text: writer = TextReportWriter(colors: false, showSummary: true)
        case .json: writer = JSONReportWriter()
        case .ndjson: writer = NDJSONReportWriter()
        case .sarif: writer = SARIFReportWriter()
        case .junit: writer = JUnitReportWriter()
        case .html: writer = HTMLReportWriter(title: "report")
        }
        let sink = MemorySink()
        try writer.write(report, to: sink)
        var text = sink.text
        // The line naming the UIKit reference follows from the R-xx ids the rationale cites, which
        // are words like the rationale itself: the built-in twin cites some, the user rule none.
        if let pointer = UIKitReference.pointer(for: rule.rationale) {
            for separator in ["\n\n", "\\n\\n"] { text = text.replacingOccurrences(of: separator + pointer, with: "") }
        }
        let words = [violation.message, violation.hint ?? "", rule.name, rule.summary, rule.rationale, rule.id]
            + violation.related.map(\.message)
            // The fingerprint hashes the rule id, so it differs by design; JSON writes it whole, SARIF without `v1:`.
            + [violation.fingerprint, String(violation.fingerprint.dropFirst(3))]
        for (index, word) in words.enumerated() where !word.isEmpty {
            // As written, and as JSON writes it (the built-in rationale quotes a UIKit heading).
            for spelling in [word, word.replacingOccurrences(of: "\"", with: "\\\"")] {
                text = text.replacingOccurrences(of: spelling, with: "<\(index)>")
            }
        }
        return text
    }

    @Test("Reports of a user rule and a built-in rule have identical shape in every format", arguments: ReportFormat.allCases)
    func sameReportShape(_ format: ReportFormat) throws {
        let (builtin, user, loaded) = try Self.violations()
        let builtinRule = try #require(TraceCheck.builtinRules.first { $0.id == builtin.rule })
        let userRule = try #require(loaded.descriptions.first)
        let a = try Self.render(builtin, rule: builtinRule, as: format)
        let b = try Self.render(user, rule: userRule, as: format)
        #expect(a == b)
    }

    @Test("User rules describe themselves like built-ins, with their file as origin")
    func descriptions() throws {
        let loaded = try CustomRulesSupport.load(Self.twin)
        let rule = try #require(loaded.descriptions.first)
        #expect(rule.id == "user-move-pairing")
        #expect(rule.name == "User view move pairing")
        #expect(rule.origin == CustomRulesSupport.path)
        #expect(rule.triggeringExamples.count == 1 && rule.nonTriggeringExamples.count == 1)
        #expect(RuleListWriter.explanation(rule).contains("Defined in team.tcrules"))
    }

    // MARK: Examples/rules

    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples/rules")

    /// Each example rules file, its log, and the violations the log must give.
    static let shipped: [(String, [String])] = [
        ("session-pairing", ["5 error session-pairing", "9 error session-pairing", "12 error session-pairing"]),
        ("order", ["5 error play-after-prepare"]),
        ("forbid", ["5 error no-completion-after-cancel"]),
        ("within", ["6 warning purchase-tracked"]),
        ("terminal", ["4 error nothing-after-invalidate"]),
        ("custom-format", ["6 error subscription-balance", "7 error subscription-balance"]),
    ]

    @Test("Every example rules file loads, its examples pass, and its log triggers it", arguments: shipped.map(\.0))
    func shippedExamples(_ name: String) throws {
        let loaded = try RulesFile.load(path: Self.examples.appendingPathComponent("\(name).tcrules").path)
        #expect(RulesFile.verify(loaded).isEmpty)
        let log = try String(contentsOf: Self.examples.appendingPathComponent("\(name).log"), encoding: .utf8)
        let violations = CustomRulesSupport.check(log, with: loaded)
        #expect(violations.map { "\($0.location.line) \($0.severity.rawValue) \($0.rule)" } == Self.shipped.first { $0.0 == name }!.1)
    }

    @Test("The example rules files load together as one set")
    func shippedTogether() throws {
        let paths = Self.shipped.map { Self.examples.appendingPathComponent("\($0.0).tcrules").path }
        let loaded = try RulesFile.load(paths: paths)
        #expect(loaded.rules.count == Self.shipped.count)
        #expect(loaded.formats.map(\.name) == ["myapp-logger"])
    }
}
