#!/usr/bin/env python3
"""rboogie on the real-client programs of ../shared/realclients.

Usage: scripts/realclients.py RBOOGIE [--time-limit S] [--only SUBSTR] [--json OUT] [--z3 PATH] [-- EXTRA...]

Runs `rboogie verify --time-limit S FILE` (and the EXTRA arguments) with the Boogie options of the file's row in
expected.tsv (given in Boogie's syntax, which rboogie accepts), and prints per file: the
summary line compared with the expected one (a time-out where Boogie 2.4.1 also timed
out and we verify instead counts as a match: "better"), rboogie's wall time and the
ratio to Boogie 2.4.1's time from the table. The solver is the z3 Boogie 2.4.1 was timed
with (`--z3`, default /usr/bin/z3, Debian's 4.8.12), given as RBOOGIE_Z3. Exits 1 when a summary does not match.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

SUMMARY = re.compile(r"Boogie program verifier finished with (\d+) verified, (\d+) errors?(.*)")


def counts(line):
    m = SUMMARY.search(line or "")
    if not m:
        return None
    rest = m.group(3)
    tail = {k: int(n) for n, k in re.findall(r"(\d+) (time outs?|out of resource|out of memory|inconclusive|solver exceptions?)", rest)}
    return int(m.group(1)), int(m.group(2)), tail


def verdict(got, want):
    if got == want:
        return "match"
    g, w = counts(got), counts(want)
    if g and w and g[1] == w[1] == 0 and sum(g[2].values()) < sum(w[2].values()) \
            and g[0] + sum(g[2].values()) == w[0] + sum(w[2].values()):
        return "better"
    return "MISMATCH"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rboogie")
    ap.add_argument("--time-limit", type=int, default=30)
    ap.add_argument("--only", default="")
    ap.add_argument("--json")
    ap.add_argument("--z3", default="/usr/bin/z3")
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    a = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    a.extra = extra
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "realclients")
    root = os.path.normpath(root)
    rows = []
    with open(os.path.join(root, "expected.tsv")) as f:
        next(f)
        for line in f:
            file, opts, want, secs, _ = line.rstrip("\n").split("\t")
            if a.only in file:
                rows.append((file, opts.split(), want, float(secs)))
    bad = 0
    out = []
    for file, opts, want, secs in rows:
        cmd = [os.path.abspath(a.rboogie), "verify", "--time-limit", str(a.time_limit)] + a.extra + opts + [file]
        start = time.monotonic()
        env = dict(os.environ, RBOOGIE_Z3=a.z3)
        p = subprocess.run(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        took = time.monotonic() - start
        lines = [l for l in p.stdout.splitlines() if "program verifier finished" in l]
        got = lines[-1] if lines else (p.stdout.strip().splitlines() or ["(no output)"])[-1]
        v = verdict(got, want)
        bad += v == "MISMATCH"
        print(f"{v:8} {took:7.1f}s {took / secs:6.2f}x  {file}: {got}" + ("" if v != "MISMATCH" else f"\n         expected: {want}"), flush=True)
        out.append({"file": file, "verdict": v, "seconds": took, "boogie241": secs, "summary": got, "expected": want})
    print(f"realclients: {len(rows) - bad}/{len(rows)} as expected, total {sum(r['seconds'] for r in out):.1f}s "
          f"vs Boogie 2.4.1 {sum(r['boogie241'] for r in out):.1f}s")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
