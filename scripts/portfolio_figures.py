#!/usr/bin/env python3
"""The portfolio figure of docs/CACHE.md: each file verified by every single configuration
(solver x VC form, `--jobs 1`) and by the portfolio (`--solver z3,cvc5 --vc wp,sp --jobs 4`),
one run after the other, in one run of this script; per file the wall time of each, the best
single configuration, the portfolio's time over the best single time, and whether the
definitive single configurations agree (a disagreement is listed).

  python3 scripts/portfolio_figures.py --bin target/debug/rboogie --timeout 60 FILE_OR_DIR...
"""
import argparse, pathlib, subprocess, sys, time

SINGLES = [("z3", "wp"), ("z3", "sp"), ("cvc5", "wp"), ("cvc5", "sp")]


def run(binary, f, solver, vc, jobs, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run([binary, "verify", "--solver", solver, "--vc", vc, "--jobs", str(jobs), str(f)],
                           capture_output=True, timeout=timeout)
        out = p.stdout.decode(errors="replace").strip().splitlines()
        return time.monotonic() - start, (out[-1] if out else ""), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return None, "time-out", ""


def definitive(summary):
    return summary.startswith("Boogie program verifier finished") and not any(
        w in summary for w in ("time out", "inconclusive", "exception", "out of"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    files = []
    for p in map(pathlib.Path, a.paths):
        files += sorted(p.rglob("*.bpl")) if p.is_dir() else [p]
    tot_best = tot_port = 0.0
    worse = []
    disagreements = alarms = 0
    print("| file | z3/wp | z3/sp | cvc5/wp | cvc5/sp | portfolio | portfolio / best |")
    print("|---|---|---|---|---|---|---|")
    for f in files:
        singles = [run(a.bin, f, s, v, 1, a.timeout) for s, v in SINGLES]
        pt, psum, perr = run(a.bin, f, "z3,cvc5", "wp,sp", 4, a.timeout)
        alarms += perr.count("soundness alarm")
        times = [t for t, _, _ in singles if t is not None]
        best = min(times) if times else None
        verdicts = {s for _, s, _ in singles if definitive(s)}
        if definitive(psum):
            verdicts.add(psum)
        if len(verdicts) > 1:
            disagreements += 1
            print(f"disagreement: {f}: {sorted(verdicts)}", file=sys.stderr)
        cell = lambda t: "t/o" if t is None else f"{t:.2f}"
        ratio = "-" if best is None or pt is None else f"{pt / best:.2f}"
        if best is not None and pt is not None:
            tot_best += best
            tot_port += pt
            if pt > 1.1 * best:
                worse.append((f.name, pt / best))
        print(f"| {f.name} | " + " | ".join(cell(t) for t, _, _ in singles) + f" | {cell(pt)} | {ratio} |")
    print()
    print(f"files: {len(files)}; sum of best single times {tot_best:.1f} s, portfolio {tot_port:.1f} s "
          f"({tot_port / max(tot_best, 1e-9):.2f}x); files over 1.1x the best: {len(worse)}; "
          f"disagreements between definitive answers: {disagreements}; soundness alarms: {alarms}")
    for name, r in worse:
        print(f"over 1.1x: {name} {r:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
