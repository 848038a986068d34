import Testing
@testable import TraceParser

@Suite("Word windows")
struct WordWindowsTests {
    private static let words: [(bytes: [UInt8], flag: UInt8)] =
        [("view", 1), ("View", 1), ("Observer", 2), ("Observer", 4), ("memory warning", 8), ("dealloc", 16)].map { (Array($0.0.utf8), $0.1) }

    private static func naive(_ text: [UInt8], wanted: UInt8) -> UInt8 {
        var flags: UInt8 = 0
        for (word, flag) in words where wanted & flag != 0 && word.count <= text.count {
            if (0...(text.count - word.count)).contains(where: { text[$0..<($0 + word.count)].elementsEqual(word) }) { flags |= flag }
        }
        return flags
    }

    @Test("Each flag is set exactly when a plain search finds one of its words, at any position and length")
    func flagsAgreeWithPlainSearch() {
        let filter = WordWindows(Self.words)
        let alphabet = Array("viewVObsrmoy nwaigdlc".utf8)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var flagged = 0
        for round in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var text: [UInt8] = []
            var bits = state
            for _ in 0..<Int(state >> 58) {
                if bits < 64 { bits = state ^ UInt64(round) &* 0x9E37_79B9_7F4A_7C15 }
                text.append(alphabet[Int(bits % UInt64(alphabet.count))])
                bits /= UInt64(alphabet.count)
            }
            // Plant a word at a random position in every other text, so that every flag is met.
            if round % 2 == 0 {
                let word = Self.words[round / 2 % Self.words.count].bytes
                let at = text.isEmpty ? 0 : Int(state % UInt64(text.count + 1))
                text.insert(contentsOf: word, at: at)
            }
            let wanted: UInt8 = round % 3 == 0 ? 0b1_1111 : 0b0_1110
            let expected = Self.naive(text, wanted: wanted)
            if expected != 0 { flagged += 1 }
            #expect(text.withUnsafeBytes { filter.flags(in: $0, wanted: wanted) } == expected, "\(String(decoding: text, as: UTF8.self))")
            let first = text.withUnsafeBytes { filter.flags(in: $0, wanted: wanted, firstOnly: true) }
            #expect((first == 0) == (expected == 0) && first & ~expected == 0)
        }
        #expect(flagged > 5_000)
    }

    @Test("One word spelled with two flags sets both")
    func sharedWordSetsEveryFlag() {
        let filter = WordWindows(Self.words)
        let text = Array("an Observer was added".utf8)
        #expect(text.withUnsafeBytes { filter.flags(in: $0, wanted: 0xFF) } == 2 | 4)
        #expect(text.withUnsafeBytes { filter.flags(in: $0, wanted: 4) } == 4)
    }
}
