import CPCRE2

/// The bounds every match runs under, set on one shared PCRE2 match context. PCRE2's own
/// defaults (ten million backtracking steps) let one pathological pattern spend about 9 ms on a
/// line that almost matches; these keep the cost of any line near 0.3 ms while ordinary patterns
/// stay thousands of times below them. A match that reaches a limit is a ``RegexFailure``, never
/// "no match".
public enum RegexLimits {
    /// Most backtracking steps (calls of PCRE2's internal `match()`) of one match attempt;
    /// the JIT honours it too. PCRE2's default is 10,000,000.
    public static let matchLimit: UInt32 = 100_000
    /// Deepest backtracking nesting of the interpreter (the JIT keeps its own stack, bounded
    /// by ``jitStackBytes``). PCRE2's default is 10,000,000, in practice bounded by the heap limit.
    public static let depthLimit: UInt32 = 10_000
    /// Most heap the interpreter may use for backtracking, in KiB (PCRE2's default: 20,000).
    public static let heapLimitKiB: UInt32 = 20_000

    /// The match context carrying the limits; read-only once made, so every thread shares it.
    static let context = MatchContext()

    /// Owns the context for the life of the process.
    final class MatchContext: @unchecked Sendable {
        let pointer: OpaquePointer

        init() {
            pointer = pcre2_match_context_create_8(nil)
            pcre2_set_match_limit_8(pointer, RegexLimits.matchLimit)
            pcre2_set_depth_limit_8(pointer, RegexLimits.depthLimit)
            pcre2_set_heap_limit_8(pointer, RegexLimits.heapLimitKiB)
        }
    }
}
