#!/usr/bin/env bash
# bench/events_throughput.sh: lines/s of `trace-check events --format ndjson` on a generated
# 1,000,000-line mixed device log, release build. A measurement, not a test: it never fails on speed.
#
#   bash bench/events_throughput.sh
#
# Environment (all optional):
#   TRACE_CHECK=PATH   binary to measure (default .build/release/trace-check, built when missing)
#   BENCH_LINES=N      lines of the log (default 1000000)
#   BENCH_RUNS=N       timed runs, best wall time kept (default 3)
#   BENCH_DIR=DIR      where the generated log is cached (default $TMPDIR/trace-check-bench)
#
# The log comes from bench/generate_log.py when it exists (mixed NSLog / idevicesyslog / compact,
# 25% lifecycle lines, 75% noise); otherwise from a small inline generator with the same mix.
# Prints lines/s and MB/s of the events command, and the same for `wc -l` and `grep -c -F -- '-['`
# on the same file as a yardstick for this machine.
set -euo pipefail
export LC_ALL=C

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
LINES=${BENCH_LINES:-1000000}
RUNS=${BENCH_RUNS:-3}
WORK=${BENCH_DIR:-${TMPDIR:-/tmp}/trace-check-bench}
mkdir -p "$WORK"

if [[ -z ${TRACE_CHECK:-} ]]; then
  TRACE_CHECK=$root/.build/release/trace-check
  if [[ ! -x $TRACE_CHECK ]]; then
    echo "building trace-check (release)..." >&2
    (cd "$root" && swift build -c release --product trace-check >&2)
  fi
fi
[[ -x $TRACE_CHECK ]] || { echo "no trace-check binary at $TRACE_CHECK" >&2; exit 2; }
if ! "$TRACE_CHECK" events --help >/dev/null 2>&1; then
  echo "this trace-check has no 'events' subcommand yet; nothing to measure" >&2
  exit 2
fi

log=$WORK/events-mixed-$LINES.log
if [[ ! -s $log ]]; then
  echo "generating $LINES lines into $log..." >&2
  if [[ -f $here/generate_log.py ]]; then
    python3 "$here/generate_log.py" --lines "$LINES" --seed 42 --output "$log" --quiet
  else
    python3 - "$LINES" "$log" <<'PY'
import random, sys
n, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(42)
classes = ["FeedViewController", "ProfileViewController", "AvatarView", "SettingsViewController"]
selectors = ["viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "dealloc"]
noise = ["[Common] _BSMachError: port 9b03; (os/kern) invalid capability (0x14) \"Unable to insert COPY_SEND\"",
         "TIC Read Status [1:0x0]: 1:57", "[C4 127.0.0.1:8000 tcp] cancelled", "Deallocating <private>",
         "__29-[FeedViewController viewDidLoad]_block_invoke", "nw_socket_handle_socket_event Event mask: 0x4"]
with open(path, "w") as out:
    for i in range(n):
        s = i // 1000; t = "%02d:%02d:%02d" % (10 + s // 3600 % 12, s // 60 % 60, s % 60)
        if rng.random() < 0.25:
            c = rng.choice(classes); msg = "-[%s %s] <%s: 0x7fa3c2d0%04x>" % (c, rng.choice(selectors), c, rng.randrange(65536))
        else:
            msg = rng.choice(noise)
        r = rng.random()
        if r < 0.4:   out.write("2024-03-05 %s.%06d+0800 MyApp[1234:567890] %s\n" % (t, i % 1000000, msg))
        elif r < 0.7: out.write("Mar  5 %s iPhone MyApp(Foundation)[1234] <Notice>: %s\n" % (t, msg))
        else:         out.write("2024-03-05 %s.%03d Df MyApp[1234:8aa52] %s\n" % (t, i % 1000, msg))
PY
  fi
fi

bytes=$(wc -c < "$log")
lines=$(wc -l < "$log")

best() {  # best wall seconds of RUNS runs of "$@"; stdout to $OUT (/dev/null unless set)
  local best_s="" start end s
  for ((r = 0; r < RUNS; r++)); do
    start=$EPOCHREALTIME
    "$@" > "${OUT:-/dev/null}" || [[ $? -eq 1 ]]
    end=$EPOCHREALTIME
    s=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    if [[ -z $best_s ]] || awk -v a="$s" -v b="$best_s" 'BEGIN { exit !(a < b) }'; then best_s=$s; fi
  done
  printf '%s' "$best_s"
}

row() {  # label seconds
  awk -v l="$1" -v s="$2" -v n="$lines" -v b="$bytes" \
    'BEGIN { printf "%-44s %8.3f s %14.0f lines/s %9.1f MB/s\n", l, s, n / s, b / s / 1e6 }'
}

events=$("$TRACE_CHECK" events --format ndjson "$log" | wc -l)
printf 'log: %s (%d lines, %.1f MB), %d events\n' "$log" "$lines" "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" "$events"
row "wc -l" "$(best wc -l "$log")"
# GNU grep stops at the first match when its output is /dev/null: give it a real file.
row "grep -c -F -- '-['" "$(OUT=$WORK/grep.out best grep -c -F -- '-[' "$log")"
row "trace-check events --format ndjson" "$(best "$TRACE_CHECK" events --format ndjson "$log")"
