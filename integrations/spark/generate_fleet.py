"""Write a fleet of logs with known duplicates: copies of the example logs, each as another
capture would have recorded it (other addresses, pid and date), so the same findings recur
with the same fingerprints across logs. Captures come from a farm of 12 devices, which the
idevicesyslog examples name in their host field (`farm-03`); every 5th capture is from a device
still called `iPhone`, as many are. The other examples' formats name no device.

    python3 integrations/spark/generate_fleet.py --examples Examples --count 300 --out .build/fleet/logs/generated
"""

import argparse
import os
import re

# The examples whose logs stand alone (Examples/rules/ needs its rules files).
EXAMPLES = [
    "appearance_pairing_will_without_did.log", "clean_session.log", "containment_missing_didMove.log",
    "leak_popped_not_deallocated.log", "observer_added_twice.log", "observer_outlives_appearance.log",
    "uikit_diagnostic_unbalanced.log", "zombie_message_after_dealloc.log",
]


def device_name(k):
    """The device capture k comes from, as idevicesyslog names it."""
    return "iPhone" if k % 5 == 0 else "farm-%02d" % (k % 12)


def device_copy(text, k):
    """Copy k: dates moved to day k of 2024 (from April 1), pids 7000+k, addresses prefixed with k in hex,
    syslog host fields naming capture k's device."""
    text = re.sub(r"^((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d+ [\d:.]+) iPhone ",
                  lambda m: "%s %s " % (m.group(1), device_name(k)), text, flags=re.M)
    month, day = divmod(k, 28)
    date = "2024-%02d-%02d" % (4 + month % 8, day + 1)
    text = re.sub(r"\d{4}-\d{2}-\d{2}", date, text)
    text = re.sub(r"\[\d+([:\]])", lambda m: "[%d%s" % (7000 + k, m.group(1)), text)
    return re.sub(r"0x([0-9a-fA-F]{6,})", lambda m: "0x%x%s" % (k + 1, m.group(1)), text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", default="Examples")
    parser.add_argument("--count", type=int, default=300, help="logs to write")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    texts = {}
    for name in EXAMPLES:
        with open(os.path.join(args.examples, name), encoding="utf-8") as f:
            texts[name] = f.read()
    # Uneven multiplicities, so the triage order is decided by counts: example i recurs on every
    # (i+1)-th device (observer_added_twice on every 5th, …) and the clean session fills the rest.
    written = 0
    k = 0
    while written < args.count:
        device = os.path.join(args.out, "device-%03d" % k)
        os.makedirs(device, exist_ok=True)
        for i, name in enumerate(EXAMPLES):
            if written < args.count and k % (i + 1) == 0:
                with open(os.path.join(device, name), "w", encoding="utf-8") as f:
                    f.write(device_copy(texts[name], k))
                written += 1
        k += 1
    print(f"{written} logs from {k} captures in {args.out}")


if __name__ == "__main__":
    main()
