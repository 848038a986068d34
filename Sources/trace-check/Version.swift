#if canImport(CBuildInfo)
// Absent only where the command line's sources are compiled into the config fuzz target.
import CBuildInfo
#endif
import TraceChecker

/// The version and identity printed by `--version` and written into reports.
enum Version {
    /// The one place the version is written: the Makefile reads it from here for the tarball
    /// and the Debian package.
    static let number = "0.1.0"

    /// `git describe` of the checkout the binary was built from, when scripts/ship.sh built it in
    /// (`make dist`, `make install`, `make deb`); nil for a plain `swift build`.
    static var gitDescription: String? {
        #if canImport(CBuildInfo)
        let description = String(cString: trace_check_git_description())
        return description.isEmpty ? nil : description
        #else
        return nil
        #endif
    }

    /// What `--version` prints: `trace-check 0.1.0`, plus `(git v0.1.0-3-gabc1234)` when known.
    static var line: String {
        "trace-check \(number)" + (gitDescription.map { " (git \($0))" } ?? "")
    }

    /// No `informationURI`: the project has no public home yet, and a made-up link in every
    /// SARIF file would send code-scanning users nowhere. Reports carry only the version number,
    /// so the same source gives the same report whoever built it.
    static let tool = ToolInfo(name: "trace-check", version: number)
}
