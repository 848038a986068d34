import TraceParser

// Pop and dismissal inference (R-B1, R-G3) from the order of appearance callbacks.
extension Engine {
    /// Push and present print old.willDisappear before new.willAppear; the new controller then
    /// "covers" the old one. When it later disappears while the covered one comes back, it was
    /// popped or dismissed. Tab switches print the other order and never cover.
    func trackCovering(_ object: ObjectRecord, event: Event, in session: SessionRecord) {
        switch event.kind {
        case .viewWillDisappear:
            session.disappearing.removeAll { $0 === object }
            session.disappearing.append(object)
        case .viewWillAppear:
            session.disappearing.removeAll { $0 === object }
            object.popped = false
            // Whoever started disappearing before this appearance and is still disappearing is covered by it,
            // unless this very object covered it: then that one was popped.
            for other in session.disappearing where other !== object {
                if other.covering === object {
                    other.popped = true
                } else if object.covering == nil {
                    object.covering = other
                }
            }
        case .viewDidDisappear, .viewDidAppear:
            if event.kind == .viewDidDisappear { session.disappearing.removeAll { $0 === object } }
        default:
            break
        }
        if session.disappearing.count > 64 { session.disappearing.removeFirst(session.disappearing.count - 64) }
    }
}
