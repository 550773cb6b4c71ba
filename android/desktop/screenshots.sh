#!/usr/bin/env bash
# Draws the committed screenshots again: ScreenshotTest, writing into docs/
# (docs/screenshot-*.png) instead of the build's target/screenshots/, where
# the tests alone write them. Look at each picture before committing it.
# Usage: android/desktop/screenshots.sh [maven arguments]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

[ -n "${MATHCHESS_LIBRARY_BUILT:-}" ] || "$root/bindings/scripts/generate.sh"
"$root/scripts/maven.sh" "$root/android/desktop/pom.xml" test -Dtest=ScreenshotTest -Dmathchess.screenshots="$root/docs" "$@"
