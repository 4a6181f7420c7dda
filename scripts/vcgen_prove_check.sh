#!/usr/bin/env bash
# Checks that `rboogie vcgen F > F.smt2 && rboogie prove F.smt2` prints what
# `rboogie verify F` prints, for every corpus file that reaches verification
# (verify prints a summary line). Usage:
#   scripts/vcgen_prove_check.sh [RBOOGIE] [CORPUS_DIR] [TIME_LIMIT]
# Prints one line per differing file and a final count; exits 0 (it measures).
set -uo pipefail
bin="$(realpath "${1:-target/release/rboogie}")"
corpus="${2:-../shared/conformance/corpus}"
limit="${3:-10}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
same=0; total=0
while IFS= read -r f; do
  dir="$(dirname "$f")"; base="$(basename "$f")"
  verify_out="$(cd "$dir" && "$bin" verify --time-limit "$limit" "$base" 2>/dev/null)"
  grep -q '^Boogie program verifier finished' <<<"$verify_out" || continue
  total=$((total + 1))
  (cd "$dir" && "$bin" vcgen "$base" > "$tmp/q.smt2" 2>/dev/null)
  prove_out="$(cd "$dir" && "$bin" prove --time-limit "$limit" "$tmp/q.smt2" 2>/dev/null)"
  if [ "$verify_out" == "$prove_out" ]; then
    same=$((same + 1))
  else
    echo "differs: ${f#"$corpus"/}"
  fi
done < <(find "$corpus" -name '*.bpl' | sort)
echo "vcgen+prove equals verify on $same of $total files"
