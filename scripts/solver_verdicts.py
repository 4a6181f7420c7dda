#!/usr/bin/env python3
"""Compare rboogie's verdicts across solvers on the conformance corpus.

Usage:
  scripts/solver_verdicts.py [--bin RBOOGIE] [--corpus DIR] [--jobs N]
                             [--configs NAME,NAME...] [--filter SUBSTR]
                             [--time-limit SECS] [--timeout SECS] [--json OUT]
                             [--notes] [--from-json IN]

  --bin RBOOGIE     the rboogie binary (default: target/release/rboogie, or
                    $CARGO_TARGET_DIR/release/rboogie when that is set)
  --corpus DIR      corpus root, searched recursively for *.bpl
                    (default: /work/shared/conformance/corpus)
  --jobs N          rboogie processes run at once, 1 or 2 (default 2); each
                    runs one solver process at a time
  --configs LIST    comma-separated subset of: z3-debian, z3-wheel, cvc5, yices
                    (default: all four; z3-debian is always run, it is the
                    reference)
  --filter SUBSTR   only files whose corpus-relative path contains SUBSTR
  --time-limit S    passed as --time-limit to rboogie (default 10)
  --timeout S       wall-clock limit of one rboogie invocation (default 900)
  --json OUT        write every file's per-configuration results to OUT
  --from-json IN    take the results of an earlier --json OUT instead of
                    running again (runs only what IN lacks), then report
  --notes           under each differing implementation, print up to three of
                    rboogie's notes for it (RBOOGIE_NOTES: why a solver
                    exception, which axioms the solver rejected); the JSON
                    always has them

For every corpus file and configuration it runs, with the file's directory as
working directory,

  rboogie verify --format json --time-limit 10 --solver S [--solver-path P] FILE

and reads the JSON it prints: {"implementations": [{"name", "outcome",
"errors": [...]}, ...], "summary"}.  Files that print no JSON (parse or type
errors, which do not depend on the solver) are counted but not compared.
Each implementation's (outcome, number of errors) is compared with Debian z3's.
The summary table gives, per configuration, the implementations compared, how
many agree, and the differences grouped as "z3 outcome -> other outcome";
every differing implementation is then listed with both outcomes.

The venv solvers (z3 wheel, yices-smt2) are found through $RBOOGIE_VENV
(e.g. RBOOGIE_VENV=/work/main/.venv); the script sets it to that default when
it is unset.  Python 3 standard library only.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import subprocess
import sys
import time

DEFAULT_CORPUS = "/work/shared/conformance/corpus"
DEFAULT_VENV = "/work/main/.venv"


def configs(venv):
    return {
        "z3-debian": ["--solver", "z3", "--solver-path", "/usr/bin/z3"],
        "z3-wheel": ["--solver", "z3", "--solver-path", os.path.join(venv, "bin", "z3")],
        "cvc5": ["--solver", "cvc5"],
        "yices": ["--solver", "yices"],
    }


def run_one(binary, path, conf_args, time_limit, timeout):
    """Run rboogie on one file; return a dict with status and implementations."""
    cmd = [binary, "verify", "--format", "json", "--time-limit", str(time_limit)]
    cmd += conf_args + [os.path.basename(path)]
    start = time.time()
    try:
        p = subprocess.run(
            cmd,
            cwd=os.path.dirname(path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=timeout,
            text=True,
        )
    except subprocess.TimeoutExpired:
        return {"status": "wall-timeout", "seconds": round(time.time() - start, 1)}
    secs = round(time.time() - start, 1)
    data = None
    for line in p.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                data = json.loads(line)
            except ValueError:
                pass
    if data is None or "implementations" not in data:
        return {
            "status": "no-json",
            "rc": p.returncode,
            "seconds": secs,
            "stderr": p.stderr[-2000:],
            "stdout": p.stdout[-2000:],
        }
    impls = [
        {"name": i["name"], "outcome": i["outcome"], "errors": len(i.get("errors", [])), "notes": []}
        for i in data["implementations"]
    ]
    # RBOOGIE_NOTES=1 makes rboogie print "note: NAME: TEXT" lines on stderr (why an
    # implementation was a solver exception, which axioms a solver rejected, ...).
    # Repeated notes (one per dropped axiom) are kept once, as "TEXT (xN)".
    other = []
    counts = [collections.Counter() for _ in impls]
    for line in p.stderr.splitlines():
        for k, i in enumerate(impls):
            if line.startswith("note: %s: " % i["name"]):
                counts[k][line[len("note: %s: " % i["name"]):][:500]] += 1
                break
        else:
            other.append(line)
    # Notes about the solver (errors, crashes, rejected axioms) first: they explain
    # differences; notes about the translation (the same for every solver) after.
    first = ("solver", "prelude", "axiom dropped", "the model")
    for k, i in enumerate(impls):
        notes = [t if n == 1 else "%s (x%d)" % (t, n) for t, n in counts[k].items()]
        notes.sort(key=lambda t: not t.startswith(first))
        i["notes"] = notes[:50]
    return {"status": "ok", "rc": p.returncode, "seconds": secs, "impls": impls,
            "stderr": "\n".join(other)[-2000:]}


def keyed(impls):
    """Implementations by name; a procedure can have several implementations of the
    same name, so the k-th one (k > 1) in output order is keyed "NAME#k"."""
    out, seen = {}, collections.Counter()
    for i in impls:
        seen[i["name"]] += 1
        k = i["name"] if seen[i["name"]] == 1 else "%s#%d" % (i["name"], seen[i["name"]])
        out[k] = i
    return out


def verdict(i):
    if i is None:
        return "missing"
    if i["outcome"] == "errors":
        return "errors(%d)" % i["errors"]
    return i["outcome"]


def category(ref, other):
    """Difference group: outcome names only (error counts differ -> 'errors N->M')."""
    if ref is None or other is None:
        return "%s -> %s" % (ref and ref["outcome"] or "missing", other and other["outcome"] or "missing")
    if ref["outcome"] == other["outcome"]:
        return "errors: other count"
    return "%s -> %s" % (ref["outcome"], other["outcome"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    target = os.environ.get("CARGO_TARGET_DIR", "target")
    ap.add_argument("--bin", default=os.path.join(target, "release", "rboogie"))
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--configs", default="z3-debian,z3-wheel,cvc5,yices")
    ap.add_argument("--filter", default="")
    ap.add_argument("--time-limit", type=int, default=10)
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--json")
    ap.add_argument("--notes", action="store_true")
    ap.add_argument("--from-json")
    a = ap.parse_args()
    if a.jobs < 1 or a.jobs > 2:
        ap.error("--jobs must be 1 or 2")
    os.environ.setdefault("RBOOGIE_VENV", DEFAULT_VENV)
    os.environ["RBOOGIE_NOTES"] = "1"
    all_confs = configs(os.environ["RBOOGIE_VENV"])
    names = [c for c in a.configs.split(",") if c]
    for c in names:
        if c not in all_confs:
            ap.error("unknown configuration %r (known: %s)" % (c, ", ".join(all_confs)))
    if "z3-debian" not in names:
        names.insert(0, "z3-debian")
    binary = os.path.abspath(a.bin)
    if not os.access(binary, os.X_OK):
        ap.error("not an executable: %s" % binary)

    files = []
    for root, _dirs, fs in os.walk(a.corpus):
        for f in fs:
            if f.endswith(".bpl"):
                p = os.path.join(root, f)
                rel = os.path.relpath(p, a.corpus)
                if a.filter in rel:
                    files.append((rel, p))
    files.sort()

    results = collections.defaultdict(dict)  # rel -> conf -> result
    tasks = [(rel, p, c) for rel, p in files for c in names]
    if a.from_json:
        with open(a.from_json) as f:
            old = json.load(f)["files"]
        for rel, p, c in tasks:
            if c in old.get(rel, {}):
                results[rel][c] = old[rel][c]
        tasks = [(rel, p, c) for rel, p, c in tasks if c not in results[rel]]
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {
            ex.submit(run_one, binary, p, all_confs[c], a.time_limit, a.timeout): (rel, c)
            for rel, p, c in tasks
        }
        done = 0
        for fut in concurrent.futures.as_completed(futs):
            rel, c = futs[fut]
            results[rel][c] = fut.result()
            done += 1
            if done % 50 == 0:
                print("... %d/%d runs, %.0f s" % (done, len(tasks), time.time() - t0),
                      file=sys.stderr, flush=True)

    # Compare with z3-debian.
    reached = [rel for rel, _ in files if results[rel]["z3-debian"]["status"] == "ok"]
    n_impls = sum(len(results[rel]["z3-debian"]["impls"]) for rel in reached)
    print("%d corpus files, %d print JSON with Debian z3 (reach verification), %d implementations"
          % (len(files), len(reached), n_impls))
    print("elapsed %.0f s, --time-limit %d, --jobs %d\n" % (time.time() - t0, a.time_limit, a.jobs))

    diffs = collections.defaultdict(list)  # conf -> [(rel, name, ref, other)]
    run_failures = collections.defaultdict(list)
    same = collections.Counter()
    for rel in reached:
        ref = keyed(results[rel]["z3-debian"]["impls"])
        for c in names:
            if c == "z3-debian":
                continue
            r = results[rel][c]
            if r["status"] != "ok":
                run_failures[c].append((rel, r["status"]))
                for n, ri in ref.items():
                    diffs[c].append((rel, n, ri, None))
                continue
            other = keyed(r["impls"])
            for n in sorted(set(ref) | set(other)):
                ri, oi = ref.get(n), other.get(n)
                if ri and oi and ri["outcome"] == oi["outcome"] and ri["errors"] == oi["errors"]:
                    same[c] += 1
                else:
                    diffs[c].append((rel, n, ri, oi))

    print("| configuration | same outcome and error count as z3-debian | differences |")
    print("|---|---:|---|")
    for c in names:
        if c == "z3-debian":
            continue
        cats = collections.Counter(category(d[2], d[3]) for d in diffs[c])
        desc = "; ".join("%d %s" % (k, cat) for cat, k in sorted(cats.items(), key=lambda x: -x[1]))
        print("| %s | %d / %d | %s |" % (c, same[c], n_impls, desc or "none"))

    for c in names:
        if c == "z3-debian":
            continue
        if run_failures[c]:
            print("\n%s: files without JSON output: %s" % (
                c, ", ".join("%s (%s)" % f for f in run_failures[c])))
        if diffs[c]:
            print("\n%s: %d differing implementations (z3-debian -> %s)" % (c, len(diffs[c]), c))
            for rel, n, ri, oi in diffs[c]:
                print("  %s  %s: %s -> %s" % (rel, n, verdict(ri), verdict(oi)))
                if a.notes and oi is not None:
                    for note in oi.get("notes", [])[:3]:
                        print("      note: %s" % note[:200])

    unreached = [rel for rel, _ in files if results[rel]["z3-debian"]["status"] != "ok"]
    if unreached:
        print("\nfiles without JSON output under z3-debian (not compared): %d" % len(unreached))

    if a.json:
        with open(a.json, "w") as f:
            json.dump({"bin": binary, "corpus": a.corpus, "time_limit": a.time_limit,
                       "configs": {c: all_confs[c] for c in names},
                       "files": results}, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
