#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer: per-op OpenSSL work of the driver (dpdk-test-openssl-perop):
# no fetch, context creation, copy or keying per op once a slot is filled,
# and no allocation beyond what OpenSSL's own per-op calls make.
#
# Environment: BUILD_DIR (meson build directory), PMD_SO (our .so, loaded
# with -d; it must link the system libcrypto, whose calls are counted).
# Last line: "N passed, N failed".

set -u

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"
run_pmd_test perop --vdev crypto_openssl
