#!/usr/bin/env python3
"""The least z3 resource limit (`--rlimit`, z3's deterministic work counter) under which
rboogie verifies one implementation, found by bisection to within 5 %.

    python3 scripts/rlimit_needed.py BIN FILE PROC [-- EXTRA...]

EXTRA are further `verify` options (e.g. `--type-encoding p`, `--solver-path /usr/bin/z3`).
Prints `PROC needs N` (or `PROC not verified under HI`). Unlike seconds, the figure does
not depend on the machine's load, so encodings and VC shapes compare on a busy machine.
"""
import subprocess
import sys


def verified(bin_, file, proc, extra, limit):
    out = subprocess.run([bin_, "verify", "--rlimit", str(limit), "--proc", proc, *extra, file],
                         capture_output=True, text=True).stdout
    return out.rstrip().endswith("1 verified, 0 errors")


def main():
    args = sys.argv[1:]
    extra = []
    if "--" in args:
        i = args.index("--")
        args, extra = args[:i], args[i + 1:]
    if len(args) != 3:
        sys.exit(__doc__)
    bin_, file, proc = args
    lo, hi = 10_000, 200_000_000
    if not verified(bin_, file, proc, extra, hi):
        print(f"{proc} not verified under {hi}")
        return
    while hi - lo > lo // 20:
        mid = (lo + hi) // 2
        if verified(bin_, file, proc, extra, mid):
            hi = mid
        else:
            lo = mid
    print(f"{proc} needs {hi}")


if __name__ == "__main__":
    main()
