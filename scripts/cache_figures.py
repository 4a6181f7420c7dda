#!/usr/bin/env python3
"""The warm-cache figure of docs/CACHE.md: every .bpl file of a corpus verified twice with one
(fresh) cache directory, `rboogie verify --cache DIR FILE`; total wall time of the first and the
second pass, and whether each file's stdout is the same byte for byte. Files whose first run
exceeds the time-out are left out of both totals (and listed).

  python3 scripts/cache_figures.py --bin target/release/rboogie \
      --corpus ../shared/conformance/corpus --jobs 2 --timeout 120
"""
import argparse, concurrent.futures as cf, os, pathlib, subprocess, sys, tempfile, time


def run(binary, cache, f, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run([binary, "verify", "--cache", cache, str(f)], capture_output=True, timeout=timeout)
        return time.monotonic() - start, p.stdout
    except subprocess.TimeoutExpired:
        return None, b""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    a = ap.parse_args()
    files = sorted(pathlib.Path(a.corpus).rglob("*.bpl"))
    with tempfile.TemporaryDirectory() as cache:
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            t0 = time.monotonic()
            cold = list(ex.map(lambda f: run(a.bin, cache, f, a.timeout), files))
            cold_wall = time.monotonic() - t0
            t0 = time.monotonic()
            warm = list(ex.map(lambda f: run(a.bin, cache, f, a.timeout), files))
            warm_wall = time.monotonic() - t0
    timed_out = [f for f, c in zip(files, cold) if c[0] is None or c[0] is None]
    same = diff = 0
    tc = tw = 0.0
    for f, (c, co), (w, wo) in zip(files, cold, warm):
        if c is None or w is None:
            continue
        tc += c
        tw += w
        if co == wo:
            same += 1
        else:
            diff += 1
            print(f"different output: {f}", file=sys.stderr)
    print(f"files: {len(files)}, compared: {same + diff}, same output: {same}, different: {diff}, timed out: {len(timed_out)}")
    print(f"sum of per-file times: cold {tc:.1f} s, warm {tw:.1f} s, ratio {tc / max(tw, 1e-9):.1f}x")
    print(f"wall time with {a.jobs} jobs: cold {cold_wall:.1f} s, warm {warm_wall:.1f} s, ratio {cold_wall / max(warm_wall, 1e-9):.1f}x")
    for f in timed_out:
        print(f"timed out: {f}")
    return 1 if diff else 0


if __name__ == "__main__":
    sys.exit(main())
