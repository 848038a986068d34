/// "Did you mean" for mistyped flags and rule ids.
enum Suggestion {
    /// The candidate closest to `input` by edit distance, when it is close enough to be a typo.
    static func closest(to input: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(input), Array(candidate))
            if distance <= max(2, input.count / 3), distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
