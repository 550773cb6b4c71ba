#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer's coverage instrumentation and runs
# each for a bounded time from its seed corpus, printing the executions and
# the coverage reached. The build is plain cargo with the flags that
# `cargo fuzz build --sanitizer none` passes, all of them stable, so neither
# cargo-fuzz nor a nightly toolchain is needed; libfuzzer-sys compiles
# libFuzzer with the machine's C++ compiler.
#
# Usage: fuzz/run.sh [--check] [--seconds N] [TARGET...] [-- LIBFUZZER_FLAG...]
#        fuzz/run.sh --seeds
#   --check      first rustfmt and clippy on the fuzz crate (the test command's step)
#   --seeds      only write the seed corpus again (examples/seeds.rs)
#   --seconds N  how long each target runs (default 20)
#   TARGET       the targets to run (default: every one in fuzz_targets/)
# The targets run side by side, as many at a time as there are cores. Each
# target's inputs found here stay in fuzz/target/corpus/TARGET (the committed
# seeds in fuzz/corpus/TARGET are only read); a crash is written to
# fuzz/target/artifacts/TARGET/ and fails the run.
# Exits with 77 when the tooling cannot be had here (no C++ compiler, no
# crates.io), saying why on its last line.
set -uo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
manifest="$fuzz/Cargo.toml"

check=0
seeds=0
seconds=20
targets=()
flags=()
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=1 ;;
        --seeds) seeds=1 ;;
        --seconds) seconds="$2"; shift ;;
        --) shift; flags=("$@"); break ;;
        -*) echo "fuzz/run.sh: unknown option $1" >&2; exit 2 ;;
        *) targets+=("$1") ;;
    esac
    shift
done
if [ ${#targets[@]} -eq 0 ]; then
    for file in "$fuzz"/fuzz_targets/*.rs; do
        targets+=("$(basename "$file" .rs)")
    done
fi

skip() {
    echo "$1"
    exit 77
}

# The fuzz workspace has a Cargo.lock of its own. Its crates come from the
# vendored ones where they cover that lock too (through the checkout's
# .cargo/config.toml, from scripts/use-vendored-crates.sh, found from fuzz/),
# else from crates.io: cargo then runs from outside the checkout, so that
# the config does not apply. The manifest goes right after the subcommand,
# before any `--` that starts rustfmt's or clippy's own arguments.
cargo_dir=/
if (cd "$fuzz" && cargo fetch --manifest-path "$manifest" --locked --offline >/dev/null 2>&1); then
    cargo_dir="$fuzz"
fi
fuzz_cargo() {
    local subcommand="$1"
    shift
    (cd "$cargo_dir" && cargo "$subcommand" --manifest-path "$manifest" "$@")
}

command -v "${CXX:-c++}" >/dev/null || skip "no C++ compiler (\$CXX or c++) to build libFuzzer"
if ! fetched="$(fuzz_cargo fetch 2>&1)"; then
    echo "$fetched" | tail -5
    skip "the fuzz crate's dependencies are neither vendored nor fetched from crates.io"
fi

if [ "$seeds" = 1 ]; then
    fuzz_cargo run --example seeds
    exit
fi
if [ "$check" = 1 ]; then
    fuzz_cargo fmt -- --check || exit 1
    fuzz_cargo clippy --all-targets -- -D warnings || exit 1
fi

triple="$(rustc -vV | sed -n 's/^host: //p')"
# What cargo-fuzz 0.13 passes for `--sanitizer none` on Linux, in release
# with debug assertions (overflow checks too). `--target` keeps the flags
# off build scripts and proc macros.
rustflags=(
    -Cpasses=sancov-module
    -Cllvm-args=-sanitizer-coverage-level=4
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
    -Cllvm-args=-sanitizer-coverage-pc-table
    -Cllvm-args=-sanitizer-coverage-trace-compares
    -Cllvm-args=-sanitizer-coverage-stack-depth
    -Cllvm-args=-simplifycfg-branch-fold-threshold=0
    --cfg fuzzing
    -Cdebug-assertions
    -Ccodegen-units=1
)
bins=()
for target in "${targets[@]}"; do
    bins+=(--bin "$target")
done
built=$SECONDS
RUSTFLAGS="${rustflags[*]} ${RUSTFLAGS:-}" fuzz_cargo build --release \
    --config 'profile.release.debug="line-tables-only"' --target "$triple" "${bins[@]}" ||
    exit 1
# Where cargo built them: fuzz/target unless CARGO_TARGET_DIR or a config moves it.
bin_dir="$(fuzz_cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/$triple/release"
echo "fuzz: targets built in $((SECONDS - built)) s"

# run_target TARGET: runs one target and writes its lines of results to
# target/TARGET.result, the first "passed" or "failed" (a crash or a
# time-out).
run_target() {
    local target="$1" work="$fuzz/target/corpus/$1" artifacts="$fuzz/target/artifacts/$1"
    local log="$fuzz/target/$1.log" dict=() status edges last cov features corpus runs rate took
    local input
    mkdir -p "$work" "$artifacts"
    [ -f "$fuzz/dictionaries/$target.dict" ] && dict=("-dict=$fuzz/dictionaries/$target.dict")
    if [ ! -x "$bin_dir/$target" ]; then
        printf 'failed\nfuzz %s: FAILED: no binary at %s\n' "$target" "$bin_dir/$target" \
            >"$fuzz/target/$target.result"
        return
    fi
    "$bin_dir/$target" -max_total_time="$seconds" -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "${flags[@]}" \
        "$work" "$fuzz/corpus/$target" >"$log" 2>&1
    status=$?
    # libFuzzer's own lines: the counters instrumented, the last status line, the totals.
    edges="$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -1)"
    last="$(grep -E '^#[0-9]+' "$log" | tail -1)"
    cov="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")"
    features="$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")"
    corpus="$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$last")"
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
    took="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")"
    if [ "$status" = 0 ]; then
        echo passed >"$fuzz/target/$target.result"
        echo "fuzz $target: ${runs:-?} runs in ${took:-?} s (${rate:-?}/s), coverage ${cov:-?} of ${edges:-?} edges, ${features:-?} features, corpus ${corpus:-?} inputs" >>"$fuzz/target/$target.result"
    else
        # libFuzzer names the input it wrote for a crash or a time-out;
        # without one, the target failed otherwise (see its log).
        input="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)"
        {
            echo failed
            tail -n 40 "$log"
            if [ -n "$input" ]; then
                echo "fuzz $target: FAILED (status $status) after ${last%% *}; the input is in $input, the log in $log"
            else
                echo "fuzz $target: FAILED (status $status) with no input written, so no crash found; the log is in $log"
            fi
        } >"$fuzz/target/$target.result"
    fi
}

# The targets run side by side, one a core.
jobs="$(nproc 2>/dev/null || echo 1)"
ran=$SECONDS
for target in "${targets[@]}"; do
    while [ "$(jobs -pr | wc -l)" -ge "$jobs" ]; do
        wait -n
    done
    rm -f "$fuzz/target/$target.result"
    run_target "$target" &
done
wait
echo "fuzz: targets run in $((SECONDS - ran)) s, $jobs at a time"
passed=0
failed=0
for target in "${targets[@]}"; do
    result="$fuzz/target/$target.result"
    if [ "$(head -n 1 "$result" 2>/dev/null)" = passed ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
    tail -n +2 "$result" 2>/dev/null || echo "fuzz $target: FAILED, no result"
done
echo "fuzz targets: $passed passed, $failed failed"
[ "$failed" = 0 ]
