import TraceParser

/// What an object's timeline keeps of one event: the parts, not their rendering, because most
/// events are never shown.
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
    private let storedArgument: EventArgument

    /// The argument as the line printed it, for `object`, the receiver.
    func argument(of object: ObjectRecord) -> String {
        if argumentIsReceiver, let className = object.classKey, let address = object.address {
            return "<" + className + ": " + Address.hex(address) + ">"
        }
        return storedArgument.rendered
    }

    /// The state the event leaves the object in, as timelines name it.
    private var state: String? { kind == .dealloc ? "deallocated" : AppearanceState.after(kind).map { $0.rawValue } }

    /// The entry as reports and timelines show it, for `object`, the receiver.
    func timelineEntry(of object: ObjectRecord) -> TimelineEntry {
        let rendered = argument(of: object)
        return TimelineEntry(line: line, logTime: logTime, event: kind.rawValue, selector: selector,
                             argument: rendered.isEmpty ? nil : rendered, state: state, isRepeatStatement: isRepeatStatement)
    }

    /// The entry as a finding's excerpt shows it (`12: viewDidAppear: <X: 0x1>  [appeared]`),
    /// built directly: through a ``TimelineEntry`` it cost several strings per line, and a log
    /// with hundreds of thousands of findings renders millions of excerpt lines.
    func excerptLine(of object: ObjectRecord) -> String {
        var text = String(line)
        text += ": "
        text += selector
        let rendered = argument(of: object)
        if !rendered.isEmpty { text += " "; text += rendered }
        if let state { text += "  ["; text += state; text += "]" }
        return text
    }
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
