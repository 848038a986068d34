#!/bin/sh
# Measures loading a generated 50-rule rules file (examples included) in a release build.
# Usage: Examples/rules/measure-load.sh [where-to-write-the-generated-file]
# It builds a throwaway package next to the build products that depends on this repository by
# path, so nothing in the repository changes.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${TMPDIR:-/tmp}/trace-check-measure-load
mkdir -p "$work/Sources/measure-load"
cp "$root/Examples/rules/measure-load.swift" "$work/Sources/measure-load/main.swift"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "measure-load",
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "measure-load", dependencies: [.product(name: "TraceChecker", package: "$(basename "$root")")])],
    swiftLanguageModes: [.v5]
)
PACKAGE
swift build -c release --package-path "$work" --scratch-path "$work/.build" >/dev/null
"$work/.build/release/measure-load" "$@"
