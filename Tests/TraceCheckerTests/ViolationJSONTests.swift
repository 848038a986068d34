import Foundation
import Testing
@testable import TraceChecker

/// Reports with hundreds of thousands of findings (issue 19) write violations with a
/// hand-written encoder and fingerprints from a cache: the bytes must stay those of Foundation's
/// encoder and of the documented fingerprint.
@Suite("Violations written by hand")
struct ViolationJSONTests {
    static let awkward = "<FeedVC: 0x7fa3> & \"quotes\" \\ / \u{1B}[31m\u{0}\u{7f}\u{8}\u{C} 参数=(null) \u{2028} 😀\n\t\r"

    /// Violations with every optional part present and absent, and awkward text in every string.
    static let violations: [Violation] = {
        let identities: [ObjectIdentity?] = [
            nil,
            ObjectIdentity(className: "FeedVC", address: "0x7fa3", incarnation: 2, process: "My App", pid: 12, device: "iPhone \"7\""),
            ObjectIdentity(className: nil, address: nil, incarnation: 1, process: awkward, pid: nil),
        ]
        var all: [Violation] = []
        for (index, identity) in identities.enumerated() {
            for variant in 0..<4 {
                let location = SourceLocation(file: variant == 1 ? awkward : "logs/run 1.log", line: index * 10 + variant,
                                              time: variant.isMultiple(of: 2) ? "2017-05-12T10:23:45.123+08:00" : nil)
                let related = (0..<variant).map { RelatedLocation(message: $0 == 1 ? awkward : "was here", location: location) }
                all.append(Violation(rule: variant == 3 ? "custom/" + awkward : "appearance-pairing",
                                     severity: [Severity.error, .warning, .note][variant % 3],
                                     message: variant == 2 ? awkward : "FeedVC@0x7fa3: line \(variant)", object: identity,
                                     location: location, related: related, hint: variant == 1 ? nil : awkward,
                                     excerpt: Array(["1: viewDidLoad", awkward, ""].prefix(variant))))
            }
        }
        return all
    }()

    @Test("Pretty and compact violations are byte for byte what Foundation's encoder writes")
    func matchesFoundation() throws {
        for pretty in [true, false] {
            let encoder = ReportJSON.encoder(pretty: pretty)
            let json = ViolationJSON(pretty: pretty, indent: 0)
            let fingerprints = FingerprintCache()
            for violation in Self.violations {
                var bytes: [UInt8] = []
                json.append(violation, fingerprint: fingerprints.fingerprint(of: violation), to: &bytes)
                let expected = [UInt8](try encoder.encode(violation))
                #expect(bytes == expected, "\(String(decoding: bytes, as: UTF8.self))\n---\n\(String(decoding: expected, as: UTF8.self))")
            }
        }
    }

    @Test("A violation whose bytes reach the writer's first buffer size at every offset is still Foundation's bytes")
    func crossesTheBufferAtEveryOffset() throws {
        // The writer starts with 2,048 bytes and grows only when a reservation does not fit. Short
        // excerpt lines reserve little, so with one more line or one more byte in the first, the
        // keys, brackets and indentation after the excerpt meet that boundary at every offset.
        for pretty in [true, false] {
            let encoder = ReportJSON.encoder(pretty: pretty)
            let json = ViolationJSON(pretty: pretty, indent: 0)
            let fingerprints = FingerprintCache()
            for lines in (pretty ? 190...240 : 330...420) {
                for first in 1...9 {
                    let excerpt = [String(repeating: "x", count: first)] + Array(repeating: "x", count: lines)
                    let violation = Violation(rule: "appearance-pairing", severity: .error, message: "m",
                                              object: ObjectIdentity(className: "FeedVC", address: "0x7fa3", incarnation: 1, process: "App", pid: 1),
                                              location: SourceLocation(file: "a.log", line: 3, time: nil),
                                              related: [RelatedLocation(message: "r", location: SourceLocation(file: "a.log", line: 1, time: nil))],
                                              hint: "h", excerpt: excerpt)
                    var bytes: [UInt8] = []
                    json.append(violation, fingerprint: fingerprints.fingerprint(of: violation), to: &bytes)
                    #expect(bytes == [UInt8](try encoder.encode(violation)), "\(lines) excerpt lines, the first of \(first) bytes")
                }
            }
        }
    }

    @Test("Cached fingerprints are the documented ones, for repeated and new findings alike")
    func cachedFingerprints() {
        let cache = FingerprintCache()
        for violation in Self.violations + Self.violations {
            #expect(cache.fingerprint(of: violation) == Fingerprint.v1(rule: violation.rule, className: violation.object?.className,
                                                                         message: violation.message))
        }
    }

    @Test("ASCII messages are normalised byte by byte exactly as scalar by scalar")
    func asciiNormalisation() {
        let messages = [
            "FeedVC@0x7fa3c2d0a1b0: registered at line 11 at 10:23:45.123 on 2017-05-12T10:23:45, 3 times in 0.5s",
            "Test1ViewController 2ndViewController x0x12 0X1F 0xZ 0x 10s 12ms 1,000 1.2.3 a-1 -1 _9 9_ 0 0x",
            "", "0", "0x1", "12:", "12:a", "1T2", "1T", "v1.2", "x12 12x 12s 12S",
            "9", "a 9", "x_0x1f y", "a0x1 0x1a0x2", "end 0x", "run 12 then text", "0x1f0x2f", "((12)) [0x3] {4}",
        ]
        for message in messages {
            #expect(Baseline.normalized(message) == Baseline.normalizedScalars(message), "\(message)")
        }
        #expect(Baseline.normalized("FeedVC@0x7fa3: line 12 at 10:23:45.123") == "FeedVC@0xADDR: line N at N")
        // Non-ASCII text takes the scalar path, where letters of other scripts are identifier letters.
        #expect(Baseline.normalized("参数12 é3 0x1") == "参数12 é3 0xADDR")
    }

    @Test("Numbers are written as Foundation writes them, negative and extreme ones included",
          arguments: [0, 7, -7, 10, 1_000_000, Int.max, Int.min])
    func numbersMatchFoundation(value: Int) throws {
        var out: [UInt8] = []
        JSONText.appendNumber(value, to: &out)
        #expect(out == Array(try JSONEncoder().encode(value)))
        var optional: [UInt8] = []
        JSONText.appendNumber(Int32?.none, to: &optional)
        #expect(optional == Array("null".utf8))
    }

    @Test("Strings are escaped as Foundation escapes them wherever the escape falls among the bytes scanned eight at a time",
          arguments: ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{0}", "\t", "é", "\u{7F}", " ", "~", "😀"])
    func stringsEscapedAtEveryOffset(special: String) throws {
        for length in [0, 1, 7, 8, 9, 16, 23] {
            for offset in 0...length {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: length - offset)
                var out: [UInt8] = []
                JSONText.appendString(text, to: &out)
                #expect(out == Array(try ReportJSON.encoder(pretty: false).encode(text)), "\(text.debugDescription)")
            }
        }
    }
}
