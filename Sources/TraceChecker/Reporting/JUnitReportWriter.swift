/// JUnit XML for CI dashboards: one `<testsuite>` per file, one `<testcase>` per (file, rule)
/// for every rule that ran. Violations at or above `--fail-on` make a `<failure>` listing them
/// all; those below it go to `<system-out>`, so the dashboard agrees with the exit code.
/// No times or timestamps, so the output is byte-identical between runs.
public final class JUnitReportWriter: ReportWriter {
    /// A JUnit writer.
    public init() {}

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let esc = XMLText.escaped
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for file in report.files {
            var byRule: [String: [Violation]] = [:]
            for violation in file.violations { byRule[violation.rule, default: []].append(violation) }
            let ruleIDs = Set(report.rules.map(\.id)).union(byRule.keys).sorted()
            var cases = ""
            var failures = 0
            for id in ruleIDs {
                let violations = byRule[id] ?? []
                // One pass: asking `failing.contains` of every violation made thousands of findings
                // of one rule quadratic (minutes for 30,000).
                var failing: [Violation] = [], passing: [Violation] = []
                for violation in violations {
                    if report.failOn.map({ violation.severity >= $0 }) ?? false { failing.append(violation) } else { passing.append(violation) }
                }
                cases += "    <testcase name=\"\(esc(id))\" classname=\"\(esc(file.file))\" file=\"\(esc(file.file))\""
                if failing.isEmpty, passing.isEmpty {
                    cases += "/>\n"
                    continue
                }
                cases += ">\n"
                if !failing.isEmpty {
                    failures += 1
                    let first = failing[0]
                    let summary = failing.count == 1 ? first.message : "\(failing.count) violations; first: \(first.message)"
                    cases += "      <failure type=\"\(esc(id))\" message=\"\(esc(summary))\">"
                    cases += failing.map { esc(Self.line($0)) }.joined(separator: "\n") + "</failure>\n"
                }
                if !passing.isEmpty {
                    cases += "      <system-out>" + passing.map { esc(Self.line($0)) }.joined(separator: "\n") + "</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            totalTests += ruleIDs.count
            totalFailures += failures
            suites += "  <testsuite name=\"\(esc(file.file))\" tests=\"\(ruleIDs.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            suites += cases + "  </testsuite>\n"
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(esc(report.tool.name))\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        xml += suites + "</testsuites>\n"
        try sink.write(xml)
    }

    /// `run.log:42: error: message [rule]` plus related locations and the hint.
    static func line(_ violation: Violation) -> String {
        var text = "\(violation.location.file):\(violation.location.line): \(violation.severity.rawValue): \(violation.message) [\(violation.rule)]"
        for related in violation.related {
            text += "\n  \(related.location.file):\(related.location.line): note: \(related.message)"
        }
        if let hint = violation.hint, !hint.isEmpty { text += "\n  hint: \(hint)" }
        return text
    }
}
