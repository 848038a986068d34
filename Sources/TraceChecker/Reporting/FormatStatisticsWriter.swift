import TraceParser

/// `trace-check formats`: what each file contained, line by line.
public enum FormatStatisticsWriter {
    /// One block per file (and a total for several).
    public static func text(file: String, statistics: ParseStatistics) -> String {
        var rows: [(String, Int)] = statistics.recordsByFormat.filter { $0.value > 0 }
            .sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { ("format " + $0.key, $0.value) }
        rows += [("continuation", statistics.continuationLines), ("envelope", statistics.envelopeLines),
                 ("blank", statistics.blankLines)]
        if statistics.jsonStructureLines > 0 { rows.append(("json structure", statistics.jsonStructureLines)) }
        rows.append(("unrecognized", statistics.unrecognizedLines))
        if statistics.truncatedLines > 0 { rows.append(("truncated (cut at the line limit)", statistics.truncatedLines)) }
        rows += [("lines", statistics.lines), ("events", statistics.events)]
        let width = rows.map(\.0.count).max()! + 2
        let numberWidth = rows.map { NumberFormatting.grouped($0.1).count }.max()!
        var text = TerminalText.sanitized(file) + "\n"
        for (name, count) in rows {
            let number = NumberFormatting.grouped(count)
            text += "  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(repeating: " ", count: numberWidth - number.count) + number + "\n"
        }
        return text
    }

    /// `--list`: the known formats.
    public static func catalog(_ catalog: FormatCatalog) -> String {
        let rows = catalog.formats.map { (name: $0.name, summary: $0.summary) } + FormatCatalog.pseudoFormats
        let width = rows.map(\.name.count).max().map { $0 + 2 } ?? 2
        return rows.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n") + "\n"
    }
}
