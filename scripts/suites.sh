# Runs test suites with two lines of output each (when it starts, how it
# ended), for scripts/test.sh and .ci/run (sourced, not run). A suite's whole
# output goes to a log file; only a failing suite's log is printed, before
# its last line.
#   run NAME COMMAND...   runs a suite; status 77 means "cannot run here"
#                         (the command's last line says why); a line a
#                         minute while it runs
#   skip NAME REASON      records a suite that cannot run here
#   finish                prints the tally and the summary; returns 1 if a suite failed
# Needs: root (the checkout).

suite_logs="$root/target/test-logs"
suites_passed=()
suites_failed=()
suites_skipped=()
tests_run=0
tests_failed=0

# tally LOG: "N F", the tests run and failed, from the summary lines the test
# runners print (cargo, Swift Testing, Python's unittest, Maven Surefire).
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
        END { print run + mvn_run, bad + mvn_bad }
    ' "$1"
}

run() {
    local name="$1" log status started counts run bad
    shift
    echo "running  $name"
    mkdir -p "$suite_logs"
    log="$suite_logs/$(tr -cs 'A-Za-z0-9' '-' <<<"$name" | sed 's/^-*//; s/-*$//').log"
    started="$SECONDS"
    "$@" >"$log" 2>&1 &
    local suite="$!" beat
    # A line a minute while a long suite runs (a cold build is silent).
    (
        trap 'kill "$nap" 2>/dev/null; exit 0' TERM
        while :; do
            sleep 60 &
            nap="$!"
            wait "$nap"
            echo "still    $name ($(((SECONDS - started) / 60)) min)"
        done
    ) &
    beat="$!"
    wait "$suite"
    status="$?"
    kill "$beat" 2>/dev/null
    wait "$beat" 2>/dev/null
    read -r run bad < <(tally "$log")
    tests_run=$((tests_run + run))
    tests_failed=$((tests_failed + bad))
    counts="$((SECONDS - started)) s"
    [ "$run" = 0 ] || counts="$run tests, $bad failed, $counts"
    case "$status" in
        0)
            echo "passed   $name ($counts)"
            suites_passed+=("$name")
            ;;
        77) skip "$name" "$(tail -n 1 "$log")" ;;
        *)
            cat "$log"
            echo "FAILED   $name ($counts; status $status; log: ${log#"$root"/})"
            suites_failed+=("$name")
            ;;
    esac
    return "$status"
}

skip() {
    echo "skipped  $1: $2"
    suites_skipped+=("$1")
}

# names NAME...: " (first; second)", or nothing for no names.
names() {
    local joined="" name
    for name in "$@"; do joined+="${joined:+; }$name"; done
    [ -z "$joined" ] || echo " ($joined)"
}

finish() {
    echo "Tally: $tests_run tests, $tests_failed failed"
    echo "Summary: ${#suites_passed[@]} suites passed, ${#suites_failed[@]} failed$(names "${suites_failed[@]}"), ${#suites_skipped[@]} skipped$(names "${suites_skipped[@]}")"
    [ "${#suites_failed[@]}" = 0 ]
}
