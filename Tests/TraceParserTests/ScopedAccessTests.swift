import Testing
import TraceParser  // not @testable: only the public API, as a package that depends on TraceParser sees it

/// Bytes that live in a reader's or parser's buffer are lent to a closure, never handed out as a
/// pointer that a later call would invalidate.
@Suite("Scoped byte access")
struct ScopedAccessTests {
    @Test("A line's bytes, its message and its process are lent to closures, which see the line's text")
    func linesAndRecords() {
        let text = "2024-03-01 10:00:00.000 MyApp[812:a03] -[CartViewController viewDidLoad]"
        let parser = RecordParser(baseYear: 2024, bareLineHasEvent: { _ in false })
        let seen = Line.with(bytes: Array(text.utf8), number: 7) { line in
            parser.parse(line) { parsed in
                (line: line.number, bytes: line.withBytes { Array($0) }, kind: parsed.kind,
                 message: parsed.withMessage { String(decoding: $0, as: UTF8.self) },
                 process: parsed.withProcess { $0.map { String(decoding: $0, as: UTF8.self) } })
            }
        }
        #expect(seen.line == 7)
        #expect(seen.bytes == Array(text.utf8))
        #expect(seen.kind == .record)
        #expect(seen.message == "-[CartViewController viewDidLoad]")
        #expect(seen.process == "MyApp")
        #expect(parser.finish { $0 == nil }, "no JSON record was left open")
    }

    @Test("A reader lends each line and its record to the callback, in order")
    func reader() throws {
        let text = "2024-03-01 10:00:00.000 MyApp[812:a03] -[CartViewController viewDidLoad]\nnot a record\n"
        var lines: [(Int, String, String)] = []
        try TraceReader().read(MemoryByteSource(text: text), onLine: { line, parsed in
            lines.append((line.number, line.withBytes { String(decoding: $0, as: UTF8.self) },
                          parsed.withMessage { String(decoding: $0, as: UTF8.self) }))
        }, onEvent: { _ in })
        #expect(lines.map(\.0) == [1, 2])
        #expect(lines.map(\.1) == ["2024-03-01 10:00:00.000 MyApp[812:a03] -[CartViewController viewDidLoad]", "not a record"])
        #expect(lines.first?.2 == "-[CartViewController viewDidLoad]")
    }
}
