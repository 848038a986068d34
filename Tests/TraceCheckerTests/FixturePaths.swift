import Foundation

/// Locations of the repository's fixtures, found from this source file.
enum FixturePaths {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")
}
