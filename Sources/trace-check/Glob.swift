/// Shell-style globs for `--include`/`--exclude`: `*` and `?` within one path segment,
/// `[abc]`/`[!a-z]` classes, `**` for any number of segments. A glob without `/` matches
/// the file name anywhere (as in `.gitignore`); one with `/` matches the path relative to
/// the folder being walked.
struct Glob: Equatable {
    let pattern: String
    private let segments: [String]
    private let matchesNameOnly: Bool

    init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        if trimmed.hasSuffix("/") { trimmed += "**" }
        matchesNameOnly = !trimmed.contains("/")
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Does `relativePath` (segments joined by `/`) match?
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/").map(String.init)
        if matchesNameOnly { return parts.last.map { Self.matchSegment(Array(segments.first ?? ""), Array($0)) } ?? false }
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(head), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Classic backtracking wildcard match within one segment.
    static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if p < pattern.count, let next = matchOne(pattern, p, text[t]) {
                p = next
                t += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// If the pattern element at `p` matches `c`, the index after that element.
    private static func matchOne(_ pattern: [Character], _ p: Int, _ c: Character) -> Int? {
        switch pattern[p] {
        case "?": return p + 1
        case "[":
            var i = p + 1
            var negate = false
            if i < pattern.count, pattern[i] == "!" || pattern[i] == "^" {
                negate = true
                i += 1
            }
            var matched = false
            var first = true
            while i < pattern.count, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i] <= c && c <= pattern[i + 2] { matched = true }
                    i += 3
                } else {
                    if pattern[i] == c { matched = true }
                    i += 1
                }
            }
            // An unclosed `[` is a literal.
            guard i < pattern.count else { return c == "[" ? p + 1 : nil }
            return matched != negate ? i + 1 : nil
        case "\\" where p + 1 < pattern.count:
            return pattern[p + 1] == c ? p + 2 : nil
        default:
            return pattern[p] == c ? p + 1 : nil
        }
    }
}
