/// A report format. The driver calls `violationFound` for live violations (only when
/// `isLive`), `fileChecked` once per input in input order, and `finish` once at the end.
///
/// Document formats (JSON, SARIF, JUnit, HTML) write everything in `finish`; stream formats
/// (text, NDJSON) write as files complete, so long runs show progress and pipes stay live.
public protocol ReportWriter: AnyObject {
    /// True when the writer prints each violation the moment it is certain (NDJSON).
    var isLive: Bool { get }
    /// One violation, as soon as the checker is certain of it.
    func violationFound(_ violation: Violation, to sink: ByteSink) throws
    /// One input is done; `violations` in report order. Live writers already printed them.
    func fileChecked(_ file: FileReport, to sink: ByteSink) throws
    /// The run is done.
    func finish(_ report: RunReport, to sink: ByteSink) throws
    /// A renderer of each file's part of the report for one checking thread, or nil when the
    /// writer has no work that depends on one file alone.
    func makePartRenderer() -> FilePartRenderer?
    /// `fileChecked` with the file's part rendered ahead by this writer's `FilePartRenderer`
    /// (nil when none was rendered).
    func fileChecked(_ file: FileReport, part: (any Sendable)?, to sink: ByteSink) throws
}

/// Renders the part of a report that depends on one file alone, on the thread that checked the
/// file, so that `-j N` renders N files at once while the writer only appends bytes in input
/// order. Each thread has its own renderer (it may keep caches), used by one thread at a time.
public protocol FilePartRenderer: AnyObject {
    /// `file`'s part, handed back to its writer's `fileChecked(_:part:to:)`; nil when the
    /// writer is better off writing this file itself (a part too large to hold).
    func render(_ file: FileReport) -> (any Sendable)?
}

extension ReportWriter {
    /// Most formats are not live.
    public var isLive: Bool { false }
    /// Most formats print nothing until a file is done.
    public func violationFound(_ violation: Violation, to sink: ByteSink) throws {}
    /// Document formats write everything at the end.
    public func fileChecked(_ file: FileReport, to sink: ByteSink) throws {}
    /// Stream formats may have nothing to add at the end.
    public func finish(_ report: RunReport, to sink: ByteSink) throws {}
    /// Most formats render nothing ahead.
    public func makePartRenderer() -> FilePartRenderer? { nil }
    /// Without a renderer the part is nil: the file is written as `fileChecked(_:to:)` writes it.
    public func fileChecked(_ file: FileReport, part: (any Sendable)?, to sink: ByteSink) throws {
        try fileChecked(file, to: sink)
    }

    /// Write a whole report at once, as a run over `report.files` would (tests, goldens).
    /// Live writers get the violations of each file in report order.
    public func write(_ report: RunReport, to sink: ByteSink) throws {
        for file in report.files {
            if isLive {
                for violation in file.violations { try violationFound(violation, to: sink) }
            }
            try fileChecked(file, to: sink)
        }
        try finish(report, to: sink)
    }
}
