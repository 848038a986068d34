import TraceParser

/// What a monitor can do while handling one event: ask what the log shows around its object
/// (how far the log went on, what the class and a related object's class log), report, schedule
/// deadlines. The object itself is an argument of every ``RuleMonitor`` call, so a monitor never
/// unwraps it; the session and class records behind these answers stay the engine's.
public final class MonitorContext {
    /// The object of the call in progress, set by the engine before every monitor call; reports
    /// and deadlines are filed under it. One context serves every call, hence the optional.
    var object: ObjectRecord!
    /// True when the log continued after `reference` by more than `seconds` of log time.
    public func logContinued(after reference: EventReference, by seconds: Double) -> Bool {
        Self.time(from: reference, to: object.session.lastTime, exceeds: seconds)
    }
    /// True when both times are known and `end` is more than `seconds` after `reference`.
    private static func time(from reference: EventReference, to end: LogTime?, exceeds seconds: Double) -> Bool {
        guard let start = reference.time, let end else { return false }
        return end.seconds - start.seconds > seconds
    }
    /// True when the object's session went on after `reference` with events of other objects:
    /// for logs without time stamps, the evidence that the log did not simply end there.
    public func sessionContinued(after reference: EventReference) -> Bool {
        let session = object.session
        return session.eventCount > object.eventCount && reference.line < (session.lastLine ?? reference.line)
    }
    /// True when the object's session went on after `reference` by more than `seconds` of log
    /// time on threads other than background ones: a background thread's lines say nothing of
    /// how far the main thread, where UIKit's callbacks run, has gone.
    public func foregroundContinued(after reference: EventReference, by seconds: Double) -> Bool {
        Self.time(from: reference, to: object.session.lastForegroundTime, exceeds: seconds)
    }
    /// True when another object's appearance callback, on a thread other than a background one,
    /// came after the object's latest event: UIKit sends it once the callback before it has
    /// returned, so whatever that printed after its first line (the removals a callback prints
    /// after announcing itself) is in the log. A plain call after it proves less: the callback
    /// may have made it (a view model told to stop, a subview released) before its removals; so
    /// does a viewDidDisappear:, which a container forwards to its children from inside its own.
    public var appearanceFollowedObject: Bool {
        guard let last = object.entries.last?.line, let after = object.session.lastForegroundAppearanceLine else { return false }
        return last < after
    }
    /// True when a viewDidAppear: not on a background thread came after line `start` and before
    /// line `end`: a transition that was running at `start` had ended by `end`.
    public func transitionEnded(after start: Int, before end: Int) -> Bool {
        guard let line = object.session.lastForegroundDidAppearLine else { return false }
        return start < line && line < end
    }
    /// True when the object's session logged a memory warning after line `line`.
    public func memoryWarning(after line: Int) -> Bool {
        guard let warning = object.session.lastMemoryWarningLine else { return false }
        return warning > line
    }
    /// Most open obligations a monitor keeps per object (registrations without removal, say).
    public var maxOpenObligations: Int { engine.options.maxOpenObligations }

    /// A monitor dropped its oldest open obligation at the limit: the report will say so.
    public func droppedObligation() { engine.droppedObligations += 1 }
    /// A pattern of the current rule could not be evaluated on the event of `line`: the rule did
    /// not check it, and the report will say so (once per rule and file).
    public func patternFailed(_ failure: RegexFailure, line: Int) {
        engine.patternFailures[ruleIndex, default: PatternFailureTally()].add(failure, line: line)
    }
    /// Grace period for leak checks.
    public var gracePeriod: Double { engine.options.gracePeriod }
    /// Set while `deadlinePassed(at: nil, …)` is called because a live input went quiet for the
    /// grace period and wall-clock time carried log time past the deadline, not because the log
    /// ended: the log time it stands for (the last log time plus the silence). The deadline stays
    /// pending: it passes again, with an event or at the end.
    public internal(set) var quietLogTime: Double?
    /// True while a deadline passes because a live input went quiet (`quietLogTime` is set).
    public var passedWhileQuiet: Bool { quietLogTime != nil }

    unowned let engine: Engine
    var ruleIndex = 0

    init(engine: Engine) { self.engine = engine }

    /// Does the object's class log `kind` anywhere in the session (so far)?
    public func classLogs(_ kind: EventKind) -> Bool { object.classFacts.logs(kind) }

    /// Does the class named `className` log `kind` anywhere in the object's session (so far)?
    public func classLogs(_ kind: EventKind, ofClass className: String) -> Bool {
        object.session.logs(kind, forClass: className)
    }

    /// Does the class of the object at `address` in the object's session (the object tracked
    /// there now) log `kind`? False when no object is tracked at the address.
    public func classLogs(_ kind: EventKind, ofObjectAt address: UInt64) -> Bool {
        guard let other = object.session.addresses[address] else { return false }
        return object.session.logs(kind, forClass: other.classKey)
    }

    /// Report a finding about the current object. It is emitted now if the class is already
    /// seen to log every kind in `requiresAll` and one of `requiresAny` (instrumentation
    /// coverage, R-P4); otherwise it waits until the class logs them, and is dropped at the end
    /// of the log if it never does.
    public func report(_ certainty: Certainty, at reference: EventReference, message: String,
                       related: [(String, EventReference)] = [], hint: String? = nil,
                       requiresAll: Set<EventKind> = [], requiresAny: Set<EventKind> = []) {
        engine.report(ruleIndex: ruleIndex, object: object, certainty: certainty, at: reference, message: message,
                      related: related, hint: hint, requiresAll: requiresAll, requiresAny: requiresAny)
    }

    /// Ask for `deadlinePassed` once log time passes `seconds` (absolute log seconds).
    public func schedule(deadline seconds: Double) {
        engine.schedule(deadline: seconds, object: object, ruleIndex: ruleIndex)
    }
}
