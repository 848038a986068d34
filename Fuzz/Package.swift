// swift-tools-version:6.0
// Fuzz targets for trace-check, kept out of the main package so `swift build` and
// `swift test` never see them. The main package is a path dependency on the parent folder.
// Build and run through scripts/fuzz.sh (it adds the sanitizer, coverage and libFuzzer flags).
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, so the checkout's folder name (main,
/// trace-check, …) is read here rather than assumed.
let parent = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

/// The rules-file loader target is declared once the loader exists in the main package, so this
/// package builds at every commit.
let hasRulesLoader = FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/../Sources/TraceChecker/CustomRules/RulesFile.swift")

let package = Package(
    name: "trace-check-fuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "fuzz-lines",
            dependencies: ["FuzzSupport", .product(name: "TraceParser", package: parent)],
            path: "Sources/fuzz-lines"
        ),
        .executableTarget(
            name: "fuzz-events",
            dependencies: ["FuzzSupport", .product(name: "TraceParser", package: parent)],
            path: "Sources/fuzz-events"
        ),
        // The command line's own sources (Sources/fuzz-config/cli links to ../Sources/trace-check,
        // without its main.swift) compiled into the target, so the configuration reader is fuzzed
        // as it is, without becoming public API. The main package's CBuildInfo cannot join this
        // graph (target names are unique across packages), so Version reports no git description here.
        .executableTarget(
            name: "fuzz-config",
            dependencies: ["FuzzSupport", .product(name: "TraceParser", package: parent),
                           .product(name: "TraceChecker", package: parent)],
            path: "Sources/fuzz-config",
            exclude: ["cli/main.swift"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "fuzz-check",
            dependencies: ["FuzzSupport", .product(name: "TraceParser", package: parent),
                           .product(name: "TraceChecker", package: parent)],
            path: "Sources/fuzz-check"
        ),
    ],
    swiftLanguageModes: [.v5]
)

if hasRulesLoader {
    package.targets.append(.executableTarget(
        name: "fuzz-rules",
        dependencies: ["FuzzSupport", .product(name: "TraceParser", package: parent),
                       .product(name: "TraceChecker", package: parent)],
        path: "Sources/fuzz-rules"
    ))
}
