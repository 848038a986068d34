import Foundation
import TraceChecker
import TraceParser

/// Checks a list of inputs with one `TraceCheck.check` per input (its position is the source
/// index), on up to `jobs` threads, and feeds each report's `ReportWriter` in input order. With a
/// single input, live writers (text, NDJSON) get each violation the moment it is certain. After SIGINT or
/// SIGTERM (`Interrupt`) no new input is started and the ones being read stop where they are:
/// what they read is reported and they are listed in `cutShort`.
final class BatchRun {
    let inputs: [Input]
    let options: CheckOptions
    /// Every report of the run (`-o` is repeatable), each with its writer and sink.
    let outputs: [(writer: ReportWriter, sink: ByteSink)]
    let jobs: Int
    let baseline: Baseline?
    /// Built-in formats plus those of `--rules` files.
    var catalog: FormatCatalog = .standard
    /// Applied to each file's report before the writer sees it (timeline filtering).
    var transform: ((FileReport) -> FileReport)?
    /// Show a progress line on standard error.
    var showProgress = false
    /// `--require-events`: an input in which no event was recognised is an input error.
    var requireEvents = false
    /// `--process`/`--pid`: only these processes' records are checked.
    var processFilter: ProcessFilter?

    /// Reports of every input that could be opened, in input order, after the baseline.
    private(set) var reports: [FileReport] = []
    /// Every violation before the baseline, for `--write-baseline` (kept only when
    /// `keepsUnfilteredViolations` is set: a run with hundreds of thousands of findings must not
    /// hold another copy of them for nothing).
    private(set) var unfilteredViolations: [Violation] = []
    /// Keep `unfilteredViolations` (`--write-baseline`).
    var keepsUnfilteredViolations = false
    /// An input could not be opened or read to its end.
    private(set) var hadInputError = false
    /// Inputs that could not be opened: they have no report.
    private(set) var unopenedInputs = 0
    private(set) var elapsed: Double = 0
    /// Inputs read to their end (opened or not).
    private(set) var finishedInputs = 0
    /// Inputs whose reading a signal stopped: name and the lines read.
    private(set) var cutShort: [(name: String, lines: Int)] = []
    /// `FileReport.limitWarnings` printed on standard error.
    private(set) var limitWarningCount = 0
    /// Inputs read whole in which no event was recognised (each warned about).
    private(set) var eventlessInputs = 0
    /// `FileReport.uncheckedWarnings` printed on standard error: checks that could not be made.
    private(set) var uncheckedWarningCount = 0
    /// Some input failed: could not be opened or read, was not wholly checked (a pattern PCRE2
    /// could not evaluate), or (with `requireEvents`) had no event.
    var failedInputs: Bool { hadInputError || uncheckedWarningCount > 0 || (requireEvents && eventlessInputs > 0) }
    /// The counts of every report, added up.
    var statistics: ParseStatistics { reports.reduce(into: ParseStatistics()) { $0.add($1.statistics) } }
    /// A signal stopped the run: the reports are not the whole answer.
    var wasInterrupted: Bool { Interrupt.isInterrupted }

    private struct Checked {
        var report: FileReport?
        var openError: InputError?
        /// Violations in the order they became certain, when the run needs them (``keepsFound``).
        var found: [Violation]
        /// A signal stopped reading before the end.
        var cutShort = false
        /// Live output failed (a closed pipe, a full disk): reading stopped there.
        var outputError: Error?
        /// Each output's part of the report, rendered on the checking thread (nil: rendered by
        /// its writer when delivered).
        var parts: [(any Sendable)?] = []
    }

    init(inputs: [Input], options: CheckOptions, outputs: [(writer: ReportWriter, sink: ByteSink)], jobs: Int, baseline: Baseline?) {
        self.inputs = inputs
        self.options = options
        self.outputs = outputs
        self.jobs = jobs
        self.baseline = baseline
    }

