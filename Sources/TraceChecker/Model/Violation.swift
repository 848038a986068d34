/// One broken rule, with the evidence a person needs to believe it.
public struct Violation: Hashable, Codable, Sendable {
    /// The rule's id (`appearance-pairing`).
    public var rule: String
    /// Effective severity after configuration.
    public var severity: Severity
    /// What happened and what was expected, naming the object.
    public var message: String
    /// The object concerned, when there is one.
    public var object: ObjectIdentity?
    /// The line that made the violation certain.
    public var location: SourceLocation
    /// Earlier events that explain it.
    public var related: [RelatedLocation]
    /// How to fix it, in UIKit's terms.
    public var hint: String?
    /// A few timeline lines of the object up to the violation (text, JSON and NDJSON reports).
    public var excerpt: [String]

    /// A violation from its parts.
    public init(rule: String, severity: Severity, message: String, object: ObjectIdentity?, location: SourceLocation,
                related: [RelatedLocation] = [], hint: String? = nil, excerpt: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.object = object
        self.location = location
        self.related = related
        self.hint = hint
        self.excerpt = excerpt
    }

    /// Deterministic report order: file, line, rule, then message.
    public static func reportOrder(_ a: Violation, _ b: Violation) -> Bool {
        (a.location.file, a.location.line, a.rule, a.message) < (b.location.file, b.location.line, b.rule, b.message)
    }

    /// `violations` in report order, equal ones in the order given: what
    /// `sorted(by: reportOrder)` returns (``sortInReportOrder(_:)`` on a copy).
    public static func inReportOrder(_ violations: [Violation]) -> [Violation] {
        var sorted = violations
        sortInReportOrder(&sorted)
        return sorted
    }

    /// Put `violations` in report order in place, equal ones in the order given, as
    /// `sort(by: reportOrder)` would. A run's findings come nearly in line order (those made
    /// certain later, at a deadline or the end of the log, point back at earlier lines), often
    /// hundreds of thousands of them: an ordered list is left as it is, and otherwise their
    /// positions are sorted, comparing texts only between violations of one line, and the
    /// violations swapped into place along the permutation's cycles. A merge sort of the
    /// violations themselves copied them at every step, and a sorted copy held a second array.
    public static func sortInReportOrder(_ violations: inout [Violation]) {
        var order: [Int] = violations.withUnsafeBufferPointer { all in
            if zip(all, all.dropFirst()).allSatisfy({ !reportOrder($1, $0) }) { return [] }
            return all.indices.sorted { a, b in
                let x = all[a].location, y = all[b].location
                if x.file != y.file { return x.file < y.file }
                if x.line != y.line { return x.line < y.line }
                if all[a].rule != all[b].rule { return all[a].rule < all[b].rule }
                if all[a].message != all[b].message { return all[a].message < all[b].message }
                return a < b
            }
        }
        guard !order.isEmpty else { return }
        // Position i takes the violation at order[i]; a placed position is marked order[i] == i.
        violations.withUnsafeMutableBufferPointer { all in
            for start in all.indices {
                var current = start
                while order[current] != start {
                    let next = order[current]
                    all.swapAt(current, next)
                    order[current] = current
                    current = next
                }
                order[current] = current
            }
        }
    }

    enum CodingKeys: String, CodingKey { case rule, severity, message, object, location, related, hint, fingerprint, excerpt }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = try c.decode(String.self, forKey: .rule)
        severity = try c.decode(Severity.self, forKey: .severity)
        message = try c.decode(String.self, forKey: .message)
        object = try c.decodeIfPresent(ObjectIdentity.self, forKey: .object)
        location = try c.decode(SourceLocation.self, forKey: .location)
        related = try c.decodeIfPresent([RelatedLocation].self, forKey: .related) ?? []
        hint = try c.decodeIfPresent(String.self, forKey: .hint)
        excerpt = try c.decodeIfPresent([String].self, forKey: .excerpt) ?? []
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(object, forKey: .object)
        try c.encode(location, forKey: .location)
        try c.encode(related, forKey: .related)
        try c.encodeIfPresent(hint, forKey: .hint)
        try c.encode(fingerprint, forKey: .fingerprint)
        if !excerpt.isEmpty { try c.encode(excerpt, forKey: .excerpt) }
    }
}
