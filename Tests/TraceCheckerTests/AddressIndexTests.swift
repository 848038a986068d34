import Testing
@testable import TraceChecker
import TraceParser

/// `AddressIndex` keeps records and forgotten incarnation numbers in one entry per address; the
/// numbering must come out as it did with a table for each.
struct AddressIndexTests {
    let session = SessionRecord(key: SessionKey(source: 0, process: "App", pid: 1))
    let facts = ClassFacts(name: "FeedCell")

    func record(at address: UInt64, incarnation: Int, retired: Bool = true) -> ObjectRecord {
        let object = ObjectRecord(session: session, classFacts: facts, isNamed: true, address: address, incarnation: incarnation)
        object.isRetired = retired
        return object
    }

    @Test("A forgotten record's number is remembered, and the next object at its address counts on")
    func forgottenNumberCountsOn() {
        let index = AddressIndex()
        #expect(index.entry(at: 0x10).nextIncarnation == 1)
        let first = record(at: 0x10, incarnation: 1, retired: false)
        index.track(first, at: 0x10)
        #expect(index[0x10] === first && index.recordCount == 1)
        // Neither a live record nor another incarnation is forgotten.
        #expect(index.forgetRetired(at: 0x10, incarnation: 1) == nil)
        first.isRetired = true
        #expect(index.forgetRetired(at: 0x10, incarnation: 2) == nil)
        #expect(index.forgetRetired(at: 0x10, incarnation: 1) === first)
        #expect(index[0x10] == nil && index.recordCount == 0 && index.rememberedCount == 1)
        #expect(index.entry(at: 0x10).nextIncarnation == 2)

        let second = record(at: 0x10, incarnation: 2)
        index.track(second, at: 0x10)
        #expect(index.entry(at: 0x10).nextIncarnation == 3 && index.rememberedCount == 1)
        #expect(index.forgetRetired(at: 0x10, incarnation: 2) === second)
        // Still one remembered address, now with the later number.
        #expect(index.rememberedCount == 1 && index.entry(at: 0x10).nextIncarnation == 3)
    }

    @Test("Past the bound the oldest numbers go, and a record tracked at such an address stays")
    func oldestNumbersAreEvicted() {
        let index = AddressIndex()
        let bound = AddressIndex.rememberedIncarnations
        // The first address is forgotten once, then gets a record that is still tracked.
        index.track(record(at: 0, incarnation: 1), at: 0)
        _ = index.forgetRetired(at: 0, incarnation: 1)
        let tracked = record(at: 0, incarnation: 2, retired: false)
        index.track(tracked, at: 0)
        for step in 1...(bound + 10) {
            let address = UInt64(step) * 16
            index.track(record(at: address, incarnation: 1), at: address)
            #expect(index.forgetRetired(at: address, incarnation: 1) != nil)
        }
        #expect(index.rememberedCount == bound)
        #expect(index[0] === tracked && index.recordCount == 1)
        #expect(index.entry(at: 0).forgottenIncarnation == 0)
        // The oldest forgotten addresses start again at 1, the newest count on.
        #expect(index.entry(at: 16 * 9).nextIncarnation == 1)
        #expect(index.entry(at: 16 * 11).nextIncarnation == 2)
        #expect(index.entry(at: UInt64(bound + 10) * 16).nextIncarnation == 2)
    }
}
