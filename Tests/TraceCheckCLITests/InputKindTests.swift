import Foundation
import Testing

/// Every kind of input a user has, through the binary: each readable one gives the plain file's
/// violations; a damaged one is an input error for that file while the others are still checked.
@Suite("Input kinds")
struct InputKindTests {
    static let plain = "Tests/Fixtures/sequences/15_zombie_message_to_deallocated_SO1585688.log"
    static let encoded = ["Tests/Fixtures/encodings/zombie.log.gz", "Tests/Fixtures/encodings/zombie.utf16le.log",
                          "Tests/Fixtures/encodings/zombie.utf16be.log", "Tests/Fixtures/encodings/zombie.utf16le-nobom.log"]

    /// The report with the file name taken out, so copies under other names compare equal.
    static func violations(_ outcome: Outcome, name: String) -> String {
        outcome.stdout.replacingOccurrences(of: name, with: "FILE")
    }

    @Test("gzip and UTF-16 copies give the same violations and exit code as the UTF-8 file", arguments: encoded)
    func sameViolations(_ file: String) throws {
        let expected = try CLI.run([Self.plain])
        let actual = try CLI.run([file])
        #expect(expected.status == 1)
        #expect(actual.status == expected.status, "\(actual.stderr)")
        #expect(Self.violations(actual, name: file) == Self.violations(expected, name: Self.plain))
        #expect(actual.stderr.isEmpty)
    }

    @Test("gzip on standard input is read as the file it holds")
    func gzipOnStandardInput() throws {
        let outcome = try CLI.run(["-f", "json"], stdin: Paths.root.appendingPathComponent(Self.encoded[0]))
        let expected = try CLI.run(["-f", "json", "-"], stdin: Paths.root.appendingPathComponent(Self.plain))
        #expect(outcome.status == 1)
        #expect(outcome.stdout == expected.stdout)
    }

    @Test("A corrupt or truncated gzip is one error line for that file, exit 2, and the other files are still checked",
          arguments: ["corrupt", "truncated"])
    func damagedGzip(_ damage: String) throws {
        let folder = try Paths.scratchFolder()
        var bytes = try Data(contentsOf: Paths.root.appendingPathComponent(Self.encoded[0]))
        if damage == "corrupt" {
            for index in 30..<60 { bytes[index] ^= 0x5A }
        } else {
            bytes = bytes.prefix(bytes.count / 2)
        }
        let damaged = folder.appendingPathComponent("device.log.gz")
        try bytes.write(to: damaged)
        let outcome = try CLI.run([damaged.path, Self.plain])
        #expect(outcome.status == 2)
        let errors = outcome.stderr.split(separator: "\n")
        #expect(errors.count == 1, "\(outcome.stderr)")
        #expect(errors.first?.hasPrefix("trace-check: error: \(damaged.path): cannot decode: gzip data is \(damage)") == true)
        #expect(outcome.stdout.contains("\(Self.plain):1: error:"))
        #expect(outcome.stdout.contains("in 2 files"))
    }
}
