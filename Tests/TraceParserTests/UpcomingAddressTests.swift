import Foundation
import Testing
@testable import TraceParser

/// `read(_:onLine:upcoming:onEvent:)` tells a consumer which objects are coming, as a hint only.
@Suite("Upcoming addresses")
struct UpcomingAddressTests {
    /// 300 addressed events over 60 objects, and a line without an address now and then.
    private static let log: String = (0..<300).map { index in
        let name = "Cell\(index % 7)", address = String(0x7fa3_c200_0000 + (index % 60) * 0x40, radix: 16)
        return index % 25 == 0 ? "-[\(name) viewDidLoad]\n" : "-[\(name) viewWillAppear:] <\(name): 0x\(address)>\n"
    }.joined()

    private func options(threads: Int) -> TraceReader.Options {
        var options = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        options.threads = threads
        options.recognitionBatchSize = 64
        return options
    }

    @Test("Each address heard ahead is that of the event delivered a lookahead later, and hearing changes no event")
    func addressesHeardAheadAreThoseOfLaterEvents() throws {
        var heard: [(address: UInt64, deliveredBefore: Int)] = []
        var delivered: [UInt64?] = []
        try TraceReader(options: options(threads: 2)).read(MemoryByteSource(text: Self.log),
                                                           upcoming: { heard.append(($0, delivered.count)) }) { delivered.append($0.address) }
        var plain: [UInt64?] = []
        try TraceReader(options: options(threads: 2)).read(MemoryByteSource(text: Self.log)) { plain.append($0.address) }

        #expect(delivered == plain)
        #expect(delivered.count == 300)
        // Every batch of 64 but the last tells of all its addressed events past the first lookahead.
        #expect(heard.count > 200)
        for (address, before) in heard {
            #expect(delivered[before + TraceReader.lookahead] == address)
        }
    }

    @Test("Reading on one thread hears nothing ahead: events are delivered as they are recognised")
    func oneThreadHearsNothing() throws {
        var heard = 0, delivered = 0
        try TraceReader(options: options(threads: 1)).read(MemoryByteSource(text: Self.log), upcoming: { _ in heard += 1 }) { _ in delivered += 1 }
        #expect(delivered == 300)
        #expect(heard == 0)
    }
}
