/// Every line format in recognition order: user formats first (they are the most specific),
/// then envelopes, dated formats, undated formats and wrappers.
public final class FormatCatalog: Sendable {
    /// All formats; a record's `formatIndex` points into this array.
    public let formats: [LineFormat]
    let userRange: Range<Int>
    let envelopeRange: Range<Int>
    let datedRange: Range<Int>
    let undatedRange: Range<Int>
    let wrapperRange: Range<Int>

    /// Names of the pseudo-formats used for lines no pattern matched.
    public static let bareName = "bare", jsonName = "log-json", ndjsonName = "log-ndjson"
    /// The format of the line Xcode 15+ prints after each message, with that message's fields.
    static let xcodeMetadataName = "xcode-metadata"

    /// The built-in catalog plus `userFormats`, which are tried first.
    public init(userFormats: [LineFormat] = []) throws {
        let envelopes = try BuiltinFormats.envelopes(), dated = try BuiltinFormats.dated()
        let undated = try BuiltinFormats.undated(), wrappers = try BuiltinFormats.wrappers()
        var all = userFormats
        userRange = 0..<all.count
        all += envelopes; envelopeRange = userRange.upperBound..<all.count
        all += dated; datedRange = envelopeRange.upperBound..<all.count
        all += undated; undatedRange = datedRange.upperBound..<all.count
        all += wrappers; wrapperRange = undatedRange.upperBound..<all.count
        formats = all
        tables = FormatTables(formats: all, wrapperRange: wrapperRange)
    }

    /// What every parser of this catalog reads but never changes, worked out once.
    let tables: FormatTables

    /// The built-in catalog, compiled once per process.
    public static let standard: FormatCatalog = try! FormatCatalog()

    /// The formats no line pattern describes (JSON records are assembled across lines, a bare line
    /// is one no pattern matched that still holds an event), with what each one is.
    public static let pseudoFormats: [(name: String, summary: String)] = [
        (jsonName, "log show --style json (an array of records over many lines)"),
        (ndjsonName, "log show/stream --style ndjson (one JSON record per line)"),
        (bareName, "a line in no known format that still names a lifecycle call (bare print output)"),
    ]

    /// Names of every format, including the pseudo-formats, for statistics.
    public var allNames: [String] { formats.map(\.name) + FormatCatalog.pseudoFormats.map(\.name) }
}
