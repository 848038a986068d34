#!/usr/bin/env bash
# bench/run.sh: the performance budget of DESIGN.md section 8, measured in one run.
#
#   bash bench/run.sh            (what `make bench` runs)
#
# Builds trace-check as it ships (static, scripts/ship.sh stage), generates a deterministic mixed device log (cached
# between runs), and times trace-check beside grep and wc on the same file in the same run,
# because absolute numbers mean little across machines while the ratio to grep does.
# Then: the same lines as 4 files with -j 1 and -j 2, and one log 8x larger to show that
# peak RSS does not grow with the log. Prints a table; writes bench/results.json.
#
# Environment (all optional):
#   TRACE_CHECK=PATH      binary to measure; skips the build (e.g. a stand-in for testing)
#   BENCH_BUILD=KIND      shipped (default): the static binary `make install` and the tarball ship,
#                         built by scripts/ship.sh stage; dynamic: `swift build -c release`
#   BENCH_LINES=N         lines of the main log (default 1000000)
#   BENCH_RUNS=N          timed rounds (every command of a group once), best wall time kept (default 5)
#   BENCH_SEED=N          generator seed (default 42)
#   BENCH_SCALE_FILES=K   files in the -j scaling run (default 4; 0 skips it)
#   BENCH_LARGE_FACTOR=F  size of the large-log run in multiples of BENCH_LINES (default 8; 0 skips)
#   BENCH_SMALL_FILES=K   files in the many-small-files run (default 5000; 0 skips it)
#   BENCH_SMALL_LINES=N   lines of each small file (default 150)
#   BENCH_CALLGRIND_LINES=N  lines of the main log counted by callgrind (default 100000; 0 skips)
#   BENCH_DHAT_LINES=N    lines of the main log whose heap allocations dhat counts, with its first
#                         half (default: all of them; 0 skips)
#   BENCH_OBJECT_LINES=N  lines of the many-objects and lnav-workload logs (default 1000000; 0 skips both)
#   BENCH_DIR=DIR         where logs and scratch files live (default $TMPDIR/trace-check-bench)
#   BENCH_RESULTS=FILE    JSON results (default bench/results.json)
#   BENCH_STRICT=1        exit 1 when a budget is missed (default: report only)
# Exit codes: 0 measured (budgets are reported, not enforced unless BENCH_STRICT=1);
#             1 a budget was missed with BENCH_STRICT=1; 2 the benchmark could not run.

set -euo pipefail
export LC_ALL=C   # EPOCHREALTIME and printf must use '.' as the decimal point

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)

# Paths given relative to the caller's directory must survive the cd to the repo root.
abspath() { if [[ $1 == /* ]]; then printf '%s' "$1"; else printf '%s/%s' "$PWD" "$1"; fi; }
if [[ -n ${TRACE_CHECK:-} ]]; then
  if [[ $TRACE_CHECK == */* ]]; then TRACE_CHECK=$(abspath "$TRACE_CHECK")
  else TRACE_CHECK=$(command -v "$TRACE_CHECK" || printf '%s' "$TRACE_CHECK"); fi
fi
[[ -n ${BENCH_DIR:-} ]] && BENCH_DIR=$(abspath "$BENCH_DIR")
[[ -n ${BENCH_RESULTS:-} ]] && BENCH_RESULTS=$(abspath "$BENCH_RESULTS")
cd "$root"

LINES=${BENCH_LINES:-1000000}
RUNS=${BENCH_RUNS:-5}
SEED=${BENCH_SEED:-42}
SCALE_FILES=${BENCH_SCALE_FILES:-4}
LARGE_FACTOR=${BENCH_LARGE_FACTOR:-8}
SMALL_FILES=${BENCH_SMALL_FILES:-5000}
SMALL_LINES=${BENCH_SMALL_LINES:-150}
CALLGRIND_LINES=${BENCH_CALLGRIND_LINES:-100000}
DHAT_LINES=${BENCH_DHAT_LINES:-$LINES}
OBJECT_LINES=${BENCH_OBJECT_LINES:-1000000}
WORK=${BENCH_DIR:-${TMPDIR:-/tmp}/trace-check-bench}
RESULTS=${BENCH_RESULTS:-$here/results.json}
STRICT=${BENCH_STRICT:-0}
PY=${PYTHON:-python3}

log() { printf 'bench: %s\n' "$*" >&2; }
die() { printf 'bench: error: %s\n' "$*" >&2; exit 2; }

# ----------------------------------------------------------------------------- prerequisites
command -v "$PY" >/dev/null || die "python3 is needed (generator and report)"
if [[ ! -x /usr/bin/time ]]; then
  # The shell keyword `time` cannot report peak RSS; GNU time -v can.
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    log "installing GNU time"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time; } >&2 \
      || die "could not install the 'time' package"
  else
    die "/usr/bin/time (GNU time) is missing: apt-get install time"
  fi
fi
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer"
[[ $LINES =~ ^[1-9][0-9]*$ ]] || die "BENCH_LINES must be a positive integer"
[[ $SMALL_FILES =~ ^[0-9]+$ ]] || die "BENCH_SMALL_FILES must be a non-negative integer"
[[ $SMALL_LINES =~ ^[1-9][0-9]*$ ]] || die "BENCH_SMALL_LINES must be a positive integer"
[[ $CALLGRIND_LINES =~ ^[0-9]+$ ]] || die "BENCH_CALLGRIND_LINES must be a non-negative integer"
[[ $DHAT_LINES =~ ^[0-9]+$ ]] || die "BENCH_DHAT_LINES must be a non-negative integer"
[[ $OBJECT_LINES =~ ^[0-9]+$ ]] || die "BENCH_OBJECT_LINES must be a non-negative integer"

