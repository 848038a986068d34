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
        #expect(text.stdout.hasPrefix("#  COUNT  LOGS  LAUNCHES  SEVERITY  RULE"))
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
