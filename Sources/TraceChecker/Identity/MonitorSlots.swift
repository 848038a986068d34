/// One object's monitors of the first ``Engine/denseRules`` rules, by rule index: a bit per rule
/// says whether its monitor started, and only started monitors take space, in rule order.
///
/// Most objects of a busy log start a handful of the pack's rules; a slot per rule cost every
/// object an array of them (heaptrack: about a fifth of an object's bytes). The monitor of rule
/// `index` sits at the number of started rules below it, a population count, so a lookup stays O(1).
struct MonitorSlots {
    /// Rules whose monitor started, one bit per rule index.
    private(set) var startedMask: UInt64 = 0
    /// The started monitors, in rule order.
    private var started: [RuleMonitor] = []

    /// Room for this many rule indices.
    static let capacity = 64

    /// Number of started monitors.
    var count: Int { startedMask.nonzeroBitCount }

    /// True when the monitor of rule `index` started.
    @inline(__always)
    func hasStarted(_ index: Int) -> Bool { startedMask & (1 << UInt64(index)) != 0 }

    /// The monitor of rule `index`, or nil when it has not started.
    @inline(__always)
    subscript(index: Int) -> RuleMonitor? {
        let bit: UInt64 = 1 << UInt64(index)
        guard startedMask & bit != 0 else { return nil }
        return started[(startedMask & (bit &- 1)).nonzeroBitCount]
    }

    /// Keep `monitor` as the started monitor of rule `index` (which has none yet).
    mutating func start(_ monitor: RuleMonitor, at index: Int) {
        let bit: UInt64 = 1 << UInt64(index)
        // Every controller that loads its view starts two monitors at once (the load rules):
        // room for both in the first buffer, where growing it one by one made every start a copy.
        if started.isEmpty { started.reserveCapacity(2) }
        // Rules start in index order nearly always (an event reaches them in that order): an
        // append, where `insert(_:at:)` went through the general range replacement.
        let position = (startedMask & (bit &- 1)).nonzeroBitCount
        if position == started.count { started.append(monitor) } else { started.insert(monitor, at: position) }
        startedMask |= bit
    }

    /// Drop the monitors of the rules in `mask`, keeping the others.
    mutating func drop(_ mask: UInt64) {
        guard startedMask & mask != 0 else { return }
        // Compacted in place, in rule order: every retirement drops monitors, and a new array
        // per retired object was an allocation and a copy of the kept ones.
        var kept = 0
        var rules = startedMask
        for position in started.indices {
            let bit: UInt64 = 1 << UInt64(rules.trailingZeroBitCount)
            rules &= rules &- 1
            guard mask & bit == 0 else { continue }
            if kept != position { started.swapAt(kept, position) }
            kept += 1
        }
        // A retired object usually keeps none: its buffer goes too, as it waits for its tombstone.
        if kept == 0 { started = [] } else { started.removeLast(started.count - kept) }
        startedMask &= ~mask
    }
}

extension MonitorSlots: Sequence {
    /// The started monitors with their rule indices, in rule order: a plain iterator over the
    /// mask and the array (as an `AnyIterator` it cost every walk an allocation and a closure
    /// call per monitor, and retirement and the end of the log walk every object's monitors).
    struct Iterator: IteratorProtocol {
        private var mask: UInt64
        private var position = 0
        private let started: [RuleMonitor]

        fileprivate init(mask: UInt64, started: [RuleMonitor]) {
            self.mask = mask
            self.started = started
        }

        mutating func next() -> (index: Int, monitor: RuleMonitor)? {
            guard mask != 0 else { return nil }
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            defer { position += 1 }
            return (index, started[position])
        }
    }

    func makeIterator() -> Iterator { Iterator(mask: startedMask, started: started) }

    var underestimatedCount: Int { count }
}
