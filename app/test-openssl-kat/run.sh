#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer kat: known-answer vectors from Debian's
# python3-cryptography-vectors (NIST CAVP, RFC), parsed now by vectors.py,
# run through the cryptodev API by dpdk-test-openssl-kat against
# --vdev crypto_openssl. Besides: RFC 3566 AES-XCBC-MAC cases
# (rfc3566-xcbc.txt), HMAC-SHA3 derived by an independent implementation,
# NULL identity checks (kat_indep.py); SM4-XTS and SM4-GCM from OpenSSL's own
# test data (kat_evptest.py) in the OpenSSL 3.5 source devtools/setup.sh
# downloads (devtools/setup-openssl35.sh --source; without it the layer fails).
# Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init kat
vectors=$LAYER_LOGS/kat-vectors.txt
ossl_src=$(openssl35_source)
if [ -z "$ossl_src" ]; then
    layer_fail "no OpenSSL 3.5 source for the SM4-XTS and SM4-GCM vectors" \
        "(devtools/setup.sh downloads it with devtools/setup-openssl35.sh --source)"
    layer_finish
fi
echo "OpenSSL test data from $ossl_src"
src_opt=(--openssl-src "$ossl_src")
if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-kat/vectors.py" -o "$vectors" \
        "${src_opt[@]}"; then
    layer_fail "vector parsing"
    layer_finish
fi
# KAT_PER_SHAPE=N (the valgrind test setup): N vectors of each shape, the
# algorithm and the length of every field but the last (its source)
if [ -n "${KAT_PER_SHAPE:-}" ]; then
    awk -v n="$KAT_PER_SHAPE" '{
        k = $1; for (i = 2; i < NF; i++) k = k " " length($i)
        if (seen[k]++ < n) print
    }' "$vectors" >"$vectors.shapes" && mv -f "$vectors.shapes" "$vectors"
    echo "SKIP[reduced-run] kat: $KAT_PER_SHAPE vector(s) of each shape (KAT_PER_SHAPE)," \
        "$(wc -l <"$vectors") in all"
fi
layer_exec "$LAYER_LOGS/kat.log" 512 0 --vdev crypto_openssl -- --vectors "$vectors"

# Second pass, with our driver: the HMAC and CMAC vectors through OpenSSL's
# EVP_MAC, the implementation the devarg evp_mac=1 picks instead of the
# digest states and the CBC-MAC.
if [ -n "$PMD_SO" ]; then
    mac_vectors=$LAYER_LOGS/kat-vectors-mac.txt
    grep -E '^([a-z0-9-]+-hmac|aes-cmac) ' "$vectors" >"$mac_vectors"
    echo "== evp_mac=1 pass"
    layer_exec "$LAYER_LOGS/kat-evp-mac.log" 512 0 --vdev crypto_openssl,evp_mac=1 -- \
        --vectors "$mac_vectors" --no-cover
    grep -q 'evp_mac=1' "$LAYER_LOGS/kat-evp-mac.log" ||
        layer_fail "evp_mac=1 pass: the driver did not take the devarg"
fi
layer_finish
