import TraceParser

/// Decides whether a parent move adds or removes when the line does not print its argument
/// (`willMove(toParentViewController:)`): by alternation, like didMoveToWindow (R-K4).
/// A didMove that does not print its argument completes the willMove before it, whichever way that
/// went: an add's willMove already marks the object attached, so alternation alone would read the
/// add's own didMove as a removal.
struct ContainmentState {
    /// The object has a parent, as far as the log tells.
    var attached = false
    /// Whether the last willMove, still waiting for its didMove, removes (true) or adds (false).
    private var openWillRemoves: Bool?
    /// Whether a parent move or a removal of the object was seen before.
    private var moved = false
    /// True when the open willMove printed no argument and was the object's first move: read as an add
    /// only because the log says nothing of a parent, though it may start with the child attached
    /// (`print(self, #function)` prints `willMove(toParent:)` for `willMove(toParent: nil)` too).
    private(set) var openWillIsGuess = false

    /// True when `event` (a will/did parent move) removes the object from its parent.
    func isRemoval(_ event: Event) -> Bool {
        switch event.argument.isNil {
        case true?: return true
        case false?: return false
        case nil:
            if event.kind == .didMoveToParent, let open = openWillRemoves { return open }
            return attached
        }
    }

    /// Record `event`, a willMove that removes or adds, before `attached` changes.
    mutating func willMove(_ event: Event, removes: Bool) {
        openWillRemoves = removes
        openWillIsGuess = !moved && event.argument.isNil == nil
        moved = true
    }

    /// Record the didMove that completes the open willMove.
    mutating func didMove() {
        openWillRemoves = nil
        openWillIsGuess = false
        moved = true
    }

    /// Record removeFromParent(), which settles what the open willMove was: a removal's, when it was a guess.
    mutating func removeFromParent() {
        openWillIsGuess = false
        moved = true
    }
}
