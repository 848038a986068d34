import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// `events -f ndjson` writes its lines by hand for speed; they must be exactly what JSONEncoder writes.
@Suite("Event NDJSON")
struct EventNDJSONTests {
    static let awkward = ["plain", "quote \" and \\ backslash", "tab\tnew\nline\r", "\u{1}\u{1f}\u{8}\u{c}", "</script> & <b>",
                          "émoji 🍀 汉字", "slash / stays", "\u{2028}"]

    @Test("Hand-written lines equal JSONEncoder's bytes for awkward text and missing fields", arguments: awkward)
    func handWrittenEqualsEncoder(text: String) throws {
        var event = Event(kind: .viewWillAppear, className: text, address: 0x7fa3, selector: text,
                          argument: .text(text), session: SessionKey(source: 0, process: text, pid: 42), tid: 7,
                          time: LogTime(seconds: 1_700_000_000.5, fractionDigits: 3), line: 12)
        for missing in [false, true] {
            if missing { event.className = nil; event.address = nil; event.argument = .unknown; event.time = nil; event.tid = nil; event.session.pid = nil }
            let record = EventRecord(event, file: text)
            var expected = try ReportJSON.encoder(pretty: false).encode(record)
            expected.append(10)
            #expect(record.ndjsonLine() == Array(expected))
        }
    }
}
