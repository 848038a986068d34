import Foundation
import Testing
import TraceChecker
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small report with the awkward characters real logs contain.
private func awkwardReport() -> RunReport {
    let nasty = "<FeedVC: 0x7fa3> & \"quotes\" 'apostrophes' \u{1B}[31mred\u{1B}[0m \u{0} nul, 参数=(null) ]]> --"
    let violation = Violation(
        rule: "appearance-pairing", severity: .error, message: nasty,
        object: ObjectIdentity(className: "FeedVC", address: "0x7fa3", incarnation: 1, process: "My App", pid: 12),
        location: TraceChecker.SourceLocation(file: "logs/run 1 & <2>.log", line: 42, time: "2017-05-12T10:23:45.123"),
        related: [RelatedLocation(message: "was <here>", location: TraceChecker.SourceLocation(file: "logs/run 1 & <2>.log", line: 40))],
        hint: "fix \"it\"", excerpt: ["40: viewWillDisappear:", "42: dealloc \u{7}"])
    let note = Violation(rule: "controller-leak", severity: .note, message: "inconclusive", object: nil,
                         location: TraceChecker.SourceLocation(file: "logs/run 1 & <2>.log", line: 50))
    var file = FileReport(file: "logs/run 1 & <2>.log", violations: [violation, note])
    file.statistics.lines = 1234
    file.statistics.events = 210
    let rules = [RuleDescription(id: "appearance-pairing", name: "Appearance <pairing>", severity: .error,
                                 summary: "will & did", rationale: "UIKit's four states"),
                 RuleDescription(id: "controller-leak", name: "Controller leak", severity: .warning,
                                 summary: "leaks", rationale: "")]
    return RunReport(tool: InProcess.tool, rules: rules, files: [file, FileReport(file: "clean.log")], failOn: .error)
}

