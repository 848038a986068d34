import Foundation
import TraceChecker

/// `trace-check merge REPORT.json...`: shard reports into the report one run over all their logs
/// would have written, in any document format. Exit codes as for `check`: 1 when the merged run
/// has violations at or above `--fail-on`, 2 when a report cannot be read (then nothing is written:
/// a merged report without one of its shards would present a partial answer as the whole one).
enum MergeCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        var settings = invocation.settings
        guard !invocation.positionals.isEmpty else {
            throw UsageError.badArguments(command: .merge, message: "no report to merge")
        }
        let format = ReportFormat(rawValue: settings.format ?? "text") ?? .text
        var documents: [(path: String, document: ReportDocument)] = []
        var failed = false
        for path in invocation.positionals {
            do {
                documents.append((path, try ReportDocument(data: try read(path), path: path)))
            } catch {
                Console.error("\(error)")
                failed = true
            }
        }
        if failed {
            Console.error("nothing was merged")
            return Console.failure
        }
        if format == .html, let bare = documents.first(where: { !$0.document.hasTimelines }) {
            Console.error("\(bare.path): has no timelines to draw; write the shard reports with 'trace-check -f json --timelines' for 'merge -f html'")
            Console.error("nothing was merged")
            return Console.failure
        }
        // Timelines carried in, timelines carried out: merged --timelines reports are the report of one
        // `-f json --timelines` run, which is what a later `merge -f html` of merged reports needs.
        settings.timelines = documents.allSatisfy(\.document.hasTimelines)
        let merged = ReportMerge.merge(documents, tool: Version.tool, failOn: settings.failOn)
        for warning in merged.warnings { Console.warning(warning) }

        let output = try OutputTarget(path: settings.output)
        Interrupt.removeOnForcedExit([output.temporaryPath].compactMap { $0 })
        defer { Interrupt.removeOnForcedExit([]) }
        let writer = CheckCommand.makeWriter(format, settings: settings, toStandardOutput: output.isStandardOutput,
                                             title: settings.title ?? CheckCommand.pageTitle(invocation.positionals))
        try writer.write(merged.report, to: output.sink)
        try output.commit()
        if let threshold = settings.failOn, merged.report.summary.violations.count(atOrAbove: threshold) > 0 {
            return Console.violationsFound
        }
        return Console.success
    }

    /// A report's bytes; `-` is standard input.
    static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReportReadError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                                             ? "permission denied or a folder" : "no such file")
        }
        return data
    }
}
