import Foundation
import Testing
@testable import TraceChecker
@testable import TraceParser

/// Literal-first scanning leaves unparsed the lines that hold none of the needles: it must change
/// no event and no report, on every log the project has, with every rule set in Examples/rules.
@Suite("Literal-first scanning")
struct LiteralFirstTests {
    /// Every log file: the fixtures (all folders, encodings included), the demo logs, the rules
    /// examples' logs, and the real samples of `../shared/corpus` when this checkout has them.
    static let logs: [String] = {
        var roots = [FixturePaths.fixtures, FixturePaths.repositoryRoot.appendingPathComponent("Examples")]
        let corpus = FixturePaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: corpus.path) { roots.append(corpus) }
        var paths: [String] = []
        for root in roots {
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            paths += files.filter { [".log", ".gz", ".fuzz", ".ndjson"].contains(where: $0.hasSuffix) }
                .sorted().map { root.appendingPathComponent($0).path }
        }
        return paths
    }()

    /// No rules file, then each of Examples/rules (one declares a line format of its own).
    static let ruleSets: [(name: String, rules: LoadedRules)] = {
        let folder = FixturePaths.repositoryRoot.appendingPathComponent("Examples/rules")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tcrules") }.sorted()
        return [("built-in rules", .empty)] + names.map { name in
            (name, try! RulesFile.load(path: folder.appendingPathComponent(name).path))
        }
    }()

    private static func readerOptions(literalFirst: Bool, threads: Int = 1, chunkSize: Int = LineReader.defaultChunkSize) -> TraceReader.Options {
        var options = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        options.literalFirst = literalFirst
        options.threads = threads
        options.chunkSize = chunkSize
        options.recognitionBatchSize = 5
        return options
    }

    /// The distinct format catalogues of the rule sets, each with the rule sets that use it. Events
    /// depend on the catalogue only (not on the rules), so they are compared once per catalogue.
    static let catalogs: [(catalog: FormatCatalog, ruleSets: [(name: String, rules: LoadedRules)])] = {
        var result: [(catalog: FormatCatalog, ruleSets: [(name: String, rules: LoadedRules)])] = []
        for ruleSet in ruleSets {
            if let index = result.firstIndex(where: { $0.catalog === ruleSet.rules.catalog }) {
                result[index].ruleSets.append(ruleSet)
            } else {
                result.append((ruleSet.rules.catalog, [ruleSet]))
            }
        }
        return result
    }()

    /// Every event, with every field (messages kept, as user rules that match messages ask), and
    /// the counts a report shows.
    private static func events(_ bytes: [UInt8], catalog: FormatCatalog, options: TraceReader.Options) -> (events: [String], stats: [Int]) {
        var options = options
        options.keepMessages = true
        let reader = TraceReader(catalog: catalog, options: options)
        var events: [String] = []
        let stats = (try? reader.read(MemoryByteSource(bytes, name: "log")) { events.append(String(reflecting: $0)) }) ?? reader.lastStatistics
        return (events, [stats.lines, stats.bytes, stats.events, stats.unrecognizedLines, stats.truncatedLines])
    }

    private static func report(_ bytes: [UInt8], rules: LoadedRules, options: TraceReader.Options) -> FileReport {
        var check = CheckOptions()
        check.extraRules = rules.extraRules
        check.keepTimelines = true
        return TraceCheck.check(source: MemoryByteSource(bytes, name: "log"), fileName: "log", options: check,
                                readerOptions: options, catalog: rules.catalog)
    }

    /// Compare both paths on `bytes` with every rule set; `label` names the input in failures.
    ///
    /// A check's report is made by the engine from the events and counts alone, so the events
    /// (every field, messages included) and counts are compared for every read size and thread
    /// count, once per format catalogue; the reports, for every rule set, at the smallest read size
    /// with several threads, the reading that differs most from parsing every line at once.
    private static func expectSame(_ bytes: [UInt8], _ label: String, chunkSizes: [Int] = [LineReader.defaultChunkSize]) {
        for (catalog, sets) in catalogs {
            let full = events(bytes, catalog: catalog, options: readerOptions(literalFirst: false))
            for chunkSize in chunkSizes {
                for threads in [1, 3] {
                    let fast = events(bytes, catalog: catalog, options: readerOptions(literalFirst: true, threads: threads, chunkSize: chunkSize))
                    let context = "\(label), \(sets.map(\.name).joined(separator: ", ")), \(threads) thread(s), reads of \(chunkSize)"
                    let differs = zip(fast.events, full.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    #expect(fast.events.count == full.events.count, "\(context): \(fast.events.count) events, \(full.events.count) parsing every line")
                    #expect(differs == nil, "\(context): \(differs.map { "event \($0): \(fast.events[$0]) instead of \(full.events[$0])" } ?? "")")
                    #expect(fast.stats == full.stats, "\(context): counts differ")
                }
            }
            for (name, rules) in sets {
                let fullReport = report(bytes, rules: rules, options: readerOptions(literalFirst: false))
                let fastReport = report(bytes, rules: rules, options: readerOptions(literalFirst: true, threads: 3, chunkSize: chunkSizes.min()!))
                let context = "\(label), \(name)"
                #expect(fastReport.violations == fullReport.violations, "\(context): violations differ")
                #expect(fastReport.objectCount == fullReport.objectCount, "\(context)")
                #expect(fastReport.timelines.map(\.entries) == fullReport.timelines.map(\.entries), "\(context)")
                #expect(fastReport.limitWarnings == fullReport.limitWarnings, "\(context)")
            }
        }
    }

    @Test("Every corpus file, fixture and example gives the same events and reports literal-first as parsing every line",
          arguments: logs)
    func sameOnEveryLog(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        Self.expectSame(bytes, path, chunkSizes: [LineReader.defaultChunkSize, 64])
    }

    /// A log made to catch every way an unparsed line could matter: syslog lines crossing New
    /// Year between events (the year is inferred from the lines before), a dated line of another
    /// year among noise, bare `print` lines after noise records of another process (they inherit
    /// its session), wrappers, pretty JSON, colour escapes splitting a needle, CRLF, indented
    /// continuations that look like events, over-long lines, and lines before the first record.
    static let adversarial: String = {
        var lines = [
            "garbage before any record",
            "  -[Early viewDidLoad] <Early: 0x1>",
            "Dec 31 23:59:58 iPhone MyApp[10] <Notice>: -[A viewDidLoad] <A: 0xa1>",
            "Dec 31 23:59:59 iPhone noise[11] <Notice>: nothing here",
            "Jan  1 00:00:00 iPhone noise[11] <Notice>: still nothing",
            "Jan  1 00:00:01 iPhone noise[11] <Notice>: quiet",
            "Jan  1 00:00:02 iPhone MyApp[10] <Notice>: -[A viewWillAppear:] <A: 0xa1>",
            "2019-06-01 10:00:00.000 Other[20:1f] nothing to see",
            "Jun  1 10:00:01 iPhone MyApp[10] <Notice>: -[A viewDidAppear:] <A: 0xa1>",
            "2019-06-01 10:00:02.000000+0000 Printer[30:2a] a record of another process",
            "2019-06-01 10:00:02.100000+0000 Printer[31:2b] and another",
            "   continuation of it",
            "plain continuation text",
            "viewDidLoad()",
            "<MyApp.B: 0x600000b1> viewWillAppear(_:)",
            "2019-06-01 10:00:03.000000+0000 Quiet[40:3c] noise",
            "flutter: -[C viewDidLoad] <C: 0xc1>",
            "2019-06-01 10:00:04.000000+0000 Quiet[40:3c] noise",
            "info: [IOS_SYSLOG_ROW ] Jun  1 10:00:05 iPad MyApp[239] <Warning>: -[D viewDidLoad] <D: 0xd1>",
            "[10:00:06][job] 2019-06-01 10:00:06.000 Df MyApp[10:1a] -[E viewDidLoad] <E: 0xe1>",
            "2019-06-01 10:00:07.000000+0000 MyApp[10:1a] -[\u{1b}[0mF viewDi\u{1b}[31mdLoad] <F: 0xf1>",
            "2019-06-01 10:00:08.000000+0000 MyApp[10:1a] noise\r",
            "2019-06-01 10:00:09.000000+0000 MyApp[10:1a] -[G viewDidLoad] <G: 0x71>\r",
            "[{",
            "  \"eventMessage\" : \"-[H viewDidLoad] <H: 0x81>\",",
            "  \"processImagePath\" : \"/app/MyApp\",",
            "  \"timestamp\" : \"2019-06-01 10:00:10.000000+0000\"",
            "}]",
            "2019-06-01 10:00:11.000000+0000 MyApp[10:1a] " + String(repeating: "x", count: 300) + " -[I viewDidLoad] <I: 0x91>",
            "Feb 30 10:00:12 iPhone noise[11] <Notice>: month moves",
            "Jun  1 10:00:13 iPhone MyApp[10] <Notice>: -[A viewWillDisappear:] <A: 0xa1>",
            // Jun -> Jan is no jump, Jan -> Aug is one back: skipping Jan would miss it.
            "Jan  2 10:00:14 iPhone noise[11] <Notice>: quiet",
            "Aug  2 10:00:15 iPhone noise[11] <Notice>: quiet",
            "Aug  3 10:00:16 iPhone MyApp[10] <Notice>: -[J viewDidLoad] <J: 0xa2>",
            "2020-01-01 00:00:00.000000+0000 Other[20:1f] a dated line of another year",
            "Jan  1 00:00:01 iPhone MyApp[10] <Notice>: -[A viewDidDisappear:] <A: 0xa1>",
        ]
        for n in 0..<40 { lines.append("2020-01-01 00:00:\(10 + n % 40).000000+0000 Noise\(n % 3)[5\(n % 3):1] line \(n) of noise") }
        lines.append("print without prefix: deinit")
        lines.append("<MyApp.B: 0x600000b1> deinit")
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("A log built to catch every way an unparsed line could matter gives the same events and reports")
    func sameOnAdversarialLog() {
        let bytes = Array(Self.adversarial.utf8)
        Self.expectSame(bytes, "adversarial", chunkSizes: [LineReader.defaultChunkSize, 1, 7, 64])
        var options = Self.readerOptions(literalFirst: true)
        options.maxLineLength = 200
        var full = Self.readerOptions(literalFirst: false)
        full.maxLineLength = 200
        let cut = Self.events(bytes, catalog: .standard, options: options)
        #expect(cut.events == Self.events(bytes, catalog: .standard, options: full).events)
        #expect(cut.stats[4] > 0, "the over-long line is cut")
    }

    @Test("Logs from bench/generate_log.py give the same events and reports",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")), arguments: [1, 2])
    func sameOnGeneratedLogs(seed: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [FixturePaths.repositoryRoot.appendingPathComponent("bench/generate_log.py").path,
                             "--lines", "6000", "--seed", "\(seed)", "--format-run", "1,40"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Reads of 4 KiB: hundreds of buffer turns, each one where unread lines are settled.
        Self.expectSame(Array(data), "generated, seed \(seed)", chunkSizes: [LineReader.defaultChunkSize, 4096])
    }

    @Test("Most noise lines of a generated log are left unparsed, and no line that holds an event is")
    func noiseIsLeftUnparsed() {
        // Counted through the parser: literal-first parses fewer lines, never fewer events.
        let lines = (0..<200).map { n in
            n % 4 == 0 ? "2024-03-05 10:23:45.123456+0800 MyApp[1234:567890] -[FeedViewController viewDidLoad] <FeedViewController: 0x\(n + 16)>"
                : "2024-03-05 10:23:45.123456+0800 SpringBoard[57:57250] Setting process visibility to: Foreground \(n)"
        }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        var counted: [Int] = []
        for literalFirst in [false, true] {
            let reader = TraceReader(options: Self.readerOptions(literalFirst: literalFirst))
            let stats = try! reader.read(MemoryByteSource(bytes, name: "log")) { _ in }
            #expect(stats.events == 50)
            #expect(stats.lines == 200)
            counted.append(stats.records)
        }
        #expect(counted[0] == 200)
        #expect(counted[1] < 60, "literal-first parsed \(counted[1]) of 200 lines")
    }
}
