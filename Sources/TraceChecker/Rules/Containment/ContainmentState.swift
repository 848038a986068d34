import TraceParser

/// Decides whether a parent move adds or removes when the line does not print its argument
/// (`willMove(toParentViewController:)`): by alternation, like didMoveToWindow (R-K4).
struct ContainmentState {
    /// The object has a parent, as far as the log tells.
    var attached = false

    /// True when `event` (a will/did parent move) removes the object from its parent.
    func isRemoval(_ event: Event) -> Bool {
        switch event.argument.isNil {
        case true?: return true
        case false?: return false
        case nil: return attached
        }
    }
}
