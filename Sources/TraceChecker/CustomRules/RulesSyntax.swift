/// The declarations of a rules file as written, before names are resolved and patterns
/// compiled. Every piece keeps its place for diagnostics.
struct RulesSyntax {
    /// `format NAME` and its settings.
    struct Format {
        var keyword: Located
        var name: Located
        var pattern: Located?
        var time: Located?
        var summary: Located?
        var samples: [Located] = []
    }

    /// `event NAME` with its matchers (`selector ^startSession$`, `kind dealloc`).
    struct Event {
        var keyword: Located
        var name: Located
        var matchers: [(field: Located, value: Located)] = []
        /// A setting line was not understood (so "matches nothing" would only add noise).
        var hadUnknownSetting = false
    }

    /// A template line (`pair start -> end before dealloc`), parsed when names are known.
    struct TemplateLine {
        var keyword: Located
        var words: [Located]
    }

    /// `message [FINDING] TEXT`.
    struct Message {
        var keyword: Located
        var finding: Located?
        var text: Located
    }

    /// `trigger` or `clean` and the log lines under it.
    struct Example {
        var keyword: Located
        var triggering: Bool
        /// Log lines (common indentation removed, `↓` kept) with their line in the rules file.
        var lines: [(text: String, line: Int)]
    }

    /// `rule ID` and its settings.
    struct Rule {
        var keyword: Located
        var id: Located
        var name: Located?
        var severity: Located?
        var summary: Located?
        var rationale: Located?
        var hint: Located?
        var templates: [TemplateLine] = []
        var messages: [Message] = []
        var examples: [Example] = []
        /// A setting line was not understood (a mistyped template, say): "no template" would only add noise.
        var hadUnknownSetting = false
    }

    var formats: [Format] = []
    var events: [Event] = []
    var rules: [Rule] = []
}
