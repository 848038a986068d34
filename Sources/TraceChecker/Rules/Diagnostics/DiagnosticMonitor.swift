import TraceParser

/// The monitor of the rules that own one of UIKit's or Foundation's console diagnostics
/// (R-D1, R-D4, R-J1, R-J3, presentation warnings): each such diagnostic is a definite finding
/// on the object it names, phrased by its rule.
final class DiagnosticMonitor: RuleMonitor {
    /// The diagnostic the rule owns.
    let diagnostic: DiagnosticKind
    /// The finding's message for a diagnostic event about an object.
    let message: @Sendable (Event, ObjectRecord) -> String
    /// The hint of every finding.
    let hint: String

    init(diagnostic: DiagnosticKind, message: @escaping @Sendable (Event, ObjectRecord) -> String, hint: String) {
        self.diagnostic = diagnostic
        self.message = message
        self.hint = hint
    }

    /// It keeps no state of its object.
    func prepareForReuse() -> Bool { true }

    func observe(_ event: Event, of object: ObjectRecord, in context: MonitorContext) {
        guard event.kind == .diagnostic, event.diagnostic == diagnostic else { return }
        context.report(.definite, at: EventReference(event), message: message(event, object), hint: hint)
    }

    /// How a message names the object: a diagnostic that names no controller is about "a view controller".
    static func subject(_ object: ObjectRecord) -> String {
        object.classKey == nil && object.address == nil ? "a view controller" : object.displayName
    }
}
