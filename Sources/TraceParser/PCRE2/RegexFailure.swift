import CPCRE2

/// Why PCRE2 could not say whether a pattern matches a subject: the answer is unknown, which is
/// not the same as "no match".
public enum RegexFailure: Error, Equatable, Hashable, Sendable {
    /// More backtracking steps than ``RegexLimits/matchLimit``.
    case matchLimit
    /// Backtracking nested deeper than ``RegexLimits/depthLimit``.
    case depthLimit
    /// More backtracking memory than ``RegexLimits/heapLimitKiB``.
    case heapLimit
    /// The JIT's stack ran out (the interpreter is then tried, so this is seen only when that fails too).
    case jitStackLimit
    /// Any other negative result of `pcre2_match`, with PCRE2's code.
    case other(code: Int32)

    /// The failure a negative `pcre2_match` result stands for; nil for `PCRE2_ERROR_NOMATCH`.
    init?(code: Int32) {
        switch code {
        case PCRE2_ERROR_NOMATCH: return nil
        case PCRE2_ERROR_MATCHLIMIT: self = .matchLimit
        case PCRE2_ERROR_DEPTHLIMIT: self = .depthLimit
        case PCRE2_ERROR_HEAPLIMIT: self = .heapLimit
        case PCRE2_ERROR_JIT_STACKLIMIT: self = .jitStackLimit
        default: self = .other(code: code)
        }
    }

    /// What was exceeded, in words, for warnings.
    public var message: String {
        switch self {
        case .matchLimit: return "PCRE2's match limit (\(RegexLimits.matchLimit) backtracking steps)"
        case .depthLimit: return "PCRE2's depth limit (\(RegexLimits.depthLimit))"
        case .heapLimit: return "PCRE2's heap limit (\(RegexLimits.heapLimitKiB) KiB)"
        case .jitStackLimit: return "PCRE2's JIT stack limit"
        case let .other(code): return "PCRE2 error \(code): \(RegexError.message(forCode: code))"
        }
    }
}

/// What one match attempt found out.
public enum RegexOutcome {
    /// The pattern matched; the match is valid until the matcher's next call.
    case matched(RegexMatch)
    /// The pattern does not match.
    case noMatch
    /// PCRE2 gave up: whether the pattern matches is unknown.
    case failed(RegexFailure)
}
