#!/usr/bin/env python3
"""The loop benchmark of docs/INFER.md: which method makes each program verify.

For every examples/infer/bench/*.bpl (each loop lists predicates with
`invariant {:predicates p1, ..., pn} true;`):
  none        rboogie verify FILE
  intervals   rboogie verify --infer intervals FILE
  houdini     rboogie verify --infer houdini on a copy where each predicate that
              mentions no skolem constant is a candidate `invariant bK ==> p;`
  predicates  rboogie verify --infer predicates FILE (queries from `infer --format json`)
  guessed     rboogie verify --infer predicates --guess-predicates on a copy without the
              `{:predicates}` lines (the predicates guessed; queries likewise)
Prints a Markdown table: verified or not, seconds, and the predicate abstraction's
prover queries.

Usage: scripts/infer_bench.py [--bin target/release/rboogie] [DIR]
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def split_top(text):
    """Splits at commas outside brackets and parentheses."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


PRED_RE = re.compile(r"invariant \{:predicates (.*)\} true;")


def houdini_copy(src):
    skolems = set(re.findall(r"var \{:skolem\} (\w+)", src))
    consts, k = [], 0

    def repl(m):
        nonlocal k
        lines = []
        for p in split_top(m.group(1)):
            if set(re.findall(r"\w+", p)) & skolems:
                continue
            consts.append(f"const {{:existential true}} b{k}: bool;")
            lines.append(f"invariant b{k} ==> {p};")
            k += 1
        return "\n    ".join(lines) if lines else "invariant true;"

    body = PRED_RE.sub(repl, src)
    return "\n".join(consts) + "\n" + body, k


def run(binary, args):
    start = time.monotonic()
    p = subprocess.run([binary] + args, capture_output=True, text=True, timeout=600)
    secs = time.monotonic() - start
    ok = p.returncode == 0 and ", 0 errors" in p.stdout and " 0 verified" not in p.stdout
    return ok, secs, p.stdout


def pa_queries(binary, args):
    p = subprocess.run([binary, "infer", "--method", "predicates", "--format", "json"] + args,
                       capture_output=True, text=True, timeout=600)
    loops = json.loads(p.stdout)["loops"] if p.returncode == 0 else []
    queries = sum(l["queries"]["maximal"] + l["queries"]["shrink"] for l in loops)
    return queries, "+".join(str(l["predicates"]) for l in loops) or "0"


def main():
    args = sys.argv[1:]
    binary = "target/release/rboogie"
    if args[:1] == ["--bin"]:
        binary, args = args[1], args[2:]
    folder = args[0] if args else "examples/infer/bench"
    files = sorted(f for f in os.listdir(folder) if f.endswith(".bpl"))
    rows, totals = [], {"none": 0, "intervals": 0, "houdini": 0, "predicates": 0, "guessed": 0}
    for f in files:
        path = os.path.join(folder, f)
        src = open(path).read()
        res = {}
        res["none"] = run(binary, ["verify", path])
        res["intervals"] = run(binary, ["verify", "--infer", "intervals", path])
        text, candidates = houdini_copy(src)
        with tempfile.NamedTemporaryFile("w", suffix=".bpl", delete=False) as t:
            t.write(text)
        res["houdini"] = run(binary, ["verify", "--infer", "houdini", t.name])
        os.unlink(t.name)
        res["predicates"] = run(binary, ["verify", "--infer", "predicates", path])
        queries, npreds = pa_queries(binary, [path])
        bare = PRED_RE.sub("", src)
        with tempfile.NamedTemporaryFile("w", suffix=".bpl", delete=False) as t:
            t.write(bare)
        res["guessed"] = run(binary, ["verify", "--infer", "predicates", "--guess-predicates", t.name])
        gq, gpreds = pa_queries(binary, ["--guess-predicates", t.name])
        os.unlink(t.name)
        for m in totals:
            totals[m] += res[m][0]
        cell = lambda m: ("yes" if res[m][0] else "no") + f" ({res[m][1]:.1f} s)"
        rows.append(f"| {f} | {cell('none')} | {cell('intervals')} | {cell('houdini')} ({candidates} cand.) "
                    f"| {cell('predicates')} | {npreds} | {queries} | {cell('guessed')} | {gpreds} | {gq} |")
    print("| program | no inference | intervals | houdini | predicates | predicates per loop | queries "
          "| guessed predicates | guessed per loop | queries |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(r)
    n = len(files)
    print(f"| **verified** | {totals['none']}/{n} | {totals['intervals']}/{n} | {totals['houdini']}/{n} "
          f"| {totals['predicates']}/{n} | | | {totals['guessed']}/{n} | | |")


if __name__ == "__main__":
    main()
