#!/usr/bin/env bash
# Runs the JVM test suite (Maven, JUnit 5, JNA) of the generated Kotlin
# bindings against the real library built on this machine.
# Usage: bindings/scripts/test-jvm.sh [maven arguments]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

"$root/bindings/scripts/generate.sh"
# The Swift sources cannot be compiled here; check that they declare the API.
grep -q "open class GameSession" "$root/target/bindings/swift/MathChessCore.swift"
mvn -B -q -f "$root/bindings/jvm/pom.xml" test "$@"
