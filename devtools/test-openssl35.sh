#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "ossl35": build the driver against a static OpenSSL 3.5 LTS
# (devtools/setup-openssl35.sh, cached) in its own build directory and run the
# other test layers against it. Last line: "N passed, N failed".
#
# Environment:
#   OPENSSL35_BUILD_DIR  build directory (default: $REPO_ROOT/build-ossl35)
#   OPENSSL35_LAYERS     layers to run (default: those of kat pmd features
#                        upstream whose script is present)
#   OPENSSL35_CACHED_ONLY=1  pass (0 passed, 0 failed) unless the OpenSSL
#                        build is cached already: no download, no build

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

if [ "${OPENSSL35_CACHED_ONLY:-0}" = 1 ]; then
    if ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh" --cached); then
        echo "no cached OpenSSL 3.5 build: skipped (OPENSSL35_CACHED_ONLY=1)"
        echo "0 passed, 0 failed"
        exit 0
    fi
elif ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh"); then
    echo "devtools/setup-openssl35.sh failed"
    echo "0 passed, 1 failed"
    exit 1
fi

# not perop: it counts calls into the system libcrypto, which a static 3.5 driver makes none of
layers=${OPENSSL35_LAYERS:-}
if [ -z "$layers" ]; then
    for l in kat:app/test-openssl-kat/run.sh pmd:app/test-openssl-pmd/run.sh \
        features:app/test-openssl-features/run.sh upstream:devtools/upstream-autotest.sh; do
        [ -f "$REPO_ROOT/${l#*:}" ] && layers+=" ${l%%:*}"
    done
fi

BUILD_DIR=${OPENSSL35_BUILD_DIR:-$REPO_ROOT/build-ossl35} \
    MESON_OPTS="${MESON_OPTS:-} -Dopenssl_static=$prefix" \
    TEST_LAYERS=$layers \
    SKIP_SETUP=0 \
    exec "$REPO_ROOT/devtools/test.sh"
