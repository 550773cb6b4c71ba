#!/usr/bin/env bash
# The phone library carries no command-line machinery: neither the core
# (`mathchess`) nor the FFI crate (`mathchess-ffi`) may depend on clap or
# tempfile, which only the `mathchess` command (cli/) needs. (uniffi itself
# brings tempfile, through uniffi_pipeline: that path is allowed, and only
# that one.)
# Usage: scripts/check-phone-deps.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# deps PACKAGE: the names of PACKAGE's normal dependencies, all the way down.
deps() {
    cargo tree --locked -p "$1" -e normal --prefix none --format '{p}' | awk '{print $1}' | sort -u
}

failed=0
check() {
    local package="$1" forbidden="$2"
    if deps "$package" | grep -qx "$forbidden"; then
        echo "FAILED: $package depends on $forbidden:"
        cargo tree --locked -p "$package" -e normal -i "$forbidden"
        failed=1
    else
        echo "ok: $package does not depend on $forbidden"
    fi
}

check mathchess clap
check mathchess tempfile
check mathchess-ffi clap
# tempfile reaches mathchess-ffi only through uniffi's own crates.
if cargo tree --locked -p mathchess-ffi -e normal -i tempfile --prefix none --format '{p}' 2>/dev/null |
    awk '{print $1}' | grep -v -e '^tempfile$' -e '^uniffi' -e '^mathchess-ffi$' | grep -q .; then
    echo "FAILED: tempfile reaches mathchess-ffi other than through uniffi:"
    cargo tree --locked -p mathchess-ffi -e normal -i tempfile
    failed=1
else
    echo "ok: tempfile reaches mathchess-ffi only through uniffi"
fi
exit "$failed"
