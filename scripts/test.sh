#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (unit, property,
# end-to-end tests and doctests). Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --workspace --all-targets
cargo test --workspace --doc
