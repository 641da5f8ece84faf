#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "ossl35": build the driver against a static OpenSSL 3.5 LTS
# (devtools/setup-openssl35.sh, cached) in its own build directory and run the
# other test layers against it. Last line: "N passed, N failed".
#
# Build directory: $BUILD_DIR-ossl35 (build-ossl35 by default). Knobs:
# README.md, "Test knobs" (OPENSSL35_LAYERS: default kat pmd features upstream;
# OPENSSL35_CACHED_ONLY=1: skipped, exit 77 after "0 passed, 0 failed",
# unless the OpenSSL build is cached already: no download, no build).

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

if [ "${OPENSSL35_CACHED_ONLY:-0}" = 1 ]; then
    if ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh" --cached); then
        echo "no cached OpenSSL 3.5 build: skipped (OPENSSL35_CACHED_ONLY=1)"
        echo "0 passed, 0 failed"
        exit 77
    fi
elif ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh"); then
    echo "devtools/setup-openssl35.sh failed"
    echo "0 passed, 1 failed"
    exit 1
fi

# not perop: it counts calls into the system libcrypto, which a static 3.5 driver makes none of
BUILD_DIR=$BUILD_DIR-ossl35 \
    MESON_OPTS="${MESON_OPTS:-} -Dopenssl_static=$prefix" \
    TEST_LAYERS=${OPENSSL35_LAYERS:-kat pmd features upstream} \
    SKIP_SETUP=0 \
    exec "$REPO_ROOT/devtools/test.sh"
