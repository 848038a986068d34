import TraceParser

/// Timeline entries and excerpt lines, rendered from what an object's timeline kept of its
/// events only when a report or timeline shows them.
extension RecordedEvent {
    /// The argument as the line printed it, for `object`, the receiver.
    func argument(of object: ObjectRecord) -> String {
        if argumentIsReceiver, let className = object.classKey, let address = object.address {
            return "<" + className + ": " + Address.hex(address) + ">"
        }
        return storedArgument.rendered
    }

    /// The state the event leaves the object in, as timelines name it.
    var state: String? { kind == .dealloc ? "deallocated" : AppearanceState.after(kind).map { $0.rawValue } }

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
