#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer asym: the suites of dpdk-test-openssl-asym (--list), each in its
# own process, one after the other, summed:
#   kat          known answers from python3-cryptography-vectors, parsed now by
#                vectors.py (RSA, ECDSA, DSA, DH, ECPM), counts per algorithm
#   functional   every family through sessions and sessionless ops, checked
#                against the test library's reference (OpenSSL called
#                directly); MODEX/MODINV over random and edge operands; slots
#                and counters
#   badinput     malformed xforms and ops: clear statuses, nothing leaked
#   concurrency  one session from two lcores on two queue pairs and two
#                devices, every result checked
# The program links the driver of the build (like the pmd layer). Knobs:
# README.md, "Test knobs" (ASYM_SUITES, ASYM_QUICK, TEST_SECONDS, TEST_SEED).

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init asym
LAYER_LINKED=1
LAYER_SHOW='^(FAIL|KAT) |^seed: '
opts=(--seconds "${TEST_SECONDS:-2}")
[ -n "${TEST_SEED:-}" ] && opts+=(--seed "$TEST_SEED")
[ "${ASYM_QUICK:-0}" = 1 ] && opts+=(--quick)
vectors=$LAYER_LOGS/asym-vectors.txt
for suite in ${ASYM_SUITES:-kat functional badinput concurrency}; do
    extra=()
    if [ "$suite" = kat ]; then
        if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-asym/vectors.py" -o "$vectors"
        then
            layer_fail "kat: vector parsing"
            continue
        fi
        extra=(--vectors "$vectors")
    fi
    passed=$LAYER_PASSED failed=$LAYER_FAILED
    layer_exec "$LAYER_LOGS/asym-$suite.log" 512 0,1 \
        --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 -- \
        --suite "$suite" "${opts[@]}" "${extra[@]}"
    echo "-- $suite: $((LAYER_PASSED - passed)) passed, $((LAYER_FAILED - failed)) failed" \
        "(seed $(layer_seed "$LAYER_LOGS/asym-$suite.log"), log $LAYER_LOGS/asym-$suite.log)"
done
layer_finish
