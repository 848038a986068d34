/// The triage table for terminals: one row per group, most frequent first, then the normalised
/// message, the fingerprint and one example with its timeline excerpt; a summary line at the end.
///
/// ```
/// #  COUNT  LOGS  DEVICES  LAUNCHES  SEVERITY  RULE                  CLASS                   FIRST                    LAST
/// 1    312   298       41       298  error     observer-added-twice  CommentsViewController  2024-03-05T16:40:12.389  …
///    CommentsViewController@0xADDR: registered for UIKeyboardWillShowNotification again while …
///    v1:8c83d8a8e270e318dfabe3362487486c  example: logs/a.log:20
///        10: viewWillAppear: true  [appearing]
/// ```
public enum TriageTextWriter {
    /// The whole table.
    public static func text(_ report: TriageReport) -> String {
        let clean = TerminalText.sanitized
        let header = ["#", "COUNT", "LOGS", "DEVICES", "LAUNCHES", "SEVERITY", "RULE", "CLASS", "FIRST", "LAST"]
        let rows = report.groups.enumerated().map { index, group in
            [String(index + 1), NumberFormatting.grouped(group.count), NumberFormatting.grouped(group.logs),
             NumberFormatting.grouped(group.devices), NumberFormatting.grouped(group.launches), group.severity.rawValue, group.rule, clean(group.className ?? "-"),
             group.firstTime ?? "-", group.lastTime ?? "-"]
        }
        // Counts are right-aligned so their magnitudes line up; words are left-aligned.
        let numeric: Set<Int> = [1, 2, 3, 4]
        var widths = header.map(\.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return numeric.contains(column) ? pad + cell : (column == cells.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }
        var text = ""
        if !rows.isEmpty { text += line(header) + "\n" }
        let indent = String(repeating: " ", count: widths[0] + 2)
        for (group, row) in zip(report.groups, rows) {
            text += line(row) + "\n"
            text += indent + clean(group.message) + "\n"
            let example = group.example.location
            text += indent + group.fingerprint + "  example: " + clean(example.file) + ":\(example.line)\n"
            for excerpt in group.example.excerpt { text += indent + "    " + clean(excerpt) + "\n" }
        }
        return text + report.summaryLine + "\n"
    }
}
