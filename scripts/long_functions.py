#!/usr/bin/env python3
"""Lists the Rust functions longer than a limit (default 150 lines, the project's rule).

Usage: scripts/long_functions.py [LIMIT] [DIR...]   (default DIR: crates)

A function runs from its `fn` line to the brace that closes its body; braces inside
string and character literals and comments are skipped. Closures are part of the
function that holds them. Generated code (files under a `gen/` directory or named
`*_gen.rs`) is left out. Prints `LINES FILE:LINE NAME`, longest first; exits 1 when
anything is listed.
"""
import os
import re
import sys

FN = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+\"[^\"]*\"\s+)?fn\s+([A-Za-z_][A-Za-z0-9_]*)")


def code_chars(text):
    """Yields (index, char) of `text` outside comments and string/char literals."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            continue
        m = re.match(r'b?r(#*)"', text[i:i + 10])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = '"' + m.group(1)
            j = text.find(end, i + m.end())
            i = n if j < 0 else j + len(end)
            continue
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
            continue
        if c == "'":
            # A character literal ('x', '\n', '\u{..}'), not a lifetime ('a).
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:i + 12])
            if m:
                i += m.end()
                continue
        yield i, c
        i += 1


def functions(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    line_starts = [0]
    for k, ch in enumerate(text):
        if ch == "\n":
            line_starts.append(k + 1)

    def line_of(pos):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    chars = list(code_chars(text))
    # Brace depth before each code character, and the positions of `fn` lines.
    out = []
    stack = []  # (depth at which a function body opened, name, start line)
    pending = None  # a function whose `{` has not been seen yet
    depth = 0
    fn_lines = {}
    for ln, line in enumerate(text.split("\n"), 1):
        m = FN.match(line)
        if m:
            fn_lines[ln] = m.group(1)
    seen_fn_lines = set()
    for pos, c in chars:
        ln = line_of(pos)
        if ln in fn_lines and ln not in seen_fn_lines:
            seen_fn_lines.add(ln)
            pending = (fn_lines[ln], ln)
        if c == ";" and pending and depth == (stack[-1][0] + 1 if stack else depth):
            pending = None  # a declaration without a body (trait method)
        if c == "{":
            if pending:
                stack.append((depth, pending[0], pending[1]))
                pending = None
            depth += 1
        elif c == "}":
            depth -= 1
            if stack and stack[-1][0] == depth:
                _, name, start = stack.pop()
                out.append((ln - start + 1, start, name))
    return out


def main():
    args = sys.argv[1:]
    limit = 150
    if args and args[0].isdigit():
        limit = int(args.pop(0))
    dirs = args or ["crates"]
    found = []
    for d in dirs:
        for root, _, files in os.walk(d):
            parts = root.replace("\\", "/").split("/")
            if "target" in parts or "gen" in parts:
                continue
            for f in files:
                if not f.endswith(".rs") or f.endswith("_gen.rs"):
                    continue
                path = os.path.join(root, f)
                for lines, start, name in functions(path):
                    if lines > limit:
                        found.append((lines, f"{path}:{start}", name))
    for lines, where, name in sorted(found, reverse=True):
        print(f"{lines:5} {where} {name}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
