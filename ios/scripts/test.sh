#!/usr/bin/env bash
# Builds the iOS app's Swift package (everything but the views) on this
# machine against the real Rust library and runs its tests.
# Usage: ios/scripts/test.sh [swift test arguments]
set -euo pipefail
ios="$(cd "$(dirname "$0")/.." && pwd)"

"$ios/scripts/prepare.sh"
# Each test saves its game in a folder of its own under the temporary
# directory: one for this run, removed afterwards.
TMPDIR="$(mktemp -d)"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
swift test --package-path "$ios" "$@"
