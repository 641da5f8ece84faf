#!/bin/sh
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layers 1, 4 and 5 (functional, bad input, differential, concurrency,
# and the context engine's sessions): runs each suite of
# dpdk-test-openssl-pmd in its own process, one after the other, and sums
# the results. The last line is "N passed, N failed".
#
# Environment:
#   REPO_ROOT         the source tree (default: two levels up from here)
#   BUILD_DIR         the build tree (default: $REPO_ROOT/build)
#   PMD_TEST_SUITES   suites to run (default: functional badinput concurrency churn
#                     sessions cpu regress)
#   PMD_TEST_SECONDS  concurrency run time per suite, seconds (default: 2)
#   PMD_TEST_SEED     random seed (default: the program picks and prints one)
#   PMD_TEST_ITERS    differential ops (default: the program's)
#   PMD_TEST_LOGS     where full logs go (default: $BUILD_DIR/test-openssl-pmd-logs)
#   PMD_TEST_TIMEOUT  seconds one suite may take (default: 120)

set -u

REPO_ROOT=${REPO_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD_DIR=${BUILD_DIR:-$REPO_ROOT/build}
BIN=$BUILD_DIR/app/test-openssl-pmd/dpdk-test-openssl-pmd
SUITES=${PMD_TEST_SUITES:-functional badinput concurrency churn sessions cpu regress}
LOGS=${PMD_TEST_LOGS:-$BUILD_DIR/test-openssl-pmd-logs}
SUITE_TIMEOUT=${PMD_TEST_TIMEOUT:-120}

if [ ! -x "$BIN" ]; then
    echo "FAIL test-openssl-pmd: $BIN not built"
    echo "0 passed, 1 failed"
    exit 1
fi
mkdir -p "$LOGS"

opts="--seconds ${PMD_TEST_SECONDS:-2}"
[ -n "${PMD_TEST_SEED:-}" ] && opts="$opts --seed $PMD_TEST_SEED"
[ -n "${PMD_TEST_ITERS:-}" ] && opts="$opts --iters $PMD_TEST_ITERS"

passed=0
failed=0
for suite in $SUITES; do
    log=$LOGS/$suite.log
    # shellcheck disable=SC2086 # opts is a list of words
    timeout -k 10 $SUITE_TIMEOUT "$BIN" --no-huge --no-pci -m 512 \
        --file-prefix "pmd$$$suite" -l 0,1 \
        --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 \
        -- --suite "$suite" $opts >"$log" 2>&1
    rc=$?
    grep -E '^(PASS|FAIL) |^seed: ' "$log" | sed "s/^seed: /seed ($suite): /"
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    if [ -z "$summary" ]; then
        echo "FAIL $suite: no summary (exit status $rc), see $log"
        failed=$((failed + 1))
        continue
    fi
    p=${summary%% passed*}
    f=${summary#*passed, }
    f=${f%% failed*}
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "FAIL $suite: exit status $rc with no failed case, see $log"
        f=1
    fi
    echo "-- $suite: $p PASS, $f FAIL (log: $log)"
    passed=$((passed + p))
    failed=$((failed + f))
done

# The MAC restart probe (EVP_MAC_init without a key) is made for HMAC and for
# CMAC apart: a release may restart one in place and not the other.
log=$LOGS/functional.log
if [ -f "$log" ]; then
    if grep -Eq 'MAC restart: HMAC (in place|with key), CMAC (in place|with key)' "$log"; then
        echo "PASS probe/mac-restart-per-mac"
        passed=$((passed + 1))
    else
        echo "FAIL probe/mac-restart-per-mac: no per-MAC probe result in $log"
        failed=$((failed + 1))
    fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
