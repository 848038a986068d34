import TraceParser

/// What the page draws, decided once in Swift so the browser only maps numbers to pixels:
/// files, their sessions (process and pid), each session's lanes in containment order, every
/// event placed on both horizontal axes, spans, and every violation placed on a lane.
struct ReportLayout {
    /// One event on a lane.
    struct PlacedEntry {
        var entry: TimelineEntry
        /// Position on the line-order axis: the index of its line among the session's lines.
        var rank: Int
        /// Position on the time axis: seconds since the session's `base` (carried forward from the
        /// previous timed line when this line has no time).
        var offset: Double
    }

    /// One swimlane: an object, or the session's lane for findings about no known object.
    struct Lane {
        var name: String
        var className: String
        /// Containment depth: 0 for a root, 1 for its children, …
        var depth: Int
        /// The parent's lane index in the session.
        var parent: Int?
        var entries: [PlacedEntry]
        var spans: [LifecycleSpan]
        /// Indices into `ReportLayout.violations`.
        var violations: [Int]
        /// True for the lane that holds findings without an object lane.
        var isFindingsLane: Bool
    }

    /// One app run within a file: what ObjectIdentity calls process and pid.
    struct Session {
        var process: String
        var pid: Int?
        /// True when any of its events has a log time; otherwise only line order can be drawn.
        var hasTime: Bool
        /// The whole second before the first log time (wall clock of the log): offsets count from
        /// it, so an offset's fraction is the log's own fraction and prints back exactly.
        var base: Double
        /// The first log time's offset from `base`: where the time axis starts.
        var origin: Double
        /// Last minus first log time.
        var duration: Double
        /// The first log time, for its text and as the format the page prints every time in.
        var startTime: LogTime?
        /// Distinct lines with events or findings: the extent of the line-order axis.
        var rankCount: Int
        var firstLine: Int
        var lastLine: Int
        var eventCount: Int
        var lanes: [Lane]
        /// Sorted lines and times, kept only while the session is being laid out.
        var lookup: Lookup?
    }

    /// One input file.
    struct File {
        var name: String
        var lines: Int
        var events: Int
        var objects: Int
        var inputError: String?
        var sessions: [Session]
        /// Indices into `ReportLayout.violations`, in report order.
        var violations: [Int]
    }

    /// A violation and the spot it is drawn at.
    struct PlacedViolation {
        var violation: Violation
        var file: Int
        var session: Int
        var lane: Int
        var rank: Int
        var offset: Double
    }

    var files: [File] = []
    var violations: [PlacedViolation] = []

    /// The layout of `reports`, in the order given.
    init(reports: [FileReport]) {
        for report in reports { add(report) }
    }

    private struct SessionKey: Hashable {
        var process: String
        var pid: Int?
    }

    private mutating func add(_ report: FileReport) {
        let fileIndex = files.count
        // Sessions in order of their first event; objects within them likewise.
        var keys: [SessionKey] = []
        var members: [SessionKey: [ObjectTimeline]] = [:]
        let timelines = report.timelines.sorted { firstLine($0) < firstLine($1) }
        for timeline in timelines {
            let key = SessionKey(process: timeline.object.process, pid: timeline.object.pid)
            if members[key] == nil { keys.append(key) }
            members[key, default: []].append(timeline)
        }
        // Findings land in their object's session; those about no object in the file's first one.
        var findings: [SessionKey: [Violation]] = [:]
        for violation in report.violations {
            // A session with no timeline (timelines off, or the object was dropped) is made for them.
            let key = violation.object.map { SessionKey(process: $0.process, pid: $0.pid) }
                ?? keys.first ?? SessionKey(process: "", pid: nil)
            if members[key] == nil { keys.append(key); members[key] = [] }
            findings[key, default: []].append(violation)
        }
        var file = File(name: report.file, lines: report.statistics.lines, events: report.statistics.events,
                        objects: report.objectCount, inputError: report.inputError.map { "\($0)" },
                        sessions: [], violations: [])
        for key in keys {
            let sessionIndex = file.sessions.count
            var session = makeSession(key, timelines: members[key] ?? [], findings: findings[key] ?? [])
            var laneByName: [String: Int] = [:]
            for (index, lane) in session.lanes.enumerated() where !lane.isFindingsLane { laneByName[lane.name] = index }
            for violation in findings[key] ?? [] {
                // The findings lane, when needed, is lane 0 (see makeSession).
                let laneIndex = violation.object.flatMap { laneByName[$0.displayName] } ?? 0
                let rank = session.rank(ofLine: violation.location.line)
                let placed = PlacedViolation(violation: violation, file: fileIndex, session: sessionIndex, lane: laneIndex,
                                             rank: rank, offset: session.offset(atRank: rank))
                session.lanes[laneIndex].violations.append(violations.count)
                file.violations.append(violations.count)
                violations.append(placed)
            }
            session.dropLookup()
            file.sessions.append(session)
        }
        file.violations.sort { Violation.reportOrder(violations[$0].violation, violations[$1].violation) }
        files.append(file)
    }

