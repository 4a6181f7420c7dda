#!/usr/bin/env python3
"""`verify` time of two rboogie builds over the conformance corpus, interleaved file by file.

Usage: scripts/corpus_time.py OLD_BIN NEW_BIN [--rounds N] [--corpus DIR] [--options FILE]
                              [--runpy FILE] [--z3 Z3] [--timeout SECS] [--filter SUBSTR] [--all]

The invocations are the conformance harness's own (`../shared/conformance/run.py`, imported:
its RUN-line planning and option translation, with the project's option table
`.ci/boogie-options.json` added, as `.ci/run` does): every RUN pair of every corpus file
whose `.expect` reports no parse, resolution or type error (the files Boogie accepts, as
`crates/cli/tests/common` decides; with `--all`, every file) and whose options the table translates. In each round,
every pair is run by both builds, one after the other, the build that goes first
alternating from pair to pair and from round to round; both use the same z3
(`RBOOGIE_Z3`, default `$RBOOGIE_VENV/bin/z3`, else the project's `.venv/bin/z3`), in the test's directory, one process
at a time. A pair's time is the wall time of its invocations (most pairs have one).

Prints the load before and after, the sums over all pairs of the per-pair medians of both
builds and their ratio, the sum of the pairs under 0.2 s on the old build, the ten pairs with
the largest ratio new/old (medians), the same over the pairs whose output is the same from
both builds (a build without an option or feature the other has does other work), and every
pair whose output differs between the builds (in any round); `--json OUT` keeps every time. Exits 0 (it measures).
"""
import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_runpy(path):
    spec = importlib.util.spec_from_file_location("conformance_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def boogie_accepts(expect_path):
    """As `crates/cli/tests/common::boogie_accepts`: the `.expect` reports no front-end error."""
    try:
        text = open(expect_path, encoding="utf-8", errors="replace").read()
    except OSError:
        return False
    if any(s in text for s in ("parse errors detected", "name resolution errors detected",
                               "type checking errors detected", "): error:")):
        return False
    return not any("): Error: " in l and not is_verification_error(l) for l in text.splitlines())


def is_verification_error(line):
    keys = ("could not be proved", "might not", "not be proved", "timed out", "invariant",
            "precondition", "postcondition", "assertion", "measure", "unpack")
    return any(k in line for k in keys)


def plan(runpy, corpus, filt, everything):
    work = []
    for rel, path in runpy.find_tests(os.path.abspath(corpus), filt):
        if runpy.is_xfail(runpy.read_text(path)):
            continue
        for p in runpy.plan_pairs(os.path.abspath(path)):
            if p.problem or not os.path.isfile(p.expect):
                continue
            if not everything and not boogie_accepts(path[:-4] + ".bpl.expect"):
                continue
            work.append((f"{rel}#{p.index}", p))
    return work


def run_pair(binary, pair, env, timeout):
    cwd = os.path.dirname(pair.test)
    out, secs = b"", 0.0
    for s in pair.steps:
        start = time.monotonic()
        try:
            p = subprocess.run([binary, "verify"] + s.translated + s.files, cwd=cwd, env=env,
                               stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
            out += p.stdout
        except subprocess.TimeoutExpired:
            out += b"<timeout>"
        secs += time.monotonic() - start
    return secs, out


def loadavg():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "conformance", "corpus"))
    ap.add_argument("--runpy", default=os.path.join(ROOT, "..", "shared", "conformance", "run.py"))
    ap.add_argument("--options", default=os.path.join(ROOT, ".ci", "boogie-options.json"))
    ap.add_argument("--z3", default=os.path.join(os.environ.get("RBOOGIE_VENV", os.path.join(ROOT, ".venv")), "bin", "z3"))
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--filter")
    ap.add_argument("--all", action="store_true", help="also the files Boogie rejects")
    ap.add_argument("--json", help="write every time measured and the differing pairs to this file")
    a = ap.parse_args()
    runpy = load_runpy(a.runpy)
    for k, v in json.load(open(a.options)).items():
        runpy.OPTION_TABLE[k] = (v[0], v[1])
    work = plan(runpy, a.corpus, a.filter, a.all)
    env = dict(os.environ, RBOOGIE_Z3=os.path.abspath(a.z3))
    builds = [os.path.abspath(a.old), os.path.abspath(a.new)]
    times = {b: {} for b in builds}
    differs = set()
    print(f"{len(work)} RUN pairs, {a.rounds} rounds, z3 {a.z3}; load before: {loadavg()}", flush=True)
    for r in range(a.rounds):
        for i, (name, pair) in enumerate(work):
            order = builds if (i + r) % 2 == 0 else builds[::-1]
            outs = {}
            for b in order:
                secs, outs[b] = run_pair(b, pair, env, a.timeout)
                times[b].setdefault(name, []).append(secs)
            if outs[builds[0]] != outs[builds[1]]:
                differs.add(name)
        print(f"round {r + 1} done, load {loadavg()}", flush=True)
    med = {b: {n: statistics.median(v) for n, v in t.items()} for b, t in times.items()}
    old, new = med[builds[0]], med[builds[1]]
    tot_old, tot_new = sum(old.values()), sum(new.values())
    print(f"load after: {loadavg()}")
    print(f"old {a.old}: {tot_old:.2f} s   new {a.new}: {tot_new:.2f} s   new/old {tot_new / tot_old:.3f}")
    small = [n for n in old if old[n] < 0.2]
    so, sn = sum(old[n] for n in small), sum(new[n] for n in small)
    print(f"{len(small)} pairs under 0.2 s (old): old {so:.2f} s, new {sn:.2f} s, new/old {sn / so:.3f}")
    same = [n for n in old if n not in differs]
    eo, en = sum(old[n] for n in same), sum(new[n] for n in same)
    print(f"{len(same)} pairs with the same output from both builds: old {eo:.2f} s, new {en:.2f} s, new/old {en / eo:.3f}")
    if a.json:
        json.dump({"old": times[builds[0]], "new": times[builds[1]], "differs": sorted(differs)}, open(a.json, "w"), indent=1)
    for label, names in (("", list(old)), (" among the pairs with the same output", same)):
        print(f"largest ratios new/old{label} (medians, s):")
        for n in sorted(names, key=lambda n: new[n] / old[n], reverse=True)[:10]:
            print(f"  {n:60s} old {old[n]:7.3f}  new {new[n]:7.3f}  {new[n] / old[n]:5.2f}x")
    print("largest times (old, new):")
    for n in sorted(old, key=lambda n: max(old[n], new[n]), reverse=True)[:5]:
        print(f"  {n:60s} old {old[n]:7.3f}  new {new[n]:7.3f}")
    for n in sorted(differs):
        print(f"output differs: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
