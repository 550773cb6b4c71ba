#!/usr/bin/env bash
# Benchmarks tap → store updated (GameStore.tap through Swift, the FFI and the
# core) in a release build and prints median, p90, p99 and the maximum.
# Usage: ios/scripts/bench.sh
set -euo pipefail
ios="$(cd "$(dirname "$0")/.." && pwd)"

"$ios/scripts/prepare.sh"
cd "$ios"
swift run -c release MathChessBench
