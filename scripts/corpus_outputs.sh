#!/usr/bin/env bash
# Writes what BIN prints on every corpus file into OUTDIR, one file per command and input,
# so that two builds can be compared with `diff -r` (a refactor must leave them identical).
#
# Usage: scripts/corpus_outputs.sh BIN OUTDIR [--no-verify]
#
# Commands per `.bpl` of ../shared/conformance/corpus and ../shared/realclients:
#   print --json, run --until passify (both passification strategies), vcgen,
#   and (unless --no-verify) verify --time-limit 30 with z3 4.8.12 from Debian.
# Runs two files at a time. Exits 0 (it records; compare with diff -r).
set -euo pipefail
bin="$(realpath "$1")"; out="$(realpath -m "$2")"; verify=1
[ "${3:-}" = "--no-verify" ] && verify=0
root="$(cd "$(dirname "$0")/.." && pwd)"
shared="$root/../shared"
mkdir -p "$out"
one() {
  f="$1"; rel="${f#$shared/}"; key="${rel//\//__}"; d="$(dirname "$f")"; b="$(basename "$f")"
  cd "$d"
  "$bin" print --json "$b" > "$out/$key.json" 2>&1 || true
  "$bin" run --until passify "$b" > "$out/$key.passive" 2>&1 || true
  "$bin" run --until passify --passify flanagan-saxe "$b" > "$out/$key.fs" 2>&1 || true
  "$bin" vcgen "$b" > "$out/$key.smt2" 2>&1 || true
  if [ "$verify" = 1 ]; then
    RBOOGIE_Z3=/usr/bin/z3 "$bin" verify --time-limit 30 "$b" > "$out/$key.verify" 2>/dev/null || true
  fi
}
export -f one; export bin out verify shared
find "$shared/conformance/corpus" "$shared/realclients" -name '*.bpl' | sort | xargs -P 2 -I{} bash -c 'one "$@"' _ {}
