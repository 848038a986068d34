/// What a hand-written parser says about a line: the regex's exact answer, or "ask the regex".
enum FastOutcome: Equatable {
    /// The pattern matches; the groups were written to the hit.
    case match
    /// The pattern cannot match.
    case noMatch
    /// The parser does not know: run the pattern.
    case unsure
}