    func run() throws {
        let start = Date()
        defer { elapsed = Date().timeIntervalSince(start) }
        let matcher = baseline?.matcher()
        let live = inputs.count == 1 && outputs.contains { $0.writer.isLive }
        let inputs = self.inputs, catalog = self.catalog, filter = self.processFilter
        // The rules' tables are the same for every file: made once, shared by every thread.
        let plan = CheckPlan(options: options)
        var bytesDone = 0
        var lastProgress = Date.distantPast

        // Cores that files alone cannot keep busy (one big log, -j 2) recognise events for them.
        let threadsPerFile = jobs > inputs.count ? jobs / max(1, inputs.count) : 1
        // A run with hundreds of thousands of findings must not hold a second copy of them for nothing.
        let keepsFound = keepsUnfilteredViolations || (!live && (matcher != nil || outputs.contains { $0.writer.isLive }))
        // Writers render each file's part on the thread that checked it, unless the delivery
        // changes the report first (a baseline, live writers, a transform): one renderer per
        // worker and output, so that none is used by two threads.
        // A single input gains nothing from it (there is no other file to render beside it).
        let rendersAhead = inputs.count > 1 && !keepsFound && transform == nil
        let renderers = (0..<max(1, min(jobs, inputs.count))).map { _ in
            outputs.map { rendersAhead ? $0.writer.makePartRenderer() : nil }
        }
        // Each worker's last engine is left for the process's exit to free (see EngineKeeper).
        let keepers = EngineKeeper.lastingUntilExit(count: renderers.count)
        let work: (Int, Int) -> Checked = { index, worker in
            var checked = Self.check(inputs[index], index: index, plan: plan, catalog: catalog, filter: filter, threads: threadsPerFile,
                                     keepsFound: keepsFound, keeper: keepers[worker], onViolation: nil)
            if let report = checked.report {
                checked.parts = renderers[worker].map { $0?.render(report) ?? nil }
            }
            return checked
        }
        let deliver: (Int, Checked) throws -> Void = { [self] index, checked in
            guard var report = checked.report else {
                Console.error(checked.openError!.description)
                hadInputError = true
                unopenedInputs += 1
                finishedInputs += 1
                return
            }
            if checked.cutShort {
                cutShort.append((report.file, report.statistics.lines))
            } else {
                finishedInputs += 1
            }
            for warning in report.limitWarnings {
                LimitWarning.warn(report.file, warning)
                limitWarningCount += 1
            }
            for warning in report.uncheckedWarnings {
                Console.warning("\(report.file): \(warning); simplify the pattern (see 'Pattern limits' in docs/rules-file.md)")
                uncheckedWarningCount += 1
            }
            if keepsUnfilteredViolations { unfilteredViolations += checked.found }
            // Without a baseline and live writers, the report's violations (the same ones, sorted
            // the same way by the check) are already the answer.
            if !live, matcher != nil || outputs.contains(where: { $0.writer.isLive }) {
                let kept = checked.found.filter { matcher?.isNew($0) ?? true }
                report.violations = kept
                Violation.sortInReportOrder(&report.violations)
                for (writer, sink) in outputs where writer.isLive {
                    for violation in kept { try writer.violationFound(violation, to: sink) }
                }
            }
            if let transform { report = transform(report) }
            if let error = report.inputError {
                Console.error(error.description)
                hadInputError = true
            } else if report.statistics.events == 0, !checked.cutShort {
                eventlessInputs += 1
                let message = Self.noEvents(inputs[index], statistics: report.statistics)
                if requireEvents { Console.error(message + " (--require-events)") } else { Console.warning(message) }
            }
            for (output, (writer, sink)) in outputs.enumerated() {
                try writer.fileChecked(report, part: checked.parts.isEmpty ? nil : checked.parts[output], to: sink)
                try sink.flush()
            }
            bytesDone += report.statistics.bytes
            reports.append(report)
            if showProgress, Date().timeIntervalSince(lastProgress) > 0.1 {
                lastProgress = Date()
                let rate = Double(bytesDone) / max(Date().timeIntervalSince(start), 0.001) / 1_000_000
                Console.writeError(String(format: "\r\u{1B}[K[%d/%d files, %.1f MB/s]", index + 1, inputs.count, rate))
            }
        }

        if live {
            // Violations are printed from inside the read loop; a closed pipe must end the run now.
            let liveOutputs = outputs.filter { $0.writer.isLive }
            let checked = Self.check(inputs[0], index: 0, plan: plan, catalog: catalog, filter: filter,
                                     threads: threadsPerFile, keepsFound: keepsFound, keeper: keepers[0]) { violation in
                guard matcher?.isNew(violation) ?? true else { return false }
                for (writer, sink) in liveOutputs {
                    try writer.violationFound(violation, to: sink)
                    try sink.flush()
                }
                return true
            }
            // Nothing more is written after the output failed: the error goes up to `main` as is.
            if let error = checked.outputError { throw error }
            try deliver(0, checked)
        } else {
            try OrderedParallel.run(count: inputs.count, jobs: jobs, shouldStop: { Interrupt.isInterrupted },
                                    work: work, deliver: deliver)
        }
        if showProgress { Console.writeError("\r\u{1B}[K") }
    }

