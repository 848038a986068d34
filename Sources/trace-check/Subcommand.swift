/// The subcommands of DESIGN.md section 7. `check` is the default when the first argument
/// names no subcommand, so `trace-check run.log` and `idevicesyslog | trace-check` just work.
enum Subcommand: String, CaseIterable, Sendable {
    case check, rules, explain, timeline, events, formats, merge, triage

    /// The usage line shown in help and after usage errors.
    var usage: String {
        switch self {
        case .check: return "trace-check [check] [options] [PATH...]"
        case .rules: return "trace-check rules [--format text|json|markdown] [--output-dir DIR] [--rules FILE]"
        case .explain: return "trace-check explain [--rules FILE] RULE-ID"
        case .timeline: return "trace-check timeline [options] [PATH...]"
        case .events: return "trace-check events [options] [PATH...]"
        case .formats: return "trace-check formats [options] [PATH...]"
        case .merge: return "trace-check merge [options] REPORT.json..."
        case .triage: return "trace-check triage [options] [REPORT.json|VIOLATIONS.ndjson|PATH...]"
        }
    }

    /// One line for the command list.
    var summary: String {
        switch self {
        case .check: return "check logs against the lifecycle rules (the default)"
        case .rules: return "list every rule: id, severity, summary"
        case .explain: return "print a rule's rationale and examples"
        case .timeline: return "print per-object timelines"
        case .events: return "print the recognised events, one per line"
        case .formats: return "count lines per recognised format, events and unrecognised lines"
        case .merge: return "combine JSON reports of shards into the report of one run over all their logs"
        case .triage: return "group violations of many logs by fingerprint, most frequent first"
        }
    }

    /// What the positional arguments are.
    var positionalHelp: String {
        switch self {
        case .check, .timeline, .events:
            return "PATH: log files or folders (walked recursively); none or - reads standard input"
        case .formats:
            return "PATH: log files or folders; none lists the known formats when standard input is a terminal"
        case .rules: return ""
        case .merge: return "REPORT.json: reports written by 'trace-check -f json' (- reads standard input)"
        case .triage:
            return "PATH: JSON reports, NDJSON violation streams, log files or folders (walked recursively); - reads a report or NDJSON stream from standard input"
        case .explain: return "RULE-ID: a rule id from `trace-check rules`"
        }
    }
}
