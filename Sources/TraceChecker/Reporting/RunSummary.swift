/// Violations counted per severity.
public struct SeverityCounts: Codable, Hashable, Sendable {
    /// Violations at `error`.
    public var error = 0
    /// Violations at `warning`.
    public var warning = 0
    /// Violations at `note`.
    public var note = 0

    /// Zero counts.
    public init() {}

    /// Count one more violation at `severity`.
    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: error += 1
        case .warning: warning += 1
        case .note: note += 1
        }
    }

    /// Violations at `threshold` or above.
    public func count(atOrAbove threshold: Severity) -> Int {
        switch threshold {
        case .error: return error
        case .warning: return error + warning
        case .note: return error + warning + note
        }
    }

    /// Every violation.
    public var total: Int { error + warning + note }
}

/// Totals over every file of a run: the JSON report's `summary` and the text summary line.
public struct RunSummary: Codable, Hashable, Sendable {
    /// Files (and standard input) checked.
    public var files = 0
    /// Lines read.
    public var lines = 0
    /// Bytes read (not encoded: for `--stats` throughput).
    public var bytes = 0
    /// Events recognised.
    public var events = 0
    /// Objects (incarnations) tracked.
    public var objects = 0
    /// Lines no format recognised.
    public var unrecognizedLines = 0
    /// Violations per severity.
    public var violations = SeverityCounts()

    /// Totals of `files`.
    public init(_ files: [FileReport] = []) {
        for file in files { add(file) }
    }

    /// Add one file's counts.
    public mutating func add(_ file: FileReport) {
        files += 1
        lines += file.statistics.lines
        bytes += file.statistics.bytes
        events += file.statistics.events
        objects += file.objectCount
        unrecognizedLines += file.statistics.unrecognizedLines
        for violation in file.violations { violations.add(violation.severity) }
    }

    enum CodingKeys: String, CodingKey { case files, lines, events, objects, unrecognizedLines, violations }
}
