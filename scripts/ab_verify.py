#!/usr/bin/env python3
"""Two rboogie builds on the same corpus files, alternately, with Debian's z3.

Usage: scripts/ab_verify.py CORPUS BIN_A BIN_B [RUNS] [--skip REL ...]

Runs `BIN verify --time-limit 30 FILE` for both builds on every `.bpl` of CORPUS (in its
directory, `RBOOGIE_Z3=/usr/bin/z3`), alternating which goes first from run to run, and
prints the sums of the per-file medians: over all files and over the files under 0.2 s
(where z3's start-up dominates). Reports files whose outputs differ. Exits 0 (it measures).
"""
import os
import statistics
import subprocess
import sys
import time


def main():
    args = sys.argv[1:]
    skip = set()
    if "--skip" in args:
        i = args.index("--skip")
        skip = set(args[i + 1:])
        args = args[:i]
    corpus, bin_a, bin_b = args[:3]
    runs = int(args[3]) if len(args) > 3 else 1
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith(".bpl"))
    files = [f for f in files if os.path.relpath(f, corpus) not in skip]
    env = dict(os.environ, RBOOGIE_Z3="/usr/bin/z3")
    times = {bin_a: {}, bin_b: {}}
    for r in range(runs):
        for f in files:
            d, b = os.path.dirname(f), os.path.basename(f)
            order = [bin_a, bin_b] if r % 2 == 0 else [bin_b, bin_a]
            outs = []
            for binary in order:
                start = time.monotonic()
                p = subprocess.run([binary, "verify", "--time-limit", "30", b], cwd=d, env=env,
                                   capture_output=True, text=True)
                times[binary].setdefault(f, []).append(time.monotonic() - start)
                outs.append(p.stdout)
            if outs[0] != outs[1]:
                print("outputs differ:", os.path.relpath(f, corpus))
    med = {k: {f: statistics.median(v) for f, v in t.items()} for k, t in times.items()}
    small = [f for f in files if med[bin_a][f] < 0.2]
    for name, binary in (("A", bin_a), ("B", bin_b)):
        print(f"{name} {binary}: all {len(files)} files {sum(med[binary].values()):.2f} s, "
              f"{len(small)} files under 0.2 s {sum(med[binary][f] for f in small):.2f} s")


if __name__ == "__main__":
    sys.exit(main())
