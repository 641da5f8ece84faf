#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build drivers/crypto/openssl inside a DPDK source tree, in place of
# upstream's driver, and run that version's own tests and ours on it.
#
#   devtools/intree.sh [--build-only] <DPDK source dir or tarball>...
#   devtools/intree.sh [--build-only]      every dpdk-*.tar.* in DPDK_TARBALLS
#                                          (default ../shared/dpdk)
#   devtools/intree.sh [--build-only] debian
#                          Debian's source of the installed DPDK (22.11 on
#                          Debian 12), downloaded by devtools/setup.sh
#
# Each version is built and tested in its cache entry,
# $CRYPTO_OPENSSL3_CACHE/intree/<version>-<hash> (a re-run rebuilds only what
# changed), by the steps of devtools/intree/: tree.sh (unpack), build.sh
# (build, clang, project, and the OpenSSL 3.5 driver), run.sh (sym, raw,
# asym, perf, layers, ossl35, apps); their headers say what each does and
# gates on. With several versions, a table of them and the summed "N passed,
# N failed" follow. No tarball where one is looked for is a failure.
#
# Knobs: INTREE_STEPS (test steps to run, default "sym raw asym perf layers
# ossl35 apps"; one left out is reported as a deliberate skip), DPDK_TARBALLS.
# Last line: "N passed, N failed"; exit 1 on any failure, 2 on bad usage.

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=devtools/intree/tree.sh
. "$REPO_ROOT/devtools/intree/tree.sh"
# shellcheck source=devtools/intree/build.sh
. "$REPO_ROOT/devtools/intree/build.sh"
# shellcheck source=devtools/intree/run.sh
. "$REPO_ROOT/devtools/intree/run.sh"

JOBS=$(nproc)
STEPS=${INTREE_STEPS:-sym raw asym perf layers ossl35 apps}
# bump when the build configuration changes: rebuilds every cache entry
RECIPE=2
DRV=drivers/crypto/openssl
# DPDK's build runs the python3 on PATH and needs pyelftools: the system one
# (a pyenv or venv first on PATH may lack it)
PATH=/usr/bin:$PATH

passed=0
failed=0
summary=()
build_only=0
TIMES=()
declare -A SECS

usage() {
    sed -n '/^#   devtools\/intree.sh/p' "$0" | sed 's/^# *//'
    exit 2
}