private func validateSARIF(_ text: String) throws -> [String] {
    // A copy of ../shared/schemas/sarif-schema-2.1.0.json (OASIS), so a fresh clone validates offline.
    let data = try Data(contentsOf: Paths.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json"))
    let validator = JSONSchemaValidator(root: try JSONNode.parse(data))
    return validator.validate(try JSONNode.parse(Data(text.utf8)))
}

private func parseXML(_ text: String) -> (ok: Bool, error: String?, failures: Int, testcases: Int) {
    final class Counter: NSObject, XMLParserDelegate {
        var failures = 0, testcases = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "failure" { failures += 1 }
            if name == "testcase" { testcases += 1 }
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let counter = Counter()
    parser.delegate = counter
    let ok = parser.parse()
    return (ok, parser.parserError.map { "\($0)" }, counter.failures, counter.testcases)
}

@Suite("Reporters")
struct ReporterTests {
    /// `n` findings of one rule in one file, every fourth at the failing severity.
    private static func manyFindings(_ n: Int) -> RunReport {
        let violations = (0..<n).map { i in
            Violation(rule: "appearance-pairing", severity: i % 4 == 0 ? .error : .note, message: "finding \(i)", object: nil,
                      location: TraceChecker.SourceLocation(file: "run.log", line: i + 1))
        }
        return RunReport(tool: InProcess.tool, rules: [], files: [FileReport(file: "run.log", violations: violations)], failOn: .error)
    }

    @Test("JUnit output takes time linear in one rule's findings")
    func junitIsLinearInFindings() throws {
        // Best of three, N against 4N: linear work gives a ratio near 4, the quadratic split of
        // failing and passing findings it replaces gave 16 (minutes for 30,000 findings).
        func seconds(_ report: RunReport) throws -> Double {
            try (0..<3).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                let xml = try InProcess.render(JUnitReportWriter(), report)
                precondition(xml.contains("finding 0"))
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }.min()!
        }
        let small = try seconds(Self.manyFindings(2_000)), large = try seconds(Self.manyFindings(8_000))
        #expect(large / small < 10, "2,000 findings: \(small) s, 8,000: \(large) s")
        let xml = try InProcess.render(JUnitReportWriter(), Self.manyFindings(8))
        #expect(parseXML(xml).failures == 1)
        #expect(xml.components(separatedBy: "finding ").count - 1 == 8 + 1, "every finding once, plus the failure summary")
    }

    @Test("Text is compiler-style with related notes, excerpt, hint and a summary line")
    func text() throws {
        let text = try InProcess.render(TextReportWriter(), awkwardReport())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("logs/run 1 & <2>.log:42: error: <FeedVC: 0x7fa3>"))
        #expect(lines[0].hasSuffix("[appearance-pairing]"))
        #expect(lines[1] == "logs/run 1 & <2>.log:40: note: was <here>")
        #expect(lines[2] == "    40: viewWillDisappear:")
        #expect(lines[4] == "    hint: fix \"it\"")
        #expect(!text.contains("\u{1B}"), "control characters from the log are shown escaped")
        #expect(text.hasSuffix("1 error, 1 note in 2 files (1,234 lines, 210 events)\n"))
    }

    @Test("Text colours only when asked, and the summary reads naturally")
    func colours() throws {
        #expect(try InProcess.render(TextReportWriter(colors: true), awkwardReport()).contains("\u{1B}[1;31merror:"))
        var summary = RunSummary()
        summary.files = 1
        summary.lines = 1
        #expect(TextReportWriter().summaryLine(summary) == "no violations in 1 file (1 line, 0 events)")
        #expect(TextReportWriter().summaryLine(summary, unreadableFiles: 2) == "no violations in 1 file (1 line, 0 events, 2 files unreadable)")
    }

    @Test("JSON v1 has version, tool, summary and violations in the documented shape")
    func json() throws {
        let text = try InProcess.render(JSONReportWriter(), awkwardReport())
        let root = try JSONNode.parse(Data(text.utf8))
        #expect(root["version"] == .number(1))
        #expect(root["tool"]?["name"] == .string("trace-check"))
        #expect(root["summary"]?["files"] == .number(2))
        #expect(root["summary"]?["violations"]?["error"] == .number(1))
        #expect(root["summary"]?["violations"]?["note"] == .number(1))
        for key in ["lines", "events", "objects", "unrecognizedLines"] { #expect(root["summary"]?[key] != nil, "\(key)") }
        guard case let .array(violations)? = root["violations"] else {
            Issue.record("no violations array")
            return
        }
        #expect(violations.count == 2)
        let first = violations[0]
        #expect(first["rule"] == .string("appearance-pairing"))
        #expect(first["object"]?["class"] == .string("FeedVC"))
        #expect(first["location"]?["line"] == .number(42))
        #expect(first["related"]?["0"] == nil)
        // The excerpt is in JSON too: `merge -f text` and `triage` print it from JSON reports.
        #expect(first["excerpt"] == .array([.string("40: viewWillDisappear:"), .string("42: dealloc \u{07}")]))
        #expect(first["fingerprint"] != nil)
    }

    @Test("NDJSON is one violation object per line, the same objects as JSON's violations")
    func ndjson() throws {
        let report = awkwardReport()
        let lines = try InProcess.render(NDJSONReportWriter(), report).split(separator: "\n")
        #expect(lines.count == 2)
        let json = try JSONNode.parse(Data(try InProcess.render(JSONReportWriter(), report).utf8))
        guard case let .array(violations)? = json["violations"] else { return }
        for (line, violation) in zip(lines, violations) { #expect(try JSONNode.parse(Data(line.utf8)) == violation) }
    }

    @Test("SARIF of an awkward report is valid against the SARIF 2.1.0 schema")
    func sarifAwkward() throws {
        let text = try InProcess.render(SARIFReportWriter(), awkwardReport())
        let errors = try validateSARIF(text)
        #expect(errors.isEmpty, "\(errors.prefix(10))")
        let root = try JSONNode.parse(Data(text.utf8))
        #expect(root["version"] == .string("2.1.0"))
        #expect(root["$schema"] != nil)
        guard case let .array(runs)? = root["runs"], case let .array(results)? = runs[0]["results"],
              case let .array(rules)? = runs[0]["tool"]?["driver"]?["rules"] else {
            Issue.record("runs[0] incomplete")
            return
        }
        #expect(rules.count == 2)
        #expect(rules[0]["defaultConfiguration"]?["level"] == .string("error"))
        #expect(results[0]["ruleIndex"] == .number(0))
        #expect(results[0]["level"] == .string("error"))
        #expect(results[1]["level"] == .string("note"))
        let uri = results[0]["locations"].flatMap { node -> JSONNode? in
            if case let .array(list) = node { return list[0]["physicalLocation"]?["artifactLocation"]?["uri"] }
            return nil
        }
        #expect(uri == .string("logs/run%201%20&%20%3C2%3E.log"))
    }

    @Test("SARIF names the tool's home only when it has one, and is valid either way")
    func sarifInformationURI() throws {
        let withHome = try InProcess.render(SARIFReportWriter(), awkwardReport())
        #expect(try JSONNode.parse(Data(withHome.utf8))["runs"].flatMap { node -> JSONNode? in
            if case let .array(runs) = node { return runs[0]["tool"]?["driver"]?["informationUri"] }
            return nil
        } == .string("https://example.invalid/trace-check"))
        var report = awkwardReport()
        report.tool = ToolInfo(name: "trace-check", version: "0.0.0-test")
        let text = try InProcess.render(SARIFReportWriter(), report)
        #expect(try validateSARIF(text).isEmpty)
        #expect(!text.contains("informationUri"), "no home, no link")
    }

    @Test("SARIF of the examples is valid against the SARIF 2.1.0 schema")
    func sarifExamples() throws {
        let report = try InProcess.report(try Paths.logs(in: "Examples") + (try Paths.logs(in: "Tests/Fixtures/sequences")))
        let errors = try validateSARIF(try InProcess.render(SARIFReportWriter(), report))
        #expect(errors.isEmpty, "\(errors.prefix(10))")
    }

    @Test("The schema validator catches what SARIF forbids")
    func validatorCatches() throws {
        #expect(!(try validateSARIF(#"{"version": "2.1.0", "runs": [{"tool": {}}]}"#)).isEmpty)
        #expect(!(try validateSARIF(#"{"version": "2.0", "runs": []}"#)).isEmpty)
        #expect(!(try validateSARIF(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#)).isEmpty)
    }

    @Test("JUnit XML is well formed with everything escaped, and fails only at or above --fail-on")
    func junit() throws {
        let xml = try InProcess.render(JUnitReportWriter(), awkwardReport())
        let parsed = parseXML(xml)
        #expect(parsed.ok, "\(parsed.error ?? "")")
        #expect(parsed.failures == 1)
        #expect(parsed.testcases == 4, "two rules times two files")
        #expect(xml.contains("&lt;FeedVC: 0x7fa3&gt; &amp; &quot;quotes&quot;"))
        #expect(!xml.contains("\u{0}") && !xml.contains("\u{1B}"))
        var lenient = awkwardReport()
        lenient.failOn = nil
        #expect(parseXML(try InProcess.render(JUnitReportWriter(), lenient)).failures == 0)
    }

    @Test("JUnit XML of the examples and sequences is well formed")
    func junitExamples() throws {
        let report = try InProcess.report(try Paths.logs(in: "Examples") + (try Paths.logs(in: "Tests/Fixtures/sequences")))
        let parsed = parseXML(try InProcess.render(JUnitReportWriter(), report))
        #expect(parsed.ok, "\(parsed.error ?? "")")
    }

    @Test("XML escaping keeps every character XML 1.0 allows and shows the rest")
    func xmlEscaping() {
        #expect(XMLText.escaped("a<b>&\"'\t\n") == "a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;")
        #expect(XMLText.escaped("\u{0}\u{1B}\u{FFFE}") == "\\u{0}\\u{1b}\\u{fffe}")
        #expect(XMLText.escaped("参数 😀") == "参数 😀")
    }

    @Test("CSV fields are quoted per RFC 4180")
    func csv() {
        #expect(EventListWriter.csvField("plain") == "plain")
        #expect(EventListWriter.csvField("a,b") == "\"a,b\"")
        #expect(EventListWriter.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(EventListWriter.csvField("two\nlines") == "\"two\nlines\"")
        #expect(EventListWriter.csvField(" edge") == "\" edge\"")
    }

    @Test("CSV cells a spreadsheet would run as formulas are prefixed with a quote (OWASP)", arguments: [
        ("=cmd|calc!A0", "\"'=cmd|calc!A0\""), ("@SUM(1+1)", "\"'@SUM(1+1)\""), ("+1", "\"'+1\""), ("-2+3", "\"'-2+3\""),
        ("\tx", "\"'\tx\""), ("\rx", "\"'\rx\""), ("=a,\"b\"", "\"'=a,\"\"b\"\"\""), ("a=b", "a=b"), ("'quoted", "'quoted"),
    ])
    func csvFormulas(_ value: String, _ field: String) {
        #expect(EventListWriter.csvField(value) == field)
    }

    @Test("The atomic file sink leaves the old report in place until commit, and nothing after discard")
    func atomicSink() throws {
        let folder = try Paths.scratchFolder()
        let path = folder.appendingPathComponent("report.json").path
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let sink = try AtomicFileSink(path: path)
        try sink.write("new")
        try sink.flush()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        try sink.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        let abandoned = try AtomicFileSink(path: path)
        try abandoned.write("partial")
        abandoned.discard()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        #expect(throws: OutputError.self) { try AtomicFileSink(path: "/nonexistent-folder/report.json") }
    }
}
