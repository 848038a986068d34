import TraceChecker
import TraceParser

/// `trace-check events [--format text|ndjson|csv] [PATH...]`: each recognised event as it is read.
enum EventsCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        let settings = invocation.settings
        let writer = EventListWriter(format: EventListFormat(rawValue: settings.format ?? "text") ?? .text)
        guard let walker = CheckCommand.walkInputs(invocation, settings) else { return Console.failure }
        var failed = !walker.errors.isEmpty
        let sink = Console.standardOutput
        let catalog = try UserRules.load(settings.rulesFiles).catalog
        var statistics = ParseStatistics()
        for (index, input) in walker.inputs.enumerated() {
            var readerOptions = SettingsResolver.readerOptions(from: settings, baseDate: modificationDate(of: input))
            // Only events are listed: lines that cannot hold one are left unparsed.
            readerOptions.literalFirst = true
            let reader = TraceReader(catalog: catalog, sourceIndex: index, options: readerOptions)
            do {
                let source = try FileByteSource(path: input.path)
                try reader.read(source) { event in try writer.write(EventRecord(event, file: input.name), to: sink) }
            } catch let error as InputError {
                try sink.flush()
                Console.error(error.description)
                failed = true
            }
            try sink.flush()
            LimitWarning.warnAboutCutLines(input.name, reader.lastStatistics, limit: readerOptions.maxLineLength)
            statistics.add(reader.lastStatistics)
        }
        try writer.finish(to: sink)
        try sink.flush()
        UnmatchedProcesses.warn(settings.processFilter, statistics)
        return failed ? Console.failure : Console.success
    }
}
