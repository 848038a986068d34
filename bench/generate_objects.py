#!/usr/bin/env python3
"""Object-heavy NSLog logs for trace-check benchmarks: identity and findings at scale.

Two shapes, both plain NSLog lines of one app process
(`2024-03-05 10:23:45.123456+0800 MyApp[1234:567890] -[Class selector] <Class: 0x…>`):

  many-objects  Hundreds of thousands of distinct objects, most never deallocated: each object is
                created, loads its view, lays out and (for a few) deallocates, interleaved with the
                next objects' lines. The shape of a log where cells, images and models come and go
                all day and their deallocs are not logged. Few findings: the cost measured is the
                per-object records and the --max-objects limit.
  lnav          The workload of issue 19 item 1 (a peer's benchmark, which lnav answers with a
                window-function pairing query): 1,000,000 NSLog lifecycle calls of 7 classes at
                random addresses, so about half a million distinct objects and hundreds of
                thousands of findings (calls out of order). The cost measured is findings.

Same seed and arguments => byte-identical output. Stdlib only.
"""

from __future__ import annotations

import argparse
import random
import sys

APP = "MyApp"
PID = 1234
TID = 567890
CLASSES = ["FeedViewController", "ProfileViewController", "SettingsViewController", "PhotoCell",
           "AvatarView", "CommentViewController", "DetailViewController"]
# Lifecycle calls the lnav workload draws from (the "lifecycle calls of 7 classes").
LNAV_SELECTORS = ["initWithNibName:bundle:", "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
                  "viewWillDisappear:", "viewDidDisappear:", "dealloc"]
FLUSH_EVERY = 16384


def stamps(rng):
    """NSLog time stamps, 0.1-1.1 ms apart (a busy app), monotonic."""
    t = 10 * 3600 + 23 * 60 + 45.0
    while True:
        t += 0.0001 + rng.random() * 0.001
        whole = int(t)
        yield f"2024-03-05 {whole // 3600:02d}:{whole // 60 % 60:02d}:{whole % 60:02d}.{int((t - whole) * 1e6):06d}+0800"


def many_objects(rng, lines, dealloc_share):
    """About 2.5 lines per object (a few more with deallocs): about lines / 2.5 distinct objects."""
    pending = []          # (class, address, remaining selectors) of objects being logged
    address = 0x7fa3c2000000
    emitted = 0
    while emitted < lines:
        if len(pending) < 64:
            address += 0x40 + rng.randrange(8) * 0x10
            cls = CLASSES[rng.randrange(len(CLASSES))]
            calls = ["initWithNibName:bundle:", "viewDidLoad"]
            if rng.random() < 0.5:
                calls.append("viewWillLayoutSubviews")
            if rng.random() < dealloc_share:
                calls.append("dealloc")
            pending.append([cls, address, calls])
        i = rng.randrange(len(pending))
        cls, addr, calls = pending[i]
        yield f"-[{cls} {calls.pop(0)}] <{cls}: 0x{addr:x}>"
        emitted += 1
        if not calls:
            pending[i] = pending[-1]
            pending.pop()


def lnav(rng, lines):
    """Uniformly random class, address (from a pool sized for ~500k distinct objects) and call."""
    pool = 700_000
    for _ in range(lines):
        cls = CLASSES[rng.randrange(len(CLASSES))]
        addr = 0x600000c00000 + rng.randrange(pool) * 0x10
        yield f"-[{cls} {LNAV_SELECTORS[rng.randrange(len(LNAV_SELECTORS))]}] <{cls}: 0x{addr:x}>"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shape", choices=["many-objects", "lnav"], required=True)
    ap.add_argument("--lines", type=int, default=1_000_000, help="lines (default 1000000)")
    ap.add_argument("--dealloc-share", type=float, default=0.05,
                    help="many-objects: share of objects that deallocate (default 0.05)")
    ap.add_argument("--seed", type=int, default=42, help="RNG seed (default 42)")
    ap.add_argument("--output", "-o", default="-", help="output file (default stdout)")
    args = ap.parse_args(argv)
    if args.lines <= 0:
        ap.error("--lines must be positive")
    rng = random.Random(args.seed)
    body = many_objects(rng, args.lines, args.dealloc_share) if args.shape == "many-objects" else lnav(rng, args.lines)
    prefix = f" {APP}[{PID}:{TID}] "
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8", newline="\n")
    try:
        chunk = []
        for stamp, message in zip(stamps(rng), body):
            chunk.append(stamp + prefix + message)
            if len(chunk) >= FLUSH_EVERY:
                out.write("\n".join(chunk) + "\n")
                chunk.clear()
        if chunk:
            out.write("\n".join(chunk) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
