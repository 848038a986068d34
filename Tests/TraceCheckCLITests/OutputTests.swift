import Foundation
import Testing

/// `-o`: what the console says, several reports from one run, and files it must never replace.
@Suite("Report outputs")
struct OutputTests {
    static let violating = "Examples/observer_added_twice.log"
    static let summary = "1 error in 1 file (31 lines, 24 events)"

    /// A scratch folder holding a copy of the violating log as `a.log`.
    static func folderWithLog(_ name: String = #function) throws -> URL {
        let folder = try Paths.scratchFolder(name)
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(violating),
                                         to: folder.appendingPathComponent("a.log"))
        return folder
    }

    static func contents(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test("A run writing -o prints the text summary line on standard error naming the file, and -q silences it")
    func summaryOnConsole() throws {
        let folder = try Self.folderWithLog()
        let outcome = try CLI.run(["-f", "sarif", "-o", "r.sarif", "a.log"], in: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == Self.summary + " written to r.sarif\n")
        let two = try CLI.run(["-o", "sarif=r.sarif", "-o", "junit=r.xml", "a.log"], in: folder)
        #expect(two.stderr == Self.summary + " written to r.sarif, r.xml\n")
        let quiet = try CLI.run(["-q", "-f", "sarif", "-o", "r.sarif", "a.log"], in: folder)
        #expect(quiet.status == 1)
        #expect(quiet.stderr.isEmpty)
        let clean = try CLI.run(["-f", "junit", "-o", "c.xml", Paths.root.appendingPathComponent("Examples/clean_session.log").path],
                                in: folder)
        #expect(clean.status == 0)
        #expect(clean.stderr.hasPrefix("no violations in 1 file ("))
        #expect(clean.stderr.hasSuffix(") written to c.xml\n"))
    }

    @Test("Several --output FORMAT=FILE in one run are byte-identical to separate runs, text=- included, with no file left behind")
    func severalOutputs() throws {
        let folder = try Self.folderWithLog()
        let formats = ["sarif", "junit", "json", "ndjson", "html", "text"]
        let together = try CLI.run(formats.flatMap { ["--output", "\($0)=together.\($0)"] } + ["-o", "text=-", "a.log"], in: folder)
        #expect(together.status == 1)
        for format in formats {
            let alone = try CLI.run(["-f", format, "-o", "alone.\(format)", "a.log"], in: folder)
            #expect(alone.status == 1)
            let a = try Self.contents(folder.appendingPathComponent("together.\(format)"))
            let b = try Self.contents(folder.appendingPathComponent("alone.\(format)"))
            #expect(a == b, "\(format)")
            #expect(!a.isEmpty)
        }
        let stdout = try CLI.run(["a.log"], in: folder)
        #expect(together.stdout == stdout.stdout)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "temporary files left: \(names)")
        // The plain form keeps working next to the new one: FILE takes --format.
        let mixed = try CLI.run(["-f", "json", "-o", "plain.json", "-o", "sarif=mixed.sarif", "a.log"], in: folder)
        #expect(mixed.status == 1)
        #expect(try Self.contents(folder.appendingPathComponent("plain.json")) == Self.contents(folder.appendingPathComponent("alone.json")))
        #expect(try Self.contents(folder.appendingPathComponent("mixed.sarif")) == Self.contents(folder.appendingPathComponent("alone.sarif")))
    }

    @Test("A format name that is not one is a usage error with a suggestion; standard output twice is a usage error")
    func badDestinations() throws {
        let folder = try Self.folderWithLog()
        let typo = try CLI.run(["-o", "sarf=r.sarif", "a.log"], in: folder)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'sarif'?"))
        let twice = try CLI.run(["-o", "-", "-o", "json=-", "a.log"], in: folder)
        #expect(twice.status == 2)
        #expect(twice.stdout.isEmpty)
        // A name holding '=' is still a file when written as a path.
        let path = try CLI.run(["-q", "-o", "./x=y.txt", "a.log"], in: folder)
        #expect(path.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x=y.txt").path))
    }

    @Test("-o or --write-baseline naming an input, through a hard link, a symbolic link or standard input, refuses with exit 2 and writes nothing")
    func refusesToOverwriteInputs() throws {
        let folder = try Self.folderWithLog()
        let log = folder.appendingPathComponent("a.log")
        let original = try Self.contents(log)
        try FileManager.default.linkItem(at: log, to: folder.appendingPathComponent("hard.log"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("soft.log").path, withDestinationPath: "a.log")
        let cases: [[String]] = [
            ["-o", "a.log", "a.log"],
            ["-o", "sarif=a.log", "a.log"],
            ["-o", "hard.log", "a.log"],
            ["-o", "soft.log", "a.log"],
            ["-o", "./a.log", "a.log"],
            ["--write-baseline", "a.log", "a.log"],
            ["-o", "y.json", "--write-baseline", "y.json", "a.log"],
            ["-o", "y.json", "-o", "sarif=./y.json", "a.log"],
        ]
        for arguments in cases {
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let outcome = try CLI.run(arguments, in: folder)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderr.hasSuffix("; nothing was written\n"), "\(arguments): \(outcome.stderr)")
            #expect(outcome.stdout.isEmpty, "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before, "\(arguments)")
            #expect(try Self.contents(log) == original, "\(arguments)")
        }
        let stdin = try CLI.run(["-o", "a.log"], stdin: log, in: folder)
        #expect(stdin.status == 2)
        #expect(stdin.stderr == "trace-check: error: -o a.log would overwrite the file on standard input; nothing was written\n")
        #expect(try Self.contents(log) == original)
    }

    @Test("-o never replaces a rules file, the configuration or the --baseline it reads, while --write-baseline may update that baseline")
    func settingsFiles() throws {
        let folder = try Self.folderWithLog()
        let rules = Paths.root.appendingPathComponent("Examples/rules/session-pairing.tcrules")
        try FileManager.default.copyItem(at: rules, to: folder.appendingPathComponent("r.tcrules"))
        let overRules = try CLI.run(["--rules", "r.tcrules", "-o", "r.tcrules", "a.log"], in: folder)
        #expect(overRules.status == 2)
        #expect(try Self.contents(folder.appendingPathComponent("r.tcrules")) == Self.contents(rules))
        #expect(try CLI.run(["--write-baseline", "b.json", "a.log"], in: folder).status == 1)
        let baseline = try Self.contents(folder.appendingPathComponent("b.json"))
        let overBaseline = try CLI.run(["--baseline", "b.json", "-o", "b.json", "a.log"], in: folder)
        #expect(overBaseline.status == 2)
        #expect(try Self.contents(folder.appendingPathComponent("b.json")) == baseline)
        let config = folder.appendingPathComponent("settings.json")
        try Data(#"{"version": 1}"#.utf8).write(to: config)
        let overConfig = try CLI.run(["--config", "settings.json", "-o", "settings.json", "a.log"], in: folder)
        #expect(overConfig.status == 2)
        #expect(overConfig.stderr.contains("would overwrite the input settings.json"), "\(overConfig.stderr)")
        #expect(try String(contentsOf: config, encoding: .utf8) == #"{"version": 1}"#)
        let update = try CLI.run(["--baseline", "b.json", "--write-baseline", "b.json", "a.log"], in: folder)
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try Self.contents(folder.appendingPathComponent("b.json")) == baseline)
    }

    @Test("-o through a symbolic link replaces its target and keeps the link; a replaced report keeps its mode, a new one gets the umask's")
    func linksAndModes() throws {
        let folder = try Self.folderWithLog()
        let target = folder.appendingPathComponent("real.txt")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
        let outcome = try CLI.run(["-q", "-o", "link.txt", "a.log"], in: folder)
        #expect(outcome.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link.txt").path) == "real.txt")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("a.log:20: error: "))
        #expect(try Self.mode(target.path) == 0o600)
        // A dangling link: the report is created where it points.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.txt").path, withDestinationPath: "made.txt")
        #expect(try CLI.run(["-q", "-o", "dangling.txt", "a.log"], in: folder).status == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("made.txt").path))
        let mask = umask(0)
        umask(mask)
        #expect(try CLI.run(["-q", "-o", "new.txt", "a.log"], in: folder).status == 1)
        #expect(try Self.mode(folder.appendingPathComponent("new.txt").path) == 0o666 & ~Int(mask))
        #expect(try CLI.run(["-q", "--write-baseline", "link.txt", "a.log"], in: folder).status == 1)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"entries\""))
        #expect(try Self.mode(target.path) == 0o600)
    }
}
