import Foundation
import Testing

/// The suite's own way of running the binary must not leak: Foundation's `Process.run()` on Linux
/// lists every open descriptor and crashes when there are more than its directory buffer holds
/// (see ``closeStandardHandles(_:)``), so a helper that leaves its files open brings the whole
/// suite down, at random, once enough tests have run.
@Suite("Child processes")
struct ChildProcessTests {
    static func openDescriptors() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    @Test("Running the binary fifty times leaves no descriptors open",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func runsCloseTheirFiles() throws {
        let before = try Self.openDescriptors()
        for _ in 0..<50 {
            let outcome = try CLI.run(["check", "Tests/Fixtures/sequences/01_push_push_pop_pop_AbnerPei.log"])
            #expect(outcome.status == 0 || outcome.status == 1)
        }
        // Three files a run were left open before; other tests running meanwhile open a few dozen.
        #expect(try Self.openDescriptors() < before + 60)
    }
}
