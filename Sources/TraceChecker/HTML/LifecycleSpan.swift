/// The states a swimlane draws as coloured spans, from `TimelineEntry.state`.
enum LifecycleState: Int, CaseIterable, Sendable {
    case appearing, appeared, disappearing, disappeared, deallocated

    /// The state an entry's `state` text names; nil for entries that change nothing.
    init?(entryState: String?) {
        switch entryState {
        case "appearing": self = .appearing
        case "appeared": self = .appeared
        case "disappearing": self = .disappearing
        case "disappeared": self = .disappeared
        case "deallocated": self = .deallocated
        default: return nil
        }
    }

    /// The name used for CSS classes and the legend.
    var name: String {
        switch self {
        case .appearing: return "appearing"
        case .appeared: return "appeared"
        case .disappearing: return "disappearing"
        case .disappeared: return "disappeared"
        case .deallocated: return "deallocated"
        }
    }
}

/// One stretch of a lane in one lifecycle state: from the entry that entered it to the entry
/// that left it, or to the end of the session when nothing left it (the last known state).
struct LifecycleSpan: Hashable, Sendable {
    var state: LifecycleState
    /// Index in the timeline's entries of the event that entered the state.
    var from: Int
    /// Index of the event that left it; nil when the state lasted to the end of the log.
    var to: Int?

    /// Spans from consecutive entries' states. Repeated statements of one call change nothing,
    /// a repeated state extends its span, and `deallocated` is final: a message to a dead object
    /// is drawn as a tick on the deallocated span (and flagged by `message-after-dealloc`), not
    /// as the object coming back to life.
    static func spans(of entries: [TimelineEntry]) -> [LifecycleSpan] {
        var spans: [LifecycleSpan] = []
        for (index, entry) in entries.enumerated() where !entry.isRepeatStatement {
            guard let state = LifecycleState(entryState: entry.state) else { continue }
            if let last = spans.last {
                if last.state == .deallocated { break }
                if last.state == state { continue }
                spans[spans.count - 1].to = index
            }
            spans.append(LifecycleSpan(state: state, from: index, to: nil))
        }
        return spans
    }
}
