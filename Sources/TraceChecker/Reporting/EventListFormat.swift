/// Output formats of `trace-check events`.
public enum EventListFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people.
    case text
    /// One JSON object per event.
    case ndjson
    /// RFC 4180 CSV with a header row.
    case csv
}
