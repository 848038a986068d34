import TraceParser

/// Turns `rule` blocks into ``TemplateRule``s: resolves event names, parses template lines and
/// their options, checks every `{placeholder}` against the values each finding carries, and
/// prepares the examples.
struct RuleCompiler {
    let file: String
    /// Require a trigger and a clean example per rule (off only when examples are not run).
    let requireExamples: Bool
    private(set) var diagnostics: [RulesDiagnostic] = []

    init(file: String, requireExamples: Bool = true) {
        self.file = file
        self.requireExamples = requireExamples
    }

    private mutating func error(_ at: SourcePosition, _ message: String) {
        diagnostics.append(RulesDiagnostic(file: file, line: at.line, column: at.column, message: message))
    }

    /// Compile one rule; nil (with diagnostics) when it cannot be used.
    mutating func compile(_ block: RulesSyntax.Rule, events: inout EventCompiler, declaredEvents: Set<String>) -> TemplateRule? {
        var usable = true
        let id = block.id.text
        var severity = Severity.warning
        if let value = block.severity {
            if let parsed = Severity(rawValue: value.text) {
                severity = parsed
            } else {
                error(value.start, "unknown severity '\(value.text)'" + RulesParser.suggestion(value.text, among: Severity.allCases.map(\.rawValue),
                                                                                              fallback: "; use error, warning or note"))
                usable = false
            }
        }
        if block.templates.isEmpty {
            if block.hadUnknownSetting { return nil }
            error(block.id.start, "rule '\(id)' has no template; add one of: " + RulesParser.templateKeywords.map { "'\($0) …'" }.joined(separator: ", "))
            return nil
        }
        var compiled: [CompiledTemplate] = []
        var readsMessages = false
        for line in block.templates {
            if let template = compileTemplate(line, events: &events, declaredEvents: declaredEvents) {
                compiled.append(template.0)
                readsMessages = readsMessages || template.readsMessages
            } else {
                usable = false
            }
        }
        guard usable else { return nil }
        guard let messages = compileMessages(block.messages, templates: compiled) else { return nil }
        guard let examples = compileExamples(block, severity: severity) else { return nil }
        let summary = block.summary?.text ?? Self.summary(of: compiled.map(\.template))
        let description = RuleDescription(
            id: id, name: block.name?.text ?? id, severity: severity, summary: summary,
            rationale: block.rationale?.text ?? summary,
            triggeringExamples: examples.triggering.map { RuleExample(nil, $0.text, file: file, line: $0.line) },
            nonTriggeringExamples: examples.clean.map { RuleExample(nil, $0.text, file: file, line: $0.line) }, origin: file)
        return TemplateRule(description: description, templates: compiled.map(\.template), messages: messages,
                            hint: block.hint?.text, weakenWithoutAddress: true, needsMessages: readsMessages,
                            location: "\(file):\(block.id.start.line)")
    }

    // MARK: Templates

