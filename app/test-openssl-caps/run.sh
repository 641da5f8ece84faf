#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer caps: capability honesty (dpdk-test-openssl-caps). Every
# symmetric capability the driver advertises: each key, IV, digest and AAD
# length of its ranges (long ranges sampled: doc/developer/guide.rst, "The
# caps layer";
# CAPS_FULL=1 runs every value) and each XTS data-unit length makes a
# session and an op each way checked against the reference model; the
# lengths just outside are refused at session create; a value advertised
# and never run fails. Knobs: doc/developer/guide.rst, "Test knobs".

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init caps
LAYER_SHOW='^(PASS|FAIL) |^caps|^seed: '
opts=()
[ -n "${TEST_SEED:-}" ] && opts+=(--seed "$TEST_SEED")
[ "${CAPS_FULL:-0}" = 1 ] && opts+=(--full)
layer_exec "$LAYER_LOGS/caps.log" 512 0 --vdev crypto_openssl -- "${opts[@]}"
layer_finish
