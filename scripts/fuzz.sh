#!/usr/bin/env bash
# Build the libFuzzer targets of Fuzz/ (a separate package: the main build and `swift test`
# never see them) and run them, seeded from Tests/Fixtures and Examples.
#
# usage: scripts/fuzz.sh [-t SECONDS] [-j JOBS] [--smoke] [--build-only] [--no-build] [TARGET...]
#   TARGET        lines | events | check | rules | config (binary fuzz-TARGET); default: every one built
#   -t SECONDS    fuzzing time per target (FUZZ_SECONDS, default 60)
#   -j JOBS       targets run at once (FUZZ_JOBS, default: CPU count)
#   --smoke       CI: replay Tests/Fixtures/fuzz-regressions through every target, then fuzz each for
#                 FUZZ_SMOKE_SECONDS (default 10)
#   --build-only  build and stop;  --no-build  use the binaries already built
#
# Output (FUZZ_OUT, default Fuzz/out, ignored by git):
#   corpus/TARGET/   the growing corpus, kept between runs
#   crashes/         crash-*, timeout-*, oom-* inputs; copy each into Tests/Fixtures/fuzz-regressions
#   logs/TARGET.log  libFuzzer's output;  history.tsv  one line per run: date, target, wall seconds, execs, result
#
# Toolchain notes (DESIGN §9): SwiftPM renames an executable's `main`, so each target calls
# LLVMFuzzerRunDriver itself and links libclang_rt.fuzzer_no_main; SWIFT_BACKTRACE=enable=no keeps
# Swift's backtracer from hanging on a crash before libFuzzer writes the crash file.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
package="$root/Fuzz"
out="${FUZZ_OUT:-$package/out}"
seconds="${FUZZ_SECONDS:-60}"
smoke_seconds="${FUZZ_SMOKE_SECONDS:-10}"
jobs="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}"
smoke=0 build=1 run=1
targets=()

while [ $# -gt 0 ]; do
    case "$1" in
        -t|--seconds) seconds="$2"; shift 2 ;;
        -j|--jobs) jobs="$2"; shift 2 ;;
        --smoke) smoke=1; shift ;;
        --build-only) run=0; shift ;;
        --no-build) build=0; shift ;;
        -h|--help) sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
        *) targets+=("${1#fuzz-}"); shift ;;
    esac
done
[ "$smoke" = 1 ] && seconds="$smoke_seconds"

# The toolchain that runs `swift`, and the libFuzzer archive without `main` inside its clang.
swift_bin="$(command -v swift)"
toolchain="${SWIFT_TOOLCHAIN:-$(cd "$(dirname "$(readlink -f "$swift_bin")")/../.." && pwd)}"
fuzzer_lib="$(ls -d "$toolchain"/usr/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | sort -V | tail -1)"
if [ -z "$fuzzer_lib" ]; then
    echo "fuzz.sh: no libclang_rt.fuzzer_no_main-x86_64.a under $toolchain/usr/lib/clang" >&2
    exit 2
fi

flags=(-c release -Xswiftc -g
       -Xswiftc -sanitize=address
       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
       -Xlinker "$fuzzer_lib" -Xlinker -lstdc++)
if [ "$build" = 1 ]; then
    echo "== building fuzz targets (ASan + coverage, release)"
    start=$(date +%s)
    swift build --package-path "$package" "${flags[@]}"
    echo "== built in $(( $(date +%s) - start ))s"