    private mutating func compileTemplate(_ line: RulesSyntax.TemplateLine, events: inout EventCompiler,
                                          declaredEvents: Set<String>) -> (CompiledTemplate, readsMessages: Bool)? {
        // `start->end` reads like `start -> end`.
        var words: [Located] = []
        for word in line.words {
            var rest = word
            while let at = Self.arrowOffset(in: rest.text), rest.text != "->" {
                if at > 0 { words.append(rest.slice(0..<at)) }
                words.append(rest.slice(at..<at + 2))
                rest = rest.slice(at + 2..<rest.scalars.count)
                if rest.text.isEmpty { break }
            }
            if !rest.text.isEmpty { words.append(rest) }
        }
        let keyword = line.keyword
        var reads = false
        func event(_ index: Int, _ role: String) -> EventMatcher?? {
            guard index < words.count else {
                error(index == 0 ? keyword.end : words[index - 1].end, "expected the \(role) event here; \(Self.usage[keyword.text]!)")
                return .none
            }
            guard let matcher = events.resolve(words[index], declaredNames: declaredEvents) else { return .some(nil) }
            reads = reads || matcher.readsMessages
            return .some(matcher)
        }
        func expect(_ index: Int, _ literal: String) -> Bool {
            guard index < words.count, words[index].text == literal else {
                let at = index < words.count ? words[index].start : (words.last?.end ?? keyword.end)
                error(at, "expected '\(literal)' here; \(Self.usage[keyword.text]!)")
                return false
            }
            return true
        }
        switch keyword.text {
        case "pair":
            guard case let a?? = event(0, "opening"), expect(1, "->"), case let b?? = event(2, "closing") else { return nil }
            var options = PairOptions()
            var index = 3
            var sawBefore = false
            var closeWithoutOpen = false
            var checks: Set<String> = []
            while index < words.count {
                let word = words[index]
                switch word.text {
                case "before":
                    sawBefore = true
                    index += 1
                    var any = false
                    while index < words.count, ["next-open", "dealloc", "end-of-log"].contains(words[index].text) {
                        checks.insert(words[index].text)
                        index += 1
                        any = true
                    }
                    if !any {
                        let at = index < words.count ? words[index].start : word.end
                        let got = index < words.count ? "'\(words[index].text)'" : "nothing"
                        error(at, "expected next-open, dealloc or end-of-log after 'before', got \(got)"
                              + (index < words.count ? RulesParser.suggestion(words[index].text, among: ["next-open", "dealloc", "end-of-log"]) : ""))
                        return nil
                    }
                case "close-without-open":
                    closeWithoutOpen = true
                    index += 1
                default:
                    error(word.start, "unknown pair option '\(word.text)'"
                          + RulesParser.suggestion(word.text, among: ["before", "next-open", "dealloc", "end-of-log", "close-without-open"],
                                                   fallback: "; \(Self.usage["pair"]!)"))
                    return nil
                }
            }
            if sawBefore {
                options.beforeNextOpen = checks.contains("next-open")
                options.beforeDealloc = checks.contains("dealloc")
                options.beforeEnd = checks.contains("end-of-log")
            }
            options.closeWithoutOpen = closeWithoutOpen
            var findings: [(FindingKind, Set<String>)] = []
            if options.beforeNextOpen { findings.append((.unclosedNextOpen, Set(a.groupNames))) }
            if options.beforeDealloc { findings.append((.unclosedDealloc, Set(a.groupNames))) }
            if options.beforeEnd { findings.append((.unclosedEnd, Set(a.groupNames))) }
            if options.closeWithoutOpen { findings.append((.closeWithoutOpen, Set(b.groupNames))) }
            return (CompiledTemplate(template: .pair(open: a.pattern, close: b.pattern, options: options), findings: findings), reads)
        case "order", "forbid":
            guard case let a?? = event(0, "checked"), expect(1, "after"), case let b?? = event(2, keyword.text == "order" ? "required" : "triggering"),
                  noExtra(words, from: 3, keyword) else { return nil }
            if keyword.text == "order" {
                return (CompiledTemplate(template: .order(event: a.pattern, after: b.pattern), findings: [(.outOfOrder, Set(a.groupNames))]), reads)
            }
            return (CompiledTemplate(template: .forbid(event: a.pattern, after: b.pattern),
                                     findings: [(.forbidden, Set(a.groupNames).union(b.groupNames))]), reads)
        case "within":
            guard case let a?? = event(0, "first"), expect(1, "->"), case let b?? = event(2, "expected") else { return nil }
            guard let seconds = duration(words, from: 3, after: words[2]) else { return nil }
            return (CompiledTemplate(template: .within(first: a.pattern, then: b.pattern, seconds: seconds),
                                     findings: [(.tooLate, Set(a.groupNames)), (.tooLateEnd, Set(a.groupNames))]), reads)
        case "terminal":
            guard case let a?? = event(0, "terminal") else { return nil }
            var allowed: [EventMatcher] = []
            if words.count > 1 {
                guard expect(1, "allow") else { return nil }
                guard words.count > 2 else { error(words[1].end, "expected the events allowed after '\(a.name)'"); return nil }
                for index in 2..<words.count {
                    guard case let matcher?? = event(index, "allowed") else { return nil }
                    allowed.append(matcher)
                }
            }
            let allowedMatchers = allowed
            let allow: EventPattern? = allowed.isEmpty ? nil
                : EventPattern(name: allowed.map(\.name).joined(separator: ", "), groups: [], requirement: nil) { event in
                    // Allowed when any matches; unknown when none matches and one could not be evaluated.
                    var outcome = EventPattern.Outcome.noMatch
                    for matcher in allowedMatchers {
                        switch matcher.evaluate(event) {
                        case .matched: return .matched([:])
                        case .noMatch: break
                        case let .failed(failure): outcome = .failed(failure)
                        }
                    }
                    return outcome
                }
            return (CompiledTemplate(template: .terminal(event: a.pattern, allowed: allow), findings: [(.afterTerminal, Set(a.groupNames))]), reads)
        default:
            return nil
        }
    }

