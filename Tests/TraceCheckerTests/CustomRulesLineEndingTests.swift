import Foundation
import Testing
@testable import TraceChecker
import TraceParser

/// A rules file saved with Windows line endings (CR LF) means what the same file with line feeds
/// means: the same rules, the same examples, the same findings.
@Suite("Custom rules: CR LF line endings")
struct CustomRulesLineEndingTests {
    static let folder = FixturePaths.repositoryRoot.appendingPathComponent("Examples/rules")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tcrules") }.sorted()
    }

    @Test("every example rules file loads with CR LF endings as it does with line feeds, and finds the same violations",
          arguments: files)
    func sameRules(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.utf8.count > text.utf8.count)
        let plain = try RulesFile.load(text: text, path: name)
        let windows = try RulesFile.load(text: crlf, path: name)
        #expect(!plain.rules.isEmpty)
        #expect(windows.rules.map(\.description.id) == plain.rules.map(\.description.id))
        #expect(windows.formats.map(\.name) == plain.formats.map(\.name))
        #expect(windows.rules.map(\.description.triggeringExamples.count) == plain.rules.map(\.description.triggeringExamples.count))
        let log = try String(contentsOf: Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".tcrules", with: ".log")),
                             encoding: .utf8)
        let found = CustomRulesSupport.lines(CustomRulesSupport.check(log, with: windows))
        #expect(!found.isEmpty)
        #expect(found == CustomRulesSupport.lines(CustomRulesSupport.check(log, with: plain)))
    }

    @Test("a CR LF file that starts with a comment still holds its rules, and its mistakes are placed on their own lines")
    func commentFirst() throws {
        let rules = "# team rules\r\nevent open selector ^open$\r\n\r\nrule r\r\n  order open after open\r\n"
        let errors = CustomRulesSupport.errors(rules)
        // Read as one line, the whole file was a comment and loaded nothing, silently.
        #expect(errors.contains { $0.hasPrefix("4:6: rule 'r' has no trigger example") }, "\(errors)")
        #expect(RulesParser.lines(of: "a\r\nb\r\n\r\nc\rd\r") == ["a", "b", "", "c\rd"])
    }
}