mkdir -p "$WORK"
ROWS="$WORK/rows.tsv"
: >"$ROWS"

BUILD=${BENCH_BUILD:-shipped}
if [[ -n ${TRACE_CHECK:-} ]]; then
  TC=$TRACE_CHECK
  BUILD=given
  log "measuring TRACE_CHECK=$TC (no build)"
elif [[ $BUILD == shipped ]]; then
  # The binary users install (README, Install): Swift runtime, Foundation, PCRE2 and zlib linked
  # statically, so no time goes on the dynamic loader's symbol lookups at every start.
  log "scripts/ship.sh stage (the release build users install)"
  bash "$root/scripts/ship.sh" stage >&2 || die "shipped build failed (scripts/ship.sh stage)"
  TC="$root/.build/dist/stage/bin/trace-check"
elif [[ $BUILD == dynamic ]]; then
  log "swift build -c release"
  swift build -c release >&2 || die "release build failed"
  TC="$root/.build/release/trace-check"
else
  die "BENCH_BUILD must be shipped or dynamic"
fi
[[ -x $TC ]] || die "not an executable: $TC"

# ----------------------------------------------------------------------------- inputs
# Cached logs are keyed by the generator's hash, so editing the generator regenerates them
# and a stale log is never measured by accident.
GEN_HASH=$(sha256sum "$here/generate_log.py" | cut -c1-12)
find "$WORK" -maxdepth 1 -name 'tcbench-*' ! -name "tcbench-*-$GEN_HASH*" -exec rm -rf {} + 2>/dev/null || true

# ensure_log PATH LINES [generator args...]: generate once; an interrupted run leaves only
# a .partial file behind, never a truncated log that looks complete.
ensure_log() {
  local out=$1 n=$2
  shift 2
  if [[ -e $out ]]; then
    log "reusing $out"
    return
  fi
  # Generated under its final name (the manifest records file names) inside a scratch dir.
  local tmp="$out.partial.$$" name
  name=$(basename "$out")
  rm -rf "$tmp"
  mkdir -p "$tmp"
  log "generating $n lines -> $out"
  "$PY" "$here/generate_log.py" --lines "$n" --seed "$SEED" --output "$tmp/$name" "$@" >&2 \
    || die "log generation failed"
  mv "$tmp/$name" "$out"
  rm -rf "$tmp"
}

size_of() { du -cb "$@" | tail -n1 | cut -f1; }                 # bytes of files
lines_of() { cat "$@" | wc -l | tr -d ' '; }

# ----------------------------------------------------------------------------- measuring
# A group of commands is timed in interleaved rounds: round i runs every command once, in
# order, and each command keeps its best wall time (least disturbed by the machine) and its
# highest peak RSS (the budget is a ceiling). Shared machines slow down for seconds at a
# time; consecutive runs of one command would all fall into such a spell, rounds spread
# every command's runs over the whole measurement and expose baseline and trace-check to
# the same conditions. Wall time comes from EPOCHREALTIME because GNU time rounds it to
# 10 ms, too coarse for grep on a warm file.
declare -A G_OK G_META G_CMD G_BEST G_ALL G_RSS G_RC
G_NAMES=()

# add NAME "OK-EXIT-CODES" LINES BYTES EVENTS -- CMD...: a command of the next group.
add() {
  local name=$1
  [[ $6 == -- ]] || die "add: usage"
  G_OK[$name]=$2
  G_META[$name]="$3"$'\t'"$4"$'\t'"$5"
  shift 6
  # Arguments are kept NUL-separated so paths with spaces survive.
  G_CMD[$name]=$(printf '%s\0' "$@" | base64 -w0)
  G_BEST[$name]="" G_ALL[$name]="" G_RSS[$name]=0 G_RC[$name]=0
  G_NAMES+=("$name")
}

# sample NAME: one timed run of a command of the group.
sample() {
  local name=$1 rc=0 t0 t1 secs kb
  local -a cmd
  mapfile -d '' -t cmd < <(printf '%s' "${G_CMD[$name]}" | base64 -d)
  t0=$EPOCHREALTIME
  /usr/bin/time -v -o "$WORK/time.txt" "${cmd[@]}" >"$WORK/stdout.txt" 2>"$WORK/stderr.txt" || rc=$?
  t1=$EPOCHREALTIME
  devnull_guard
  if [[ " ${G_OK[$name]} " != *" $rc "* ]]; then
    sed -n '1,20p' "$WORK/stderr.txt" >&2
    die "$name: exit code $rc (expected one of: ${G_OK[$name]}): ${cmd[*]}"
  fi
  secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
  kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time.txt")
  [[ -n $kb ]] || die "$name: no RSS in GNU time output"
  G_ALL[$name]+="${G_ALL[$name]:+,}$secs"
  if [[ -z ${G_BEST[$name]} ]] || awk -v a="$secs" -v b="${G_BEST[$name]}" 'BEGIN { exit !(a < b) }'; then G_BEST[$name]=$secs; fi
  if ((kb > G_RSS[$name])); then G_RSS[$name]=$kb; fi
  G_RC[$name]=$rc
  log "  $name: ${secs}s, ${kb} KiB, exit $rc"
}

