import Foundation
import Testing
import TraceChecker
import TraceParser

/// Every reporter's output on real inputs, compared byte for byte with Tests/Fixtures/golden.
/// When a rule's wording changes on purpose, `UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite("Golden reports")
struct GoldenTests {
    static let examples: [String] = (try? Paths.logs(in: "Examples")) ?? []
    static let sequences: [String] = ((try? Paths.logs(in: "Tests/Fixtures/sequences")) ?? [])
        + ((try? Paths.logs(in: "Tests/Fixtures/seeds")) ?? [])

    static let reporters: [(String, @Sendable () -> ReportWriter)] = [
        ("txt", { TextReportWriter() }), ("json", { JSONReportWriter() }), ("ndjson", { NDJSONReportWriter() }),
        ("sarif", { SARIFReportWriter() }), ("junit.xml", { JUnitReportWriter() }),
    ]

    /// The run's report with its rule list cut to the rules that reported in it. A reporter golden
    /// pins how a format writes a run; with the whole catalogue in it (SARIF's rules array, JUnit's
    /// passing test cases, JSON's rule list), every new rule rewrote six of them. The rules that
    /// fired are the honest fixed list: a new rule changes these goldens only if it reports on
    /// their logs, which is a change they should show. The catalogue itself is pinned by
    /// rules.txt, rules.json and docs/rules; the command line still lists every rule that ran.
    static func firedRulesOnly(_ report: RunReport) -> RunReport {
        let fired = Set(report.files.flatMap { $0.violations.map(\.rule) })
        var cut = report
        cut.rules = report.rules.filter { fired.contains($0.id) }
        return cut
    }

    @Test("Each reporter on the examples matches its golden", arguments: ["txt", "json", "ndjson", "sarif", "junit.xml"])
    func examples(_ format: String) throws {
        let writer = Self.reporters.first { $0.0 == format }!.1()
        try Golden.check(try InProcess.render(writer, Self.firedRulesOnly(try InProcess.report(Self.examples))), against: "examples.\(format)")
    }

    @Test("Each reporter on the sequences and seeds matches its golden", arguments: ["txt", "json", "ndjson", "sarif", "junit.xml"])
    func sequences(_ format: String) throws {
        let writer = Self.reporters.first { $0.0 == format }!.1()
        try Golden.check(try InProcess.render(writer, Self.firedRulesOnly(try InProcess.report(Self.sequences))), against: "sequences.\(format)")
    }

    @Test("A rule that reports nothing on the goldens' logs leaves the reporter goldens as they are")
    func quietRuleLeavesGoldensAlone() throws {
        let quiet = TemplateRule(
            description: RuleDescription(id: "zz-quiet-test-rule", name: "Never reports", severity: .error,
                                         summary: "A rule no golden log can trigger.", rationale: "Test only."),
            templates: [.forbid(event: .kinds([.viewDidLoad], name: "viewDidLoad"), after: EventPattern(name: "nothing") { _ in nil })])
        var options = CheckOptions()
        options.extraRules = [quiet]
        var report = try InProcess.report(Self.sequences, options: options)
        report.rules.append(quiet.description)
        #expect(report.rules.contains { $0.id == "zz-quiet-test-rule" })
        let writer = SARIFReportWriter()
        #expect(try InProcess.render(writer, Self.firedRulesOnly(report))
                == InProcess.render(writer, Self.firedRulesOnly(try InProcess.report(Self.sequences))))
    }

    @Test("Timelines in text and JSON match their goldens", arguments: ["txt", "json"])
    func timelines(_ format: String) throws {
        var options = CheckOptions()
        options.keepTimelines = true
        let report = try InProcess.report(["Examples/observer_added_twice.log"], options: options)
        let writer: ReportWriter = format == "txt" ? TimelineTextWriter() : TimelineJSONWriter()
        try Golden.check(try InProcess.render(writer, report), against: "timeline-observer_added_twice.\(format)")
    }

    @Test("Event lists in text, NDJSON and CSV match their goldens", arguments: EventListFormat.allCases)
    func events(_ format: EventListFormat) throws {
        let file = "Tests/Fixtures/seeds/seed003_push.log"
        let writer = EventListWriter(format: format)
        let sink = MemorySink()
        let reader = TraceReader(options: TraceReader.Options(baseDate: InProcess.baseDate))
        try reader.read(try FileByteSource(path: Paths.root.appendingPathComponent(file).path)) {
            try writer.write(EventRecord($0, file: file), to: sink)
        }
        try writer.finish(to: sink)
        try Golden.check(sink.text, against: "events-seed003_push.\(format.rawValue == "text" ? "txt" : format.rawValue)")
    }

    @Test("Format statistics match their golden")
    func formats() throws {
        var text = ""
        for file in ["Tests/Fixtures/formats/21_log_show_default_preamble_footer_kernel.log",
                     "Tests/Fixtures/formats/42_simctl_log_stream_json_array_fragment_fixture.log"] {
            let reader = TraceReader(options: TraceReader.Options(baseDate: InProcess.baseDate))
            let statistics = try reader.read(try FileByteSource(path: Paths.root.appendingPathComponent(file).path)) { _ in }
            text += FormatStatisticsWriter.text(file: file, statistics: statistics)
        }
        try Golden.check(text, against: "formats.txt")
    }

    @Test("The rule list and an explanation match their goldens")
    func rules() throws {
        try Golden.check(RuleListWriter.text(TraceCheck.builtinRules), against: "rules.txt")
        let sink = MemorySink()
        try RuleListWriter.writeJSON(TraceCheck.builtinRules, to: sink)
        try Golden.check(sink.text, against: "rules.json")
        if let rule = TraceCheck.builtinRules.first(where: { $0.id == "appearance-pairing" }) {
            try Golden.check(RuleListWriter.explanation(rule), against: "explain-appearance-pairing.txt")
        }
    }
}
