import Foundation
import Testing
import TraceChecker
import TraceParser

/// Fingerprints name a finding across logs: they must survive everything that differs between
/// two captures of the same bug (lines, addresses, times, file names) and change with what makes
/// it another bug (the rule, the class).
@Suite("Fingerprints")
struct FingerprintTests {
    /// Check `text` as a log named `name` in process.
    static func violations(of text: String, name: String = "run.log") throws -> [Violation] {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let report = TraceCheck.check(source: try FileByteSource(path: url.path), fileName: name, sourceIndex: 0,
                                      options: CheckOptions(), readerOptions: TraceReader.Options(baseDate: InProcess.baseDate))
        return report.violations
    }

    static func example(_ name: String) throws -> String {
        try String(contentsOf: Paths.examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every `0x` address of `text` replaced by another one, the same for each occurrence.
    static func movedAddresses(_ text: String) -> String {
        let regex = try! NSRegularExpression(pattern: "0x[0-9a-fA-F]{6,}")
        var mapping: [String: String] = [:]
        var result = text
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let range = Range(match.range, in: text)!
            let old = String(text[range])
            let new = mapping[old] ?? { let fresh = "0x7ffe" + String(format: "%08x", 0xbeef00 + mapping.count * 0x40); mapping[old] = fresh; return fresh }()
            result.replaceSubrange(Range(match.range, in: result)!, with: new)
        }
        return result
    }

    @Test("The documented definition: SHA-256 of rule, NUL, class, NUL, normalised message, first 16 bytes in hex")
    func definition() {
        // Computed independently with Python's hashlib from the bytes the README documents.
        #expect(Fingerprint.v1(rule: "observer-added-twice", className: "CommentsViewController",
                               message: "CommentsViewController@0x10531e2a0: registered for UIKeyboardWillShowNotification again while the registration at line 11 was still live")
                == "v1:8c83d8a8e270e318dfabe3362487486c")
        #expect(Fingerprint.v1(rule: "uikit-diagnostic", className: nil, message: "Unbalanced calls 2")
                == "v1:d367859d9ba55a6be7c0ef6330b753c7")
    }

    @Test("Moving a violation to other lines, addresses, times and file names keeps its fingerprint")
    func stability() throws {
        let original = try Self.example("observer_added_twice.log")
        var lines = original.components(separatedBy: "\n")
        // Unrelated lines before the violation move every line number; later clock times move every time.
        let noise = "2024-03-05 16:40:02.771 Df MyApp[3310:2c4f07] [com.apple.network:connection] nw_connection_create_with_id [C9] create connection"
        lines.insert(contentsOf: Array(repeating: noise, count: 7), at: 5)
        let moved = Self.movedAddresses(lines.joined(separator: "\n")).replacingOccurrences(of: "16:40:", with: "18:12:")
            .replacingOccurrences(of: "MyApp[3310:", with: "MyApp[4711:")
        let before = try Self.violations(of: original, name: "observer_added_twice.log")
        let after = try Self.violations(of: moved, name: "device-42.log")
        #expect(!before.isEmpty)
        #expect(before.map(\.location.line) != after.map(\.location.line))
        #expect(before.map(\.object?.address) != after.map(\.object?.address))
        #expect(before.map(\.location.time) != after.map(\.location.time))
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
    }

    @Test("Every example keeps its fingerprints when all its addresses change", arguments: [
        "appearance_pairing_will_without_did.log", "containment_missing_didMove.log", "leak_popped_not_deallocated.log",
        "observer_outlives_appearance.log", "uikit_diagnostic_unbalanced.log", "zombie_message_after_dealloc.log",
    ])
    func addresses(_ name: String) throws {
        let original = try Self.example(name)
        let before = try Self.violations(of: original)
        let after = try Self.violations(of: Self.movedAddresses(original))
        #expect(!before.isEmpty)
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
    }

    @Test("Another class or another rule gives another fingerprint")
    func sensitivity() throws {
        let original = try Self.example("observer_added_twice.log")
        let renamed = original.replacingOccurrences(of: "CommentsViewController", with: "ReplyViewController")
        let before = try Self.violations(of: original), after = try Self.violations(of: renamed)
        #expect(before.count == after.count && !before.isEmpty)
        for (a, b) in zip(before, after) { #expect(a.fingerprint != b.fingerprint) }

        let violation = before[0]
        var otherRule = violation
        otherRule.rule = "observer-outlives-appearance"
        #expect(otherRule.fingerprint != violation.fingerprint)
        var otherSeverity = violation
        otherSeverity.severity = .note
        #expect(otherSeverity.fingerprint == violation.fingerprint)
    }

    @Test("JSON and NDJSON carry the fingerprint, SARIF carries it under partialFingerprints traceCheck/v1")
    func reports() throws {
        let result = try CLI.run(["-f", "ndjson", "Examples/observer_added_twice.log"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.split(separator: "\n")[0].utf8)) as! [String: Any]
        #expect(object["fingerprint"] as? String == "v1:8c83d8a8e270e318dfabe3362487486c")

        let sarif = try CLI.run(["-f", "sarif", "Examples/observer_added_twice.log"])
        let document = try JSONSerialization.jsonObject(with: sarif.stdoutBytes) as! [String: Any]
        let results = ((document["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let partial = results[0]["partialFingerprints"] as? [String: String]
        #expect(partial == ["traceCheck/v1": "8c83d8a8e270e318dfabe3362487486c"])
    }

    @Test("A baseline's fingerprints hide every occurrence in any file, and a malformed one is an input error")
    func baseline() throws {
        let folder = try Paths.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("known.json")
        try #"{"version": 1, "entries": [], "fingerprints": ["v1:8c83d8a8e270e318dfabe3362487486c"]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let hidden = try CLI.run(["-q", "--baseline", file.path, "Examples/observer_added_twice.log"])
        #expect(hidden.status == 0)
        #expect(hidden.stdout.isEmpty)
        let other = try CLI.run(["-q", "--baseline", file.path, "Examples/observer_outlives_appearance.log"])
        #expect(other.status == 1)

        try #"{"version": 1, "entries": [], "fingerprints": ["8c83d8a8"]}"#.write(to: file, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["--baseline", file.path, "Examples/observer_added_twice.log"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'8c83d8a8' is not a fingerprint"))
    }
}
