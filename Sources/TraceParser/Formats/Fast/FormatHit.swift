/// The group ranges of a matched line that ``RecordParser`` uses, as a plain struct (no array per
/// line). Ranges are stored as 32-bit bounds (-1: unset) so a hit is small enough to copy freely.
struct FormatHit: Equatable {
    var index: Int
    private var bounds: SIMD32<Int32> = SIMD32(repeating: -1)

    init(index: Int) { self.index = index }

    init(index: Int, date: Range<Int>? = nil, mon: Range<Int>? = nil, day: Range<Int>? = nil, time: Range<Int>? = nil,
         tz: Range<Int>? = nil, process: Range<Int>? = nil, pid: Range<Int>? = nil, tid: Range<Int>? = nil, msg: Range<Int>? = nil,
         host: Range<Int>? = nil) {
        self.index = index
        self.date = date; self.mon = mon; self.day = day; self.time = time; self.tz = tz
        self.process = process; self.pid = pid; self.tid = tid; self.msg = msg; self.host = host
    }

    @inline(__always)
    private func get(_ slot: Int) -> Range<Int>? {
        let lower = bounds[2 * slot]
        return lower < 0 ? nil : Int(lower)..<Int(bounds[2 * slot + 1])
    }

    @inline(__always)
    private mutating func set(_ slot: Int, _ range: Range<Int>?) {
        if let range {
            bounds[2 * slot] = Int32(truncatingIfNeeded: range.lowerBound)
            bounds[2 * slot + 1] = Int32(truncatingIfNeeded: range.upperBound)
        } else {
            bounds[2 * slot] = -1
            bounds[2 * slot + 1] = -1
        }
    }

    var date: Range<Int>? { get { get(0) } set { set(0, newValue) } }
    var mon: Range<Int>? { get { get(1) } set { set(1, newValue) } }
    var day: Range<Int>? { get { get(2) } set { set(2, newValue) } }
    var time: Range<Int>? { get { get(3) } set { set(3, newValue) } }
    var tz: Range<Int>? { get { get(4) } set { set(4, newValue) } }
    var process: Range<Int>? { get { get(5) } set { set(5, newValue) } }
    var pid: Range<Int>? { get { get(6) } set { set(6, newValue) } }
    var tid: Range<Int>? { get { get(7) } set { set(7, newValue) } }
    var msg: Range<Int>? { get { get(8) } set { set(8, newValue) } }
    var host: Range<Int>? { get { get(9) } set { set(9, newValue) } }
    /// A `[Tag]` the format reads where os_log prints a category, with no `:` in it
    /// (`App[1:2] [StreamVC] viewDidLoad`): NSLog's and print's tags are often the logging type.
    var tag: Range<Int>? { get { get(10) } set { set(10, newValue) } }
}

extension FormatHit {
    /// The hit a format's pattern gives: the groups of `match`, and the tag its subsystem is when
    /// the bracket holds no `:` (`[StreamVC]`, not `[com.apple.network:]` or `[Common:UI]`).
    init(index: Int, match: RegexMatch, groups g: LineFormat.Groups, in bytes: UnsafeRawBufferPointer) {
        @inline(__always) func group(_ number: Int?) -> Range<Int>? { number.flatMap { match[$0] } }
        self.init(index: index, date: group(g.date), mon: group(g.mon), day: group(g.day), time: group(g.time), tz: group(g.tz),
                  process: group(g.process), pid: group(g.pid), tid: group(g.tid), msg: group(g.msg), host: group(g.host))
        if let subsystem = group(g.subsystem), !subsystem.isEmpty, group(g.category)?.isEmpty ?? true,
           subsystem.upperBound < bytes.count, bytes[subsystem.upperBound] == ASCII.rightBracket {
            tag = subsystem
        }
    }
}
