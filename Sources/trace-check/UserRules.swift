import Foundation
import TraceChecker
import TraceParser

/// `--rules FILE`: users' rules and line formats, loaded all or nothing before any input is read.
enum UserRules {
    /// The loaded rules, or `LoadedRules.empty` without `--rules`. Their examples run on `jobs`
    /// threads (`-j`; all cores when not given): a file of thousands of rules loads in a
    /// fraction of the time on one.
    static func load(_ paths: [String], jobs: Int? = nil) throws -> LoadedRules {
        guard !paths.isEmpty else { return .empty }
        do {
            return try RulesFile.load(paths: paths, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            throw UserRulesError(error)
        }
    }

    /// Built-in rules and the user's, in id order: what `--only` and friends may name.
    static func descriptions(_ loaded: LoadedRules) -> [RuleDescription] {
        (TraceCheck.builtinRules + loaded.descriptions).sorted { $0.id < $1.id }
    }
}

/// A rules file that could not be used (exit code 2). Its problems are printed compiler-style,
/// one `FILE:LINE:COLUMN: error: …` per line, so editors jump to them.
struct UserRulesError: Error {
    let underlying: RulesFileError

    init(_ error: RulesFileError) { underlying = error }

    /// Print the diagnostics, then one summary line.
    func print() {
        if case let .unreadable(path, reason) = underlying {
            Console.error("\(path): cannot read rules file: \(reason)")
            return
        }
        for diagnostic in underlying.diagnostics { Console.diagnostic(diagnostic.description) }
        Console.error(underlying.message)
    }
}
