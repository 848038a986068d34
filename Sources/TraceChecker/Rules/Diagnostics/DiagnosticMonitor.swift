import TraceParser

/// The monitor of the rules that own one of UIKit's or Foundation's console diagnostics
/// (R-D1, R-D4, R-J1, R-J3, presentation warnings): each such diagnostic is a definite finding
/// on the object it names, phrased by its rule.
///
/// One exception is often printed twice: the run loop logs `Caught exception during autorelease
/// pool drain …` (or the app's own handler logs the reason) and then the runtime prints `***
/// Terminating app due to uncaught exception …` with the same reason. Two findings would count
/// one crash twice, so a diagnostic that repeats the object's previous finding word for word,
/// when one of the two lines is the termination and they are printed at once, is not reported again.
final class DiagnosticMonitor: RuleMonitor {
    /// The diagnostics the rule owns.
    let diagnostics: Set<DiagnosticKind>
    /// The finding's message for a diagnostic event about an object.
    let message: @Sendable (Event, ObjectRecord) -> String
    /// The hint of a finding, from its event.
    let hint: @Sendable (Event) -> String
    /// The certainty of a finding, from its event: UIKit's advice (a table laid out off screen) is a note.
    let certainty: @Sendable (Event) -> Certainty

    init(diagnostics: Set<DiagnosticKind>, message: @escaping @Sendable (Event, ObjectRecord) -> String, hint: @escaping @Sendable (Event) -> String,
         certainty: @escaping @Sendable (Event) -> Certainty = { _ in .definite }) {
        self.diagnostics = diagnostics
        self.message = message
        self.hint = hint
        self.certainty = certainty
    }

    /// A monitor whose findings all have the same hint.
    convenience init(diagnostic: DiagnosticKind, message: @escaping @Sendable (Event, ObjectRecord) -> String, hint: String) {
        self.init(diagnostics: [diagnostic], message: message, hint: { _ in hint })
    }

    /// The object's last finding: its message, the line's log time and line number, and whether
    /// the line announced the app's termination.
    private var last: (message: String, seconds: Double?, line: Int, terminates: Bool)?

    /// It keeps only the last finding of its object.
    func prepareForReuse() -> Bool {
        last = nil
        return true
    }

    func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
        guard event.kind == .diagnostic, let diagnostic = event.diagnostic, diagnostics.contains(diagnostic) else { return }
        let text = message(event, object)
        let terminates = event.message.contains(Self.termination)
        defer { last = (text, event.time?.seconds, event.line, terminates) }
        if let last, last.message == text, last.terminates || terminates, Self.printedAtOnce(last.seconds, last.line, event) { return }
        context.report(certainty(event), at: EventReference(event), message: text, hint: hint(event))
    }

    /// The runtime's words when an exception ends the app.
    static let termination = "Terminating app due to uncaught exception"

    /// True when `event` was printed right after a line at `seconds` and `line`: within a second
    /// of log time, or, without times, within `lines` lines (two: one sentence's copies; more where a
    /// report prints a list between them).
    static func printedAtOnce(_ seconds: Double?, _ line: Int, _ event: Event, withinLines lines: Int = 2) -> Bool {
        if let seconds, let now = event.time?.seconds { return abs(now - seconds) <= 1 }
        return event.line - line <= lines
    }

    /// How a message names the object: a diagnostic that names none is about `unnamed` ("a view
    /// controller" for UIKit's sentences; KVO's are about any object).
    static func subject(_ object: ObjectRecord, unnamed: String = "a view controller") -> String {
        object.classKey == nil && object.address == nil ? unnamed : object.displayName
    }
}
