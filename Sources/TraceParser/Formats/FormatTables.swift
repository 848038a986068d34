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
    /// Wrappers with a prefilter: a line one of them may match is parsed.
    let wrapperTests: [Prefilter]
    /// Per first byte, bit k set when `wrapperTests[k]` can start with it: most lines need no test.
    let wrapperTestsByFirstByte: [UInt32]

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
        // Blanks, JSON's brackets, and `T`: an XCTest line that starts a test case starts a segment
        // (``RecordParser/segment``), which a line left unread would not; a backtick and `>`: a
        // Markdown fence line is recorded (``MarkdownFences``).
        for byte in [32, 9, 123, 91, 125, 84, 96, 62] { kept[byte] = true }
        var wrapperTests: [Prefilter] = []
        var byFirstByte = [UInt32](repeating: 0, count: 256)
        for index in wrapperRange {
            // A wrapper's prefilter answers for the line where it has one (PCRE2 names no first byte
            // for a pattern that starts with a letter, and grep's `FILE:` may start with any byte);
            // otherwise every byte it can start with keeps the line.
            let first = formats[index].regex.firstBytes
            if case let .prefilter(test) = fast[index], wrapperTests.count < 32 {
                let bit = UInt32(1) << UInt32(wrapperTests.count)
                wrapperTests.append(test)
                for byte in 0..<256 where first?[byte] ?? true { byFirstByte[byte] |= bit }
            } else if let first {
                for byte in 0..<256 where first[byte] { kept[byte] = true }
            } else {
                kept = [Bool](repeating: true, count: 256)
            }
        }
        self.kept = kept
        self.wrapperTests = wrapperTests
        wrapperTestsByFirstByte = byFirstByte
    }
}
