#!/usr/bin/env bash
# bench/rules.sh: how trace-check scales with the number of user rules (issue 19, item 9).
#
#   bash bench/rules.sh            (what `make bench-rules` runs)
#
# Builds trace-check in release mode, generates a deterministic log (bench/generate_log.py) and a
# rules file of N rules with their examples (bench/generate_rules.py), both cached, and times in
# alternating rounds, best of BENCH_RUNS:
#   none    trace-check check -f json -o /dev/null LOG
#   rules   the same with --rules RULES
#   load    trace-check rules --rules RULES (load: parse, compile, verify every example), minus
#           trace-check rules (start-up and the built-in list)
# The budget: `rules` within 3x of `none`. With valgrind, it also counts the instructions of
# `none` and `rules` with -j 1 on the first BENCH_RULES_CALLGRIND_LINES lines and of the load
# alone, the figures to compare between commits on a shared machine. Writes
# bench/results-rules.json and prints a table.
#
# Environment (all optional):
#   TRACE_CHECK=PATH              binary to measure; skips `swift build`
#   BENCH_RULES=N                 rules in the file (default 2000)
#   BENCH_RULES_LINES=N           lines of the log (default 200000, about 30 MB)
#   BENCH_RUNS=N                  timed rounds, best kept (default 5)
#   BENCH_RULES_CALLGRIND_LINES=N lines counted by callgrind (default 20000; 0 skips callgrind)
#   BENCH_DIR=DIR                 cache folder (default $TMPDIR/trace-check-bench)
#   BENCH_RULES_RESULTS=FILE      JSON results (default bench/results-rules.json)
#   BENCH_STRICT=1                exit 1 when the budget is missed
# Exit codes: 0 measured; 1 budget missed with BENCH_STRICT=1; 2 could not run.

