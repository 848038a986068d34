/// "Did you mean" for mistyped flags, config keys, rule ids and rules-file words: one
/// implementation for the command line and the rules-file compiler.
public enum Suggestion {
    /// The candidate closest to `input` (ignoring case) when it is close enough to be a typo:
    /// at most a third of the word (and at least 2) edits away, and not the word itself.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        let word = Array(input.lowercased())
        for candidate in candidates where candidate != input {
            let distance = editDistance(word, Array(candidate.lowercased()))
            if distance <= max(2, input.count / 3), distance < input.count, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
