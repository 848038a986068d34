#!/usr/bin/env bash
# make dist-test: check what `make dist`, `make install` and `make deb` produce, as a user
# without Swift would meet it. Run after `make test` (it compares the portable binary's report on
# Examples/ with the one of the debug build that `make test` made).
#
#   - the tarball: its SHA-256 file and SHA256SUMS verify, it holds the binary, man page,
#     completions, README and LICENSE, and the binary prints the version of Version.swift;
#   - the binary: ldd lists only glibc's libraries (no Swift, Foundation, PCRE2, zlib, libstdc++),
#     it has no run path into the toolchain, and it runs with an empty environment (env -i) and
#     with /opt/swift hidden behind an empty folder (a private mount namespace, when permitted);
#   - make install into a temporary DESTDIR and PREFIX, the installed binary run on Examples/ from
#     another folder, the installed man page rendered, then make uninstall removing every file;
#   - the .deb: dpkg-deb --info and --contents, dpkg -x into a temporary root, the binary run from
#     there, and lintian (when installed) without errors.
# Each failure prints one line; the exit status is 1 when any check failed.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
version="$(sed -n 's/^ *static let number = "\(.*\)"$/\1/p' Sources/trace-check/Version.swift)"
arch="$(uname -m)"
name="trace-check-$version-linux-$arch"
tarball="dist/$name.tar.gz"
deb="dist/trace-check_${version}_$(dpkg --print-architecture).deb"
reference_binary="$root/.build/debug/trace-check"
work="$(mktemp -d "${TMPDIR:-/tmp}/trace-check-dist-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT

failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The report every build must give on Examples/ (exit 1: the examples have violations), run from
# an unrelated folder with an empty environment.
run_examples() {
    local binary="$1" output="$2"
    (cd "$work/elsewhere" && env -i "$binary" --exclude 'rules/**' "$root/Examples" > "$output" 2>&1)
}
mkdir -p "$work/elsewhere"
[ -x "$reference_binary" ] || { echo "dist-test: run make test first (no $reference_binary)"; exit 2; }
run_examples "$reference_binary" "$work/expected.txt"
expected_status=$?
[ "$expected_status" -eq 1 ] || fail "the debug build exits $expected_status on Examples/, expected 1"

check_runs() {
    local what="$1" binary="$2"
    local out="$work/actual-$RANDOM.txt" status
    run_examples "$binary" "$out"
    status=$?
    if [ "$status" -eq "$expected_status" ] && cmp -s "$work/expected.txt" "$out"; then
        pass "$what: same report on Examples/ as the debug build, exit $status, with env -i from another folder"
    else
        fail "$what: exit $status and a different report on Examples/ (diff below)"
        diff "$work/expected.txt" "$out" | head -20
    fi
    local line
    line="$(env -i "$binary" --version)"
    case "$line" in
        "trace-check $version"|"trace-check $version (git "*) pass "$what: --version says '$line'" ;;
        *) fail "$what: --version says '$line', expected trace-check $version" ;;
    esac
}

check_portable() {
    local what="$1" binary="$2"
    local libraries
    libraries="$(ldd "$binary" 2>&1)"
    local unexpected
    unexpected="$(echo "$libraries" | awk '{print $1}' \
        | grep -Ev '^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|libutil\.so\.1|/lib64/ld-linux-x86-64\.so\.2|ld-linux-x86-64\.so\.2)$')"
    if [ -z "$unexpected" ]; then
        pass "$what: ldd lists only glibc ($(echo "$libraries" | awk '{print $1}' | tr '\n' ' '))"
    else
        fail "$what: ldd lists libraries beyond glibc: $(echo "$unexpected" | tr '\n' ' ')"
    fi
    if echo "$libraries" | grep -Eiq 'swift|foundation|dispatch|pcre2|libz\.|icu'; then
        fail "$what: ldd lists a Swift, Foundation, PCRE2 or zlib library"
    fi
    local runpath
    runpath="$(readelf -d "$binary" | grep -E 'RPATH|RUNPATH' || true)"
    if echo "$runpath" | grep -q '/opt/swift\|/usr/lib/swift'; then
        fail "$what: its run path points into the toolchain: $runpath"
    else
        pass "$what: no run path into the toolchain"
    fi
    # The strongest check: the toolchain folder replaced by an empty one for this process only.
    if unshare -m true 2>/dev/null; then
        local toolchain
        toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
        mkdir -p "$work/empty"
        if unshare -m sh -c 'mount --bind "$1" "$2" && [ -z "$(ls -A "$2")" ] && cd "$3" && env -i "$4" --exclude "rules/**" "$5/Examples"' \
            sh "$work/empty" "$toolchain" "$work/elsewhere" "$binary" "$root" > "$work/hidden.txt" 2>&1 \
            || [ $? -eq "$expected_status" ]; then
            if cmp -s "$work/expected.txt" "$work/hidden.txt"; then
                pass "$what: runs with $toolchain hidden (empty folder mounted over it)"
            else
                fail "$what: with $toolchain hidden the report differs: $(head -3 "$work/hidden.txt")"
            fi
        else
            fail "$what: does not run with $toolchain hidden: $(head -3 "$work/hidden.txt")"
        fi
    else
        echo "note: no private mount namespace here (unshare -m not permitted): the toolchain was not hidden, env -i and ldd only"
    fi
}

check_man_page() {
    local what="$1" page="$2"
    if ! command -v groff >/dev/null; then echo "note: groff not installed: $what not rendered"; return; fi
    local warnings
    warnings="$( (zcat -f "$page" | groff -man -Tutf8 -ww > /dev/null) 2>&1)"
    if [ -z "$warnings" ]; then pass "$what: groff -man -ww renders it without warnings"
    else fail "$what: groff warns: $warnings"; fi
}

