import TraceChecker

/// The reports of one run (`-o` is repeatable): each destination with its writer and target.
/// The files are created up front and replaced together at the end, each atomically; a second
/// Ctrl-C removes every unfinished one.
final class ReportOutputs {
    /// One report: its destination, the writer of its format, where the bytes go.
    struct Report {
        let destination: ReportDestination
        let writer: ReportWriter
        let target: OutputTarget
    }

    let reports: [Report]

    /// Create every destination's target; `makeWriter` gets the destination and whether it is
    /// standard output. If one cannot be created, the others are removed and the error thrown.
    init(_ destinations: [ReportDestination], makeWriter: (ReportDestination, Bool) -> ReportWriter) throws {
        var reports: [Report] = []
        do {
            for destination in destinations {
                let target = try OutputTarget(path: destination.path)
                reports.append(Report(destination: destination, writer: makeWriter(destination, target.isStandardOutput),
                                      target: target))
            }
        } catch {
            for report in reports { report.target.discard() }
            throw error
        }
        self.reports = reports
        Interrupt.removeOnForcedExit(reports.compactMap(\.target.temporaryPath))
    }

    /// What `BatchRun` writes to.
    var writers: [(writer: ReportWriter, sink: ByteSink)] { reports.map { ($0.writer, $0.target.sink) } }

    /// The files written (not standard output), in the order given.
    var files: [String] { reports.compactMap(\.target.path) }

    /// Finish every report, then put each in place. A report that fails to finish leaves every
    /// file as it was.
    func commit(_ runReport: RunReport) throws {
        do {
            for report in reports { try report.writer.finish(runReport, to: report.target.sink) }
        } catch {
            discard()
            throw error
        }
        defer { Interrupt.removeOnForcedExit([]) }
        for report in reports { try report.target.commit() }
    }

    /// Leave every file as it was.
    func discard() {
        Interrupt.removeOnForcedExit([])
        for report in reports { report.target.discard() }
    }
}
