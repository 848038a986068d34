import TraceParser

/// What an object's timeline keeps of one event: the parts, not their rendering, because most
/// events are never shown (rendering is in Reporting/, where timelines and excerpts are made).
struct RecordedEvent {
    let line: Int
    let logTime: LogTime?
    let kind: EventKind
    let isRepeatStatement: Bool
    /// The argument is the receiver's own description (`-[X viewDidLoad] <X: 0x1>`), kept as this
    /// flag and rendered from the object's identity when shown: the parser reads it as text, a
    /// string of its own per line, and most lines of a busy log are such lines.
    let argumentIsReceiver: Bool
    let selector: String
    /// The argument, unless it is the receiver's own description.
    let storedArgument: EventArgument
}

extension RecordedEvent {
    /// The entry for `event` of `object`; `argumentIsReceiver` is the event's
    /// `argumentDescribes(className:address:)` of the object, which the engine works out once
    /// per event. Through the memberwise initializer: assigned one by one, the optimizer built a
    /// temporary and copied it.
    init(_ event: Event, isRepeatStatement: Bool, argumentIsReceiver: Bool) {
        self.init(line: event.line, logTime: event.time, kind: event.kind, isRepeatStatement: isRepeatStatement,
                  argumentIsReceiver: argumentIsReceiver, selector: event.selector,
                  storedArgument: argumentIsReceiver ? .unknown : event.argument)
    }
}
