#!/usr/bin/env bash
# Builds rboogie (release) and runs it on examples/max.bpl, installing what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x scripts/install-solvers.sh ]; then
  bash scripts/install-solvers.sh
fi
cargo build --release --locked -p cli
./target/release/rboogie verify --no-verify examples/max.bpl
