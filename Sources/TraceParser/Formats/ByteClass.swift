/// What each byte value is to the scanners that walk names and numbers byte by byte: one table
/// load per byte where a chain of range comparisons cost several branches.
///
/// The classes are exactly those of ``ByteText``'s predicates (a test holds them equal for all
/// 256 bytes); only hot loops read the table.
enum ByteClass {
    /// `[A-Za-z_$]`, ``ByteText/isIdentifierStart(_:)``.
    static let identifierStart: UInt8 = 1
    /// `[A-Za-z0-9_$]`, ``ByteText/isIdentifier(_:)``.
    static let identifier: UInt8 = 2
    /// `[A-Za-z0-9_$.]`: a byte of a (module-qualified) class name.
    static let className: UInt8 = 4
    /// `[0-9A-Fa-f]`.
    static let hexDigit: UInt8 = 8

    /// The classes of byte `b`.
    @inline(__always)
    static func of(_ b: UInt8) -> UInt8 { table.classes[Int(b)] }

    /// The class table itself (256 entries), for loops that read it per byte: fetched once before
    /// the loop, it spares each byte the lazy global's initialisation check.
    static var classes: UnsafePointer<UInt8> { UnsafePointer(table.classes) }

    /// The hex-value table itself (256 entries), for loops: see ``classes``.
    static var hexValues: UnsafePointer<UInt8> { UnsafePointer(table.hexValues) }

    /// The value of hex digit `b`, or 0xFF when it is none.
    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8 { table.hexValues[Int(b)] }

    private final class Table: @unchecked Sendable {
        let classes: UnsafeMutablePointer<UInt8>
        let hexValues: UnsafeMutablePointer<UInt8>

        init() {
            classes = .allocate(capacity: 256)
            hexValues = .allocate(capacity: 256)
            for value in 0...255 {
                let b = UInt8(value)
                var c: UInt8 = 0
                if ByteText.isIdentifierStart(b) { c |= ByteClass.identifierStart }
                if ByteText.isIdentifier(b) { c |= ByteClass.identifier | ByteClass.className }
                if b == ASCII.period { c |= ByteClass.className }
                var hex: UInt8 = 0xFF
                if ByteText.isDigit(b) { hex = b - ASCII.digit0 } else if (b | 0x20) &- ASCII.a < 6 { hex = (b | 0x20) - ASCII.a + 10 }
                if hex != 0xFF { c |= ByteClass.hexDigit }
                classes[value] = c
                hexValues[value] = hex
            }
        }
    }

    private static let table = Table()
}
