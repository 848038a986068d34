import Testing
@testable import TraceChecker

/// Rules-file text keeps the place of every Unicode scalar through trimming and splitting, so
/// an error inside it points at the right column whatever the text holds.
@Suite("Located text")
struct LocatedTextTests {
    @Test("Splitting off the first word keeps each scalar's column, after accented letters too")
    func splitKeepsColumns() throws {
        let line = Located("  héllo \twörld ü  ", line: 3, column: 5)
        let (word, rest) = try #require(line.splitFirstWord())
        #expect(word.text == "héllo")
        #expect(word.start == SourcePosition(line: 3, column: 7))
        #expect(word.end == SourcePosition(line: 3, column: 12))
        #expect(rest.text == "wörld ü")
        #expect(rest.start == SourcePosition(line: 3, column: 14))
        #expect(rest.end == SourcePosition(line: 3, column: 21))
        #expect(rest.position(ofScalar: 6) == SourcePosition(line: 3, column: 20))
        #expect(word.slice(1..<4).text == "éll")
        #expect(word.slice(1..<4).start == SourcePosition(line: 3, column: 8))
    }

    @Test("Blank text trims to nothing at its end, and has no first word")
    func blankText() {
        let blank = Located(" \t ", line: 1, column: 1)
        #expect(blank.trimmed().text.isEmpty)
        #expect(blank.trimmed().start == SourcePosition(line: 1, column: 4))
        #expect(blank.splitFirstWord() == nil)
        #expect(Located("", line: 2, column: 9).splitFirstWord() == nil)
    }

    @Test("Slices past the end are cut at the end")
    func sliceClamps() {
        let text = Located("abc", line: 1, column: 1)
        #expect(text.slice(1..<10).text == "bc")
        #expect(text.slice(5..<9).text.isEmpty)
        #expect(text.slice(5..<9).start == SourcePosition(line: 1, column: 4))
    }
}
