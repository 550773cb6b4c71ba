#!/usr/bin/env bash
# Opens the Android app's UI in a desktop window over the real library.
# Usage: android/desktop/run.sh [-Dmathchess.lang=vi] [-Dmathchess.dark=true]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

"$root/bindings/scripts/generate.sh"
"$root/scripts/maven.sh" "$root/android/desktop/pom.xml" -q compile exec:java "$@"
