/// Combines shard reports into the report one run over all their logs would have written:
/// files in the order a folder walk gives (path components compared byte by byte), each
/// file's violations as its shard reported them, the rules that ran, and the summary summed
/// from the files. What cannot be reconciled silently is said in `warnings`.
///
/// The result does not depend on the order the reports are given in: they are taken in the
/// byte order of their paths, which decides the rest (the description kept when two reports
/// describe a rule differently, the order of a log found in two reports, the warnings).
public enum ReportMerge {
    /// The merged run and the warnings to print.
    public struct Result: Sendable {
        /// The merged run, ready for any `ReportWriter` (the HTML one draws lanes only from reports with timelines).
        public var report: RunReport
        /// One sentence each: version or rule set differences, logs found in more than one report.
        public var warnings: [String]
    }

    /// Merge `reports` (path and content, in the order given). `tool` names the merging build,
    /// used when the reports disagree on the version.
    public static func merge(_ given: [(path: String, document: ReportDocument)], tool: ToolInfo,
                             failOn: Severity?) -> Result {
        // Stable: one report named twice stays where it was, and is the same either way.
        let reports = given.enumerated().sorted { a, b in
            let x = Array(a.element.path.utf8), y = Array(b.element.path.utf8)
            return x != y ? x.lexicographicallyPrecedes(y) : a.offset < b.offset
        }.map(\.element)
        var warnings: [String] = []
        let versions = Set(reports.map(\.document.tool.version))
        var mergedTool = reports.first?.document.tool ?? tool
        if versions.count > 1 {
            warnings.append("the reports were written by different trace-check versions (\(versions.sorted().joined(separator: ", "))); the merged report names \(tool.version)")
            mergedTool = tool
        }

        var rules: [String: RuleDescription] = [:]
        for (path, document) in reports {
            for rule in document.rules {
                if let known = rules[rule.id] {
                    if known != rule {
                        warnings.append("\(path): rule '\(rule.id)' is described differently than in an earlier report; the first description is kept")
                    }
                } else {
                    rules[rule.id] = rule
                }
            }
        }
        let ids = Set(rules.keys)
        for (path, document) in reports {
            let missing = ids.subtracting(document.rules.map(\.id)).sorted()
            if !missing.isEmpty {
                warnings.append("\(path): did not run \(missing.joined(separator: ", ")); the rule sets of the reports differ")
            }
        }

        var files: [FileReport] = []
        var seen: [String: String] = [:]
        for (path, document) in reports {
            for file in document.files {
                if let first = seen[file.file] {
                    warnings.append("\(file.file) is in \(first) and in \(path); both are kept, so its violations count twice")
                } else {
                    seen[file.file] = path
                }
                files.append(file)
            }
        }
        // A stable sort keeps logs of the same name in the order of their reports' paths.
        let ordered = files.enumerated().sorted { a, b in
            let x = walkKey(a.element.file), y = walkKey(b.element.file)
            if x != y { return x.lexicographicallyPrecedes(y) { $0.lexicographicallyPrecedes($1) } }
            return a.offset < b.offset
        }.map(\.element)
        let report = RunReport(tool: mergedTool, rules: rules.values.sorted { $0.id < $1.id }, files: ordered, failOn: failOn)
        return Result(report: report, warnings: warnings)
    }

    /// `logs/a/b.log` as the byte strings of its components, the order `InputWalker` lists folders in.
    static func walkKey(_ path: String) -> [[UInt8]] {
        path.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.utf8) }
    }
}
