import TraceParser

/// User rules and line formats from one or more rules files, ready for ``TraceCheck``: put
/// `rules` in `CheckOptions.extraRules` and pass `catalog` as the check's format catalog.
public struct LoadedRules: Sendable {
    /// The rules, in file order. Each description's `origin` is its rules file.
    public let rules: [TemplateRule]
    /// The user line formats, in file order (tried before the built-in ones).
    public let formats: [LineFormat]
    /// The files loaded, as named.
    public let files: [String]
    /// The built-in formats plus `formats`, compiled once.
    public let catalog: FormatCatalog
    /// Where each rule's examples are in its file, to place example failures.
    let exampleSources: [String: [ExampleSource]]

    /// Where one example sits in its rules file.
    struct ExampleSource: Sendable {
        var file: String
        var keyword: SourcePosition
        var triggering: Bool
        /// Rules-file line of each example line.
        var lines: [Int]
    }

    /// No user rules: the built-in catalog only.
    public static let empty = LoadedRules(rules: [], formats: [], files: [], catalog: .standard, exampleSources: [:])

    /// The rules as `CheckOptions.extraRules` takes them.
    public var extraRules: [any Rule] { rules }

    /// The rules' descriptions, for `trace-check rules` and `explain`.
    public var descriptions: [RuleDescription] { rules.map(\.description) }

    /// Each failure at its `FILE:LINE:COLUMN`: an error at the example's `trigger`/`clean`, then a
    /// note at every line where a violation or a note was expected but not reported, or reported
    /// unexpectedly.
    public func diagnostics(for failures: [RuleExamples.Failure]) -> [RulesDiagnostic] {
        var result: [RulesDiagnostic] = []
        for failure in failures {
            // The failure names the example by where it is declared: its keyword's line.
            guard let source = (exampleSources[failure.rule] ?? []).first(where: { $0.file == failure.file && $0.keyword.line == failure.line }) else {
                result.append(RulesDiagnostic(file: failure.file, line: failure.line, column: 1, message: failure.description))
                continue
            }
            func fileLine(_ line: Int) -> Int { line >= 1 && line <= source.lines.count ? source.lines[line - 1] : source.keyword.line }
            func list(_ lines: [Int]) -> String { "line\(lines.count == 1 ? "" : "s") " + lines.map { String(fileLine($0)) }.joined(separator: ", ") }
            let missing = failure.expectedLines.filter { !failure.reportedLines.contains($0) }
            let extra = failure.reportedLines.filter { !failure.expectedLines.contains($0) }
            let missingNotes = failure.expectedNoteLines.filter { !failure.notedLines.contains($0) }
            let extraNotes = failure.notedLines.filter { !failure.expectedNoteLines.contains($0) }
            var parts: [String] = []
            if !missing.isEmpty { parts.append("expected a violation on \(list(missing)) but got none there") }
            if !extra.isEmpty { parts.append("got an unexpected violation on \(list(extra))") }
            if !missingNotes.isEmpty { parts.append("expected a note on \(list(missingNotes)) but got none there") }
            if !extraNotes.isEmpty { parts.append("got an unexpected note on \(list(extraNotes))") }
            let which = failure.triggering ? "trigger" : "clean"
            result.append(RulesDiagnostic(file: source.file, line: source.keyword.line, column: source.keyword.column,
                                          message: "\(which) example of rule '\(failure.rule)' fails: " + parts.joined(separator: "; ")))
            for line in missing {
                result.append(RulesDiagnostic(file: source.file, line: fileLine(line), column: 1, level: .note,
                                              message: "the rule reported nothing here, but the line is marked \(RuleDescription.violationMarker)"))
            }
            for line in extra {
                result.append(RulesDiagnostic(file: source.file, line: fileLine(line), column: 1, level: .note,
                                              message: "the rule reported a violation here"
                                                + (failure.triggering ? "; mark the line with \(RuleDescription.violationMarker) if that is intended" : "")))
            }
            for line in missingNotes {
                result.append(RulesDiagnostic(file: source.file, line: fileLine(line), column: 1, level: .note,
                                              message: "the rule reported no note here, but the line is marked \(RuleDescription.noteMarker)"))
            }
            for line in extraNotes {
                result.append(RulesDiagnostic(file: source.file, line: fileLine(line), column: 1, level: .note,
                                              message: "the rule reported a note here; mark the line with \(RuleDescription.noteMarker) if that is intended"))
            }
        }
        return result
    }
}