    private func firstLine(_ timeline: ObjectTimeline) -> Int { timeline.entries.first?.line ?? Int.max }

    private func makeSession(_ key: SessionKey, timelines: [ObjectTimeline], findings: [Violation]) -> Session {
        var lines = Set<Int>()
        var timed: [(line: Int, seconds: Double, time: LogTime)] = []
        var eventCount = 0
        for timeline in timelines {
            eventCount += timeline.entries.count
            for entry in timeline.entries {
                lines.insert(entry.line)
                if let time = entry.logTime, time.seconds.isFinite { timed.append((entry.line, time.seconds, time)) }
            }
        }
        for violation in findings { lines.insert(violation.location.line) }
        let sortedLines = lines.sorted()
        timed.sort { $0.line < $1.line }
        let first = timed.min { $0.seconds < $1.seconds }
        let last = timed.max { $0.seconds < $1.seconds }
        let base = (first?.seconds ?? 0).rounded(.down)
        var session = Session(process: key.process, pid: key.pid, hasTime: first != nil, base: base,
                              origin: (first?.seconds ?? 0) - base, duration: (last?.seconds ?? 0) - (first?.seconds ?? 0),
                              startTime: first?.time,
                              rankCount: sortedLines.count, firstLine: sortedLines.first ?? 0, lastLine: sortedLines.last ?? 0,
                              eventCount: eventCount, lanes: [], lookup: nil)
        session.lookup = Session.Lookup(lines: sortedLines, timedLines: timed.map(\.line), timedSeconds: timed.map(\.seconds))
        // Lanes are found by display name (class, address, incarnation), unique within a session.
        let names = Set(timelines.map { $0.object.displayName })
        if findings.contains(where: { $0.object.map { !names.contains($0.displayName) } ?? true }) {
            // First, so findings about no known object are seen before the objects.
            session.lanes.append(Lane(name: "findings without an object lane", className: "", depth: 0, parent: nil,
                                      entries: [], spans: [], violations: [], isFindingsLane: true))
        }
        let firstObjectLane = session.lanes.count
        let order = ContainmentOrder(timelines)
        var laneOfTimeline = [Int](repeating: 0, count: timelines.count)
        for (position, item) in order.items.enumerated() { laneOfTimeline[item.timeline] = firstObjectLane + position }
        for item in order.items {
            let timeline = timelines[item.timeline]
            let placed = timeline.entries.map { entry -> PlacedEntry in
                let rank = session.rank(ofLine: entry.line)
                let offset = entry.seconds.map { $0 - session.base } ?? session.offset(atRank: rank)
                return PlacedEntry(entry: entry, rank: rank, offset: offset)
            }
            session.lanes.append(Lane(name: timeline.object.displayName, className: timeline.object.className ?? "",
                                      depth: item.depth, parent: item.parent.map { laneOfTimeline[$0] }, entries: placed,
                                      spans: LifecycleSpan.spans(of: timeline.entries), violations: [], isFindingsLane: false))
        }
        return session
    }
}

extension ReportLayout.Session {
    /// The session's lines, and the timed ones with their times, both sorted by line.
    struct Lookup {
        var lines: [Int]
        var timedLines: [Int]
        var timedSeconds: [Double]
    }

    /// The index of `line` among the session's lines (of the last line before it when absent).
    func rank(ofLine line: Int) -> Int {
        guard let lines = lookup?.lines, !lines.isEmpty else { return 0 }
        return max(0, Self.lastIndex(in: lines, notAfter: line) ?? 0)
    }

    /// Seconds since the session's base at the line of `rank`: the time of the last timed line
    /// at or before it, or of the first timed line when none comes before.
    func offset(atRank rank: Int) -> Double {
        guard let lookup, hasTime, lookup.lines.indices.contains(rank) else { return 0 }
        let index = Self.lastIndex(in: lookup.timedLines, notAfter: lookup.lines[rank]) ?? 0
        return lookup.timedSeconds[index] - base
    }

    /// Layout is done: the lookup tables are not part of the page.
    mutating func dropLookup() { lookup = nil }

    /// Binary search: the last index whose value is <= `value`.
    static func lastIndex(in sorted: [Int], notAfter value: Int) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
