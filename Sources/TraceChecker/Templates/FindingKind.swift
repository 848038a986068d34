/// What a template can find: the key of a ``TemplateRule``'s messages, and the FINDING of
/// `message FINDING "…"` in rules files. Each kind knows which `{placeholders}` it fills
/// (``TemplateMonitor`` supplies exactly these) and how it reads when a rule gives no message.
public enum FindingKind: String, CaseIterable, Sendable {
    /// A pair's open came again before its close.
    case unclosedNextOpen = "unclosed-next-open"
    /// The object deallocated with a pair open.
    case unclosedDealloc = "unclosed-dealloc"
    /// The log ended with a pair open (inconclusive).
    case unclosedEnd = "unclosed-end"
    /// A pair's close came with nothing open.
    case closeWithoutOpen = "close-without-open"
    /// An `order` event came before the event it requires.
    case outOfOrder = "out-of-order"
    /// A `forbid` event came after its trigger.
    case forbidden
    /// A `within` THEN came too late, or not before the next event past the limit.
    case tooLate = "too-late"
    /// The log ended before a `within` limit passed (inconclusive).
    case tooLateEnd = "too-late-end"
    /// Something happened to the object after its `terminal` event.
    case afterTerminal = "after-terminal"

    /// Placeholders every finding of the kind fills, besides the values its events bind.
    var standardValues: [String] {
        switch self {
        case .unclosedNextOpen, .unclosedDealloc, .unclosedEnd: return ["object", "open", "close", "line"]
        case .closeWithoutOpen: return ["object", "open", "close"]
        case .outOfOrder: return ["object", "event", "required"]
        case .forbidden: return ["object", "event", "trigger", "line"]
        case .tooLate, .tooLateEnd: return ["object", "first", "then", "line", "seconds"]
        case .afterTerminal: return ["object", "event", "terminal", "line"]
        }
    }

    /// The message of a finding whose rule gives none for its kind.
    var defaultMessage: String {
        switch self {
        case .unclosedNextOpen: return "{object}: {open} at line {line} was not followed by {close} before the next {open}"
        case .unclosedDealloc: return "{object}: {open} at line {line} was not followed by {close} before dealloc"
        case .unclosedEnd: return "{object}: {open} at line {line} was not followed by {close} before the log ended (inconclusive)"
        case .closeWithoutOpen: return "{object}: {close} without a preceding {open}"
        case .outOfOrder: return "{object}: {event} before any {required}"
        case .forbidden: return "{object}: {event} after {trigger} (line {line})"
        case .tooLate: return "{object}: {then} did not follow {first} (line {line}) within {seconds} s"
        case .tooLateEnd: return "{object}: the log ended less than {seconds} s after {first} (line {line}) without {then} (inconclusive)"
        case .afterTerminal: return "{object}: {event} after {terminal} (line {line})"
        }
    }

    /// Every name the engine itself fills; user groups may not take these names.
    static let reservedNames: Set<String> = Set(allCases.flatMap(\.standardValues))
}
