#!/usr/bin/env bash
# Points cargo at the vendored crates (../shared/vendor/crates, see its README)
# when they hold every crate of Cargo.lock, by writing an untracked
# .cargo/config.toml; otherwise cargo keeps using crates.io. Machines without
# crates.io build from the vendored sources; machines with it build from either.
# The path written is the physical one (`pwd -P`): a checkout or a vendor
# folder reached through a symbolic link would otherwise give cargo a path
# whose `..` leads elsewhere (askama's includes in uniffi_bindgen failed so).
# Usage: scripts/use-vendored-crates.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd -P)"
vendor="$root/../shared/vendor/crates"
config="$root/.cargo/config.toml"
marker="# written by scripts/use-vendored-crates.sh"

# Only a config this script wrote is ever replaced or removed.
if [ -f "$config" ] && ! grep -qF "$marker" "$config"; then
    echo "cargo: keeping the hand-written $config"
    exit 0
fi
rm -f "$config"
if [ ! -d "$vendor" ]; then
    echo "cargo: crates from the registry (no vendored crates at $vendor)"
    exit 0
fi

candidate="$(mktemp)"
trap 'rm -f "$candidate"' EXIT
cat > "$candidate" <<TOML
$marker
[source.crates-io]
replace-with = "vendored-sources"

[source.vendored-sources]
directory = "$(cd "$vendor" && pwd -P)"
TOML
if (cd "$root" && cargo fetch --locked --offline --config "$candidate" >/dev/null 2>&1); then
    mkdir -p "$(dirname "$config")"
    cp "$candidate" "$config"
    echo "cargo: vendored crates from $(cd "$vendor" && pwd -P)"
else
    echo "cargo: crates from the registry (the vendored crates do not cover Cargo.lock)"
fi
