import Foundation
import Testing
import TraceChecker
import TraceParser

/// A log cut short (a capture stopped, an excerpt pasted into an issue) is still a log a user
/// checks: what the cut hides is inconclusive, never an error. So no prefix of a log, nor any
/// suffix (a capture started late), finds an error about an object the whole log finds none about:
/// an error is a claim the lines it has prove.
@Suite("A log cut short")
struct TruncationTests {
    /// The real samples: the corpus sequences, the seeds, the wild fixtures and the examples.
    static let logs = FixturePaths.logs(in: ["sequences", "seeds", "wild"])

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

    @Test("A log that ends inside a disappearance has no error for the observer it may still remove")
    func endsBeforeTheRemoval() throws {
        let lines = """
            2023-11-08 14:21:06.887012+0800 MyApp[2817:1093462] -[ProfileViewController viewWillAppear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:06.887240+0800 MyApp[2817:1093462] -[ProfileViewController addObserver:selector:name:object:] name=UIKeyboardWillShowNotification <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:07.408870+0800 MyApp[2817:1093462] -[ProfileViewController viewDidAppear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:15.630027+0800 MyApp[2817:1093462] -[EditProfileViewController initWithNibName:bundle:] <EditProfileViewController: 0x7fd4a3e1b400>
            2023-11-08 14:21:15.634402+0800 MyApp[2817:1093462] -[ProfileViewController viewWillDisappear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:15.634938+0800 MyApp[2817:1093462] -[EditProfileViewController viewWillAppear:] <EditProfileViewController: 0x7fd4a3e1b400>
            2023-11-08 14:21:16.101000+0800 MyApp[2817:1093462] -[ProfileViewController viewDidDisappear:] <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:16.101200+0800 MyApp[2817:1093462] -[ProfileViewController removeObserver:name:object:] name=UIKeyboardWillShowNotification <ProfileViewController: 0x7fd4a3c0a2b0>
            2023-11-08 14:21:16.102000+0800 MyApp[2817:1093462] -[EditProfileViewController viewDidAppear:] <EditProfileViewController: 0x7fd4a3e1b400>
            2023-11-08 14:21:21.100000+0800 MyApp[2817:1093462] -[ProfileViewController keyboardWillShow:] <ProfileViewController: 0x7fd4a3c0a2b0>
            """.split(separator: "\n")
        #expect(Self.errors(lines[0..<9]).isEmpty)
        // Cut after the will, after the incoming controller's will (the transition still runs), after the did.
        for cut in [5, 6, 7] {
            #expect(Self.errors(lines.prefix(cut)).isEmpty, "cut \(cut): \(Self.errors(lines.prefix(cut)).map(\.message))")
        }
        // Without the removal: the observer firing seconds after the will, or another object's call after the did,
        // shows it outlived the disappearance.
        let firing = Self.errors(lines.prefix(6) + lines.suffix(1))
        #expect(firing.map(\.rule) == ["observer-outlives-appearance"], "\(firing.map(\.message))")
        let afterDid = Self.errors(lines.prefix(7) + [lines[8]])
        #expect(afterDid.map(\.rule) == ["observer-outlives-appearance"], "\(afterDid.map(\.message))")
    }

    /// What an error is about: its rule and the object its message names, by address when it has
    /// one (a cut can take the line that named its class: `object at 0x13a620`).
    private static func subjects(_ errors: [Violation]) -> Set<String> {
        Set(errors.map { error in
            let subject = error.message.prefix { $0 != ":" }
            let address = subject.split(whereSeparator: { $0 == " " || $0 == "@" }).first { $0.hasPrefix("0x") }
            return "\(error.rule) \(address ?? subject)"
        })
    }

    /// The errors of the parts `part` cuts from `path`'s lines at each of ``cuts(_:)`` about an
    /// object the whole log finds no error about, with the cut's description.
    private static func extraErrors(in path: String, _ part: (ArraySlice<Substring>, Int) -> ArraySlice<Substring>) throws -> [String] {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        let whole = subjects(errors(lines))
        return cuts(lines.count).flatMap { cut in
            errors(part(lines, cut)).filter { !whole.contains(subjects([$0]).first!) }.map { "cut at line \(cut), \($0.location.line): \($0.message)" }
        }
    }

    @Test("Every prefix of a sample finds no error about an object its whole finds none about", arguments: logs)
    func prefixesClaimNoMore(path: String) throws {
        let extra = try Self.extraErrors(in: path) { lines, cut in lines.prefix(cut) }
        #expect(extra.isEmpty, "\(extra)")
    }

    @Test("Every suffix of a sample (a capture started late) finds no error about an object its whole finds none about", arguments: logs)
    func suffixesClaimNoMore(path: String) throws {
        let extra = try Self.extraErrors(in: path) { lines, cut in lines.dropFirst(cut) }
        #expect(extra.isEmpty, "\(extra)")
    }
}
