import TraceParser

/// A rule made of templates, so that built-in pairs (views' will/did moves) and users' rules
/// share one mechanism. `message` phrases each finding; `{name}` placeholders are replaced by
/// bound values.
public struct TemplateRule: Rule {
    public let description: RuleDescription
    /// The templates checked for every object.
    public let templates: [Template]
    /// Message per finding kind (a kind without one reads ``FindingKind``'s default sentence).
    public let messages: [FindingKind: String]
    /// Hint shown with every finding.
    public let hint: String?
    /// Findings on objects known only by class are weakened.
    public let weakenWithoutAddress: Bool
    /// True when a pattern reads `Event.message` of every event (user `message` matchers), so the
    /// reader must keep each line's text; the default path keeps it only where built-ins need it.
    public let needsMessages: Bool
    /// Per template, the bound names that slice its state (``Template/sliceKeys``), computed once.
    let sliceKeys: [[String]]
    /// Where a user rule is declared (`FILE:LINE` of its `rule` line), for warnings about it.
    public let location: String?
    /// Every pattern of the templates, as plain references. In a `Template` they are enum payloads
    /// whose spare bits carry the case, which a leak checker cannot read as pointers: a rule still
    /// reachable when a process exits (a worker thread tearing down) had its patterns reported as
    /// leaked (LeakSanitizer, in the CLI tests' sanitizer runs). Held here, they are seen reachable.
    private let patternReferences: [EventPattern]

    /// A template rule from its parts.
    public init(description: RuleDescription, templates: [Template], messages: [FindingKind: String] = [:], hint: String? = nil,
                weakenWithoutAddress: Bool = true, needsMessages: Bool = false, location: String? = nil) {
        self.description = description
        self.location = location
        self.templates = templates
        self.messages = messages
        self.hint = hint
        self.weakenWithoutAddress = weakenWithoutAddress
        self.needsMessages = needsMessages
        patternReferences = templates.flatMap(\.allPatterns)
        sliceKeys = templates.map(\.sliceKeys)
        relevantKinds = TemplateRule.relevantKinds(of: templates)
        relevantKindMask = relevantKinds.map(ClassFacts.mask(of:))
        indexedTriggers = TemplateRule.triggers(of: templates)
        templateKinds = templates.map { TemplateRule.relevantKinds(of: [$0]).map(ClassFacts.mask(of:)) }
        emptyState = sliceKeys.map { MarkTable(isSliced: !$0.isEmpty) }
    }

    /// One empty table per template, shared by every new monitor until it first writes.
    let emptyState: [MarkTable]

    /// Per template, ``relevantKinds(of:)`` of it alone as a mask: a template skips other events unread.
    let templateKinds: [UInt64?]

    /// See ``relevantKinds(of:)``.
    let relevantKinds: Set<EventKind>?
    /// ``relevantKinds`` as a mask, for the monitors' hot path.
    let relevantKindMask: UInt64?

    /// See ``triggers(of:)``.
    let indexedTriggers: RuleTriggers?

    public var triggers: RuleTriggers? { indexedTriggers }

    /// The literals that can start a monitor of these templates: every pattern that can change
    /// a template's state from scratch must require one. A dealloc, which closes open pairs,
    /// reaches monitors that started anyway; a terminal template judges every event after its
    /// own, so a rule with one follows its object once its monitor started.
    static func triggers(of templates: [Template]) -> RuleTriggers? {
        var triggers = RuleTriggers()
        for template in templates {
            if case .terminal = template { triggers.followsOnceStarted = true }
            for pattern in template.startingPatterns {
                switch pattern.requirement {
                case let .selector(selector)?: triggers.selectors.insert(selector)
                case let .className(name)?: triggers.classes.insert(name)
                case let .kinds(kinds)?: triggers.kinds.formUnion(kinds)
                case nil: return nil
                }
            }
        }
        return triggers
    }

    public func makeMonitor() -> RuleMonitor { TemplateMonitor(rule: self) }

