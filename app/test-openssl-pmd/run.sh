#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer pmd: the suites of dpdk-test-openssl-pmd (--list: functional,
# bad input, concurrency, churn, sessions, CPU crypto, raw data path,
# regressions), each in its own process, one after the other, summed. The
# program links the driver of the build (PMD_SO is not loaded). Knobs:
# doc/developer/guide.rst, "Test knobs" (PMD_SUITES, TEST_SECONDS, PMD_OPS, TEST_SEED).

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init pmd
LAYER_LINKED=1
LAYER_SHOW='^(PASS|FAIL) |^seed: '
opts=(--seconds "${TEST_SECONDS:-2}")
# exact ops per lcore in the concurrency and cpu two-lcore cases, not by time
[ -n "${PMD_OPS:-}" ] && opts+=(--ops "$PMD_OPS")
[ -n "${TEST_SEED:-}" ] && opts+=(--seed "$TEST_SEED")
suites=${PMD_SUITES:-$("${TEST_WRAP[@]}" "$LAYER_BIN" --list)}
for suite in $suites; do
    passed=$LAYER_PASSED failed=$LAYER_FAILED
    layer_exec "$LAYER_LOGS/pmd-$suite.log" 512 0,1 \
        --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 -- \
        --suite "$suite" "${opts[@]}"
    echo "-- $suite: $((LAYER_PASSED - passed)) passed, $((LAYER_FAILED - failed)) failed" \
        "(seed $(layer_seed "$LAYER_LOGS/pmd-$suite.log"), log $LAYER_LOGS/pmd-$suite.log)"
done

# The MAC restart probe (EVP_MAC_init without a key) is made for HMAC and for
# CMAC apart: a release may restart one in place and not the other.
log=$LAYER_LOGS/pmd-functional.log
if [ -f "$log" ]; then
    if grep -Eq 'MAC restart: HMAC (in place|with key), CMAC (in place|with key)' "$log"; then
        layer_pass "probe/mac-restart-per-mac"
    else
        layer_fail "probe/mac-restart-per-mac: no per-MAC probe result in $log"
    fi
fi
layer_finish
