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
        /// How the field is tested: by comparing bytes when the pattern is plain text (most
        /// selector and class patterns are `^word$`), else by PCRE2.
        let test: Test
        /// (group number, name) of every named group.
        let groups: [(index: Int, name: String)]

        enum Test {
            case literal(LiteralPattern)
            case regex(Regex)
        }

        init(subject: Subject, regex: Regex, groups: [(index: Int, name: String)]) {
            self.subject = subject
            test = .regex(regex)
            self.groups = groups
        }

        init(subject: Subject, literal: LiteralPattern) {
            self.subject = subject
            test = .literal(literal)
            groups = []
        }

        /// The text a `^text$` pattern matches exactly: the rule is dispatched by it.
        var exactText: String? {
            if case let .literal(literal) = test { return literal.exactText }
            return nil
        }

        var regex: Regex? {
            if case let .regex(regex) = test { return regex }
            return nil
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
        let sorted = fields.sorted { order.firstIndex(of: $0.subject)! < order.firstIndex(of: $1.subject)! }
        self.fields = sorted
        groupNames = fields.flatMap { $0.groups.map(\.name) }
        regexFields = sorted.indices.filter { sorted[$0].regex != nil }
    }

    /// Indices of the fields PCRE2 tests, in order; a matcher set holds one matcher for each.
    private let regexFields: [Int]

    /// True when the matcher reads `Event.message`.
    var readsMessages: Bool { fields.contains { $0.subject == .message } }

    /// The matcher as a template pattern.
    var pattern: EventPattern {
        EventPattern(name: name, groups: groupNames, requirement: requirement) { [self] event in self.evaluate(event) }
    }

    /// The most selective literal every match shows: a `^word$` selector, else such a class, else
    /// the kinds. nil when the matcher has none (then its rule sees every event).
    var requirement: EventPattern.Requirement? {
        if let text = fields.first(where: { $0.subject == .selector && $0.exactText != nil })?.exactText { return .selector(text) }
        if let text = fields.first(where: { $0.subject == .class && $0.exactText != nil })?.exactText { return .className(text) }
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
            guard case let .literal(literal) = field.test else { continue }
            switch field.subject {
            case .class:
                guard let name = event.className, literal.matches(name) else { return .noMatch }
            case .selector: if !literal.matches(event.selector) { return .noMatch }
            case .message: if !literal.matches(event.message) { return .noMatch }
            case .argument: if !literal.matches(event.argument.rendered) { return .noMatch }
            }
        }
        if regexFields.isEmpty { return .matched([:]) }
        let matchers = borrow()
        defer { giveBack(matchers) }
        var values: [String: String] = [:]
        for (slot, index) in regexFields.enumerated() {
            let field = fields[index]
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
                switch matchers[slot].search(bytes) {
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
        return regexFields.map { fields[$0].regex!.makeMatcher() }
    }

    private func giveBack(_ matchers: [RegexMatcher]) {
        lock.lock()
        pool.append(matchers)
        lock.unlock()
    }
}
