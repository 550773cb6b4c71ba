#!/usr/bin/env bash
# The Swift side of the cross-shell nearby test (Linux): one device of a game
# over loopback, played through the app's store (Sources/MathChessNearbyPeer).
# Usage: ios/scripts/nearby-peer.sh host GAME CODEFILE SAVEFILE
#        ios/scripts/nearby-peer.sh join CODEFILE SAVEFILE
# GAME: math-chess or capture-the-flag. The host plays Blue on 127.0.0.1 and
# writes the join code to CODEFILE; the guest waits up to 30 s for it. Exit
# status 0 once the game is over and saved to SAVEFILE, 1 on any failure or
# after 90 s. With MATHCHESS_LIBRARY_BUILT=1 (after ios/scripts/test.sh) it
# builds nothing of Rust and needs no network: only the peer, incrementally.
set -euo pipefail
ios="$(cd "$(dirname "$0")/.." && pwd)"

"$ios/scripts/prepare.sh"
# Two peers started together share one build folder: SwiftPM makes the
# second wait for the first's lock, and its build is then a no-op.
swift build --package-path "$ios" --product MathChessNearbyPeer -q >&2
# `.build/debug` is where SwiftPM links the debug build (asking it costs seconds).
exec "$ios/.build/debug/MathChessNearbyPeer" "$@"
