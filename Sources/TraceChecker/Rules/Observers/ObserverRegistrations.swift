import TraceParser

/// One live NotificationCenter registration of an object.
struct ObserverRegistration {
    let name: String?
    let blockBased: Bool
    let added: EventReference
    /// Registered while the object was appearing or appeared (the viewWillAppear pattern, R-I3).
    let duringAppearance: Bool
    /// Set once the object started disappearing after the registration.
    var disappearedSince: EventReference?
}

extension Event {
    /// The observer argument of an observer event.
    var observerArgument: (name: String?, blockBased: Bool)? {
        if case let .observer(name, blockBased) = argument { return (name, blockBased) }
        return nil
    }
}
