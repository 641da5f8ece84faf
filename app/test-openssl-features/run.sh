#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer features: the driver's advertised features against its features
# .ini. dpdk-test-openssl-features prints what the crypto_openssl vdev
# advertises as JSON; devtools/check-features.py compares it with the ini
# (doc/guides/cryptodevs/features/openssl.ini).
#
#   app/test-openssl-features/run.sh [--ini FILE]
#
#   --ini FILE   another features .ini: with PMD_SO set and empty, one that
#                describes the distribution's driver
#
# Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

ini=$REPO_ROOT/doc/guides/cryptodevs/features/openssl.ini
if [ "${1:-}" = --ini ] && [ $# = 2 ]; then
    ini=$2
elif [ $# != 0 ]; then
    echo "usage: $0 [--ini FILE]" >&2
    exit 2
fi
layer_init features
json=$LAYER_LOGS/openssl-features.json
log=$LAYER_LOGS/features.log

# PMD_DEVARGS: the devices get these devargs too (tc_eal.h), e.g. a provider
devargs=()
[ -n "${PMD_DEVARGS:-}" ] && devargs=(--pmd-devargs "$PMD_DEVARGS")
prefix=$(file_prefix features)
mapfile -t eal < <(eal_args "$prefix" 0 128)
rm -f "$json"
"${TEST_WRAP[@]}" "$LAYER_BIN" "${eal[@]}" --vdev crypto_openssl \
    --log-level='pmd.crypto.openssl*:info' -- "${devargs[@]}" --out "$json" \
    </dev/null >"$log" 2>&1
rc=$?
eal_runtime_cleanup "$prefix"
if [ $rc != 0 ] || [ ! -s "$json" ]; then
    tail -n 20 "$log"
    layer_fail "dpdk-test-openssl-features (exit $rc, log $log)"
    layer_finish
fi
layer_pass "dpdk-test-openssl-features ran (log $log)"
if [ -n "$PMD_SO" ] && ! grep -q "$PROBE_MARK" "$log"; then
    layer_fail "our driver was not probed ('$PROBE_MARK' not logged)"
elif [ -n "$PMD_SO" ]; then
    layer_pass "our driver was probed ('$PROBE_MARK' logged)"
fi
# Our driver: a second device with raw_dp=1, which offers the raw data-path
# API instead of CPU crypto (one union in rte_cryptodev_ops): the ini's
# "Sym raw data path API" is checked on it.
alt=()
if [ -n "$PMD_SO" ]; then
    raw_json=$LAYER_LOGS/openssl-features-raw_dp.json
    raw_log=$LAYER_LOGS/features-raw_dp.log
    prefix=$(file_prefix features-raw)
    mapfile -t eal < <(eal_args "$prefix" 0 128)
    rm -f "$raw_json"
    "${TEST_WRAP[@]}" "$LAYER_BIN" "${eal[@]}" --vdev crypto_openssl,raw_dp=1 -- \
        "${devargs[@]}" --out "$raw_json" </dev/null >"$raw_log" 2>&1
    rc=$?
    eal_runtime_cleanup "$prefix"
    if [ $rc != 0 ] || [ ! -s "$raw_json" ]; then
        tail -n 20 "$raw_log"
        layer_fail "dpdk-test-openssl-features raw_dp=1 (exit $rc, log $raw_log)"
    else
        alt=(--alt raw_dp=1 "$raw_json")
    fi
fi
# the OpenSSL our driver runs on (its probe line: "... on OpenSSL 3.0.19 ..."):
# the ini's entries that need a newer one must not be advertised
ossl=()
ver=$(sed -n 's/.*crypto_openssl per-qp EVP PMD .* on OpenSSL \([0-9][0-9.]*\).*/\1/p' "$log" |
    head -n 1)
[ -n "$PMD_SO" ] && [ -n "$ver" ] && ossl=(--openssl "$ver")
out=$(/usr/bin/python3 "$REPO_ROOT/devtools/check-features.py" --json "$json" --ini "$ini" \
    "${alt[@]}" "${ossl[@]}")
echo "$out" | sed '$d'
last=$(echo "$out" | tail -n 1)
if [[ $last =~ $SUMMARY_RE ]]; then
    LAYER_PASSED=$((LAYER_PASSED + BASH_REMATCH[1]))
    LAYER_FAILED=$((LAYER_FAILED + BASH_REMATCH[2]))
else
    layer_fail "check-features.py gave no result line: $last"
fi
layer_finish
