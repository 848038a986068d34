import Foundation
import TraceChecker

/// `trace-check [check]`: check inputs, write the report, exit 0/1/2.
enum CheckCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = try SettingsResolver.settings(for: invocation)
        let userRules = try UserRules.load(settings.rulesFiles, jobs: settings.jobs)
        let destinations = try ReportDestination.resolve(outputs: settings.outputs, format: settings.format ?? "text",
                                                         formats: ReportFormat.allCases.map(\.rawValue))
        let rules = UserRules.descriptions(userRules)
        var options = try SettingsResolver.checkOptions(from: settings, rules: rules)
        options.extraRules = userRules.extraRules
        // The page draws every object's lifeline, so it needs whole timelines, not excerpts.
        options.keepTimelines = destinations.contains { $0.format == ReportFormat.html.rawValue } || settings.timelines
        let baseline = try settings.baseline.map(loadBaseline)

        // Walked before -o's temporary file exists, so -o FILE keeps what it had when there is
        // nothing to check.
        guard let walker = walkInputs(invocation, settings), !walker.inputs.isEmpty else { return Console.failure }

        Interrupt.install()
        try refuseConflicts(destinations, settings: settings, inputs: walker.inputs)
        let title = pageTitle(invocation.positionals)
        let outputs = try ReportOutputs(destinations) { destination, toStandardOutput in
            makeWriter(ReportFormat(rawValue: destination.format) ?? .text, settings: settings,
                       toStandardOutput: toStandardOutput, title: title)
        }

        let run = BatchRun(inputs: walker.inputs, options: options, outputs: outputs.writers,
                           jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, baseline: baseline)
        run.catalog = userRules.catalog
        run.requireEvents = settings.requireEvents
        run.keepsUnfilteredViolations = settings.writeBaseline != nil
        run.processFilter = settings.processFilter
        run.showProgress = !settings.quiet && walker.inputs.count > 1 && Console.isTerminal(2)
            && !outputs.reports.contains { $0.target.isStandardOutput && Console.isTerminal(1) }
        try run.run()

        UnmatchedProcesses.warn(settings.processFilter, run.statistics)
        let activeRules = rules.filter { options.severity(for: $0) != nil }
        var runReport = RunReport(tool: Version.tool, rules: activeRules, files: run.reports, failOn: settings.failOn)
        // Every input the walk or the run could not open is one the summary must not pass over
        // (a folder link loop is a folder not walked again, not an input left unread).
        let unopenedByWalk = walker.errors.filter { if case .symlinkLoop = $0 { false } else { true } }.count
        runReport.unopenedFileCount = unopenedByWalk + run.unopenedInputs
        if run.wasInterrupted {
            for output in outputs.reports {
                try finishInterrupted(run, writer: output.writer, format: output.destination.format, summary: runReport.summary,
                                      output: output.target, quiet: settings.quiet)
            }
            if settings.stats { printStatistics(runReport.summary, seconds: run.elapsed, limitWarnings: run.limitWarningCount) }
            return Interrupt.exitStatus
        }
        try outputs.commit(runReport)

        if let path = settings.writeBaseline {
            let sink = try AtomicFileSink(path: path)
            try sink.write(bytes: Array(try Baseline(violations: run.unfilteredViolations).encoded()))
            try sink.commit()
        }
        let summary = runReport.summary
        // A CI step that writes only files must still say on its console what it found.
        if !settings.quiet, !outputs.files.isEmpty {
            Console.writeError(TextReportWriter().summaryLine(summary, unreadableFiles: runReport.unreadableFileCount) + " written to "
                               + outputs.files.map(TerminalText.sanitized).joined(separator: ", ") + "\n")
        }
        if settings.stats { printStatistics(summary, seconds: run.elapsed, limitWarnings: run.limitWarningCount) }

        if !walker.errors.isEmpty || run.failedInputs { return Console.failure }
        if let threshold = settings.failOn, summary.violations.count(atOrAbove: threshold) > 0 {
            return Console.violationsFound
        }
        return Console.success
    }

    /// `-o` and `--write-baseline` never replace a log of the run, a settings file it reads, or
    /// each other (`--write-baseline` may update the `--baseline` it read: that is its purpose).
    static func refuseConflicts(_ destinations: [ReportDestination], settings: Settings, inputs: [Input]) throws {
        var outputs = destinations.compactMap { $0.path.map { OutputConflict.Output(flag: "-o", path: $0) } }
        if let path = settings.writeBaseline { outputs.append(OutputConflict.Output(flag: "--write-baseline", path: path)) }
        var read: [(path: String, replaceableBy: Set<String>)] = inputs.map { ($0.path, []) }
        read += settings.rulesFiles.map { ($0, []) }
        if let path = settings.loadedConfigPath { read.append((path, [])) }
        if let path = settings.baseline { read.append((path, ["--write-baseline"])) }
        try OutputConflict.check(outputs: outputs, inputs: read)
    }

    static func makeWriter(_ format: ReportFormat, settings: Settings, toStandardOutput: Bool, title: String) -> ReportWriter {
        switch format {
        case .text:
            return TextReportWriter(colors: Console.useColor(settings.color, toStandardOutput: toStandardOutput),
                                    showSummary: !settings.quiet)
        case .json: return JSONReportWriter(timelines: settings.timelines, renderThreads: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
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
        let data: Data
        do {
            data = try SettingsFileReader.read(path)
        } catch {
            throw BaselineError.unreadable(path: path, reason: error.description)
        }
        return try Baseline(data: data, path: path)
    }

    /// A walker over `settings`' globs that never checks this run's own files: the report and
    /// baseline it writes, and the baseline, configuration and rules it reads.
    static func makeWalker(_ settings: Settings) -> InputWalker {
        var walker = InputWalker(include: settings.include, exclude: settings.exclude, stdinName: settings.stdinName ?? "-")
        let own = settings.outputs.compactMap(ReportDestination.filePath) + [settings.output, settings.writeBaseline, settings.baseline, settings.loadedConfigPath].compactMap { $0 }
            + settings.rulesFiles
        walker.ownFiles = Set(own.filter { $0 != "-" }.compactMap { FileID(path: $0) })
        return walker
    }

    /// The inputs of `invocation` walked, with their notes and errors printed; nil (after one
    /// error line saying why) when there is nothing to check: no report at all then, never "no
    /// violations in 0 files". Every subcommand that reads logs starts here.
    static func walkInputs(_ invocation: Invocation, _ settings: Settings) -> InputWalker? {
        var walker = makeWalker(settings)
        walker.expand(invocation.positionals)
        report(walker, quiet: settings.quiet)
        if let why = walker.nothingToCheck {
            Console.error(why)
            return nil
        }
        return walker
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

    /// After SIGINT/SIGTERM nothing is presented as complete: `-o FILE` keeps its old content, a
    /// document format (JSON, SARIF, JUnit, HTML) on standard output writes nothing, and a stream
    /// format keeps the files it printed and ends with `interrupted after N of M files…` (text) or
    /// with nothing more (NDJSON). Standard error says what happened; `--write-baseline` is skipped.
    static func finishInterrupted(_ run: BatchRun, writer: ReportWriter, format: String, summary: RunSummary,
                                  output: OutputTarget, quiet: Bool) throws {
        let progress = interruptedProgress(run)
        let outcome: String
        if let path = output.path {
            output.discard()
            Interrupt.removeOnForcedExit([])
            outcome = access(path, F_OK) == 0 ? "\(path) was left as it was" : "\(path) was not written"
        } else if writer is TextReportWriter || writer is TimelineTextWriter {
            if !quiet {
                let line: String
                if let text = writer as? TextReportWriter {
                    line = progress + ": " + text.summaryLine(summary)
                } else {
                    line = progress + ": " + NumberFormatting.counted(run.reports.reduce(0) { $0 + $1.timelines.count }, "object")
                }
                try output.sink.write(line + "\n")
            }
            try output.sink.flush()
            outcome = "the report above is incomplete"
        } else if writer.isLive {
            try output.sink.flush()
            outcome = "the \(format) above is incomplete"
        } else {
            outcome = "no \(format) report was written"
        }
        Console.error("\(progress); \(outcome)")
    }

    /// `interrupted after 2 of 5 files, c.log cut short at line 812`.
    static func interruptedProgress(_ run: BatchRun) -> String {
        let total = run.inputs.count
        var text = "\(Interrupt.verb) after \(run.finishedInputs) of \(NumberFormatting.counted(total, "file"))"
        for cut in run.cutShort {
            text += ", \(cut.name) cut short after \(NumberFormatting.counted(cut.lines, "line"))"
        }
        return text
    }

    static func printStatistics(_ summary: RunSummary, seconds: Double, limitWarnings: Int) {
        let megabytes = Double(summary.bytes) / 1_000_000
        let time = max(seconds, 0.000_001)
        Console.writeError("""
        trace-check: \(NumberFormatting.counted(summary.files, "file")), \(NumberFormatting.counted(summary.lines, "line")) \
        (\(String(format: "%.1f", megabytes)) MB), \(NumberFormatting.counted(summary.events, "event")), \
        \(NumberFormatting.counted(summary.objects, "object")), \
        \(NumberFormatting.counted(summary.unrecognizedLines, "unrecognized line")), \
        \(NumberFormatting.counted(limitWarnings, "limit warning"))
        trace-check: \(String(format: "%.3f", seconds)) s, \(NumberFormatting.grouped(Int(Double(summary.lines) / time))) lines/s, \
        \(String(format: "%.1f", megabytes / time)) MB/s

        """)
    }
}
