#!/usr/bin/env bash
# Stand-in for trace-check, to test bench/run.sh before (or without) the real binary:
#   TRACE_CHECK=bench/fake-trace-check.sh BENCH_LINES=20000 BENCH_RUNS=1 bash bench/run.sh
# Reads every input (so timings and RSS are not zero), writes a minimal JSON report to -o,
# and exits with $FAKE_EXIT (default 1: "violations found", which run.sh must accept).
set -euo pipefail
if [[ ${1:-} == --version ]]; then echo "fake-trace-check 0"; exit 0; fi
[[ ${1:-} == check ]] && shift
out=/dev/stdout
files=()
while (($#)); do
  case $1 in
    -o | --output) out=$2; shift 2 ;;
    -f | --format | -j | --jobs) shift 2 ;;
    -*) shift ;;
    *) files+=("$1"); shift ;;
  esac
done
# Folders too, as trace-check walks them (the small-files run passes one).
find -L "${files[@]}" -type f -exec cat -- {} + >/dev/null
printf '{"version":1,"summary":{"events":1}}\n' >"$out"
exit "${FAKE_EXIT:-1}"
