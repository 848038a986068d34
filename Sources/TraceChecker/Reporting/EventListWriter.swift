import Foundation
import TraceParser

/// Writes `trace-check events` output one event at a time, so a live stream stays live.
public final class EventListWriter {
    /// The format written.
    public let format: EventListFormat
    private var wroteHeader = false

    /// A writer for `format`.
    public init(format: EventListFormat) { self.format = format }

    /// One event.
    public func write(_ record: EventRecord, to sink: ByteSink) throws {
        switch format {
        case .ndjson:
            try record.ndjsonLine().withUnsafeBytes { try sink.write($0) }
        case .csv:
            if !wroteHeader {
                wroteHeader = true
                try sink.write(EventRecord.fields.joined(separator: ",") + "\n")
            }
            try sink.write(record.values.map(Self.csvField).joined(separator: ",") + "\n")
        case .text:
            try sink.write(Self.textLine(record) + "\n")
        }
    }

    /// Called when every event was written: CSV still gets its header when there were none.
    public func finish(to sink: ByteSink) throws {
        if format == .csv, !wroteHeader {
            wroteHeader = true
            try sink.write(EventRecord.fields.joined(separator: ",") + "\n")
        }
    }

    /// `run.log:12  10:23:45.123  MyApp[1234:5678]  FeedVC@0x7fa3  viewWillAppear  viewWillAppear:  true`,
    /// and `(background thread)` after an event from a thread other than the launch's main one.
    public static func textLine(_ record: EventRecord) -> String {
        var session = record.process.isEmpty ? "?" : record.process
        if record.pid != nil || record.tid != nil {
            session += "[" + (record.pid.map(String.init) ?? "?") + (record.tid.map { ":" + String($0) } ?? "") + "]"
        }
        var object = record.className ?? "(unnamed)"
        if let address = record.address { object += "@" + address }
        var parts = ["\(record.file):\(record.line)", record.time ?? "-", session, object, record.event, record.selector]
        if let argument = record.argument { parts.append(argument) }
        // Said where it changes the reading: a callback spelling there is a plain call to the checker.
        if record.thread == ThreadRole.background.rawValue { parts.append("(background thread)") }
        return TerminalText.sanitized(parts.joined(separator: "  "))
    }

    /// RFC 4180: quote fields holding a comma, quote, line break or edge space; double inner quotes.
    /// A field that a spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, a tab
    /// or a carriage return: `=cmd|calc!A0` in a process name) gets a leading `'` and quotes, as
    /// OWASP's CSV-injection advice says, so it is shown as text and never run.
    public static func csvField(_ value: String) -> String {
        let isFormula = value.unicodeScalars.first.map(formulaStarts.contains) ?? false
        let value = isFormula ? "'" + value : value
        let needsQuotes = isFormula || value.hasPrefix(" ") || value.hasSuffix(" ")
            || value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard needsQuotes else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// First characters that make a spreadsheet cell a formula (OWASP, CSV Injection).
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}
