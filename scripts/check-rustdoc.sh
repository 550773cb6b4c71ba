#!/usr/bin/env bash
# The whole workspace's API documentation builds without a warning: rustdoc's
# (broken intra-doc links above all) are errors here, and any warning cargo
# prints besides (such as two targets writing the same documentation folder)
# fails the check too. The command's documentation (its binary is named
# `mathchess`, as the core library is, so `cargo doc` leaves it out) is
# checked in a target folder of its own.
# Usage: scripts/check-rustdoc.sh
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
export RUSTDOCFLAGS="-D warnings ${RUSTDOCFLAGS:-}"
cargo doc --workspace --no-deps 2>&1 | tee "$log"
cargo rustdoc -p mathchess-cli --bin mathchess --target-dir target/rustdoc-cli \
    2>&1 | tee -a "$log"
if grep -q '^warning' "$log"; then
    echo "check-rustdoc: cargo printed the warnings above" >&2
    exit 1
fi
