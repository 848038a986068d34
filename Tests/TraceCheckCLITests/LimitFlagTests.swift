import Foundation
import Testing
import TraceChecker
@testable import trace_check

/// `--max-objects`, `--max-obligations` and `--max-line-length`: parsed, configurable, wired into
/// the checker and the reader, and each reached limit reported once on standard error.
@Suite("Limit flags")
struct LimitFlagTests {
    @Test("--max-line-length takes bytes with K, M or G, from 1 byte to 1 GiB", arguments: [
        ("1", 1), ("4096", 4096), ("64K", 65_536), ("64k", 65_536), ("4M", 4 << 20), ("1G", 1 << 30), ("1024M", 1 << 30),
    ])
    func byteCounts(_ text: String, _ bytes: Int) throws {
        #expect(try FlagTable.parseByteCount(text, flag: "--max-line-length") == bytes)
    }

    @Test("Bad limit values are usage errors: one line, exit 2", arguments: [
        ["--max-line-length", "0"], ["--max-line-length", "2G"], ["--max-line-length", "4X"], ["--max-line-length", "M"],
        ["--max-line-length", "-1K"], ["--max-objects", "0"], ["--max-objects", "many"], ["--max-obligations", "1.5"],
    ])
    func badValues(_ arguments: [String]) throws {
        let outcome = try CLI.run(arguments + ["Examples/clean_session.log"], timeout: 10)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("trace-check: error: invalid value '\(arguments[1])' for '\(arguments[0])'"))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test("The flags reach CheckOptions and the reader options")
    func wiring() throws {
        let invocation = try ArgumentParser.parse(["--max-objects", "7", "--max-obligations", "9", "--max-line-length", "2K"])
        let options = try SettingsResolver.checkOptions(from: invocation.settings, rules: TraceCheck.builtinRules)
        #expect(options.maxLiveObjects == 7)
        #expect(options.maxOpenObligations == 9)
        #expect(options.maxLineLength == 2048)
        let defaults = try SettingsResolver.checkOptions(from: Settings(), rules: TraceCheck.builtinRules)
        #expect(defaults.maxLiveObjects == CheckOptions().maxLiveObjects)
        #expect(defaults.maxOpenObligations == CheckOptions().maxOpenObligations)
        #expect(defaults.maxLineLength == nil)
        let events = try ArgumentParser.parse(["events", "--max-line-length", "3K"])
        #expect(SettingsResolver.readerOptions(from: events.settings, baseDate: Date()).maxLineLength == 3072)
    }

    @Test("--max-objects: a warning naming the file and the flag, once, also with -q; counted by --stats")
    func maxObjects() throws {
        let log = "Examples/clean_session.log"
        let outcome = try CLI.run(["-q", "--stats", "--max-objects", "1", log], timeout: 10)
        #expect(outcome.status == 0)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(outcome.stderr)")
        #expect(lines.first?.hasPrefix("trace-check: warning: \(log): more than 1 objects were alive at once") == true)
        #expect(lines.first?.hasSuffix("raise the limit with --max-objects") == true)
        #expect(outcome.stderr.contains(", 1 limit warning\n"))
        let plenty = try CLI.run(["--max-objects", "1000", log], timeout: 10)
        #expect(plenty.stderr.isEmpty)
    }

    @Test("Each limit warning is worded with the library's sentence and the flag that raises that limit", arguments: [
        (LimitWarning.liveObjects(limit: 3, firstLine: 4, dropped: 5), "--max-objects"),
        (.classNames(limit: 3, firstLine: 4, forgotten: 5), "--max-classes"),
        (.openObligations(limit: 3, dropped: 5), "--max-obligations"),
        (.lineLength(limit: 3, cutLines: 5), "--max-line-length"),
    ])
    func worded(_ warning: LimitWarning, _ flag: String) {
        #expect(warning.commandLineText == "\(warning.description); raise the limit with \(flag)")
        #expect(!warning.description.contains("--"), "the library names no flag")
    }

