import CPrefetch

/// One object's monitors of the first ``Engine/denseRules`` rules, by rule index: a bit per rule
/// says whether its monitor started, and only started monitors take space, in rule order.
///
/// Most objects of a busy log start a handful of the pack's rules; a slot per rule cost every
/// object an array of them (heaptrack: about a fifth of an object's bytes). The monitor of rule
/// `index` sits at the number of started rules below it, a population count, so a lookup stays O(1).
/// The first four sit in the value itself and only the rest in an array: most objects start one
/// to three, and an array for them was an allocation per object (and a second one at the third).
struct MonitorSlots {
    /// Rules whose monitor started, one bit per rule index.
    private(set) var startedMask: UInt64 = 0
    /// The started monitors at positions 0 to 3, in rule order.
    private var inline: (RuleMonitor?, RuleMonitor?, RuleMonitor?, RuleMonitor?) = (nil, nil, nil, nil)
    /// The started monitors from position 4 on.
    private var overflow: [RuleMonitor] = []

    /// Room for this many rule indices.
    static let capacity = 64
    /// Monitors kept in the value before the array is used.
    private static let inlineCount = 4

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
        return monitor(at: (startedMask & (bit &- 1)).nonzeroBitCount)
    }

    /// The started monitor at `position` (below ``count``).
    @inline(__always)
    fileprivate func monitor(at position: Int) -> RuleMonitor {
        switch position {
        case 0: return inline.0!
        case 1: return inline.1!
        case 2: return inline.2!
        case 3: return inline.3!
        default: return overflow[position - MonitorSlots.inlineCount]
        }
    }

    /// Put `monitor` at `position`, which is below the number of slots in use (an overflow slot
    /// must exist already).
    private mutating func place(_ monitor: RuleMonitor?, at position: Int) {
        switch position {
        case 0: inline.0 = monitor
        case 1: inline.1 = monitor
        case 2: inline.2 = monitor
        case 3: inline.3 = monitor
        default: overflow[position - MonitorSlots.inlineCount] = monitor!
        }
    }

    /// Keep `monitor` as the started monitor of rule `index` (which has none yet); an array for
    /// the slots past the inline ones comes from `storage` when one is needed.
    mutating func start(_ monitor: RuleMonitor, at index: Int, storage: ObjectStoragePool) {
        let bit: UInt64 = 1 << UInt64(index)
        let position = (startedMask & (bit &- 1)).nonzeroBitCount
        let count = self.count
        // A slot for the last monitor; those at `position` and after move up one. Rules start
        // in index order nearly always (an event reaches them in that order): no move at all.
        if count >= MonitorSlots.inlineCount {
            if overflow.capacity == 0 { overflow = storage.overflow() }
            overflow.append(monitor)
        }
        var slot = count
        while slot > position {
            place(self.monitor(at: slot - 1), at: slot)
            slot -= 1
        }
        place(monitor, at: position)
        startedMask |= bit
    }

    /// Drop the monitors of the rules in `mask`, keeping the others; the dropped ones go to
    /// `storage` for later objects.
    mutating func drop(_ mask: UInt64, into storage: ObjectStoragePool) {
        guard startedMask & mask != 0 else { return }
        // Compacted in place, in rule order: every retirement drops monitors, and a new array
        // per retired object was an allocation and a copy of the kept ones.
        let count = self.count
        var kept = 0
        var rules = startedMask
        for position in 0..<count {
            let index = rules.trailingZeroBitCount
            let bit: UInt64 = 1 << UInt64(index)
            rules &= rules &- 1
            guard mask & bit == 0 else {
                // Positions from here on are not written yet: the monitor is still in its slot.
                storage.keep(monitor(at: position), ofRule: index)
                continue
            }
            if kept != position { place(monitor(at: position), at: kept) }
            kept += 1
        }
        var position = kept
        while position < Swift.min(count, MonitorSlots.inlineCount) {
            place(nil, at: position)
            position += 1
        }
        // A retired object usually keeps none: its array goes too, as it waits for its tombstone.
        if kept <= MonitorSlots.inlineCount { storage.keep(overflow: &overflow) } else { overflow.removeLast(count - kept) }
        startedMask &= ~mask
    }

    /// Ask for the inline monitors' instances without retaining them (a retain would wait for
    /// the miss).
    @inline(__always)
    mutating func prefetchMonitors() { forEachInlineInstance { cprefetch_for_write($0) } }

    /// The instance addresses of the inline monitors, read as bits (a class-bound existential
    /// leads with its instance's address), for hints only: nothing is retained or dereferenced.
    @inline(__always)
    mutating func forEachInlineInstance(_ body: (UnsafeRawPointer) -> Void) {
        let count = Swift.min(self.count, MonitorSlots.inlineCount)
        guard count > 0 else { return }
        withUnsafeMutableBytes(of: &inline) { slots in
            for position in 0..<count {
                if let instance = slots.load(fromByteOffset: position * MemoryLayout<RuleMonitor?>.stride, as: UnsafeRawPointer?.self) {
                    body(instance)
                }
            }
        }
    }

    /// Hand the array of slots past the inline ones to `storage` (the record is being freed).
    mutating func giveOverflow(to storage: ObjectStoragePool) { storage.keep(overflow: &overflow) }
}

extension MonitorSlots: Sequence {
    /// The started monitors with their rule indices, in rule order: a plain iterator over the
    /// mask and the slots (as an `AnyIterator` it cost every walk an allocation and a closure
    /// call per monitor, and retirement and the end of the log walk every object's monitors).
    struct Iterator: IteratorProtocol {
        private var mask: UInt64
        private var position = 0
        private let slots: MonitorSlots

        fileprivate init(_ slots: MonitorSlots) {
            mask = slots.startedMask
            self.slots = slots
        }

        mutating func next() -> (index: Int, monitor: RuleMonitor)? {
            guard mask != 0 else { return nil }
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            defer { position += 1 }
            return (index, slots.monitor(at: position))
        }
    }

    func makeIterator() -> Iterator { Iterator(self) }

    var underestimatedCount: Int { count }
}
