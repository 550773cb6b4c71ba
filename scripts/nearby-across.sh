#!/usr/bin/env bash
# An Android phone and an iPhone play each other: the Android UI's model on
# the desktop JVM (android/desktop/nearby-peer.sh) and the iOS store on
# Linux (ios/scripts/nearby-peer.sh), over 127.0.0.1 only. For each game,
# each shell hosts once and joins once; the host resigns after three moves.
# Both must end with exit status 0 and save the same game: its moves and
# its result, compared here.
# Usage: scripts/nearby-across.sh [HOST_SHELL GUEST_SHELL]...
#   a shell is kotlin or swift; default: kotlin swift, then swift kotlin.
# Run after the Kotlin and Swift suites built the library and the peers
# (MATHCHESS_LIBRARY_BUILT=1 is passed on); prints one line a game, then
# "N passed, M failed".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export MATHCHESS_LIBRARY_BUILT=1

peer() {
    case "$1" in
        kotlin) echo "$root/android/desktop/nearby-peer.sh" ;;
        swift) echo "$root/ios/scripts/nearby-peer.sh" ;;
        *) echo "no shell $1: kotlin or swift" >&2; exit 2 ;;
    esac
}

pairs=("$@")
[ ${#pairs[@]} -gt 0 ] || pairs=(kotlin swift swift kotlin)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
while [ ${#pairs[@]} -ge 2 ]; do
    hosting="${pairs[0]}" joining="${pairs[1]}"
    pairs=("${pairs[@]:2}")
    for game in math-chess capture-the-flag; do
        case="$game, $hosting hosts, $joining joins"
        dir="$work/$hosting-$joining-$game"
        mkdir -p "$dir"
        # Each peer ends by itself within 90 s; timeout is a second guard.
        timeout 150 "$(peer "$hosting")" host "$game" "$dir/code" "$dir/host.json" \
            >"$dir/host.log" 2>&1 &
        host_pid="$!"
        timeout 150 "$(peer "$joining")" join "$dir/code" "$dir/guest.json" \
            >"$dir/guest.log" 2>&1
        guest_status="$?"
        wait "$host_pid"
        host_status="$?"
        if [ "$host_status" = 0 ] && [ "$guest_status" = 0 ] &&
            python3 - "$dir/host.json" "$dir/guest.json" <<'PY'
import json, sys
host, guest = (json.load(open(path)) for path in sys.argv[1:])
same = host["moves"] == guest["moves"] and host["result"] == guest["result"]
ended = host["result"] is not None and len(host["moves"]) >= 6
print(f'  {len(host["moves"])} plies, {host["result"]}')
sys.exit(0 if same and ended else 1)
PY
        then
            echo "passed   $case"
            passed=$((passed + 1))
        else
            echo "FAILED   $case (host $host_status, guest $guest_status)"
            sed 's/^/  host: /' "$dir/host.log" | tail -15
            sed 's/^/  guest: /' "$dir/guest.log" | tail -15
            failed=$((failed + 1))
        fi
    done
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
