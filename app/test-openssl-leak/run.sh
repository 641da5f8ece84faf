#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer "leak": session create / use on every queue pair / clear, in a
# loop through the algorithm families and sessionless ops. Checks that RSS,
# the malloc heap, DPDK's heap and the pools do not grow after a warm-up,
# that no op failed, and that the driver wipes the keys it held.
#
# Environment:
#   BUILD_DIR    meson build directory (absolute), holds the test binary
#   PMD_SO       our driver's .so, loaded with -d; empty: the distribution's
#                crypto_openssl driver answers instead
#   REPO_ROOT    source tree (default: two levels above this script)
#   LEAK_CYCLES  cycles (default 1000000, about 30 s; under ASan use fewer)
#   LEAK_QPS     queue pairs of the device (default 8)
# Last line: "N passed, N failed"; exit status nonzero if any failed or
# none passed.

set -u

here=$(cd "$(dirname "$0")" && pwd)
REPO_ROOT=${REPO_ROOT:-$(cd "$here/../.." && pwd)}
PMD_SO=${PMD_SO:-}
LEAK_CYCLES=${LEAK_CYCLES:-1000000}
LEAK_QPS=${LEAK_QPS:-8}
PROBE_MARK='crypto_openssl per-qp EVP PMD'
summary='^([0-9]+) passed, ([0-9]+) failed$'

# shellcheck source=devtools/lib.sh
. "$REPO_ROOT/devtools/lib.sh"

finish() {
	echo "$1 passed, $2 failed"
	[ "$2" -eq 0 ] && [ "$1" -gt 0 ]
	exit $?
}

bin=$BUILD_DIR/app/test-openssl-leak/dpdk-test-openssl-leak
log=$BUILD_DIR/app/test-openssl-leak/leak.log
if [ ! -x "$bin" ]; then
	echo "missing $bin" >&2
	finish 0 1
fi
if [ -n "$PMD_SO" ]; then
	echo "driver under test: $PMD_SO"
else
	echo "driver under test: the distribution's crypto_openssl (no PMD_SO)"
fi

prefix=$(file_prefix leak)
mapfile -t eal < <(eal_args "$prefix" 0 128)
eal+=(--vdev "crypto_openssl,max_nb_queue_pairs=$LEAK_QPS"
	--log-level=pmd.crypto.openssl:info)

"$bin" "${eal[@]}" -- --cycles "$LEAK_CYCLES" --qps "$LEAK_QPS" >"$log" 2>&1
rc=$?
eal_runtime_cleanup "$prefix"
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
if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
	echo "FAIL runner exit status $rc"
	extra=$((extra + 1))
fi
finish "$passed" $((failed + extra))
