import TraceParser

/// The lines on which a rule's patterns could not be evaluated (PCRE2 reached one of
/// ``RegexLimits``): the rule did not check them, so the file's verdict is incomplete.
struct PatternFailureTally {
    /// Distinct lines.
    private(set) var lines = 0
    private(set) var firstLine = 0
    private var lastLine = -1
    /// The first failure seen; later ones are almost always the same limit.
    private(set) var failure: RegexFailure?

    /// Count `line` once, however many of the rule's patterns failed on it.
    mutating func add(_ failure: RegexFailure, line: Int) {
        if self.failure == nil {
            self.failure = failure
            firstLine = line
        }
        guard line != lastLine else { return }
        lastLine = line
        lines += 1
    }
}
