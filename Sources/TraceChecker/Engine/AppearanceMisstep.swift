import TraceParser

/// An appearance callback that UIKit's four-state machine (R-A1) does not allow from the state
/// the object was in. ``AppearanceState/misstep(on:)`` is the whole transition table, including
/// the explicit ``AppearanceState/unknown`` start of an object whose timeline starts mid-life.
public enum AppearanceMisstep: String, CaseIterable, Sendable {
    /// viewWillAppear: while appearing.
    case doubleWillAppear
    /// viewWillAppear: while appeared.
    case willAppearWhileAppeared
    /// viewIsAppearing: outside an appearance.
    case isAppearingOutsideAppearance
    /// viewDidAppear: while disappeared.
    case didAppearWithoutWill
    /// viewDidAppear: while appeared.
    case didAppearTwice
    /// viewDidAppear: while disappearing.
    case didAppearWhileDisappearing
    /// viewWillDisappear: while disappeared.
    case willDisappearWhileHidden
    /// viewWillDisappear: while disappearing.
    case doubleWillDisappear
    /// viewDidDisappear: while appearing or appeared.
    case didDisappearWithoutWill
    /// viewDidDisappear: while disappeared.
    case didDisappearTwice

    /// Callbacks the class must be seen to log before this is a finding (R-P4): the callback whose
    /// absence would make the step legal.
    public var requiresAll: Set<EventKind> {
        switch self {
        case .doubleWillAppear: return [.viewWillDisappear]
        case .willAppearWhileAppeared: return []
        case .isAppearingOutsideAppearance, .didAppearWithoutWill, .didAppearTwice, .didAppearWhileDisappearing,
             .willDisappearWhileHidden:
            return [.viewWillAppear]
        case .doubleWillDisappear: return []
        case .didDisappearWithoutWill: return [.viewWillDisappear]
        case .didDisappearTwice: return [.viewWillDisappear, .viewWillAppear]
        }
    }

    /// At least one of these must be logged by the class as well.
    public var requiresAny: Set<EventKind> {
        switch self {
        case .willAppearWhileAppeared: return [.viewWillDisappear, .viewDidDisappear]
        // Between two viewWillDisappear: UIKit sends viewWillAppear: whichever way it went (a cancel back
        // to appeared, or viewDidDisappear: and a new appearance): a class that logs either shows the double.
        case .doubleWillDisappear: return [.viewDidDisappear, .viewWillAppear]
        default: return []
        }
    }
}

extension AppearanceState {
    /// The misstep `kind` makes from this state, or nil when UIKit allows it. From ``unknown``
    /// (a timeline that starts mid-life) every callback is allowed: nothing before it is known.
    /// The cancel edges Appearing -> Disappearing and Disappearing -> Appearing are legal (R-B1).
    public func misstep(on kind: EventKind) -> AppearanceMisstep? {
        switch (self, kind) {
        case (.unknown, _): return nil
        case (.appearing, .viewWillAppear): return .doubleWillAppear
        case (.appeared, .viewWillAppear): return .willAppearWhileAppeared
        case (.disappeared, .viewIsAppearing), (.appeared, .viewIsAppearing), (.disappearing, .viewIsAppearing):
            return .isAppearingOutsideAppearance
        case (.disappeared, .viewDidAppear): return .didAppearWithoutWill
        case (.appeared, .viewDidAppear): return .didAppearTwice
        case (.disappearing, .viewDidAppear): return .didAppearWhileDisappearing
        case (.disappeared, .viewWillDisappear): return .willDisappearWhileHidden
        case (.disappearing, .viewWillDisappear): return .doubleWillDisappear
        case (.appearing, .viewDidDisappear), (.appeared, .viewDidDisappear): return .didDisappearWithoutWill
        case (.disappeared, .viewDidDisappear): return .didDisappearTwice
        default: return nil
        }
    }
}
