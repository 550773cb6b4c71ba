#!/usr/bin/env bash
# Runs Maven on one of the project's builds: from Maven Central where it can
# be reached, else offline from the vendored repository beside the checkout
# (../shared/vendor/m2, see its README), which holds every artifact the two
# builds need. Exit status 77: neither can serve the build (the last line
# says why).
# Usage: scripts/maven.sh POM MAVEN-ARGUMENTS...
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd -P)"
pom="$1"
shift
vendored="$(dirname "$root")/shared/vendor/m2"

if ! command -v mvn >/dev/null; then
    echo "no Maven on this machine"
    exit 77
fi
# Resolving the build's plugins tells whether Maven Central answers.
if probe="$(mvn -B -f "$pom" validate 2>&1)"; then
    exec mvn -B -ntp -f "$pom" "$@"
fi
if ! grep -q "Could not transfer artifact" <<<"$probe"; then
    echo "$probe" | tail -20
    echo "Maven could not read $pom"
    exit 1
fi
if [ ! -d "$vendored" ]; then
    echo "Maven Central cannot be reached and there is no vendored repository at $vendored"
    exit 77
fi
echo "maven: Maven Central cannot be reached; offline from $vendored"
exec mvn -B -ntp -o -Dmaven.repo.local="$vendored" -f "$pom" "$@"
