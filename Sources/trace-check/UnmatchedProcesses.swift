import TraceChecker
import TraceParser

/// `--process NAME` that matched no record in the whole run is most likely a typo or the wrong
/// app: say so, with the process names that were there (the five with the most records).
enum UnmatchedProcesses {
    /// Warn on standard error for each name and pid of `filter` that no record of the run had.
    static func warn(_ filter: ProcessFilter?, _ statistics: ParseStatistics) {
        guard let filter else { return }
        let seen = statistics.recordsByProcess.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        for name in filter.names {
            let matched = statistics.recordsByProcess.keys.contains { ProcessFilter.name(name, matches: $0) }
            guard !matched else { continue }
            Console.warning("--process \(name) matched no record; " + describe(seen))
        }
        for pid in filter.pids where statistics.recordsByFilterPid[pid, default: 0] == 0 {
            Console.warning("--pid \(pid) matched no record; " + describe(seen))
        }
    }

    /// `processes seen: SpringBoard (120), MyApp (40)` or `no record names a process`.
    static func describe(_ seen: [(key: String, value: Int)]) -> String {
        guard !seen.isEmpty else { return "no record names a process" }
        let top = seen.prefix(5).map { "\($0.key) (\(NumberFormatting.grouped($0.value)))" }
        return "processes seen: " + top.joined(separator: ", ") + (seen.count > 5 ? ", and \(seen.count - 5) more" : "")
    }
}
