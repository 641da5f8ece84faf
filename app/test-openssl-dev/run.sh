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

# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"
run_pmd_test dev
