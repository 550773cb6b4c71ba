#!/usr/bin/env bash
# Benchmarks tap → snapshot round trips through the Kotlin binding on the JVM
# and prints median, p90 and p99. Usage: bindings/scripts/bench-jvm.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"

"$root/bindings/scripts/generate.sh"
"$root/scripts/maven.sh" "$root/bindings/jvm/pom.xml" test -Dtest=TapBenchmark -Dexcluded.groups=none \
    | grep -E "µs|Tests run:|FAIL|ERROR"
