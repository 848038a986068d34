/// The report formats of `check` (`-f`); `timeline` uses the subset it supports.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style diagnostics for people.
    case text
    /// The JSON report, version 1.
    case json
    /// One JSON violation per line, printed as soon as it is certain.
    case ndjson
    /// SARIF 2.1.0 for code-scanning services.
    case sarif
    /// JUnit XML for CI test dashboards.
    case junit
    /// A self-contained HTML page.
    case html
}
