/// `trace-check timeline` for people: one block per object, one row per event with the
/// appearance state it led to.
///
/// ```
/// FeedViewController@0x7fa3c2d0a1b0 in run.log (MyApp[1234])
///     12  10:23:45.123  viewDidLoad        viewDidLoad
///     20  10:23:45.200  viewWillAppear     viewWillAppear:  true  -> appearing
/// ```
public final class TimelineTextWriter: ReportWriter {
    private var objects = 0

    /// A timeline text writer.
    public init() {}

    public func fileChecked(_ file: FileReport, to sink: ByteSink) throws {
        var text = ""
        for timeline in file.timelines {
            objects += 1
            text += render(timeline) + "\n"
        }
        if !text.isEmpty { try sink.write(text) }
    }

    /// One object's block.
    public func render(_ timeline: ObjectTimeline) -> String {
        let clean = TerminalText.sanitized
        let object = timeline.object
        var text = clean(object.displayName) + " in " + clean(timeline.file)
        text += " (" + clean(object.process.isEmpty ? "?" : object.process) + (object.pid.map { "[\($0)]" } ?? "") + ")"
        if let parent = timeline.parent { text += ", parent " + clean(parent.displayName) }
        text += "\n"
        let lineWidth = timeline.entries.map { String($0.line).count }.max() ?? 1
        let timeWidth = timeline.entries.map { $0.time?.count ?? 1 }.max() ?? 1
        let eventWidth = timeline.entries.map(\.event.count).max() ?? 1
        for entry in timeline.entries {
            var row = "    " + String(repeating: " ", count: lineWidth - String(entry.line).count) + String(entry.line)
            row += "  " + (entry.time ?? "-").padding(toLength: timeWidth, withPad: " ", startingAt: 0)
            row += "  " + entry.event.padding(toLength: eventWidth, withPad: " ", startingAt: 0)
            row += "  " + clean(entry.selector)
            if let argument = entry.argument, !argument.isEmpty { row += "  " + clean(argument) }
            if let state = entry.state { row += "  -> " + state }
            if entry.isRepeatStatement { row += "  (same call)" }
            text += row + "\n"
        }
        return text
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        let shown = report.files.reduce(0) { $0 + $1.timelines.count }
        try sink.write(NumberFormatting.counted(shown, "object") + " in " + NumberFormatting.counted(report.files.count, "file") + "\n")
    }
}
