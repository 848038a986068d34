import Foundation
import Testing
import TraceChecker
import TraceParser

/// A log cut short (a capture stopped, an excerpt pasted into an issue) is still a log a user
/// checks: what the cut hides is inconclusive, never an error. So every prefix of a log whose
/// whole holds no error holds none either: an error is a claim the lines before it prove.
@Suite("A log cut short")
struct TruncationTests {
    /// The real samples: the corpus sequences, the seeds, the wild fixtures and the examples.
    static let logs: [String] = {
        var paths: [String] = []
        for folder in ["sequences", "seeds", "wild"] {
            let url = FixturePaths.fixtures.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            paths += names.filter { $0.hasSuffix(".log") }.sorted().map { url.appendingPathComponent($0).path }
        }
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        paths += ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.sorted().map { examples.appendingPathComponent($0).path }
        return paths
    }()

    /// The errors the built-in pack finds in `lines` joined as one file.
    private static func errors(_ lines: ArraySlice<Substring>) -> [Violation] {
        let text = lines.joined(separator: "\n") + "\n"
        let reader = TraceReader.Options(baseDate: Date(timeIntervalSince1970: 1_700_000_000))
        return TraceCheck.check(source: MemoryByteSource(Array(text.utf8), name: "log"), fileName: "log", readerOptions: reader)
            .violations.filter { $0.severity == .error }
    }

    /// Where to cut a log of `count` lines: after every line of a short one, at forty places in a long one.
    static func cuts(_ count: Int) -> [Int] {
        count <= 60 ? Array(1..<max(1, count)) : Array(Set((1..<40).map { count * $0 / 40 })).sorted()
    }

    @Test("The samples include clean logs long enough to cut")
    func samplesExist() throws {
        #expect(Self.logs.count > 150, "\(Self.logs.count)")
        #expect(Self.cuts(10) == Array(1...9))
        #expect(Self.cuts(400).count == 39)
    }

    @Test("A log that ends inside a disappearance callback has no error for the observer it would remove")
    func endsBeforeTheRemoval() throws {
        let lines = """
            2023-11-08 14:21:06.887012+0800 MyApp[2817:1093462] -[ProfileViewController viewWillAppear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:06.887240+0800 MyApp[2817:1093462] -[ProfileViewController addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:07.408870+0800 MyApp[2817:1093462] -[ProfileViewController viewDidAppear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:15.630027+0800 MyApp[2817:1093462] -[EditProfileViewController initWithNibName:bundle:] <EditProfileViewController: 0x7fd4a3e1b400>
            2023-11-08 14:21:15.634402+0800 MyApp[2817:1093462] -[ProfileViewController viewWillDisappear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:15.634561+0800 MyApp[2817:1093462] -[ProfileViewController removeObserver:name:object:] name=UIKeyboardWillShowNotification <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:15.634938+0800 MyApp[2817:1093462] -[EditProfileViewController viewWillAppear:] <EditProfileViewController: 0x7fd4a3e1b400>
            """.split(separator: "\n")
        #expect(Self.errors(lines[...]).isEmpty)
        #expect(Self.errors(lines.prefix(5)).isEmpty, "\(Self.errors(lines.prefix(5)).map(\.message))")
        // Without the removal, the next controller's call shows the callback returned: the error stands.
        let unremoved = Self.errors(lines.prefix(5) + lines.suffix(1))
        #expect(unremoved.map(\.rule) == ["observer-outlives-appearance"], "\(unremoved.map(\.message))")
    }

    @Test("Every prefix of a sample without errors is without errors", arguments: logs)
    func prefixesClaimNoMore(path: String) throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard Self.errors(lines[...]).isEmpty else { return }
        for cut in Self.cuts(lines.count) {
            let found = Self.errors(lines.prefix(cut))
            #expect(found.isEmpty, "cut after line \(cut): \(found.map { "\($0.location.line): \($0.message)" })")
        }
    }
}
