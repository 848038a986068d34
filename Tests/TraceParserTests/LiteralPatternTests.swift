import Testing
@testable import TraceParser

/// `LiteralPattern` answers exactly what PCRE2 answers for the patterns it takes, and takes no
/// pattern whose meaning is more than text.
@Suite("Literal patterns")
struct LiteralPatternTests {
    /// PCRE2's answer: does `pattern` find a match in `subject`?
    private func pcre2(_ pattern: String, _ subject: String) throws -> Bool {
        let matcher = try Regex(pattern).makeMatcher()
        return Array(subject.utf8).withUnsafeBytes { bytes in
            if case .matched = matcher.search(bytes) { return true }
            return false
        }
    }

    /// A deterministic generator (SplitMix64), so a failure names a reproducible case.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    @Test("the shapes rules files use are taken as literals")
    func recognisedShapes() {
        for pattern in ["^viewWillAppear:$", "^play\\(\\)$", "startSession", "^prefix", "suffix$", "^(a|b)$", "^(?:open|close)$",
                        "(x|yz)", "^a$|^b$|c", "", "^$", "name=value, <Parent: 0x1>", "a\\.b\\*c"] {
            #expect(LiteralPattern(pattern) != nil, "\(pattern)")
        }
        #expect(LiteralPattern("^viewWillAppear:$")?.exactText == "viewWillAppear:")
        #expect(LiteralPattern("^(a|b)$")?.exactText == nil)
        #expect(LiteralPattern("^a")?.exactText == nil)
    }

    @Test("patterns with any meaning beyond text are left to PCRE2")
    func rejectedShapes() {
        for pattern in ["a.b", "a+", "a*", "a?", "a{2}", "[ab]", "\\w", "\\d+", "\\Qa\\E", "(?i)a", "(?<name>a)", "(a|b)c",
                        "a(b|c)", "a$b", "a^b", "((a))", "(a", "a)", "a]", "a}", "é", "\\", "\\ a", "(?=a)", "(?:a|b", "^(a|b)$x"] {
            #expect(LiteralPattern(pattern) == nil, "\(pattern)")
        }
    }

    @Test("fixed cases: anchors, a final newline, alternatives and escapes answer as PCRE2 does")
    func fixedCases() throws {
        let patterns = ["^ab$", "^ab", "ab$", "ab", "^(a|ab)$", "(?:b|:)$", "^a$|b", "^$", "$", "^", "", "^\\($", "a\\)", "^a b$"]
        let subjects = ["", "\n", "a", "ab", "ab\n", "ab\n\n", "\nab", "xab", "abx", "b", "b\n", ":", "(", "a)", "a b", "a b\n", "ba\nab"]
        for pattern in patterns {
            let literal = try #require(LiteralPattern(pattern), "\(pattern)")
            for subject in subjects {
                #expect(literal.matches(subject) == (try pcre2(pattern, subject)), "pattern \(pattern) subject \(subject.debugDescription)")
            }
        }
    }

    @Test("thousands of generated patterns and subjects: every literal pattern answers as PCRE2 does")
    func generatedCases() throws {
        var random = Generator(state: 19)
        let tokens = ["a", "b", "ab", ":", "\\(", "\\.", " ", "^", "$", "|", "(", ")", "(?:"]
        let letters = ["a", "b", ":", "(", ".", " ", "\n", "ab", "ba"]
        var compared = 0, literals = 0
        for _ in 0..<3000 {
            let pattern = (0..<random.next(6)).map { _ in tokens[random.next(tokens.count)] }.joined()
            guard let literal = LiteralPattern(pattern) else { continue }
            // Every pattern taken as a literal is one PCRE2 compiles too.
            #expect(throws: Never.self) { try Regex(pattern) }
            literals += 1
            for _ in 0..<12 {
                let subject = (0..<random.next(6)).map { _ in letters[random.next(letters.count)] }.joined()
                #expect(literal.matches(subject) == (try pcre2(pattern, subject)), "pattern \(pattern) subject \(subject.debugDescription)")
                compared += 1
            }
        }
        // The generator must really exercise the matcher, not skip everything.
        #expect(literals > 500)
        #expect(compared > 6000)
    }
}
