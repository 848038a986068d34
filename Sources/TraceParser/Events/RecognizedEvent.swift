/// An event as read from one message, before the session and line context are attached.
public struct RecognizedEvent: Equatable, Sendable {
    /// Canonical kind.
    public var kind: EventKind
    /// Which diagnostic, for `.diagnostic`.
    public var diagnostic: DiagnosticKind?
    /// The object's class, module prefix removed.
    public var className: String?
    /// The receiver's address, when the line identifies it.
    public var address: UInt64?
    /// Selector or Swift function as printed.
    public var selector: String
    /// The kind the selector alone names (``Event/selectorKind``): `.viewWillAppear` for an observer
    /// line printed from inside `viewWillAppear:`, whose `kind` is `.addObserver`.
    public var selectorKind: EventKind
    /// Classified argument.
    public var argument: EventArgument {
        get { storedArgument.argument }
        set { storedArgument = StoredArgument(newValue) }
    }
    /// The argument as the event path keeps it (see ``StoredArgument``).
    var storedArgument = StoredArgument(.unknown)
    /// `+[Cls sel]`.
    public var isClassMethod = false
    /// Source line printed by the logging macro.
    public var sourceLine: Int?
    /// True when the line lists several instances of the class and not which one received the call
    /// (a printed navigation stack): the recognizer emits no event for it.
    var receiverIsOneOfSeveral = false
}
