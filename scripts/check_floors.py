#!/usr/bin/env python3
"""Checks the conformance harness's last line against the floors recorded in the repo.

Usage: check_floors.py FLOORS_FILE HARNESS_OUTPUT
The harness's last line reads `conformance: exact A/N, errors B/N, summary C/N, unsupported U`.
"""
import re
import sys


def main() -> int:
    floors_path, output_path = sys.argv[1], sys.argv[2]
    floors = {}
    for line in open(floors_path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            key, value = line.split()
            floors[key] = int(value)
    lines = [l for l in open(output_path, encoding="utf-8").read().splitlines() if l.strip()]
    last = lines[-1] if lines else ""
    m = re.match(r"conformance: exact (\d+)/(\d+), errors (\d+)/\d+, summary (\d+)/\d+", last)
    if not m:
        print(f"check_floors: cannot read the harness's last line: {last!r}", file=sys.stderr)
        return 1
    got = {"exact": int(m.group(1)), "errors": int(m.group(3)), "summary": int(m.group(4))}
    failed = False
    for key, floor in floors.items():
        status = "ok" if got[key] >= floor else "BELOW FLOOR"
        print(f"check_floors: {key} {got[key]}/{m.group(2)} (floor {floor}) {status}")
        failed |= got[key] < floor
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