# --- the tarball -------------------------------------------------------------------------------
if [ -f "$tarball" ] && [ -f "$tarball.sha256" ]; then
    if (cd dist && sha256sum --quiet -c "$name.tar.gz.sha256"); then pass "$tarball.sha256 verifies"
    else fail "$tarball.sha256 does not verify"; fi
    mkdir -p "$work/tarball"
    tar -xzf "$tarball" -C "$work/tarball"
    folder="$work/tarball/$name"
    for file in trace-check trace-check.1 completions/trace-check.bash completions/_trace-check \
                completions/trace-check.fish README.md LICENSE SHA256SUMS; do
        [ -s "$folder/$file" ] || fail "the tarball has no $name/$file"
    done
    if (cd "$folder" && sha256sum --quiet -c SHA256SUMS); then pass "the tarball's SHA256SUMS verifies"
    else fail "the tarball's SHA256SUMS does not verify"; fi
    if file "$folder/trace-check" | grep -q 'not stripped'; then fail "the tarball's binary is not stripped"
    else pass "the tarball's binary is stripped ($(stat -c %s "$folder/trace-check") bytes)"; fi
    check_portable "tarball binary" "$folder/trace-check"
    check_runs "tarball binary" "$folder/trace-check"
    check_man_page "tarball man page" "$folder/trace-check.1"
    bash -n "$folder/completions/trace-check.bash" && pass "bash -n accepts the tarball's script" \
        || fail "bash -n rejects the tarball's script"
    if command -v zsh >/dev/null; then
        zsh -n "$folder/completions/_trace-check" && pass "zsh -n accepts the tarball's script" \
            || fail "zsh -n rejects the tarball's script"
    fi
    if command -v fish >/dev/null; then
        fish -n "$folder/completions/trace-check.fish" && pass "fish -n accepts the tarball's script" \
            || fail "fish -n rejects the tarball's script"
    fi
else
    fail "no $tarball or $tarball.sha256 (make dist)"
fi

# --- make install / make uninstall -------------------------------------------------------------
destdir="$work/destdir"
prefix="/opt/trace-check-test"
if make -s --no-print-directory install DESTDIR="$destdir" PREFIX="$prefix" > "$work/install.log" 2>&1; then
    installed="$destdir$prefix"
    for file in bin/trace-check share/man/man1/trace-check.1 share/bash-completion/completions/trace-check \
                share/zsh/site-functions/_trace-check share/fish/vendor_completions.d/trace-check.fish; do
        [ -s "$installed/$file" ] || fail "make install did not install $prefix/$file"
    done
    [ -x "$installed/bin/trace-check" ] || fail "the installed binary is not executable"
    check_portable "installed binary" "$installed/bin/trace-check"
    check_runs "installed binary" "$installed/bin/trace-check"
    check_man_page "installed man page" "$installed/share/man/man1/trace-check.1"
    if make -s --no-print-directory uninstall DESTDIR="$destdir" PREFIX="$prefix" > "$work/uninstall.log" 2>&1; then
        left="$(find "$destdir" -type f)"
        if [ -z "$left" ]; then pass "make uninstall removed every installed file"
        else fail "make uninstall left: $left"; fi
    else
        fail "make uninstall failed: $(tail -3 "$work/uninstall.log")"
    fi
else
    fail "make install DESTDIR=... PREFIX=$prefix failed: $(tail -3 "$work/install.log")"
fi

# --- the Debian package ------------------------------------------------------------------------
if [ -f "$deb" ]; then
    if info="$(dpkg-deb --info "$deb")"; then
        pass "dpkg-deb --info reads $deb"
        for field in "Package: trace-check" "Version: $version" "Depends: " "Maintainer: " "Description: "; do
            echo "$info" | grep -q "^ $field" || fail "the control file has no '$field'"
        done
        echo "$info" | grep '^ Depends:' | sed 's/^ /  /'
        if echo "$info" | grep '^ Depends:' | grep -Eq 'pcre2|zlib|libstdc|libgcc|swift'; then
            fail "the package depends on more than glibc"
        fi
    else
        fail "dpkg-deb --info cannot read $deb"
    fi
    dpkg-deb --contents "$deb" > "$work/contents.txt" || fail "dpkg-deb --contents cannot list $deb"
    for file in ./usr/bin/trace-check ./usr/share/man/man1/trace-check.1.gz \
                ./usr/share/bash-completion/completions/trace-check ./usr/share/zsh/site-functions/_trace-check \
                ./usr/share/fish/vendor_completions.d/trace-check.fish ./usr/share/doc/trace-check/copyright; do
        grep -q " $file\$" "$work/contents.txt" || fail "the package has no $file"
    done
    mkdir -p "$work/debroot"
    if dpkg -x "$deb" "$work/debroot"; then
        check_portable "packaged binary" "$work/debroot/usr/bin/trace-check"
        check_runs "packaged binary" "$work/debroot/usr/bin/trace-check"
        check_man_page "packaged man page" "$work/debroot/usr/share/man/man1/trace-check.1.gz"
    else
        fail "dpkg -x cannot unpack $deb"
    fi
    if command -v lintian >/dev/null; then
        lintian --fail-on error --tag-display-limit 0 "$deb" > "$work/lintian.txt" 2>&1
        status=$?
        sed 's/^/  lintian: /' "$work/lintian.txt"
        if [ "$status" -eq 0 ]; then pass "lintian reports no error"
        else fail "lintian reports errors (exit $status)"; fi
    else
        echo "note: lintian is not installed: the package was not linted"
    fi
else
    fail "no $deb (make deb)"
fi

if [ "$failures" -eq 0 ]; then
    echo "dist-test: all checks passed"
else
    echo "dist-test: $failures check(s) failed"
    exit 1
fi
