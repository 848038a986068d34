import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Log text is data: whatever a log line says, it ends up as text in the page, never markup.
@Suite("HTML report escaping")
struct HTMLEscapingTests {
    static let hostile = [
        "<script>alert(1)</script>",
        "</script><script>alert(document.cookie)</script>",
        "\"'><img src=x onerror=alert(1)>",
        "</svg><svg onload=alert(1)>",
        "<!-- <script>",
        "&amp; &lt; &#60; \\u003c",
        "line\u{2028}separator\u{2029}paragraph",
        "</style><style>*{display:none}</style>",
        "]]> --> \u{0} \u{1b}[31m",
    ]

    /// Elements the page itself writes; anything else would be injected.
    static let pageElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "svg", "defs", "pattern", "rect", "line", "header", "h1", "p", "b",
        "form", "label", "input", "datalist", "option", "select", "span", "button", "div", "i", "main", "section", "noscript",
        "aside", "h2", "h3", "ol", "li", "a", "script",
    ]

    /// A report whose every string field is hostile, built by hand so nothing filters it first.
    static func hostileReport() -> FileReport {
        var timelines: [ObjectTimeline] = []
        var violations: [Violation] = []
        for (index, text) in hostile.enumerated() {
            let object = ObjectIdentity(className: text, address: "0x\(index + 1)", incarnation: 1, process: text, pid: 7)
            let entries = [
                TimelineEntry(line: index * 3 + 1, logTime: LogTime(seconds: Double(index)), event: "viewWillAppear", selector: text,
                              argument: text, state: "appearing"),
                TimelineEntry(line: index * 3 + 2, logTime: nil, event: text, selector: text, argument: nil, state: text),
            ]
            timelines.append(ObjectTimeline(object: object, file: text, parent: object, entries: entries))
            violations.append(Violation(rule: text, severity: .error, message: text, object: object,
                                        location: TraceChecker.SourceLocation(file: text, line: index * 3 + 2, time: text), hint: text))
        }
        violations.append(Violation(rule: "r", severity: .note, message: hostile[0], object: nil, location: TraceChecker.SourceLocation(file: "f", line: 1)))
        return FileReport(file: hostile.joined(separator: " "), violations: violations, objectCount: timelines.count, timelines: timelines)
    }

    @Test("Hostile strings in every field come out as text: no element, attribute or script they could add")
    func hostileFields() throws {
        let html = HTMLReport.render(files: [Self.hostileReport()], title: Self.hostile.joined(), toolVersion: Self.hostile[1])
        try checkInert(html)
        let document = HTMLDocument(html)
        // Round trip: the visible text is exactly the hostile text (NUL shown as U+FFFD, as a
        // browser would), and the data block keeps it exactly.
        func shown(_ text: String) -> String { text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") }
        #expect(document.text(ofElementWithID: "li-0").map { $0.contains(Self.hostile[0]) } == true)
        let title = document.tokens.firstIndex { if case .start("title", _, _) = $0 { return true } else { return false } }
        if let title, case let .text(text) = document.tokens[title + 1] { #expect(text == shown(Self.hostile.joined())) }
        let data = try HTMLReportSupport.data(of: document)
        for text in Self.hostile { #expect(data.strings.contains(text), "data lost \(text.debugDescription)") }
        let options = document.elements("option").compactMap { $0["value"] }
        for text in Self.hostile { #expect(options.contains(shown(text)), "rule filter lost \(text.debugDescription)") }
    }

    @Test("A hostile log read by the checker renders inert")
    func hostileLog() throws {
        let log = """
        2024-03-05 10:23:45.100000+0800 MyApp[1234:567890] -[FeedViewController viewWillAppear:] note=</script><script>alert(1)</script> <FeedViewController: 0x7fa3c2d0a1b0>
        2024-03-05 10:23:45.200000+0800 MyApp[1234:567890] -[FeedViewController viewDidAppear:] title="'</svg><img src=x onerror=alert(1)> <FeedViewController: 0x7fa3c2d0a1b0>
        2024-03-05 10:23:45.300000+0800 MyApp[1234:567890] -[FeedViewController viewWillDisappear:] \u{2028}<!--<script> <FeedViewController: 0x7fa3c2d0a1b0>
        2024-03-05 10:23:45.400000+0800 MyApp[1234:567890] -[FeedViewController dealloc] <FeedViewController: 0x7fa3c2d0a1b0>
        2024-03-05 10:23:45.500000+0800 MyApp[1234:567890] -[FeedViewController scrollViewDidScroll:] x=</script> <FeedViewController: 0x7fa3c2d0a1b0>

        """
        let report = HTMLReportSupport.check(text: log, fileName: "<script>alert('file')</script>.log")
        #expect(!report.timelines.isEmpty)
        try checkInert(HTMLReport.render(files: [report], title: "hostile", toolVersion: "test"))
    }

    @Test("JSON string escaping: quotes, backslashes, controls and the script-breaking characters")
    func jsonEscaping() throws {
        var bytes: [UInt8] = []
        HTMLByteWriter.appendJSONString("a\"b\\c\n\t</script>&\u{2028}\u{2029}\u{7f}\u{0}é€😀", to: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text == #""a\"b\\c\n\t\u003c/script\u003e\u0026\u2028\u2029\u007f\u0000é€😀""#)
        let decoded = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) as? String
        #expect(decoded == "a\"b\\c\n\t</script>&\u{2028}\u{2029}\u{7f}\u{0}é€😀")
    }

    /// The checks a browser-level injection would fail: exactly the page's two scripts, the data
    /// block without any character that could end it, only the page's own elements, no handlers.
    private func checkInert(_ html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let document = HTMLDocument(html)
        #expect(document.nestingErrors.isEmpty, "\(document.nestingErrors)", sourceLocation: sourceLocation)
        let scripts = document.scripts
        #expect(scripts.count == 2, sourceLocation: sourceLocation)
        #expect(scripts.first?.attributes == ["type": "application/json", "id": "trace-data"], sourceLocation: sourceLocation)
        let block = scripts.first?.text ?? ""
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!block.contains(forbidden), "data block contains \(forbidden.debugDescription)", sourceLocation: sourceLocation)
        }
        #expect(scripts.last?.text == HTMLScript.javascript, sourceLocation: sourceLocation)
        let extra = document.elementNames.subtracting(Self.pageElements)
        #expect(extra.isEmpty, "injected elements: \(extra)", sourceLocation: sourceLocation)
        for token in document.tokens {
            guard case let .start(name, attributes, _) = token else { continue }
            #expect(!attributes.keys.contains { $0.hasPrefix("on") }, "<\(name)> got a handler", sourceLocation: sourceLocation)
            #expect(attributes["src"] == nil, sourceLocation: sourceLocation)
        }
        #expect(document.tokens.allSatisfy { if case .comment = $0 { return false } else { return true } }, sourceLocation: sourceLocation)
        _ = try HTMLReportSupport.data(of: document)
    }
}
