import Testing
@testable import TraceParser

/// The fence lines of a Markdown paste: which lines open or close a code block, and whether two
/// lines lie in different blocks.
@Suite("Markdown fences")
struct MarkdownFencesTests {
    private func isFence(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { MarkdownFences.isFence($0) }
    }

    @Test("Three backticks or more, with or without an info string, indented or quoted, are a fence line")
    func fenceLinesAreRecognised() {
        for line in ["```", "```swift", "``` swift", "````console", "   ```", "\t```objc title=\"log\"", "> ```", ">> ``` "] {
            #expect(isFence(line), "\(line)")
        }
    }

    @Test("Inline code, two backticks, tildes and text before the backticks are not fence lines")
    func otherLinesAreNotFences() {
        for line in ["", "``", "`viewDidLoad()`", "```<UIAlertController: 0x7fdf80067c00> on <X: 0x1> whose view```", "~~~", "~~~~~~",
                     "log: ```", "VC2 viewDidLoad Called", "``` has a ` inside"] {
            #expect(!isFence(line), "\(line)")
        }
    }

    @Test("Two lines are in different blocks when a fence line lies strictly between them")
    func blocksAreDividedByFenceLines() {
        let fences = MarkdownFences()
        for line in [3, 9, 12, 20] { fences.record(line: line) }
        #expect(fences.fence(after: 4, before: 8) == nil)
        #expect(fences.fence(after: 4, before: 10) == 9)
        #expect(fences.fence(after: 1, before: 4) != nil)
        #expect(fences.fence(after: 9, before: 12) == nil)
        #expect(fences.fence(after: 13, before: 21) != nil)
        #expect(fences.fence(after: 21, before: 30) == nil)
    }

    @Test("A line the parser reads again is recorded once, and a new source starts with none")
    func recordingIsIdempotentAndResettable() {
        let fences = MarkdownFences()
        fences.record(line: 5)
        fences.record(line: 5)
        fences.record(line: 2)
        #expect(fences.fence(after: 4, before: 6) != nil)
        #expect(fences.fence(after: 1, before: 3) == nil)
        fences.removeAll()
        #expect(fences.fence(after: 4, before: 6) == nil)
    }

    @Test("The reader records fence lines also where literal-first scanning leaves ordinary lines unread")
    func readerRecordsFencesOfUnreadLines() throws {
        let padding = String(repeating: "2024-01-01 10:00:00.000 App[1:2] nothing to see\n", count: 40)
        let text = padding + "```\n" + padding + "  ```swift\n" + padding + "> ```\n"
        let reader = TraceReader()
        try reader.read(MemoryByteSource(text: text, name: "-")) { _ in }
        #expect(reader.fences.fence(after: 40, before: 42) != nil)
        #expect(reader.fences.fence(after: 41, before: 81) == nil)
        #expect(reader.fences.fence(after: 81, before: 83) != nil)
        #expect(reader.fences.fence(after: 122, before: 124) != nil)
    }
}
