#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer 4: differential testing. dpdk-test-openssl-diff runs every
# capability the device advertises with random inputs, lengths, offsets,
# layouts and chains, and compares each op with OpenSSL called directly.
#
# Environment:
#   BUILD_DIR  meson build directory (absolute), holds the test binary
#   PMD_SO     our driver's .so, loaded with -d; empty: the distribution's
#              crypto_openssl driver answers instead (checks the reference
#              models against a second implementation)
#   REPO_ROOT  source tree (default: two levels above this script)
#   DIFF_OPS   op budget (default: the program's, 200000)
#   DIFF_SEED  seed to replay (default: a random one, printed)
#   DIFF_LONG  1: the long run (millions of ops)
#   DIFF_EVP_MAC_OPS  ops of the second pass, with the devarg evp_mac=1
#              (HMAC and CMAC through EVP_MAC; default 50000; with PMD_SO only)
# Last line: "N passed, N failed" (ops compared); exit status nonzero if any
# failed or none passed.

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
# shellcheck source=devtools/lib.sh
. "$REPO_ROOT/devtools/lib.sh"
bin=$BUILD_DIR/app/test-openssl-diff/dpdk-test-openssl-diff
log=$BUILD_DIR/app/test-openssl-diff/diff.log
if [ ! -x "$bin" ]; then
	echo "missing $bin" >&2
	finish 0 1
fi

prefix=$(file_prefix diff)
eal=(--no-huge --no-pci -m 1024 -l 0 --file-prefix "$prefix" --vdev crypto_openssl
	--log-level=pmd.crypto.openssl:info)
args=()
if [ -n "$PMD_SO" ]; then
	eal+=(-d "$PMD_SO")
	# this driver takes every chain it is given
	args+=(--strict-chains)
	echo "driver under test: $PMD_SO"
else
	echo "driver under test: the distribution's crypto_openssl (no PMD_SO)"
fi
[ -n "${DIFF_OPS:-}" ] && args+=(--ops "$DIFF_OPS")
[ -n "${DIFF_SEED:-}" ] && args+=(--seed "$DIFF_SEED")
[ "${DIFF_LONG:-0}" = 1 ] && args+=(--long)

# run_pass LOG EAL_VDEV_ARG [ARGS...]: one run of the differential tester;
# adds its counts to passed/failed, its problems to extra
passed=0
failed=0
extra=0
run_pass() {
	local log=$1 vdev=$2 rc last seed
	shift 2
	"$bin" "${eal[@]/#crypto_openssl/$vdev}" -- "$@" >"$log" 2>&1
	rc=$?
	eal_runtime_cleanup "$prefix"
	grep -v -E "$summary" "$log"
	if [ -n "$PMD_SO" ] && ! grep -q "$PROBE_MARK" "$log"; then
		echo "FAIL probe: '$PROBE_MARK' not in the log: $PMD_SO did not take the vdev"
		extra=$((extra + 1))
	fi
	last=$(tail -n 1 "$log")
	if [[ ! $last =~ $summary ]]; then
		echo "FAIL runner ended without a summary (exit status $rc, see $log)"
		extra=$((extra + 1))
		return
	fi
	passed=$((passed + BASH_REMATCH[1]))
	failed=$((failed + BASH_REMATCH[2]))
	if [ "${BASH_REMATCH[2]}" -gt 0 ]; then
		seed=$(sed -n 's/^seed: \(0x[0-9a-f]*\).*/\1/p' "$log" | head -n 1)
		echo "replay this pass: DIFF_SEED=$seed${DIFF_OPS:+ DIFF_OPS=$DIFF_OPS}" \
			"${DIFF_LONG:+DIFF_LONG=$DIFF_LONG }BUILD_DIR=$BUILD_DIR PMD_SO=$PMD_SO $0"
	elif [ "$rc" -ne 0 ]; then
		echo "FAIL runner exit status $rc"
		extra=$((extra + 1))
	fi
}

run_pass "$log" crypto_openssl "${args[@]}"
# HMAC and CMAC through OpenSSL's EVP_MAC (devarg evp_mac=1), a shorter run
if [ -n "$PMD_SO" ]; then
	echo "== evp_mac=1 pass"
	run_pass "${log%.log}-evp-mac.log" crypto_openssl,evp_mac=1 "${args[@]}" \
		--ops "${DIFF_EVP_MAC_OPS:-50000}"
fi
finish "$passed" $((failed + extra))
