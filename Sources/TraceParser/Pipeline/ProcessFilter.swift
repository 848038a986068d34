/// Which processes a read keeps (`--process NAME`, `--pid N`): `idevicesyslog` and `log stream`
/// interleave the app with SpringBoard, backboardd and dozens of daemons. A record is kept when
/// its process name or its pid is listed, or when it carries neither field the filter could test
/// (a bare `print` line, a format without a pid), so a filter never hides what it cannot judge.
/// A name also matches the last component of a process given as a path.
public struct ProcessFilter: Sendable, Equatable {
    /// Process names to keep.
    public let names: [String]
    /// Process ids to keep.
    public let pids: [Int]
    private let nameBytes: [[UInt8]]

    /// A filter keeping `names` and `pids`; with both empty it keeps everything.
    public init(names: [String] = [], pids: [Int] = []) {
        self.names = names
        self.pids = pids
        nameBytes = names.map { Array($0.utf8) }
    }

    /// True when it filters nothing.
    public var isEmpty: Bool { names.isEmpty && pids.isEmpty }

    /// The index in `names` of the name `process` matches, if any.
    func nameIndex(_ process: UnsafeRawBufferPointer) -> Int? {
        var base = process
        if let slash = process.lastIndex(of: ASCII.slash) { base = UnsafeRawBufferPointer(rebasing: process[(slash + 1)...]) }
        return nameBytes.firstIndex { $0.elementsEqual(process) || $0.elementsEqual(base) }
    }

    /// True when `name` (a `--process` value) matches the record's `process` field: equal, or
    /// equal to its last path component.
    public static func name(_ name: String, matches process: String) -> Bool {
        name == process || (process.contains("/") && process.split(separator: "/").last.map(String.init) == name)
    }

    /// Is a record with this process field (nil or empty: none) and pid kept?
    func keeps(process: UnsafeRawBufferPointer?, pid: Int?) -> Bool {
        var testable = false
        if !nameBytes.isEmpty, let process, process.count > 0 {
            if nameIndex(process) != nil { return true }
            testable = true
        }
        if !pids.isEmpty, let pid {
            if pids.contains(pid) { return true }
            testable = true
        }
        return !testable
    }
}

/// Records per process name, counted while a filter is in use, so a name that matched nothing
/// can be answered with the names that were there. One per reading thread: the last name is
/// compared by bytes before any string or hash is made (records come in runs of one process).
struct ProcessTally {
    private var last: [UInt8] = []
    private var lastCount = 0
    private(set) var counts: [String: Int] = [:]
    /// Records kept per filter pid.
    private(set) var pidMatches: [Int: Int] = [:]

    mutating func count(_ process: UnsafeRawBufferPointer?, pid: Int?, filter: ProcessFilter) {
        if let pid, filter.pids.contains(pid) { pidMatches[pid, default: 0] += 1 }
        guard let process, process.count > 0 else { return }
        if last.elementsEqual(process) {
            lastCount += 1
            return
        }
        flushLast()
        last = Array(process)
        lastCount = 1
    }

    private mutating func flushLast() {
        if lastCount > 0 { counts[String(decoding: last, as: UTF8.self), default: 0] += lastCount }
        lastCount = 0
    }

    /// The counts, with the current run of records included.
    mutating func finish(into stats: inout ParseStatistics) {
        flushLast()
        for (name, count) in counts { stats.recordsByProcess[name, default: 0] += count }
        for (pid, count) in pidMatches { stats.recordsByFilterPid[pid, default: 0] += count }
        counts = [:]
        pidMatches = [:]
    }
}
