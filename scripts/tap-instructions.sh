#!/usr/bin/env bash
# Instructions a tap costs, with the snapshot after it: callgrind's count of
# core/examples/taps.rs, divided by its taps. Unlike the session bench's
# wall clock, the count is the same whatever else the machine runs, so two
# checkouts can be compared on a busy machine (run the script in each).
#
# Usage: scripts/tap-instructions.sh [select|step|choice|flag-select ...]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "tap-instructions: valgrind is not installed" >&2; exit 77; }
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(select step choice flag-select)
taps=10000 # TAPS in core/examples/taps.rs
cargo build --quiet --release -p mathchess --example taps
bin="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/examples/taps"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
for kind in "${kinds[@]}"; do
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" "$kind" 2>/dev/null
    total="$(sed -n 's/^summary: //p' "$out")"
    echo "$kind: $((total / taps)) instructions a tap ($total in all, $taps taps)"
done
