#!/usr/bin/env bash
# Shipping trace-check: a portable binary, the tarball, install/uninstall and the Debian package.
#
# usage: scripts/ship.sh stage                  static release build, stripped, with man page and
#                                               completions, in .build/dist/stage (PREFIX layout)
#        scripts/ship.sh dist                   stage, then dist/trace-check-VERSION-linux-ARCH.tar.gz
#        scripts/ship.sh install DESTDIR PREFIX copy the staged files (stage first when missing)
#        scripts/ship.sh uninstall DESTDIR PREFIX
#        scripts/ship.sh deb                    stage, then dist/trace-check_VERSION_ARCH.deb
#
# The portable binary links the Swift runtime and Foundation statically (--static-swift-stdlib),
# and every system library of Package.swift (PCRE2, zlib, ...) from its static archive: each one's
# pkg-config file is replaced, for this build only, by one that points at a folder holding only
# the .a. libstdc++ and libgcc are linked statically too, so the binary needs nothing but glibc.
# The dynamic build stays the default of `swift build`; this one has its own scratch path.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

version="$(sed -n 's/^ *static let number = "\(.*\)"$/\1/p' Sources/trace-check/Version.swift)"
[ -n "$version" ] || { echo "ship.sh: no version in Sources/trace-check/Version.swift" >&2; exit 2; }
arch="$(uname -m)"
scratch="$root/.build/dist"
static="$scratch/static"
stage="$scratch/stage"
dist="$root/dist"

# What gets installed, relative to PREFIX: one list for stage, install, uninstall and the package.
files=(
    bin/trace-check
    share/man/man1/trace-check.1
    share/bash-completion/completions/trace-check
    share/zsh/site-functions/_trace-check
    share/fish/vendor_completions.d/trace-check.fish
)

die() { echo "ship.sh: $*" >&2; exit 2; }

# The archives to link: the static .a of every pkg-config library Package.swift names.
prepare_static_libraries() {
    rm -rf "$static"
    mkdir -p "$static/lib" "$static/pkgconfig"
    local package libdir flag archive
    for package in $(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift); do
        pkg-config --exists "$package" || die "pkg-config cannot find $package; run make deps"
        libdir="$(pkg-config --variable=libdir "$package")"
        for flag in $(pkg-config --libs-only-l "$package"); do
            archive="$libdir/lib${flag#-l}.a"
            [ -f "$archive" ] || die "$package has no static archive $archive (its -dev package ships it)"
            ln -sf "$archive" "$static/lib/"
        done
        {
            echo "Name: $package"
            echo "Description: $package, linked from its static archive for the portable build"
            echo "Version: $(pkg-config --modversion "$package")"
            echo "Cflags: $(pkg-config --cflags "$package")"
            echo "Libs: -L$static/lib $(pkg-config --libs-only-l "$package")"
        } > "$static/pkgconfig/$package.pc"
    done
    # The Swift runtime's own C++ dependency, so libstdc++.so need not be on the target machine.
    local compiler cxx
    for compiler in clang gcc cc; do
        command -v "$compiler" >/dev/null || continue
        cxx="$("$compiler" -print-file-name=libstdc++.a)"
        if [ -f "$cxx" ]; then ln -sf "$cxx" "$static/lib/"; break; fi
    done
}

git_description() {
    git -C "$root" describe --tags --always --dirty 2>/dev/null || true
}

# The git description goes into a header in a fixed folder rather than a -D flag: a flag that
# changes with every commit would rebuild every target, the header rebuilds one C file.
write_build_info() {
    local folder="$scratch/build-info" header description
    mkdir -p "$folder"
    description="$(git_description | tr -d '"\\')"
    header="#define TRACE_CHECK_GIT_DESCRIPTION \"$description\""
    if [ "$(cat "$folder/trace_check_git_description.h" 2>/dev/null)" != "$header" ]; then
        echo "$header" > "$folder/trace_check_git_description.h"
    fi
}

