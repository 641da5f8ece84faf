#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer: the driver's advertised features against its features .ini.
#
# Opens the crypto_openssl vdev with dpdk-test-openssl-features, saves the JSON
# it prints to $BUILD_DIR/openssl-features.json and compares it with the ini
# through devtools/check-features.py.
#
# Environment:
#   BUILD_DIR  build directory (default $REPO_ROOT/build); the binary is
#              $BUILD_DIR/app/test-openssl-features/dpdk-test-openssl-features
#   PMD_SO     our driver .so, loaded with -d; empty: the distribution's
#              crypto_openssl (then set INI to an ini that describes it)
#   REPO_ROOT  source tree (default: two levels above this script)
#   INI        default $REPO_ROOT/doc/guides/cryptodevs/features/openssl.ini
#
# Last line: "N passed, N failed".

set -u

REPO_ROOT=${REPO_ROOT:-$(cd "$(dirname "$0")/../.." && pwd -P)}
# shellcheck source=devtools/lib.sh
. "$REPO_ROOT/devtools/lib.sh"

PROBE_MARK='crypto_openssl per-qp EVP PMD'
INI=${INI:-$REPO_ROOT/doc/guides/cryptodevs/features/openssl.ini}
APP=$BUILD_DIR/app/test-openssl-features/dpdk-test-openssl-features
JSON=$BUILD_DIR/openssl-features.json
APP_LOG=$BUILD_DIR/openssl-features.log
PMD_SO=${PMD_SO:-}

# own cases: the app ran, and (with PMD_SO) our driver was the one probed
passed=0
failed=0

case_result()
{
    if [ "$1" = 0 ]; then
        passed=$((passed + 1))
        echo "PASS  $2"
    else
        failed=$((failed + 1))
        echo "FAIL  $2"
    fi
}

if [ ! -x "$APP" ]; then
    echo "FAIL  $APP not built (meson setup $BUILD_DIR && ninja -C $BUILD_DIR)"
    echo "0 passed, 1 failed"
    exit 1
fi
if [ -n "$PMD_SO" ]; then
    PMD_SO=$(realpath -m "$PMD_SO")
    if bad=$(unsafe_ancestor "$PMD_SO"); then
        echo "FAIL  PMD_SO $PMD_SO: missing, or $bad is world-writable (EAL refuses it)"
        echo "0 passed, 1 failed"
        exit 1
    fi
fi

prefix=$(file_prefix features)
mapfile -t eal < <(eal_args "$prefix" 0 128)
eal+=(--vdev crypto_openssl --log-level='pmd.crypto.openssl*:info')
rm -f "$JSON"
timeout --kill-after=10 120 "$APP" "${eal[@]}" -- --out "$JSON" \
    < /dev/null > "$APP_LOG" 2>&1
rc=$?
eal_runtime_cleanup "$prefix"
[ $rc = 0 ] && [ -s "$JSON" ]
case_result $? "dpdk-test-openssl-features ran (exit $rc, log $APP_LOG)"
if [ $rc != 0 ] || [ ! -s "$JSON" ]; then
    tail -n 20 "$APP_LOG"
    echo "$passed passed, $failed failed"
    exit 1
fi
if [ -n "$PMD_SO" ]; then
    grep -q "$PROBE_MARK" "$APP_LOG"
    case_result $? "our driver was probed ('$PROBE_MARK' logged)"
else
    echo "note  PMD_SO is empty: checking the distribution's crypto_openssl"
fi

out=$(/usr/bin/python3 "$REPO_ROOT/devtools/check-features.py" --json "$JSON" --ini "$INI")
echo "$out" | sed '$d'
last=$(echo "$out" | tail -n 1)
if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    passed=$((passed + BASH_REMATCH[1]))
    failed=$((failed + BASH_REMATCH[2]))
else
    echo "FAIL  check-features.py gave no result line: $last"
    failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ $failed = 0 ]
