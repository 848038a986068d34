import Foundation
import TraceChecker
import TraceParser

/// `trace-check timeline`: every object's events, or only those of `--object CLASS[@0xADDR]`.
enum TimelineCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = try SettingsResolver.settings(for: invocation)
        let userRules = try UserRules.load(settings.rulesFiles, jobs: settings.jobs)
        let destinations = try ReportDestination.resolve(outputs: settings.outputs, format: settings.format ?? "text",
                                                         formats: ["text", "json", "html"])
        var options = try SettingsResolver.checkOptions(from: settings, rules: UserRules.descriptions(userRules))
        options.extraRules = userRules.extraRules
        options.keepTimelines = true
        let filter = try settings.object.map(ObjectFilter.init)

        // Walked before -o's temporary file exists, so -o FILE keeps what it had.
        guard let walker = CheckCommand.walkInputs(invocation, settings), !walker.inputs.isEmpty else { return Console.failure }

        Interrupt.install()
        try CheckCommand.refuseConflicts(destinations, settings: settings, inputs: walker.inputs)
        let title = CheckCommand.pageTitle(invocation.positionals)
        let outputs = try ReportOutputs(destinations) { destination, _ in
            switch destination.format {
            case "json": return TimelineJSONWriter()
            case "html": return HTMLReportWriter(title: title)
            default: return TimelineTextWriter()
            }
        }
        let run = BatchRun(inputs: walker.inputs, options: options, outputs: outputs.writers,
                           jobs: settings.jobs ?? ProcessInfo.processInfo.activeProcessorCount, baseline: nil)
        run.catalog = userRules.catalog
        run.processFilter = settings.processFilter
        run.requireEvents = settings.requireEvents
        // Class names of every object, so a filter that matches none can name the closest.
        var classesSeen: [String: Int] = [:]
        var matched = 0
        run.transform = { report in
            var report = report
            if let filter {
                for timeline in report.timelines {
                    if let name = timeline.object.className { classesSeen[name, default: 0] += 1 }
                }
                report.timelines = report.timelines.filter(filter.matches)
                matched += report.timelines.count
            }
            return report
        }
        try run.run()
        if let filter, matched == 0, !run.wasInterrupted {
            Console.warning(filter.noMatch(among: classesSeen))
        }
        UnmatchedProcesses.warn(settings.processFilter, run.statistics)
        if run.wasInterrupted {
            for output in outputs.reports {
                try CheckCommand.finishInterrupted(run, writer: output.writer, format: output.destination.format,
                                                   summary: RunSummary(run.reports), output: output.target, quiet: settings.quiet)
            }
        } else {
            try outputs.commit(RunReport(tool: Version.tool, rules: [], files: run.reports))
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

    /// The class name starts with `className`, ignoring case (`--object comments` finds
    /// `CommentsViewController`), and the address is the one given, if any.
    func matches(_ timeline: ObjectTimeline) -> Bool {
        guard let name = timeline.object.className, name.lowercased().hasPrefix(className.lowercased()) else { return false }
        guard let address else { return true }
        return timeline.object.address.flatMap(Address.parse) == address
    }

    /// What to say when no object matched: the five class names seen that are closest to the
    /// one asked for (by edit distance to the name, or to its start as long as the one asked for).
    func noMatch(among seen: [String: Int]) -> String {
        let wanted = Array(className.lowercased())
        func distance(_ name: String) -> Int {
            let lower = Array(name.lowercased())
            return min(Suggestion.editDistance(wanted, lower), Suggestion.editDistance(wanted, Array(lower.prefix(wanted.count))))
        }
        let closest = seen.keys.sorted { (distance($0), -seen[$0]!, $0) < (distance($1), -seen[$1]!, $1) }.prefix(5)
        let asked = "no object of a class starting with '\(className)'" + (address.map { " at \(Address.hex($0))" } ?? "")
        guard !closest.isEmpty else { return asked + " (no objects were seen at all)" }
        return asked + "; closest classes seen: " + closest.joined(separator: ", ")
    }
}
