import TraceChecker
import TraceParser

/// `trace-check formats [PATH...]`: lines per recognised format, continuation, envelope,
/// blank and unrecognised lines, and events, per file. Without paths on a terminal (or with
/// `--list`) it lists the formats it knows, as ripgrep searches the folder when stdin is a terminal.
enum FormatsCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = invocation.settings
        let sink = Console.standardOutput
        let catalog = try UserRules.load(settings.rulesFiles).catalog
        if settings.listFormats || (invocation.positionals.isEmpty && Console.isTerminal(0) && !settings.showUnrecognized) {
            try sink.write(FormatStatisticsWriter.catalog(catalog))
            return Console.success
        }
        guard let walker = CheckCommand.walkInputs(invocation, settings) else { return Console.failure }
        if settings.showUnrecognized { return try listUnrecognized(walker, settings: settings, catalog: catalog) }
        var failed = !walker.errors.isEmpty
        var total = ParseStatistics()
        var counted = 0
        for (index, input) in walker.inputs.enumerated() {
            let readerOptions = SettingsResolver.readerOptions(from: settings, baseDate: modificationDate(of: input))
            let reader = TraceReader(catalog: catalog, sourceIndex: index, options: readerOptions)
            var statistics: ParseStatistics
            do {
                let source = try FileByteSource(path: input.path)
                statistics = try reader.read(source) { _ in }
            } catch let error as InputError {
                Console.error(error.description)
                failed = true
                guard reader.lastStatistics.lines > 0 else { continue }
                statistics = reader.lastStatistics
            }
            LimitWarning.warnAboutCutLines(input.name, statistics, limit: readerOptions.maxLineLength)
            if counted > 0 { try sink.write("\n") }
            try sink.write(FormatStatisticsWriter.text(file: input.name, statistics: statistics))
            try sink.flush()
            total.add(statistics)
            counted += 1
        }
        if counted > 1 { try sink.write("\n" + FormatStatisticsWriter.text(file: "total (\(counted) files)", statistics: total)) }
        return failed ? Console.failure : Console.success
    }

    /// `formats --unrecognized`: every line no format understood, as `FILE:LINE: text` (control
    /// characters escaped), at most `--limit` per file, with a count of those left out.
    static func listUnrecognized(_ walker: InputWalker, settings: Settings, catalog: FormatCatalog) throws -> Int32 {
        let sink = Console.standardOutput
        var failed = !walker.errors.isEmpty
        for (index, input) in walker.inputs.enumerated() {
            let readerOptions = SettingsResolver.readerOptions(from: settings, baseDate: modificationDate(of: input))
            let reader = TraceReader(catalog: catalog, sourceIndex: index, options: readerOptions)
            var shown = 0
            var writeError: Error?
            do {
                let source = try FileByteSource(path: input.path)
                try reader.read(source, onLine: { line, parsed in
                    guard parsed.kind == .unrecognized, writeError == nil else { return }
                    if let limit = settings.limit, shown >= limit { return }
                    shown += 1
                    let text = TerminalText.sanitized(line.withBytes { String(decoding: $0, as: UTF8.self) })
                    do { try sink.write("\(input.name):\(line.number): \(text)\n") } catch { writeError = error }
                }, onEvent: { _ in })
            } catch let error as InputError {
                try sink.flush()
                Console.error(error.description)
                failed = true
            }
            if let writeError { throw writeError }
            let total = reader.lastStatistics.unrecognizedLines
            if total > shown {
                try sink.write("\(input.name): \(NumberFormatting.counted(total - shown, "more unrecognised line")) not shown (--limit \(settings.limit ?? 0))\n")
            }
            try sink.flush()
            LimitWarning.warnAboutCutLines(input.name, reader.lastStatistics, limit: readerOptions.maxLineLength)
        }
        return failed ? Console.failure : Console.success
    }
}
