import Testing
import TraceParser
@testable import TraceChecker

/// An object record names itself in findings exactly as its identity would, without building the
/// identity: the same text for every mix of class, address and incarnation.
struct DisplayNameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let className: String?
        let address: UInt64?
        let incarnation: Int
        var testDescription: String { "\(className ?? "unnamed") \(address.map(Address.hex) ?? "no address") #\(incarnation)" }
    }

    static let cases: [Case] = [
        Case(className: "FeedViewController", address: 0x7fa3_c2d0_a1b0, incarnation: 1),
        Case(className: "FeedViewController", address: 0x7fa3_c2d0_a1b0, incarnation: 2),
        Case(className: "FeedViewController", address: nil, incarnation: 1),
        Case(className: "FeedViewController", address: nil, incarnation: 12),
        Case(className: nil, address: 0x1, incarnation: 1),
        Case(className: nil, address: nil, incarnation: 3),
        Case(className: nil, address: nil, incarnation: 1),
        Case(className: "MyApp.ListViewController<Café>", address: 0x0, incarnation: 1),
        Case(className: "X", address: .max, incarnation: 1_000_000),
    ]

    @Test("displayName of a record is its identity's displayName", arguments: cases)
    func matchesIdentity(_ example: Case) {
        let session = SessionRecord(key: SessionKey(source: 0, process: "MyApp", pid: 1234))
        let record = ObjectRecord(session: session, classFacts: ClassFacts(name: example.className ?? ""),
                                  isNamed: example.className != nil, address: example.address, incarnation: example.incarnation)
        #expect(record.displayName == record.identity.displayName)
        #expect(record.displayName.hasPrefix(example.className ?? "(unnamed object)"))
    }
}
