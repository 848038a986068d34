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
    /// was a willMove that printed no argument on an object whose birth the log does not show, or that
    /// had been on screen: read as an add only because the log says nothing of a parent, though it may start with the child
    /// attached (`print(self, #function)` prints `willMove(toParent:)` for `willMove(toParent: nil)` too).
    private var firstWillIsGuess = false
    /// The object's appearance when that willMove came.
    private var appearanceAtGuess: AppearanceState = .unknown
    /// The object was on screen when that willMove came, had been before it, or the log could not tell.
    private var onScreenByGuess = false
    /// The guess rests only on the object having been on screen before that willMove (off screen then,
    /// born in the log): a removal helper that takes the view out first removes the child at once, so only
    /// a removeFromParent() within a second of the willMove settles it, when the lines carry times.
    private var guessNeedsPromptRemoval = false
    /// When that willMove came.
    private var guessSeconds: Double?
    /// When a didMove without its argument came after it, if one did and the guess held.
    private var guessDidMoveSeconds: Double?

    /// True when `event` (a will/did parent move) removes the object from its parent.
    func isRemoval(_ event: Event, of object: ObjectRecord) -> Bool {
        switch Self.parentIsNil(event, of: object) {
        case true?: return true
        case false?: return false
        case nil:
            if event.kind == .didMoveToParent, let open = openWillRemoves { return open }
            return attached
        }
    }

    /// Whether the move `event` of `object` names no parent (nil when the line does not tell): only an
    /// object or nil does. The child's own description where the argument would be (`NSLog(@"%s %@",
    /// __func__, self)` in willMoveToParentViewController:, `<MyApp.ChildVC: 0x…>` however the module is
    /// spelled) tells nothing, nor does other text (`willMove(toParent:) called`, a flag, a line number).
    static func parentIsNil(_ event: Event, of object: ObjectRecord) -> Bool? {
        switch event.argument {
        case .none: return true
        case let .object(className, address):
            if let address, address == object.address { return nil }
            // A class-only child printed with its own description (`[ChildVC.swift:42] willMove(toParent:) <MyApp.ChildVC: 0x…>`).
            if object.address == nil, let className, let own = object.classKey, className == own || className.hasSuffix("." + own) { return nil }
            return event.argumentDescribes(className: object.classKey, address: object.address) ? nil : false
        default: return nil
        }
    }

    /// Record `event`, a willMove of `object` that removes or adds, before `attached` changes.
    mutating func willMove(_ event: Event, of object: ObjectRecord, removes: Bool) {
        openWillRemoves = removes
        // A child on screen before its first move, now or earlier (`child.view.removeFromSuperview()` before
        // `willMove(toParent: nil)`), was added before the log showed it: its add's willMove prints before it
        // appears. One born in the log and never seen on screen is being added.
        let onScreen = object.appearance.isVisible || object.sawAppearance
        firstWillIsGuess = !moved && (!Self.isBornInLog(object) || onScreen) && Self.parentIsNil(event, of: object) == nil
        appearanceAtGuess = object.appearance
        onScreenByGuess = onScreen || object.appearance == .unknown
        guessNeedsPromptRemoval = Self.isBornInLog(object) && !object.appearance.isVisible
        guessSeconds = event.time?.seconds
        guessDidMoveSeconds = nil
        moved = true
    }

    /// Record the didMove that completes the open willMove.
    mutating func didMove(_ event: Event, of object: ObjectRecord) {
        openWillRemoves = nil
        // A completed move was what it was read as, unless the child has left the screen since the guessed
        // willMove (a child being added does not) and this didMove names no parent: then it may be
        // removeFromParent()'s own didMove(toParent: nil), printed first by an override that logs after
        // calling super (R-P5).
        let leftScreen = onScreenByGuess && (object.appearance == .disappearing || object.appearance == .disappeared)
        if !(leftScreen && Self.parentIsNil(event, of: object) == nil) { firstWillIsGuess = false }
        guessDidMoveSeconds = event.time?.seconds
        moved = true
    }

    /// True when the log shows the object created or its view loaded: as its first line, or among its
    /// recent lines (a `commonInit` or `alloc` line may come first).
    private static func isBornInLog(_ object: ObjectRecord) -> Bool {
        object.bornInLog || object.sawCreation
    }

    /// Record the child's viewDidAppear: after a guessed first willMove, the child was being added.
    mutating func didAppear() { firstWillIsGuess = false }

    /// True at removeFromParent() when the object's first willMove, read as an add by guess
    /// (``firstWillIsGuess``), was the removal's own willMove(toParent: nil): the child did not appear
    /// since, as an added child does.
    func removalSettlesGuess(_ removal: Event, of object: ObjectRecord) -> Bool {
        guard firstWillIsGuess else { return false }
        if guessNeedsPromptRemoval, let now = removal.time?.seconds {
            if let since = guessSeconds, now - since >= 1 { return false }
            // A didMove between printed by an override after calling super is the removal's own, at the
            // same instant; one printed earlier completed an add.
            if let moved = guessDidMoveSeconds, now - moved > 0.1 { return false }
        }
        return !object.appearance.isVisible || appearanceAtGuess.isVisible
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
    /// Both containment rules' example of the guess (``removalSettlesGuess(_:of:)``): a removal printed with
    /// `print(self, #function)` from the log's start, which neither rule reports.
    static let removalFromTheLogStart = RuleExample("A removal printed with print(self, #function) from the log's start: willMove(toParent:) shows no argument, and removeFromParent() after it makes it the removal's willMove(toParent: nil)", """
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> deinit
        """)

    /// The other: a child the log shows loading and on screen, then removed with `%s` logging, which
    /// prints no argument (`-[ChildVC willMoveToParentViewController:]`).
    static let removalOfAVisibleChild = RuleExample("A child the log shows loaded and on screen, then removed with moves printed by %s (no argument): its first willMove is the removal's", """
        -[ChildVC viewDidLoad] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC viewWillAppear:] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC viewDidAppear:] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC willMoveToParentViewController:] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC viewWillDisappear:] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC viewDidDisappear:] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC removeFromParentViewController] <ChildVC: 0x7fa1c2e0b8d0>
        -[ChildVC didMoveToParentViewController:] <ChildVC: 0x7fa1c2e0b8d0>
        """)

    /// A child the log shows loaded and shown, whose removal takes its view out first
    /// (`view.removeFromSuperview()` before `willMove(toParent: nil)`): it had been on screen before
    /// its first willMove, so that willMove is no add.
    static let removalAfterTheViewLeft = RuleExample("A child that appeared before its first willMove without an argument, its view removed before willMove(toParent: nil): the removal's willMove", """
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidLoad()
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillAppear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidAppear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewWillDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> viewDidDisappear(_:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> willMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> removeFromParent()
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> didMove(toParent:)
        <MyApp.ChildVC: 0x7fa1c2e0b8d0> deinit
        """)
}
