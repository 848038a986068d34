/// The HTML page (`-f html`): the `ReportWriter` face of `HTMLReport`, one swimlane per object.
/// The page needs every object's timeline, so runs that write it check with
/// `CheckOptions.keepTimelines` on.
public final class HTMLReportWriter: ReportWriter {
    /// The page title.
    public let title: String

    /// An HTML writer with the page's title.
    public init(title: String) { self.title = title }

    public func finish(_ report: RunReport, to sink: ByteSink) throws {
        try HTMLReport.write(files: report.files, title: title, toolVersion: report.tool.version) { try sink.write($0) }
    }
}
