#!/usr/bin/env python3
"""rboogie under several solver configurations on the same files, interleaved.

Usage: scripts/solver_options_bench.py RBOOGIE OUT.json CONFIG... [--dirs DIR...]
         [--time-limit S] [--filter SUBSTR]

CONFIG is NAME=ARGS, ARGS the extra `rboogie verify` arguments separated by spaces, for
example 'z3-4.8-cs3=--solver-path /usr/bin/z3 --solver-option smt.case_split=3'. Every
`.bpl` under the directories (default: ../shared/conformance/corpus and
../shared/realclients) is verified once per configuration (`verify --time-limit S`, default
30), the configurations in turn for each file, so that machine load hits them alike.
Records the wall time and the summary line of each run in OUT.json, and prints per
configuration the totals (verified, errors, time-outs, other outcomes, seconds) and the
files whose summary differs between configurations. Exits 0 (it measures).
"""
import json
import os
import re
import subprocess
import sys
import time

SUMMARY = re.compile(r"Boogie program verifier finished with (\d+) verified, (\d+) errors?(.*)")


def parse(text):
    found = SUMMARY.findall(text)
    if not found:
        return None
    v, e, rest = found[-1]
    t = re.search(r"(\d+) time outs?", rest)
    other = sum(int(x) for x in re.findall(r"(\d+) (?:solver exceptions?|out of resource|inconclusive)", rest))
    return [int(v), int(e), int(t.group(1)) if t else 0, other]


def main():
    args = sys.argv[1:]
    rboogie = os.path.abspath(args[0])
    out = args[1]
    rest = args[2:]
    dirs, configs, limit, filt = [], [], "30", None
    i = 0
    while i < len(rest):
        if rest[i] == "--dirs":
            i += 1
            while i < len(rest) and not rest[i].startswith("--"):
                dirs.append(rest[i])
                i += 1
            continue
        if rest[i] == "--time-limit":
            limit = rest[i + 1]
            i += 2
            continue
        if rest[i] == "--filter":
            filt = rest[i + 1]
            i += 2
            continue
        name, _, cargs = rest[i].partition("=")
        configs.append((name, cargs.split()))
        i += 1
    here = os.path.dirname(os.path.abspath(__file__))
    if not dirs:
        dirs = [os.path.join(here, "../../shared/conformance/corpus"), os.path.join(here, "../../shared/realclients")]
    files = sorted(os.path.join(d, f) for root in dirs for d, _, fs in os.walk(root) for f in fs if f.endswith(".bpl"))
    if filt:
        files = [f for f in files if filt in f]
    results = {}
    for n, f in enumerate(files):
        row = {}
        for k in range(len(configs)):
            name, cargs = configs[(k + n) % len(configs)]
            cmd = [rboogie, "verify", "--time-limit", limit] + cargs + [os.path.basename(f)]
            start = time.monotonic()
            try:
                p = subprocess.run(cmd, cwd=os.path.dirname(f), capture_output=True, text=True, timeout=int(limit) * 40 + 60)
                text = p.stdout
            except subprocess.TimeoutExpired:
                text = ""
            row[name] = {"seconds": round(time.monotonic() - start, 3), "summary": parse(text)}
        results[os.path.relpath(f, os.path.join(here, "../.."))] = row
        print(f"{n + 1}/{len(files)} {os.path.basename(f)} " + " ".join(f"{c}:{row[c]['seconds']:.1f}" for c, _ in configs), flush=True)
    json.dump({"configs": [c for c, _ in configs], "results": results}, open(out, "w"), indent=1)
    print()
    print(f"{'config':24} {'verified':>9} {'errors':>7} {'timeouts':>9} {'other':>6} {'seconds':>9}")
    for c, _ in configs:
        tot = [0, 0, 0, 0]
        secs = 0.0
        for row in results.values():
            s = row[c]["summary"]
            secs += row[c]["seconds"]
            if s:
                tot = [a + b for a, b in zip(tot, s)]
        print(f"{c:24} {tot[0]:>9} {tot[1]:>7} {tot[2]:>9} {tot[3]:>6} {secs:>9.1f}")
    print("\nfiles whose summaries differ:")
    for f, row in results.items():
        sums = {c: row[c]["summary"] for c, _ in configs}
        if len({json.dumps(v) for v in sums.values()}) > 1:
            print(f"  {f}: " + "; ".join(f"{c} {v} {row[c]['seconds']:.1f}s" for c, v in sums.items()))


if __name__ == "__main__":
    main()
