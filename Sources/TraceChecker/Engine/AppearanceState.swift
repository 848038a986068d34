import TraceParser

/// The four states of UIKit's appearance machine (R-A1), plus "not yet known" for objects
/// whose timeline starts mid-life.
public enum AppearanceState: String, Sendable {
    /// Mid-life start: nothing seen yet that tells the state.
    case unknown
    /// Not in a window (initial).
    case disappeared
    /// Between viewWillAppear and viewDidAppear.
    case appearing
    /// Between viewDidAppear and viewWillDisappear.
    case appeared
    /// Between viewWillDisappear and viewDidDisappear.
    case disappearing

    /// The state an appearance callback leads to; nil for other events.
    static func after(_ kind: EventKind) -> AppearanceState? {
        switch kind {
        case .viewWillAppear: return .appearing
        case .viewDidAppear: return .appeared
        case .viewWillDisappear: return .disappearing
        case .viewDidDisappear: return .disappeared
        default: return nil
        }
    }

    /// True when UIKit may send `kind` in this state (R-A1, with the cancelled transitions of R-A4:
    /// a disappearance that turns back into an appearance, and the reverse).
    func expects(_ kind: EventKind) -> Bool {
        switch kind {
        case .viewWillAppear: return self == .unknown || self == .disappeared || self == .disappearing
        case .viewIsAppearing, .viewDidAppear: return self == .unknown || self == .appearing
        case .viewWillDisappear: return self == .unknown || self == .appeared || self == .appearing
        case .viewDidDisappear: return self == .unknown || self == .disappearing
        default: return false
        }
    }

    /// Appearing or appeared.
    var isVisible: Bool { self == .appearing || self == .appeared }
    /// In the middle of a transition.
    var isTransitioning: Bool { self == .appearing || self == .disappearing }
}
