/// Why a report could not be written. One message per case.
public enum OutputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The reader of standard output went away (`| head`): stop quietly.
    case closedPipe
    /// Writing failed (disk full, I/O error).
    case writeFailed(path: String, reason: String)
    /// The output file could not be created next to its destination.
    case cannotCreate(path: String, reason: String)
    /// The finished report could not replace the destination.
    case cannotReplace(path: String, reason: String)

    /// A one-line, user-facing message naming the path.
    public var description: String {
        switch self {
        case .closedPipe: return "standard output was closed"
        case let .writeFailed(path, reason): return "\(path): cannot write: \(reason)"
        case let .cannotCreate(path, reason): return "\(path): cannot create report: \(reason)"
        case let .cannotReplace(path, reason): return "\(path): cannot replace report: \(reason)"
        }
    }
}
