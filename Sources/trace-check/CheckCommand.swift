import Foundation
import TraceChecker

/// `trace-check [check]`: check inputs, write the report, exit 0/1/2.
enum CheckCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = try SettingsResolver.settings(for: invocation)
        let userRules = try UserRules.load(settings.rulesFiles)
        let format = ReportFormat(rawValue: settings.format ?? "text") ?? .text
        let rules = UserRules.descriptions(userRules)
        var options = try SettingsResolver.checkOptions(from: settings, rules: rules)
        options.extraRules = userRules.extraRules
        // The page draws every object's lifeline, so it needs whole timelines, not excerpts.
        options.keepTimelines = format == .html
        let baseline = try settings.baseline.map(loadBaseline)

        let output = try OutputTarget(path: settings.output)
        let writer = makeWriter(format, settings: settings, toStandardOutput: output.isStandardOutput,
                                title: pageTitle(invocation.positionals))

        var walker = InputWalker(include: settings.include, exclude: settings.exclude, stdinName: settings.stdinName ?? "-")
        walker.expand(invocation.positionals)
        report(walker, quiet: settings.quiet)

        let run = BatchRun(inputs: walker.inputs, options: options, writer: writer, sink: output.sink,
                           jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, baseline: baseline)
        run.catalog = userRules.catalog
        run.showProgress = !settings.quiet && walker.inputs.count > 1 && Console.isTerminal(2) && !Console.isTerminal(1)
        try run.run()

        let activeRules = rules.filter { options.severity(for: $0) != nil }
        let runReport = RunReport(tool: Version.tool, rules: activeRules, files: run.reports, failOn: settings.failOn)
        try writer.finish(runReport, to: output.sink)
        try output.commit()

        if let path = settings.writeBaseline {
            let sink = try AtomicFileSink(path: path)
            try sink.write(bytes: Array(try Baseline(violations: run.unfilteredViolations).encoded()))
            try sink.commit()
        }
        let summary = runReport.summary
        if settings.stats { printStatistics(summary, seconds: run.elapsed) }

        if !walker.errors.isEmpty || run.hadInputError { return Console.failure }
        if let threshold = settings.failOn, summary.violations.count(atOrAbove: threshold) > 0 {
            return Console.violationsFound
        }
        return Console.success
    }

    static func makeWriter(_ format: ReportFormat, settings: Settings, toStandardOutput: Bool, title: String) -> ReportWriter {
        switch format {
        case .text:
            return TextReportWriter(colors: Console.useColor(settings.color, toStandardOutput: toStandardOutput),
                                    showSummary: !settings.quiet)
        case .json: return JSONReportWriter()
        case .ndjson: return NDJSONReportWriter()
        case .sarif: return SARIFReportWriter()
        case .junit: return JUnitReportWriter()
        case .html: return HTMLReportWriter(title: title)
        }
    }

    /// `trace-check: run.log`, or the number of inputs.
    static func pageTitle(_ paths: [String]) -> String {
        switch paths.count {
        case 0: return "trace-check: standard input"
        case 1: return "trace-check: " + (paths[0] == "-" ? "standard input" : paths[0])
        default: return "trace-check: \(paths.count) inputs"
        }
    }

    static func loadBaseline(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                                         ? "permission denied" : "no such file")
        }
        return try Baseline(data: data, path: path)
    }

    /// Walk notes (unless quiet) and errors, before any report output.
    static func report(_ walker: InputWalker, quiet: Bool) {
        if !quiet { for note in walker.notes { Console.note(note) } }
        // Someone who typed `trace-check` alone should not face a silent, waiting terminal.
        if !quiet, walker.inputs.contains(where: \.isStandardInput), Console.isTerminal(0) {
            Console.note("reading a log from standard input (end it with Ctrl-D; see 'trace-check --help')")
        }
        for error in walker.errors { Console.error(error.description) }
    }

    static func printStatistics(_ summary: RunSummary, seconds: Double) {
        let megabytes = Double(summary.bytes) / 1_000_000
        let time = max(seconds, 0.000_001)
        Console.writeError("""
        trace-check: \(NumberFormatting.counted(summary.files, "file")), \(NumberFormatting.counted(summary.lines, "line")) \
        (\(String(format: "%.1f", megabytes)) MB), \(NumberFormatting.counted(summary.events, "event")), \
        \(NumberFormatting.counted(summary.objects, "object")), \
        \(NumberFormatting.counted(summary.unrecognizedLines, "unrecognized line"))
        trace-check: \(String(format: "%.3f", seconds)) s, \(NumberFormatting.grouped(Int(Double(summary.lines) / time))) lines/s, \
        \(String(format: "%.1f", megabytes / time)) MB/s

        """)
    }
}

/// Standard output, or `-o FILE` written atomically.
struct OutputTarget {
    let sink: ByteSink
    private let file: AtomicFileSink?

    init(path: String?) throws {
        if let path, path != "-" {
            file = try AtomicFileSink(path: path)
            sink = file!
        } else {
            file = nil
            sink = Console.standardOutput
        }
    }

    var isStandardOutput: Bool { file == nil }

    func commit() throws {
        if let file { try file.commit() } else { try sink.flush() }
    }
}
