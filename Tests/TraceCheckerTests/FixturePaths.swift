import Foundation

/// Locations of the repository's fixtures, found from this source file.
enum FixturePaths {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    /// The `.log` files of the fixture `folders`, then those of `Examples`, each folder's sorted by name.
    static func logs(in folders: [String]) -> [String] {
        func logs(_ url: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".log") }.sorted().map { url.appendingPathComponent($0).path }
        }
        return folders.flatMap { logs(fixtures.appendingPathComponent($0)) } + logs(repositoryRoot.appendingPathComponent("Examples"))
    }
}