    /// The scalar offset of the first `->` in `text`: found by one pass over the scalars (a
    /// Foundation search per template word cost more than the rest of compiling the template).
    static func arrowOffset(in text: String) -> Int? {
        var offset = 0
        var afterDash = false
        for scalar in text.unicodeScalars {
            if afterDash, scalar == ">" { return offset - 1 }
            afterDash = scalar == "-"
            offset += 1
        }
        return nil
    }

    static let usage: [String: String] = [
        "pair": "write 'pair OPEN -> CLOSE [before next-open, dealloc, end-of-log] [close-without-open]'",
        "order": "write 'order EVENT after REQUIRED'",
        "forbid": "write 'forbid EVENT after TRIGGER'",
        "within": "write 'within FIRST -> THEN 5s'",
        "terminal": "write 'terminal EVENT [allow OTHER, …]'",
    ]

    private mutating func noExtra(_ words: [Located], from index: Int, _ keyword: Located) -> Bool {
        guard index < words.count else { return true }
        error(words[index].start, "unexpected '\(words[index].text)'; \(Self.usage[keyword.text]!)")
        return false
    }

    /// `5s`, `5 s`, `2.5s`, `500ms`, `1m`.
    private mutating func duration(_ words: [Located], from index: Int, after last: Located) -> Double? {
        guard index < words.count else {
            error(last.end, "expected a time limit such as 5s after the events; \(Self.usage["within"]!)")
            return nil
        }
        let text = words[index...].map(\.text).joined()
        let number = text.prefix { $0.isNumber || $0 == "." }
        let unit = text.dropFirst(number.count)
        let scale: Double? = ["s": 1, "sec": 1, "second": 1, "seconds": 1, "ms": 0.001, "m": 60, "min": 60][String(unit)]
        guard let value = Double(number), value > 0, let scale else {
            error(words[index].start, "'\(text)' is not a time limit; write a positive number of seconds such as 5s, 2.5s or 500ms")
            return nil
        }
        return value * scale
    }

    // MARK: Messages

    /// The message per finding kind; `message TEXT` covers every finding the rule can report, and
    /// `message FINDING TEXT` one of them. Every placeholder must have a value in every finding it
    /// phrases.
    private mutating func compileMessages(_ lines: [RulesSyntax.Message], templates: [CompiledTemplate]) -> [FindingKind: String]? {
        // Per finding kind, the groups every template reporting it fills.
        var available: [FindingKind: Set<String>] = [:]
        var order: [FindingKind] = []
        for template in templates {
            for (kind, groups) in template.findings {
                if let existing = available[kind] { available[kind] = existing.intersection(groups) } else { available[kind] = groups; order.append(kind) }
            }
        }
        var messages: [FindingKind: String] = [:]
        var usable = true
        var general: RulesSyntax.Message?
        var specific: [FindingKind: SourcePosition] = [:]
        for line in lines {
            guard let finding = line.finding else {
                if let previous = general {
                    error(line.keyword.start, "the rule's message is already given at line \(previous.keyword.start.line); name the finding to phrase one kind: message FINDING \"…\"")
                    usable = false
                } else {
                    general = line
                }
                continue
            }
            let kind = FindingKind(rawValue: finding.text)!
            if available[kind] == nil {
                error(finding.start, "this rule never reports '\(kind.rawValue)' findings; its templates report "
                      + order.map(\.rawValue).joined(separator: ", "))
                usable = false
            } else if let previous = specific[kind] {
                error(line.keyword.start, "a '\(kind.rawValue)' message is already given at line \(previous.line)")
                usable = false
            } else {
                specific[kind] = line.keyword.start
                if checkPlaceholders(line.text, kinds: [kind], available: available, general: false) {
                    messages[kind] = line.text.text
                } else {
                    usable = false
                }
            }
        }
        // The general message phrases every finding that has no message of its own.
        if let general {
            let kinds = order.filter { specific[$0] == nil }
            if checkPlaceholders(general.text, kinds: kinds, available: available, general: true) {
                for kind in kinds { messages[kind] = general.text.text }
            } else {
                usable = false
            }
        }
        return usable ? messages : nil
    }