    @Test("--max-obligations: the warning names the number dropped and the flag")
    func maxObligations() throws {
        let folder = try Paths.scratchFolder()
        var text = "-[FeedVC viewWillAppear:] <FeedVC: 0x1>\n"
        for i in 0..<4 { text += "-[FeedVC viewWillAppear:] <FeedVC: 0x1> addObserverForName name=N\(i)\n" }
        text += "-[FeedVC dealloc] <FeedVC: 0x1>\n"
        let log = folder.appendingPathComponent("obligations.log")
        try text.write(to: log, atomically: true, encoding: .utf8)
        let outcome = try CLI.run(["--max-obligations", "2", "-q", log.path], timeout: 10)
        // Two rules hold the four registrations, and each drops its two oldest.
        #expect(outcome.stderr == "trace-check: warning: \(log.path): 4 open obligation(s) (pending findings, observer registrations) beyond 2 per class or object were dropped, oldest first; raise the limit with --max-obligations\n")
    }

    @Test("The limits can be set in .trace-check.json, as strings or numbers; the command line wins")
    func configured() throws {
        let folder = try Paths.scratchFolder()
        var text = String(repeating: "y", count: 5000) + "\n"
        text += try String(contentsOf: Paths.root.appendingPathComponent("Examples/clean_session.log"), encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("run.log"), atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent(".trace-check.json")
        try #"{"version": 1, "max-line-length": "4K", "max-objects": 1, "max-obligations": 16}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let configured = try CLI.run(["run.log"], in: folder, timeout: 10)
        #expect(configured.status == 0)
        #expect(configured.stderr.contains("trace-check: warning: run.log: 1 line(s) longer than 4096 bytes were cut"))
        #expect(configured.stderr.contains("raise the limit with --max-objects"))
        #expect(configured.stderr.split(separator: "\n").count == 2)
        let overridden = try CLI.run(["--max-line-length", "8K", "--max-objects", "100", "run.log"], in: folder, timeout: 10)
        #expect(overridden.stderr.isEmpty, "\(overridden.stderr)")
        try #"{"version": 1, "max-line-length": "lots"}"#.write(to: config, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["run.log"], in: folder, timeout: 10)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".trace-check.json:1:16: "))
        #expect(bad.stderr.contains("max-line-length"))
    }

    @Test("-j takes at most 4 threads per core: more, or a number too big to hold, is a usage error at once", arguments: [
        "0", "1000000", "9223372036854775807", "99999999999999999999",
    ])
    func jobsBounded(_ value: String) throws {
        let outcome = try CLI.run(["-j", value, "Examples/clean_session.log"], timeout: 10)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("trace-check: error: invalid value '\(value)' for '--jobs'"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("(4 per core)"), "\(outcome.stderr)")
    }

    @Test("The configuration's jobs is held to the same bound; the bound itself runs")
    func configuredJobsBounded() throws {
        let folder = try Paths.scratchFolder()
        try FileManager.default.copyItem(at: Paths.root.appendingPathComponent("Examples/clean_session.log"),
                                         to: folder.appendingPathComponent("run.log"))
        let config = folder.appendingPathComponent(".trace-check.json")
        try #"{"version": 1, "jobs": 100000}"#.write(to: config, atomically: true, encoding: .utf8)
        let tooMany = try CLI.run(["run.log"], in: folder, timeout: 10)
        #expect(tooMany.status == 2)
        #expect(tooMany.stderr.contains("jobs"), "\(tooMany.stderr)")
        let most = 4 * ProcessInfo.processInfo.activeProcessorCount
        try #"{"version": 1, "jobs": \#(most)}"#.write(to: config, atomically: true, encoding: .utf8)
        let bound = try CLI.run(["run.log"], in: folder, timeout: 20)
        #expect(bound.status == 0, "\(bound.stderr)")
    }
}
