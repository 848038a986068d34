import Foundation
import Testing

/// docs/rules-file.md: a rules file may end its lines with line feeds or CR LF.
@Suite("Rules files with CR LF line endings")
struct RulesFileLineEndingTests {
    @Test("a rules file saved with CR LF endings checks a log exactly as the same file with line feeds")
    func crlfRulesFile() throws {
        let rules = "Examples/rules/session-pairing.tcrules", log = "Examples/rules/session-pairing.log"
        let text = try String(contentsOf: Paths.root.appendingPathComponent(rules), encoding: .utf8)
        let folder = try Paths.scratchFolder()
        let windows = folder.appendingPathComponent("session-pairing.tcrules")
        try ("# saved on Windows\n" + text).replacingOccurrences(of: "\n", with: "\r\n").write(to: windows, atomically: true, encoding: .utf8)
        let plain = try CLI.run(["-f", "json", "--rules", rules, log])
        let crlf = try CLI.run(["-f", "json", "--rules", windows.path, log])
        #expect(plain.status == 1, "\(plain.stderr)")
        #expect(crlf.status == 1, "\(crlf.stderr)")
        #expect(crlf.stdout.contains("\"session-pairing\""))
        #expect(crlf.stdout == plain.stdout)
    }
}