build_portable() {
    prepare_static_libraries
    write_build_info
    PKG_CONFIG_PATH="$static/pkgconfig" swift build -c release --product trace-check \
        --scratch-path "$scratch" --static-swift-stdlib \
        -Xlinker -L"$static/lib" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc -Xlinker -zrelro -Xlinker -znow \
        -Xcc -I"$scratch/build-info"
}

stage() {
    build_portable
    local binary="$scratch/release/trace-check"
    rm -rf "$stage"
    mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
        "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
    strip --remove-section=.comment -o "$stage/bin/trace-check" "$binary"
    local staged="$stage/bin/trace-check"
    "$staged" --generate-manpage > "$stage/share/man/man1/trace-check.1"
    "$staged" --generate-completion-script bash > "$stage/share/bash-completion/completions/trace-check"
    "$staged" --generate-completion-script zsh > "$stage/share/zsh/site-functions/_trace-check"
    "$staged" --generate-completion-script fish > "$stage/share/fish/vendor_completions.d/trace-check.fish"
    local file
    for file in "${files[@]}"; do [ -s "$stage/$file" ] || die "stage is missing $file"; done
    echo "staged $("$staged" --version): $(stat -c %s "$staged") bytes stripped ($(stat -c %s "$binary") before)"
}

# A tarball whose bytes depend only on the files: sorted names, no owners, the commit's time.
reproducible_tar() {
    local archive="$1" folder="$2" name="$3"
    local epoch
    epoch="$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)"
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$folder" -cf - "$name" \
        | gzip -9n > "$archive"
}

make_dist() {
    stage
    local name="trace-check-$version-linux-$arch"
    local folder="$scratch/tarball"
    rm -rf "$folder"
    mkdir -p "$folder/$name/completions" "$dist"
    cp "$stage/bin/trace-check" "$folder/$name/trace-check"
    cp "$stage/share/man/man1/trace-check.1" "$folder/$name/trace-check.1"
    cp "$stage/share/bash-completion/completions/trace-check" "$folder/$name/completions/trace-check.bash"
    cp "$stage/share/zsh/site-functions/_trace-check" "$folder/$name/completions/_trace-check"
    cp "$stage/share/fish/vendor_completions.d/trace-check.fish" "$folder/$name/completions/trace-check.fish"
    cp README.md LICENSE "$folder/$name/"
    (cd "$folder/$name" && find . -type f ! -name SHA256SUMS | sed 's|^\./||' | sort | xargs sha256sum > SHA256SUMS)
    reproducible_tar "$dist/$name.tar.gz" "$folder" "$name"
    (cd "$dist" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
    echo "wrote dist/$name.tar.gz ($(stat -c %s "$dist/$name.tar.gz") bytes) and dist/$name.tar.gz.sha256"
}

# Copy the staged files under $1 (DESTDIR and PREFIX), the binary executable, the rest readable.
copy_staged() {
    local target="$1" file mode
    for file in "${files[@]}"; do
        mode=644
        [ "$file" = bin/trace-check ] && mode=755
        install -D -m "$mode" "$stage/$file" "$target/$file"
        echo "installed $target/$file"
    done
}

install_files() {
    local destdir="$1" prefix="$2"
    [ -n "$prefix" ] || die "PREFIX is empty"
    # Always through the (incremental) build, so a stale binary is never installed.
    stage
    copy_staged "$destdir$prefix"
}

uninstall_files() {
    local destdir="$1" prefix="$2"
    [ -n "$prefix" ] || die "PREFIX is empty"
    local file
    for file in "${files[@]}"; do
        if [ -e "$destdir$prefix/$file" ] || [ -L "$destdir$prefix/$file" ]; then
            rm -f "$destdir$prefix/$file"
            echo "removed $destdir$prefix/$file"
        fi
    done
}

# Depends: the package of each shared library the binary still needs; libc6 at least at the
# newest GLIBC_ symbol version it uses.
deb_depends() {
    local binary="$1" library path package depends=() glibc
    for library in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        # No early exit in these pipelines: under pipefail the writer's SIGPIPE would fail the build.
        path="$(ldconfig -p | awk -v lib="$library" '$1 == lib && /x86-64/ && !found { print $NF; found = 1 }')"
        [ -n "$path" ] || die "cannot find $library for Depends"
        package="$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | sed -n '1s/:.*//p' || true)"
        [ -n "$package" ] || package="$(dpkg -S "$path" | sed -n '1s/:.*//p')"
        if [ "$package" = libc6 ]; then
            glibc="$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -Vu | tail -1)"
            package="libc6 (>= $glibc)"
        fi
        case " ${depends[*]-} " in *" $package "*) ;; *) depends+=("$package") ;; esac
    done
    local IFS=,
    echo "${depends[*]}" | sed 's/,/, /g'
}

