/// How serious a violation is. Ordered: `note < warning < error`.
public enum Severity: String, CaseIterable, Codable, Comparable, Sendable {
    /// Inconclusive or informational: the log cannot prove more.
    case note
    /// Often a defect, but UIKit has legal paths that produce it.
    case warning
    /// UIKit never produces this by itself on a correctly identified, instrumented object.
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// One step less certain: used when the object's identity is weak (class name only).
    public var weakened: Severity {
        switch self {
        case .error: return .warning
        case .warning, .note: return .note
        }
    }
}
