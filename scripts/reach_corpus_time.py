#!/usr/bin/env python3
"""Times `rboogie reach` with the thesis strategy against the naive one (one query per
node) on every corpus file, alternating which strategy goes first from file to file so
that machine load hits both alike. Prints per-strategy totals, the files where the two
differ most, and the number of files each completed (an analysis that runs past the
per-file limit counts at the limit).

Usage: scripts/reach_corpus_time.py RBOOGIE CORPUS [--time-limit S] [--file-limit S]
"""
import argparse
import os
import subprocess
import time


def run(cmd, cwd, limit):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=limit)
        ok = p.returncode in (0, 1)
    except subprocess.TimeoutExpired:
        ok = False
    return min(time.monotonic() - start, limit), ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rboogie")
    ap.add_argument("corpus")
    ap.add_argument("--time-limit", type=int, default=3, help="seconds per solver query")
    ap.add_argument("--file-limit", type=int, default=120, help="seconds per file and strategy")
    a = ap.parse_args()
    rb = os.path.abspath(a.rboogie)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(a.corpus) for f in fs if f.endswith(".bpl"))
    tot = {"thesis": 0.0, "naive": 0.0}
    done = {"thesis": 0, "naive": 0}
    rows = []
    for i, f in enumerate(files):
        order = ["thesis", "naive"] if i % 2 == 0 else ["naive", "thesis"]
        t = {}
        for s in order:
            t[s], ok = run([rb, "reach", "--strategy", s, "--time-limit", str(a.time_limit), os.path.basename(f)], os.path.dirname(f), a.file_limit)
            tot[s] += t[s]
            done[s] += ok
        rows.append((t["naive"] - t["thesis"], os.path.relpath(f, a.corpus), t["thesis"], t["naive"]))
    print(f"files: {len(files)}; thesis {tot['thesis']:.1f} s ({done['thesis']} completed), naive {tot['naive']:.1f} s ({done['naive']} completed)")
    rows.sort()
    print("largest gains of the thesis strategy:")
    for d, f, th, na in rows[::-1][:5]:
        print(f"  {f}: thesis {th:.2f} s, naive {na:.2f} s")
    print("largest losses:")
    for d, f, th, na in rows[:5]:
        print(f"  {f}: thesis {th:.2f} s, naive {na:.2f} s")


if __name__ == "__main__":
    main()
