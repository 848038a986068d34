import Foundation
import TraceChecker
import TraceParser

/// `trace-check timeline`: every object's events, or only those of `--object CLASS[@0xADDR]`.
enum TimelineCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = try SettingsResolver.settings(for: invocation)
        let userRules = try UserRules.load(settings.rulesFiles)
        let writer: ReportWriter
        switch settings.format ?? "text" {
        case "json": writer = TimelineJSONWriter()
        case "html": writer = HTMLReportWriter(title: CheckCommand.pageTitle(invocation.positionals))
        default: writer = TimelineTextWriter()
        }
        var options = try SettingsResolver.checkOptions(from: settings, rules: UserRules.descriptions(userRules))
        options.extraRules = userRules.extraRules
        options.keepTimelines = true
        let filter = try settings.object.map(ObjectFilter.init)

        var walker = CheckCommand.makeWalker(settings)
        walker.expand(invocation.positionals)
        CheckCommand.report(walker, quiet: settings.quiet)
        // Walked before -o's temporary file exists. Nothing to check, or nothing that could be
        // opened: no report at all (not "no violations in 0 files"), and -o FILE keeps what it had.
        if let why = walker.nothingToCheck {
            Console.error(why)
            return Console.failure
        }
        if walker.inputs.isEmpty { return Console.failure }

        Interrupt.install()
        let output = try OutputTarget(path: settings.output)
        let run = BatchRun(inputs: walker.inputs, options: options, writer: writer, sink: output.sink,
                           jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, baseline: nil)
        run.catalog = userRules.catalog
        run.requireEvents = settings.requireEvents
        run.transform = { report in
            var report = report
            if let filter { report.timelines = report.timelines.filter(filter.matches) }
            return report
        }
        try run.run()
        if run.wasInterrupted {
            try CheckCommand.finishInterrupted(run, writer: writer, format: settings.format ?? "text",
                                               summary: RunSummary(run.reports), output: output, quiet: settings.quiet)
        } else {
            try writer.finish(RunReport(tool: Version.tool, rules: [], files: run.reports), to: output.sink)
            try output.commit()
        }
        if settings.stats {
            CheckCommand.printStatistics(RunSummary(run.reports), seconds: run.elapsed, limitWarnings: run.limitWarningCount)
        }
        if run.wasInterrupted { return Interrupt.exitStatus }
        return walker.errors.isEmpty && !run.failedInputs ? Console.success : Console.failure
    }
}

/// `CLASS` or `CLASS@0xADDR`.
struct ObjectFilter {
    let className: String
    let address: UInt64?

    init(_ text: String) throws {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        className = String(parts[0])
        if parts.count == 2 {
            guard let value = Address.parse(parts[1]) else {
                throw UsageError.badValue(flag: "--object", value: text, expected: "CLASS or CLASS@0xADDRESS")
            }
            address = value
        } else {
            address = nil
        }
        if className.isEmpty { throw UsageError.badValue(flag: "--object", value: text, expected: "CLASS or CLASS@0xADDRESS") }
    }

    func matches(_ timeline: ObjectTimeline) -> Bool {
        guard timeline.object.className == className else { return false }
        guard let address else { return true }
        return timeline.object.address.flatMap(Address.parse) == address
    }
}
