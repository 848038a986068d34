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
    /// True from the object's first move until its next move or removeFromParent(), when that move
    /// was a willMove that printed no argument on an object whose birth the log does not show: read as
    /// an add only because the log says nothing of a parent, though it may start with the child
    /// attached (`print(self, #function)` prints `willMove(toParent:)` for `willMove(toParent: nil)` too).
    private var firstWillIsGuess = false
    /// The object's appearance when that willMove came.
    private var appearanceAtGuess: AppearanceState = .unknown

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

    /// Record `event`, a willMove of `object` that removes or adds, before `attached` changes.
    mutating func willMove(_ event: Event, of object: ObjectRecord, removes: Bool) {
        openWillRemoves = removes
        firstWillIsGuess = !moved && !object.bornInLog && event.argument.isNil == nil
        appearanceAtGuess = object.appearance
        moved = true
    }

    /// Record the didMove that completes the open willMove.
    mutating func didMove() {
        openWillRemoves = nil
        // A completed move was what it was read as: a removal's willMove has no didMove before removeFromParent().
        firstWillIsGuess = false
        moved = true
    }

    /// True at removeFromParent() when the object's first willMove, read as an add by guess
    /// (``firstWillIsGuess``), was the removal's own willMove(toParent: nil): the child did not appear
    /// since, as an added child does.
    func removalSettlesGuess(of object: ObjectRecord) -> Bool {
        guard firstWillIsGuess else { return false }
        let appearsNow = object.appearance == .appearing || object.appearance == .appeared
        return !appearsNow || appearanceAtGuess == .appearing || appearanceAtGuess == .appeared
    }

    /// Record removeFromParent(), which calls didMove(toParent: nil) itself: a didMove without its
    /// argument after it is that one.
    mutating func removeFromParent() {
        firstWillIsGuess = false
        openWillRemoves = true
        moved = true
    }
}

extension ContainmentState {
    /// Both containment rules' example of the guess (``removalSettlesGuess(of:)``): a removal printed with
    /// `print(self, #function)` from the log's start, which neither rule reports.
    static let removalFromTheLogStart = RuleExample("A removal printed with print(self, #function) from the log's start: willMove(toParent:) shows no argument, and removeFromParent() after it makes it the removal's willMove(toParent: nil)", """
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> deinit
        """)
}