set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
abspath() { if [[ $1 == /* ]]; then printf '%s' "$1"; else printf '%s/%s' "$PWD" "$1"; fi; }
[[ -n ${TRACE_CHECK:-} && $TRACE_CHECK == */* ]] && TRACE_CHECK=$(abspath "$TRACE_CHECK")
[[ -n ${BENCH_DIR:-} ]] && BENCH_DIR=$(abspath "$BENCH_DIR")
[[ -n ${BENCH_RULES_RESULTS:-} ]] && BENCH_RULES_RESULTS=$(abspath "$BENCH_RULES_RESULTS")
cd "$root"

RULES=${BENCH_RULES:-2000}
LINES=${BENCH_RULES_LINES:-200000}
RUNS=${BENCH_RUNS:-5}
CG_LINES=${BENCH_RULES_CALLGRIND_LINES:-20000}
WORK=${BENCH_DIR:-${TMPDIR:-/tmp}/trace-check-bench}
RESULTS=${BENCH_RULES_RESULTS:-$here/results-rules.json}
STRICT=${BENCH_STRICT:-0}
PY=${PYTHON:-python3}

log() { printf 'bench-rules: %s\n' "$*" >&2; }
die() { printf 'bench-rules: error: %s\n' "$*" >&2; exit 2; }

command -v "$PY" >/dev/null || die "python3 is needed (generators and report)"
for n in "$RULES" "$LINES" "$RUNS" "$CG_LINES"; do [[ $n =~ ^[0-9]+$ ]] || die "counts must be non-negative integers"; done
(( RUNS > 0 && LINES > 0 )) || die "BENCH_RUNS and BENCH_RULES_LINES must be positive"
mkdir -p "$WORK"

if [[ -z ${TRACE_CHECK:-} ]]; then
  log "building trace-check (release)"
  swift build -c release >&2 || die "swift build failed"
  TRACE_CHECK="$(swift build -c release --show-bin-path)/trace-check"
fi
[[ -x $TRACE_CHECK ]] || die "no trace-check at $TRACE_CHECK"

# Cached under names that include the generators' hashes, so an edited generator regenerates.
gen_hash=$(cat "$here/generate_log.py" "$here/generate_rules.py" | cksum | cut -d' ' -f1)
LOG="$WORK/rules-bench-$LINES-$gen_hash.log"
RULESFILE="$WORK/rules-bench-$RULES-$gen_hash.tcrules"
[[ -s $LOG ]] || { log "generating $LINES lines"; "$PY" "$here/generate_log.py" --lines "$LINES" --seed 1 --quiet -o "$LOG"; }
[[ -s $RULESFILE ]] || { log "generating $RULES rules"; "$PY" "$here/generate_rules.py" --rules "$RULES" -o "$RULESFILE"; }

# One timed run: wall seconds on stdout; exit 1 (violations) is expected, 2 or more is not.
run() {
  local start end rc=0
  start=$EPOCHREALTIME
  "$@" >/dev/null 2>&1 || rc=$?
  end=$EPOCHREALTIME
  (( rc <= 1 )) || die "'$*' exited $rc"
  "$PY" -c "print(f'{$end - $start:.4f}')"
}
min() { "$PY" -c "import sys; print(min(float(x) for x in sys.argv[1:]))" "$@"; }

none=(); with=(); listing=(); loading=()
for (( round = 1; round <= RUNS; round++ )); do
  log "round $round of $RUNS"
  none+=("$(run "$TRACE_CHECK" check -f json -o /dev/null "$LOG")")
  with+=("$(run "$TRACE_CHECK" check -f json -o /dev/null --rules "$RULESFILE" "$LOG")")
  listing+=("$(run "$TRACE_CHECK" rules)")
  loading+=("$(run "$TRACE_CHECK" rules --rules "$RULESFILE")")
done
t_none=$(min "${none[@]}"); t_with=$(min "${with[@]}"); t_list=$(min "${listing[@]}"); t_load=$(min "${loading[@]}")
# Peak RSS in kB (GNU time writes it to its own file, apart from trace-check's output).
rss() {
  local out="$WORK/rules-bench.rss"
  if [[ -x /usr/bin/time ]] && /usr/bin/time -f '%M' -o "$out" "$@" >/dev/null 2>&1 || [[ -s $out ]]; then
    tail -1 "$out"
  else
    echo 0
  fi
  rm -f "$out"
}
rss_none=$(rss "$TRACE_CHECK" check -f json -o /dev/null "$LOG")
rss_with=$(rss "$TRACE_CHECK" check -f json -o /dev/null --rules "$RULESFILE" "$LOG")

ir_none=null; ir_with=null; ir_load=null
if (( CG_LINES > 0 )) && command -v valgrind >/dev/null; then
  CGLOG="$WORK/rules-bench-$CG_LINES-$gen_hash.log"
  [[ -s $CGLOG ]] || head -n "$CG_LINES" "$LOG" >"$CGLOG"
  count() {
    local out="$WORK/rules-bench.callgrind"
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>"$out.txt" || true
    grep -o 'refs: *[0-9,]*' "$out.txt" | tr -dc 0-9
    rm -f "$out" "$out.txt"
  }
  log "callgrind: none, rules, load (a few minutes)"
  ir_none=$(count "$TRACE_CHECK" check -j 1 -f json -o /dev/null "$CGLOG")
  ir_with=$(count "$TRACE_CHECK" check -j 1 -f json -o /dev/null --rules "$RULESFILE" "$CGLOG")
  ir_list=$(count "$TRACE_CHECK" rules)
  ir_load=$(( $(count "$TRACE_CHECK" rules --rules "$RULESFILE") - ir_list ))
elif (( CG_LINES > 0 )); then
  log "valgrind is missing: no instruction counts"
fi

"$PY" - "$RESULTS" "$RULES" "$LINES" "$(wc -c <"$LOG")" "$t_none" "$t_with" "$t_list" "$t_load" \
  "${rss_none:-0}" "${rss_with:-0}" "$CG_LINES" "$ir_none" "$ir_with" "$ir_load" "$STRICT" <<'PY'
import json, sys
(path, rules, lines, size, t_none, t_with, t_list, t_load, rss_none, rss_with, cg_lines,
 ir_none, ir_with, ir_load, strict) = sys.argv[1:]
t_none, t_with, t_list, t_load = map(float, (t_none, t_with, t_list, t_load))
load = max(t_load - t_list, 0.0)
ratio = t_with / t_none
check_ratio = max(t_with - load, 0.0) / t_none
num = lambda s: None if s == "null" else int(s)
ir = {"lines": int(cg_lines), "none": num(ir_none), "rules": num(ir_with), "load": num(ir_load)}
if ir["none"] and ir["rules"]:
    ir["ratio"] = round(ir["rules"] / ir["none"], 3)
    ir["check_ratio"] = round((ir["rules"] - (ir["load"] or 0)) / ir["none"], 3)
ok = ratio <= 3.0
result = {
    "rules": int(rules), "lines": int(lines), "bytes": int(size),
    "seconds": {"none": t_none, "rules": t_with, "load": round(load, 4)},
    "ratio": round(ratio, 3), "check_ratio": round(check_ratio, 3),
    "rss_mb": {"none": round(int(rss_none) * 1024 / 1e6, 1), "rules": round(int(rss_with) * 1024 / 1e6, 1)},
    "instructions": ir,
    "budget": {"bound": 3.0, "ok": ok},
}
with open(path, "w") as f:
    json.dump(result, f, indent=2)
    f.write("\n")
print(f"{'run':<34}{'seconds':>9}{'RSS MB':>9}{'instructions':>16}")
print(f"{'no user rules':<34}{t_none:>9.3f}{result['rss_mb']['none']:>9.1f}{ir['none'] or '-':>16}")
print(f"{f'{int(rules):,} user rules':<34}{t_with:>9.3f}{result['rss_mb']['rules']:>9.1f}{ir['rules'] or '-':>16}")
print(f"{'  of which loading the rules':<34}{load:>9.3f}{'':>9}{ir['load'] or '-':>16}")
print(f"ratio {ratio:.2f}x (checking alone {check_ratio:.2f}x); instructions {ir.get('ratio', '-')}x "
      f"(checking alone {ir.get('check_ratio', '-')}x, on the first {int(cg_lines):,} lines)")
print(f"budget: {int(rules):,} rules within 3x of none: {'ok' if ok else 'MISSED'}")
sys.exit(1 if strict == "1" and not ok else 0)
PY
