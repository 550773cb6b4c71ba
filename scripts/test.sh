#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (unit, property,
# end-to-end tests and doctests), the Kotlin bindings on the JVM against the
# real library, and the Android app's Compose UI on the desktop JVM (renders
# the screenshots in docs/). Needs Rust, a JDK 17 and Maven; Maven fetches
# Kotlin, JUnit, JNA and Compose Multiplatform.
# Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --workspace --all-targets
cargo test --workspace --doc
bindings/scripts/test-jvm.sh
android/desktop/test.sh
