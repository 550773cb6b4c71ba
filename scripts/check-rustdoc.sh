#!/usr/bin/env bash
# The core's API documentation builds without a warning (broken intra-doc
# links above all): rustdoc's warnings are errors here.
# Usage: scripts/check-rustdoc.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUSTDOCFLAGS="-D warnings ${RUSTDOCFLAGS:-}" cargo doc --no-deps -p mathchess
