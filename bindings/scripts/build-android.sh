#!/usr/bin/env bash
# Builds the Android libraries and their Kotlin bindings.
#
# Needs: the Android NDK (ANDROID_NDK_HOME), cargo on PATH, cargo-ndk
# (`cargo install cargo-ndk`) and the Rust targets (`rustup target add
# aarch64-linux-android armv7-linux-androideabi x86_64-linux-android`).
#
# Usage: bindings/scripts/build-android.sh [JNILIBS_DIR] [KOTLIN_DIR]
#   JNILIBS_DIR  where <abi>/libmathchess_ffi.so go (default: TARGET/android/jniLibs)
#   KOTLIN_DIR   where the generated Kotlin goes, replaced (default: TARGET/android/kotlin)
# TARGET is cargo's target folder (`cargo metadata`: target/ unless
# CARGO_TARGET_DIR or a cargo config moves it). The Android Gradle build calls
# this script with folders under its build/ (android/ui, task buildRust).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

if ! command -v cargo >/dev/null; then
    echo "build-android.sh: no cargo on PATH: install Rust (rustup), or set mathchess.cargoDir in android/local.properties" >&2
    exit 127
fi
if ! cargo ndk --version >/dev/null 2>&1; then
    echo "build-android.sh: cargo-ndk is missing: cargo install cargo-ndk" >&2
    exit 1
fi

# The one line of JSON `cargo metadata` prints, with JSON's \\ undone (Windows paths).
target="$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p' | sed 's/\\\\/\\/g')"
if [ -z "$target" ]; then
    echo "build-android.sh: cargo metadata named no target_directory" >&2
    exit 1
fi
jni_libs="${1:-$target/android/jniLibs}"
kotlin_out="${2:-$target/android/kotlin}"
profile="${CARGO_PROFILE:-release}"
profile_dir="$profile"
[ "$profile" = dev ] && profile_dir=debug

cargo ndk --platform 24 -t arm64-v8a -t armeabi-v7a -t x86_64 -o "$jni_libs" \
    build --profile "$profile" -p mathchess-ffi

# The bindings are the same for every ABI: generate them from one of the libraries.
rm -rf "$kotlin_out"
cargo run --release -p uniffi-bindgen -- generate --no-format --language kotlin \
    --library "$target/aarch64-linux-android/$profile_dir/libmathchess_ffi.so" --out-dir "$kotlin_out"
echo "Android libraries in $jni_libs, Kotlin bindings in $kotlin_out"