fi
bin="$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)"
[ "$run" = 1 ] || exit 0
# Default: every target that was built (fuzz-rules only exists once the rules loader has landed).
if [ ${#targets[@]} -eq 0 ]; then
    for exe in "$bin"/fuzz-*; do
        [ -f "$exe" ] && [ -x "$exe" ] && targets+=("$(basename "$exe" | sed 's/^fuzz-//')")
    done
fi

mkdir -p "$out/crashes" "$out/logs"
regressions="$root/Tests/Fixtures/fuzz-regressions"

# Seeds are read in place; only the events target gets generated seeds (one message a file).
seeds_for() {
    case "$1" in
        events)
            local dir="$out/seeds/events"
            if [ ! -d "$dir" ]; then
                mkdir -p "$dir"
                find "$root/Tests/Fixtures" "$root/Examples" -name '*.log' -type f -print0 \
                    | xargs -0 cat | sort -u | head -n 5000 \
                    | awk -v dir="$dir" '{ f = sprintf("%s/line-%05d", dir, NR); printf "%s", $0 > f; close(f) }'
            fi
            echo "$dir" ;;
        rules)
            for d in "$root/Examples/rules" "$root/Tests/Fixtures/rules" "$regressions"; do [ -d "$d" ] && echo "$d"; done ;;
        config)
            for d in "$root/Tests/Fixtures/config" "$regressions"; do [ -d "$d" ] && echo "$d"; done ;;
        *)
            # Every log of the fixtures and examples (not their notes), linked, not copied.
            local dir="$out/seeds/logs"
            if [ ! -d "$dir" ]; then
                mkdir -p "$dir"
                find "$root/Tests/Fixtures" "$root/Examples" -name '*.log' -type f | while read -r f; do
                    ln -sf "$f" "$dir/$(echo "${f#"$root"/}" | tr / _)"
                done
            fi
            echo "$dir"
            [ -d "$regressions" ] && echo "$regressions" ;;
    esac
}

max_len_for() {
    case "$1" in
        events|config) echo 4096 ;;
        *) echo 16384 ;;
    esac
}

run_target() {
    local target="$1" exe="$bin/fuzz-$1" log="$out/logs/$1.log" status=0 started
    started=$(date +%s)
    if [ ! -x "$exe" ]; then echo "fuzz.sh: no target $target ($exe)" >&2; return 2; fi
    mkdir -p "$out/corpus/$target"
    local seeds=() dict=()
    mapfile -t seeds < <(seeds_for "$target")
    [ -f "$package/dictionaries/$target.dict" ] && dict=(-dict="$package/dictionaries/$target.dict")
    [ ${#dict[@]} -eq 0 ] && [ -f "$package/dictionaries/tracelog.dict" ] && dict=(-dict="$package/dictionaries/tracelog.dict")
    : > "$log"
    if [ "$smoke" = 1 ] && [ -d "$regressions" ]; then
        local files=()
        mapfile -t files < <(find "$regressions" -type f ! -name '*.md' | sort)
        if [ ${#files[@]} -gt 0 ]; then
            SWIFT_BACKTRACE=enable=no "$exe" -timeout=30 "${files[@]}" >>"$log" 2>&1 || status=$?
        fi
    fi
    if [ "$status" = 0 ]; then
        SWIFT_BACKTRACE=enable=no "$exe" "$out/corpus/$target" "${seeds[@]}" "${dict[@]}" \
            -max_total_time="$seconds" -max_len="$(max_len_for "$target")" -timeout=30 -rss_limit_mb=4096 \
            -artifact_prefix="$out/crashes/$target-" -print_final_stats=1 >>"$log" 2>&1 || status=$?
    fi
    local execs elapsed=$(( $(date +%s) - started ))
    execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || true)"
    local result=ok
    [ "$status" = 0 ] || result="FAILED($status)"
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$elapsed" "${execs:-0}" "$result" >> "$out/history.tsv"
    printf '%-8s %6ss %12s execs  %s  (log: %s)\n' "$target" "$elapsed" "${execs:-0}" "$result" "$log"
    if [ "$status" != 0 ]; then
        grep -E 'ERROR: AddressSanitizer|Fatal error|fuzz invariant|ERROR: libFuzzer|Test unit written|SUMMARY' "$log" | head -8 | sed 's/^/    /'
    fi
    return "$status"
}

echo "== fuzzing ${targets[*]} for ${seconds}s each, $jobs at a time (corpus and crashes in $out)"
failed=0 pids=() names=()
for target in "${targets[@]}"; do
    run_target "$target" & pids+=($!); names+=("$target")
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
done
for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || { failed=1; echo "fuzz.sh: ${names[$i]} found a problem; inputs in $out/crashes" >&2; }
done
exit "$failed"
