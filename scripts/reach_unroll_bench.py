#!/usr/bin/env python3
"""Runs `rboogie reach --doomed` with loops cut and with `--unroll` on bench families
(../shared/bench/gen.py; default: `loops` seq, nested and bug) and tabulates, per program
and mode, the passive blocks, the solver queries, the time, and the commands reported
doomed, unreachable and unknown.

Writes a Markdown table (stdout, and with --doc into that file between the markers
`<!-- reach-unroll:begin -->` and `<!-- reach-unroll:end -->`).

Usage: scripts/reach_unroll_bench.py --rboogie target/release/rboogie \
           --programs loops:seq:10,100 loops:nested:2,4,6 loops:bug:10,100 \
           --work /tmp/reach-unroll --doc docs/REACH.md
"""

import argparse
import glob
import json
import os
import subprocess
import sys

import reach_bench  # the `reach --format json` run, the generator's path, the doc markers

GEN = reach_bench.GEN


def gen(family, variant, n, work, gen_py):
    out = os.path.join(work, f"{family}_{variant}_n{n}")
    os.makedirs(out, exist_ok=True)
    subprocess.run([sys.executable, gen_py, family, "--variant", variant, "-n", str(n), "-o", out],
                   check=True, capture_output=True)
    bpls = sorted(glob.glob(os.path.join(out, "*.bpl")))
    if len(bpls) != 1:
        raise RuntimeError(f"{out}: expected one program, found {bpls}")
    return bpls[0]


def run(rboogie, bpl, unroll, time_limit):
    rep, dt = reach_bench.run(rboogie, bpl, "thesis", True, time_limit, unroll)
    imps = rep["implementations"]
    return {
        "blocks": sum(i["blocks"] for i in imps),
        "queries": sum(i["queries"] for i in imps),
        "time": dt,
        "doomed": sum(len(i["doomed"]) for i in imps),
        "unreachable": sum(len(i["unreachable"]) for i in imps),
        "unknown": sum(len(i["unknown"]) for i in imps),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rboogie", default="target/release/rboogie")
    ap.add_argument("--programs", nargs="+", default=["loops:seq:10,100", "loops:nested:2,4,6", "loops:bug:10,100"],
                    metavar="FAMILY:VARIANT:N,N")
    ap.add_argument("--time-limit", type=int, default=60)
    ap.add_argument("--work", default="/tmp/reach-unroll")
    ap.add_argument("--gen", default=GEN)
    ap.add_argument("--doc", help="Markdown file to update between the reach-unroll markers")
    args = ap.parse_args()
    command = "scripts/reach_unroll_bench.py " + " ".join(sys.argv[1:])
    rows = []
    for spec in args.programs:
        family, variant, ns = spec.split(":")
        for n in [int(x) for x in ns.split(",")]:
            bpl = gen(family, variant, n, args.work, args.gen)
            cut = run(args.rboogie, bpl, False, args.time_limit)
            unrolled = run(args.rboogie, bpl, True, args.time_limit)
            rows.append((family, variant, n, cut, unrolled))
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    out = [f"Made by `{command}`.", "",
           "| program | n | blocks cut / unrolled | queries cut / unrolled | s cut / unrolled | "
           "doomed cut / unrolled | unreachable cut / unrolled | unknown cut / unrolled |",
           "|---|---|---|---|---|---|---|---|"]
    for family, variant, n, c, u in rows:
        out.append(f"| {family} {variant} | {n} | {c['blocks']} / {u['blocks']} | {c['queries']} / {u['queries']} | "
                   f"{c['time']:.2f} / {u['time']:.2f} | {c['doomed']} / {u['doomed']} | "
                   f"{c['unreachable']} / {u['unreachable']} | {c['unknown']} / {u['unknown']} |")
    text = "\n".join(out)
    print(text)
    if args.doc:
        reach_bench.write_between_markers(args.doc, "reach-unroll", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
