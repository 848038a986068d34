import TraceParser

/// Turns `event` blocks into ``EventMatcher``s and resolves the names templates use: user events,
/// the built-in event kinds (`dealloc`, `viewDidLoad`, …) and `any`.
struct EventCompiler {
    let file: String
    private(set) var diagnostics: [RulesDiagnostic] = []
    private var events: [String: (matcher: EventMatcher, declared: SourcePosition)] = [:]
    private var builtins: [String: EventMatcher] = [:]
    private var compiled: [String: Regex] = [:]

    /// Names that always exist: every event kind, and `any`.
    static let builtinNames = EventKind.allCases.map(\.rawValue) + ["any"]

    init(file: String) { self.file = file }

    private mutating func error(_ at: SourcePosition, _ message: String) {
        diagnostics.append(RulesDiagnostic(file: file, line: at.line, column: at.column, message: message))
    }

    /// Compile every `event` block of one file.
    mutating func compile(_ blocks: [RulesSyntax.Event]) {
        for block in blocks {
            let name = block.name.text
            if Self.builtinNames.contains(name) {
                error(block.name.start, "'\(name)' is a built-in event (\(name == "any" ? "every event" : "the \(name) event kind")); choose another name, or use it directly in templates")
                continue
            }
            if let previous = events[name] {
                error(block.name.start, "event '\(name)' is already declared at line \(previous.declared.line)")
                continue
            }
            guard !block.matchers.isEmpty else {
                if block.hadUnknownSetting { continue }
                error(block.name.start, "event '\(name)' matches nothing; add a matcher: class, selector, message, argument or kind")
                continue
            }
            if let matcher = compileMatcher(block) { events[name] = (matcher, block.name.start) }
        }
    }

    private mutating func compileMatcher(_ block: RulesSyntax.Event) -> EventMatcher? {
        var kinds: Set<EventKind>?
        var fields: [EventMatcher.Field] = []
        var bound: [String: SourcePosition] = [:]
        var usable = true
        for (field, value) in block.matchers {
            if field.text == "kind" {
                var set: Set<EventKind> = []
                for word in value.words() {
                    if let kind = EventKind(rawValue: word.text) {
                        set.insert(kind)
                    } else {
                        error(word.start, "unknown event kind '\(word.text)'"
                              + RulesParser.suggestion(word.text, among: EventKind.allCases.map(\.rawValue),
                                                       fallback: "; kinds are " + EventKind.allCases.map(\.rawValue).joined(separator: ", ")))
                        usable = false
                    }
                }
                kinds = set
                continue
            }
            let subject = EventMatcher.Subject(rawValue: field.text)!
            // Plain text needs no PCRE2: compiling and JIT-compiling thousands of `^word$`
            // patterns was most of the compile time of a big rules file.
            if let literal = LiteralPattern(value.text) {
                fields.append(EventMatcher.Field(subject: subject, literal: literal))
                continue
            }
            let regex: Regex
            do {
                regex = try compiledRegex(value.text)
            } catch let failure as RegexError {
                error(value.position(ofUTF8: failure.offset), "bad \(field.text) pattern: \(failure.message) (PCRE2)")
                usable = false
                continue
            } catch {
                self.error(value.start, "bad \(field.text) pattern: \(error)")
                usable = false
                continue
            }
            if let offset = NestedRepeat.find(in: value.text) {
                error(value.position(ofUTF8: offset), "\(field.text) pattern " + NestedRepeat.explanation)
                usable = false
                continue
            }
            var groups: [(Int, String)] = []
            for (index, name) in regex.groupNames.enumerated() {
                guard let name else { continue }
                let at = Self.groupPosition(name, in: value)
                if FindingKind.reservedNames.contains(name) {
                    error(at, "group name '\(name)' is reserved: {\(name)} is filled by the checker; rename the group")
                    usable = false
                } else if let first = bound[name] {
                    error(at, "group '\(name)' is bound twice in event '\(block.name.text)' (also at line \(first.line), column \(first.column))")
                    usable = false
                } else {
                    bound[name] = at
                    groups.append((index, name))
                }
            }
            fields.append(EventMatcher.Field(subject: subject, regex: regex, groups: groups))
        }
        return usable ? EventMatcher(name: block.name.text, kinds: kinds, fields: fields) : nil
    }

    /// `pattern` compiled once per file: a compiled pattern is immutable and shared by every
    /// event that writes the same one (rules files repeat the patterns of related events).
    private mutating func compiledRegex(_ pattern: String) throws -> Regex {
        if let regex = compiled[pattern] { return regex }
        let regex = try Regex(pattern)
        compiled[pattern] = regex
        return regex
    }

    /// Where `(?<name>` sits in a pattern (for errors about the group).
    static func groupPosition(_ name: String, in value: Located) -> SourcePosition {
        let scalars = value.scalars
        let needle = Array("<\(name)>".unicodeScalars)
        if needle.count <= scalars.count {
            for start in 0...(scalars.count - needle.count) where Array(scalars[start..<start + needle.count]) == needle {
                return value.position(ofScalar: start + 1)
            }
        }
        return value.start
    }

    /// The matcher a template word names, or nil after reporting an unknown name.
    mutating func resolve(_ word: Located, declaredNames: Set<String>) -> EventMatcher? {
        if let event = events[word.text] { return event.matcher }
        if let builtin = builtins[word.text] { return builtin }
        if word.text == "any" {
            let matcher = EventMatcher(name: "any event", kinds: nil, fields: [])
            builtins["any"] = matcher
            return matcher
        }
        if let kind = EventKind(rawValue: word.text) {
            let matcher = EventMatcher(name: kind.rawValue, kinds: [kind], fields: [])
            builtins[word.text] = matcher
            return matcher
        }
        // Declared but broken: its own errors say why; do not add an "unknown event" on top.
        if declaredNames.contains(word.text) { return nil }
        error(word.start, "unknown event '\(word.text)'"
              + RulesParser.suggestion(word.text, among: Array(events.keys) + Self.builtinNames,
                                       fallback: events.isEmpty ? "; declare it with 'event \(word.text) selector ^…$'"
                                            : "; declared events are " + events.keys.sorted().joined(separator: ", ")))
        return nil
    }

    /// Report a mistake found while resolving templates.
    mutating func report(_ at: SourcePosition, _ message: String) { error(at, message) }
}
