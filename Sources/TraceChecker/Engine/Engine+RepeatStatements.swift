import TraceParser

// Repeated statements (R-P9): one call printed by several statements is one event.
extension Engine {
    /// Several log statements in one call are one event, but an identical repeat of a callback line
    /// of a UIKit callback is a second call (the double-callback bug users look for) unless the line proves otherwise:
    /// a source line number the call has not printed yet (see ``continuesOpenCall(_:line:open:)``),
    /// or, printed at once (within 0.1 s of
    /// log time), a different payload (consecutive statements print different things) or the same
    /// description of another object (a `%@` of a helper, as in sequence 37). `argumentIsReceiver`
    /// is the event's `argumentDescribes` of `object`, which the engine works out once per event.
    func isRepeatStatement(_ event: Event, of object: ObjectRecord, argumentIsReceiver: Bool) -> Bool {
        guard event.kind != .diagnostic, event.kind != .addObserver, event.kind != .removeObserver else { return false }
        // `viewDidLoad End`, `Exit viewDidLoad <X: 0x…>`, `viewDidLoad took 145.2ms`: the method printed it
        // as it returned, so it ends the object's open call of that method and is no call of its own.
        // (The receiver's description first: reading `argument` renders a kept one.)
        if !argumentIsReceiver, object.eventCount > 0, object.lastSelectorKind == event.selectorKind, case let .text(now) = event.argument,
           object.lastSelector == event.selector,
           CallMarker.closesCall(now), endsOpenCall(event, of: object) {
            object.rareFacts.closedCallAt = object.eventCount
            return true
        }
        if let line = event.sourceLine {
            let facts = object.rareFacts
            // After other callbacks, only where a new call would break the state machine: an if/else
            // logs from one branch at the first appearance and from the other at the next.
            if var open = facts.openCalls[event.selector], continuesOpenCall(event, line: line, open: open),
               object.lastSelector == event.selector || !Engine.isExpectedCall(event, of: object) {
                open.record(event, line: line)
                facts.openCalls[event.selector] = open
                return true
            }
            var open = OpenCall()
            open.record(event, line: line)
            facts.openCalls[event.selector] = open
            return false
        }
        if object.lastSelector != event.selector { return !argumentIsReceiver && isClosurePrint(event, of: object) }
        guard object.eventCount > 0 else { return false }
        // After a line that opened the call (`loadView() Start`), the method's lines are that call's
        // until another one opens a call: its end marker, the statements between, time or not.
        // (The stored argument: a receiver's description, which opens nothing, is not rendered for this.)
        if !object.lastArgumentIsReceiver, case let .text(opened) = object.storedLastArgument, let opening = CallMarker.opening(opened) {
            let now: String? = if case let .text(text) = event.argument { text } else { nil }
            guard opening == .aroundStatement else { return !(now.map(CallMarker.opensCall) ?? false) }
            // Around statements (`before super`, `after super`, `before reloadData`): the call's lines say
            // where they are; a line that says nothing, or the first line again, is another call.
            guard let now, !now.isEmpty, now != opened else { return false }
            return CallMarker.opening(now).map { $0 == .aroundStatement } ?? true
        }
        // Only a time stamp can tell "printed again at once" from "called again".
        guard let now = event.time, let then = object.lastSeconds, now.seconds - then <= 0.1 else { return false }
        // Both lines printed the object's own description: the same text, which describes no other
        // object. Decided here without rendering the two descriptions.
        if argumentIsReceiver, object.lastArgumentIsReceiver { return event.kind == .other }
        switch (event.argument, object.lastArgument) {
        case (.object, .object), (.text, .text):
            // Any other method takes arguments, and different ones are different calls (`subscribe:
            // name=Typing`, `name=Presence`); its identical lines at once are the statements of one call.
            guard event.kind != .other else { return event.argument == object.lastArgument }
            if event.argument != object.lastArgument { return true }
            return RepeatPayload.describesAnotherObject(event.argument, than: object)
        default:
            return false
        }
    }

