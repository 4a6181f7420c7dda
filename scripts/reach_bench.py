#!/usr/bin/env python3
"""Runs `rboogie reach` on the bench family `doomed` (../shared/bench/gen.py) with both
strategies, checks the answers against the sidecar JSON, counts queries and times runs.

For every n and k:
- variant `unreachable`: the blocks reported unreachable (every command of the block
  reported unreachable) must equal the sidecar's `unreachable_blocks`, with both strategies;
- variant `failing` (with --doomed, thesis strategy): one doomed region per bug region,
  each failing at the region's contradiction line; the blocks after the contradiction are
  reported unreachable (asserts are assumed after they are checked: the sidecar, which
  counts only assumes, lists none).

Writes a Markdown table (stdout, and with --doc into that file between the markers
`<!-- reach-bench:begin -->` and `<!-- reach-bench:end -->`), the raw results as JSON, and
a plot of queries against n and k (matplotlib if importable, else an SVG written here).

With --unroll every run is `reach --unroll`; --marker names the section --doc updates.

Usage: scripts/reach_bench.py --rboogie target/release/rboogie --sizes 100 1000 \
           --ks 1-16 --work /tmp/reach-bench --doc docs/REACH.md --plot docs/reach_queries
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.environ.get("BENCH_GEN") or os.path.normpath(os.path.join(HERE, "..", "..", "shared", "bench", "gen.py"))
CMD_RE = re.compile(r"^\s*(assert|assume|havoc|call)\b|:=")
LABEL_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*):\s*$")


def blocks_of(bpl):
    """Per procedure: block label -> list of command lines (1-based)."""
    procs, cur_proc, cur_block = {}, None, None
    with open(bpl) as f:
        for no, line in enumerate(f, 1):
            m = re.match(r"^procedure\s+([A-Za-z_][A-Za-z0-9_]*)", line)
            if m:
                cur_proc, cur_block = m.group(1), None
                procs[cur_proc] = {}
                continue
            m = LABEL_RE.match(line)
            if m and cur_proc:
                cur_block = m.group(1)
                procs[cur_proc][cur_block] = []
                continue
            if cur_block and CMD_RE.search(line) and "goto" not in line:
                procs[cur_proc][cur_block].append(no)
    return procs


def run(rboogie, bpl, strategy, doomed, time_limit, unroll=False):
    cmd = [rboogie, "reach", "--format", "json", "--strategy", strategy, "--time-limit", str(time_limit)]
    if doomed:
        cmd.append("--doomed")
    if unroll:
        cmd.append("--unroll")
    cmd.append(bpl)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.monotonic() - t0
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {p.returncode}: {p.stderr[:500]}")
    return json.loads(p.stdout), dt


def unreachable_blocks(report, blocks):
    """Blocks all of whose commands are reported unreachable; and blocks partly so."""
    full, partial = set(), set()
    for imp in report["implementations"]:
        lines = {u["line"] for u in imp["unreachable"]}
        for label, cmds in blocks.get(imp["name"], {}).items():
            hit = [c for c in cmds if c in lines]
            if cmds and len(hit) == len(cmds):
                full.add(label)
            elif hit:
                partial.add(label)
    return full, partial


def doomed_regions(report):
    """The set of failing lines of doomed commands, and the doomed command lines."""
    fails, lines = set(), set()
    for imp in report["implementations"]:
        for d in imp["doomed"]:
            lines.add(d["line"])
            if "fails_at" in d:
                fails.add(d["fails_at"]["line"])
    return fails, lines


def gen(n, k, variant, work, gen_py):
    subprocess.run([sys.executable, gen_py, "doomed", "-n", str(n), "-k", str(k), "--variant", variant, "-o", work],
                   check=True, capture_output=True)
    base = os.path.join(work, f"doomed_{variant}_n{n}_k{k}_p1_s1")
    with open(base + ".json") as f:
        return base + ".bpl", json.load(f)


def check_unreachable(n, k, args):
    bpl, side = gen(n, k, "unreachable", args.work, args.gen)
    reach = side["reachability"]
    want = set(b for p in reach["procedures"] for b in p["unreachable_blocks"])
    blocks = blocks_of(bpl)
    row = {"n": n, "k": k, "blocks": reach["naive_queries"], "model": reach["model_queries"], "errors": []}
    for strategy in args.strategies:
        if strategy == "naive" and args.naive_ks and (n, k) not in args.naive_ks:
            continue
        rep, dt = run(args.rboogie, bpl, strategy, False, args.time_limit, args.unroll)
        full, partial = unreachable_blocks(rep, blocks)
        unknown = sum(len(i["unknown"]) for i in rep["implementations"])
        if full != want or partial or unknown:
            row["errors"].append(f"{strategy}: missing {sorted(want - full)[:5]}, extra {sorted(full - want)[:5]}, "
                                 f"partial {sorted(partial)[:5]}, unknown {unknown}")
        row[strategy] = {"queries": sum(i["queries"] for i in rep["implementations"]), "time": dt,
                         "nodes_unreachable_blocks": len(full)}
    return row


def check_failing(n, k, args):
    bpl, side = gen(n, k, "failing", args.work, args.gen)
    reach = side["reachability"]
    regions = [r for p in reach["procedures"] for r in p["regions"]]
    want_fails = {r["contradiction_line"] for r in regions}
    blocks = blocks_of(bpl)
    # Blocks after the contradiction in each region (asserts are assumed once checked).
    want_unreach = set()
    for r in regions:
        i = r["blocks"].index(r["contradiction_block"])
        want_unreach.update(r["blocks"][i + 1:])
    rep, dt = run(args.rboogie, bpl, "thesis", True, args.time_limit, args.unroll)
    fails, lines = doomed_regions(rep)
    full, partial = unreachable_blocks(rep, blocks)
    # Every doomed command lies in a region, at or before its contradiction.
    allowed = set()
    for r in regions:
        for b in r["blocks"][: r["blocks"].index(r["contradiction_block"]) + 1]:
            allowed.update(blocks[next(iter(blocks))][b])
    errors = []
    if fails != want_fails:
        errors.append(f"doomed at {sorted(fails)}, regions fail at {sorted(want_fails)}")
    if not lines <= allowed:
        errors.append(f"doomed outside the regions: {sorted(lines - allowed)[:5]}")
    if full != want_unreach or partial:
        errors.append(f"unreachable {sorted(full)[:5]}, expected {sorted(want_unreach)[:5]}")
    regions_found = sum(1 for _ in fails)
    return {"n": n, "k": k, "queries": sum(i["queries"] for i in rep["implementations"]), "time": dt,
            "doomed_regions": regions_found, "regions": len(regions), "errors": errors}


def ks(spec):
    out = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out.extend(range(int(a), int(b or a) + 1))
    return out


def table(rows, frows):
    out = ["| n | k | blocks (one query each) | model | thesis queries | naive queries | blocks / thesis | "
           "thesis s | naive s | check |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        t, nv = r.get("thesis", {}), r.get("naive", {})
        ratio = f"{r['blocks'] / t['queries']:.1f}" if t.get("queries") else "-"
        out.append(f"| {r['n']} | {r['k']} | {r['blocks']} | {r['model']} | {t.get('queries', '-')} | "
                   f"{nv.get('queries', '-')} | {ratio} | {t.get('time', 0):.2f} | "
                   f"{format(nv['time'], '.2f') if nv else '-'} | {'ok' if not r['errors'] else '; '.join(r['errors'])} |")
    if frows:
        out += ["", "Variant `failing` (`--doomed`, thesis strategy):", "",
                "| n | k | regions | doomed regions | queries | s | check |", "|---|---|---|---|---|---|---|"]
        for r in frows:
            out.append(f"| {r['n']} | {r['k']} | {r['regions']} | {r['doomed_regions']} | {r['queries']} | "
                       f"{r['time']:.2f} | {'ok' if not r['errors'] else '; '.join(r['errors'])} |")
    return "\n".join(out)


def plot(rows, path, command):
    sizes = sorted({r["n"] for r in rows})
    series = []
    for n in sizes:
        rs = [r for r in rows if r["n"] == n]
        for key, label in (("blocks", "one query per block"), ("model", "model (sidecar)")):
            series.append((f"n={n}: {label}", [r["k"] for r in rs], [r[key] for r in rs]))
        for s in ("thesis", "naive"):
            pts = [(r["k"], r[s]["queries"]) for r in rs if s in r]
            if pts:
                series.append((f"n={n}: {s}", [p[0] for p in pts], [p[1] for p in pts]))
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return svg(series, path + ".svg", command)
    fig, ax = plt.subplots(figsize=(8, 5))
    for label, xs, ys in series:
        ax.plot(xs, ys, marker="o", markersize=3, label=label)
    ax.set_yscale("log")
    ax.set_xlabel("k (dead regions)")
    ax.set_ylabel("solver queries")
    ax.set_title("rboogie reach on bench family doomed")
    ax.legend(fontsize=7)
    fig.text(0.01, 0.01, command, fontsize=6)
    fig.savefig(path + ".png", dpi=120)
    return path + ".png"


def svg(series, path, command):
    """A log-scale line plot written by hand (no matplotlib)."""
    import math
    w, h, m = 720, 440, 60
    xs = [x for _, s, _ in series for x in s]
    ys = [y for _, _, s in series for y in s if y > 0]
    x0, x1 = min(xs), max(xs)
    y0, y1 = math.log10(min(ys)), math.log10(max(ys)) + 0.1
    px = lambda x: m + (x - x0) / max(1, x1 - x0) * (w - 2 * m)
    py = lambda y: h - m - (math.log10(y) - y0) / (y1 - y0) * (h - 2 * m)
    colours = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-size="10">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<line x1="{m}" y1="{h - m}" x2="{w - m}" y2="{h - m}" stroke="black"/>',
           f'<line x1="{m}" y1="{m}" x2="{m}" y2="{h - m}" stroke="black"/>',
           f'<text x="{w / 2}" y="{h - 25}">k (dead regions)</text>',
           f'<text x="5" y="{m - 10}">queries (log)</text>',
           f'<text x="5" y="{h - 5}" font-size="7">{command}</text>']
    for e in range(int(math.floor(y0)), int(math.ceil(y1)) + 1):
        if y0 <= e <= y1:
            out.append(f'<text x="{m - 40}" y="{py(10 ** e)}">1e{e}</text>')
    for x in sorted(set(xs)):
        out.append(f'<text x="{px(x) - 3}" y="{h - m + 14}">{x}</text>')
    for i, (label, sx, sy) in enumerate(series):
        c = colours[i % len(colours)]
        pts = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(sx, sy) if y > 0)
        out.append(f'<polyline fill="none" stroke="{c}" points="{pts}"/>')
        out.append(f'<text x="{w - m - 150}" y="{m + 12 * i}" fill="{c}">{label}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
    return path


def write_between_markers(path, marker, text):
    """Puts `text` in the Markdown file `path` between `<!-- MARKER:begin -->` and
    `<!-- MARKER:end -->` (appended with the markers when they are not there yet)."""
    doc = open(path).read() if os.path.exists(path) else ""
    begin, end = f"<!-- {marker}:begin -->", f"<!-- {marker}:end -->"
    if begin in doc and end in doc:
        doc = doc[: doc.index(begin) + len(begin)] + "\n" + text + "\n" + doc[doc.index(end):]
    else:
        doc += f"\n{begin}\n{text}\n{end}\n"
    with open(path, "w") as f:
        f.write(doc)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rboogie", default="target/release/rboogie")
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--ks", default="1-16")
    ap.add_argument("--strategies", nargs="+", default=["thesis", "naive"])
    ap.add_argument("--naive-at", nargs="*", default=[], metavar="N:KS",
                    help="run the naive strategy only at these (n, k) (default: everywhere)")
    ap.add_argument("--no-failing", action="store_true", help="skip the failing variant")
    ap.add_argument("--time-limit", type=int, default=60)
    ap.add_argument("--work", default="/tmp/reach-bench")
    ap.add_argument("--gen", default=GEN, help="the generator (default: $BENCH_GEN or ../shared/bench/gen.py)")
    ap.add_argument("--doc", help="Markdown file to update between the reach-bench markers")
    ap.add_argument("--plot", help="plot path without extension")
    ap.add_argument("--json", help="write the raw results here")
    ap.add_argument("--unroll", action="store_true", help="run `reach --unroll` (loops unrolled)")
    ap.add_argument("--marker", default="reach-bench",
                    help="with --doc: the section between <!-- MARKER:begin --> and <!-- MARKER:end -->")
    args = ap.parse_args()
    args.naive_ks = {(int(a.split(":")[0]), k) for a in args.naive_at for k in ks(a.split(":")[1])}
    os.makedirs(args.work, exist_ok=True)
    command = "scripts/reach_bench.py " + " ".join(sys.argv[1:])
    rows, frows = [], []
    for n in args.sizes:
        for k in ks(args.ks):
            rows.append(check_unreachable(n, k, args))
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
            if not args.no_failing:
                frows.append(check_failing(n, k, args))
                print(json.dumps(frows[-1]), file=sys.stderr, flush=True)
    text = f"Made by `{command}`.\n\n" + table(rows, frows)
    print(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"unreachable": rows, "failing": frows}, f, indent=1)
    if args.plot:
        print("plot:", plot(rows, args.plot, command), file=sys.stderr)
    if args.doc:
        write_between_markers(args.doc, args.marker, text)
    bad = [r for r in rows + frows if r["errors"]]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
