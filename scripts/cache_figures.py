#!/usr/bin/env python3
"""The warm-cache figure of docs/CACHE.md: every .bpl file of a corpus verified twice with one
(fresh) cache directory, `rboogie verify --cache DIR FILE`; total wall time of the first and the
second pass, and whether each file's stdout is the same byte for byte. Files whose first run
exceeds the time-out are left out of both totals (and listed).

  python3 scripts/cache_figures.py --bin target/release/rboogie \
      --corpus ../shared/conformance/corpus --jobs 2 --timeout 120 --moved
"""
import argparse, concurrent.futures as cf, os, pathlib, subprocess, sys, tempfile, time


def run(binary, cache, f, timeout, extra=()):
    start = time.monotonic()
    args = [binary, "verify"] + (["--cache", cache] if cache else []) + list(extra) + [str(f)]
    try:
        p = subprocess.run(args, capture_output=True, timeout=timeout)
        return time.monotonic() - start, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b"", b""


def moved(a, files, cache, ex):
    """Every file with three lines added at its top, verified with the warm cache and
    without a cache: same output (errors at their new lines), and how many implementations
    the solver was sent."""
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for i, f in enumerate(files):
            d = pathlib.Path(tmp) / str(i)
            d.mkdir()
            c = d / f.name
            c.write_bytes(b"// three lines\n// added at the top\n\n" + f.read_bytes())
            copies.append(c)
        cached = list(ex.map(lambda f: run(a.bin, cache, f, a.timeout, ["--cache-stats"]), copies))
        plain = list(ex.map(lambda f: run(a.bin, None, f, a.timeout), copies))
    same = solved = found = 0
    for f, (_, co, ce), (_, po, _) in zip(files, cached, plain):
        if co == po:
            same += 1
        else:
            print(f"moved lines, different output: {f}", file=sys.stderr)
        for line in ce.decode(errors="replace").splitlines():
            if line.startswith("cache: "):
                nums = [int(w) for w in line.replace(",", " ").split() if w.isdigit()]
                found += nums[0]
                solved += nums[1]
    print(f"lines moved: same output as without the cache: {same} of {len(files)}; implementations found {found}, sent to the solver {solved}")
    return same == len(files)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--moved", action="store_true", help="also verify every file with lines added at its top")
    ap.add_argument("--slowest", type=int, default=5, help="list the N slowest warm files")
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
            moved_ok = moved(a, files, cache, ex) if a.moved else True
    timed_out = [f for f, c in zip(files, cold) if c[0] is None]
    same = diff = 0
    tc = tw = 0.0
    for f, (c, co, _), (w, wo, _) in zip(files, cold, warm):
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
    slow = sorted(((w, c, f) for f, (c, _, _), (w, _, _) in zip(files, cold, warm) if c is not None and w is not None), reverse=True)[:a.slowest]
    for w, c, f in slow:
        print(f"slowest warm: {w:.2f} s (cold {c:.2f} s) {f}")
    return 1 if diff or not moved_ok else 0


if __name__ == "__main__":
    sys.exit(main())
