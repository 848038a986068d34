/// Eight bytes of a fixed-width field as ``FastFormat/fixed(_:at:_:)`` tests them: the literal
/// bytes (`0` where a digit goes), little-endian, and 0xFF in each digit place.
struct FixedBytes: Equatable {
    let literal: UInt64
    let digitMask: UInt64

    /// `dddd-dd-`: a date's year and month.
    static let dateDashes = FixedBytes(literal: 0x2D30_302D_3030_3030, digitMask: 0x00FF_FF00_FFFF_FFFF)
    /// `dd dd:dd`: a date's day, the space, hours and minutes.
    static let dayAndHour = FixedBytes(literal: 0x3030_3A30_3020_3030, digitMask: 0xFFFF_00FF_FF00_FFFF)
    /// `dd:dd:dd`: a clock.
    static let clock = FixedBytes(literal: 0x3030_3A30_303A_3030, digitMask: 0xFFFF_00FF_FF00_FFFF)
    /// `d.dddddd`: a clock's last second digit and six fraction digits.
    static let microseconds = FixedBytes(literal: 0x3030_3030_3030_2E30, digitMask: 0xFFFF_FFFF_FFFF_00FF)

    /// The shape of `pattern`, eight bytes where `d` stands for a digit (the constants above are
    /// literals so that the hot path loads nothing; a test holds them equal to this).
    init(_ pattern: StaticString) {
        precondition(pattern.utf8CodeUnitCount == 8)
        var literal: UInt64 = 0, mask: UInt64 = 0
        for k in 0..<8 {
            let byte = pattern.utf8Start[k]
            if byte == ASCII.d { literal |= 0x30 << UInt64(8 * k); mask |= 0xFF << UInt64(8 * k) } else { literal |= UInt64(byte) << UInt64(8 * k) }
        }
        self.literal = literal
        digitMask = mask
    }

    init(literal: UInt64, digitMask: UInt64) {
        self.literal = literal
        self.digitMask = digitMask
    }
}
