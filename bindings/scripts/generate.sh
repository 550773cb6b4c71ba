#!/usr/bin/env bash
# Builds the Rust library for this machine and generates its Kotlin and Swift
# bindings (library mode) into target/bindings/kotlin and target/bindings/swift.
# Usage: bindings/scripts/generate.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

cargo build --release -p mathchess-ffi -p uniffi-bindgen
for language in kotlin swift; do
    rm -rf "target/bindings/$language"
    target/release/uniffi-bindgen generate --no-format --language "$language" \
        --library target/release/libmathchess_ffi.so --out-dir "target/bindings/$language"
done
# Linux's Foundation makes UniFFI's Swift reader slow: see the script.
python3 bindings/scripts/patch-swift-reader.py target/bindings/swift/MathChessCore.swift
