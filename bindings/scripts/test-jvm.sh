#!/usr/bin/env bash
# Builds the Rust library for this machine, generates its Kotlin bindings and
# runs the JVM test suite (Maven, JUnit 5, JNA) against the real library.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

cargo build --release -p mathchess-ffi -p uniffi-bindgen
rm -rf target/bindings/kotlin
target/release/uniffi-bindgen generate --no-format --language kotlin \
    --library target/release/libmathchess_ffi.so --out-dir target/bindings/kotlin

mvn -B -q -f bindings/jvm/pom.xml test "$@"
