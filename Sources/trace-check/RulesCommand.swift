import Foundation
import TraceChecker

/// `trace-check rules [--format text|json|markdown] [--output-dir DIR] [--verify FILE]`.
enum RulesCommand {
    static func run(_ invocation: Invocation) throws -> Int32 {
        guard invocation.positionals.isEmpty else {
            throw UsageError.badArguments(command: .rules, message: "unexpected argument '\(invocation.positionals[0])'")
        }
        if !invocation.settings.verifyFiles.isEmpty { return try verify(invocation.settings.verifyFiles) }
        let rules = UserRules.descriptions(try UserRules.load(invocation.settings.rulesFiles))
        let directory = invocation.settings.outputDirectory
        // --output-dir writes pages, which only Markdown has; naming another format is a mistake to report.
        let format = invocation.settings.format ?? (directory == nil ? "text" : "markdown")
        if directory != nil, format != "markdown" {
            throw UsageError.badArguments(command: .rules, message: "'--output-dir' writes Markdown pages; it cannot be used with '--format \(format)'")
        }
        switch format {
        case "json":
            try RuleListWriter.writeJSON(rules, to: Console.standardOutput)
        case "markdown":
            if let directory {
                try writePages(RuleMarkdownWriter.pages(rules), into: directory)
            } else {
                try Console.standardOutput.write(rules.map(RuleMarkdownWriter.page).joined(separator: "\n"))
            }
        default:
            try Console.standardOutput.write(RuleListWriter.text(rules))
        }
        return Console.success
    }

    /// Create `directory` if needed and write each page atomically; pages of rules that no longer
    /// exist are left alone (`make rules-docs` empties the folder first).
    private static func writePages(_ pages: [RuleMarkdownWriter.Page], into directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotCreate(path: directory, reason: (error as NSError).localizedDescription)
        }
        for page in pages {
            let sink = try AtomicFileSink(path: directory + "/" + page.fileName)
            try sink.write(page.text)
            try sink.commit()
        }
        try Console.standardOutput.write("\(directory): \(RuleMarkdownWriter.indexName) and \(pages.count - 1) rule page\(pages.count == 2 ? "" : "s")\n")
    }

    /// Load the files without running their examples, then run every example and print each
    /// failure where it is written: 0 when all behave as described, 1 when some do not, 2 when
    /// a file does not load.
    private static func verify(_ paths: [String]) throws -> Int32 {
        let loaded: LoadedRules
        do {
            loaded = try RulesFile.load(paths: paths, verifyExamples: false)
        } catch {
            throw UserRulesError(error)
        }
        let failures = RulesFile.verify(loaded, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for diagnostic in loaded.diagnostics(for: failures) { Console.diagnostic(diagnostic.description) }
        let examples = loaded.descriptions.reduce(0) { $0 + $1.triggeringExamples.count + $1.nonTriggeringExamples.count }
        let summary = failures.isEmpty
            ? "\(loaded.descriptions.count) rules, \(examples) examples: all behave as described"
            : "\(failures.count) of \(examples) examples failed in \(loaded.descriptions.count) rules"
        try Console.standardOutput.write(summary + "\n")
        return failures.isEmpty ? Console.success : Console.violationsFound
    }
}
