import TraceParser

/// A rule made of templates, so that built-in pairs (views' will/did moves) and users' rules
/// share one mechanism. `message` phrases each finding; `{name}` placeholders are replaced by
/// bound values.
public struct TemplateRule: Rule {
    public let description: RuleDescription
    /// The templates checked for every object.
    public let templates: [Template]
    /// Message per finding kind (falls back to a generic sentence).
    public let messages: [String: String]
    /// Hint shown with every finding.
    public let hint: String?
    /// Findings on objects known only by class are weakened.
    public let weakenWithoutAddress: Bool

    /// A template rule from its parts.
    public init(description: RuleDescription, templates: [Template], messages: [String: String] = [:], hint: String? = nil,
                weakenWithoutAddress: Bool = true) {
        self.description = description
        self.templates = templates
        self.messages = messages
        self.hint = hint
        self.weakenWithoutAddress = weakenWithoutAddress
    }

    public func makeMonitor() -> RuleMonitor { TemplateMonitor(rule: self) }

    /// Replace `{name}` placeholders by values.
    static func render(_ format: String, _ values: [String: String]) -> String {
        var text = format
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    static let defaultMessages: [String: String] = [
        "unclosed-next-open": "{object}: {open} at line {line} was not followed by {close} before the next {open}",
        "unclosed-dealloc": "{object}: {open} at line {line} was not followed by {close} before dealloc",
        "unclosed-end": "{object}: {open} at line {line} was not followed by {close} before the log ended (inconclusive)",
        "close-without-open": "{object}: {close} without a preceding {open}",
        "out-of-order": "{object}: {event} before any {required}",
        "forbidden": "{object}: {event} after {trigger} (line {line})",
        "too-late": "{object}: {then} did not follow {first} (line {line}) within {seconds} s",
        "too-late-end": "{object}: the log ended less than {seconds} s after {first} (line {line}) without {then} (inconclusive)",
        "after-terminal": "{object}: {event} after {terminal} (line {line})",
    ]
}

/// Per-object state of a ``TemplateRule``: one slot per template, each keyed by bound values.
final class TemplateMonitor: RuleMonitor {
    let rule: TemplateRule
    private var open: [[String: EventReference]]
    private var seen: [[String: EventReference]]
    private var pendingWithin: [[String: EventReference]]

    /// `terminal` templates judge what comes after the end of an object's life.
    var watchesAfterRetirement: Bool {
        rule.templates.contains { if case .terminal = $0 { return true } else { return false } }
    }

    init(rule: TemplateRule) {
        self.rule = rule
        open = Array(repeating: [:], count: rule.templates.count)
        seen = Array(repeating: [:], count: rule.templates.count)
        pendingWithin = Array(repeating: [:], count: rule.templates.count)
    }

