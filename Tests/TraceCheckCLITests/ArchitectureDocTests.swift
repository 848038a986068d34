import Foundation
import Testing

/// `docs/architecture.md` names folders, files and types; when code moves, this test says which
/// names on the page no longer exist, so the page cannot quietly describe an older layout.
@Suite("Architecture page")
struct ArchitectureDocTests {
    static let page = Paths.root.appendingPathComponent("docs/architecture.md")

    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// Every Swift declaration name under Sources and Tests, and the package's module names, from `class`, `struct`, `enum`, `protocol`,
    /// `extension` and `func` lines.
    static func declaredNames() throws -> Set<String> {
        // Module names come from the package manifest.
        let manifest = try String(contentsOf: Paths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var names = Set(try matches(#"name: "([A-Za-z]+)""#, in: manifest))
        for folder in ["Sources", "Tests"] {
            let walker = FileManager.default.enumerator(at: Paths.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                names.formUnion(try matches(#"(?:class|struct|enum|protocol|func|case|var|let) ([A-Za-z_][A-Za-z0-9_]*)"#, in: text))
            }
        }
        return names
    }

    @Test("Every path, file and type the architecture page names exists in the repository")
    func namesExist() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let paths = try Self.matches(#"((?:Sources|Tests)/[A-Za-z0-9_+./<>-]*[A-Za-z0-9_/])"#, in: text)
        #expect(paths.count >= 15, "the page names only \(paths.count) paths; the scan is broken")
        for path in paths where !path.contains("<") {
            #expect(FileManager.default.fileExists(atPath: Paths.root.appendingPathComponent(path).path), "\(path) does not exist")
        }
        let declared = try Self.declaredNames()
        // Upper-camel-case names in code spans or the diagram are types (or type members like `CheckCommand.makeWriter`).
        let names = Set(try Self.matches(#"(?<![A-Za-z0-9_/.-])([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)(?![A-Za-z0-9_])"#, in: text))
        #expect(names.count >= 25, "the page names only \(names.count) types; the scan is broken")
        for name in names.sorted() {
            #expect(declared.contains(name), "docs/architecture.md names \(name), which nothing declares")
        }
        for member in try Self.matches(#"`[A-Za-z]+\.([a-z][A-Za-z]+)`"#, in: text) {
            #expect(declared.contains(member), "docs/architecture.md names .\(member), which Sources do not declare")
        }
    }

    @Test("The architecture page's relative links lead to files that exist")
    func linksResolve() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let links = try Self.matches(#"\]\(([^)#:]+)(?:#[^)]*)?\)"#, in: text)
        #expect(!links.isEmpty)
        for link in links {
            let url = Self.page.deletingLastPathComponent().appendingPathComponent(link)
            #expect(FileManager.default.fileExists(atPath: url.path), "\(link) does not exist")
        }
    }
}
