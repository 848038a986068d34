/// What every ``RecordParser`` of a catalog reads per line but never changes, worked out once
/// per catalog: a parser is made per source, and per example of every rule when a rules file
/// loads (4,000 examples for 2,000 rules), where building these tables was a fifth of the load.
struct FormatTables: Sendable {
    /// Per format: hand parser or prefilter.
    let fast: [FastFormat]
    /// Per format: the bytes a match can start with.
    let canStart: [[Bool]]
    /// Per format: group numbers.
    let groups: [LineFormat.Groups]
    /// Per format: the fields recognition reads per line.
    let infos: [FormatInfo]
    /// First bytes of lines ``RecordParser/canSkip(_:)`` never allows: indentation
    /// (continuations, wrappers such as React Native's), JSON structure, and every byte a
    /// wrapper format can start with.
    let kept: [Bool]
    /// Wrappers whose first bytes are not in `kept`: a line one of them may match is parsed.
    let wrapperTests: [Prefilter]

    /// The fields of a format that recognition reads per line (no struct copies per line).
    struct FormatInfo: Sendable {
        let name: String
        let role: LineRole
        let ignoresTime: Bool
        let tidRadix: ThreadIDRadix
    }

    init(formats: [LineFormat], wrapperRange: Range<Int>) {
        fast = formats.map { $0.fast.usable }
        canStart = formats.map { $0.regex.firstBytes ?? [Bool](repeating: true, count: 256) }
        groups = formats.map(\.groups)
        infos = formats.map { FormatInfo(name: $0.name, role: $0.role, ignoresTime: $0.ignoresTime, tidRadix: $0.tidRadix) }
        var kept = [Bool](repeating: false, count: 256)
        for byte in [32, 9, 123, 91, 125] { kept[byte] = true }
        var wrapperTests: [Prefilter] = []
        for index in wrapperRange {
            // PCRE2 names no first byte for a pattern that starts with a letter (it could be
            // caseless): the wrapper's prefilter answers for the line instead.
            if let first = formats[index].regex.firstBytes {
                for byte in 0..<256 where first[byte] { kept[byte] = true }
            } else if case let .prefilter(test) = fast[index] {
                wrapperTests.append(test)
            } else {
                kept = [Bool](repeating: true, count: 256)
            }
        }
        self.kept = kept
        self.wrapperTests = wrapperTests
    }
}