# measure_group [RUNS]: time the commands added since the last group in interleaved rounds,
# then append their rows to the results in the order they were added.
measure_group() {
  local runs=${1:-$RUNS} i name
  for ((i = 1; i <= runs; i++)); do
    log " round $i of $runs"
    for name in "${G_NAMES[@]}"; do sample "$name"; done
  done
  for name in "${G_NAMES[@]}"; do
    local -a cmd
    mapfile -d '' -t cmd < <(printf '%s' "${G_CMD[$name]}" | base64 -d)
    # The command line is stored for the report; tabs would break the TSV.
    local line="${cmd[*]}"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
      "$name" "${G_BEST[$name]}" "${G_ALL[$name]}" "${G_RSS[$name]}" "${G_META[$name]}" "${G_RC[$name]}" "${line//$'\t'/ }" >>"$ROWS"
  done
  G_NAMES=()
}

# trace-check writes -o atomically (temp file + rename). Renaming onto /dev/null as root
# would replace the device with a regular file for the whole machine, so every run is
# followed by this check, and the timed runs only use /dev/null after a probe through a
# symlink showed the writer leaves non-regular targets alone.
devnull_guard() {
  if [[ ! -c /dev/null ]]; then
    { rm -f /dev/null && mknod -m 666 /dev/null c 1 3; } || true
    die "/dev/null was replaced by a regular file by: $TC -o /dev/null (restored: $([[ -c /dev/null ]] && echo yes || echo NO)). trace-check must write to non-regular -o targets in place."
  fi
}

OUT=/dev/null
probe_output_target() {
  local probe="$WORK/probe.log" link="$WORK/null-link"
  head -n 200 "$1" >"$probe"
  rm -f "$link"
  ln -s /dev/null "$link"
  local rc=0
  "$TC" check -f json -o "$link" "$probe" >/dev/null 2>"$WORK/stderr.txt" || rc=$?
  devnull_guard
  if ((rc >= 2)); then
    sed -n '1,20p' "$WORK/stderr.txt" >&2
    die "trace-check failed on a 200-line probe (exit $rc)"
  fi
  if [[ ! -L $link ]]; then
    OUT="$WORK/timed-report.json"
    log "WARNING: trace-check replaced a symlink to /dev/null given as -o; timed runs write to $OUT instead"
  fi
  rm -f "$link" "$probe"
}

# json_events REPORT: summary.events of a trace-check JSON report, or "null".
json_events() {
  "$PY" - "$1" <<'PY'
import json, sys
try:
    print(int(json.load(open(sys.argv[1]))["summary"]["events"]))
except Exception:
    print("null")
PY
}

# report_run NAME REPORT ARGS...: one untimed run writing a real JSON report (for the event
# count, and so that a broken report shows up here, not as a silently fast timed run).
report_run() {
  local name=$1 report=$2
  shift 2
  local rc=0
  "$TC" check -f json -o "$report" "$@" >/dev/null 2>"$WORK/stderr.txt" || rc=$?
  devnull_guard
  if ((rc >= 2)); then
    sed -n '1,20p' "$WORK/stderr.txt" >&2
    die "$name: trace-check exit code $rc (0 = clean, 1 = violations found, 2+ = error)"
  fi
  [[ -s $report ]] || die "$name: trace-check wrote no report to $report"
}

# ----------------------------------------------------------------------------- 1. one file
MAIN="$WORK/tcbench-$LINES-s$SEED-$GEN_HASH.log"
ensure_log "$MAIN" "$LINES" --manifest "$WORK/tcbench-$LINES-s$SEED-$GEN_HASH.manifest.json"
MAIN_BYTES=$(size_of "$MAIN")
MAIN_LINES=$(lines_of "$MAIN")
cat "$MAIN" >/dev/null   # page cache warm for every contender alike

probe_output_target "$MAIN"
report_run "report" "$WORK/report.json" "$MAIN"
TC_EVENTS=$(json_events "$WORK/report.json")
cp "$WORK/report.json" "$WORK/report-1file.json"

log "timing on $MAIN ($MAIN_LINES lines, $MAIN_BYTES bytes)"
# grep's count of '-[' lines is the baseline's "events" (grep exits 1 when it finds none).
GREP_EVENTS=$(grep -c -F -- '-[' "$MAIN" || true)
add "grep -c -F -- '-['" "0 1" "$MAIN_LINES" "$MAIN_BYTES" "$GREP_EVENTS" -- grep -c -F -- '-[' "$MAIN"
add "wc -l" "0" "$MAIN_LINES" "$MAIN_BYTES" "" -- wc -l "$MAIN"
add "trace-check check" "0 1" "$MAIN_LINES" "$MAIN_BYTES" "$TC_EVENTS" -- \
  "$TC" check -f json -o "$OUT" "$MAIN"
measure_group

