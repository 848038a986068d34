import Foundation
import Testing

/// `--process NAME` / `--pid N`: a device log interleaves the app with SpringBoard and daemons.
@Suite("Process filter")
struct ProcessFilterTests {
    /// MyApp (pid 1234) and SpringBoard (pid 58) each load a controller twice; a bare `print`
    /// line before any record names no process.
    static let log = """
    <HelperViewController: 0x900> viewDidLoad()
    2024-03-05 10:23:45.100000+0800 MyApp[1234:5678] -[FeedViewController viewDidLoad] <FeedViewController: 0x10>
    2024-03-05 10:23:45.200000+0800 SpringBoard[58:60] -[HomeViewController viewDidLoad] <HomeViewController: 0x20>
    2024-03-05 10:23:46.300000+0800 SpringBoard[58:60] -[HomeViewController viewDidLoad] <HomeViewController: 0x20>
    2024-03-05 10:23:46.400000+0800 MyApp[1234:5678] -[FeedViewController viewDidLoad] <FeedViewController: 0x10>
    2024-03-05 10:23:46.500000+0800 SpringBoard[58:60] Scene lifecycle state did change: Foreground
    2024-03-05 10:23:46.600000+0800 backboardd[67:70] Lux = 112.000000

    """

    static func folder(_ name: String = #function) throws -> URL {
        let folder = try Paths.scratchFolder(name)
        try Data(log.utf8).write(to: folder.appendingPathComponent("device.log"))
        return folder
    }

    @Test("--process and --pid check only those processes' records; both flags repeat and add up")
    func filters() throws {
        let folder = try Self.folder()
        let all = try CLI.run(["device.log"], in: folder)
        #expect(all.stdout.contains("device.log:5: error: FeedViewController"))
        #expect(all.stdout.contains("device.log:4: error: HomeViewController"))
        let app = try CLI.run(["--process", "MyApp", "device.log"], in: folder)
        #expect(app.status == 1)
        #expect(app.stdout.contains("device.log:5: error: FeedViewController"))
        #expect(!app.stdout.contains("HomeViewController"))
        #expect(app.stdout.hasSuffix("1 error in 1 file (7 lines, 3 events)\n"), "the bare line's event is kept: \(app.stdout)")
        #expect(app.stderr.isEmpty, "\(app.stderr)")
        let pid = try CLI.run(["--pid", "58", "device.log"], in: folder)
        #expect(pid.stdout.contains("device.log:4: error: HomeViewController"))
        #expect(!pid.stdout.contains("FeedViewController"))
        let both = try CLI.run(["--process", "MyApp", "--pid", "58", "device.log"], in: folder)
        #expect(both.stdout == all.stdout)
        let two = try CLI.run(["--process", "MyApp", "--process", "SpringBoard", "device.log"], in: folder)
        #expect(two.stdout == all.stdout)
        let timeline = try CLI.run(["timeline", "--process", "SpringBoard", "device.log"], in: folder)
        #expect(timeline.stdout.contains("HomeViewController@0x20"))
        #expect(!timeline.stdout.contains("FeedViewController"))
    }

    @Test("The configuration file takes process and pid as lists")
    func configKeys() throws {
        let folder = try Self.folder()
        try Data(#"{"version": 1, "process": ["SpringBoard"]}"#.utf8).write(to: folder.appendingPathComponent(".trace-check.json"))
        let outcome = try CLI.run(["device.log"], in: folder)
        #expect(outcome.stdout.contains("HomeViewController"))
        #expect(!outcome.stdout.contains("FeedViewController"))
        try Data(#"{"version": 1, "pid": [1234]}"#.utf8).write(to: folder.appendingPathComponent(".trace-check.json"))
        let byPid = try CLI.run(["device.log"], in: folder)
        #expect(byPid.stdout.contains("FeedViewController"))
        #expect(!byPid.stdout.contains("HomeViewController"))
    }

    @Test("A name or pid that matches no record warns with the five process names seen most, and the exit code is the verdict's")
    func noMatch() throws {
        let folder = try Self.folder()
        let outcome = try CLI.run(["--process", "MyAp", "device.log"], in: folder)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "trace-check: warning: --process MyAp matched no record; processes seen: SpringBoard (3), MyApp (2), backboardd (1)\n")
        let pid = try CLI.run(["--pid", "7", "--process", "MyApp", "device.log"], in: folder)
        #expect(pid.status == 1)
        #expect(pid.stderr == "trace-check: warning: --pid 7 matched no record; processes seen: SpringBoard (3), MyApp (2), backboardd (1)\n")
        let bad = try CLI.run(["--pid", "x", "device.log"], in: folder)
        #expect(bad.status == 2)
    }

    @Test("events takes --process too, keeping the events of records that name no process")
    func events() throws {
        let folder = try Self.folder()
        let outcome = try CLI.run(["events", "-f", "ndjson", "--process", "SpringBoard", "device.log"], in: folder)
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(outcome.stdout)")
        #expect(lines[0].contains("\"HelperViewController\""))
        #expect(lines.dropFirst().allSatisfy { $0.contains("\"process\":\"SpringBoard\"") })
    }
}
