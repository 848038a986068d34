import Foundation
import TraceChecker

/// `trace-check triage`: violations of many logs grouped by fingerprint, most frequent first.
/// Inputs may be JSON reports and NDJSON streams (of `trace-check -f json|ndjson`) or logs,
/// mixed; logs are checked as `check` would check them, with the same rule flags.
enum TriageCommand {
    /// One input, classified.
    private enum Source {
        /// A JSON report or NDJSON stream: its violations in order, and the logs it covers.
        case violations([Violation], logs: Set<String>)
        /// A log to check.
        case log(Input)
    }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = try SettingsResolver.settings(for: invocation)
        let userRules = try UserRules.load(settings.rulesFiles, jobs: settings.jobs)
        let rules = UserRules.descriptions(userRules)
        var options = try SettingsResolver.checkOptions(from: settings, rules: rules)
        options.extraRules = userRules.extraRules
        let known = try settings.baseline.map(CheckCommand.loadBaseline)?.knownFingerprints ?? []
        // As for check: nothing to read is an error, never an empty table that looks like a clean fleet.
        guard let walker = CheckCommand.walkInputs(invocation, settings), !walker.inputs.isEmpty else { return Console.failure }
        let output = try OutputTarget(path: settings.output)
        Interrupt.removeOnForcedExit([output.temporaryPath].compactMap { $0 })
        var failed = !walker.errors.isEmpty
        var sources: [Source] = []
        for input in walker.inputs {
            do {
                sources.append(try classify(input))
            } catch {
                Console.error("\(error)")
                failed = true
            }
        }

        Interrupt.install()
        let logs = sources.compactMap { source -> Input? in if case let .log(input) = source { return input } else { return nil } }
        let run = BatchRun(inputs: logs, options: options, outputs: [(DiscardingWriter(), output.sink)],
                           jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, baseline: nil)
        run.catalog = userRules.catalog
        run.requireEvents = settings.requireEvents
        try run.run()
        if run.wasInterrupted {
            output.discard()
            Interrupt.removeOnForcedExit([])
            Console.error("\(CheckCommand.interruptedProgress(run)); no triage was written")
            return Interrupt.exitStatus
        }
        failed = failed || run.failedInputs

        // Violations in input order: each report's or stream's in its order, each log's in report order.
        var triage = Triage(filter: Triage.Filter(since: settings.since, until: settings.until, known: known))
        var logNames = Set<String>()
        var checked = run.reports[...]
        for source in sources {
            switch source {
            case let .violations(violations, names):
                logNames.formUnion(names)
                for violation in violations { triage.add(violation) }
            case let .log(input):
                guard let report = checked.first, report.file == input.name else { continue }
                checked = checked.dropFirst()
                logNames.insert(report.file)
                for violation in report.violations { triage.add(violation) }
            }
        }
        let groups = triage.groups()
        let shown = settings.top.map { Array(groups.prefix($0)) } ?? groups
        let report = TriageReport(tool: Version.tool, groups: shown, totalGroups: groups.count,
                                  violations: groups.reduce(0) { $0 + $1.count }, logs: logNames.count)
        if triage.undated > 0, !settings.quiet {
            Console.note("\(NumberFormatting.counted(triage.undated, "violation")) without a dated log time left out by --since/--until")
        }
        switch settings.format ?? "text" {
        case "json": try TriageJSONWriter.write(report, to: output.sink)
        case "html":
            let sink = output.sink
            try TriageHTMLWriter.write(report, title: "trace-check triage: " + CheckCommand.pageTitle(invocation.positionals)
                .replacingOccurrences(of: "trace-check: ", with: "")) { try sink.write($0) }
        default: try output.sink.write(TriageTextWriter.text(report))
        }
        try output.commit()
        Interrupt.removeOnForcedExit([])
        if settings.stats {
            CheckCommand.printStatistics(RunSummary(run.reports), seconds: run.elapsed, limitWarnings: run.limitWarningCount)
        }
        return failed ? Console.failure : Console.success
    }

    /// A JSON report, an NDJSON stream of violations, or else a log. Only files that start with
    /// `{` are tried as reports; a log in NDJSON (`log stream --style ndjson`) is not a violation
    /// stream, so it falls through to being checked.
    private static func classify(_ input: Input) throws -> Source {
        let data: Data
        if input.isStandardInput {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let handle = FileHandle(forReadingAtPath: input.path) else { return .log(input) }
            let head = handle.readData(ofLength: 4096)
            try? handle.close()
            guard head.first(where: { ![32, 9, 10, 13].contains($0) }) == UInt8(ascii: "{") else { return .log(input) }
            guard let whole = FileManager.default.contents(atPath: input.path) else { return .log(input) }
            data = whole
        }
        do {
            let document = try ReportDocument(data: data, path: input.name)
            return .violations(document.files.flatMap(\.violations), logs: Set(document.files.map(\.file)))
        } catch ReportReadError.notAReport {
            // Not a report: maybe a violation stream, else a log.
        }
        // A stream whose first line is a violation must be violations throughout: a bad line is an error, not a log.
        if let first = data.split(separator: 10).first(where: { $0.contains { ![32, 9, 13].contains($0) } }),
           (try? JSONDecoder().decode(Violation.self, from: Data(first))) != nil {
            let violations = try ReportDocument.violations(ndjson: data, path: input.name)
            return .violations(violations, logs: Set(violations.map(\.location.file)))
        }
        if input.isStandardInput {
            throw TriageInputError.standardInputNotAReport
        }
        return .log(input)
    }
}

/// Why triage cannot use an input. One message per case.
enum TriageInputError: Error, CustomStringConvertible {
    /// Standard input held neither a JSON report nor NDJSON violations.
    case standardInputNotAReport

    var description: String {
        switch self {
        case .standardInputNotAReport:
            return "standard input: not a trace-check JSON report or NDJSON stream; give logs to triage as paths"
        }
    }
}

/// A writer that writes nothing: triage needs only the checked files' reports.
final class DiscardingWriter: ReportWriter {}
