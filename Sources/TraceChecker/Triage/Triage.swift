/// Groups violations from many logs by fingerprint (`trace-check triage`): how often each
/// finding happened, in how many logs, on how many devices, in how many launches, and when. Feed violations in input order
/// (logs in order, each log's violations in report order); the first one of a group is its example.
public struct Triage: Sendable {
    /// What to keep: a log-time window and fingerprints already known.
    public struct Filter: Sendable {
        /// Keep violations at or after this wall-clock time (`WallClock`); those without a dated time are left out.
        public var since: Double?
        /// Keep violations at or before this wall-clock time; those without a dated time are left out.
        public var until: Double?
        /// Leave out groups with these fingerprints (a baseline's `knownFingerprints`).
        public var known: Set<String> = []

        /// A filter that keeps everything.
        public init(since: Double? = nil, until: Double? = nil, known: Set<String> = []) {
            self.since = since
            self.until = until
            self.known = known
        }
    }

    private struct Accumulator: Sendable {
        var group: TriageGroup
        var logs: Set<String>
        var devices: Set<String>
        var launches: Set<String>
        var first: Double?
        var last: Double?
    }

    private let filter: Filter
    private var accumulators: [String: Accumulator] = [:]
    /// Violations seen, before filtering.
    public private(set) var seen = 0
    /// Violations left out because they had no dated log time while `since` or `until` was set.
    public private(set) var undated = 0
    /// Violations in groups the baseline knows.
    public private(set) var known = 0

    /// An empty triage with `filter`.
    public init(filter: Filter = Filter()) { self.filter = filter }

    /// Count one violation.
    public mutating func add(_ violation: Violation) {
        seen += 1
        let seconds = violation.location.time.flatMap(WallClock.seconds)
        if filter.since != nil || filter.until != nil {
            guard let seconds else { undated += 1; return }
            if let since = filter.since, seconds < since { return }
            if let until = filter.until, seconds > until { return }
        }
        let fingerprint = violation.fingerprint
        if filter.known.contains(fingerprint) { known += 1; return }
        let launch = [violation.location.file, violation.object?.process ?? "", violation.object?.pid.map(String.init) ?? ""]
            .joined(separator: "\u{0}")
        let device = Self.device(of: violation)
        if var entry = accumulators[fingerprint] {
            entry.group.count += 1
            entry.group.severity = max(entry.group.severity, violation.severity)
            entry.logs.insert(violation.location.file)
            entry.devices.insert(device)
            entry.launches.insert(launch)
            if let seconds {
                entry.group.times.append(seconds)
                if entry.first.map({ seconds < $0 }) ?? true { entry.first = seconds; entry.group.firstTime = violation.location.time }
                if entry.last.map({ seconds > $0 }) ?? true { entry.last = seconds; entry.group.lastTime = violation.location.time }
            }
            accumulators[fingerprint] = entry
        } else {
            let group = TriageGroup(fingerprint: fingerprint, rule: violation.rule, severity: violation.severity,
                                    className: violation.object?.className, message: Baseline.normalized(violation.message),
                                    count: 1, logs: 1, devices: 1, launches: 1,
                                    firstTime: seconds == nil ? nil : violation.location.time,
                                    lastTime: seconds == nil ? nil : violation.location.time,
                                    times: seconds.map { [$0] } ?? [], example: violation)
            accumulators[fingerprint] = Accumulator(group: group, logs: [violation.location.file], devices: [device],
                                                    launches: [launch], first: seconds, last: seconds)
        }
    }

    /// What tells devices apart: the device name the log's lines give (`ObjectIdentity.device`),
    /// else the log itself. Devices named alike (many are just `iPhone`) count as one.
    static func device(of violation: Violation) -> String {
        if let name = violation.object?.device { return "device\u{0}" + name }
        return "file\u{0}" + violation.location.file
    }

    /// The groups, most frequent first (then in more logs, then by fingerprint), at most `top`.
    public func groups(top: Int? = nil) -> [TriageGroup] {
        let all = accumulators.values.map { entry -> TriageGroup in
            var group = entry.group
            group.logs = entry.logs.count
            group.devices = entry.devices.count
            group.launches = entry.launches.count
            group.times.sort()
            return group
        }.sorted { a, b in
            (b.count, b.logs, a.fingerprint) < (a.count, a.logs, b.fingerprint)
        }
        return top.map { Array(all.prefix($0)) } ?? all
    }
}
