#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer dev: device-level bad input and lifecycle
# (dpdk-test-openssl-dev): bad devargs, configure limits, queue pair set up
# twice or replaced with ops in flight, close with sessions alive, uninit
# and re-create. Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init dev
LAYER_SHOW='^(PASS|FAIL) '
layer_exec "$LAYER_LOGS/dev.log" 256 0 --
layer_finish
