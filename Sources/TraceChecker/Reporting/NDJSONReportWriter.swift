/// One violation object per line, the same shape as the JSON report's `violations` entries.
/// Live: each line is written (and flushed by the driver) as soon as the violation is certain,
/// so `idevicesyslog | trace-check -f ndjson` reports while the device runs.
public final class NDJSONReportWriter: ReportWriter {
    /// The bytes `ReportJSON.encoder(pretty: false)` gives, written by hand (``ViolationJSON``).
    private let json = ViolationJSON(pretty: false, indent: 0)
    private let fingerprints = FingerprintCache()
    private var line: [UInt8] = []

    /// An NDJSON writer.
    public init() {}

    public var isLive: Bool { true }

    public func violationFound(_ violation: Violation, to sink: ByteSink) throws {
        line.removeAll(keepingCapacity: true)
        json.append(violation, fingerprint: fingerprints.fingerprint(of: violation), to: &line)
        line.append(10)
        try line.withUnsafeBytes { try sink.write($0) }
    }
}