    /// The kinds the templates can react to, when every pattern tests only the kind.
    public var observedKinds: Set<EventKind>? { relevantKinds }

    /// Kinds any template of the rule can react to (plus dealloc), or nil when some pattern looks
    /// beyond the kind or a template must see every event: monitors skip other events cheaply.
    static func relevantKinds(of templates: [Template]) -> Set<EventKind>? {
        var relevant: Set<EventKind> = [.dealloc]
        for template in templates {
            guard let patterns = template.patterns else { return nil }
            for pattern in patterns {
                guard let kinds = pattern.kinds else { return nil }
                relevant.formUnion(kinds)
            }
        }
        return relevant
    }

    /// Replace `{name}` placeholders by values in one pass, so a value that itself contains
    /// braces is never expanded again; unknown names stay as written.
    static func render(_ format: String, _ values: [String: String]) -> String {
        let utf8 = format.utf8
        guard utf8.contains(UInt8(ascii: "{")) else { return format }
        // Messages are ASCII nearly always, and there every byte is a character: the placeholders
        // are found in the bytes (a walk by `Character` cost about 50,000 instructions a message).
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return renderCharacters(format, values) }
        let bytes = Array(utf8)
        var text = ""
        text.reserveCapacity(bytes.count + 32)
        var copied = 0, from = 0
        while let open = bytes[from...].firstIndex(of: UInt8(ascii: "{")) {
            from = open + 1
            guard let close = bytes[from...].firstIndex(of: UInt8(ascii: "}")),
                  let value = values[String(decoding: bytes[from..<close], as: UTF8.self)] else { continue }
            text += String(decoding: bytes[copied..<open], as: UTF8.self)
            text += value
            copied = close + 1
            from = copied
        }
        return text + String(decoding: bytes[copied...], as: UTF8.self)
    }

    /// ``render(_:_:)`` by characters, for messages that are not ASCII: a `{` that a combining
    /// mark follows is part of another character, not a placeholder.
    static func renderCharacters(_ format: String, _ values: [String: String]) -> String {
        guard format.contains("{") else { return format }
        var text = ""
        var rest = format[...]
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                text.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            text += value
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}

/// Per-object state of a ``TemplateRule``: one slot per template, each keyed by the values of
/// the template's slice keys (empty for built-ins, which bind nothing).
final class TemplateMonitor: RuleMonitor {
    /// An event that opened, triggered or started something, with the values its pattern bound
    /// (so a finding reported later, at dealloc or a deadline, can still name them).
    struct Mark {
        var reference: EventReference
        var values: [String: String]
    }

    let rule: TemplateRule
    // Unchecked exclusivity, as for ``ObjectRecord``: a monitor is confined to its engine's
    // thread and no access to these nests in another; the checks cost a run-time call per
    // template per event.
    @exclusivity(unchecked) private var open: [MarkTable]
    @exclusivity(unchecked) private var seen: [MarkTable]
    @exclusivity(unchecked) private var pendingWithin: [MarkTable]

    /// `terminal` templates judge what comes after the end of an object's life.
    var watchesAfterRetirement: Bool {
        rule.templates.contains { if case .terminal = $0 { return true } else { return false } }
    }

    private let relevantKinds: UInt64?

    init(rule: TemplateRule) {
        self.rule = rule
        relevantKinds = rule.relevantKindMask
        open = rule.emptyState
        seen = rule.emptyState
        pendingWithin = rule.emptyState
    }

    /// Empty tables again: reused, the arrays are this monitor's own, where a fresh monitor's
    /// first mark copied the rule's shared empty state (an allocation per object).
    func prepareForReuse() -> Bool {
        for index in open.indices {
            open[index].removeAll()
            seen[index].removeAll()
            pendingWithin[index].removeAll()
        }
        return true
    }

