/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_NAMES_H
#define TC_NAMES_H

/*
 * Names of DPDK's algorithms and op statuses, both ways, whichever DPDK
 * (23.03 replaced the name arrays with functions: tc_compat.h).
 */

#include <stdint.h>

#include <rte_crypto_sym.h>

/* DPDK's name of an algorithm ("aes-cbc", "sha1-hmac" ...), NULL if unknown. */
const char *tc_cipher_name(int algo);
const char *tc_auth_name(int algo);
const char *tc_aead_name(int algo);
const char *tc_algo_name(enum rte_crypto_sym_xform_type type, int algo);
/* DPDK's name of an asymmetric transform type, NULL if unknown. */
const char *tc_asym_name(int type);
/* The algorithm of a type with that name, or -1. */
int tc_algo_by_name(enum rte_crypto_sym_xform_type type, const char *name);

/* "SUCCESS", "AUTH_FAILED" ... */
const char *tc_status_name(uint8_t status);

#endif /* TC_NAMES_H */
