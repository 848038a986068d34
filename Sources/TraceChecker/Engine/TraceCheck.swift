import TraceParser

/// The library's front door: check one source end to end.
public enum TraceCheck {
    /// Descriptions of every built-in rule, in id order.
    public static var builtinRules: [RuleDescription] { RulePack.builtin.map { $0.description }.sorted { $0.id < $1.id } }

    /// Read `source` to its end and check it. `onViolation` is called as soon as each violation
    /// is certain (in certainty order); the report holds them all in report order. A read error
    /// is recorded in the report after everything before it was checked. A `WaitingByteSource`
    /// that may wait (a pipe, a terminal) is read on this thread, and its quiet spells let
    /// deadlines pass in wall-clock time (`Engine.inputWasQuiet`).
    public static func check(source: ByteSource, fileName: String, sourceIndex: Int = 0,
                             options: CheckOptions = CheckOptions(),
                             readerOptions: TraceReader.Options = TraceReader.Options(),
                             catalog: FormatCatalog = .standard,
                             onViolation: ((Violation) -> Void)? = nil) -> FileReport {
        check(source: source, fileName: fileName, sourceIndex: sourceIndex, plan: CheckPlan(options: options),
              readerOptions: readerOptions, catalog: catalog, onViolation: onViolation)
    }

    /// ``check(source:fileName:sourceIndex:options:readerOptions:catalog:onViolation:)`` with the
    /// rules' set-up made beforehand: a run over many sources makes one ``CheckPlan`` and passes
    /// it to every check. With a `keeper`, the engine it holds is freed first and the check's own
    /// is left to it (see ``EngineKeeper``); without, the engine is freed before the check returns.
    public static func check(source: ByteSource, fileName: String, sourceIndex: Int = 0, plan: CheckPlan,
                             readerOptions: TraceReader.Options = TraceReader.Options(),
                             catalog: FormatCatalog = .standard,
                             keeper: EngineKeeper? = nil,
                             onViolation: ((Violation) -> Void)? = nil) -> FileReport {
        let options = plan.options
        keeper?.release()
        let engine = Engine(fileName: fileName, plan: plan)
        var violations: [Violation] = []
        engine.onViolation = { violation in
            violations.append(violation)
            onViolation?(violation)
        }
        var readerOptions = readerOptions
        // User `message` matchers need every line's text; the default path stays allocation-free.
        if plan.needsMessages { readerOptions.keepMessages = true }
        if let limit = options.maxLineLength { readerOptions.maxLineLength = limit }
        if let live = source as? WaitingByteSource, live.readsMayWait {
            // A device that goes quiet still lets deadlines pass (wall-clock time stands in for
            // log time); the engine is told between reads, so the read stays on this thread.
            readerOptions.threads = 1
            live.whileQuiet = { engine.inputWasQuiet(for: $0) }
        }
        defer { (source as? WaitingByteSource)?.whileQuiet = nil }
        let reader = TraceReader(catalog: catalog, sourceIndex: sourceIndex, options: readerOptions)
        engine.fences = reader.fences
        var report = FileReport(file: fileName)
        do {
            report.statistics = try reader.read(source, upcoming: { engine.expectObject(at: $0) }) { engine.consume($0) }
        } catch let error as InputError {
            report.inputError = error
            report.statistics = reader.lastStatistics
        } catch {
            report.inputError = .unreadable(path: fileName, reason: "\(error)")
            report.statistics = reader.lastStatistics
        }
        engine.finish()
        Violation.sortInReportOrder(&violations)
        report.violations = violations
        report.objectCount = engine.objectCount
        if engine.droppedLiveObjects > 0 {
            report.limitWarnings.append(.liveObjects(limit: options.maxLiveObjects, firstLine: engine.firstDropLine ?? 0,
                                                     dropped: engine.droppedLiveObjects))
        }
        if engine.droppedClassNames > 0 {
            report.limitWarnings.append(.classNames(limit: options.maxClassNames, firstLine: engine.firstClassDropLine ?? 0,
                                                    forgotten: engine.droppedClassNames))
        }
        if engine.droppedObligations > 0 {
            report.limitWarnings.append(.openObligations(limit: options.maxOpenObligations, dropped: engine.droppedObligations))
        }
        if report.statistics.truncatedLines > 0 {
            report.limitWarnings.append(.lineLength(limit: readerOptions.maxLineLength, cutLines: report.statistics.truncatedLines))
        }
        for (index, tally) in engine.patternFailures.sorted(by: { $0.key < $1.key }) {
            let rule = engine.rules[index]
            report.uncheckedWarnings.append(.rule(id: rule.description.id, location: (rule as? TemplateRule)?.location,
                                                  lines: tally.lines, firstLine: tally.firstLine, failure: tally.failure ?? .matchLimit))
        }
        for (name, count) in report.statistics.formatPatternFailures.sorted(by: { $0.key < $1.key }) {
            report.uncheckedWarnings.append(.format(name: name, lines: count))
        }
        report.timelines = options.keepTimelines ? engine.timelines() : []
        if let keeper { keeper.keep(consume engine) }
        return report
    }
}
