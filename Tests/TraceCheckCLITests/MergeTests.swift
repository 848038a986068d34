import Foundation
import Testing

/// `trace-check merge` through the binary: shard reports become the report of one run.
@Suite("Merge")
struct MergeTests {
    /// The example logs split into three shards that interleave (a round-robin split, each shard's
    /// logs given in reverse), so the merge has to restore the order of one run, not just concatenate.
    static func shards(in folder: URL, timelines: Bool = false) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let logs = try Paths.logs(in: "Examples") + Paths.logs(in: "Examples/rules")
        var paths: [String] = []
        for shard in 0..<3 {
            let report = folder.appendingPathComponent("shard\(shard).json").path
            let mine = logs.enumerated().filter { $0.offset % 3 == shard }.map(\.element)
            let outcome = try CLI.run(["-f", "json", "-o", report] + (timelines ? ["--timelines"] : []) + mine.reversed())
            #expect(outcome.status == 1, "\(outcome.stderr)")
            paths.append(report)
        }
        return paths
    }

    /// Every order of `items`.
    static func orders(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return orders(rest).map { [first] + $0 }
        }
    }

    @Test("Merged shard reports are byte-identical to one run over all the logs, in every order the shards are given",
          arguments: ["json", "text", "sarif", "junit"])
    func byteIdentical(_ format: String) throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try Self.shards(in: folder)
        let one = try CLI.run(["-f", format, "Examples/"])
        #expect(one.status == 1)
        #expect(!one.stdoutBytes.isEmpty)
        let orders = Self.orders(shards)
        #expect(orders.count == 6)
        for order in orders {
            let merged = try CLI.run(["merge", "-f", format] + order)
            #expect(merged.status == one.status)
            #expect(merged.stderr.isEmpty, "\(merged.stderr)")
            #expect(merged.stdoutBytes == one.stdoutBytes, "\(order.map { URL(fileURLWithPath: $0).lastPathComponent })")
        }

        let written = folder.appendingPathComponent("merged.\(format)")
        let toFile = try CLI.run(["merge", "-f", format, "-o", written.path] + shards)
        #expect(toFile.status == 1)
        if format != "text" { #expect(try Data(contentsOf: written) == one.stdoutBytes) }
    }

    @Test("Shard reports written with --timelines merge into the HTML page of one run, byte for byte, and into the same JSON")
    func html() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try Self.shards(in: folder, timelines: true)
        let one = try CLI.run(["-f", "html", "Examples/"])
        let merged = try CLI.run(["merge", "-f", "html", "--title", "trace-check: Examples/"] + shards)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stderr.isEmpty, "\(merged.stderr)")
        #expect(one.stdoutBytes.count > 10_000)
        #expect(merged.stdoutBytes == one.stdoutBytes)
        for order in Self.orders(shards) {
            let shuffled = try CLI.run(["merge", "-f", "html", "--title", "trace-check: Examples/"] + order)
            #expect(shuffled.stdoutBytes == one.stdoutBytes)
        }
        // Merged, they are the JSON of one `--timelines` run, timelines included.
        let json = try CLI.run(["merge", "-f", "json"] + shards)
        #expect(json.stdoutBytes == (try CLI.run(["-f", "json", "--timelines", "Examples/"])).stdoutBytes)

        let bare = try Self.shards(in: folder.appendingPathComponent("bare"))
        let refused = try CLI.run(["merge", "-f", "html", shards[0], bare[1]])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("\(bare[1]): has no timelines to draw"))
    }

    @Test("A file that is not a trace-check report is an input error, and nothing is written")
    func notAReport() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try Self.shards(in: folder)
        let other = folder.appendingPathComponent("other.json")
        try #"{"version": 1, "tool": {"name": "swiftlint", "version": "1"}, "violations": []}"#
            .write(to: other, atomically: true, encoding: .utf8)
        let log = "Examples/observer_added_twice.log"
        for bad in [other.path, log, folder.appendingPathComponent("missing.json").path] {
            let outcome = try CLI.run(["merge", "-f", "json", shards[0], bad])
            #expect(outcome.status == 2)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains("trace-check: error: \(bad): "), "\(outcome.stderr)")
        }
        let html = try CLI.run(["merge", "-f", "html", shards[0]])
        #expect(html.status == 2)
    }

    @Test("Reports of other versions or rule sets merge with a warning; a log in two reports is counted twice with a warning")
    func warnings() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        _ = try CLI.run(["-f", "json", "-o", a, "Examples/observer_added_twice.log"])
        _ = try CLI.run(["-f", "json", "-o", b, "--disable", "controller-leak", "Examples/leak_popped_not_deallocated.log"])
        let older = try String(contentsOfFile: b, encoding: .utf8)
            .replacingOccurrences(of: "\"version\" : \"0.1.0\"", with: "\"version\" : \"0.0.9\"")
        try older.write(toFile: b, atomically: true, encoding: .utf8)
        let outcome = try CLI.run(["merge", "-f", "json", a, b])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("trace-check: warning: the reports were written by different trace-check versions (0.0.9, 0.1.0)"))
        #expect(outcome.stderr.contains("trace-check: warning: \(b): did not run controller-leak"))

        let twice = try CLI.run(["merge", "-q", "-f", "text", a, a])
        #expect(twice.stderr.contains("Examples/observer_added_twice.log is in \(a) and in \(a)"))
        #expect(twice.stdout.components(separatedBy: "[observer-added-twice]").count == 3)
    }

    @Test("What reports disagree on is settled by their paths, not by the order they are given in")
    func disagreementsIgnoreArgumentOrder() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Both reports check one log (kept twice), and describe one rule differently.
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        _ = try CLI.run(["-f", "json", "-o", a, "Examples/observer_added_twice.log"])
        _ = try CLI.run(["-f", "json", "-o", b, "--severity", "observer-added-twice=warning", "Examples/observer_added_twice.log"])
        let other = try String(contentsOfFile: b, encoding: .utf8)
        let summary = "Adding the same observer twice delivers every notification twice"
        try other.replacingOccurrences(of: "\"summary\" : \"", with: "\"summary\" : \"\(summary). ")
            .write(toFile: b, atomically: true, encoding: .utf8)
        for format in ["json", "text", "sarif", "junit"] {
            let forward = try CLI.run(["merge", "-f", format, a, b])
            let backward = try CLI.run(["merge", "-f", format, b, a])
            #expect(forward.stdoutBytes == backward.stdoutBytes, "\(format)")
            #expect(forward.stderr == backward.stderr, "\(format)")
            #expect(forward.stderr.contains("\(b): rule 'observer-added-twice' is described differently"), "\(forward.stderr)")
        }
        // a.json sorts first: its log, with its severity, comes first, and its description is kept.
        let text = try CLI.run(["merge", "-f", "text", b, a]).stdout
        let error = try #require(text.range(of: "error: "))
        let warning = try #require(text.range(of: "warning: "))
        #expect(error.lowerBound < warning.lowerBound)
        #expect(!(try CLI.run(["merge", "-f", "json", b, a]).stdout.contains(summary)))
    }
}