# ----------------------------------------------------------------------------- 2. -j scaling
SCALE_DIR=""
SCALE_SAME=null
if ((SCALE_FILES > 0)); then
  SCALE_DIR="$WORK/tcbench-$LINES-s$SEED-x$SCALE_FILES-$GEN_HASH"
  ensure_log "$SCALE_DIR" "$LINES" --files "$SCALE_FILES"
  scale_files=("$SCALE_DIR"/device-*.log)
  S_BYTES=$(size_of "${scale_files[@]}")
  S_LINES=$(lines_of "${scale_files[@]}")
  cat "${scale_files[@]}" >/dev/null
  # The answer must not depend on -j (DESIGN.md section 9): compare the two reports.
  report_run "report -j 1" "$WORK/report-j1.json" -j 1 "${scale_files[@]}"
  report_run "report -j 2" "$WORK/report-j2.json" -j 2 "${scale_files[@]}"
  S_EVENTS=$(json_events "$WORK/report-j1.json")
  if cmp -s "$WORK/report-j1.json" "$WORK/report-j2.json"; then SCALE_SAME=true; else SCALE_SAME=false; fi
  log "timing -j on ${#scale_files[@]} files"
  add "trace-check check -j 1 ($SCALE_FILES files)" "0 1" "$S_LINES" "$S_BYTES" "$S_EVENTS" -- \
    "$TC" check -j 1 -f json -o "$OUT" "${scale_files[@]}"
  add "trace-check check -j 2 ($SCALE_FILES files)" "0 1" "$S_LINES" "$S_BYTES" "$S_EVENTS" -- \
    "$TC" check -j 2 -f json -o "$OUT" "${scale_files[@]}"
  measure_group
fi

