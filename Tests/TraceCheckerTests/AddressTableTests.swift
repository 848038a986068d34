import Testing
@testable import TraceChecker

/// `AddressTable` answers exactly as a `Dictionary` would, whatever order keys come and go in,
/// including when every key lands in one run of slots that wraps around the end of the table.
struct AddressTableTests {
    /// Apply the same operations to the table and to a dictionary, checking every answer.
    static func replay(_ keys: [UInt64], operations: Int, multiplier: UInt64?, seed: UInt64) {
        var random = SeededKeys(seed: seed)
        let table = multiplier.map { AddressTable<Int>(multiplier: $0) } ?? AddressTable<Int>()
        var model: [UInt64: Int] = [:]
        for step in 0..<operations {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            switch random.next() % 5 {
            case 0, 1:
                #expect(table.updateValue(step, forKey: key) == model.updateValue(step, forKey: key))
            case 2:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            case 3:
                // One probe that reads the value and then replaces or removes it.
                let removes = step % 3 == 0
                let old = table.modify(key) { value -> Int? in
                    defer { value = removes ? nil : step }
                    return value
                }
                #expect(old == model[key])
                model[key] = removes ? nil : step
            default:
                table[key] = nil
                model[key] = nil
            }
            #expect(table.count == model.count)
            if step % 97 == 0 {
                for key in keys { #expect(table[key] == model[key]) }
            }
        }
        for key in keys { #expect(table[key] == model[key]) }
    }

    @Test("Random keys, the random multiplier: every answer is the dictionary's")
    func randomKeys() {
        var random = SeededKeys(seed: 7)
        let keys = (0..<3_000).map { _ in random.next() } + [0, 1, UInt64.max, UInt64.max - 1]
        Self.replay(keys, operations: 40_000, multiplier: nil, seed: 1)
    }

    @Test("Addresses as logs print them: aligned, close together")
    func alignedAddresses() {
        let keys = (0..<2_000).map { 0x7fa3_c200_0040 + UInt64($0) * 16 }
        Self.replay(keys, operations: 30_000, multiplier: nil, seed: 2)
    }

    @Test("Every key in one run that wraps past the last slot, with removals in the middle")
    func oneWrappingRun() {
        // With multiplier 1 the hash is the key's top bits: these all start at the last slot.
        let keys = (1...200).map { UInt64.max - UInt64($0) }
        Self.replay(keys, operations: 20_000, multiplier: 1, seed: 3)
        // And runs of small keys (home slot 0) meeting the wrapped run.
        Self.replay(keys + (0..<200).map { UInt64($0) }, operations: 20_000, multiplier: 1, seed: 4)
    }

    @Test("The one address used as the empty mark is stored like any other")
    func vacantMarkIsAKey() {
        let table = AddressTable<String>()
        #expect(table[.max] == nil)
        table[.max] = "last"
        table[0] = "first"
        #expect(table[.max] == "last" && table[0] == "first" && table.count == 2)
        #expect(table.updateValue("again", forKey: .max) == "last")
        #expect(table.removeValue(forKey: .max) == "again")
        #expect(table[.max] == nil && table.count == 1)
    }

    @Test("Values are released when removed, replaced or dropped with the table")
    func valuesAreReleased() {
        final class Token {}
        weak var removed: Token?, replaced: Token?, dropped: Token?
        do {
            let table = AddressTable<Token>()
            let a = Token(), b = Token(), c = Token()
            removed = a; replaced = b; dropped = c
            table[1] = a; table[2] = b; table[3] = c
            for key in 100..<200 { table[UInt64(key)] = Token() }  // grows the table
            table[1] = nil
            table[2] = Token()
        }
        #expect(removed == nil && replaced == nil && dropped == nil)
    }
}

/// A deterministic generator (a 64-bit LCG, its high bits), so a failure replays.
private struct SeededKeys {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16 | state << 48
    }
}
