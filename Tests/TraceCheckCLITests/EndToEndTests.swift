import Foundation
import Testing
import TraceParser

/// The built binary, run as users and CI run it.
@Suite("trace-check end to end")
struct EndToEndTests {
    static let clean = "Examples/clean_session.log"
    static let violating = "Examples/observer_added_twice.log"

    @Test("The binary exists next to the tests (swift build builds it)")
    func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Paths.binary.path), "\(Paths.binary.path)")
    }

    @Test("--help works on every subcommand and --version prints the version",
          arguments: ["check", "rules", "explain", "timeline", "events", "formats"])
    func help(_ command: String) throws {
        for flag in ["-h", "--help"] {
            let outcome = try CLI.run([command, flag])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.contains("Usage: trace-check"))
            #expect(outcome.stdout.contains("--help"))
        }
        let version = try CLI.run([command, "--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("trace-check "))
    }

    @Test("A clean log exits 0 and says so")
    func clean() throws {
        let outcome = try CLI.run([Self.clean])
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("in 1 file ("))
        #expect(outcome.stderr.isEmpty)
    }

    @Test("A log with an error exits 1 with compiler-style lines")
    func violations() throws {
        let outcome = try CLI.run(["check", Self.violating])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("\(Self.violating):"))
        #expect(outcome.stdout.contains(": error: "))
    }

    @Test("--fail-on decides what fails: never passes, note fails on notes")
    func failOn() throws {
        #expect(try CLI.run(["--fail-on", "never", Self.violating]).status == 0)
        #expect(try CLI.run(["--fail-on", "warning", Self.violating]).status == 1)
        #expect(try CLI.run(["--fail-on", "error", Self.clean]).status == 0)
    }

    @Test("Usage errors exit 2 with one clear line on standard error",
          arguments: [["--bogus"], ["-f", "xml"], ["--jobs", "0"], ["--disable", "no-such-rule"],
                      ["--severity", "no-such-rule=off"], ["--only", "nope"], ["explain"], ["explain", "no-such-rule"],
                      ["--rules", "no-such.tcrules"], ["rules", "extra"],
                      ["timeline", "--object", "@0xzz"]])
    func usageErrors(_ arguments: [String]) throws {
        let outcome = try CLI.run(arguments + [Self.clean])
        #expect(outcome.status == 2, "\(arguments)")
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("trace-check: error: "))
    }

    @Test("A missing file among good ones: reported on stderr, the others checked, exit 2")
    func missingAmongGood() throws {
        let outcome = try CLI.run([Self.clean, "no/such/file.log", Self.violating])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("no/such/file.log: no such file or folder"))
        #expect(outcome.stdout.contains("\(Self.violating):"))
        // The summary does not read like a run that checked everything it was given.
        #expect(outcome.stdout.contains(" in 2 files (") && outcome.stdout.hasSuffix(", 1 file unreadable)\n"), "\(outcome.stdout)")
    }

    @Test("An unreadable path among good ones: reported, the others checked, exit 2")
    func unreadableAmongGood() throws {
        // A path through a file cannot be read by anyone, root included (root reads mode-000 files).
        let through = Self.clean + "/child.log"
        let outcome = try CLI.run([Self.clean, through, Self.violating])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr == "trace-check: error: \(through): cannot read: Not a directory\n")
        #expect(outcome.stdout.contains("\(Self.violating):"))
        #expect(outcome.stdout.contains("in 2 files"))
        if getuid() != 0 {
            let folder = try Paths.scratchFolder()
            let locked = folder.appendingPathComponent("locked.log")
            try "x\n".write(to: locked, atomically: true, encoding: .utf8)
            chmod(locked.path, 0)
            let denied = try CLI.run([Self.clean, locked.path])
            #expect(denied.status == 2)
            #expect(denied.stderr.contains("locked.log: cannot read"))
        }
    }

    @Test("A symbolic link loop in a folder is reported, the rest is checked, exit 2")
    func symlinkLoop() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.violating),
                                         to: folder.appendingPathComponent("run.log"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".")
        let outcome = try CLI.run([folder.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("symbolic link loop"))
        #expect(outcome.stdout.contains("run.log:"))
    }

    @Test("A closed standard output ends the run quietly")
    func brokenPipe() throws {
        let folder = try Paths.scratchFolder()
        let big = folder.appendingPathComponent("big.log")
        let text = try String(contentsOf: Paths.root.appendingPathComponent(Self.violating), encoding: .utf8)
        try String(repeating: text, count: 3000).write(to: big, atomically: true, encoding: .utf8)
        for arguments in [["events", big.path], ["check", "-f", "ndjson", big.path], ["check", big.path, big.path]] {
            let process = Process()
            process.executableURL = Paths.binary
            process.arguments = arguments
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            _ = output.fileHandleForReading.readData(ofLength: 100)
            try output.fileHandleForReading.close()
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning {
                process.terminate()
                Issue.record("\(arguments) kept running after its reader went away")
                continue
            }
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(stderr.isEmpty, "\(arguments): \(stderr)")
            #expect(process.terminationReason == .exit, "\(arguments) was killed by a signal")
            #expect(process.terminationStatus == 0, "\(arguments)")
        }
    }

    @Test("NDJSON on a pipe reports a violation while the input is still open")
    func liveNDJSON() throws {
        let text = try String(contentsOf: Paths.root.appendingPathComponent(Self.violating), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let process = Process()
        process.executableURL = Paths.binary
        process.arguments = ["-f", "ndjson"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Everything up to and including the second registration (line 20), and the input stays open.
        input.fileHandleForWriting.write(Data((lines[..<21].joined(separator: "\n") + "\n").utf8))
        let received = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var firstChunk = Data()
        Thread.detachNewThread {
            firstChunk = output.fileHandleForReading.availableData
            received.signal()
        }
        let arrived = received.wait(timeout: .now() + 30) == .success
        #expect(arrived, "no violation before the input ended")
        if arrived { #expect(String(decoding: firstChunk, as: UTF8.self).contains("\"observer-added-twice\"")) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }

    @Test("-j 1 and -j 2 give byte-identical reports on the fixtures folder", arguments: ["text", "json", "ndjson", "sarif", "junit"])
    func parallelIsDeterministic(_ format: String) throws {
        let one = try CLI.run(["-j", "1", "-f", format, "Tests/Fixtures"])
        let two = try CLI.run(["-j", "2", "-f", format, "Tests/Fixtures"])
        let four = try CLI.run(["-j", "4", "-f", format, "Tests/Fixtures"])
        #expect(one.status == two.status)
        #expect(one.stdoutBytes == two.stdoutBytes)
        #expect(one.stdoutBytes == four.stdoutBytes)
        #expect(!one.stdoutBytes.isEmpty)
    }

    @Test("A folder's JSON report is the same whether each file is rendered on the thread that checked it or by the writer at the end")
    func renderedAheadMatchesWriter() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = Paths.root.appendingPathComponent("Tests/Fixtures").path
        for jobs in ["1", "2"] {
            // Alone, the JSON writer is handed parts rendered on the checking threads; beside a live
            // text report the delivery may change reports, so the writer renders every file itself.
            let ahead = try CLI.run(["-j", jobs, "-o", "json=ahead.json", fixtures], in: folder)
            let atEnd = try CLI.run(["-j", jobs, "-o", "json=end.json", "-o", "text=end.txt", fixtures], in: folder)
            #expect(ahead.status == atEnd.status)
            let aheadBytes = try Data(contentsOf: folder.appendingPathComponent("ahead.json"))
            #expect(aheadBytes == (try Data(contentsOf: folder.appendingPathComponent("end.json"))), "-j \(jobs)")
            #expect(aheadBytes.count > 1000)
        }
    }

    @Test("Standard input and the file give the same report", arguments: ["text", "json", "ndjson"])
    func stdinMatchesFile(_ format: String) throws {
        for file in [Self.violating, "Examples/leak_popped_not_deallocated.log"] {
            let fromFile = try CLI.run(["-f", format, file])
            let fromStdin = try CLI.run(["-f", format, "--stdin-name", file], stdin: Paths.root.appendingPathComponent(file))
            let fromDash = try CLI.run(["-f", format, "--stdin-name", file, "-"], stdin: Paths.root.appendingPathComponent(file))
            #expect(fromFile.stdoutBytes == fromStdin.stdoutBytes, "\(file)")
            #expect(fromFile.stdoutBytes == fromDash.stdoutBytes, "\(file)")
            #expect(fromFile.status == fromStdin.status)
        }
    }

    @Test("-o writes the report atomically and nothing on standard output; an unwritable -o path exits 2 before checking")
    func outputFile() throws {
        let folder = try Paths.scratchFolder()
        let path = folder.appendingPathComponent("report.sarif").path
        let outcome = try CLI.run(["-f", "sarif", "-o", path, Self.violating])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"2.1.0\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.sarif"])
        let bad = try CLI.run(["-o", "/nonexistent-folder/report.txt", Self.clean])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("/nonexistent-folder/report.txt"))
    }

    @Test("A baseline written today keeps today's violations quiet and lets new ones through")
    func baseline() throws {
        let folder = try Paths.scratchFolder()
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try CLI.run(["--write-baseline", baseline, Self.violating])
        #expect(written.status == 1)
        let quiet = try CLI.run(["--baseline", baseline, Self.violating])
        #expect(quiet.status == 0, "\(quiet.stdout)")
        #expect(quiet.stdout.hasPrefix("no violations"))
        let other = try CLI.run(["--baseline", baseline, Self.violating, "Examples/observer_outlives_appearance.log"])
        #expect(other.status == 1)
        #expect(!other.stdout.contains(Self.violating + ":"))
        let broken = folder.appendingPathComponent("broken.json")
        try "[]".write(to: broken, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["--baseline", broken.path, Self.clean]).status == 2)
    }

    @Test("A configuration file is found in the working folder; a bad key exits 2 naming file and key")
    func configuration() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent(Self.violating),
                                         to: folder.appendingPathComponent("run.log"))
        let config = folder.appendingPathComponent(".trace-check.json")
        try #"{"version": 1, "fail-on": "never", "format": "json"}"#.write(to: config, atomically: true, encoding: .utf8)
        let configured = try CLI.run(["run.log"], in: folder)
        #expect(configured.status == 0)
        #expect(configured.stdout.hasPrefix("{"))
        #expect(try CLI.run(["--fail-on", "error", "run.log"], in: folder).status == 1)
        try #"{"version": 1, "colour": "always"}"#.write(to: config, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["run.log"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".trace-check.json:1:16: unknown key 'colour' (did you mean 'color'?)"))
    }

    @Test("Colour appears only when asked for or on a terminal, never with NO_COLOR")
    func colour() throws {
        #expect(try CLI.run(["--color", "always", Self.violating]).stdout.contains("\u{1B}["))
        #expect(!(try CLI.run([Self.violating]).stdout.contains("\u{1B}[")))
        #expect(!(try CLI.run(["--color", "auto", Self.violating], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    @Test("--stats and notes go to standard error; -q silences notes and the summary")
    func statsAndQuiet() throws {
        let stats = try CLI.run(["--stats", Self.clean])
        #expect(stats.stderr.contains("1 file, "))
        #expect(stats.stderr.contains("lines/s"))
        let quiet = try CLI.run(["-q", Self.clean])
        #expect(quiet.stdout.isEmpty)
    }

    @Test("rules lists every rule in text and JSON; explain prints a rule's rationale")
    func rulesAndExplain() throws {
        let text = try CLI.run(["rules"])
        #expect(text.status == 0)
        let json = try CLI.run(["rules", "--format", "json"])
        #expect(json.status == 0)
        let root = try JSONNode.parse(json.stdoutBytes)
        #expect(root["version"] == .number(1))
        guard case let .array(rules)? = root["rules"], case let .string(first)? = rules.first?["id"] else { return }
        #expect(text.stdout.contains(first))
        let explain = try CLI.run(["explain", first])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix(first + ": "))
    }

    @Test("rules --verify runs a rules file's examples: 0 when they hold, 1 with each failure placed, 2 when it does not load")
    func verifyRulesExamples() throws {
        let good = try CLI.run(["rules", "--verify", "Examples/rules/session-pairing.tcrules"])
        #expect(good.status == 0)
        #expect(good.stdout.contains("all behave as described"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = folder.appendingPathComponent("wrong.tcrules")
        try """
        event start  selector ^startSession$
        event end    selector ^endSession$

        rule misplaced-marker
          severity error
          pair start -> end  before next-open
          trigger
            -[PlayerVC startSession] <PlayerVC: 0x1>
            ↓-[PlayerVC startSession] <PlayerVC: 0x1>
          clean
            -[PlayerVC startSession] <PlayerVC: 0x1>
            -[PlayerVC endSession] <PlayerVC: 0x1>

        """.write(to: wrong, atomically: true, encoding: .utf8)
        let failing = try CLI.run(["rules", "--verify", wrong.path])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("wrong.tcrules:7:3: error: trigger example of rule 'misplaced-marker' fails"))
        let broken = folder.appendingPathComponent("broken.tcrules")
        try "rule x\n  severity bogus\n".write(to: broken, atomically: true, encoding: .utf8)
        let unloadable = try CLI.run(["rules", "--verify", broken.path])
        #expect(unloadable.status == 2)
        #expect(unloadable.stderr.contains("broken.tcrules:2:12: error: unknown severity 'bogus'"))
    }

    @Test("rules --verify holds clean examples to no notes either, except on lines marked ⓘ")
    func verifyChecksNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func rules(cleanLine: String) -> String {
            """
            event start  selector ^startSession$
            event end    selector ^endSession$

            rule open-at-end
              severity error
              pair start -> end  before next-open, end-of-log
              trigger
                ↓-[PlayerVC startSession] <PlayerVC: 0x1>
                -[PlayerVC startSession] <PlayerVC: 0x1>
                -[PlayerVC endSession] <PlayerVC: 0x1>
              clean
                \(cleanLine)

            """
        }
        let unmarked = folder.appendingPathComponent("unmarked.tcrules")
        try rules(cleanLine: "-[PlayerVC startSession] <PlayerVC: 0x1>").write(to: unmarked, atomically: true, encoding: .utf8)
        let failing = try CLI.run(["rules", "--verify", unmarked.path])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("unmarked.tcrules:11:3: error: clean example of rule 'open-at-end' fails: got an unexpected note on line 12"))
        let marked = folder.appendingPathComponent("marked.tcrules")
        try rules(cleanLine: "ⓘ-[PlayerVC startSession] <PlayerVC: 0x1>").write(to: marked, atomically: true, encoding: .utf8)
        let passing = try CLI.run(["rules", "--verify", marked.path])
        #expect(passing.status == 0, "\(passing.stderr)")
    }

    @Test("timeline prints objects in text and JSON, filtered by --object")
    func timeline() throws {
        let text = try CLI.run(["timeline", "--object", "CommentsViewController", Self.violating])
        #expect(text.status == 0)
        #expect(text.stdout.contains("CommentsViewController@0x10531e2a0"))
        #expect(text.stdout.hasSuffix("1 object in 1 file\n"))
        let json = try CLI.run(["timeline", "-f", "json", "--object", "CommentsViewController@0x10531E2A0", Self.violating])
        #expect(json.status == 0)
        guard case let .array(timelines)? = try JSONNode.parse(json.stdoutBytes)["timelines"] else {
            Issue.record("no timelines")
            return
        }
        #expect(timelines.count == 1)
    }

    @Test("--rules adds a user rule to check, rules and explain; a broken rules file exits 2 with FILE:LINE:COLUMN lines")
    func userRules() throws {
        let rules = "Examples/rules/session-pairing.tcrules"
        let outcome = try CLI.run(["--rules", rules, "Examples/rules/session-pairing.log"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("[session-pairing]"))
        #expect(try CLI.run(["rules", "--rules", rules]).stdout.contains("session-pairing"))
        #expect(try CLI.run(["explain", "--rules", rules, "session-pairing"]).status == 0)
        #expect(try CLI.run(["--rules", rules, "--disable", "session-pairing", "Examples/rules/session-pairing.log"]).status == 0)
        let folder = try Paths.scratchFolder()
        let broken = folder.appendingPathComponent("broken.tcrules")
        try "rule x\n  bogus\n".write(to: broken, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["--rules", broken.path, Self.clean])
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains(broken.path + ":2:3: error: "), "\(bad.stderr)")
        #expect(bad.stderr.split(separator: "\n").last?.hasPrefix("trace-check: error: ") == true)
    }

    @Test("-f html and timeline --format html write one self-contained page")
    func html() throws {
        let folder = try Paths.scratchFolder()
        let page = folder.appendingPathComponent("report.html")
        let outcome = try CLI.run(["-f", "html", "-o", page.path, Self.violating])
        #expect(outcome.status == 1)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("CommentsViewController"))
        let timeline = try CLI.run(["timeline", "--format", "html", Self.violating])
        #expect(timeline.status == 0)
        #expect(timeline.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("events prints one event per line in text, NDJSON and CSV")
    func events() throws {
        let ndjson = try CLI.run(["events", "--format", "ndjson", Self.violating])
        #expect(ndjson.status == 0)
        let lines = ndjson.stdout.split(separator: "\n")
        #expect(lines.count > 5)
        let first = try JSONNode.parse(Data(lines[0].utf8))
        for key in ["file", "line", "time", "process", "pid", "tid", "thread", "class", "address", "selector", "event", "argument"] {
            #expect(first[key] != nil, "\(key)")
        }
        let csv = try CLI.run(["events", "-f", "csv", Self.violating])
        #expect(csv.stdout.hasPrefix("file,line,time,process,pid,tid,thread,class,address,selector,event,argument\n"))
        #expect(csv.stdout.split(separator: "\n").count == lines.count + 1)
        let text = try CLI.run(["events", Self.violating])
        #expect(text.stdout.split(separator: "\n").count == lines.count)
    }

    @Test("formats counts lines per format per file, and lists formats with --list")
    func formats() throws {
        let outcome = try CLI.run(["formats", Self.clean, Self.violating])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("unrecognized"))
        #expect(outcome.stdout.contains("total (2 files)"))
        let list = try CLI.run(["formats", "--list"])
        #expect(list.status == 0)
        // Every name a count can print is listed, the pseudo-formats too.
        let listed = Set(list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(Set(FormatCatalog.standard.allNames).subtracting(listed).isEmpty, "\(list.stdout)")
        #expect(try CLI.run(["formats", "missing.log"]).status == 2)
    }
}
