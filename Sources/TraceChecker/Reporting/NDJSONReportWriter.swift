/// One violation object per line, the same shape as the JSON report's `violations` entries.
/// Live: each line is written (and flushed by the driver) as soon as the violation is certain,
/// so `idevicesyslog | trace-check -f ndjson` reports while the device runs.
public final class NDJSONReportWriter: ReportWriter {
    private let encoder = ReportJSON.encoder(pretty: false)

    /// An NDJSON writer.
    public init() {}

    public var isLive: Bool { true }

    public func violationFound(_ violation: Violation, to sink: ByteSink) throws {
        var data = try encoder.encode(violation)
        data.append(10)
        try data.withUnsafeBytes { try sink.write($0) }
    }
}
