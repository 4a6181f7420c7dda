#!/usr/bin/env python3
"""Parse -> passive throughput of builds of the `lower` example, interleaved.

Usage: scripts/bench_lower.py ROUNDS NAME=CMD[,NAME=CMD...] FILE...

CMD is a `lower` binary (the example of builds before the one pipeline; its file name
starts with `lower`), or else an `rboogie` binary, run as `rboogie run --until hoist-uses --timings FILE` (stdout discarded; its
`time total` is the sum of the stages' times from parse to hoist-uses, without `check`,
which the old `lower` did not run, and without printing),
optionally preceded by VAR=VALUE environment settings joined with `+` (for example
`1thread=RBOOGIE_THREADS=1+target/release/rboogie`).
In each round every file is run once by every build, one after the other; the script
prints per file and build the minimum, median and maximum of the example's `time total`
(wall, ms), MB/s of the median, and the medians of the whole process's user and system
CPU seconds and peak RSS (from /usr/bin/time). Exits 0 (it measures).
"""
import os
import re
import statistics
import subprocess
import sys


def main():
    rounds = int(sys.argv[1])
    builds = []
    for spec in sys.argv[2].split(","):
        name, cmd = spec.split("=", 1)
        parts = cmd.split("+")
        env = dict(os.environ)
        for p in parts[:-1]:
            k, v = p.split("=", 1)
            env[k] = v
        builds.append((name, parts[-1], env))
    files = sys.argv[3:]
    res = {}
    for _ in range(rounds):
        for f in files:
            for name, binary, env in builds:
                rb = not os.path.basename(binary).startswith("lower")
                args = [binary, "run", "--until", "hoist-uses", "--timings", f] if rb else [binary, f]
                p = subprocess.run(["/usr/bin/time", "-f", "TIME %e %U %S %M"] + args,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
                m = re.search(r"TIME (\S+) (\S+) (\S+) (\S+)", p.stderr)
                if rb:
                    stages = re.findall(r"^time (?!check\b)\S+\s+(\S+) ms", p.stderr, re.M)
                    total = sum(map(float, stages)) if stages else None
                else:
                    tot = re.search(r"time total (\S+) ms", p.stderr)
                    total = float(tot.group(1)) if tot else None
                if not (m and total is not None):
                    print(f"{f} {name}: no figures (exit {p.returncode})", file=sys.stderr)
                    continue
                _, u, s, mx = map(float, m.groups())
                res.setdefault((f, name), []).append((total, u, s, mx / 1024))
    for f in files:
        mb = os.path.getsize(f) / 1e6
        for name, _, _ in builds:
            v = res.get((f, name), [])
            if not v:
                continue
            t = sorted(x[0] for x in v)
            med = statistics.median(t)
            print(f"{os.path.basename(f):28s} {name:10s} ms min {t[0]:8.1f} med {med:8.1f} max {t[-1]:8.1f}"
                  f"  MB/s {mb / med * 1e3:5.2f}  user {statistics.median(x[1] for x in v):5.2f}"
                  f"  sys {statistics.median(x[2] for x in v):5.2f}  rss {statistics.median(x[3] for x in v):6.0f} MB")


if __name__ == "__main__":
    main()
