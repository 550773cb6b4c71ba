#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (unit, property,
# end-to-end tests and doctests), then the Kotlin bindings on the JVM against
# the real library (needs a JDK and Maven; Maven fetches Kotlin, JUnit and JNA).
# Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --workspace --all-targets
cargo test --workspace --doc
bindings/scripts/test-jvm.sh