    /// The slice of template `index` an event's bound values fall in; "" when it has no slice keys
    /// (the common case, which allocates nothing).
    private func key(_ values: [String: String], _ index: Int) -> String {
        let names = rule.sliceKeys[index]
        if names.isEmpty { return "" }
        return names.map { "\($0)=\(values[$0] ?? "")" }.joined(separator: "\u{1}")
    }

    private func emit(_ kind: FindingKind, _ certainty: Certainty, at reference: EventReference, values: [String: String],
                      related: [(String, EventReference)] = [], requiresAll: Set<EventKind> = [], of object: ObjectRecord, in context: MonitorContext) {
        var all = values
        all["object"] = object.displayName
        let format = rule.messages[kind] ?? kind.defaultMessage
        let adjusted: Certainty = certainty == .definite && rule.weakenWithoutAddress && object.isWeak ? .weak : certainty
        context.report(adjusted, at: reference, message: TemplateRule.render(format, all), related: related,
                       hint: rule.hint, requiresAll: requiresAll)
    }

    func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
        let bit = ClassFacts.bit(event.kind)
        if let relevant = relevantKinds, relevant & bit == 0 { return }
        // Made once, and only when some template reacts to the event.
        lazy var here = EventReference(event)
        for (index, template) in rule.templates.enumerated() {
            if let kinds = rule.templateKinds[index], kinds & bit == 0 { continue }
            switch template {
            case let .pair(openPattern, closePattern, options):
                // Built only when a finding is reported: most events report nothing.
                var names: [String: String] { ["open": openPattern.name, "close": closePattern.name] }
                let opened = openPattern.match(event, in: context)
                if let bound = closePattern.match(event, in: context) {
                    if open[index].removeValue(forKey: key(bound, index)) == nil, options.closeWithoutOpen {
                        emit(.closeWithoutOpen, .definite, at: here, values: bound.merging(names) { $1 },
                             requiresAll: options.requiresAll, of: object, in: context)
                    }
                    // A pattern may be both close and open (a restart); fall through to the open check.
                    if opened == nil { continue }
                }
                if let bound = opened {
                    let k = key(bound, index)
                    if let previous = open[index][k], options.beforeNextOpen {
                        emit(.unclosedNextOpen, .definite, at: previous.reference,
                             values: previous.values.merging(names) { $1 }.merging(["line": "\(previous.reference.line)"]) { $1 },
                             related: [("the next \(openPattern.name) came here", here)], requiresAll: options.requiresAll, of: object, in: context)
                    }
                    open[index].set(Mark(reference: here, values: bound), forKey: k, in: context)
                } else if event.kind == .dealloc, options.beforeDealloc {
                    for previous in open[index].values.sorted(by: { $0.reference.line < $1.reference.line }) {
                        emit(.unclosedDealloc, .definite, at: here,
                             values: previous.values.merging(names) { $1 }.merging(["line": "\(previous.reference.line)"]) { $1 },
                             related: [("\(previous.reference.selector) was here", previous.reference)],
                             requiresAll: options.requiresAll, of: object, in: context)
                    }
                    open[index].removeAll()
                }
            case let .order(eventPattern, required):
                let requiredBound = required.match(event, in: context)
                if let bound = requiredBound { seen[index].set(Mark(reference: here, values: bound), forKey: key(bound, index), in: context) }
                if requiredBound == nil, let bound = eventPattern.match(event, in: context), seen[index][key(bound, index)] == nil {
                    emit(.outOfOrder, .definite, at: here,
                         values: bound.merging(["event": eventPattern.name, "required": required.name]) { $1 }, of: object, in: context)
                }
            case let .forbid(eventPattern, trigger):
                if let bound = eventPattern.match(event, in: context), let previous = seen[index][key(bound, index)] {
                    emit(.forbidden, .definite, at: here,
                         values: previous.values.merging(bound) { $1 }
                            .merging(["event": eventPattern.name, "trigger": trigger.name, "line": "\(previous.reference.line)"]) { $1 },
                         related: [("\(previous.reference.selector) was here", previous.reference)], of: object, in: context)
                }
                if let bound = trigger.match(event, in: context) { seen[index].set(Mark(reference: here, values: bound), forKey: key(bound, index), in: context) }
            case let .within(first, then, seconds):
                if let bound = then.match(event, in: context) {
                    if let start = pendingWithin[index].removeValue(forKey: key(bound, index)), let t0 = start.reference.time,
                       let t1 = event.time, t1.seconds - t0.seconds > seconds {
                        emit(.tooLate, .definite, at: here,
                             values: start.values.merging(bound) { $1 }.merging(withinNames(first, then, seconds, start)) { $1 },
                             related: [("\(start.reference.selector) was here", start.reference)], of: object, in: context)
                    }
                }
                if let bound = first.match(event, in: context) {
                    pendingWithin[index].set(Mark(reference: here, values: bound), forKey: key(bound, index), in: context)
                    if let t = event.time { context.schedule(deadline: t.seconds + seconds) }
                }
            case let .terminal(terminalPattern, allowed):
                if let previous = seen[index][""] {
                    if allowed?.match(event, in: context) == nil {
                        emit(.afterTerminal, .definite, at: here,
                             values: previous.values.merging(["event": event.selector, "terminal": terminalPattern.name,
                                                              "line": "\(previous.reference.line)"]) { $1 },
                             related: [("\(previous.reference.selector) was here", previous.reference)], of: object, in: context)
                    }
                } else if let bound = terminalPattern.match(event, in: context) {
                    seen[index].set(Mark(reference: here, values: bound), forKey: "", in: context)
                }
            }
        }
    }

    private func withinNames(_ first: EventPattern, _ then: EventPattern, _ seconds: Double, _ start: Mark) -> [String: String] {
        ["first": first.name, "then": then.name, "line": "\(start.reference.line)", "seconds": Self.format(seconds)]
    }

    func deadlinePassed(at event: Event?, of object: ObjectRecord, in context: MonitorContext) {
        for (index, template) in rule.templates.enumerated() {
            guard case let .within(first, then, seconds) = template else { continue }
            for (k, start) in pendingWithin[index].entries.sorted(by: { $0.value.reference.line < $1.value.reference.line }) {
                guard let t0 = start.reference.time else { continue }
                let values = start.values.merging(withinNames(first, then, seconds, start)) { $1 }
                if let quiet = context.quietLogTime {
                    // A live device went quiet past the deadline: THEN did not come in time, and
                    // there is no later line to report it at, so it is reported at FIRST.
                    if quiet - t0.seconds > seconds {
                        emit(.tooLate, .definite, at: start.reference, values: values, of: object, in: context)
                        pendingWithin[index].removeValue(forKey: k)
                    }
                } else if let event, let now = event.time, now.seconds - t0.seconds > seconds {
                    emit(.tooLate, .definite, at: EventReference(event), values: values,
                         related: [("\(start.reference.selector) was here", start.reference)], of: object, in: context)
                    pendingWithin[index].removeValue(forKey: k)
                } else if event == nil {
                    emit(.tooLateEnd, .inconclusive, at: start.reference, values: values, of: object, in: context)
                    pendingWithin[index].removeValue(forKey: k)
                }
            }
        }
    }

    func finish(of object: ObjectRecord, in context: MonitorContext) {
        for (index, template) in rule.templates.enumerated() {
            guard case let .pair(openPattern, closePattern, options) = template, options.beforeEnd else { continue }
            for previous in open[index].values.sorted(by: { $0.reference.line < $1.reference.line }) {
                emit(.unclosedEnd, .inconclusive, at: previous.reference,
                     values: previous.values.merging(["open": openPattern.name, "close": closePattern.name,
                                                      "line": "\(previous.reference.line)"]) { $1 },
                     requiresAll: options.requiresAll, of: object, in: context)
            }
            open[index].removeAll()
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