make_deb() {
    stage
    local deb_arch
    deb_arch="$(dpkg --print-architecture)"
    local name="trace-check_${version}_$deb_arch"
    local package_root="$scratch/deb/$name"
    rm -rf "$scratch/deb"
    copy_staged "$package_root/usr" > /dev/null
    gzip -9n "$package_root/usr/share/man/man1/trace-check.1"
    local doc="$package_root/usr/share/doc/trace-check"
    mkdir -p "$doc" "$package_root/DEBIAN" "$package_root/usr/share/lintian/overrides"
    {
        echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
        echo "Upstream-Name: trace-check"
        echo
        echo "Files: *"
        echo "Copyright: $(sed -n 's/^Copyright (c) //p' LICENSE)"
        echo "License: Expat"
        sed -n '/^Permission/,$p' LICENSE | sed 's/^$/./; s/^/ /'
    } > "$doc/copyright"
    local maintainer
    maintainer="${DEB_MAINTAINER:-$(git -C "$root" log --reverse --format='%an <%ae>' | sed -n 1p)}"
    {
        echo "trace-check ($version) unstable; urgency=medium"
        echo
        echo "  * Release $version ($(git_description))."
        echo
        echo " -- $maintainer  $(date -R -d "@$(git -C "$root" log -1 --format=%ct)")"
    } | gzip -9n > "$doc/changelog.gz"
    # The binary carries PCRE2, zlib and the Swift runtime on purpose: it is the portable binary,
    # the same file as in the tarball, which runs on any glibc system.
    printf '%s\n' "trace-check: embedded-library *" > "$package_root/usr/share/lintian/overrides/trace-check"
    local installed_size
    installed_size="$(du -sk --exclude=DEBIAN "$package_root" | cut -f1)"
    cat > "$package_root/DEBIAN/control" <<EOF
Package: trace-check
Version: $version
Architecture: $deb_arch
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $(deb_depends "$package_root/usr/bin/trace-check")
Section: devel
Priority: optional
Description: check UIKit view-controller lifecycle rules in iOS device logs
 trace-check reads iOS device logs (Xcode console, idevicesyslog, log show and
 log stream output, simulator output, print lines) and checks the UIKit
 view-controller lifecycle rules in them: appearance callbacks that do not pair
 up, containment without didMove(toParent:), observers that outlive their
 appearance, controllers that are never deallocated and messages sent after
 dealloc. It streams, so it checks a live device as well as folders of logs in
 CI, and reports as text, JSON, SARIF, JUnit or HTML.
EOF
    (cd "$package_root" && find usr -type f | sort | xargs md5sum > DEBIAN/md5sums)
    find "$package_root" -type d -exec chmod 755 {} +
    mkdir -p "$dist"
    dpkg-deb --root-owner-group -Zxz --build "$package_root" "$dist/$name.deb" >/dev/null
    echo "wrote dist/$name.deb ($(stat -c %s "$dist/$name.deb") bytes)"
}

case "${1:-}" in
    stage) stage ;;
    dist) make_dist ;;
    install) install_files "${2-}" "${3:-/usr/local}" ;;
    uninstall) uninstall_files "${2-}" "${3:-/usr/local}" ;;
    deb) make_deb ;;
    *) die "usage: ship.sh stage|dist|install DESTDIR PREFIX|uninstall DESTDIR PREFIX|deb" ;;
esac
