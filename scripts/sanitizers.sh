#!/usr/bin/env bash
# Run the whole test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch
# path (so neither disturbs the normal .build), and fail on any sanitizer report.
#
# usage: scripts/sanitizers.sh [address] [thread]      (default: both, one after the other)
#   SANITIZER_SCRATCH  where the builds go (default .build; each sanitizer gets sanitize-NAME/ in it)
#   SANITIZER_LOGS     where reports and logs go (default .build/sanitizer-logs)
#
# Reports are written by the sanitizer runtime to files (log_path), so one from a child process
# (the CLI tests run the built trace-check binary) fails the run even when the test that
# spawned it only looked at its exit code. On Linux kernels with high-entropy ASLR
# (vm.mmap_rnd_bits > 28) ThreadSanitizer's runtime cannot map its shadow memory; the run then
# goes through `setarch -R` (no randomisation), which is harmless for tests.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch_root="${SANITIZER_SCRATCH:-$root/.build}"
logs="${SANITIZER_LOGS:-$root/.build/sanitizer-logs}"
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
cd "$root"

failed=0
summary=()
for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        address|asan) sanitizer=address; short=asan ;;
        thread|tsan) sanitizer=thread; short=tsan ;;
        *) echo "sanitizers.sh: unknown sanitizer $sanitizer (address, thread)" >&2; exit 2 ;;
    esac
    scratch="$scratch_root/sanitize-$sanitizer"
    reports="$logs/$short-reports"
    log="$logs/$short.log"
    rm -rf "$reports"; mkdir -p "$reports"
    : > "$log"

    launcher=()
    if [ "$sanitizer" = thread ]; then
        export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 log_path=$reports/tsan ${TSAN_OPTIONS:-}"
        bits="$(cat /proc/sys/vm/mmap_rnd_bits 2>/dev/null || echo 0)"
        if [ "$bits" -gt 28 ] && command -v setarch >/dev/null; then launcher=(setarch "$(uname -m)" -R); fi
    else
        # Leak suppressions, for leaks seen with Swift 6.3.1 on Linux that are not trace-check's:
        # - every leak stack of the CLI tests runs through Foundation.Process (swift-corelibs-foundation
        #   never frees a launched Process, nor the URL, arguments, environment, FileHandles and pipes it
        #   holds); the trace-check processes those tests launch are checked too, and are clean.
        #   Process.run itself sometimes leaks the 32-byte side table of a weak reference it assigns
        #   (seen in CI from a TraceCheckerTests test that runs bench/generate_log.py), so any stack
        #   through a Foundation.Process method (mangled `10Foundation7ProcessC`) is suppressed too.
        # - swift-foundation's Data(contentsOf:) keeps the 4 KiB buffer it reads an empty file into
        #   (the zero-size path of Data+Reading.swift).
        # Rules still reachable at exit (a static of a test, a worker thread tearing down) need no
        # suppression: TemplateRule keeps its patterns as plain references beside the templates,
        # whose enum payloads carry the case in the pointer's spare bits where LeakSanitizer cannot see it.
        mkdir -p "$logs"
        cat > "$logs/lsan.supp" <<'SUPP'
leak:TraceCheckCLITests
leak:10Foundation7ProcessC
leak:readBytesFromFile
SUPP
        # One error suppression, in swift-corelibs-foundation rather than trace-check: before it
        # spawns, Process.run lists /proc/self/fd and copies each entry's name with a fixed
        # 256-byte memcpy, which reads past the end of glibc's directory buffer when an entry sits
        # at its end (a test process with many open descriptors). Seen in CI with Swift 6.3.1.
        cat > "$logs/asan.supp" <<'SUPP'
interceptor_via_fun:*findMaximumOpenFromProcSelfFD*
SUPP
        export ASAN_OPTIONS="detect_leaks=1 log_path=$reports/asan suppressions=$logs/asan.supp ${ASAN_OPTIONS:-}"
        export LSAN_OPTIONS="suppressions=$logs/lsan.supp print_suppressions=0 ${LSAN_OPTIONS:-}"
    fi

    echo "== $sanitizer: building tests in $scratch"
    start=$(date +%s)
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >>"$log" 2>&1
    status=$?
    built=$(date +%s)
    stage=build
    if [ "$status" = 0 ]; then
        stage=tests
        echo "== $sanitizer: running the suite (built in $((built - start))s)"
        SWIFT_BACKTRACE=enable=no "${launcher[@]}" swift test --skip-build --disable-xctest --sanitize="$sanitizer" \
            --scratch-path "$scratch" >>"$log" 2>&1
        status=$?
    fi
    done_at=$(date +%s)
    tail -3 "$log" | sed 's/^/    /'

    found=$(find "$reports" -type f | wc -l)
    # A report starts its line (`==pid==ERROR: …`, `WARNING: ThreadSanitizer: …`, `SUMMARY: …`); the
    # suite's own progress lines quote such text as test arguments (sanitizer reports are a log
    # format trace-check reads), mid-line.
    inline=$(grep -cE '^(==[0-9]+==)?(ERROR: AddressSanitizer|ERROR: LeakSanitizer|WARNING: ThreadSanitizer|SUMMARY: [A-Za-z]+Sanitizer)' "$log")
    # "clean" only for a suite that ran: a failed build has nothing to report yet.
    result=clean
    [ "$status" != 0 ] && result="no sanitizer report"
    if [ "$found" -gt 0 ] || [ "$inline" -gt 0 ]; then
        result="$found report file(s), $inline report line(s) in the log"
        for file in "$reports"/*; do
            [ -f "$file" ] || continue
            echo "---- $file"; grep -E 'WARNING:|ERROR:|SUMMARY:|^    #[0-9] ' "$file" | head -40
        done
        failed=1
    fi
    if [ "$status" != 0 ]; then result="$result; swift $stage exited $status (log: $log)"; failed=1; fi
    summary+=("$(printf '%-8s build %4ss  tests %4ss  %s' "$sanitizer" "$((built - start))" "$((done_at - built))" "$result")")
done

echo "== sanitizer summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
