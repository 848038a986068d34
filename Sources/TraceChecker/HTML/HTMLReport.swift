/// A self-contained HTML page of checked files: one swimlane per object with its lifecycle
/// states as spans, its events as ticks and its violations as markers, beside a list of the
/// violations that links to them.
///
/// The page is one file with inline CSS, SVG and script and no external resource; its
/// Content-Security-Policy allows no network access and no script but its own. Lanes are drawn
/// in the browser from an embedded JSON block, only while they are in view, so a log with
/// thousands of objects and 100,000 events opens at once; the file grows linearly with events.
/// Pass reports checked with `CheckOptions.keepTimelines` on: without timelines there are no
/// lanes, only violations. See docs/html-report.md.
public enum HTMLReport {
    /// The whole page as a string; `write(files:title:toolVersion:to:)` streams it instead.
    public static func render(files: [FileReport], title: String, toolVersion: String) -> String {
        var bytes: [UInt8] = []
        // The sink cannot fail, so neither can writing to it.
        try? write(files: files, title: title, toolVersion: toolVersion) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Write the page to `sink` in chunks of about 64 KiB, as it is generated (for a
    /// `ByteSink`: `{ try sink.write($0) }`). Errors thrown by `sink` end the write.
    public static func write(files: [FileReport], title: String, toolVersion: String,
                             to sink: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        let out = HTMLByteWriter(sink: sink)
        try HTMLPage(layout: ReportLayout(reports: files), title: title, toolVersion: toolVersion).write(to: out)
        try out.flush()
    }
}