    private mutating func checkPlaceholders(_ text: Located, kinds: [FindingKind], available: [FindingKind: Set<String>], general: Bool) -> Bool {
        var ok = true
        for (name, at) in Self.placeholders(in: text) {
            let missing = kinds.filter { !$0.standardValues.contains(name) && !(available[$0] ?? []).contains(name) }
            guard !missing.isEmpty else { continue }
            ok = false
            if missing.count == kinds.count {
                let names = Set(kinds.flatMap { $0.standardValues + (available[$0] ?? []) }).sorted()
                let guess = RulesParser.closest(name, among: names).map { " (did you mean {\($0)}?)" } ?? ""
                error(at, "unknown placeholder {\(name)}\(guess); this message can use " + names.map { "{\($0)}" }.joined(separator: ", "))
            } else {
                error(at, "placeholder {\(name)} has no value in \(missing.map(\.rawValue).joined(separator: ", ")) findings"
                      + (general ? "; give them their own message: message \(missing[0].rawValue) \"…\"" : ""))
            }
        }
        return ok
    }

    /// `{name}` placeholders (identifier names only; other braces are text).
    static func placeholders(in text: Located) -> [(String, SourcePosition)] {
        let all = text.scalars
        var result: [(String, SourcePosition)] = []
        var index = 0
        while index < all.count {
            guard all[index] == "{" else { index += 1; continue }
            var end = index + 1
            while end < all.count, all[end].properties.isAlphabetic || ("0"..."9").contains(all[end]) || all[end] == "_" || all[end] == "-" { end += 1 }
            if end < all.count, all[end] == "}", end > index + 1 {
                result.append((text.slice(index + 1..<end).text, text.position(ofScalar: index)))
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }

    // MARK: Examples

    /// The examples' logs, each with the line of its `trigger`/`clean` keyword (where a failing
    /// example is reported).
    private mutating func compileExamples(_ block: RulesSyntax.Rule, severity: Severity)
        -> (triggering: [(text: String, line: Int)], clean: [(text: String, line: Int)])? {
        var usable = true
        var triggering: [(text: String, line: Int)] = []
        var clean: [(text: String, line: Int)] = []
        for example in block.examples {
            let marked = example.lines.filter { $0.text.hasPrefix(RuleDescription.violationMarker) }
            if example.triggering, marked.isEmpty {
                error(example.keyword.start, "this trigger example marks no line; put \(RuleDescription.violationMarker) at the start of each line where the rule must report")
                usable = false
            }
            if !example.triggering, let first = marked.first {
                error(SourcePosition(line: first.line, column: 1), "a clean example must not mark lines with \(RuleDescription.violationMarker); move this log under 'trigger'")
                usable = false
            }
            let text = example.lines.map(\.text).joined(separator: "\n")
            if example.triggering { triggering.append((text, example.keyword.start.line)) } else { clean.append((text, example.keyword.start.line)) }
        }
        if triggering.isEmpty, requireExamples {
            error(block.id.start, "rule '\(block.id.text)' has no trigger example; add 'trigger' with a log that breaks the rule (lines marked \(RuleDescription.violationMarker))")
            usable = false
        }
        if clean.isEmpty, requireExamples {
            error(block.id.start, "rule '\(block.id.text)' has no clean example; add 'clean' with a log that keeps the rule")
            usable = false
        }
        if severity == .note, let first = block.examples.first(where: \.triggering) {
            error(block.severity?.start ?? first.keyword.start, "a note-severity rule cannot have trigger examples (examples check warnings and errors); use warning or error")
            usable = false
        }
        return usable ? (triggering, clean) : nil
    }

    // MARK: Summary

    /// A sentence from the templates when the rule gives no summary.
    static func summary(of templates: [Template]) -> String {
        templates.map { template -> String in
            switch template {
            case let .pair(open, close, _): return "\(open.name) is followed by \(close.name)"
            case let .order(event, after): return "\(event.name) comes only after \(after.name)"
            case let .forbid(event, after): return "\(event.name) never comes after \(after.name)"
            case let .within(first, then, seconds): return "\(then.name) follows \(first.name) within \(TemplateMonitor.format(seconds)) s"
            case let .terminal(event, _): return "nothing happens to the object after \(event.name)"
            }
        }.joined(separator: "; ") + "."
    }
}

extension RuleCompiler {
    /// A rule id that clashes with another rule's.
    mutating func reportDuplicate(_ id: Located, _ message: String) {
        diagnostics.append(RulesDiagnostic(file: file, line: id.start.line, column: id.start.column, message: message))
    }
}
