#!/usr/bin/env bash
# One side of a nearby game over 127.0.0.1, played by a program through the
# Android app's own state holder (GameModel; NearbyPeer.kt beside run.sh's
# Main.kt): the Kotlin half of the cross-shell test.
#   nearby-peer.sh host GAME CODEFILE SAVEFILE   hosts GAME (math-chess or
#       capture-the-flag) as Blue, writes the join code to CODEFILE, plays
#       three moves, then resigns on its turn
#   nearby-peer.sh join CODEFILE SAVEFILE        waits up to 30 s for
#       CODEFILE, joins, plays its turns
# Each plays the first legal move through taps, saves to SAVEFILE after every
# change, prints a line a move, exits 0 once the game is over and saved, and
# non-zero on any failure or after 90 s.
# Runs what android/desktop/test.sh compiled (the classes in target/ and the
# library in target/release), offline: it never builds nor downloads.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd -P)"
desktop="$root/android/desktop"

if [ ! -f "$desktop/target/classes/vn/mathchess/desktop/NearbyPeerKt.class" ] ||
    [ ! -e "$root/target/release/libmathchess_ffi.so" ]; then
    echo "nearby-peer: run android/desktop/test.sh first: it builds the library and compiles the peer" >&2
    exit 2
fi
# The Maven repository test.sh used: the vendored one where it exists (scripts/maven.sh).
repository=()
vendored="$(dirname "$root")/shared/vendor/m2"
[ -d "$vendored" ] && repository=("-Dmaven.repo.local=$vendored")
# Maven 3.8 writes colour resets even in batch mode: the peer's lines are given without them.
plain() { sed -u 's/\x1b\[[0-9;]*m//g'; }
set +e
# Standard output to fd 3, the errors through the pipe; each filtered, the status Maven's.
{
    mvn -B -q -o -Dstyle.color=never "${repository[@]}" -f "$desktop/pom.xml" exec:java@nearby-peer -Dexec.args="$*" \
        2>&1 1>&3 3>&- | plain >&2
    exit "${PIPESTATUS[0]}"
} 3>&1 | plain
exit "${PIPESTATUS[0]}"
