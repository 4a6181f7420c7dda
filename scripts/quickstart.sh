#!/usr/bin/env bash
# Builds rboogie (release) and verifies examples/max.bpl, installing what it needs (solvers).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x scripts/install-solvers.sh ]; then
  bash scripts/install-solvers.sh
fi
cargo build --release --locked -p cli
./target/release/rboogie verify examples/max.bpl
