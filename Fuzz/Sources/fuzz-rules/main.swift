// Target 4: the rules-file loader (RulesFile.load(text:path:verifyExamples:)): parser, event,
// format and rule compilers, and (when the last byte is even, as after a final newline) the
// rules' own trigger/clean examples run on the engine.
//
// A file that loads is then used: its rules and formats check a small fixed log, and a rule
// whose pattern reaches a PCRE2 limit there is reported at its own line. A file that
// does not load must say why at a real place: every diagnostic names the file, a line within it
// (or just past its end) and a column of at least 1.
import Foundation
import FuzzSupport
import TraceChecker
import TraceParser

private let log = Array("""
    2024-05-01 10:00:00.000000+0000 0x1a2b Default 0x0 42 0 MyApp: -[PlayerViewController startSession] <PlayerViewController: 0x1>
    May  1 10:00:01 iPhone MyApp[42] <Notice>: -[PlayerViewController viewDidLoad] <PlayerViewController: 0x1>
    [10:23:45.123] MyApp[42] -[ChatViewController subscribe:] name=Typing <ChatViewController: 0x50>
    -[PlayerViewController endSession] <PlayerViewController: 0x1>
    PlayerViewController viewWillAppear(_:)
    -[PlayerViewController play] <PlayerViewController: 0x1> x=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!
    -[PlayerViewController dealloc] <PlayerViewController: 0x1>
    """.utf8)

exit(runFuzzer { input in
    let text = String(decoding: input, as: UTF8.self)
    // Lines as the loader numbers them: cut at every line feed, a CR LF pair included (a
    // `Character` split keeps CR LF whole and undercounts a Windows-saved file). Decoding
    // repairs bad UTF-8 but never touches a line feed, so the raw bytes give the count.
    let lines = input.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let verify = parameter(input, fromEnd: 0) & 1 == 0
    do throws(RulesFileError) {
        let loaded = try RulesFile.load(text: text, path: "fuzz.tcrules", verifyExamples: verify)
        var options = CheckOptions()
        options.extraRules = loaded.extraRules
        var reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        reader.chunkSize = 17
        let report = TraceCheck.check(source: MemoryByteSource(log), fileName: "fixed.log", options: options,
                                      readerOptions: reader, catalog: loaded.catalog)
        fuzzCheck(report.statistics.lines == 7, "fixed log read as \(report.statistics.lines) lines")
        // A pattern that reached a PCRE2 limit is reported at the rule's own line of this file.
        for case let .rule(id, location, count, firstLine, _) in report.uncheckedWarnings {
            let line = location.flatMap { $0.hasPrefix("fuzz.tcrules:") ? Int($0.dropFirst("fuzz.tcrules:".count)) : nil }
            fuzzCheck(line.map { $0 >= 1 && $0 <= lines } == true, "rule \(id) located at \(location ?? "nowhere")")
            fuzzCheck(count >= 1 && count <= 7 && firstLine >= 1 && firstLine <= 7, "rule \(id): \(count) unchecked lines from line \(firstLine)")
        }
        for rule in loaded.descriptions { fuzzCheck(!rule.id.isEmpty, "a loaded rule has no id") }
    } catch {
        let diagnostics = error.diagnostics
        fuzzCheck(!diagnostics.isEmpty, "load failed without a diagnostic: \(error.message)")
        for diagnostic in diagnostics {
            fuzzCheck(diagnostic.file == "fuzz.tcrules", "diagnostic names \(diagnostic.file)")
            fuzzCheck(diagnostic.line >= 1 && diagnostic.line <= lines + 1, "diagnostic at line \(diagnostic.line) of \(lines): \(diagnostic)")
            fuzzCheck(diagnostic.column >= 1, "diagnostic at column \(diagnostic.column): \(diagnostic)")
            fuzzCheck(!diagnostic.message.isEmpty, "empty diagnostic message at \(diagnostic.line)")
        }
        _ = error.description
    }
})
