import Foundation
import Testing
import TraceChecker
import TraceParser

/// `trace-check triage` through the binary, on a generated fleet whose duplicates are known by construction.
@Suite("Triage")
struct TriageTests {
    /// How many copies of each example the fleet holds, and how many clean logs.
    static let copies = ["observer_added_twice.log": 5, "containment_missing_didMove.log": 3,
                         "zombie_message_after_dealloc.log": 2, "observer_outlives_appearance.log": 1, "clean_session.log": 4]

    /// Copy `k` of an example: other addresses, another pid, and its dates moved to 2024-04-(k+1).
    static func copy(_ text: String, _ k: Int) -> String {
        var result = text
        let date = try! NSRegularExpression(pattern: "\\d{4}-\\d{2}-\\d{2}")
        result = date.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result),
                                               withTemplate: String(format: "2024-04-%02d", k + 1))
        let pid = try! NSRegularExpression(pattern: "\\[\\d+([:\\]])")
        result = pid.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result),
                                              withTemplate: "[\(7000 + k)$1")
        let address = try! NSRegularExpression(pattern: "0x([0-9a-fA-F]{6,})")
        return address.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result),
                                                withTemplate: "0x\(k + 1)$1")
    }

    /// The fleet in `folder`: `device-N/NAME` for each copy; returns how many logs were written.
    @discardableResult
    static func fleet(in folder: URL) throws -> Int {
        var written = 0
        for (name, count) in copies {
            let text = try String(contentsOf: Paths.examples.appendingPathComponent(name), encoding: .utf8)
            for k in 0..<count {
                let device = folder.appendingPathComponent("device-\(k)")
                try FileManager.default.createDirectory(at: device, withIntermediateDirectories: true)
                try copy(text, k).write(to: device.appendingPathComponent(name), atomically: true, encoding: .utf8)
                written += 1
            }
        }
        return written
    }

    /// Fingerprint -> violations of one copy of each example, checked in process.
    static func perCopy() throws -> [String: (example: String, count: Int)] {
        var result: [String: (String, Int)] = [:]
        for name in copies.keys {
            let source = try FileByteSource(path: Paths.examples.appendingPathComponent(name).path)
            let report = TraceCheck.check(source: source, fileName: name, sourceIndex: 0, options: CheckOptions(),
                                          readerOptions: TraceReader.Options(baseDate: InProcess.baseDate))
            for violation in report.violations { result[violation.fingerprint, default: (name, 0)].1 += 1 }
        }
        return result
    }

    static func groups(_ outcome: Outcome) throws -> [[String: Any]] {
        let root = try JSONSerialization.jsonObject(with: outcome.stdoutBytes) as! [String: Any]
        return root["groups"] as! [[String: Any]]
    }

    /// `text` (an idevicesyslog capture) with every line's host field naming `host`.
    static func captured(_ text: String, on host: String) -> String {
        let field = try! NSRegularExpression(pattern: "^((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\\d+ [\\d:.]+) \\S+ ",
                                             options: .anchorsMatchLines)
        return field.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1 \(host) ")
    }

    /// `text` (an idevicesyslog capture) as `log show --style syslog` prints it: dated, and `localhost` for every machine.
    static func loggedOnMac(_ text: String) -> String {
        let line = try! NSRegularExpression(pattern: "^Mar +(\\d+) ([\\d:]+) \\S+ ([^\\[(]+)(?:\\(([^)]*)\\))?\\[(\\d+)\\] <\\w+>: ",
                                            options: .anchorsMatchLines)
        let dated = line.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                  withTemplate: "2024-03-0$1 $2.000000+0000  localhost $3[$5]: ($4) ")
        return dated.replacingOccurrences(of: " () ", with: " ")
    }

    @Test("Devices are the device names the logs' host fields give, else the logs: logs from one device count once")
    func devices() throws {
        let scratch = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("logs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Five idevicesyslog captures from three devices (two of them named `iPhone`, as many are),
        // two `log show --style syslog` captures (`localhost` names no device) and three captures
        // whose format names none: 3 + 2 + 3 devices.
        let leak = try String(contentsOf: Paths.examples.appendingPathComponent("leak_popped_not_deallocated.log"), encoding: .utf8)
        let observer = try String(contentsOf: Paths.examples.appendingPathComponent("observer_added_twice.log"), encoding: .utf8)
        let hosts = ["iPhone", "farm-01", "iPhone", "farm-02", "farm-01"]
        for (k, host) in hosts.enumerated() {
            try Self.captured(Self.copy(leak, k), on: host).write(to: folder.appendingPathComponent("leak-\(k).log"), atomically: true, encoding: .utf8)
        }
        for k in 0..<2 {
            try Self.loggedOnMac(Self.copy(leak, 10 + k)).write(to: folder.appendingPathComponent("mac-\(k).log"), atomically: true, encoding: .utf8)
        }
        for k in 0..<3 {
            try Self.copy(observer, k).write(to: folder.appendingPathComponent("observer-\(k).log"), atomically: true, encoding: .utf8)
        }
        let outcome = try CLI.run(["triage", "-f", "json", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let groups = try Self.groups(outcome)
        #expect(groups.count == 2)
        let leakGroup = groups.first { $0["rule"] as? String == "controller-leak" }
        #expect(leakGroup?["count"] as? Int == 7)
        #expect(leakGroup?["logs"] as? Int == 7)
        #expect(leakGroup?["devices"] as? Int == 3 + 2)
        #expect(leakGroup?["launches"] as? Int == 7)
        let observerGroup = groups.first { $0["rule"] as? String == "observer-added-twice" }
        #expect(observerGroup?["logs"] as? Int == 3)
        #expect(observerGroup?["devices"] as? Int == 3)

        // The reports carry the device, so triage over them counts the same.
        let report = scratch.appendingPathComponent("fleet.json").path
        _ = try CLI.run(["-f", "json", "-o", report, folder.path])
        let json = try String(contentsOfFile: report, encoding: .utf8)
        #expect(json.contains("\"device\" : \"farm-02\""))
        #expect(!json.contains("\"device\" : \"localhost\""))
        let fromReport = try Self.groups(try CLI.run(["triage", "-f", "json", report]))
        #expect(fromReport.map { $0["devices"] as? Int } == groups.map { $0["devices"] as? Int })

        let text = try CLI.run(["triage", folder.path])
        #expect(text.stdout.hasPrefix("#  COUNT  LOGS  DEVICES  LAUNCHES  SEVERITY  RULE"))
        #expect(text.stdout.contains("\n1      7     7        5         7  warning   controller-leak"), "\(text.stdout)")
    }

    @Test("A launch's device is the first one its lines name; localhost and formats without a host name none")
    func firstDeviceNamed() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let leak = try String(contentsOf: Paths.examples.appendingPathComponent("leak_popped_not_deallocated.log"), encoding: .utf8)
        // The same capture, its first half from farm-01 and the rest naming farm-02.
        let lines = leak.components(separatedBy: "\n")
        let half = lines.count / 2
        let renamed = Self.captured(lines[..<half].joined(separator: "\n"), on: "farm-01") + "\n"
            + Self.captured(lines[half...].joined(separator: "\n"), on: "farm-02")
        let log = folder.appendingPathComponent("renamed.log")
        try renamed.write(to: log, atomically: true, encoding: .utf8)
        let mac = folder.appendingPathComponent("mac.log")
        try Self.loggedOnMac(leak).write(to: mac, atomically: true, encoding: .utf8)
        for (path, device) in [(log.path, "farm-01"), (mac.path, nil)] as [(String, String?)] {
            let outcome = try CLI.run(["-f", "json", "--fail-on", "warning", path])
            #expect(outcome.status == 1, "\(outcome.stderr)")
            let root = try JSONSerialization.jsonObject(with: outcome.stdoutBytes) as! [String: Any]
            let violations = root["violations"] as! [[String: Any]]
            #expect(!violations.isEmpty)
            for violation in violations {
                #expect((violation["object"] as? [String: Any])?["device"] as? String == device, "\(path)")
            }
        }
    }

    @Test("Groups count every duplicate: violations, logs and launches per fingerprint, most frequent first")
    func counts() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = try Self.fleet(in: folder)
        let outcome = try CLI.run(["triage", "-f", "json", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let groups = try Self.groups(outcome)
        let expected = try Self.perCopy()
        #expect(groups.count == expected.count)
        for group in groups {
            let fingerprint = group["fingerprint"] as! String
            guard let (example, perLog) = expected[fingerprint] else {
                Issue.record("unexpected group \(fingerprint)")
                continue
            }
            let copies = Self.copies[example]!
            #expect(group["count"] as? Int == copies * perLog, "\(fingerprint)")
            #expect(group["logs"] as? Int == copies)
            #expect(group["devices"] as? Int == copies)
            #expect(group["launches"] as? Int == copies)
            let first = group["firstTime"] as? String, last = group["lastTime"] as? String
            #expect(first?.hasPrefix("2024-04-01") == true)
            #expect(last?.hasPrefix(String(format: "2024-04-%02d", copies)) == true)
        }
        let counts = groups.map { $0["count"] as! Int }
        #expect(counts == counts.sorted(by: >))
        let root = try JSONSerialization.jsonObject(with: outcome.stdoutBytes) as! [String: Any]
        #expect((root["summary"] as! [String: Any])["logs"] as? Int == logs)

        let text = try CLI.run(["triage", "--top", "1", folder.path])
        #expect(text.stdout.hasPrefix("#  COUNT  LOGS  DEVICES  LAUNCHES  SEVERITY  RULE"))
        #expect(text.stdout.contains("observer-added-twice"))
        #expect(text.stdout.hasSuffix("groups, \(groups.reduce(0) { $0 + ($1["count"] as! Int) }) violations in \(logs) logs, top 1 shown\n"))
    }

    @Test("Triage over JSON reports and NDJSON streams equals triage over the logs")
    func fromReports() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = folder.appendingPathComponent("logs")
        try Self.fleet(in: logs)
        let report = folder.appendingPathComponent("shard.json").path
        let stream = folder.appendingPathComponent("shard.ndjson").path
        _ = try CLI.run(["-f", "json", "-o", report, logs.appendingPathComponent("device-0").path,
                         logs.appendingPathComponent("device-1").path])
        let devices = (2..<5).map { logs.appendingPathComponent("device-\($0)").path }
        _ = try CLI.run(["-f", "ndjson", "-o", stream] + devices)
        let direct = try CLI.run(["triage", "-f", "json", logs.path])
        let fromReports = try CLI.run(["triage", "-f", "json", report, stream])
        #expect(fromReports.status == 0, "\(fromReports.stderr)")
        // NDJSON lists only logs with violations, so the log totals may differ; the groups may not.
        #expect(try Self.groups(direct).map { $0["fingerprint"] as! String } == Self.groups(fromReports).map { $0["fingerprint"] as! String })
        #expect(try Self.groups(direct).map { $0["count"] as! Int } == Self.groups(fromReports).map { $0["count"] as! Int })
        #expect(try Self.groups(direct).map { $0["logs"] as! Int } == Self.groups(fromReports).map { $0["logs"] as! Int })
    }

    @Test("--since, --until and --baseline filter; a bad time is a usage error")
    func filters() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fleet(in: folder)
        let window = try CLI.run(["triage", "-f", "json", "--since", "2024-04-02", "--until", "2024-04-03", folder.path])
        for group in try Self.groups(window) {
            #expect((group["firstTime"] as! String) >= "2024-04-02")
            #expect((group["lastTime"] as! String) < "2024-04-04")
        }
        let observer = try Self.groups(window).first { $0["rule"] as? String == "observer-added-twice" }
        #expect(observer?["logs"] as? Int == 2)

        let all = try Self.groups(try CLI.run(["triage", "-f", "json", folder.path]))
        let baseline = folder.appendingPathComponent("known.json")
        let known = all.prefix(2).map { "\"\($0["fingerprint"] as! String)\"" }.joined(separator: ", ")
        try "{\"version\": 1, \"entries\": [], \"fingerprints\": [\(known)]}".write(to: baseline, atomically: true, encoding: .utf8)
        let fresh = try Self.groups(try CLI.run(["triage", "-f", "json", "--baseline", baseline.path, folder.path]))
        #expect(fresh.map { $0["fingerprint"] as! String } == all.dropFirst(2).map { $0["fingerprint"] as! String })

        let bad = try CLI.run(["triage", "--since", "yesterday", folder.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("invalid value 'yesterday' for '--since'"))
    }

    @Test("Wall-clock times read as the logs print them; dateless times read as nil")
    func wallClock() {
        #expect(WallClock.seconds("2024-04-02T10:00:00.500+08:00") == WallClock.seconds("2024-04-02T10:00:00.500"))
        #expect(WallClock.seconds("2024-04-02T10:00:00.5")! - WallClock.seconds("2024-04-02")! == 36_000.5)
        #expect(WallClock.seconds("10:00:00") == nil)
        #expect(WallClock.seconds("2024-13-01") == nil)
    }
}
