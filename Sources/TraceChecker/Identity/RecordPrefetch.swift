import CPrefetch

/// Cache hints for the cold records the engine visits in a known order.
///
/// Past `--max-objects` every new object makes the engine retire the oldest live one and forget
/// the oldest tombstone, records last touched hundreds of thousands of events ago: each visit was
/// a chain of cache misses paid one after another (perf, many-objects bench log: a quarter of the
/// delivering thread's time in dropping the oldest object). Both queues are read in order, so the
/// records a few places further on are asked for while the current one is handled.
enum RecordPrefetch {
    /// How many places ahead of the one being handled a queue's records are asked for: far enough
    /// for a miss to arrive (a few hundred cycles) before the record's turn, near enough that it
    /// is still in the cache then.
    static let distance = 8

    /// The cache lines retirement and forgetting read: the flags and identity lead the record
    /// (see ``ObjectRecord``), the monitor slots, timeline buffer and last event's facts follow,
    /// about 240 bytes in all (measured on the many-objects bench log: three lines 1.02x the
    /// time of four, two lines 1.05x).
    private static let lines = 4

    /// Ask for the record whose instance starts at `pointer`; a stale pointer is only a wasted hint.
    @inline(__always)
    static func record(at pointer: UnsafeRawPointer) {
        for line in 0..<lines { cprefetch_for_write(pointer + line * 64) }
    }

    /// Ask for the head of a timeline buffer (its count and first entries), from a hint.
    @inline(__always)
    static func timeline(at buffer: UnsafeRawPointer?) {
        guard let buffer else { return }
        for line in 0..<timelineLines { cprefetch_for_write(buffer + line * 64) }
    }

    /// The lines of a timeline buffer asked for: its header and the three entries a retired
    /// record keeps, which the buffer's next user destroys.
    private static let timelineLines = 5

    /// Ask for `records[index]`, when there is one, without retaining it: a retain would itself
    /// wait for the miss.
    @inline(__always)
    static func record(in records: [ObjectRecord?], at index: Int) {
        guard index < records.count else { return }
        records.withUnsafeBufferPointer { buffer in
            if let pointer = UnsafeRawPointer(buffer.baseAddress! + index).load(as: UnsafeRawPointer?.self) { record(at: pointer) }
        }
    }

    /// Ask for what retiring `records[index]` touches beyond the record: its inline monitors and
    /// the head of its timeline buffer. It reads the record, so it is meant for one that was
    /// asked for ``distance`` places earlier (two stages: the record, then what it points to).
    @inline(__always)
    static func parts(in records: [ObjectRecord?], at index: Int) {
        guard index < records.count else { return }
        records.withUnsafeBufferPointer { buffer in
            guard let pointer = UnsafeRawPointer(buffer.baseAddress! + index).load(as: UnsafeRawPointer?.self) else { return }
            Unmanaged<ObjectRecord>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.prefetchParts() }
        }
    }

    /// Both stages for a walk over `records` that is at `index`: the record twice ``distance``
    /// places on is asked for, and the parts of the one ``distance`` places on, whose record was
    /// asked for ``distance`` steps ago.
    @inline(__always)
    static func ahead(in records: [ObjectRecord?], of index: Int) {
        record(in: records, at: index + 2 * distance)
        parts(in: records, at: index + distance)
    }

    /// The instance address of `object`, kept as a hint where a reference must not be.
    @inline(__always)
    static func address(of object: ObjectRecord) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }
}
