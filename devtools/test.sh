#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Set up, build and run every test layer, one after the other (never two DPDK
# processes at once). The last line printed is the total "N passed, N failed".
#
#   devtools/test.sh [MESON_OPTION...]     (options go to devtools/setup.sh)
#
# Environment:
#   TEST_LAYERS    subset to run, e.g. "kat upstream" (default: all layers;
#                  layers: kat pmd diff features perop dev leak apps upstream
#                  mutants ossl35 valgrind sanitize fuzz style intree)
#   BUILD_DIR      build directory (default: build)
#   LAYER_TIMEOUT  seconds one layer may take (default: 600; a layer's entry
#                  below may give its own)
#   SKIP_SETUP=1   do not run devtools/setup.sh (use the existing build)
#
# Contract for a layer script: called with BUILD_DIR (absolute), PMD_SO (our
# driver, staged where EAL accepts -d) and REPO_ROOT in the environment; prints
# "N passed, N failed" as its last line on stdout; exits nonzero on failure.
# Exit 77 with "0 passed, 0 failed" means it could not run here (its previous
# line says why): reported as skipped, counted neither way.

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

# name, script, required when TEST_LAYERS is not set, timeout (s) if not LAYER_TIMEOUT
LAYERS=(
    "kat app/test-openssl-kat/run.sh required"
    "pmd app/test-openssl-pmd/run.sh required"
    "asym app/test-openssl-asym/run.sh required"
    "diff app/test-openssl-diff/run.sh required"
    "features app/test-openssl-features/run.sh optional"
    "perop app/test-openssl-perop/run.sh required"
    "dev app/test-openssl-dev/run.sh required"
    "leak app/test-openssl-leak/run.sh required"
    "apps app/test-openssl-apps/run.sh required"
    "upstream devtools/upstream-autotest.sh required"
    "mutants devtools/mutants.py required"
    "ossl35 devtools/test-openssl35.sh required"
    "valgrind devtools/valgrind.sh required"
    "sanitize devtools/sanitize.sh required"
    "fuzz devtools/fuzz.sh required"
    "style devtools/check-style.sh required"
    "intree devtools/intree.sh required 4200"
)
SUMMARY_RE='^([0-9]+) passed, ([0-9]+) failed$'
LAYER_TIMEOUT=${LAYER_TIMEOUT:-600}
LOG_DIR=$REPO_ROOT/results/$(basename "$BUILD_DIR")

total_passed=0
total_failed=0
bad_layers=0
report=()

# record NAME PASSED FAILED STATUS [SECONDS]: one line of the final summary
record() {
    total_passed=$((total_passed + $2))
    total_failed=$((total_failed + $3))
    report+=("$(printf '  %-9s %6s passed %6s failed %6s   %s' "$1" "$2" "$3" \
        "${5:+${5}s}" "$4")")
}

finish() {
    echo
    echo "== summary (logs in ${LOG_DIR#"$REPO_ROOT"/})"
    printf '%s\n' "${report[@]}"
    local rc=0
    if [ "$bad_layers" -gt 0 ] || [ "$total_failed" -gt 0 ] || [ "$total_passed" -eq 0 ]; then
        rc=1
    fi
    echo "total time: $SECONDS s"
    echo "$total_passed passed, $total_failed failed"
    exit $rc
}

selected() {
    local name=$1 want layers=${TEST_LAYERS:-}
    [ -z "$layers" ] && return 0
    for want in ${layers//,/ }; do
        [ "$want" = "$name" ] && return 0
    done
    return 1
}

run_layer() {
    local name=$1 script=$2 limit=${3:-$LAYER_TIMEOUT} log rc last t0 secs
    log=$LOG_DIR/$name.log
    echo
    echo "== layer $name: $script"
    rc=0
    t0=$SECONDS
    timeout -k 30 "$limit" "$REPO_ROOT/$script" </dev/null | tee "$log" ||
        rc=${PIPESTATUS[0]}
    secs=$((SECONDS - t0))
    echo "== layer $name: $secs s"
    last=$(tail -n 1 "$log" | tr -d '\r')
    if [ "$rc" -eq 77 ] && [ "$last" = "0 passed, 0 failed" ]; then
        record "$name" 0 0 "skipped: $(tail -n 2 "$log" | head -n 1 | cut -c1-100)" "$secs"
        return 0
    fi
    if [[ ! $last =~ $SUMMARY_RE ]]; then
        bad_layers=$((bad_layers + 1))
        if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
            record "$name" 0 1 "FAIL: timed out after ${limit}s" "$secs"
        else
            record "$name" 0 1 "FAIL: exit $rc, last line is not 'N passed, N failed'" "$secs"
        fi
        return 0
    fi
    if [ "$rc" -ne 0 ]; then
        bad_layers=$((bad_layers + 1))
        record "$name" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "FAIL: exit $rc" "$secs"
    elif [ "${BASH_REMATCH[2]}" -ne 0 ]; then
        record "$name" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "FAIL" "$secs"
    else
        record "$name" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "ok" "$secs"
    fi
}

main() {
    local entry name script need limit known=" "
    for entry in "${LAYERS[@]}"; do
        read -r name _ _ <<<"$entry"
        known+="$name "
    done
    local layers=${TEST_LAYERS:-}
    for name in ${layers//,/ }; do
        [[ $known == *" $name "* ]] || die "unknown layer '$name' in TEST_LAYERS (layers:$known)"
    done

    local t0=$SECONDS
    if [ "${SKIP_SETUP:-0}" != 1 ]; then
        echo "== setup: devtools/setup.sh $*"
        if ! "$REPO_ROOT/devtools/setup.sh" "$@" </dev/null; then
            bad_layers=1
            record setup 0 1 "FAIL: devtools/setup.sh"
            finish
        fi
    fi
    if ! PMD_SO=$(stage_pmd); then
        bad_layers=1
        record driver 0 1 "FAIL: $(pmd_built_path) not built"
        finish
    fi
    export BUILD_DIR PMD_SO REPO_ROOT
    echo "== driver: $PMD_SO (set-up took $((SECONDS - t0)) s)"
    mkdir -p "$LOG_DIR"

    for entry in "${LAYERS[@]}"; do
        read -r name script need limit <<<"$entry"
        selected "$name" || continue
        if [ -f "$REPO_ROOT/$script" ] && [ ! -x "$REPO_ROOT/$script" ]; then
            bad_layers=$((bad_layers + 1))
            record "$name" 0 1 "FAIL: $script is not executable"
            continue
        fi
        if [ ! -f "$REPO_ROOT/$script" ]; then
            if [ -z "${TEST_LAYERS:-}" ] && [ "$need" = optional ]; then
                record "$name" 0 0 "skipped: $script not present"
            else
                bad_layers=$((bad_layers + 1))
                record "$name" 0 1 "FAIL: $script missing (TEST_LAYERS selects a subset)"
            fi
            continue
        fi
        run_layer "$name" "$script" "$limit"
    done
    finish
}

main "$@"
