#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build the driver and the test programs with sanitizers and run test layers
# on them. The last line printed is the total "N passed, N failed".
#
#   devtools/sanitize.sh [asan|tsan|all]      (default: all)
#   devtools/sanitize.sh --build-only         the two builds, no test
#
# asan: build-asan, gcc -fsanitize=address,undefined (meson's b_sanitize);
#       runs the kat, pmd, asym, diff and leak layers with the ASan-built
#       test programs and the ASan-built driver (-d).
#       LeakSanitizer is on. No suppression is needed: what DPDK and OpenSSL
#       malloc once stays reachable from their globals until exit (LSan
#       reports only unreachable blocks), and DPDK's own heap and pools are
#       mmap'd memory, not malloc's.
# tsan: build-tsan, gcc -fsanitize=thread; runs the pmd layer's suites with
#       more than one lcore: concurrency (two lcores on shared sessions,
#       queue pairs, devices, reconfigured devices), churn (sessions made and
#       freed beside a busy one), cpu (its per-lcore slots) and raw (a queue
#       pair's raw completions enqueued on one lcore, dequeued on another),
#       and the asym layer's concurrency suite (shared asymmetric sessions
#       from two lcores). DPDK's rings and mempool caches are inline code compiled
#       into our objects with __atomic builtins, which TSan understands: no
#       suppression is needed.
#
# Build directories: $BUILD_DIR-asan and $BUILD_DIR-tsan (build-asan and
# build-tsan by default). Knobs: doc/developer/guide.rst, "Test knobs" (MESON_OPTS,
# SKIP_SETUP, LEAK_CYCLES: 100000 here by default, PMD_SUITES: concurrency churn
# cpu raw under TSan, ASYM_SUITES: concurrency under TSan, TEST_SECONDS: 3 under
# TSan, TEST_TIMEOUT_MULTIPLIER).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

ASAN_BUILD_DIR=$BUILD_DIR-asan
TSAN_BUILD_DIR=$BUILD_DIR-tsan
LAYER_TIMEOUT=$(awk -v m="${TEST_TIMEOUT_MULTIPLIER:-1}" 'BEGIN { printf "%d", 900 * m }')
SAN_RE='ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer|runtime error:'
SAN_RE+='|SUMMARY: [A-Za-z]*Sanitizer'
LOG_DIR=$REPO_ROOT/results/sanitize

# build DIR MESON_OPTION...: configure and build a sanitizer build directory
build() {
    local dir=$1
    shift
    if [ "${SKIP_SETUP:-0}" = 1 ]; then
        [ -f "$dir/drivers/$PMD_NAME" ] || die "$dir not built and SKIP_SETUP=1"
        return 0
    fi
    echo "== build $dir: $*"
    BUILD_DIR=$dir MESON_OPTS="$* ${MESON_OPTS:-}" \
        "$REPO_ROOT/devtools/setup.sh" </dev/null >"$LOG_DIR/build-$(basename "$dir").log" 2>&1 ||
        { tail -n 30 "$LOG_DIR/build-$(basename "$dir").log"; return 1; }
}

# run_layer NAME SCRIPT: run a layer script (environment already set), its
# programs' logs in $LOG_DIR/NAME/; sanitizer reports in its output or in
# those logs count as failures even if the layer missed them
run_layer() {
    local name=$1 log=$LOG_DIR/$1.log script=$2 more=$LOG_DIR/$1 rc=0 extra=0 reports
    echo
    echo "== $name: ${script#"$REPO_ROOT"/}"
    rm -rf -- "$more"
    TEST_LOG_DIR=$more timeout -k 30 "$LAYER_TIMEOUT" "$script" </dev/null >"$log" 2>&1 ||
        rc=$?
    grep -E '^(PASS|FAIL|SKIP|NOTE) |RSS|cycles|passed, ' "$log" | tail -n 40 || true
    reports=$(grep -l -E "$SAN_RE" "$log" "$more"/*.log 2>/dev/null || true)
    if [ -n "$reports" ]; then
        echo "sanitizer reports in: $reports"
        # shellcheck disable=SC2086 # one file name per word
        grep -h -A 12 -E "$SAN_RE" $reports | head -n 60
        extra=1
    fi
    summary_layer "$name" "$rc" "$log" "$extra"
}

ASAN_OPTS="-Db_sanitize=address,undefined -Dbuildtype=debugoptimized"
TSAN_OPTS="-Db_sanitize=thread -Dbuildtype=debugoptimized"

run_asan() {
    local dir=$ASAN_BUILD_DIR layer
    # shellcheck disable=SC2086 # options are words
    if ! build "$dir" $ASAN_OPTS; then
        summary_record asan-build 0 1 "FAIL: build of $dir"
        return 0
    fi
    export BUILD_DIR=$dir
    PMD_SO=$(stage_pmd)
    export PMD_SO REPO_ROOT
    ASAN_OPTIONS="halt_on_error=1:print_stacktrace=1:detect_leaks=1"
    ASAN_OPTIONS+=":detect_stack_use_after_return=1:strict_string_checks=1"
    export ASAN_OPTIONS
    export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
    export LEAK_CYCLES=${LEAK_CYCLES:-100000}
    echo "== asan: driver $PMD_SO"
    for layer in kat pmd asym diff leak; do
        run_layer "asan-$layer" "$REPO_ROOT/app/test-openssl-$layer/run.sh"
    done
    unset ASAN_OPTIONS UBSAN_OPTIONS
}

run_tsan() {
    local dir=$TSAN_BUILD_DIR
    # shellcheck disable=SC2086
    if ! build "$dir" $TSAN_OPTS; then
        summary_record tsan-build 0 1 "FAIL: build of $dir"
        return 0
    fi
    export BUILD_DIR=$dir
    PMD_SO=$(stage_pmd)
    export PMD_SO REPO_ROOT
    # history_size: keep the other thread's stack of a race (default 2 loses it)
    export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 history_size=4"
    PMD_SUITES=${PMD_SUITES:-concurrency churn cpu raw} TEST_SECONDS=${TEST_SECONDS:-3} \
        run_layer tsan-pmd "$REPO_ROOT/app/test-openssl-pmd/run.sh"
    ASYM_SUITES=${ASYM_SUITES:-concurrency} TEST_SECONDS=${TEST_SECONDS:-3} \
        run_layer tsan-asym "$REPO_ROOT/app/test-openssl-asym/run.sh"
    unset TSAN_OPTIONS
}

main() {
    local what=${1:-all}
    case $what in
        asan | tsan | all) ;;
        --build-only)
            mkdir -p "$LOG_DIR"
            # shellcheck disable=SC2086
            build "$ASAN_BUILD_DIR" $ASAN_OPTS && build "$TSAN_BUILD_DIR" $TSAN_OPTS
            exit $? ;;
        *) die "usage: $0 [asan|tsan|all|--build-only]" ;;
    esac
    unset PMD_SO
    mkdir -p "$LOG_DIR"
    if [ "$what" != tsan ]; then
        run_asan
    fi
    if [ "$what" != asan ]; then
        run_tsan
    fi
    summary_finish "sanitize summary (logs in ${LOG_DIR#"$REPO_ROOT"/})"
}

main "$@"
