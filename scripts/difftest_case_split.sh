#!/bin/bash
# For a sample of timed-out (seed, vc) pairs of the long run: dump rboogie's transcript and
# replay it with rboogie's z3 options, smt.case_split=5 (rboogie's) vs 3 (Boogie's), 5 s each.
# Usage: scripts/difftest_case_split.sh LIST.tsv   (the --list file of a `difftest run`)
# Needs target/release/{rboogie,difftest} and RBOOGIE_VENV (z3 in $RBOOGIE_VENV/bin).
set -u
cd "$(dirname "$0")/.."
LIST=$1
R=target/release/rboogie; D=target/release/difftest; Z=$RBOOGIE_VENV/bin/z3
mkdir -p /tmp/cs
# rboogie's z3 options (vcgen::verify::solver_config) without smt.case_split.
OPTS="auto_config=false smt.mbqi=false smt.delay_units=true smt.qi.eager_threshold=100 type_check=true smt.phase_selection=0 smt.restart_strategy=0 smt.restart_factor=1.5 smt.arith.random_initial_value=true nnf.sk_hack=true smt.bv.reflect=true model.compact=false tactic.default_tactic=smt"
run() { local s=$(date +%s.%N); timeout 5 $Z $OPTS smt.case_split=$1 /tmp/cs/t.smt2 > /dev/null 2>&1; local rc=$?; local e=$(echo "$(date +%s.%N) - $s" | bc); if [ $rc = 124 ]; then echo "TO"; else printf "%.2f" $e; fi; }
awk -F'\t' '$4=="timed out"{print $1" wp"} $5=="timed out"{print $1" sp"}' "$LIST" | sort -u -k1,1n -k2 | awk 'NR%12==1' | head -50 | while read s vc; do
  $D show $s > /tmp/cs/$s.bpl
  rm -rf /tmp/cs/log; $R verify --vc $vc --time-limit 5 --dump-dir /tmp/cs/log /tmp/cs/$s.bpl > /dev/null 2>&1
  grep -v "^;" /tmp/cs/log/transcript-0.smt2 | grep -v "^(get-value" > /tmp/cs/t.smt2
  echo "$s $vc cs5=$(run 5) cs3=$(run 3)"
done
