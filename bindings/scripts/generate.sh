#!/usr/bin/env bash
# Builds the Rust library for this machine and generates its Kotlin and Swift
# bindings (library mode) into target/bindings/kotlin and target/bindings/swift.
# Usage: bindings/scripts/generate.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

cargo build --release -p mathchess-ffi -p uniffi-bindgen
# Where cargo built them: target/ unless CARGO_TARGET_DIR or a config moves it.
built="$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release"
for language in kotlin swift; do
    rm -rf "target/bindings/$language"
    "$built/uniffi-bindgen" generate --no-format --language "$language" \
        --library "$built/libmathchess_ffi.so" --out-dir "target/bindings/$language"
done
# The apps' builds (android/desktop/pom.xml, bindings/jvm/pom.xml,
# ios/scripts/prepare.sh) read the library from target/release.
if [ ! "$built" -ef "$root/target/release" ]; then
    mkdir -p target/release
    ln -sf "$built/libmathchess_ffi.so" "$built/libmathchess_ffi.a" target/release/
fi
# UniFFI's Swift reader reads through Data, slowly: see the script.
python3 bindings/scripts/patch-swift-reader.py target/bindings/swift/MathChessCore.swift
