#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Copyright(c) 2026 The crypto_openssl authors
#
# Test layer leak: session create / use on every queue pair / clear, in a
# loop through the algorithm families and sessionless ops. Checks that RSS,
# the malloc heap, DPDK's heap and the pools do not grow after a warm-up,
# that no op failed, and that the driver wipes the keys it held. Every block
# the process frees (OpenSSL's allocator and libc's free, hooked from the
# start) is scanned for keys: the symmetric ones during the warm-up, then
# the private inputs of every asymmetric family and key form over session
# create, use, clear, sessionless ops, refused creates and ops, and the
# device close; the session pool and the stack below the application too.
# Knobs: doc/developer/guide.rst, "Test knobs" (LEAK_CYCLES: 1,000,000 by default);
# LEAK_TRAP=1 raises SIGTRAP where a secret is freed (run the program under
# gdb for the stack of the free).

set -u
# shellcheck source=devtools/lib.sh
. "$(dirname "$0")/../../devtools/lib.sh"

layer_init leak
args=(--cycles "${LEAK_CYCLES:-1000000}" --qps 8)
[ -n "${TEST_SEED:-}" ] && args+=(--seed "$TEST_SEED")
layer_exec "$LAYER_LOGS/leak.log" 128 0 --vdev crypto_openssl,max_nb_queue_pairs=8 -- \
    "${args[@]}"
layer_finish
