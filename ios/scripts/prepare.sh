#!/usr/bin/env bash
# Puts this machine's Rust library and its generated Swift bindings where the
# Swift package expects them on Linux (all gitignored): the Swift sources into
# Sources/MathChessCore, the C header and a link to the static library beside
# the committed module map in Sources/MathChessCoreFFI.
# Needs what bindings/scripts/generate.sh builds (it runs it unless
# MATHCHESS_LIBRARY_BUILT is set).
# Usage: ios/scripts/prepare.sh
set -euo pipefail
ios="$(cd "$(dirname "$0")/.." && pwd)"
root="$(dirname "$ios")"

[ -n "${MATHCHESS_LIBRARY_BUILT:-}" ] || "$root/bindings/scripts/generate.sh"
bindings="$root/target/bindings/swift"
mkdir -p "$ios/Sources/MathChessCore"
cp "$bindings/MathChessCore.swift" "$ios/Sources/MathChessCore/"
cp "$bindings/MathChessCoreFFI.h" "$ios/Sources/MathChessCoreFFI/"
# Only the static library: beside a .so, the linker would pick the shared one.
ln -sf "$root/target/release/libmathchess_ffi.a" "$ios/Sources/MathChessCoreFFI/"
