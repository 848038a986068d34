import Testing
import TraceParser

/// Addresses are written digit by digit (every finding names its object's address); the text
/// must be UIKit's: `0x` and lower-case hex without leading zeros.
@Suite("Address text")
struct AddressTests {
    @Test("An address is written as 0x and its lower-case hex digits, from zero to the largest",
          arguments: [UInt64(0), 1, 0xf, 0x10, 0x7fa3c2004a10, 0x600000c01230, 0xdeadbeef, UInt64(1) << 63, .max])
    func addressText(value: UInt64) {
        #expect(Address.hex(value) == "0x" + String(value, radix: 16))
        #expect(Address.parse(Address.hex(value)) == value)
    }
}
