#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer 2: known-answer vectors from Debian's python3-cryptography-vectors
# (NIST CAVP, RFC), parsed now by vectors.py, run through the cryptodev API
# by dpdk-test-openssl-kat against --vdev crypto_openssl.  Besides: RFC 3566
# AES-XCBC-MAC cases (rfc3566-xcbc.txt), HMAC-SHA3 derived by an independent
# implementation, NULL identity checks (kat_indep.py).
#
# Environment:
#   BUILD_DIR  meson build directory (absolute), holds the test binary
#   PMD_SO     our driver's .so, loaded with -d; empty: the distribution's
#              crypto_openssl driver answers instead
#   REPO_ROOT  source tree (default: two levels above this script)
#   DPDK_SRC   optional DPDK source tree: the parser then also checks its
#              RFC 3566 XCBC against dpdk-test's AES-XCBC-MAC vector
# Last line: "N passed, N failed"; exit status nonzero if any failed or
# none passed.

set -u

here=$(cd "$(dirname "$0")" && pwd)
REPO_ROOT=${REPO_ROOT:-$(cd "$here/../.." && pwd)}
PMD_SO=${PMD_SO:-}
PROBE_MARK='crypto_openssl per-qp EVP PMD'
summary='^([0-9]+) passed, ([0-9]+) failed$'

finish() {
	echo "$1 passed, $2 failed"
	[ "$2" -eq 0 ] && [ "$1" -gt 0 ]
	exit $?
}

if [ -z "${BUILD_DIR:-}" ]; then
	echo "BUILD_DIR is not set" >&2
	finish 0 1
fi
bin=$BUILD_DIR/app/test-openssl-kat/dpdk-test-openssl-kat
out=$BUILD_DIR/app/test-openssl-kat
vectors=$out/kat-vectors.txt
log=$out/kat.log
if [ ! -x "$bin" ]; then
	echo "missing $bin" >&2
	finish 0 1
fi

if ! /usr/bin/python3 -B "$REPO_ROOT/app/test-openssl-kat/vectors.py" -o "$vectors"; then
	echo "vector parsing failed" >&2
	finish 0 1
fi

eal=(--no-huge --no-pci -m 512 -l 0 --file-prefix "kat$$" --vdev crypto_openssl
	--log-level=pmd.crypto.openssl:info)
if [ -n "$PMD_SO" ]; then
	eal+=(-d "$PMD_SO")
	echo "driver under test: $PMD_SO"
else
	echo "driver under test: the distribution's crypto_openssl (no PMD_SO)"
fi

"$bin" "${eal[@]}" -- --vectors "$vectors" >"$log" 2>&1
rc=$?
grep -v -E "$summary" "$log"

extra=0
if [ -n "$PMD_SO" ] && ! grep -q "$PROBE_MARK" "$log"; then
	echo "FAIL probe: '$PROBE_MARK' not in the log: $PMD_SO did not take the vdev"
	extra=$((extra + 1))
fi
last=$(tail -n 1 "$log")
if [[ ! $last =~ $summary ]]; then
	echo "FAIL runner ended without a summary (exit status $rc)"
	finish 0 $((extra + 1))
fi
passed=${BASH_REMATCH[1]}
failed=${BASH_REMATCH[2]}
if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]; then
	echo "FAIL runner exit status $rc"
	extra=$((extra + 1))
fi

# Second pass: the HMAC and CMAC vectors through OpenSSL's EVP_MAC, the
# implementation the devarg evp_mac=1 picks instead of the digest states and
# the CBC-MAC.
mac_vectors=$out/kat-vectors-mac.txt
mac_log=$out/kat-evp-mac.log
grep -E '^([a-z0-9-]+-hmac|aes-cmac) ' "$vectors" >"$mac_vectors"
mac_eal=("${eal[@]/#crypto_openssl/crypto_openssl,evp_mac=1}")
"$bin" "${mac_eal[@]}" -- --vectors "$mac_vectors" --no-cover >"$mac_log" 2>&1
rc=$?
last=$(tail -n 1 "$mac_log")
if [[ $last =~ $summary ]] && [ "$rc" -eq 0 ] && grep -q 'evp_mac=1' "$mac_log"; then
	echo "evp_mac=1 pass: ${BASH_REMATCH[1]} passed, ${BASH_REMATCH[2]} failed"
	passed=$((passed + BASH_REMATCH[1]))
	failed=$((failed + BASH_REMATCH[2]))
else
	echo "FAIL evp_mac=1 pass (exit status $rc, see $mac_log)"
	extra=$((extra + 1))
fi
finish "$passed" $((failed + extra))
