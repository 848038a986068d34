import TraceParser

// Pop and dismissal inference (R-B1, R-G3) from the order of appearance callbacks.
extension Engine {
    /// Push and present print old.willDisappear before new.willAppear; the new controller then
    /// "covers" the old one. When it later disappears while the covered one comes back, it was
    /// popped or dismissed. Tab switches print the other order and never cover.
    func trackCovering(_ object: ObjectRecord, event: Event, in session: SessionRecord) {
        // The list is only searched for an object flagged as in it, and only scanned for the
        // objects this one covered when some object ever covered it: a log full of unfinished
        // disappearances keeps 64 objects in the list, and every appearance scanned them all.
        switch event.kind {
        case .viewWillDisappear:
            leaveDisappearing(object, in: session)
            session.disappearing.append(object)
            object.isDisappearing = true
        case .viewWillAppear:
            leaveDisappearing(object, in: session)
            object.popped = false
            // Whoever started disappearing before this appearance and is still disappearing is covered by it,
            // unless this very object covered it: then that one was popped.
            if object.isCovered {
                for other in session.disappearing {
                    if other.covering === object {
                        other.popped = true
                    } else if object.covering == nil {
                        cover(other, by: object)
                    }
                }
            } else if object.covering == nil, let other = session.disappearing.first {
                cover(other, by: object)
            }
        case .viewDidDisappear:
            leaveDisappearing(object, in: session)
        default:
            break
        }
        if session.disappearing.count > 64 {
            let dropped = session.disappearing.count - 64
            for other in session.disappearing.prefix(dropped) { other.isDisappearing = false }
            session.disappearing.removeFirst(dropped)
        }
    }

    /// A controller deallocated while disappearing (a transition UIKit never finished) is no longer
    /// disappearing: left in the list, it would be the one every later pushed controller covers, and
    /// the pops after it would go unseen.
    func forgetDisappearing(_ object: ObjectRecord, in session: SessionRecord) {
        leaveDisappearing(object, in: session)
    }

    private func leaveDisappearing(_ object: ObjectRecord, in session: SessionRecord) {
        guard object.isDisappearing else { return }
        session.disappearing.removeAll { $0 === object }
        object.isDisappearing = false
    }

    private func cover(_ covered: ObjectRecord, by object: ObjectRecord) {
        object.covering = covered
        covered.isCovered = true
    }
}
