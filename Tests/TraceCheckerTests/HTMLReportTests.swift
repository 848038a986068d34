import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// The HTML report, checked by tokenizing the page as a browser would and decoding its data.
@Suite("HTML report")
struct HTMLReportTests {
    static let exampleNames: [String] = {
        let folder = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.sorted()
    }()

    static let stateNames = ["appearing", "appeared", "disappearing", "disappeared", "deallocated"]

    /// The lifecycle spans of one lane as state names, from the data block.
    private func spanStates(_ lane: [String: Any]) -> [String] {
        let s = lane["sp"] as? [Int] ?? []
        return stride(from: 0, to: s.count, by: HTMLDataBlock.spanStride).map { Self.stateNames[s[$0]] }
    }

    @Test("A corpus file becomes one lane per object with its spans, in one well-formed page")
    func corpusSequence() throws {
        let name = "sequences/01_push_push_pop_pop_AbnerPei.log"
        let report = try HTMLReportSupport.check(path: FixturePaths.fixtures.appendingPathComponent(name).path, fileName: name)
        let html = HTMLReport.render(files: [report], title: "01 push push pop pop", toolVersion: "1.0.0")
        let document = HTMLDocument(html)
        #expect(document.nestingErrors.isEmpty, "\(document.nestingErrors)")
        let data = try HTMLReportSupport.data(of: document)
        #expect(data.files.count == 1)
        #expect(data.sessions.count == 1)
        let lanes = Dictionary(uniqueKeysWithValues: data.lanes.map { (data.string($0["n"]) ?? "?", $0) })
        #expect(Set(lanes.keys) == ["ViewController", "FirstViewController", "SecondViewController"])
        // Derived by hand from the log's 27 lines.
        #expect(spanStates(lanes["ViewController"]!) == ["appearing", "appeared", "disappearing", "disappeared", "appearing", "appeared"])
        #expect(spanStates(lanes["FirstViewController"]!) == ["appearing", "appeared", "disappearing", "disappeared",
                                                               "appearing", "appeared", "disappearing", "disappeared"])
        #expect(spanStates(lanes["SecondViewController"]!) == ["appearing", "appeared", "disappearing", "disappeared"])
        // Every event is a tick: 27 lines, 27 events.
        let events = data.lanes.reduce(0) { $0 + ($1["e"] as? [Any] ?? []).count / HTMLDataBlock.entryStride }
        #expect(events == 27)
        #expect(data.sessions.first?["time"] as? Int == 1)
        #expect(document.elements("li").count == report.violations.count)
    }

    @Test("Every demo log renders its lanes, spans and one marker and one list link per violation", arguments: exampleNames)
    func exampleLog(name: String) throws {
        let path = FixturePaths.repositoryRoot.appendingPathComponent("Examples/\(name)").path
        let report = try HTMLReportSupport.check(path: path, fileName: name)
        let document = HTMLDocument(HTMLReport.render(files: [report], title: name, toolVersion: "test"))
        #expect(document.nestingErrors.isEmpty, "\(document.nestingErrors)")
        let data = try HTMLReportSupport.data(of: document)

        // Lanes: one per object timeline, plus at most one per session for findings without one.
        let objectLanes = data.lanes.filter { $0["f"] as? Int == 0 }
        #expect(objectLanes.count == report.timelines.count)
        for timeline in report.timelines {
            let lane = objectLanes.first { data.string($0["n"]) == timeline.object.displayName }
            #expect(lane != nil, "no lane for \(timeline.object.displayName)")
            guard let lane else { continue }
            #expect((lane["e"] as? [Any] ?? []).count == timeline.entries.count * HTMLDataBlock.entryStride)
            // Spans: one per change of state until the object is deallocated.
            var expected: [String] = []
            for entry in timeline.entries where !entry.isRepeatStatement {
                guard let state = entry.state, expected.last != "deallocated" else { continue }
                if expected.last != state { expected.append(state) }
            }
            #expect(spanStates(lane) == expected, "\(timeline.object.displayName)")
        }

        // Markers: every violation sits on exactly one lane, its object's when it has one.
        #expect(data.violations.count == report.violations.count)
        let markers = data.lanes.flatMap { $0["v"] as? [Int] ?? [] }
        #expect(markers.sorted() == Array(0..<report.violations.count))
        for lane in data.lanes {
            for index in lane["v"] as? [Int] ?? [] {
                if let object = data.string(data.violations[index][9]), lane["f"] as? Int == 0 {
                    #expect(data.string(lane["n"]) == object)
                }
            }
        }
        // The list beside the lanes: one item per violation, each linking to its marker.
        let links = document.elements("a").compactMap { $0["href"] }
        #expect(links.count == report.violations.count)
        #expect(Set(links) == Set((0..<report.violations.count).map { "#v-\($0)" }))
        #expect(document.elements("li").count == report.violations.count)
        let rules = Set(document.elements("option").compactMap { $0["value"] }.filter { !$0.isEmpty })
        #expect(Set(report.violations.map(\.rule)).isSubset(of: rules))
    }

    @Test("The demo report has findings of every severity the README promises")
    func demoReportHasFindings() throws {
        let reports = try Self.exampleNames.map { name in
            try HTMLReportSupport.check(path: FixturePaths.repositoryRoot.appendingPathComponent("Examples/\(name)").path, fileName: name)
        }
        let document = HTMLDocument(HTMLReport.render(files: reports, title: "Examples", toolVersion: "test"))
        let data = try HTMLReportSupport.data(of: document)
        #expect(data.files.count == Self.exampleNames.count)
        let severities = Set(data.violations.compactMap { $0[5] as? Int })
        #expect(severities.contains(2) && severities.contains(1))
        #expect(document.elements("li").count == reports.reduce(0) { $0 + $1.violations.count })
    }

    @Test("The page loads nothing and runs nothing but its own script, whose hash the policy names")
    func selfContained() throws {
        let html = HTMLReport.render(files: [HTMLReportSupport.check(text: "-[A viewDidLoad] <A: 0x1>\n", fileName: "a.log")],
                                     title: "t", toolVersion: "v")
        let document = HTMLDocument(html)
        for tag in ["link", "img", "iframe", "object", "embed", "base"] { #expect(document.elements(tag).isEmpty, "\(tag)") }
        for token in document.tokens {
            guard case let .start(name, attributes, _) = token else { continue }
            #expect(attributes["src"] == nil, "\(name) has src")
            if let href = attributes["href"] { #expect(href.hasPrefix("#"), "\(name) links to \(href)") }
            #expect(!attributes.keys.contains { $0.hasPrefix("on") }, "\(name) has an inline handler")
        }
        // The only URLs in the page: the SVG namespace the script creates text in, the hatch pattern.
        let urls = html.replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "").replacingOccurrences(of: "url(#hatch)", with: "")
        #expect(!urls.contains("http://") && !urls.contains("https://") && !urls.contains("url("))
        let scripts = document.scripts
        #expect(scripts.count == 2)
        #expect(scripts.first?.attributes["type"] == "application/json")
        let policy = document.elements("meta").first { $0["http-equiv"] == "Content-Security-Policy" }?["content"] ?? ""
        let code = try #require(scripts.last?.text)
        let hash = SHA256.hashSource(of: code)
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src '\(hash)'"))
    }

    @Test("SHA-256 matches the FIPS 180-4 examples")
    func sha256() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // The CSP form of the FIPS "abc" digest, base64 of the bytes above.
        #expect(SHA256.hashSource(of: "abc") == "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}
