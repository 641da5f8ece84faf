#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "ossl35": the driver built against a static OpenSSL 3.5 LTS
# (devtools/setup-openssl35.sh, built once in the cache root and shared with
# the intree layer and bench.sh) in $BUILD_DIR-ossl35, the driver alone
# (-Dtests=false), and the kat, pmd, features and upstream layers run on it
# with $BUILD_DIR's test programs (they link the system OpenSSL either way).
# Last line: "N passed, N failed".
#
#   devtools/test-openssl35.sh [--build-only] [--cached-only]
#
#   --build-only    build the driver, run nothing
#   --cached-only   a deliberate skip (exit 77 after "0 passed, 0 failed")
#                   unless the OpenSSL build is cached already: no download,
#                   no build

set -uo pipefail

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/lib.sh"

LAYERS="kat pmd features upstream"
DRIVER_DIR=$BUILD_DIR-ossl35
build_only=0
cached_only=0
for arg in "$@"; do
    case $arg in
        --build-only) build_only=1 ;;
        --cached-only) cached_only=1 ;;
        *) echo "test-openssl35.sh: unknown argument $arg" >&2; exit 2 ;;
    esac
done

if [ $cached_only = 1 ]; then
    if ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh" --cached); then
        echo "SKIP[user-knob] no cached OpenSSL 3.5 build and --cached-only"
        echo "0 passed, 0 failed"
        exit 77
    fi
elif ! prefix=$("$REPO_ROOT/devtools/setup-openssl35.sh"); then
    echo "FAIL devtools/setup-openssl35.sh failed: no OpenSSL 3.5 to build the driver on"
    echo "0 passed, 1 failed"
    exit 1
fi

t0=$SECONDS
if ! BUILD_DIR=$DRIVER_DIR MESON_OPTS="${MESON_OPTS:-} -Dtests=false -Dopenssl_static=$prefix" \
        "$REPO_ROOT/devtools/setup.sh" </dev/null >"$DRIVER_DIR.log" 2>&1; then
    tail -n 30 "$DRIVER_DIR.log"
    echo "FAIL the driver against $prefix did not build (log: $DRIVER_DIR.log)"
    echo "0 passed, 1 failed"
    exit 1
fi
echo "driver against OpenSSL 3.5 ($prefix) built in $((SECONDS - t0)) s: $DRIVER_DIR"
[ $build_only = 1 ] && exit 0

# not perop: it counts calls into the system libcrypto, which a static 3.5 driver makes none of
DRIVER_BUILD_DIR=$DRIVER_DIR TEST_LAYERS=$LAYERS SKIP_SETUP=1 exec "$REPO_ROOT/devtools/test.sh"
