/// `trace-check timeline --format json`: `{"version": 1, "timelines": [...]}`, one entry per
/// object in input order, each with its file, parent and events.
public final class TimelineJSONWriter: ReportWriter {
    /// A timeline JSON writer.
    public init() {}

    struct Document: Encodable {
        var version = 1
        var timelines: [ObjectTimeline]
    }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        try ReportJSON.write(Document(timelines: report.files.flatMap(\.timelines)), pretty: true, to: sink)
    }
}
