import Foundation
import Testing

/// `trace-check triage -f html`: one self-contained page with a sortable table, bars over time and example links.
@Suite("Triage page")
struct TriageHTMLTests {
    @Test("The page has a row, a bar chart and an example section per group, its one script allowed by hash, and nothing from the network")
    func page() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TriageTests.fleet(in: folder)
        let json = try JSONSerialization.jsonObject(with: try CLI.run(["triage", "-f", "json", folder.path]).stdoutBytes) as! [String: Any]
        let groups = json["groups"] as! [[String: Any]]
        let outcome = try CLI.run(["triage", "-f", "html", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let page = outcome.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.components(separatedBy: "<tr id=\"g-").count - 1 == groups.count)
        #expect(page.components(separatedBy: "<svg class=\"bars\"").count - 1 == groups.count)
        for rank in 1...groups.count {
            #expect(page.contains("href=\"#ex-\(rank)\""))
            #expect(page.contains("<section class=\"example\" id=\"ex-\(rank)\">"))
        }
        // The groups come in the JSON's order, and each shows its fingerprint.
        var position = page.startIndex
        for group in groups {
            guard let found = page.range(of: group["fingerprint"] as! String, range: position..<page.endIndex) else {
                Issue.record("fingerprint out of order")
                break
            }
            position = found.upperBound
        }
        // The counts, devices among them, are sortable columns with their values on the first row.
        for (column, header) in ["count", "logs", "devices", "launches"].enumerated() {
            #expect(page.contains("<th data-col=\"\(column + 1)\" scope=\"col\">\(header)</th>"))
        }
        // (The fleet is small: no count needs a thousands separator.)
        let first = groups[0]
        let cells = ["count", "logs", "devices", "launches"].map { "<td class=\"n\" data-v=\"\(first[$0] as! Int)\">\(first[$0] as! Int)</td>" }
        #expect(page.contains("<tr id=\"g-1\"><td class=\"n\" data-v=\"1\">1</td>" + cells.joined()))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        let scripts = page.components(separatedBy: "<script>")
        #expect(scripts.count == 2)
        let script = scripts[1].components(separatedBy: "</script>")[0]
        let hash = try #require(page.range(of: "script-src 'sha256-")).upperBound
        let policyHash = page[hash...].prefix { $0 != "'" }
        #expect(try String(policyHash) == Self.base64SHA256(script))
    }

    @Test("Log text is escaped on the page")
    func escaping() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A log's name is log text too: it is shown in every example link.
        let text = try String(contentsOf: Paths.examples.appendingPathComponent("observer_added_twice.log"), encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("<img src=x onerror=alert(1)>.log"), atomically: true, encoding: .utf8)
        let page = try CLI.run(["triage", "-f", "html", folder.path]).stdout
        #expect(page.contains("observer-added-twice"))
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;.log"))
    }

    /// The CSP source form of a script's SHA-256, computed with the system's `sha256sum` and `base64` as an independent check.
    static func base64SHA256(_ text: String) throws -> String {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("script.js")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "sha256sum \"$0\" | cut -d' ' -f1 | xxd -r -p | base64", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
