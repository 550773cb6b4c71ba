#!/usr/bin/env bash
# Builds the iOS static libraries (device and simulator), packs them into an
# XCFramework and generates the Swift sources into the iOS Swift package
# (ios/): ios/MathChessCoreFFI.xcframework and
# ios/Sources/MathChessCore/MathChessCore.swift, both build outputs.
#
# Needs: macOS with Xcode (xcodebuild, lipo) and the Rust targets
# (`rustup target add aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios`).
#
# Usage: bindings/scripts/build-ios.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
package="$root/ios"
build="$root/target/ios"
cd "$root"

for target in aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios; do
    cargo build --release -p mathchess-ffi --target "$target"
done

# One simulator library for both Apple silicon and Intel Macs.
rm -rf "$build" && mkdir -p "$build/simulator" "$build/headers"
lipo -create \
    target/aarch64-apple-ios-sim/release/libmathchess_ffi.a \
    target/x86_64-apple-ios/release/libmathchess_ffi.a \
    -output "$build/simulator/libmathchess_ffi.a"

# Swift sources and C header from the device library. The module map is the
# package's plain one: UniFFI's `use "_Builtin_stdbool"` lines break
# `canImport` on recent Xcode (uniffi-rs issue 2917).
cargo build --release -p uniffi-bindgen
target/release/uniffi-bindgen generate --no-format --language swift \
    --library target/aarch64-apple-ios/release/libmathchess_ffi.a --out-dir "$build/swift"
python3 bindings/scripts/patch-swift-reader.py "$build/swift/MathChessCore.swift"
cp "$build/swift/MathChessCoreFFI.h" "$build/headers/"
cp "$package/Sources/MathChessCoreFFI/module.modulemap" "$build/headers/module.modulemap"

rm -rf "$package/MathChessCoreFFI.xcframework"
xcodebuild -create-xcframework \
    -library target/aarch64-apple-ios/release/libmathchess_ffi.a -headers "$build/headers" \
    -library "$build/simulator/libmathchess_ffi.a" -headers "$build/headers" \
    -output "$package/MathChessCoreFFI.xcframework"

mkdir -p "$package/Sources/MathChessCore"
cp "$build/swift/MathChessCore.swift" "$package/Sources/MathChessCore/"
echo "XCFramework and Swift sources in $package"