    /// True when `event`, a line of the object's last method that says the call ended, ends the call
    /// the object's last line was in: one that line opened (`Start`, `Enter`), or one it did not say had
    /// ended, printed less than a second before (or neither line has a time). A monitor's `took 12ms`
    /// after every call, or a line that ends each call, is each a call of its own.
    private func endsOpenCall(_ event: Event, of object: ObjectRecord) -> Bool {
        let last: String? = if !object.lastArgumentIsReceiver, case let .text(text) = object.storedLastArgument { text } else { nil }
        // The call already printed its end: this is the next call's.
        if object.rare?.closedCallAt == object.eventCount { return false }
        if let last, CallMarker.closesCall(last) { return false }
        if let last, CallMarker.opensCall(last) { return true }
        // Without times nothing tells it from a second call's only line: read as one call, the error-free way.
        guard let now = event.time?.seconds, let then = object.lastSeconds else { return event.time == nil }
        return now >= then && now - then < 1
    }

    /// True when `event`, a load or appearance callback's line after other callbacks that would break
    /// the state machine as a call of its own, is most likely
    /// printed by a closure the method made (a completion handler, a `Task`, a `sink`, a block:
    /// Swift's `#function` and a block's `_cmd` there are still the method's name): it prints text
    /// where the method's last line printed none (`viewDidLoad() response: 200`, `viewDidAppear(_:)
    /// CancellationError()`), and a second call of one statement prints what the first did.
    private func isClosurePrint(_ event: Event, of object: ObjectRecord) -> Bool {
        guard event.kind == .viewDidLoad || event.kind == .loadView || event.kind.isAppearance,
              case let .text(text) = event.argument, !text.isEmpty,
              !Engine.isExpectedCall(event, of: object),
              let last = object.entries.last(where: { $0.selector == event.selector && !$0.isRepeatStatement }) else { return false }
        if !last.argumentIsReceiver, last.storedArgument == .unknown { return true }
        // The method's line said it started (`viewDidLoad() start`): a line of it that starts nothing is the
        // closure's (`viewDidLoad() feed loaded: 20 items`); a second call would say it started again.
        if case let .text(opened) = last.storedArgument, CallMarker.opensCall(opened), !CallMarker.opensCall(text) { return true }
        return false
    }

    /// True when `event` would be a call UIKit may make in the object's state: an appearance callback
    /// the state machine expects (a re-appearance that prints why is a call, not a closure's line),
    /// never a second load.
    static func isExpectedCall(_ event: Event, of object: ObjectRecord) -> Bool {
        event.kind.isAppearance && object.appearance.expects(event.kind)
    }

    /// Whether a statement at source line `line` belongs to the `open` call of its method: one the
    /// call has not printed yet does, earlier or later, at once or after other callbacks (a
    /// statement in a loop, or in a closure the method made, such as a completion handler: Swift's
    /// `#function` there is still the method's name). One it printed already starts a second call
    /// (a second call need not print the first statement: it may sit in a branch), unless printed
    /// at once (within 0.1 s) with another payload than the last time, or with the same one when the
    /// call went back to it from a later statement, after two or more it does not repeat: a loop
    /// (`section 0`, `section 1`), or a logger that writes one call's statements out of order.
    private func continuesOpenCall(_ event: Event, line: Int, open: OpenCall) -> Bool {
        guard let printed = open.statements.first(where: { $0.line == line }) else { return true }
        guard let now = event.time?.seconds, let then = open.lastSeconds, now >= then, now - then <= 0.1 else { return false }
        // At once, a statement printed again with the same payload is a loop in the call when the call
        // went back to it from a later statement, after statements the loop does not repeat (ZHLog's
        // README: lines 26 to 30, then 33 to 37 ten times); a second call starts again from its first
        // statement, and one printed twice in a row may be the only statement a second call prints.
        // (Two statements or more before it that the loop does not repeat: a second call that skips a
        // conditional first statement goes back to the second.)
        return OpenCall.text(of: event) != printed.text
            || (printed.line != open.lastLine && open.statements.filter { $0.line < printed.line }.count >= 2)
    }
}
