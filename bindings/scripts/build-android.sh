#!/usr/bin/env bash
# Builds the Android libraries and their Kotlin bindings.
#
# Needs: the Android NDK (ANDROID_NDK_HOME), cargo-ndk (`cargo install cargo-ndk`)
# and the Rust targets (`rustup target add aarch64-linux-android
# armv7-linux-androideabi x86_64-linux-android`).
#
# Usage: bindings/scripts/build-android.sh [JNILIBS_DIR] [KOTLIN_DIR]
#   JNILIBS_DIR  where lib/<abi>/libmathchess_ffi.so go (default: android/app/src/main/jniLibs)
#   KOTLIN_DIR   where the generated Kotlin goes (default: android/app/build/generated/uniffi/kotlin)
# The Android Gradle build calls this script before compiling.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
jni_libs="${1:-$root/android/app/src/main/jniLibs}"
kotlin_out="${2:-$root/android/app/build/generated/uniffi/kotlin}"
profile="${CARGO_PROFILE:-release}"
cd "$root"

cargo ndk --platform 24 -t arm64-v8a -t armeabi-v7a -t x86_64 -o "$jni_libs" \
    build --profile "$profile" -p mathchess-ffi

# The bindings are the same for every ABI: generate them from one of the libraries.
cargo build --release -p uniffi-bindgen
rm -rf "$kotlin_out"
target/release/uniffi-bindgen generate --no-format --language kotlin \
    --library "target/aarch64-linux-android/$profile/libmathchess_ffi.so" --out-dir "$kotlin_out"
echo "Android libraries in $jni_libs, Kotlin bindings in $kotlin_out"
