import TraceChecker
import TraceParser

/// Everything the flags and the configuration file decide, before it is resolved against
/// the rules and the file system.
struct Settings {
    /// How rule selections combine, in the order given (config first, then flags).
    enum RuleSelection: Equatable {
        case enable(String), disable(String), only(String), severity(String, Severity?)

        var ruleID: String {
            switch self {
            case let .enable(id), let .disable(id), let .only(id), let .severity(id, _): return id
            }
        }

        var flag: String {
            switch self {
            case .enable: return "--enable"
            case .disable: return "--disable"
            case .only: return "--only"
            case .severity: return "--severity"
            }
        }
    }

    /// `--color`.
    enum ColorChoice: String, CaseIterable { case auto, always, never }

    var format: String?
    /// `check` and `timeline`: `-o` values in order, `FILE`, `FORMAT=FILE` or `-` (see `ReportDestination`).
    var outputs: [String] = []
    /// `merge` and `triage`: the one `-o FILE`.
    var output: String?
    /// `rules --output-dir DIR`: where to write the Markdown rule pages.
    var outputDirectory: String?
    var rulesFiles: [String] = []
    /// `rules --verify FILE`: rules files whose examples to run.
    var verifyFiles: [String] = []
    var ruleSelections: [RuleSelection] = []
    /// Rule ids selected by the configuration file (and not again on the command line), with the
    /// `FILE:LINE:COLUMN` of their key, so an unknown one is reported there.
    var ruleOrigins: [String: (key: String, origin: String)] = [:]
    /// nil for `--fail-on never`.
    var failOn: Severity? = .error
    var baseline: String?
    var writeBaseline: String?
    var jobs: Int?
    var grace: Double?
    /// `--max-objects`, `--max-obligations`, `--max-line-length` (bytes); nil keeps the library's default.
    var maxObjects: Int?
    var maxObligations: Int?
    var maxClasses: Int?
    var maxLineLength: Int?
    var configPath: String?
    /// The configuration file these settings came from (`--config` or the one discovered).
    var loadedConfigPath: String?
    var color: ColorChoice = .auto
    var quiet = false
    var stats = false
    /// `--require-events`: an input without any recognised event fails the run (exit 2).
    var requireEvents = false
    /// `--process NAME` and `--pid N`: check only these processes' records.
    var processNames: [String] = []
    var pids: [Int] = []

    /// The reader's filter, or nil when neither flag is given.
    var processFilter: ProcessFilter? {
        processNames.isEmpty && pids.isEmpty ? nil : ProcessFilter(names: processNames, pids: pids)
    }
    var include: [String] = []
    var exclude: [String] = []
    var object: String?
    var stdinName: String?
    var listFormats = false
    /// `formats --unrecognized`: list the lines no format understood.
    var showUnrecognized = false
    /// `formats --limit N`: at most N lines per file.
    var limit: Int?
    /// `triage --since`/`--until`: wall-clock seconds (`WallClock`).
    var since: Double?
    var until: Double?
    /// `check -f json --timelines`: each file carries its objects' timelines (for `merge -f html`).
    var timelines = false
    /// `merge --title`: the HTML page's title.
    var title: String?
    /// `triage --top N`.
    var top: Int?
    var showHelp = false
    var showVersion = false
    /// `--generate-manpage`, `--generate-completion-script SHELL`.
    var generate: GeneratedText?
}
