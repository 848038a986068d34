/// Every violation of one fingerprint across a fleet of logs: what `trace-check triage` prints per row.
public struct TriageGroup: Sendable, Equatable {
    /// `v1:…` (`Fingerprint`).
    public var fingerprint: String
    /// The rule id.
    public var rule: String
    /// The highest severity any of its violations had.
    public var severity: Severity
    /// The object's class, when the violations name one.
    public var className: String?
    /// The message as the fingerprint sees it (addresses `0xADDR`, numbers `N`).
    public var message: String
    /// Violations in the group.
    public var count: Int
    /// Distinct logs (file names as reported) with at least one of them.
    public var logs: Int
    /// Distinct devices: the device name the logs' lines give (syslog and idevicesyslog host
    /// fields), else the log (`Triage.device(of:)`).
    public var devices: Int
    /// Distinct launches: the same process name and pid in the same log.
    public var launches: Int
    /// Earliest and latest log time among the violations that print a dated time, as printed.
    public var firstTime: String?
    /// See `firstTime`.
    public var lastTime: String?
    /// Wall-clock seconds (`WallClock`) of every dated violation, ascending: the occurrences over time.
    public var times: [Double]
    /// The first violation of the group in input order (logs in order, then report order).
    public var example: Violation
}
