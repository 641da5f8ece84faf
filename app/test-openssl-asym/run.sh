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
#   badinput     malformed xforms and ops: clear statuses, nothing leaked; every
#                key form with one part changed, private scalars and EC
#                coordinates (each curve, each family) at the edges of their
#                ranges, inputs at 8192 bits (TIME lines: measured, not asserted)
#   concurrency  one session from two lcores on two queue pairs and two
#                devices, every result checked
#   (then functional once more on a device with modex_vartime=1)
#   pqc          (DPDK 25.11 on) ML-KEM and ML-DSA: with a driver whose OpenSSL
#                has them, known answers from the OpenSSL 3.5 source's test
#                data (the source devtools/setup.sh downloads), round trips
#                and bad input; without, the families must be refused (-ENOTSUP)
# The program links the driver of the build (like the pmd layer). Knobs:
# doc/developer/guide.rst, "Test knobs" (ASYM_SUITES, ASYM_QUICK, ASYM_KAT_PER_KIND: at most
# this many kat vectors of each kind, TEST_SECONDS, TEST_SEED).

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init asym
LAYER_LINKED=1
LAYER_SHOW='^(FAIL|KAT|TIME) |^seed: '
opts=(--seconds "${TEST_SECONDS:-2}")
[ -n "${TEST_SEED:-}" ] && opts+=(--seed "$TEST_SEED")
[ "${ASYM_QUICK:-0}" = 1 ] && opts+=(--quick)
vectors=$LAYER_LOGS/asym-vectors.txt
pqc_vectors=$LAYER_LOGS/asym-pqc-vectors.txt
default_suites="kat functional badinput concurrency"
"${TEST_WRAP[@]}" "$LAYER_BIN" --list 2>/dev/null | grep -qx pqc && default_suites+=" pqc"

for suite in ${ASYM_SUITES:-$default_suites}; do
    extra=()
    if [ "$suite" = pqc ]; then
        src=$(openssl35_source)
        if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-asym/vectors.py" \
            ${src:+--openssl-src "$src"} --pqc-out "$pqc_vectors"; then
            layer_fail "pqc: vector parsing (${src:-no OpenSSL 3.5 source tarball})"
            continue
        fi
        extra=(--vectors "$pqc_vectors")
    fi
    if [ "$suite" = kat ]; then
        if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-asym/vectors.py" -o "$vectors"
        then
            layer_fail "kat: vector parsing"
            continue
        fi
        if [ -n "${ASYM_KAT_PER_KIND:-}" ]; then
            # at most N vectors of each kind, spread over its list (key sizes, curves)
            awk -v n="$ASYM_KAT_PER_KIND" 'NR == FNR { c[$1]++; next }
                { k = $1; j = seen[k]++ }
                c[k] <= n || j == 0 || int(j * n / c[k]) != int((j - 1) * n / c[k])' \
                "$vectors" "$vectors" >"$vectors.part"
            echo "SKIP[reduced-run] kat: ASYM_KAT_PER_KIND=$ASYM_KAT_PER_KIND:" \
                "$(wc -l <"$vectors.part") of" \
                "$(wc -l <"$vectors") vectors"
            mv -f "$vectors.part" "$vectors"
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
# devarg modex_vartime=1 (MODEX exponents taken as public): functional again
if [ -z "${ASYM_SUITES:-}" ]; then
    passed=$LAYER_PASSED failed=$LAYER_FAILED
    layer_exec "$LAYER_LOGS/asym-functional-vartime.log" 512 0,1 \
        --vdev crypto_openssl0,max_nb_queue_pairs=4,modex_vartime=1 --vdev crypto_openssl1 -- \
        --suite functional "${opts[@]}"
    echo "-- functional, modex_vartime=1: $((LAYER_PASSED - passed)) passed," \
        "$((LAYER_FAILED - failed)) failed (log $LAYER_LOGS/asym-functional-vartime.log)"
fi
layer_finish
