/// A limit that was reached while checking one source: the verdicts of that source may be
/// incomplete. A typed value with the numbers, so that each front end words it in its own terms
/// (the command line names the flag that raises the limit; an embedding app names its setting).
public enum LimitWarning: Sendable, Hashable {
    /// More than `limit` objects were alive at once (``CheckOptions/maxLiveObjects``), first at
    /// `firstLine`; the `dropped` oldest were resolved early and their later events judged as new objects.
    case liveObjects(limit: Int, firstLine: Int, dropped: Int)
    /// More than `limit` class names were tracked at once (``CheckOptions/maxClassNames``), first at
    /// `firstLine`; the `forgotten` least recently used were forgotten with the findings that waited for them.
    case classNames(limit: Int, firstLine: Int, forgotten: Int)
    /// `dropped` open obligations beyond `limit` per class or object (``CheckOptions/maxOpenObligations``)
    /// were dropped, oldest first.
    case openObligations(limit: Int, dropped: Int)
    /// `cutLines` lines longer than `limit` bytes (``CheckOptions/maxLineLength``) were cut; events
    /// after the cut are not seen.
    case lineLength(limit: Int, cutLines: Int)
}

extension LimitWarning: CustomStringConvertible {
    /// What happened, in one sentence that names no setting (a front end adds how to raise the limit).
    public var description: String {
        switch self {
        case let .liveObjects(limit, firstLine, dropped):
            "more than \(limit) objects were alive at once (first at line \(firstLine)); the \(dropped) oldest were resolved early and their later events judged as new objects"
        case let .classNames(limit, firstLine, forgotten):
            "more than \(limit) class names were tracked at once (first at line \(firstLine)); the \(forgotten) least recently used were forgotten with the findings that waited for them, and their later lines judged afresh"
        case let .openObligations(limit, dropped):
            "\(dropped) open obligation(s) (pending findings, observer registrations) beyond \(limit) per class or object were dropped, oldest first"
        case let .lineLength(limit, cutLines):
            "\(cutLines) line(s) longer than \(limit) bytes were cut; events after the cut are not seen"
        }
    }
}
