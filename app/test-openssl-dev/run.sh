#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer: device-level bad input and lifecycle (dpdk-test-openssl-dev):
# bad devargs, configure limits, queue pair set up twice or replaced with
# ops in flight, close with sessions alive, uninit and re-create.
#
# Environment: BUILD_DIR (meson build directory), PMD_SO (our .so, loaded
# with -d). Last line: "N passed, N failed".

set -u

PROBE_MARK='crypto_openssl per-qp EVP PMD'
bin=${BUILD_DIR:-}/app/test-openssl-dev/dpdk-test-openssl-dev
if [ -z "${BUILD_DIR:-}" ] || [ ! -x "$bin" ] || [ -z "${PMD_SO:-}" ]; then
	echo "BUILD_DIR or PMD_SO not set, or $bin missing" >&2
	echo "0 passed, 1 failed"
	exit 1
fi
log=$BUILD_DIR/app/test-openssl-dev/dev.log
"$bin" --no-huge --no-pci -m 256 -l 0 --file-prefix "dev$$" -d "$PMD_SO" \
	--log-level=pmd.crypto.openssl:info >"$log" 2>&1
rc=$?
grep -E '^(PASS|FAIL) ' "$log"
last=$(tail -n 1 "$log")
if ! grep -q "$PROBE_MARK" "$log"; then
	echo "FAIL our driver was not the one probed (see $log)"
	echo "0 passed, 1 failed"
	exit 1
fi
if [[ ! $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
	echo "no summary (exit $rc), see $log"
	echo "0 passed, 1 failed"
	exit 1
fi
echo "$last"
[ "$rc" -eq 0 ]
