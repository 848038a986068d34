/// Compiler-style diagnostics for people:
///
/// ```
/// run.log:42: error: viewWillDisappear: was never followed by viewDidDisappear: [appearance-pairing]
/// run.log:40: note: viewWillDisappear: was here
///     (timeline excerpt)
///     hint: ...
///
/// 1 error in 1 file (120 lines, 40 events)
/// ```
/// Editors and terminals recognise `file:line:` and jump to it.
///
/// Live, like NDJSON: each violation block is written the moment the checker is certain of it,
/// so `idevicesyslog | trace-check` shows it while the device runs. A file's violations therefore
/// come in the order they became certain (a leak after the grace period, a pairing error at the
/// line that broke it), grouped per file in input order. That order depends on the log alone, so
/// a file's block is the same whether it is checked alone, with others, from a pipe, or with any
/// `--jobs`; the document formats (JSON, SARIF, JUnit, HTML) sort by line instead.
public final class TextReportWriter: ReportWriter {
    /// ANSI colours (only for a terminal, or `--color always`).
    public let colors: Bool
    /// Print the summary line at the end (off for `--quiet`).
    public let showSummary: Bool

    /// A text writer.
    public init(colors: Bool = false, showSummary: Bool = true) {
        self.colors = colors
        self.showSummary = showSummary
    }

    private enum Style: String {
        case bold = "\u{1B}[1m"
        case error = "\u{1B}[1;31m"
        case warning = "\u{1B}[1;35m"
        case note = "\u{1B}[1;36m"
        case dim = "\u{1B}[2m"
        case reset = "\u{1B}[0m"
    }

    private func styled(_ text: String, _ style: Style) -> String {
        colors ? style.rawValue + text + Style.reset.rawValue : text
    }

    private func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return styled("error:", .error)
        case .warning: return styled("warning:", .warning)
        case .note: return styled("note:", .note)
        }
    }

    public var isLive: Bool { true }

    public func violationFound(_ violation: Violation, to sink: ByteSink) throws {
        block.removeAll(keepingCapacity: true)
        appendBlock(violation, to: &block)
        try sink.write(bytes: block)
    }

    /// The bytes of the block being written (reused: a run may print hundreds of thousands).
    private var block: [UInt8] = []

    /// One violation block, ending with a blank line.
    public func render(_ violation: Violation) -> String {
        var bytes: [UInt8] = []
        appendBlock(violation, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``render(_:)`` as bytes, appended to `out` piece by piece: joining strings cost more than
    /// checking a finding when a log had hundreds of thousands of them.
    private func appendBlock(_ violation: Violation, to out: inout [UInt8]) {
        func text(_ value: String) { out += value.utf8 }
        func clean(_ value: String) { TerminalText.appendSanitized(value, to: &out) }
        func start(_ style: Style) { if colors { text(style.rawValue) } }
        func end() { if colors { text(Style.reset.rawValue) } }
        func place(_ location: SourceLocation) {
            start(.bold)
            clean(location.file)
            text(":")
            text(String(location.line))
            text(":")
            end()
            text(" ")
        }
        place(violation.location)
        text(label(violation.severity))
        text(" ")
        start(.bold)
        clean(violation.message)
        end()
        text(" ")
        start(.dim)
        text("[")
        text(violation.rule)
        text("]")
        end()
        text("\n")
        for related in violation.related {
            place(related.location)
            text(label(.note))
            text(" ")
            clean(related.message)
            text("\n")
        }
        for line in violation.excerpt {
            text("    ")
            clean(line)
            text("\n")
        }
        if let hint = violation.hint, !hint.isEmpty {
            text("    ")
            text(styled("hint:", .bold))
            text(" ")
            clean(hint)
            text("\n")
        }
        text("\n")
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        guard showSummary else { return }
        try sink.write(summaryLine(report.summary, unreadableFiles: report.unreadableFileCount) + "\n")
    }

    /// `3 errors, 1 warning, 2 notes in 4 files (1,234 lines, 210 events)`, with `, 1 file
    /// unreadable` in the parentheses when some files could not be read to their end: a run that
    /// could not check what it was given must not read like a clean one.
    public func summaryLine(_ summary: RunSummary, unreadableFiles: Int = 0) -> String {
        var parts: [String] = []
        let counts = summary.violations
        if counts.error > 0 { parts.append(styled(NumberFormatting.counted(counts.error, "error"), .error)) }
        if counts.warning > 0 { parts.append(styled(NumberFormatting.counted(counts.warning, "warning"), .warning)) }
        if counts.note > 0 { parts.append(styled(NumberFormatting.counted(counts.note, "note"), .note)) }
        let found = parts.isEmpty ? "no violations" : parts.joined(separator: ", ")
        return found + " in " + NumberFormatting.counted(summary.files, "file")
            + " (" + NumberFormatting.counted(summary.lines, "line") + ", "
            + NumberFormatting.counted(summary.events, "event")
            + (unreadableFiles == 0 ? "" : ", " + NumberFormatting.counted(unreadableFiles, "file") + " unreadable") + ")"
    }
}
