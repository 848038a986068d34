// swift-tools-version:6.0
import PackageDescription

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
        // Cache-line prefetch hints (a header only): the engine's cold records, a batch's events.
        .systemLibrary(name: "CPrefetch"),
        // The git description scripts/ship.sh builds in (empty for a plain `swift build`).
        .target(name: "CBuildInfo"),
        .target(name: "TraceParser", dependencies: ["CPCRE2", "CZlib", "CPrefetch"]),
        .target(name: "TraceChecker", dependencies: ["TraceParser", "CPrefetch"]),
        .executableTarget(name: "trace-check", dependencies: ["TraceParser", "TraceChecker", "CBuildInfo"]),
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
    swiftLanguageModes: [.v6]
)
