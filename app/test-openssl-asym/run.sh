#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Asymmetric test layer: dpdk-test-openssl-asym's suites, each in its own
# process, one after the other:
#   kat          known answers from python3-cryptography-vectors, parsed now by
#                vectors.py (RSA, ECDSA, DSA, DH, ECPM), counts per algorithm
#   functional   every family through sessions and sessionless ops, checked
#                against OpenSSL called directly; MODEX/MODINV over random
#                and edge operands; slots and counters
#   badinput     malformed xforms and ops: clear statuses, nothing leaked
#   concurrency  one session from two lcores on two queue pairs and two
#                devices, every result checked
# The program links the driver it tests (like the pmd layer); its log must
# show our probe line. The last line is "N passed, N failed".
#
# Environment:
#   REPO_ROOT          the source tree (default: two levels up from here)
#   BUILD_DIR          the build tree (default: $REPO_ROOT/build)
#   ASYM_TEST_SUITES   suites to run (default: kat functional badinput concurrency)
#   ASYM_TEST_SECONDS  concurrency run time, seconds (default: 2)
#   ASYM_TEST_SEED     random seed (default: the program picks and prints one)
#   ASYM_TEST_TIMEOUT  seconds one suite may take (default: 240)
#   ASYM_TEST_LOGS     where the suites' logs go (default: $BUILD_DIR/test-openssl-asym-logs)
#   ASYM_TEST_QUICK=1  smaller keys and fewer sizes (--quick)

set -u

REPO_ROOT=${REPO_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
BUILD_DIR=${BUILD_DIR:-$REPO_ROOT/build}
BIN=$BUILD_DIR/app/test-openssl-asym/dpdk-test-openssl-asym
SUITES=${ASYM_TEST_SUITES:-kat functional badinput concurrency}
LOGS=${ASYM_TEST_LOGS:-$BUILD_DIR/test-openssl-asym-logs}
VECTORS=$LOGS/asym-vectors.txt
SUITE_TIMEOUT=${ASYM_TEST_TIMEOUT:-240}
PROBE_MARK='crypto_openssl per-qp EVP PMD'

if [ ! -x "$BIN" ]; then
    echo "FAIL test-openssl-asym: $BIN not built"
    echo "0 passed, 1 failed"
    exit 1
fi
mkdir -p "$LOGS"

passed=0
failed=0
opts=(--seconds "${ASYM_TEST_SECONDS:-2}")
[ -n "${ASYM_TEST_SEED:-}" ] && opts+=(--seed "$ASYM_TEST_SEED")
[ "${ASYM_TEST_QUICK:-0}" = 1 ] && opts+=(--quick)

for suite in $SUITES; do
    log=$LOGS/$suite.log
    extra=()
    if [ "$suite" = kat ]; then
        if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-asym/vectors.py" \
                -o "$VECTORS"; then
            echo "FAIL kat: vector parsing failed"
            failed=$((failed + 1))
            continue
        fi
        extra=(--vectors "$VECTORS")
    fi
    timeout -k 10 "$SUITE_TIMEOUT" "$BIN" --no-huge --no-pci -m 512 \
        --file-prefix "asym$$$suite" -l 0,1 \
        --vdev crypto_openssl0,max_nb_queue_pairs=4 --vdev crypto_openssl1 \
        --log-level=pmd.crypto.openssl:info \
        -- --suite "$suite" "${opts[@]}" "${extra[@]}" >"$log" 2>&1
    rc=$?
    grep -E '^(FAIL|KAT|seed) |^suite ' "$log"
    if ! grep -q "$PROBE_MARK" "$log"; then
        echo "FAIL $suite: our driver was not the one probed (see $log)"
        failed=$((failed + 1))
        continue
    fi
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
    echo "-- $suite: $p passed, $f failed (log: $log)"
    passed=$((passed + p))
    failed=$((failed + f))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
