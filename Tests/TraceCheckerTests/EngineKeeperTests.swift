import Foundation
import Testing
import TraceParser
@testable import TraceChecker

/// A keeper holds a check's engine until its next check begins (or until it is released), and
/// what a check finds does not depend on whether its engine is kept.
struct EngineKeeperTests {
    /// A real log with findings (a zombie message), so that "the same" is not vacuous.
    static let log: [UInt8] = Array(FileManager.default.contents(atPath: FixturePaths.fixtures
        .appendingPathComponent("sequences/15_zombie_message_to_deallocated_SO1585688.log").path) ?? Data())

    static func check(keeper: EngineKeeper?) -> FileReport {
        TraceCheck.check(source: MemoryByteSource(log, name: "log"), fileName: "log",
                         plan: CheckPlan(options: CheckOptions()), keeper: keeper)
    }

    @Test("A kept engine lives until the keeper's next check begins, which keeps its own")
    func keptUntilTheNextCheck() {
        let keeper = EngineKeeper()
        _ = Self.check(keeper: keeper)
        weak var first = keeper.held
        #expect(first != nil)
        _ = Self.check(keeper: keeper)
        #expect(first == nil)
        weak var second = keeper.held
        #expect(second != nil)
        keeper.release()
        #expect(second == nil)
        #expect(keeper.held == nil)
    }

    @Test("A check finds the same with a keeper as without")
    func sameFindings() {
        let kept = Self.check(keeper: EngineKeeper())
        let freed = Self.check(keeper: nil)
        #expect(!freed.violations.isEmpty)
        #expect(kept.violations == freed.violations)
        #expect(kept.statistics.events == freed.statistics.events)
    }

    @Test("Keepers that last until exit are kept apart from others and start empty")
    func lastingKeepersStartEmpty() {
        let keepers = EngineKeeper.lastingUntilExit(count: 3)
        #expect(keepers.count == 3)
        #expect(keepers.allSatisfy { $0.held == nil })
        #expect(Set(keepers.map(ObjectIdentifier.init)).count == 3)
    }
}
