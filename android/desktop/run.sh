#!/usr/bin/env bash
# Opens the Android app's UI in a desktop window over the real library.
# Builds only what changed since the last run: the Rust library and its
# bindings when a Rust source is newer than the library, the Kotlin when a
# source of the UI, the window or the bindings is newer than the classes;
# with nothing changed the window starts at once from what is built (cargo
# and Maven, even with nothing to do, took 26 to 73 seconds).
# Usage: android/desktop/run.sh [-Dmathchess.lang=vi] [-Dmathchess.dark=true] [-Dmathchess.dir=DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
desktop="$root/android/desktop"
library="$root/target/release/libmathchess_ffi.so"
bindings="$root/target/bindings/kotlin"
classes="$desktop/target/classes"
# The compile's classpath, written by the last build: its time is the build's.
classpath="$desktop/target/run-classpath.txt"

# Whether anything under the paths after $1 is newer than the file $1 (or $1 is missing).
changed() {
    local built="$1"
    shift
    [ ! -e "$built" ] || [ -n "$(find "$@" -newer "$built" -type f -print -quit 2>/dev/null)" ]
}

if changed "$library" "$root/core" "$root/bindings/src" "$root/bindings/Cargo.toml" "$root/bindings/uniffi.toml" \
    "$root/bindings/uniffi-bindgen" "$root/Cargo.toml" "$root/Cargo.lock" || [ ! -d "$bindings" ]; then
    "$root/bindings/scripts/generate.sh"
fi
if changed "$classpath" "$root/android/ui/src/main" "$desktop/src/main" "$desktop/pom.xml" "$bindings"; then
    "$root/scripts/maven.sh" "$desktop/pom.xml" -q compile dependency:build-classpath \
        -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath.new"
    mv "$classpath.new" "$classpath"
fi
exec java -Djna.library.path="$root/target/release" "$@" -cp "$classes:$(cat "$classpath")" vn.mathchess.desktop.MainKt
