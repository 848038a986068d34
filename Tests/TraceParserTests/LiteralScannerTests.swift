import Testing
@testable import TraceParser

@Suite("Literal scanner")
struct LiteralScannerTests {
    private static func naive(_ needles: [[UInt8]], _ text: [UInt8]) -> Bool {
        needles.contains { needle in
            !needle.isEmpty && needle.count <= text.count
                && (0...(text.count - needle.count)).contains { text[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    @Test("Finds a needle of any length at any position, and nothing where a plain search finds nothing")
    func agreesWithPlainSearch() {
        let needles = ["\u{1b}", "-[", "()", "abc", "view", "Observer", "memory warning"].map { Array($0.utf8) }
        let scanner = LiteralScanner(needles: needles)
        // Short texts over a small alphabet hit every position, every partial needle and every
        // window alignment.
        let alphabet = Array("-[()abcviewObsrmoyn \u{1b}".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var found = 0
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 59) + 1
            var text: [UInt8] = []
            for k in 0..<length { text.append(alphabet[Int((state >> UInt64(k % 50)) & 0xFF) % alphabet.count]) }
            let expected = Self.naive(needles, text)
            if expected { found += 1 }
            #expect(text.withUnsafeBytes { scanner.containsAny($0) } == expected, "\(String(decoding: text, as: UTF8.self))")
        }
        #expect(found > 1000)
        for needle in needles {
            for prefix in 0..<5 {
                let text = Array(repeating: UInt8(ascii: "z"), count: prefix) + needle + [UInt8(ascii: "z")]
                #expect(text.withUnsafeBytes { scanner.containsAny($0) })
                #expect(needle.dropLast().withUnsafeBytes { scanner.containsAny($0) } == Self.naive(needles, Array(needle.dropLast())))
            }
        }
    }

    @Test("In long texts a word is found in every lane of the sixteen-byte blocks and in the tail after them")
    func findsWordsAtEveryPositionOfLongTexts() {
        let words = ["view", "Observer", "memory warning"].map { Array($0.utf8) }
        let scanner = LiteralScanner(needles: words)
        for length in 18...70 {
            let filler = Array(repeating: UInt8(ascii: "z"), count: length)
            #expect(!filler.withUnsafeBytes { scanner.containsAny($0) })
            for word in words where word.count <= length {
                for at in 0...(length - word.count) {
                    var text = filler
                    text.replaceSubrange(at..<(at + word.count), with: word)
                    #expect(text.withUnsafeBytes { scanner.containsAny($0) }, "\(length) \(at) \(String(decoding: word, as: UTF8.self))")
                    // Cut by one byte the word is gone, and so is the hit.
                    text[at + word.count - 1] = UInt8(ascii: "z")
                    #expect(!text.withUnsafeBytes { scanner.containsAny($0) }, "\(length) \(at) \(String(decoding: word, as: UTF8.self)) cut")
                }
            }
        }
    }

    @Test("A needle that contains another is dropped: the shorter one finds every line the longer would")
    func longerNeedlesAreDropped() {
        let scanner = LiteralScanner(needles: ["Memory", "Memory Leak", "view", "parent view", "view"].map { Array($0.utf8) })
        #expect(scanner.needles.map { String(decoding: $0, as: UTF8.self) } == ["view", "Memory"])
    }

    @Test("Every message the recognizer finds an event in holds one of its needles")
    func recognizerNeedlesCoverItsHints() {
        let scanner = LiteralScanner(needles: EventRecognizer.needles)
        let messages = ["-[A viewDidLoad]", "+[B load]", "viewDidLoad()", "viewWillAppear(_:)", "A deinit", "addObserver x",
                        "Received memory warning.", "Unbalanced calls to begin/end appearance transitions for <A: 0x1>"]
        for message in messages {
            let bytes = Array(message.utf8)
            let hinted = bytes.withUnsafeBytes { EventRecognizer.hints($0) != nil }
            #expect(hinted)
            #expect(bytes.withUnsafeBytes { scanner.containsAny($0) }, "\(message)")
        }
    }
}