# ----------------------------------------------------------------------------- 2b. many small files
# The other common shape: a CI folder of thousands of short logs, where per-file costs
# (set-up, tables, output buffers, file system calls) weigh more than per-line ones.
SMALL_SAME=null
if ((SMALL_FILES > 0)); then
  SMALL_TOTAL=$((SMALL_FILES * SMALL_LINES))
  SMALL_DIR="$WORK/tcbench-small-$SMALL_FILES-x$SMALL_LINES-s$SEED-$GEN_HASH"
  ensure_log "$SMALL_DIR" "$SMALL_TOTAL" --files "$SMALL_FILES" --quiet
  small_files=("$SMALL_DIR"/device-*.log)
  ((${#small_files[@]} == SMALL_FILES)) || die "expected $SMALL_FILES files in $SMALL_DIR, found ${#small_files[@]}"
  SM_BYTES=$(size_of "$SMALL_DIR")
  SM_LINES=$(lines_of "${small_files[@]}")
  cat "${small_files[@]}" >/dev/null
  report_run "report small -j 1" "$WORK/report-small-j1.json" -j 1 "$SMALL_DIR"
  report_run "report small -j 2" "$WORK/report-small-j2.json" -j 2 "$SMALL_DIR"
  SM_EVENTS=$(json_events "$WORK/report-small-j1.json")
  if cmp -s "$WORK/report-small-j1.json" "$WORK/report-small-j2.json"; then SMALL_SAME=true; else SMALL_SAME=false; fi
  log "timing $SMALL_FILES small files of $SMALL_LINES lines (the folder, as CI passes it)"
  add "trace-check check -j 1 ($SMALL_FILES small files)" "0 1" "$SM_LINES" "$SM_BYTES" "$SM_EVENTS" -- \
    "$TC" check -j 1 -f json -o "$OUT" "$SMALL_DIR"
  add "trace-check check -j 2 ($SMALL_FILES small files)" "0 1" "$SM_LINES" "$SM_BYTES" "$SM_EVENTS" -- \
    "$TC" check -j 2 -f json -o "$OUT" "$SMALL_DIR"
  measure_group
fi

# ----------------------------------------------------------------------------- 2c. many objects, lnav's workload
# Identity and findings at scale (issue 19), from bench/generate_objects.py: a million lines with
# hundreds of thousands of objects that never deallocate, at the default --max-objects (budget:
# per-line time within 2x of the main log's, peak RSS under 150 MB); and the workload on which a
# peer compared lnav (1,000,000 NSLog lifecycle calls of 7 classes at random addresses, about half
# a million objects and hundreds of thousands of findings), as JSON and as text, beside lnav's
# window-function pairing query over the same file when lnav is installed.
OBJ_HASH=$(sha256sum "$here/generate_objects.py" | cut -c1-12)
find "$WORK" -maxdepth 1 -name 'tcobjects-*' ! -name "tcobjects-*-$OBJ_HASH*" -exec rm -rf {} + 2>/dev/null || true
LNAV_SAME=null
if ((OBJECT_LINES > 0)); then
  ensure_objects() {
    local out=$1 shape=$2
    if [[ -e $out ]]; then log "reusing $out"; return; fi
    log "generating $OBJECT_LINES lines ($shape) -> $out"
    "$PY" "$here/generate_objects.py" --shape "$shape" --lines "$OBJECT_LINES" --seed "$SEED" --output "$out.partial.$$" \
      || die "log generation failed"
    mv "$out.partial.$$" "$out"
  }
  MANY="$WORK/tcobjects-many-$OBJECT_LINES-s$SEED-$OBJ_HASH.log"
  LNAVLOG="$WORK/tcobjects-lnav-$OBJECT_LINES-s$SEED-$OBJ_HASH.log"
  ensure_objects "$MANY" many-objects
  ensure_objects "$LNAVLOG" lnav
  cat "$MANY" "$LNAVLOG" >/dev/null
  report_run "report many objects" "$WORK/report-many.json" "$MANY"
  report_run "report lnav workload" "$WORK/report-lnav.json" "$LNAVLOG"
  MANY_EVENTS=$(json_events "$WORK/report-many.json")
  LNAV_EVENTS=$(json_events "$WORK/report-lnav.json")
  log "timing the many-objects and lnav-workload logs"
  # The main log again, in the same interleaved rounds: the many-objects budget is a ratio of the
  # two, and timed in different groups they can meet different spells of a busy machine; the
  # ratio against this row is reported beside the budget's.
  add "trace-check check (main log, beside many objects)" "0 1" "$MAIN_LINES" "$MAIN_BYTES" "$TC_EVENTS" -- \
    "$TC" check -f json -o "$OUT" "$MAIN"
  add "trace-check check (many objects)" "0 1" "$(lines_of "$MANY")" "$(size_of "$MANY")" "$MANY_EVENTS" -- \
    "$TC" check -f json -o "$OUT" "$MANY"
  add "trace-check check (lnav workload, json)" "0 1" "$(lines_of "$LNAVLOG")" "$(size_of "$LNAVLOG")" "$LNAV_EVENTS" -- \
    "$TC" check -f json -o "$OUT" "$LNAVLOG"
  add "trace-check check (lnav workload, text)" "0 1" "$(lines_of "$LNAVLOG")" "$(size_of "$LNAVLOG")" "$LNAV_EVENTS" -- \
    "$TC" check -o "$OUT" "$LNAVLOG"
  if command -v lnav >/dev/null; then
    # Objects are the `<Class: 0x…>` at the end of the body, calls the selector of `-[Class sel]`:
    # viewDidAppear: whose previous call on the same object was not viewWillAppear:.
    LNAV_QUERY=";SELECT count(*) AS unpaired FROM (SELECT sel, LAG(sel) OVER (PARTITION BY obj ORDER BY log_line) AS prev FROM (SELECT log_line, obj, substr(b, instr(b, ' ') + 1, instr(b, ']') - instr(b, ' ') - 1) AS sel FROM (SELECT log_line, substr(log_body, instr(log_body, '<')) AS obj, substr(log_body, instr(log_body, '-[') + 2) AS b FROM all_logs))) WHERE sel = 'viewDidAppear:' AND (prev IS NULL OR prev <> 'viewWillAppear:')"
    add "lnav pairing query (lnav workload)" "0" "$(lines_of "$LNAVLOG")" "$(size_of "$LNAVLOG")" "" -- \
      lnav -n -c "$LNAV_QUERY" "$LNAVLOG"
  else
    log "lnav is not installed: the lnav workload is timed without it (apt-get install lnav)"
  fi
  measure_group "$(( RUNS < 3 ? RUNS : 3 ))"
fi

# ----------------------------------------------------------------------------- 3. large log
if ((LARGE_FACTOR > 0)); then
  L_N=$((LINES * LARGE_FACTOR))
  LARGE="$WORK/tcbench-$L_N-s$SEED-$GEN_HASH.log"
  ensure_log "$LARGE" "$L_N"
  L_BYTES=$(size_of "$LARGE")
  L_LINES=$(lines_of "$LARGE")
  log "timing the ${LARGE_FACTOR}x log (one run: RSS is the point, not speed)"
  add "trace-check check (${LARGE_FACTOR}x log)" "0 1" "$L_LINES" "$L_BYTES" "" -- \
    "$TC" check -f json -o "$OUT" "$LARGE"
  measure_group 1
fi

# ----------------------------------------------------------------------------- 4. instructions
# Wall times on a shared machine move by tens of percent; instruction counts do not. callgrind
# counts every instruction of `check -f json -j 1` on the first CALLGRIND_LINES lines of the
# main log (about 50x slower than a plain run, so a prefix, not the whole log).
INSTRUCTIONS=null
if ((CALLGRIND_LINES > 0)); then
  if command -v valgrind >/dev/null; then
    CG_LOG="$WORK/tcbench-$LINES-s$SEED-$GEN_HASH.head$CALLGRIND_LINES.log"
    head -n "$CALLGRIND_LINES" "$MAIN" >"$CG_LOG"
    log "counting instructions (callgrind) on the first $CALLGRIND_LINES lines"
    rc=0
    valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out" \
      "$TC" check -f json -j 1 -o "$WORK/report-callgrind.json" "$CG_LOG" >/dev/null 2>"$WORK/callgrind.txt" || rc=$?
    devnull_guard
    ((rc <= 1)) || { sed -n '1,20p' "$WORK/callgrind.txt" >&2; die "callgrind run: exit code $rc"; }
    INSTRUCTIONS=$(awk '/^(summary|totals):/ { print $2; exit }' "$WORK/callgrind.out")
    [[ $INSTRUCTIONS =~ ^[0-9]+$ ]] || die "no instruction count in $WORK/callgrind.out"
    CG_BYTES=$(size_of "$CG_LOG")
    log "  $INSTRUCTIONS instructions, $CG_BYTES bytes"
  else
    log "valgrind is missing: no instruction count (apt-get install valgrind)"
  fi
fi

# ----------------------------------------------------------------------------- 5. allocations
# dhat counts the heap blocks of `check -f json -j 1` on DHAT_LINES lines of the main log and on
# their first half, at once. Per event over the whole run, and per event of the second half only
# (the blocks and events of the first half subtracted): the steady state, without start-up and
# the warm-up before finished objects' storage comes back for reuse (issue 17).
DHAT_BLOCKS=null; DHAT_HALF_BLOCKS=null; DHAT_EVENTS=null; DHAT_HALF_EVENTS=null
if ((DHAT_LINES > 1)); then
  if command -v valgrind >/dev/null; then
    half=$((DHAT_LINES / 2))
    log "counting heap allocations (dhat) on the first $DHAT_LINES lines and the first $half"
    dhat_pids=()
    for n in "$DHAT_LINES" "$half"; do
      head -n "$n" "$MAIN" >"$WORK/dhat-$n.log"
      valgrind --tool=dhat --dhat-out-file="$WORK/dhat-$n.json" "$TC" check -f json -j 1 -o "$WORK/report-dhat-$n.json" \
        "$WORK/dhat-$n.log" >/dev/null 2>"$WORK/dhat-$n.txt" &
      dhat_pids+=($!)
    done
    for pid in "${dhat_pids[@]}"; do
      rc=0; wait "$pid" || rc=$?
      ((rc <= 1)) || { sed -n '1,20p' "$WORK/dhat-$DHAT_LINES.txt" "$WORK/dhat-$half.txt" >&2; die "dhat run: exit code $rc"; }
    done
    devnull_guard
    # "==123== Total:     19,097,447 bytes in 38,968 blocks"
    blocks() { awk '/Total:/ { gsub(",", "", $(NF-1)); print $(NF-1); exit }' "$1"; }
    DHAT_BLOCKS=$(blocks "$WORK/dhat-$DHAT_LINES.txt"); DHAT_HALF_BLOCKS=$(blocks "$WORK/dhat-$half.txt")
    [[ $DHAT_BLOCKS =~ ^[0-9]+$ && $DHAT_HALF_BLOCKS =~ ^[0-9]+$ ]] || die "no block count in $WORK/dhat-*.txt"
    DHAT_EVENTS=$(json_events "$WORK/report-dhat-$DHAT_LINES.json"); DHAT_HALF_EVENTS=$(json_events "$WORK/report-dhat-$half.json")
    rm -f "$WORK/dhat-$DHAT_LINES.log" "$WORK/dhat-$half.log"
    log "  $DHAT_BLOCKS blocks for $DHAT_EVENTS events, $DHAT_HALF_BLOCKS for the first $DHAT_HALF_EVENTS"
  else
    log "valgrind is missing: no allocation count (apt-get install valgrind)"
  fi
fi

# ----------------------------------------------------------------------------- report
TC_VERSION=$("$TC" --version 2>/dev/null | head -n1 || true)
GIT_REV=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || true)
CPU=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)

status=0
# Values reach Python through the environment: pasting them into its source would break on
# quotes in a CPU name or a path.
CPUS=$(nproc)
KERNEL=$(uname -sr)
export BENCH_BUILD_KIND="$BUILD" BENCH_TC="$TC" BENCH_TC_VERSION="$TC_VERSION" BENCH_GIT="$GIT_REV" BENCH_CPU="$CPU" \
  BENCH_CPUS="$CPUS" BENCH_KERNEL="$KERNEL" BENCH_OUT="$OUT" BENCH_GEN="$GEN_HASH" \
  BENCH_MAIN_BYTES="$MAIN_BYTES" BENCH_SCALE_SAME="$SCALE_SAME" \
  BENCH_SMALL_SAME="$SMALL_SAME" BENCH_INSTRUCTIONS="$INSTRUCTIONS" BENCH_CG_BYTES="${CG_BYTES:-0}" \
  BENCH_DHAT_BLOCKS="$DHAT_BLOCKS" BENCH_DHAT_HALF_BLOCKS="$DHAT_HALF_BLOCKS" BENCH_DHAT_EVENTS="$DHAT_EVENTS" \
  BENCH_DHAT_HALF_EVENTS="$DHAT_HALF_EVENTS" DHAT_LINES \
  SMALL_FILES SMALL_LINES CALLGRIND_LINES OBJECT_LINES LINES SEED RUNS SCALE_FILES LARGE_FACTOR
"$PY" - "$ROWS" "$RESULTS" "$WORK/report-1file.json" <<'PY' || status=$?
import json, os, sys, datetime

E = os.environ

rows_path, results_path, report_path = sys.argv[1:4]
BUDGET = {"mb_per_s_min": 400.0, "speed_vs_grep_min": 0.2, "rss_mb_max": 100.0, "j2_speedup_min": 1.7,
          "small_files_per_s_min": 6000.0, "many_objects_per_line_ratio_max": 2.0, "many_objects_rss_mb_max": 150.0,
          "steady_allocations_per_event_max": 0.05}
rows = []
for line in open(rows_path):
    name, best, runs, rss_kb, nlines, nbytes, events, rc, cmd = line.rstrip("\n").split("\t")
    secs = float(best)
    ev = int(events) if events.isdigit() else None
    rows.append({
        "name": name, "command": cmd, "seconds": secs,
        "runs": [float(x) for x in runs.split(",")],
        "lines": int(nlines), "bytes": int(nbytes),
        "lines_per_s": int(nlines) / secs if secs else None,
        "mb_per_s": int(nbytes) / 1e6 / secs if secs else None,
        "events": ev, "events_per_s": ev / secs if (ev is not None and secs) else None,
        "peak_rss_mb": int(rss_kb) * 1024 / 1e6, "exit_code": int(rc),
    })
by = {r["name"]: r for r in rows}
grep = by.get("grep -c -F -- '-['")
for r in rows:
    # Speed relative to grep on the same bytes: 1.0 = as fast as grep, 0.2 = five times slower.
    r["speed_vs_grep"] = (grep["mb_per_s"] and r["mb_per_s"] / grep["mb_per_s"]) if grep else None

def fmt(v, spec):
    return "-" if v is None else format(v, spec)

hdr = f"{'command':<44} {'seconds':>8} {'lines/s':>12} {'MB/s':>8} {'events/s':>12} {'RSS MB':>8} {'vs grep':>8}"
print(hdr)
print("-" * len(hdr))
for r in rows:
    print(f"{r['name'][:44]:<44} {r['seconds']:>8.3f} {fmt(r['lines_per_s'], ',.0f'):>12} "
          f"{fmt(r['mb_per_s'], '.1f'):>8} {fmt(r['events_per_s'], ',.0f'):>12} "
          f"{r['peak_rss_mb']:>8.1f} {fmt(r['speed_vs_grep'], '.2f'):>8}")

single = by.get("trace-check check")
def small(r):
    return r["name"].endswith("small files)")
j1 = next((r for r in rows if r["name"].startswith("trace-check check -j 1") and not small(r)), None)
j2 = next((r for r in rows if r["name"].startswith("trace-check check -j 2") and not small(r)), None)
# Many small files: the measure is files per second, and -j 2 should about double it.
sm1 = next((r for r in rows if r["name"].startswith("trace-check check -j 1") and small(r)), None)
sm2 = next((r for r in rows if r["name"].startswith("trace-check check -j 2") and small(r)), None)
for r in (sm1, sm2):
    if r:
        r["files"] = int(E["SMALL_FILES"])
        r["files_per_s"] = r["files"] / r["seconds"] if r["seconds"] else None
instructions = int(E["BENCH_INSTRUCTIONS"]) if E["BENCH_INSTRUCTIONS"].isdigit() else None
cg_bytes = int(E["BENCH_CG_BYTES"])
def integer(name):
    return int(E[name]) if E[name].isdigit() else None
dh_blocks, dh_half_blocks = integer("BENCH_DHAT_BLOCKS"), integer("BENCH_DHAT_HALF_BLOCKS")
dh_events, dh_half_events = integer("BENCH_DHAT_EVENTS"), integer("BENCH_DHAT_HALF_EVENTS")
alloc_whole = dh_blocks / dh_events if (dh_blocks is not None and dh_events) else None
alloc_steady = ((dh_blocks - dh_half_blocks) / (dh_events - dh_half_events)
                if None not in (dh_blocks, dh_half_blocks, dh_events, dh_half_events) and dh_events > dh_half_events else None)
large = next((r for r in rows if r["name"].endswith("x log)")), None)
many = by.get("trace-check check (many objects)")
lnav_json = by.get("trace-check check (lnav workload, json)")
lnav_text = by.get("trace-check check (lnav workload, text)")
lnav = by.get("lnav pairing query (lnav workload)")
# The object-heavy logs have budgets of their own: the general RSS budget is about ordinary logs.
object_rows = {id(r) for r in (many, lnav_json, lnav_text) if r}
tc_rows = [r for r in rows if r["name"].startswith("trace-check") and id(r) not in object_rows]
def per_line(r):
    return r["seconds"] / r["lines"] if r and r["lines"] else None
many_ratio = per_line(many) / per_line(single) if (many and single) else None
# The same ratio against the main log's run in the many-objects group's own rounds: the budget
# keeps the first group's (the main log's figure everywhere else), this one shows how far the
# moment of measuring moves the ratio.
beside = by.get("trace-check check (main log, beside many objects)")
many_ratio_beside = per_line(many) / per_line(beside) if (many and beside) else None
speedup = j1["seconds"] / j2["seconds"] if (j1 and j2 and j2["seconds"]) else None
checks = {
    "single_job_mb_per_s": {"value": single and single["mb_per_s"], "min": BUDGET["mb_per_s_min"]},
    "speed_vs_grep": {"value": single and single["speed_vs_grep"], "min": BUDGET["speed_vs_grep_min"]},
    "peak_rss_mb": {"value": max(r["peak_rss_mb"] for r in tc_rows) if tc_rows else None,
                    "max": BUDGET["rss_mb_max"]},
    "j2_speedup": {"value": speedup, "min": BUDGET["j2_speedup_min"]},
    "small_files_per_s": {"value": sm2 and sm2["files_per_s"], "min": BUDGET["small_files_per_s_min"]},
    "many_objects_per_line_vs_main": {"value": many_ratio, "max": BUDGET["many_objects_per_line_ratio_max"]},
    "many_objects_rss_mb": {"value": many and many["peak_rss_mb"], "max": BUDGET["many_objects_rss_mb_max"]},
    "steady_allocations_per_event": {"value": alloc_steady, "max": BUDGET["steady_allocations_per_event_max"]},
}
for c in checks.values():
    v = c["value"]
    c["pass"] = None if v is None else (v >= c["min"] if "min" in c else v <= c["max"])

print()
if speedup is not None:
    print(f"-j 2 speedup over -j 1: {speedup:.2f}x  (reports identical: {E['BENCH_SCALE_SAME']})")
if sm1 and sm2:
    print(f"{E['SMALL_FILES']} small files: {sm1['files_per_s']:,.0f} files/s with -j 1, {sm2['files_per_s']:,.0f} with -j 2"
          f"  (reports identical: {E['BENCH_SMALL_SAME']})")
if instructions is not None:
    print(f"instructions, check -f json -j 1 on the first {E['CALLGRIND_LINES']} lines: {instructions:,}"
          f" ({instructions / cg_bytes:.1f} per byte)")
if alloc_whole is not None:
    steady = f", {alloc_steady:.3f} in the second half (steady state)" if alloc_steady is not None else ""
    print(f"heap allocations, check -f json -j 1 on {E['DHAT_LINES']} lines: {dh_blocks:,} for {dh_events:,} events,"
          f" {alloc_whole:.3f} per event{steady}")
if large and single:
    print(f"peak RSS, {E['LARGE_FACTOR']}x log vs 1x: {large['peak_rss_mb']:.1f} MB vs {single['peak_rss_mb']:.1f} MB "
          f"({large['peak_rss_mb'] / single['peak_rss_mb']:.2f}x)")
if many and single:
    print(f"many objects: {many['seconds']:.2f} s, {many_ratio:.2f}x the main log's time per line, {many['peak_rss_mb']:.1f} MB peak RSS")
    if many_ratio_beside is not None:
        print(f"many objects against the main log timed in the same rounds: {many_ratio_beside:.2f}x")
for r in (lnav_json, lnav_text):
    if r:
        vs = f"; lnav {lnav['seconds']:.2f} s, {lnav['peak_rss_mb']:.1f} MB ({lnav['seconds'] / r['seconds']:.2f}x the time)" if lnav else ""
        print(f"{r['name']}: {r['seconds']:.2f} s, {r['peak_rss_mb']:.1f} MB{vs}")
for k, c in checks.items():
    bound = f">= {c['min']}" if "min" in c else f"<= {c['max']}"
    state = {True: "ok", False: "MISSED", None: "n/a"}[c["pass"]]
    print(f"budget {k:<22} {fmt(c['value'], '.2f'):>9}  {bound:<9} {state}")

summary = None
try:
    summary = json.load(open(report_path)).get("summary")
except Exception:
    pass
out = {
    "version": 1,
    "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "machine": {"cpu": E["BENCH_CPU"], "cpus": int(E["BENCH_CPUS"]), "kernel": E["BENCH_KERNEL"]},
    "trace_check": {"path": E["BENCH_TC"], "build": E["BENCH_BUILD_KIND"], "version": E["BENCH_TC_VERSION"], "git": E["BENCH_GIT"],
                    "output": E["BENCH_OUT"]},
    "log": {"lines": int(E["LINES"]), "seed": int(E["SEED"]), "generator": E["BENCH_GEN"],
            "bytes": int(E["BENCH_MAIN_BYTES"]), "report_summary": summary},
    "runs_per_command": int(E["RUNS"]),
    "rows": rows,
    "scaling": {"files": int(E["SCALE_FILES"]), "speedup": speedup,
                "reports_identical": json.loads(E["BENCH_SCALE_SAME"])},
    "small_files": {"files": int(E["SMALL_FILES"]), "lines_per_file": int(E["SMALL_LINES"]),
                    "files_per_s_j1": sm1 and sm1["files_per_s"], "files_per_s_j2": sm2 and sm2["files_per_s"],
                    "reports_identical": json.loads(E["BENCH_SMALL_SAME"])},
    "instructions": {"lines": int(E["CALLGRIND_LINES"]), "bytes": cg_bytes,
                     "command": "valgrind --tool=callgrind trace-check check -f json -j 1",
                     "count": instructions,
                     "per_byte": (instructions / cg_bytes) if (instructions is not None and cg_bytes) else None},
    "allocations": {"lines": int(E["DHAT_LINES"]), "command": "valgrind --tool=dhat trace-check check -f json -j 1",
                    "blocks": dh_blocks, "events": dh_events, "first_half_blocks": dh_half_blocks,
                    "first_half_events": dh_half_events, "per_event": alloc_whole, "steady_per_event": alloc_steady},
    "objects": {"lines": int(E["OBJECT_LINES"]),
                "many_objects": many and {"seconds": many["seconds"], "peak_rss_mb": many["peak_rss_mb"],
                                          "per_line_vs_main": many_ratio,
                                          "per_line_vs_main_same_rounds": many_ratio_beside,
                                          "main_log_seconds_same_rounds": beside and beside["seconds"]},
                "lnav_workload": {"json": lnav_json and {"seconds": lnav_json["seconds"], "peak_rss_mb": lnav_json["peak_rss_mb"]},
                                  "text": lnav_text and {"seconds": lnav_text["seconds"], "peak_rss_mb": lnav_text["peak_rss_mb"]},
                                  "lnav": lnav and {"seconds": lnav["seconds"], "peak_rss_mb": lnav["peak_rss_mb"]}}},
    "large": {"factor": int(E["LARGE_FACTOR"]),
              "rss_ratio_vs_1x": (large["peak_rss_mb"] / single["peak_rss_mb"]) if (large and single) else None},
    "budget": checks,
}
def rounded(v):
    if isinstance(v, float):
        return round(v, 4) if abs(v) < 100 else round(v, 1)
    if isinstance(v, dict):
        return {k: rounded(x) for k, x in v.items()}
    if isinstance(v, list):
        return [rounded(x) for x in v]
    return v

with open(results_path, "w") as f:
    json.dump(rounded(out), f, indent=2)
    f.write("\n")
print(f"\nresults: {results_path}")
missed = [k for k, c in checks.items() if c["pass"] is False]
sys.exit(1 if missed else 0)
PY

if ((status == 1)) && [[ $STRICT == 1 ]]; then
  log "budget missed (BENCH_STRICT=1)"
  exit 1
elif ((status > 1)); then
  die "report generation failed"
fi
exit 0
