import Foundation
import Testing
@testable import TraceParser

/// PCRE2 10.42's JIT, with `PCRE2_MATCH_INVALID_UTF`, never matches a multibyte character with a
/// standalone `\S`, `\W` or `\D`; patterns are compiled with those escapes in brackets.
@Suite("Negated escapes match multibyte characters under the JIT")
struct NegatedEscapesTests {
    @Test("standalone escapes are bracketed; escapes in classes, quoted runs and escaped backslashes are left", arguments: [
        ("\\S+", "[\\S]+"), ("a\\Wb\\D", "a[\\W]b[\\D]"), ("[a]\\S", "[a][\\S]"), ("(?:\\s+\\S+)*?", "(?:\\s+[\\S]+)*?"),
        ("[\\S]", "[\\S]"), ("[^\\S,]", "[^\\S,]"), ("[]\\S]", "[]\\S]"), ("[^]\\W]\\W", "[^]\\W][\\W]"),
        ("[[:^space:]\\D]\\D", "[[:^space:]\\D][\\D]"), ("\\\\S", "\\\\S"), ("\\QS\\S\\E\\S", "\\QS\\S\\E[\\S]"),
        ("\\c\\S", "\\c\\S"), ("\\s\\w\\d", "\\s\\w\\d"), ("plain", "plain"),
    ])
    func rewrite(pattern: String, expected: String) {
        #expect(NegatedEscapes.bracketed(pattern) == expected)
    }

    @Test("each negated escape matches CJK, accented and emoji characters, alone and repeated", arguments: ["\\S", "\\W", "\\D"])
    func matchesMultibyte(escape: String) throws {
        for subject in ["加", "é", "😀", "加载"] {
            let one = try Regex("^\(escape)$").makeMatcher(), many = try Regex("^\(escape)+$").makeMatcher()
            #expect((one.match(subject) != nil) == (subject.count == 1), "\(escape) on \(subject)")
            #expect(many.match(subject) != nil, "\(escape)+ on \(subject)")
        }
        // Invalid UTF-8 is still safe to match: the bytes around it are matched as before.
        let lone = try Regex("^a\(escape)+$").makeMatcher()
        #expect([UInt8(ascii: "a"), 0xE5, 0x8A, 0xA0].withUnsafeBytes { lone.match($0, anchored: true) } != nil)
    }

    @Test("an error is reported against the pattern as written")
    func errorOffsetsAreTheUsers() {
        #expect(throws: RegexError.self) { try Regex("\\S(") }
        do { _ = try Regex("\\S\\S(") } catch let error as RegexError { #expect(error.offset == 5 && error.pattern == "\\S\\S(") } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a bare #function line with CJK text after it is an event, and a frame of a CJK-named module is not")
    func recognizerReadsCJK() {
        #expect(recognize("viewDidLoad 加载").map(\.kind) == [.viewDidLoad])
        #expect(recognize("3   我的App                               0x0000000102f1c2a4 -[ViewController dealloc] + 120").isEmpty)
    }
}
