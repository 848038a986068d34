import TraceParser

/// A pattern PCRE2 could not evaluate on some lines of one source (it reached one of
/// ``RegexLimits``): those lines were not checked by it, so the verdict is incomplete. A typed
/// value, like ``LimitWarning``, so that each front end words what to do about it.
public enum UncheckedPattern: Sendable, Hashable {
    /// A pattern of user rule `id`, declared at `location` (`FILE:LINE`), failed on `lines`
    /// distinct lines, the first at `firstLine`; the rule did not check them.
    case rule(id: String, location: String?, lines: Int, firstLine: Int, failure: RegexFailure)
    /// The pattern of format `name` failed on `lines` lines, which were tried against the other formats.
    case format(name: String, lines: Int)
}

extension UncheckedPattern: CustomStringConvertible {
    /// What happened, in one sentence that names no setting.
    public var description: String {
        switch self {
        case let .rule(id, location, lines, firstLine, failure):
            "rule '\(id)'\(location.map { " (\($0))" } ?? "") could not be evaluated on \(NumberFormatting.counted(lines, "line")) (first at line \(firstLine)): a pattern reached \(failure.message), so the rule did not check those lines"
        case let .format(name, lines):
            "format '\(name)' could not be evaluated on \(NumberFormatting.counted(lines, "line")): its pattern reached a PCRE2 limit, so those lines were tried against the other formats and may be misread"
        }
    }
}
