import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// Every input a fuzz target once crashed on (Tests/Fixtures/fuzz-regressions, see its README)
/// goes through the whole pipeline again (and `rules-*` files through the rules-file loader): the event recognizer on the raw bytes and on each
/// line, then `TraceCheck.check` with default reads, one-byte reads and the read size and line
/// limit the fuzz targets derive from the input's last two bytes. Nothing may crash, every line
/// must be counted and classified, the verdict must not depend on the reads, and the JSON report
/// must parse.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = FixturePaths.fixtures.appendingPathComponent("fuzz-regressions")

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }()

    /// Read size and line limit as `Fuzz/Sources/fuzz-check` chooses them.
    static func fuzzParameters(_ bytes: [UInt8]) -> (chunkSize: Int, maxLineLength: Int) {
        let p = bytes.count > 0 ? bytes[bytes.count - 1] : 0
        let q = bytes.count > 1 ? bytes[bytes.count - 2] : 0
        return (Int(p & 63) + 1, q & 0x80 != 0 ? Int(q & 0x7f) + 1 : LineReader.defaultMaxLineLength)
    }

    static func check(_ bytes: [UInt8], chunkSize: Int, maxLineLength: Int = LineReader.defaultMaxLineLength) -> FileReport {
        var reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        reader.chunkSize = chunkSize
        reader.maxLineLength = maxLineLength
        return TraceCheck.check(source: MemoryByteSource(bytes, name: "regression"), fileName: "regression", readerOptions: reader)
    }

    @Test("The folder holds regression inputs")
    func folderIsNotEmpty() {
        #expect(!Self.inputs.isEmpty, "no files in \(Self.folder.path)")
    }

    @Test("A fuzz finding stays fixed", arguments: inputs)
    func replay(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let recognizer = EventRecognizer()
        var events: [RecognizedEvent] = []
        bytes.withUnsafeBytes { raw in recognizer.recognize(raw) { events.append($0) } }
        for line in bytes.split(separator: 10, omittingEmptySubsequences: false) {
            Array(line).withUnsafeBytes { raw in recognizer.recognize(raw) { events.append($0) } }
        }
        for event in events {
            #expect(event.className.map { !$0.isEmpty } ?? true, "an event names the empty class: \(event)")
            #expect((event.kind == .diagnostic) == (event.diagnostic != nil), "\(event)")
        }

        // Lines as the user sees them, in the text the reader parses (a UTF-16 or gzip input is
        // decoded first): every `\n` ends one, and text after the last one is one more.
        let text = try InputDecoder.decoded(MemoryByteSource(bytes, name: "fuzz.log")).readToEnd()
        let newlines = text.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let expectedLines = newlines + (text.last.map { $0 == 10 ? 0 : 1 } ?? 0)

        let reference = Self.check(bytes, chunkSize: max(1, bytes.count))
        let fuzz = Self.fuzzParameters(bytes)
        let runs: [(String, FileReport, FileReport)] = [
            ("default reads", Self.check(bytes, chunkSize: LineReader.defaultChunkSize), reference),
            ("one-byte reads", Self.check(bytes, chunkSize: 1), reference),
            ("fuzz parameters \(fuzz)", Self.check(bytes, chunkSize: fuzz.chunkSize, maxLineLength: fuzz.maxLineLength),
             Self.check(bytes, chunkSize: max(1, bytes.count), maxLineLength: fuzz.maxLineLength)),
        ]
        for (label, report, whole) in runs {
            let stats = report.statistics
            #expect(report.inputError == nil, "\(label)")
            #expect(stats.lines == expectedLines, "\(label): \(stats.lines) lines counted, \(expectedLines) in the file")
            let classified = stats.records + stats.continuationLines + stats.envelopeLines + stats.blankLines
                + stats.jsonStructureLines + stats.unrecognizedLines
            // A pretty-JSON record still open at the end is flushed as one more record.
            #expect(classified == stats.lines || classified == stats.lines + 1, "\(label): \(classified) classified of \(stats.lines)")
            #expect(report.violations == whole.violations, "\(label): the verdict depends on the read size")
            #expect(stats == whole.statistics, "\(label): the statistics depend on the read size")
        }

        // Rules-file findings also go through the loader, examples included.
        if name.hasPrefix("rules-") {
            let text = String(decoding: bytes, as: UTF8.self)
            // Numbered as the loader numbers them: every line feed cuts, CR LF included.
            let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            #expect(lineCount == RulesParser.lines(of: text).count)
            do throws(RulesFileError) {
                _ = try RulesFile.load(text: text, path: name, verifyExamples: true)
            } catch {
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.line >= 1 && diagnostic.line <= lineCount + 1 && diagnostic.column >= 1, "\(diagnostic)")
                }
            }
        }

        let run = RunReport(tool: ToolInfo(name: "trace-check", version: "test", informationURI: "https://example.invalid"),
                            rules: TraceCheck.builtinRules, files: [reference])
        let sink = MemorySink()
        try JSONReportWriter().write(run, to: sink)
        #expect((try? JSONSerialization.jsonObject(with: Data(sink.bytes))) != nil, "JSON report does not parse")
    }
}
