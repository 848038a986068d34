/// Why a folder walk left an entry out; counted, so a run that checks nothing can say why.
enum SkipReason: Int, CaseIterable, Comparable {
    /// A name starting with `.` (`.git`, `.build`, `.gitignore`).
    case hidden
    /// Not named like a log (README.md, scripts, images), or not matched by `--include`.
    case notLogName
    /// Matched by `--exclude`.
    case excluded
    /// A NUL byte in the first 8 KiB and no known encoding.
    case binary
    /// A FIFO, socket or device: reading it could block or never end.
    case special
    /// A file this run writes or reads as settings (report, baseline, configuration, rules).
    case ownFile

    static func < (lhs: SkipReason, rhs: SkipReason) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `3 hidden`, `2 not named like logs`, for the counted summaries.
    func counted(_ count: Int) -> String {
        switch self {
        case .hidden: return "\(count) hidden"
        case .notLogName: return "\(count) not named like \(count == 1 ? "a log" : "logs")"
        case .excluded: return "\(count) excluded by --exclude"
        case .binary: return "\(count) binary"
        case .special: return "\(count) not \(count == 1 ? "a regular file" : "regular files") (FIFO, socket or device)"
        case .ownFile: return "\(count) written or read as settings by this run"
        }
    }
}
