#!/usr/bin/env python3
"""Summarises a conformance --json report for the RUN pairs whose Boogie options contain
a given option (default: -noVerify), e.g. `conformance_subset.py report.json noVerify`."""
import json
import sys

report = json.load(open(sys.argv[1], encoding="utf-8"))
needle = sys.argv[2] if len(sys.argv) > 2 else "noVerify"
pairs = [p for p in report["pairs"] if needle in json.dumps(p["options"])]
n = len(pairs)
count = lambda level: sum(1 for p in pairs if p[level])
unsupported = sum(1 for p in pairs if p["status"].startswith("unsupported"))
print(f"pairs with {needle}: exact {count('exact')}/{n}, errors {count('errors')}/{n}, "
      f"summary {count('summary')}/{n}, unsupported {unsupported}")
for p in pairs:
    if not p["exact"]:
        print(f"  not exact: {p['test']} #{p['pair']} ({p['status']}: {p.get('detail') or ''})")
