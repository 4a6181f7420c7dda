#!/usr/bin/env bash
# Runs every test of the workspace. Installs what the tests need first (the SMT solvers
# used by end-to-end tests), so it works on a fresh machine; idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x scripts/install-solvers.sh ]; then
  bash scripts/install-solvers.sh
fi
cargo test --workspace --locked