    private func key(_ values: [String: String]) -> String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1}")
    }

    private func emit(_ kind: String, _ certainty: Certainty, at reference: EventReference, values: [String: String],
                      related: [(String, EventReference)] = [], requiresAll: Set<EventKind> = [], in context: MonitorContext) {
        var all = values
        all["object"] = context.object.identity.displayName
        let format = rule.messages[kind] ?? TemplateRule.defaultMessages[kind] ?? "{object}: \(kind)"
        let adjusted: Certainty = certainty == .definite && rule.weakenWithoutAddress && context.object.isWeak ? .weak : certainty
        context.report(adjusted, at: reference, message: TemplateRule.render(format, all), related: related,
                       hint: rule.hint, requiresAll: requiresAll)
    }

    func observe(_ event: Event, in context: MonitorContext) {
        let here = EventReference(event)
        for (index, template) in rule.templates.enumerated() {
            switch template {
            case let .pair(openPattern, closePattern, options):
                let names = ["open": openPattern.name, "close": closePattern.name]
                if let bound = closePattern.match(event) {
                    let k = key(bound)
                    if open[index].removeValue(forKey: k) == nil, options.closeWithoutOpen {
                        emit("close-without-open", .definite, at: here, values: names.merging(bound) { $1 },
                             requiresAll: options.requiresAll, in: context)
                    }
                    // A pattern may be both close and open (a restart); fall through to the open check.
                    if openPattern.match(event) == nil { continue }
                }
                if let bound = openPattern.match(event) {
                    let k = key(bound)
                    if let previous = open[index][k], options.beforeNextOpen {
                        emit("unclosed-next-open", .definite, at: previous,
                             values: names.merging(bound) { $1 }.merging(["line": "\(previous.line)"]) { $1 },
                             related: [("the next \(openPattern.name) came here", here)], requiresAll: options.requiresAll, in: context)
                    }
                    open[index][k] = here
                } else if event.kind == .dealloc, options.beforeDealloc {
                    for (k, previous) in open[index] {
                        emit("unclosed-dealloc", .definite, at: here, values: names.merging(["line": "\(previous.line)"]) { $1 }
                                .merging(unkey(k)) { $1 },
                             related: [("\(previous.selector) was here", previous)], requiresAll: options.requiresAll, in: context)
                    }
                    open[index].removeAll()
                }
            case let .order(eventPattern, required):
                if let bound = required.match(event) { seen[index][key(bound)] = here }
                if let bound = eventPattern.match(event), seen[index][key(bound)] == nil, required.match(event) == nil {
                    emit("out-of-order", .definite, at: here,
                         values: ["event": eventPattern.name, "required": required.name].merging(bound) { $1 }, in: context)
                }
            case let .forbid(eventPattern, trigger):
                if let bound = eventPattern.match(event), let previous = seen[index][key(bound)] {
                    emit("forbidden", .definite, at: here,
                         values: ["event": eventPattern.name, "trigger": trigger.name, "line": "\(previous.line)"].merging(bound) { $1 },
                         related: [("\(previous.selector) was here", previous)], in: context)
                }
                if let bound = trigger.match(event) { seen[index][key(bound)] = here }
            case let .within(first, then, seconds):
                if let bound = then.match(event) {
                    let k = key(bound)
                    if let start = pendingWithin[index].removeValue(forKey: k), let t0 = start.time, let t1 = event.time,
                       t1.seconds - t0.seconds > seconds {
                        emit("too-late", .definite, at: here,
                             values: ["first": first.name, "then": then.name, "line": "\(start.line)", "seconds": Self.format(seconds)]
                                .merging(bound) { $1 }, related: [("\(start.selector) was here", start)], in: context)
                    }
                }
                if let bound = first.match(event) {
                    pendingWithin[index][key(bound)] = here
                    if let t = event.time { context.schedule(deadline: t.seconds + seconds) }
                }
            case let .terminal(terminalPattern, allowed):
                if let previous = seen[index][""] {
                    if allowed?.match(event) == nil {
                        emit("after-terminal", .definite, at: here,
                             values: ["event": event.selector, "terminal": terminalPattern.name, "line": "\(previous.line)"],
                             related: [("\(previous.selector) was here", previous)], in: context)
                    }
                } else if terminalPattern.match(event) != nil {
                    seen[index][""] = here
                }
            }
        }
    }

    func deadlinePassed(at event: Event?, in context: MonitorContext) {
        for (index, template) in rule.templates.enumerated() {
            guard case let .within(first, then, seconds) = template else { continue }
            for (k, start) in pendingWithin[index] {
                guard let t0 = start.time else { continue }
                let values = ["first": first.name, "then": then.name, "line": "\(start.line)", "seconds": Self.format(seconds)]
                    .merging(unkey(k)) { $1 }
                if let event, let now = event.time, now.seconds - t0.seconds > seconds {
                    emit("too-late", .definite, at: EventReference(event), values: values,
                         related: [("\(start.selector) was here", start)], in: context)
                    pendingWithin[index][k] = nil
                } else if event == nil {
                    emit("too-late-end", .inconclusive, at: start, values: values, in: context)
                    pendingWithin[index][k] = nil
                }
            }
        }
    }

    func finish(in context: MonitorContext) {
        for (index, template) in rule.templates.enumerated() {
            guard case let .pair(openPattern, closePattern, options) = template, options.beforeEnd else { continue }
            for (k, previous) in open[index].sorted(by: { $0.value.line < $1.value.line }) {
                emit("unclosed-end", .inconclusive, at: previous,
                     values: ["open": openPattern.name, "close": closePattern.name, "line": "\(previous.line)"].merging(unkey(k)) { $1 },
                     requiresAll: options.requiresAll, in: context)
            }
            open[index].removeAll()
        }
    }

    private func unkey(_ k: String) -> [String: String] {
        guard !k.isEmpty else { return [:] }
        var values: [String: String] = [:]
        for part in k.split(separator: "\u{1}") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            if pieces.count == 2 { values[String(pieces[0])] = String(pieces[1]) }
        }
        return values
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
