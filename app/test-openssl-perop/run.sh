#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer perop: per-op OpenSSL work of the driver
# (dpdk-test-openssl-perop): no fetch, context creation, copy or keying per
# op once a slot is filled, and no allocation beyond what OpenSSL's own
# per-op calls make. The driver must link the system libcrypto, whose calls
# are counted. Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init perop
LAYER_SHOW='^(PASS|FAIL) '
layer_exec "$LAYER_LOGS/perop.log" 256 0 --vdev crypto_openssl --
layer_finish
