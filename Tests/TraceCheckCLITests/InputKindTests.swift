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

    @Test("Syslog lines take their year from the file's date, and a day later in its month than the file is the year before")
    func syslogYearFromFileDate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("year-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try #require(ISO8601DateFormatter().date(from: "2026-12-04T12:00:00Z"))
        for (name, day) in [("later.log", "Dec 14"), ("earlier.log", "Dec  3")] {
            let file = folder.appendingPathComponent(name)
            try Data("\(day) 10:00:00 iPhone MyApp[12] <Notice>: -[A viewDidLoad]\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: file.path)
        }
        let later = try CLI.run(["events", "-f", "ndjson", "later.log"], in: folder)
        #expect(later.status == 0, "\(later.stderr)")
        #expect(later.stdout.contains(#""time":"2025-12-14T10:00:00""#), "\(later.stdout)")
        let earlier = try CLI.run(["events", "-f", "ndjson", "earlier.log"], in: folder)
        #expect(earlier.stdout.contains(#""time":"2026-12-03T10:00:00""#), "\(earlier.stdout)")
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
        // The summary says so too: a damaged file alone must not read like a clean run.
        let alone = try CLI.run([damaged.path])
        #expect(alone.status == 2)
        #expect(alone.stdout.hasSuffix(" events, 1 file unreadable)\n"), "\(alone.stdout)")
        #expect(!(try CLI.run([Self.plain])).stdout.contains("unreadable"))
    }

    @Test("A folder holding a gzip log is checked inside, with the plain file's violations")
    func gzipInFolder() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.encoded[0]),
                                         to: folder.appendingPathComponent("device.log.1.gz"))
        let outcome = try CLI.run([folder.path])
        let expected = try CLI.run([Self.plain])
        #expect(outcome.status == 1)
        #expect(Self.violations(outcome, name: folder.path + "/device.log.1.gz") == Self.violations(expected, name: Self.plain))
    }

    @Test("A .logarchive, a sysdiagnose folder or tarball, an .xcresult: exit 2 with one line giving the command")
    func appleArchives() throws {
        let folder = try Paths.scratchFolder()
        let archive = folder.appendingPathComponent("device.logarchive")
        try FileManager.default.createDirectory(at: archive.appendingPathComponent("Persist"), withIntermediateDirectories: true)
        let sysdiagnose = folder.appendingPathComponent("sysdiagnose_2024.05.01_iPhone")
        try FileManager.default.createDirectory(at: sysdiagnose.appendingPathComponent("system_logs.logarchive"),
                                                withIntermediateDirectories: true)
        let result = folder.appendingPathComponent("Run.xcresult")
        try FileManager.default.createDirectory(at: result.appendingPathComponent("Data"), withIntermediateDirectories: true)
        // A tarball is told by content (ustar at 257) once gzip is inflated, whatever its name.
        let tarball = folder.appendingPathComponent("sysdiagnose_2024.05.01.tar.gz")
        var tar = [UInt8](repeating: 0, count: 1024)
        tar.replaceSubrange(257..<262, with: Array("ustar".utf8))
        try Data(tar).write(to: folder.appendingPathComponent("bundle.tar"))
        #expect(Tool.run("/bin/sh", ["-c", "gzip -n -c '\(folder.path)/bundle.tar' > '\(tarball.path)'"]) == 0)
        for (path, phrase, command) in [(archive.path, "an Apple log archive", "log show --archive "),
                                        (sysdiagnose.path, "a sysdiagnose", "log show --archive "),
                                        (result.path, "an Xcode result bundle", "xcrun xcresulttool get log"),
                                        (tarball.path, "a sysdiagnose tarball", "tar -xzf ")] {
            let outcome = try CLI.run([path])
            #expect(outcome.status == 2)
            // A folder is refused before any reading; a file is refused when its content is seen.
            #expect(outcome.stdout.isEmpty || path == tarball.path, "\(outcome.stdout)")
            let lines = outcome.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(outcome.stderr)")
            #expect(outcome.stderr.contains(phrase))
            #expect(outcome.stderr.contains(command))
        }
    }

    /// The same log compressed by tools trace-check does not decompress, with the command each
    /// error line must give.
    static let foreign = [("Tests/Fixtures/encodings/zombie-xz.bin", "xz -dc "), ("Tests/Fixtures/encodings/zombie-bzip2.bin", "bzip2 -dc "),
                          ("Tests/Fixtures/encodings/zombie-zstd.bin", "zstd -dc "), ("Tests/Fixtures/encodings/zombie-lz4.bin", "lz4 -dc "),
                          ("Tests/Fixtures/encodings/zombie-zip.bin", "unzip ")]

    @Test("xz, bzip2, zstd, lz4 and zip are an input error naming the command that decompresses them; the other files are still checked",
          arguments: foreign)
    func otherCompressions(_ file: String, command: String) throws {
        let outcome = try CLI.run([file, Self.plain])
        #expect(outcome.status == 2)
        let errors = outcome.stderr.split(separator: "\n")
        #expect(errors.count == 1, "\(outcome.stderr)")
        #expect(errors.first?.hasPrefix("trace-check: error: \(file): ") == true, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(command + file), "\(outcome.stderr)")
        if command.hasPrefix("xz") {
            // The line the README shows.
            #expect(errors.first == "trace-check: error: \(file): cannot decode: xz-compressed data, which trace-check does not decompress (it reads gzip); run: xz -dc \(file) | trace-check")
        }
        #expect(outcome.stdout.contains("\(Self.plain):1: error:"))
        // Alone, on standard input and in a folder it is never a clean run.
        let alone = try CLI.run([file])
        #expect(alone.status == 2)
        #expect(alone.stdout.hasSuffix(" 1 file unreadable)\n"), "\(alone.stdout)")
        let piped = try CLI.run([], stdin: Paths.root.appendingPathComponent(file))
        #expect(piped.status == 2)
        #expect(piped.stderr.contains(command.hasPrefix("unzip") ? "unzip" : command + "FILE | trace-check"), "\(piped.stderr)")
        // In a folder a compressed log is named as unread; a zip is not named like a log, and is
        // skipped with the other files that are not.
        guard !command.hasPrefix("unzip") else { return }
        let folder = try Paths.scratchFolder()
        let suffix = ["xz": "xz", "bzip2": "bz2", "zstd": "zst", "lz4": "lz4"][String(command.prefix { $0 != " " })]!
        let name = "device.log.1." + suffix
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(file), to: folder.appendingPathComponent(name))
        let walked = try CLI.run([folder.path])
        #expect(walked.status == 2)
        #expect(walked.stderr.contains("\(folder.path)/\(name): "), "\(walked.stderr)")
        // Beside a log that is checked, the summary counts it as unread.
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.plain), to: folder.appendingPathComponent("device.log"))
        let beside = try CLI.run([folder.path])
        #expect(beside.status == 2)
        #expect(beside.stdout.hasSuffix(" in 1 file (4 lines, 1 event, 1 file unreadable)\n"), "\(beside.stdout)")
    }

    @Test("Zero files to check is an input error: exit 2, one line saying why, nothing written to -o")
    func zeroFiles() throws {
        let folder = try Paths.scratchFolder()
        let empty = try CLI.run([folder.path])
        #expect(empty.status == 2)
        #expect(empty.stderr == "trace-check: error: no files to check: the folders given are empty\n")
        #expect(empty.stdout.isEmpty)
        try "# notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("out").appendingPathExtension("sarif")
        let skipped = try CLI.run(["-f", "sarif", "-o", report.path, folder.path])
        #expect(skipped.status == 2)
        #expect(skipped.stderr == "trace-check: error: no files to check: skipped 1 entry (1 not named like a log); --include GLOB checks other names\n")
        #expect(!FileManager.default.fileExists(atPath: report.path))
        for command in ["timeline", "events", "formats"] {
            #expect(try CLI.run([command, folder.path]).status == 2, "\(command)")
        }
    }

    @Test("A baseline written into the checked folder is not checked as a log on the next run, nor is -o's report")
    func ownFilesExcluded() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.plain), to: folder.appendingPathComponent("run.log"))
        let write = try CLI.run(["--write-baseline", "base.json", "-f", "json", "-o", "report.json", "."], in: folder)
        #expect(write.status == 1, "\(write.stderr)")
        let again = try CLI.run(["--baseline", "base.json", "-f", "json", "-o", "report.json", "."], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        let report = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        // One file checked: run.log; neither the baseline nor the previous report.
        #expect(report.contains("\"files\" : 1,"), "\(report)")
        // Nothing but -o's summary line: no note about the files left out.
        #expect(again.stderr == "no violations in 1 file (4 lines, 1 event) written to report.json\n", "\(again.stderr)")
    }

    @Test("Hidden entries get one counted note per run, not one each")
    func hiddenNote() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.plain), to: folder.appendingPathComponent("run.log"))
        for name in [".git", ".build", ".swiftpm"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try "x".write(to: folder.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let outcome = try CLI.run([folder.path])
        #expect(outcome.stderr == "trace-check: note: skipped 4 hidden entries; --include '.*' to check them\n")
    }
}
