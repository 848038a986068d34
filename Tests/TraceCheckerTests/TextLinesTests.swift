import Testing
@testable import TraceChecker

/// Rules files and examples are cut into lines by a byte scan that must agree with Swift's own
/// split at line feeds.
@Suite("Text lines")
struct TextLinesTests {
    static let texts = [
        "", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "  rule r\n    ↓-[A b] <A: 0x1>\n",
        "a\r\nb\nc\r\n", "a\r\r\nb\r", "e\u{301}\nx\u{301}\n\u{301}", "é\nü\n", "\u{FEFF}event e\n",
    ]

    @Test("Lines are the slices split(separator: \"\\n\") gives, CR LF pairs, accents and all", arguments: texts)
    func sameAsSplit(_ text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        #expect(text.lineFeedSeparatedLines.map { Array($0.unicodeScalars) } == expected)
        #expect(text.lineFeedSeparatedLines.map(String.init) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