    /// Why a run that read `input` whole checked nothing in it, and how to see what was there.
    static func noEvents(_ input: Input, statistics: ParseStatistics) -> String {
        if statistics.lines == 0 {
            return input.isStandardInput ? "standard input was empty" : "\(input.name): empty file, nothing to check"
        }
        let lines = NumberFormatting.counted(statistics.lines, "line")
        let name = input.isStandardInput ? "standard input" : input.name
        // With every line understood, listing the unrecognised ones would show nothing: the log
        // simply prints no lifecycle call.
        if statistics.unrecognizedLines == 0 {
            return "\(name): no lifecycle event recognised in \(lines) (all in known log formats; none names a lifecycle call)"
        }
        let counts = "\(lines) (\(NumberFormatting.grouped(statistics.unrecognizedLines)) not in a known log format)"
        if input.isStandardInput {
            return "standard input: no lifecycle event recognised in \(counts); save it to a file and run 'trace-check formats --unrecognized FILE' to see the lines not understood"
        }
        return "\(input.name): no lifecycle event recognised in \(counts); run 'trace-check formats --unrecognized \(ArchiveAdvice.shellQuoted(input.name))' to see the lines not understood"
    }

    /// Check one input. `onViolation` (live mode) returns whether the violation is kept; when it
    /// throws, the source stops at its next read and the error is returned in `outputError`.
    /// `keepsFound`: return every violation in the order it became certain (`Checked.found`).
    private static func check(_ input: Input, index: Int, plan: CheckPlan, catalog: FormatCatalog, filter: ProcessFilter?, threads: Int,
                              keepsFound: Bool, keeper: EngineKeeper, onViolation: ((Violation) throws -> Bool)?) -> Checked {
        let source: InterruptibleFileSource
        do {
            source = try InterruptibleFileSource(path: input.path)
        } catch let error as InputError {
            return Checked(report: nil, openError: error, found: [])
        } catch {
            return Checked(report: nil, openError: .unreadable(path: input.name, reason: "\(error)"), found: [])
        }
        var found: [Violation] = []
        // Live: the violations `onViolation` did not keep (a baseline knew them), not a copy of those it kept.
        var rejected: [Violation: Int] = [:]
        var outputError: Error?
        var readerOptions = TraceReader.Options(baseDate: source.modified ?? Date())
        readerOptions.threads = threads
        readerOptions.processFilter = filter
        // Reports need no per-format counts: lines that cannot hold an event are left unparsed.
        readerOptions.literalFirst = true
        var report = TraceCheck.check(source: source, fileName: input.name, sourceIndex: index, plan: plan,
                                      readerOptions: readerOptions,
                                      catalog: catalog, keeper: keeper) {
            violation in
            if keepsFound { found.append(violation) }
            guard let onViolation else { return }
            // After an output error nothing more is printed, so nothing more is kept.
            guard outputError == nil else { rejected[violation, default: 0] += 1; return }
            do {
                if try !onViolation(violation) { rejected[violation, default: 0] += 1 }
            } catch {
                rejected[violation, default: 0] += 1
                outputError = error
                source.stop()
            }
        }
        // The report holds every violation in report order; the kept ones are those less the rejected,
        // in the same order (rejected ones equal to kept ones are indistinguishable from them).
        if onViolation != nil, !rejected.isEmpty {
            report.violations = report.violations.filter { violation in
                guard let count = rejected[violation] else { return true }
                rejected[violation] = count > 1 ? count - 1 : nil
                return false
            }
        }
        return Checked(report: report, openError: nil, found: found, cutShort: source.cutShort, outputError: outputError)
    }
}
