import Foundation
import TraceParser

/// A user event compiled: optional event kinds plus PCRE2 patterns over the event's class,
/// selector, message and argument, all of which must match. Named groups bind values
/// (`(?<name>\w+)`); a group that did not take part binds "". Shared by every engine thread:
/// each match borrows a set of PCRE2 matchers from a small pool, because a matcher's match
/// data may serve only one thread at a time.
final class EventMatcher: @unchecked Sendable {
    /// What a pattern is matched against.
    enum Subject: String, CaseIterable, Sendable {
        /// The class name, module prefix removed (`PlayerViewController`).
        case `class`
        /// The selector or Swift function as printed (`startSession`, `viewWillAppear:`, `play()`).
        case selector
        /// The whole message of the line (everything after the format's header).
        case message
        /// The text after the method, as classified (`nil`, `<Parent: 0x1>`, `true`, free text).
        case argument
    }

    struct Field {
        let subject: Subject
        let regex: Regex
        /// (group number, name) of every named group.
        let groups: [(index: Int, name: String)]
        /// The text a `^word$` pattern (letters, digits, `_`, `:`) matches exactly: the most common
        /// selector matcher is tested by comparing strings, without PCRE2.
        let literal: String?

        init(subject: Subject, regex: Regex, groups: [(index: Int, name: String)]) {
            self.subject = subject
            self.regex = regex
            self.groups = groups
            let pattern = regex.pattern
            if pattern.count > 2, pattern.hasPrefix("^"), pattern.hasSuffix("$"),
               pattern.dropFirst().dropLast().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") }) {
                literal = String(pattern.dropFirst().dropLast())
            } else {
                literal = nil
            }
        }
    }

    /// The name the rules file gave it.
    let name: String
    let kinds: Set<EventKind>?
    let fields: [Field]
    /// Names of every value the matcher binds.
    let groupNames: [String]
    private let lock = NSLock()
    private var pool: [[RegexMatcher]] = []

    init(name: String, kinds: Set<EventKind>?, fields: [Field]) {
        self.name = name
        self.kinds = kinds
        // Cheap, short subjects first: most events are rejected by kind or selector.
        let order: [Subject] = [.selector, .class, .argument, .message]
        self.fields = fields.sorted { order.firstIndex(of: $0.subject)! < order.firstIndex(of: $1.subject)! }
        groupNames = fields.flatMap { $0.groups.map(\.name) }
        allLiteral = fields.allSatisfy { $0.literal != nil }
    }

    /// Every field is a literal: no PCRE2 matcher is ever needed.
    private let allLiteral: Bool

    /// True when the matcher reads `Event.message`.
    var readsMessages: Bool { fields.contains { $0.subject == .message } }

    /// The matcher as a template pattern.
    var pattern: EventPattern {
        EventPattern(name: name, groups: groupNames, requirement: requirement) { [self] event in self.evaluate(event) }
    }

    /// The most selective literal every match shows: a `^word$` selector, else such a class, else
    /// the kinds. nil when the matcher has none (then its rule sees every event).
    var requirement: EventPattern.Requirement? {
        if let literal = fields.first(where: { $0.subject == .selector && $0.literal != nil })?.literal { return .selector(literal) }
        if let literal = fields.first(where: { $0.subject == .class && $0.literal != nil })?.literal { return .className(literal) }
        if let kinds { return .kinds(kinds) }
        return nil
    }

    /// nil when `event` does not match (or a pattern could not be evaluated on it); otherwise the bound values.
    func match(_ event: Event) -> [String: String]? {
        if case let .matched(values) = evaluate(event) { return values }
        return nil
    }

    /// Whether `event` matches, with the bound values; a pattern PCRE2 gave up on is a failure,
    /// not a miss.
    func evaluate(_ event: Event) -> EventPattern.Outcome {
        if let kinds, !kinds.contains(event.kind) { return .noMatch }
        if fields.isEmpty { return .matched([:]) }
        // Literal fields first, without borrowing matchers: most events fail here.
        for field in fields {
            guard let literal = field.literal else { continue }
            switch field.subject {
            case .class: if event.className != literal { return .noMatch }
            case .selector: if event.selector != literal { return .noMatch }
            case .message: if event.message != literal { return .noMatch }
            case .argument: if event.argument.rendered != literal { return .noMatch }
            }
        }
        if allLiteral { return .matched([:]) }
        let matchers = borrow()
        defer { giveBack(matchers) }
        var values: [String: String] = [:]
        for (index, field) in fields.enumerated() where field.literal == nil {
            var subject: String
            switch field.subject {
            case .class:
                guard let name = event.className else { return .noMatch }
                subject = name
            case .selector: subject = event.selector
            case .message: subject = event.message
            case .argument: subject = event.argument.rendered
            }
            let outcome: EventPattern.Outcome = subject.withUTF8 { buffer in
                let bytes = UnsafeRawBufferPointer(buffer)
                switch matchers[index].search(bytes) {
                case let .matched(match):
                    for (group, name) in field.groups {
                        values[name] = match[group].map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) } ?? ""
                    }
                    return .matched([:])
                case .noMatch: return .noMatch
                case let .failed(failure): return .failed(failure)
                }
            }
            if case .matched = outcome { continue }
            return outcome
        }
        return .matched(values)
    }

    private func borrow() -> [RegexMatcher] {
        lock.lock()
        if let matchers = pool.popLast() {
            lock.unlock()
            return matchers
        }
        lock.unlock()
        return fields.map { $0.regex.makeMatcher() }
    }

    private func giveBack(_ matchers: [RegexMatcher]) {
        lock.lock()
        pool.append(matchers)
        lock.unlock()
    }
}
