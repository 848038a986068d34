// swift-tools-version:6.0
import PackageDescription

/// Release builds drop the run-time exclusivity checks of the hot path (about 7% of the
/// instructions of a check); debug, test and sanitizer builds keep them, so a violation of the
/// law of exclusivity is still caught there.
let hotPathSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "trace-check",
    products: [
        .executable(name: "trace-check", targets: ["trace-check"]),
        .library(name: "TraceParser", targets: ["TraceParser"]),
        .library(name: "TraceChecker", targets: ["TraceChecker"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "TraceParser", dependencies: ["CPCRE2", "CZlib"], swiftSettings: hotPathSettings),
        .target(name: "TraceChecker", dependencies: ["TraceParser"], swiftSettings: hotPathSettings),
        .executableTarget(name: "trace-check", dependencies: ["TraceParser", "TraceChecker"]),
        .testTarget(
            name: "TraceParserTests",
            dependencies: ["TraceParser"],
            path: "Tests/TraceParserTests"
        ),
        .testTarget(
            name: "TraceCheckerTests",
            dependencies: ["TraceChecker", "TraceParser"],
            path: "Tests/TraceCheckerTests"
        ),
        .testTarget(
            name: "TraceCheckCLITests",
            dependencies: ["trace-check", "TraceChecker"],
            path: "Tests/TraceCheckCLITests"
        ),
    ],
    swiftLanguageModes: [.v5]
)
