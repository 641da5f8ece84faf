#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Build the libFuzzer target (clang, ASan + UBSan, coverage in the driver)
# and fuzz the driver for a fixed time. The last line is "1 passed, 0 failed"
# when nothing crashed, broke an invariant or leaked, else "0 passed, 1 failed".
#
#   devtools/fuzz.sh [SECONDS]          (default 60)
#   devtools/fuzz.sh --build-only       the build alone
#
# The working corpus (results/fuzz/corpus, kept between runs) starts from
# the seeds in app/test-openssl-fuzz/corpus; a crashing input is written to
# results/fuzz/artifacts/. Replay one with
#   FUZZ_PMD_SO=<driver> FUZZ_VERBOSE=1 build-fuzz/app/test-openssl-fuzz/dpdk-test-openssl-fuzz FILE
#
# Build directory: $BUILD_DIR-fuzz (build-fuzz by default). Knobs:
# doc/developer/guide.rst, "Test knobs" (TEST_SEED: libFuzzer's -seed,
# default random and printed; FUZZ_ARGS: more libFuzzer options; SKIP_SETUP).

set -euo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

BUILD_ONLY=0
[ "${1:-}" = --build-only ] && { BUILD_ONLY=1; shift; }
SECONDS_RUN=${1:-60}
OUT=$REPO_ROOT/results/fuzz
FUZZ_PACKAGES=(clang libclang-rt-14-dev)

fail() {
    echo "FAIL $*"
    echo "0 passed, 1 failed"
    exit 1
}

# clang and its libFuzzer runtime, from Debian
tools() {
    install_packages "${FUZZ_PACKAGES[@]}" || fail "cannot install ${FUZZ_PACKAGES[*]}"
}

build() {
    local compiler opts
    [ "${SKIP_SETUP:-0}" = 1 ] && return 0
    # the compiler is chosen at meson setup only
    if [ -f "$BUILD_DIR/build.ninja" ]; then
        compiler=$(sed -n 's/^C compiler for the host machine: \([^ ]*\).*/\1/p' \
            "$BUILD_DIR/meson-logs/meson-log.txt" | head -n 1)
        [ "$compiler" = clang ] ||
            fail "$BUILD_DIR was set up with '$compiler', not clang: remove it"
    fi
    # clang links the sanitizer runtime into executables only: b_lundef=false
    opts="-Dfuzz=true -Db_sanitize=address,undefined -Db_lundef=false"
    CC=clang BUILD_DIR=$BUILD_DIR MESON_OPTS="$opts -Dbuildtype=debugoptimized" \
        "$REPO_ROOT/devtools/setup.sh" </dev/null >"$OUT/build.log" 2>&1 ||
        { tail -n 30 "$OUT/build.log"; fail "build of $BUILD_DIR (log: $OUT/build.log)"; }
}

main() {
    local bin prefix rc=0 log runs secs crash extra=()
    [[ $SECONDS_RUN =~ ^[0-9]+$ ]] || die "usage: $0 [SECONDS]"
    BUILD_DIR=$BUILD_DIR-fuzz
    export BUILD_DIR
    mkdir -p "$OUT/corpus" "$OUT/artifacts"
    tools
    build
    [ $BUILD_ONLY = 1 ] && exit 0
    bin=$BUILD_DIR/app/test-openssl-fuzz/dpdk-test-openssl-fuzz
    [ -x "$bin" ] || fail "$bin not built (a clang build with -Dfuzz=true: see $OUT/build.log)"
    PMD_SO=$(stage_pmd)
    log=$OUT/fuzz.log
    prefix=$(file_prefix fuzz)
    read -r -a extra <<<"${FUZZ_ARGS:-}"
    echo "fuzzing $PMD_SO for ${SECONDS_RUN}s (log: ${log#"$REPO_ROOT"/})"
    # leaks are checked by libFuzzer after each input that malloc'd more than it freed
    FUZZ_PMD_SO=$PMD_SO FUZZ_FILE_PREFIX=$prefix \
        ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1:detect_leaks=1" \
        UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1" \
        timeout -k 30 $((SECONDS_RUN + 300)) "$bin" -max_total_time="$SECONDS_RUN" \
        -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
        -artifact_prefix="$OUT/artifacts/" ${TEST_SEED:+-seed=$((TEST_SEED & 0x7fffffff))} \
        "${extra[@]}" "$OUT/corpus" "$REPO_ROOT/app/test-openssl-fuzz/corpus" \
        >"$log" 2>&1 || rc=$?
    eal_runtime_cleanup "$prefix"
    grep -E '^fuzz: |^INFO: Seed|INITED|^Done|stat::(number_of_executed|new_units)' "$log" ||
        true
    runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1/p' "$log")
    secs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log")
    crash=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | head -n 1)
    if [ "$rc" -ne 0 ] || [ -z "$runs" ]; then
        grep -m 1 -B 2 -A 40 -E 'ERROR: |INVARIANT|runtime error|deadly signal' "$log" ||
            tail -n 40 "$log"
        [ -n "$crash" ] && echo "crashing input: $crash"
        fail "fuzzer exit $rc after ${runs:-?} executions"
    fi
    echo "executions: $runs in ${secs}s ($((runs / (secs > 0 ? secs : 1)))/s)," \
        "corpus: $(find "$OUT/corpus" -type f | wc -l) inputs"
    echo "1 passed, 0 failed"
}

main "$@"
