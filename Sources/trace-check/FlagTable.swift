import TraceChecker
import TraceParser

/// Every flag of every subcommand. A name may appear more than once with different
/// subcommands when its accepted values differ (`--format`).
enum FlagTable {
    private static let checking: Set<Subcommand> = [.check, .timeline, .triage]
    private static let reading: Set<Subcommand> = [.check, .timeline, .events, .formats, .triage]
    private static let levels = Severity.allCases.reversed().map(\.rawValue)

    static let all: [FlagDefinition] = [
        FlagDefinition("help", short: "h", commands: Set(Subcommand.allCases), help: "print this help and exit") { settings, _ in settings.showHelp = true },
        FlagDefinition("version", short: "V", commands: Set(Subcommand.allCases), help: "print the version and exit") { settings, _ in settings.showVersion = true },
        FlagDefinition("generate-manpage", commands: [.check],
                       help: "print the manual page (roff, for man(1)) and exit") { settings, _ in settings.generate = .manPage },
        FlagDefinition("generate-completion-script", value: "SHELL", choices: Shell.allCases.map(\.rawValue),
                       commands: [.check], help: "print the shell completion script and exit") {
            $0.generate = .completionScript(Shell(rawValue: $1) ?? .bash)
        },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ReportFormat.allCases.map(\.rawValue),
                       configurable: true, commands: [.check], help: "report format") { $0.format = $1 },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ["text", "json", "html"],
                       commands: [.timeline], help: "timeline format") { $0.format = $1 },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ["text", "json", "sarif", "junit", "html"],
                       commands: [.merge], help: "format of the merged report (html needs reports written with --timelines)") { $0.format = $1 },
        FlagDefinition("timelines", commands: [.check],
                       help: "with -f json, write every object's timeline too, so 'merge -f html' can draw the page") { settings, _ in settings.timelines = true },
        FlagDefinition("title", value: "TEXT", example: "trace-check: logs/", commands: [.merge],
                       help: "the HTML page's title (default: 'trace-check: N inputs', as check names several inputs)") { $0.title = $1 },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ["text", "json", "html"],
                       commands: [.triage], help: "triage table format") { $0.format = $1 },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ["text", "ndjson", "csv"],
                       commands: [.events], help: "event list format") { $0.format = $1 },
        FlagDefinition("format", short: "f", value: "FORMAT", choices: ["text", "json", "markdown"],
                       commands: [.rules], help: "rule list format") { $0.format = $1 },
        FlagDefinition("output-dir", value: "DIR", isPath: true, example: "docs/rules", commands: [.rules],
                       help: "write one Markdown page per rule and an index (README.md) into DIR, creating it; implies --format markdown") {
            $0.outputDirectory = $1
        },
        FlagDefinition("output", short: "o", value: "[FORMAT=]FILE", repeatable: true, isPath: true, example: "report.out",
                       commands: [.check, .timeline],
                       help: "write the report to FILE (atomically: a partial report never replaces a good one); FORMAT=FILE writes that format there, so one run can write several reports (-o sarif=out.sarif -o text=-)") {
            $0.outputs.append($1)
        },
        FlagDefinition("output", short: "o", value: "FILE", isPath: true, example: "report.out",
                       commands: [.merge, .triage],
                       help: "write the report to FILE (atomically: a partial report never replaces a good one)") {
            $0.output = $1
        },
        FlagDefinition("rules", value: "FILE", repeatable: true, configurable: true, isPath: true,
                       example: "Examples/rules/session-pairing.tcrules",
                       commands: [.check, .timeline, .events, .formats, .rules, .explain, .triage],
                       help: "load user rules and line formats from FILE (see docs/rules-file.md)") {
            $0.rulesFiles.append($1)
        },
        FlagDefinition("verify", value: "FILE", repeatable: true, isPath: true,
                       example: "Examples/rules/session-pairing.tcrules", commands: [.rules],
                       help: "load FILE and run every rule's trigger and clean examples; print what failed") {
            $0.verifyFiles.append($1)
        },
        FlagDefinition("enable", value: "RULE-ID", repeatable: true, configurable: true, example: "controller-leak",
                       commands: checking, help: "turn a rule on (undoes --disable and --severity ID=off)") {
            $0.ruleSelections.append(.enable($1))
        },
        FlagDefinition("disable", value: "RULE-ID", repeatable: true, configurable: true, example: "controller-leak",
                       commands: checking, help: "turn a rule off") {
            $0.ruleSelections.append(.disable($1))
        },
        FlagDefinition("only", value: "RULE-ID", repeatable: true, configurable: true, example: "controller-leak",
                       commands: checking, help: "run only the rules named (with --enable: those too)") {
            $0.ruleSelections.append(.only($1))
        },
        FlagDefinition("severity", value: "RULE-ID=LEVEL", repeatable: true, configurable: true,
                       example: "controller-leak=error", commands: checking,
                       help: "report a rule at LEVEL (error|warning|note) or switch it off (off)") {
            $0.ruleSelections.append(try parseSeverity($1))
        },
        FlagDefinition("fail-on", value: "LEVEL", choices: levels + ["never"], configurable: true,
                       commands: [.check, .merge], help: "exit 1 when a violation at or above LEVEL is reported; default error") {
            $0.failOn = Severity(rawValue: $1)
        },
        FlagDefinition("baseline", value: "FILE", configurable: true, isPath: true, example: "baseline.json",
                       commands: [.check], help: "report only violations not recorded in FILE") { $0.baseline = $1 },
        FlagDefinition("baseline", value: "FILE", isPath: true, example: "baseline.json", commands: [.triage],
                       help: "show only groups whose fingerprint FILE does not know (its fingerprints and entries)") { $0.baseline = $1 },
        FlagDefinition("since", value: "TIME", example: "2024-03-05T16:00", commands: [.triage],
                       help: "count only violations at or after TIME (YYYY-MM-DD[THH:MM[:SS]], the logs' wall clock)") {
            $0.since = try parseTime($1, flag: "--since")
        },
        FlagDefinition("until", value: "TIME", example: "2024-03-06", commands: [.triage],
                       help: "count only violations at or before TIME (a date alone means its end)") {
            $0.until = try parseTime($1, flag: "--until", endOfDay: true)
        },
        FlagDefinition("top", value: "N", example: "20", commands: [.triage], help: "show only the N most frequent groups") {
            $0.top = try parseCount($1, flag: "--top")
        },
        FlagDefinition("write-baseline", value: "FILE", isPath: true, example: "baseline.json", commands: [.check],
                       help: "record this run's violations in FILE as the new baseline") { $0.writeBaseline = $1 },
        FlagDefinition("jobs", short: "j", value: "N", configurable: true, example: "2", commands: checking,
                       help: "use N threads: N files at once, or one file on several (default: all cores; at most 4 per core)") {
            // More threads than 4 per core cannot make a run faster, only slower to start and to stop.
            guard let jobs = Int($1), jobs >= 1, jobs <= TraceReader.maximumThreads else {
                throw UsageError.badValue(flag: "--jobs", value: $1,
                                          expected: "a whole number from 1 to \(TraceReader.maximumThreads) (4 per core)")
            }
            $0.jobs = jobs
        },
        FlagDefinition("grace", value: "SECONDS", configurable: true, example: "3", commands: checking,
                       help: "log time a popped controller may take to deallocate (default 3)") {
            guard let grace = Double($1), grace >= 0, grace.isFinite else {
                throw UsageError.badValue(flag: "--grace", value: $1, expected: "a number of seconds, 0 or more")
            }
            $0.grace = grace
        },
        FlagDefinition("max-objects", value: "N", configurable: true, example: "500000", commands: checking,
                       help: "track at most N live objects per file; past it the oldest are resolved early, with a warning (default 100000)") {
            $0.maxObjects = try parseCount($1, flag: "--max-objects")
        },
        FlagDefinition("max-classes", value: "N", configurable: true, example: "100000", commands: checking,
                       help: "track at most N distinct class names per file; past it the least recently used is forgotten, with a warning (default 50000)") {
            $0.maxClasses = try parseCount($1, flag: "--max-classes")
        },
        FlagDefinition("max-obligations", value: "N", configurable: true, example: "4096", commands: checking,
                       help: "keep at most N open obligations (pending findings, observer registrations, sliced user-rule marks) per object or class (default 1024)") {
            $0.maxObligations = try parseCount($1, flag: "--max-obligations")
        },
        FlagDefinition("max-line-length", value: "BYTES", configurable: true, example: "4M", commands: reading,
                       help: "read lines up to BYTES (e.g. 65536, 64K, 4M; at most 1G); longer ones are cut, with a warning (default 1M)") {
            $0.maxLineLength = try parseByteCount($1, flag: "--max-line-length")
        },
        FlagDefinition("config", value: "FILE", example: ".trace-check.json", commands: checking,
                       help: "read settings from FILE (default: .trace-check.json here or in a parent folder)") {
            $0.configPath = $1
        },
        FlagDefinition("color", value: "WHEN", choices: Settings.ColorChoice.allCases.map(\.rawValue),
                       configurable: true, commands: [.check, .merge],
                       help: "colour text output; auto: only on a terminal and without NO_COLOR") {
            $0.color = Settings.ColorChoice(rawValue: $1) ?? .auto
        },
        FlagDefinition("quiet", short: "q", configurable: true, commands: reading.union([.merge]),
                       help: "print only violations, warnings and errors: no summary line, no notes about skipped files") { settings, _ in settings.quiet = true },
        FlagDefinition("stats", configurable: true, commands: checking,
                       help: "print files, lines, events, objects, time and throughput on standard error") { settings, _ in settings.stats = true },
        FlagDefinition("process", value: "NAME", repeatable: true, configurable: true, example: "MyApp",
                       commands: [.check, .timeline, .events],
                       help: "check only the records of process NAME (repeatable; records that name no process are kept)") {
            guard !$1.isEmpty else { throw UsageError.badValue(flag: "--process", value: $1, expected: "a process name") }
            $0.processNames.append($1)
        },
        FlagDefinition("pid", value: "N", repeatable: true, configurable: true, example: "1234",
                       commands: [.check, .timeline, .events],
                       help: "check only the records of process id N (repeatable; records without a pid are kept)") {
            guard let pid = Int($1), pid >= 0 else {
                throw UsageError.badValue(flag: "--pid", value: $1, expected: "a process id (a whole number, 0 or more)")
            }
            $0.pids.append(pid)
        },
        FlagDefinition("require-events", configurable: true, commands: checking,
                       help: "exit 2 when an input (a file or standard input) has no recognised lifecycle event, instead of only warning") { settings, _ in settings.requireEvents = true },
        FlagDefinition("include", value: "GLOB", repeatable: true, configurable: true, example: "*.log",
                       commands: reading, help: "in folders, check only files matching GLOB (default: *.log *.txt *.ndjson *.jsonl *.json *.out *.syslog and names without extension)") {
            $0.include.append($1)
        },
        FlagDefinition("exclude", value: "GLOB", repeatable: true, configurable: true, example: "archive/**",
                       commands: reading, help: "in folders, skip files and folders matching GLOB") {
            $0.exclude.append($1)
        },
        FlagDefinition("stdin-name", value: "NAME", example: "device.log", commands: reading,
                       help: "the file name reports show for standard input (default -)") { $0.stdinName = $1 },
        FlagDefinition("object", value: "CLASS[@0xADDR]", example: "FeedViewController@0x7fa3c2d0a1b0",
                       commands: [.timeline], help: "show only objects whose class starts with CLASS, ignoring case (at that address)") {
            $0.object = $1
        },
        FlagDefinition("list", commands: [.formats], help: "list the known line formats") { settings, _ in settings.listFormats = true },
        FlagDefinition("unrecognized", commands: [.formats],
                       help: "print each line no format understood, as FILE:LINE: text") { settings, _ in settings.showUnrecognized = true },
        FlagDefinition("limit", value: "N", example: "20", commands: [.formats],
                       help: "with --unrecognized, print at most N lines per file") {
            $0.limit = try parseCount($1, flag: "--limit")
        },
    ]

    /// The definition of `--long` for `command`, if it accepts it.
    static func definition(long: String, for command: Subcommand) -> FlagDefinition? {
        all.first { $0.long == long && $0.commands.contains(command) }
    }

    /// The definition of `-c` for `command`, if it accepts it.
    static func definition(short: Character, for command: Subcommand) -> FlagDefinition? {
        all.first { $0.short == short && $0.commands.contains(command) }
    }

    /// Flags of `command`, in table order, once per name.
    static func flags(for command: Subcommand) -> [FlagDefinition] {
        all.filter { $0.commands.contains(command) }
    }

    /// A whole number of at least 1.
    static func parseCount(_ value: String, flag: String) throws -> Int {
        guard let count = Int(value), count >= 1 else {
            throw UsageError.badValue(flag: flag, value: value, expected: "a whole number of at least 1")
        }
        return count
    }

    /// `YYYY-MM-DD[THH:MM[:SS[.fff]]]` as wall-clock seconds; with `endOfDay`, a date alone means its last second.
    static func parseTime(_ value: String, flag: String, endOfDay: Bool = false) throws -> Double {
        guard let seconds = WallClock.seconds(value) else {
            throw UsageError.badValue(flag: flag, value: value, expected: "a log time such as 2024-03-05 or 2024-03-05T16:40:06")
        }
        return endOfDay && value.utf8.count == 10 ? seconds + 86_399.999_999 : seconds
    }

    /// The line reader allocates its longest line up front, so the limit has a ceiling too.
    static let maxLineLengthCeiling = 1 << 30

    /// `4096`, `64K`, `4M`, `1G` (binary multiples, either case), from 1 byte to 1 GiB.
    static func parseByteCount(_ value: String, flag: String) throws -> Int {
        let multipliers: [Character: Int] = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30]
        var digits = Substring(value)
        var multiplier = 1
        if let last = digits.last, let factor = multipliers[Character(last.lowercased())] {
            multiplier = factor
            digits = digits.dropLast()
        }
        guard let count = Int(digits), count >= 1,
              count <= maxLineLengthCeiling / multiplier else {
            throw UsageError.badValue(flag: flag, value: value, expected: "a number of bytes from 1 to 1G, optionally with K, M or G")
        }
        return count * multiplier
    }

    /// `ID=error|warning|note|off`.
    static func parseSeverity(_ value: String) throws -> Settings.RuleSelection {
        let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let expected = "RULE-ID=error|warning|note|off"
        guard parts.count == 2, !parts[0].isEmpty else {
            throw UsageError.badValue(flag: "--severity", value: value, expected: expected)
        }
        let level = String(parts[1])
        if level == "off" { return .severity(String(parts[0]), nil) }
        guard let severity = Severity(rawValue: level) else {
            let suggestion = Suggestion.closest(to: level, among: Severity.allCases.map(\.rawValue) + ["off"])
            throw UsageError.badValue(flag: "--severity", value: value, expected: expected,
                                      suggestion: suggestion.map { parts[0] + "=" + $0 })
        }
        return .severity(String(parts[0]), severity)
    }
}
