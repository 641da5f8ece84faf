#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer diff: dpdk-test-openssl-diff runs every capability the device
# advertises with random inputs, lengths, offsets, layouts and chains, and
# compares each op with the test library's OpenSSL reference; with our
# driver a second, shorter pass with the devarg evp_mac=1, and a third with
# plain_evp=1 on the first pass's seed: the same vectors through plain EVP
# as through the provider-direct path, both checked against the reference. With PMD_SO
# empty, the distribution's driver checks the reference against a second
# implementation. Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init diff
args=()
# this driver takes every chain it is given
[ -n "$PMD_SO" ] && args+=(--strict-chains)
[ -n "${DIFF_OPS:-}" ] && args+=(--ops "$DIFF_OPS")
[ -n "${TEST_SEED:-}" ] && args+=(--seed "$TEST_SEED")
[ "${TEST_LONG:-0}" = 1 ] && args+=(--long)
# pass LOG VDEV [ARGS...]: one run of the differential tester
pass() {
    local log=$1 vdev=$2 failed=$LAYER_FAILED
    shift 2
    layer_exec "$log" 1024 0 --vdev "$vdev" -- "${args[@]}" "$@"
    if [ "$LAYER_FAILED" -gt "$failed" ]; then
        echo "replay this pass: TEST_SEED=$(layer_seed "$log")" \
            "${DIFF_OPS:+DIFF_OPS=$DIFF_OPS }${TEST_LONG:+TEST_LONG=$TEST_LONG }$0"
    fi
}

pass "$LAYER_LOGS/diff.log" crypto_openssl
# HMAC and CMAC through OpenSSL's EVP_MAC (devarg evp_mac=1), a quarter of
# the ops
if [ -n "$PMD_SO" ]; then
    echo "== evp_mac=1 pass"
    pass "$LAYER_LOGS/diff-evp-mac.log" crypto_openssl,evp_mac=1 \
        --ops $((${DIFF_OPS:-200000} / 4))
    # the same vectors (the first pass's seed) with no provider-direct path
    echo "== plain_evp=1 pass"
    seed=$(layer_seed "$LAYER_LOGS/diff.log")
    if [ -z "$seed" ]; then
        layer_fail "diff: no seed in $LAYER_LOGS/diff.log for the plain_evp=1 pass"
    else
        pass "$LAYER_LOGS/diff-plain-evp.log" crypto_openssl,plain_evp=1 \
            --ops $((${DIFF_OPS:-200000} / 4)) --seed "$seed"
    fi
fi
layer_finish
