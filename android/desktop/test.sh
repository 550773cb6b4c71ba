#!/usr/bin/env bash
# Builds the Rust library and its Kotlin bindings, then compiles the Android
# app's shared UI for the desktop JVM (Compose Multiplatform) and runs its
# tests headless: state-holder tests, Compose UI tests against the real
# library, and the screenshots, drawn into android/desktop/target/screenshots/
# (android/desktop/screenshots.sh draws the committed ones in docs/).
# Needs a JDK 17, Maven and Rust; Maven fetches Kotlin, Compose and skiko.
# Usage: android/desktop/test.sh [maven arguments, e.g. -Dtest=GameScreenTest]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

# scripts/test.sh builds the library once for every suite and says so.
[ -n "${MATHCHESS_LIBRARY_BUILT:-}" ] || "$root/bindings/scripts/generate.sh"
"$root/scripts/maven.sh" "$root/android/desktop/pom.xml" test "$@"
