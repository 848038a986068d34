/// What a template can find, as `message FINDING "…"` names it, and which `{placeholders}` each
/// finding can fill (``TemplateMonitor`` supplies exactly these).
enum FindingKind: String, CaseIterable, Sendable {
    case unclosedNextOpen = "unclosed-next-open"
    case unclosedDealloc = "unclosed-dealloc"
    case unclosedEnd = "unclosed-end"
    case closeWithoutOpen = "close-without-open"
    case outOfOrder = "out-of-order"
    case forbidden
    case tooLate = "too-late"
    case tooLateEnd = "too-late-end"
    case afterTerminal = "after-terminal"

    /// Placeholders every finding of the kind fills, besides the values its events bind.
    var standardValues: [String] {
        switch self {
        case .unclosedNextOpen, .unclosedDealloc, .unclosedEnd: return ["object", "open", "close", "line"]
        case .closeWithoutOpen: return ["object", "open", "close"]
        case .outOfOrder: return ["object", "event", "required"]
        case .forbidden: return ["object", "event", "trigger", "line"]
        case .tooLate, .tooLateEnd: return ["object", "first", "then", "line", "seconds"]
        case .afterTerminal: return ["object", "event", "terminal", "line"]
        }
    }

    /// Every name the engine itself fills; user groups may not take these names.
    static let reservedNames: Set<String> = Set(allCases.flatMap(\.standardValues))
}

/// A compiled template with the findings it can produce and, per finding, the user groups whose
/// values the finding carries (so `{name}` can be checked when the file loads).
struct CompiledTemplate {
    var template: Template
    /// Finding kinds this template can report, with the groups each one fills.
    var findings: [(kind: FindingKind, groups: Set<String>)]
}