# check NAME OK|FAIL DETAIL: one counted result
check() {
    if [ "$2" = OK ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
    summary+=("$(printf '  %-4s %-18s %s' "$2" "$1" "$3")")
    echo "$2 $1: $3"
}

# note NAME DETAIL: a reported, uncounted result
note() {
    summary+=("$(printf '  %-4s %-18s %s' '--' "$1" "$2")")
    echo "-- $1: $2"
}

# timed NAME CMD...: run CMD, print how long it took
timed() {
    local name=$1 t0 rc
    shift
    t0=$(date +%s)
    echo "== $name"
    "$@"
    rc=$?
    SECS[$name]=$(($(date +%s) - t0))
    echo "== $name: ${SECS[$name]} s (exit $rc)"
    TIMES+=("$name ${SECS[$name]}s")
    return $rc
}

# step NAME FUNC: a timed test step, unless INTREE_STEPS leaves it out
step() {
    if [[ " $STEPS " == *" $1 "* ]]; then
        timed "$1" "$2"
    else
        echo "SKIP[user-knob] $LABEL: step $1 left out by INTREE_STEPS"
        note "$1" "not run (INTREE_STEPS)"
    fi
}

finish() {
    echo
    echo "== intree summary: $LABEL"
    printf '%s\n' "${summary[@]}"
    if [ -n "${INTREE_ROW_FILE:-}" ]; then
        printf '%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n' "$LABEL" "${BUILD_TIMES:--}" \
            "${EXPORTS_LINE:--}" "${SYM_LINE:--}" "${ASYM_LINE:--}" "${PERF_LINE:--}" \
            "${LAYERS_LINE:--}" "${APPS_LINE:--}" "${OSSL35_LINE:--}" \
            "$passed passed, $failed failed" >>"$INTREE_ROW_FILE"
    fi
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
    exit $?
}

# export_check NAME LIB: the driver's API functions are defined in LIB
export_check() {
    if exports_missing "$2" >"$LOGS/exports-$1.txt"; then
        check "exports-$1" OK "nm: $EXPORTS_SEEN rte_pmd_openssl_* defined"
    else
        check "exports-$1" FAIL "$(cat "$LOGS/exports-$1.txt")"
    fi
    EXPORTS_LINE+="${EXPORTS_LINE:+, }$1 $EXPORTS_SEEN"
}

# builds: 0 when the project build (our test programs) is there
builds() {
    if ! timed build build_gcc; then
        check build-gcc FAIL "see $BUILD.ninja.log"
        finish
    fi
    check build-gcc OK "developer mode, -Werror, $(basename "$OURS_SO")"
    export_check gcc "$OURS_SO"
    if timed clang build_clang; then
        check build-clang OK "our driver's objects: developer mode, -Werror, iova_as_pa=false"
        export_check clang "$CLANG_LIB"
    else
        check build-clang FAIL "see $BUILD_CLANG.ninja.log"
    fi
    if ! timed project build_project; then
        check project FAIL "see $PROJ.ninja.log"
        return 1
    fi
    check project OK "built against the staged DPDK, -Werror"
    export_check project "$PROJ_SO"
    PROJ_PMD=$(BUILD_DIR=$PROJ stage_pmd) || { check project FAIL "cannot stage $PROJ_SO"; return 1; }
    ossl35_driver
}

# ossl35_driver: our driver against OpenSSL 3.5 (built once in the cache
# root by devtools/setup-openssl35.sh, shared with the ossl35 layer)
ossl35_driver() {
    if ! OSSL35=$("$REPO_ROOT/devtools/setup-openssl35.sh"); then
        check ossl35-build FAIL "devtools/setup-openssl35.sh failed: no OpenSSL 3.5 to build on"
    elif ! timed ossl35-build build_project35; then
        check ossl35-build FAIL "see $PROJ35.ninja.log"
    elif ! PROJ35_PMD=$(BUILD_DIR=$PROJ35 stage_pmd); then
        check ossl35-build FAIL "cannot stage $PROJ35_SO"
    else
        check ossl35-build OK "our driver with -Dopenssl_static=$OSSL35, -Werror"
    fi
}

# version INPUT: build and test one DPDK source (dir or tarball)
version() {
    local t0 ok=1
    INPUT=$(realpath "$1")
    if [ -d "$INPUT" ]; then
        [ -f "$INPUT/lib/cryptodev/rte_cryptodev.h" ] ||
            { echo "$INPUT: not a DPDK source tree"; echo "0 passed, 1 failed"; exit 1; }
        LABEL=$(basename "$INPUT")-$(printf '%s' "$INPUT" | sha256sum | cut -c1-12)
    else
        LABEL=$(basename "$INPUT" | sed 's/\.tar\.[a-z0-9]*$//; s/\.tgz$//')
        LABEL+=-$(sha256sum "$INPUT" | cut -c1-12)
    fi
    ROOT=$CACHE_DIR/intree/$LABEL
    SRC=$ROOT/src
    BUILD=$ROOT/build
    BUILD_CLANG=$ROOT/build-clang
    # the install EAL loads plugins from: nothing world-writable above it
    STAGE=$(eal_dir "intree/$LABEL")/stage
    # one project build per source checkout: it compiles that checkout's files
    PROJ=$ROOT/project-$(printf '%s' "$REPO_ROOT" | sha256sum | cut -c1-12)
    PROJ35=$PROJ-ossl35
    LOGS=$ROOT/logs
    mkdir -p "$ROOT" "$LOGS"
    chmod 700 "$CACHE_DIR/intree" "$ROOT"
    # the entry's stage/ is the install, wherever eal_dir put it
    [ "$STAGE" = "$ROOT/stage" ] || ln -sfn "$STAGE" "$ROOT/stage"
    # one run per tree at a time
    exec 9>"$ROOT/.lock"
    flock 9

    t0=$(date +%s)
    echo "== intree: $INPUT -> $ROOT"
    timed unpack unpack || { check unpack FAIL "$INPUT"; finish; }
    builds || ok=0
    if [ $build_only = 1 ]; then
        echo "SKIP[user-knob] $LABEL: test steps left out by --build-only"
        note tests "not run (--build-only)"
    else
        step sym run_sym
        step raw run_raw
        step asym run_asym
        step perf run_perf
        if [ $ok = 1 ]; then
            step layers run_layers
            step ossl35 run_ossl35
            step apps run_apps
        fi
    fi
    BUILD_TIMES="gcc ${SECS[build]:--}, clang ${SECS[clang]:--}, project ${SECS[project]:--}"
    BUILD_TIMES+=", driver ossl35 ${SECS[ossl35-build]:--}"
    echo
    echo "== times: ${TIMES[*]}; total $(($(date +%s) - t0)) s"
    finish
}

# run_all SOURCE...: this script on each source, then the table and the sum
run_all() {
    local src out rows rc last p=0 f=0 t0 flag=()
    [ $build_only = 1 ] && flag=(--build-only)
    t0=$(date +%s)
    rows=$(mktemp)
    out=$(mktemp)
    # shellcheck disable=SC2064
    trap "rm -f '$rows' '$out'" EXIT
    for src in "$@"; do
        echo
        echo "######## $src ($(($(date +%s) - t0)) s into the layer)"
        rc=0
        INTREE_ROW_FILE=$rows "$0" "${flag[@]}" "$src" </dev/null | tee "$out" ||
            rc=${PIPESTATUS[0]}
        last=$(tail -n 1 "$out")
        if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
            p=$((p + BASH_REMATCH[1]))
            f=$((f + BASH_REMATCH[2]))
            [ "$rc" -eq 0 ] || [ "${BASH_REMATCH[2]}" -ne 0 ] || f=$((f + 1))
        else
            f=$((f + 1))
            echo "$src|-|-|-|-|-|-|-|-|exit $rc, no summary" >>"$rows"
        fi
    done
    echo
    echo "== intree: every version ($(($(date +%s) - t0)) s)"
    awk -F'|' '{
        printf "%s\n  build (s)  %s\n  exports    %s\n  sym        %s\n  asym       %s\n", $1, $2, $3, $4, $5
        printf "  perf       %s\n  layers     %s\n  apps       %s\n", $6, $7, $8
        printf "  ossl35     %s\n  result     %s\n", $9, $10
    }' "$rows"
    echo "$p passed, $f failed"
    [ "$f" -eq 0 ] && [ "$p" -gt 0 ]
}

main() {
    local tarballs=()
    [ "${1:-}" = --build-only ] && { build_only=1; shift; }
    case ${1:-} in -h | --help) usage ;; esac
    if [ $# -eq 0 ]; then
        DPDK_TARBALLS=${DPDK_TARBALLS:-$REPO_ROOT/../shared/dpdk}
        mapfile -t tarballs < <(find "$DPDK_TARBALLS" -maxdepth 1 -name 'dpdk-*.tar.*' \
            2>/dev/null | sort -V)
        if [ ${#tarballs[@]} -eq 0 ]; then
            echo "FAIL intree: no DPDK source tarball (dpdk-*.tar.*) in $DPDK_TARBALLS"
            echo "0 passed, 1 failed"
            exit 1
        fi
        run_all "${tarballs[@]}"
        exit $?
    elif [ $# -gt 1 ]; then
        run_all "$@"
        exit $?
    elif [ "$1" = debian ]; then
        tarballs=("$(debian_source)") || { echo "0 passed, 1 failed"; exit 1; }
        set -- "${tarballs[0]}"
    fi
    [ -e "$1" ] || { echo "$1: no such DPDK source dir or tarball"; echo "0 passed, 1 failed"; exit 1; }
    version "$1"
}

main "$@"
