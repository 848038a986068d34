import Foundation
import Testing
import TraceChecker

/// `docs/uikit-lifecycle.md` is where every `R-xx` id leads: the ids cited anywhere in the
/// project must each have a heading there with a stable anchor, and the texts users read
/// (`explain`, SARIF help) must say where the reference is.
@Suite("UIKit behaviour reference")
struct UIKitReferenceTests {
    static let reference = Paths.root.appendingPathComponent(UIKitReference.path)

    /// `### R-XX Title` headings, each right below `<a id="r-xx"></a>`, keyed by id.
    static func headings() throws -> [String: Int] {
        let lines = try String(contentsOf: reference, encoding: .utf8).components(separatedBy: "\n")
        let heading = try NSRegularExpression(pattern: #"^#{2,4} (R-[A-Z]+[0-9]+[a-z]?) \S"#)
        var found: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            guard let match = heading.firstMatch(in: line, range: range),
                  let idRange = Range(match.range(at: 1), in: line) else { continue }
            let id = String(line[idRange])
            let anchor = "<a id=\"\(id.lowercased())\"></a>"
            if index > 0, lines[index - 1] == anchor { found[id] = index + 1 }
            else { Issue.record("\(UIKitReference.path):\(index + 1): heading \(id) lacks the anchor line \(anchor) above it") }
        }
        return found
    }

    /// Every `R-[A-Z]+[0-9]+` id in the Swift and Markdown files under `folders`, with where it was first seen.
    static func citedIDs(under folders: [String]) throws -> [String: String] {
        let pattern = try NSRegularExpression(pattern: #"(?<![A-Za-z0-9-])R-[A-Z]+[0-9]+[a-z]?(?![A-Za-z0-9])"#)
        var cited: [String: String] = [:]
        for folder in folders {
            let url = Paths.root.appendingPathComponent(folder)
            var files: [URL] = []
            if folder.hasSuffix(".md") { files = [url] } else {
                let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
                while let file = walker?.nextObject() as? URL {
                    if ["swift", "md"].contains(file.pathExtension) { files.append(file) }
                }
            }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let id = String(text[Range(match.range, in: text)!])
                    if cited[id] == nil { cited[id] = file.path.replacingOccurrences(of: Paths.root.path + "/", with: "") }
                }
            }
        }
        return cited
    }

    @Test("Every R-xx id cited in Sources and docs has a heading in docs/uikit-lifecycle.md")
    func everyCitationResolves() throws {
        let headings = try Self.headings()
        let cited = try Self.citedIDs(under: ["Sources", "docs", "Tests", "Examples", "README.md"])
        // The scan must find the ids the rules are known to cite, or it checked nothing.
        #expect(cited.count >= 40, "found only \(cited.count) ids; the scan is broken")
        #expect(cited["R-P9"] != nil && cited["R-B1"] != nil)
        for (id, file) in cited.sorted(by: { $0.key < $1.key }) where headings[id] == nil {
            Issue.record("\(file) cites \(id), which has no '### \(id) …' heading in \(UIKitReference.path)")
        }
    }

    @Test("The reference's headings are unique and its relative links point at files that exist")
    func headingsAndLinks() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let anchors = text.components(separatedBy: "<a id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(anchors).count == anchors.count, "an anchor appears twice")
        #expect(try Self.headings().count >= 50)
        let link = try NSRegularExpression(pattern: #"^\[[^\]]+\]: (\.\./\S+)$"#, options: .anchorsMatchLines)
        let targets = link.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
        #expect(!targets.isEmpty)
        for target in targets {
            let url = Self.reference.deletingLastPathComponent().appendingPathComponent(target)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(target) does not exist")
        }
    }

    @Test("explain names the reference and the ids a rule's rationale cites; rules that cite none print no pointer")
    func explainPointsAtTheReference() throws {
        let headings = try Self.headings()
        let explain = try CLI.run(["explain", "appearance-pairing"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("UIKit behaviour cited (docs/uikit-lifecycle.md in trace-check's repository, one heading per id): R-B1, R-B2, R-F6, R-P4, R-P6, R-P9\n"))
        for rule in RulePack.builtin.map(\.description) {
            let ids = UIKitReference.citations(in: rule.rationale)
            for id in ids { #expect(headings[id] != nil, "\(rule.id) cites \(id), which has no heading") }
            let output = try CLI.run(["explain", rule.id]).stdout
            #expect(output.contains(UIKitReference.path) == !ids.isEmpty, "\(rule.id)")
        }
    }

    @Test("SARIF help says where the cited R-xx ids are explained")
    func sarifHelpNamesTheReference() throws {
        let run = try CLI.run(["-f", "sarif", "Examples/observer_added_twice.log"])
        let root = try JSONNode.parse(run.stdoutBytes)
        guard case let .array(runs)? = root["runs"], case let .array(rules)? = runs.first?["tool"]?["driver"]?["rules"] else {
            Issue.record("no rules in the SARIF output"); return
        }
        var pointed = 0
        for rule in rules {
            guard case let .string(text)? = rule["help"]?["text"], case let .string(rationale)? = rule["fullDescription"]?["text"] else { continue }
            let cites = !UIKitReference.citations(in: rationale).isEmpty
            #expect(text.contains(UIKitReference.path) == cites)
            if cites { pointed += 1 }
        }
        #expect(pointed > 10)
    }

    @Test("Citations are found with their optional letter and not inside other tokens")
    func citationScanner() {
        #expect(UIKitReference.citations(in: "see R-A1a, R-P4 and (R-P4); XR-B1, FOO-R-C1, R-xx, R-D2and") == ["R-A1a", "R-P4"])
        #expect(UIKitReference.citations(in: "nothing cited") == [])
        #expect(UIKitReference.pointer(for: "plain") == nil)
        #expect(UIKitReference.anchor(of: "R-A1a") == "r-a1a")
    }
}
