/// What a source contained, line by line.
public struct ParseStatistics: Equatable, Sendable {
    /// Every line read.
    public var lines = 0
    /// Bytes read.
    public var bytes = 0
    /// Lines that started a record.
    public var records = 0
    /// Lines joined to the record before them.
    public var continuationLines = 0
    /// Envelope lines (headers, footers, preambles).
    public var envelopeLines = 0
    /// Empty or whitespace-only lines.
    public var blankLines = 0
    /// Pretty-JSON structure lines.
    public var jsonStructureLines = 0
    /// Lines nothing recognised: skipped and counted.
    public var unrecognizedLines = 0
    /// Lines cut at the length limit.
    public var truncatedLines = 0
    /// Events recognised.
    public var events = 0
    /// Lines a format's pattern could not be evaluated on (PCRE2 reached a limit), per format name.
    public var formatPatternFailures: [String: Int] = [:]
    /// Records per format name.
    public var recordsByFormat: [String: Int] = [:]
    /// With a `ProcessFilter`: records per process name, kept or not (empty without a filter).
    public var recordsByProcess: [String: Int] = [:]
    /// With a `ProcessFilter`: records kept per pid the filter lists.
    public var recordsByFilterPid: [Int: Int] = [:]
    /// Records a `ProcessFilter` left out.
    public var filteredRecords = 0

    /// A zeroed statistic.
    public init() {}

    /// Add another source's counts.
    public mutating func add(_ other: ParseStatistics) {
        lines += other.lines; bytes += other.bytes; records += other.records
        continuationLines += other.continuationLines; envelopeLines += other.envelopeLines
        blankLines += other.blankLines; jsonStructureLines += other.jsonStructureLines
        unrecognizedLines += other.unrecognizedLines; truncatedLines += other.truncatedLines; events += other.events
        for (name, count) in other.recordsByFormat { recordsByFormat[name, default: 0] += count }
        for (name, count) in other.recordsByProcess { recordsByProcess[name, default: 0] += count }
        for (pid, count) in other.recordsByFilterPid { recordsByFilterPid[pid, default: 0] += count }
        filteredRecords += other.filteredRecords
        for (name, count) in other.formatPatternFailures { formatPatternFailures[name, default: 0] += count }
    }
}
