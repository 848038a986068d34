#!/usr/bin/env bash
# Builds the example of docs/library.md as an outside package that depends on trace-check by git
# URL and version tag, exactly as a user's package would, then runs it on an example log.
#
# The dependency is a git repository made in a temporary folder from this checkout's files (the
# tracked ones and new ones git does not ignore, as they are in the working tree), tagged 1.0.0;
# the outside package asks for `from: "1.0.0"`. SwiftPM refuses such a dependency when one of its
# products' targets uses unsafe flags, so this also keeps Package.swift free of them.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/trace-check-library-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$root"

# The dependency: a git repository holding this checkout, tagged with a version.
mkdir -p "$work/trace-check"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] || continue   # deleted in the working tree
    mkdir -p "$work/trace-check/$(dirname "$file")"
    cp -pP "$file" "$work/trace-check/$file"   # -P: a symlink (the fuzz package's view of the CLI) stays a link
done
(
    cd "$work/trace-check"
    git init -q
    git add -A
    git -c user.name=library-test -c user.email=library-test@localhost commit -qm "trace-check for the library test"
    git tag 1.0.0
)

# The outside package: docs/library.md's example as its main.swift.
mkdir -p "$work/embedder/Sources/lifecycle-gate"
cat > "$work/embedder/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "embedder",
    dependencies: [
        .package(url: "file://$work/trace-check", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(name: "lifecycle-gate", dependencies: [
            .product(name: "TraceChecker", package: "trace-check"),
            .product(name: "TraceParser", package: "trace-check"),
        ]),
    ]
)
MANIFEST
awk '/^```swift$/ { block++; if (block == 2) { inside = 1; next } } inside && /^```$/ { exit } inside { print }' \
    docs/library.md > "$work/embedder/Sources/lifecycle-gate/main.swift"
grep -q 'TraceCheck.check(path:' "$work/embedder/Sources/lifecycle-gate/main.swift" \
    || { echo "library-test: the example was not found in docs/library.md" >&2; exit 1; }

echo "library-test: building an outside package that depends on trace-check from: 1.0.0" >&2
swift build --package-path "$work/embedder" 2>&1 | tail -n 3
gate="$work/embedder/.build/debug/lifecycle-gate"

fail() { echo "library-test: FAILED: $*" >&2; exit 1; }

# A log with a known violation: exit 1, the violation printed, the in-memory events listed.
set +e
output="$("$gate" Examples/zombie_message_after_dealloc.log 2>&1)"
status=$?
set -e
echo "$output"
[ "$status" -eq 1 ] || fail "expected exit 1 on the zombie example, got $status"
grep -q 'error \[message-after-dealloc\]' <<<"$output" || fail "the message-after-dealloc violation is missing"
grep -q '^event 1: CartViewController viewDidLoad' <<<"$output" || fail "the in-memory events are missing"

# A clean log: exit 0. A rules file is loaded and its rule runs.
"$gate" Examples/clean_session.log >/dev/null || fail "the clean example did not pass"
rules_file="$(ls Examples/rules/*.tcrules | head -n 1)"
"$gate" "${rules_file%.tcrules}.log" "$rules_file" >/dev/null || [ $? -eq 1 ] || fail "the rules file example failed"
"$gate" /nonexistent.log >/dev/null 2>&1 && fail "a missing log did not fail"

echo "library-test: ok (built by version tag, ran on three logs and a rules file)"
