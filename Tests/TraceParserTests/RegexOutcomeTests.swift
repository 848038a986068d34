import Foundation
import Testing
@testable import TraceParser

/// `RegexMatcher.search` tells a match, no match and a PCRE2 failure apart, under `RegexLimits`.
@Suite("Regex outcomes and limits")
struct RegexOutcomeTests {
    /// `(a+)+$` on thirty `a`s and a `!`: 2^30 ways to split the run, far past any match limit.
    static let pathological = (pattern: "(a+)+$", subject: String(repeating: "a", count: 30) + "!")

    private func outcome(_ pattern: String, _ subject: String) throws -> String {
        let matcher = try Regex(pattern).makeMatcher()
        return Array(subject.utf8).withUnsafeBytes { bytes in
            switch matcher.search(bytes) {
            case let .matched(match): return "match \(match.range)"
            case .noMatch: return "no match"
            case let .failed(failure): return "failed \(failure)"
            }
        }
    }

    @Test("a match, a miss and a pattern that reaches the match limit are three different outcomes")
    func threeOutcomes() throws {
        #expect(try outcome("b+", "abbc") == "match 1..<3")
        #expect(try outcome("x", "abbc") == "no match")
        #expect(try outcome(Self.pathological.pattern, Self.pathological.subject) == "failed matchLimit")
    }

    @Test("match() answers nil for a failure but counts it, and a plain miss is not counted")
    func matchCountsFailures() throws {
        let matcher = try Regex(Self.pathological.pattern).makeMatcher()
        #expect(matcher.match("aaa!") == nil)
        #expect(matcher.failures == 0)
        #expect(matcher.match(Self.pathological.subject) == nil)
        #expect(matcher.match(Self.pathological.subject) == nil)
        #expect(matcher.failures == 2)
        #expect(matcher.lastFailure == .matchLimit)
    }

    @Test("a deep backtracking match the JIT stack cannot hold is answered by the interpreter or fails typed, never as a miss")
    func jitStackFallsBackToTheInterpreter() throws {
        // (a|b)* keeps one backtracking frame per character: 4,000 fit the interpreter's depth limit,
        // 100,000 do not.
        #expect(try outcome("^(a|b)*$", String(repeating: "ab", count: 2_000)) == "match 0..<4000")
        #expect(try outcome("^(a|b)*$", String(repeating: "ab", count: 50_000)) == "failed depthLimit")
    }

    @Test("failures are named with the limit that was reached")
    func failureMessages() {
        #expect(RegexFailure(code: -1) == nil)
        #expect(RegexFailure(code: -47) == .matchLimit)
        #expect(RegexFailure(code: -53) == .depthLimit)
        #expect(RegexFailure(code: -63) == .heapLimit)
        #expect(RegexFailure.matchLimit.message == "PCRE2's match limit (100000 backtracking steps)")
        #expect(RegexFailure(code: -2).map(\.message)?.hasPrefix("PCRE2 error -2: ") == true)
    }

    @Test("ordinary patterns on a 1 MB line stay far below the limits")
    func ordinaryPatternsOnLongLines() throws {
        let long = String(repeating: "x took 5ms name=abc ", count: 50_000)
        for pattern in ["name=(?<name>\\w+)", "(?<msg>.*) took (?<ms>\\d+)ms", ".*foo.*bar", "^(?<msg>.*)$",
                        "(\\w+) (\\w+)!", "\\s+$"] {
            #expect(try !outcome(pattern, long).hasPrefix("failed"), "\(pattern)")
        }
    }
}

/// `NestedRepeat` finds groups that repeat an unbounded repeat, and only those.
@Suite("Nested unbounded repeats")
struct NestedRepeatTests {
    @Test("nested unbounded repeats are found at the outer group")
    func dangerous() {
        #expect(NestedRepeat.find(in: "(a+)+") == 0)
        #expect(NestedRepeat.find(in: "(.*)*") == 0)
        #expect(NestedRepeat.find(in: "^x=(\\w+\\s?)*$") == 3)
        #expect(NestedRepeat.find(in: "(?:[a-z]+)*x") == 0)
        #expect(NestedRepeat.find(in: "(?<word>\\d*){2,}") == 0)
        #expect(NestedRepeat.find(in: "a(b|(c+)+)") == 4)
        #expect(NestedRepeat.find(in: "((a+))*") == 0)
        #expect(NestedRepeat.find(in: "(?:(?:x+)?y?)+z") == 0)
    }

    @Test("separated, bounded, atomic and possessive repeats, and what is not a group, pass")
    func safe() {
        for pattern in ["(?:\\w+,)*", "(a+){1,3}", "(?>a+)+", "(a++)+", "(a+)*+", "\\(a+\\)+", "[(a+)+]", "(?:\\.\\w+)*",
                        "\\Q(a+)+\\E", "(?#(a+)+)x", "(?x) ( a + ) + # extended mode is not read", "(a|b)*", "(a+b)+",
                        "^(?<type>[A-Z]\\w*(?:\\.\\w+)*) (?<method>[a-z_]\\w*\\((?:[A-Za-z_]\\w*:)*\\)|deinit)$",
                        "(?=a+)+", "x{2}+", "\\p{L}+(?:-\\p{L}+)*", "(\\1+)+"] {
            #expect(NestedRepeat.find(in: pattern) == nil, "\(pattern)")
        }
    }

    @Test("no built-in format pattern is refused")
    func builtinPatternsPass() {
        for format in FormatCatalog.standard.formats {
            #expect(NestedRepeat.find(in: format.regex.pattern) == nil, "\(format.name)")
        }
    }
}
