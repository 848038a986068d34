"""`make fleet-test`: run the Spark job in local mode over Examples/ and a few hundred generated
logs, and check that its triage table equals `trace-check triage`'s, row for row.

    python3 integrations/spark/fleet_test.py --binary .build/debug/trace-check --work .build/fleet
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The columns both sides compute. The normalised message is left out: Spark sees the raw
# messages, and the fingerprint already hashes the normalised one.
COLUMNS = ["fingerprint", "rule", "severity", "class", "count", "logs", "devices", "launches", "firstTime", "lastTime", "example"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--work", default=".build/fleet")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--master", default="local[2]")
    args = parser.parse_args()

    logs = os.path.join(args.work, "logs")
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(os.path.join(logs, "examples"))
    for path in sorted(glob.glob("Examples/*.log")):
        shutil.copy(path, os.path.join(logs, "examples"))
    subprocess.run([sys.executable, os.path.join(HERE, "generate_fleet.py"), "--count", str(args.count),
                    "--out", os.path.join(logs, "generated")], check=True)
    files = [p for p in glob.glob(os.path.join(logs, "**", "*"), recursive=True) if os.path.isfile(p)]
    size = sum(os.path.getsize(p) for p in files)

    triage = subprocess.run([args.binary, "triage", "-f", "json", logs], stdout=subprocess.PIPE, check=True)
    expected = [{
        "fingerprint": g["fingerprint"], "rule": g["rule"], "severity": g["severity"], "class": g.get("class"),
        "count": g["count"], "logs": g["logs"], "devices": g["devices"], "launches": g["launches"],
        "firstTime": g.get("firstTime"), "lastTime": g.get("lastTime"),
        "example": "%s:%d" % (g["example"]["file"], g["example"]["line"]),
    } for g in json.loads(triage.stdout)["groups"]]

    output = os.path.join(args.work, "out")
    start = time.monotonic()
    # Two partitions, so the logs really are split over tasks that know nothing of each other.
    subprocess.run([sys.executable, os.path.join(HERE, "trace_check_job.py"), "--master", args.master, "--partitions", "2",
                    "--binary", args.binary, "--logs", logs, "--output", output], check=True)
    seconds = time.monotonic() - start
    actual = []
    for part in sorted(glob.glob(os.path.join(output, "triage.json", "part-*"))):
        with open(part, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                actual.append({
                    "fingerprint": row["fingerprint"], "rule": row["rule"], "severity": row["severity"],
                    "class": row.get("class"), "count": row["count"], "logs": row["logs"], "devices": row["devices"],
                    "launches": row["launches"],
                    "firstTime": row.get("firstTime"), "lastTime": row.get("lastTime"),
                    "example": "%s:%d" % (row["example"]["file"], row["example"]["line"]),
                })

    print(f"fleet-test: {len(files)} logs, {size / 1e6:.2f} MB, Spark job {seconds:.1f} s "
          f"({size / 1e6 / seconds:.2f} MB/s, {seconds / (size / 1e9):.0f} s per GB) with {args.master}")
    if actual != expected:
        print("fleet-test: the Spark triage table differs from trace-check triage's", file=sys.stderr)
        for index in range(max(len(actual), len(expected))):
            want = expected[index] if index < len(expected) else None
            got = actual[index] if index < len(actual) else None
            if want != got:
                print(f"  row {index + 1}:\n    trace-check: {want}\n    spark:       {got}", file=sys.stderr)
        return 1
    if not expected or sum(row["count"] for row in expected) < args.count // 2:
        print("fleet-test: too few violations to compare; the fleet was not checked", file=sys.stderr)
        return 1
    # Some logs name their device (idevicesyslog host fields), and several of them the same one.
    if not any(1 < row["devices"] < row["logs"] for row in expected):
        print("fleet-test: no group spans logs from a shared device name; device counting was not exercised", file=sys.stderr)
        return 1
    print(f"fleet-test: {len(expected)} groups, {sum(r['count'] for r in expected)} violations: Spark and trace-check triage agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
