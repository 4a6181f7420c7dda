#!/usr/bin/env python3
"""Looks for unsound verdicts in a conformance --json report: pairs where rboogie's
summary line claims more verified implementations than the .expect (Boogie found an
error in an implementation we call verified). Pairs that report fewer errors without
claiming more verified implementations are listed as information only.

Usage: soundness_check.py REPORT.json CORPUS_DIR
Re-runs nothing: it reads the expect files and re-runs the recorded command to get the
actual output (the report keeps only the first differing line).

scripts/soundness_exceptions.tsv lists pairs where the .expect records an incompleteness
of the Boogie that wrote it, with the evidence that the assertion holds; such a pair is
reported as "known" instead of "UNSOUND" when rboogie's verdict is the one listed there."""
import json
import os
import re
import subprocess
import sys

SUMMARY = re.compile(r"Boogie program verifier finished with (\d+) verified, (\d+) errors?")


def last_summary(text):
    found = SUMMARY.findall(text)
    return tuple(map(int, found[-1])) if found else None


def main():
    report = json.load(open(sys.argv[1], encoding="utf-8"))
    corpus = sys.argv[2]
    # run.py records --bin as given; resolve it from here, since each test runs in its own directory.
    binary = os.path.abspath(report["bin"]) if os.path.exists(report["bin"]) else report["bin"]
    suspicious = 0
    known = {}
    exceptions = os.path.join(os.path.dirname(os.path.abspath(__file__)), "soundness_exceptions.tsv")
    for line in open(exceptions, encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            test, pair, verified, errors, _reason = line.rstrip("\n").split("\t", 4)
            known[(test, int(pair))] = (int(verified), int(errors))
    for p in report["pairs"]:
        if p["status"] != "fail" or p["summary"]:
            continue
        test_dir = os.path.join(corpus, os.path.dirname(p["test"]))
        expect = open(os.path.join(test_dir, p["expect"]), encoding="utf-8", errors="replace").read()
        want = last_summary(expect)
        if want is None:
            continue
        out = ""
        for argv in p["command"]:
            r = subprocess.run([binary] + argv, cwd=test_dir, capture_output=True, text=True, timeout=300)
            out += r.stdout
        got = last_summary(out)
        if got is None:
            continue
        if known.get((p["test"], p["pair"])) == got:
            print(f"known: {p['test']} #{p['pair']}: expected {want}, got {got} (scripts/soundness_exceptions.tsv)")
        elif got[0] > want[0]:
            suspicious += 1
            print(f"UNSOUND: {p['test']} #{p['pair']}: expected {want} (verified, errors), got {got}")
        elif got[1] < want[1]:
            print(f"note: {p['test']} #{p['pair']}: fewer errors than Boogie: expected {want}, got {got}")
    print(f"soundness_check: {suspicious} suspicious pairs")
    return 1 if suspicious else 0


if __name__ == "__main__":
    sys.exit(main())
