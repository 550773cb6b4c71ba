#!/usr/bin/env bash
# Runs the JVM test suite (Maven, JUnit 5, JNA) of the generated Kotlin
# bindings against the real library built on this machine.
# Usage: bindings/scripts/test-jvm.sh [maven arguments]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

# scripts/test.sh builds the library once for every suite and says so.
[ -n "${MATHCHESS_LIBRARY_BUILT:-}" ] || "$root/bindings/scripts/generate.sh"
# The Swift sources are compiled by the iOS suite where Swift exists; here,
# check at least that they declare the API.
grep -q "open class GameSession" "$root/target/bindings/swift/MathChessCore.swift"
"$root/scripts/maven.sh" "$root/bindings/jvm/pom.xml" test "$@"
