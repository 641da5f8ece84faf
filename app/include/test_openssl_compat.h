/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_OPENSSL_COMPAT_H
#define TEST_OPENSSL_COMPAT_H

/*
 * The one place where the test programs meet DPDK version differences, as
 * drivers/crypto/openssl/openssl_compat.h is for the driver.
 */

#include <stddef.h>

#include <rte_crypto_sym.h>
#include <rte_cryptodev.h>
#include <rte_version.h>

/* DPDK 23.03 replaced the exported algorithm name arrays with functions. */
#if RTE_VERSION >= RTE_VERSION_NUM(23, 3, 0, 0)

static inline const char *
test_cipher_name(enum rte_crypto_cipher_algorithm a)
{
	return rte_cryptodev_get_cipher_algo_string(a);
}

static inline const char *
test_auth_name(enum rte_crypto_auth_algorithm a)
{
	return rte_cryptodev_get_auth_algo_string(a);
}

static inline const char *
test_aead_name(enum rte_crypto_aead_algorithm a)
{
	return rte_cryptodev_get_aead_algo_string(a);
}

static inline const char *
test_asym_name(enum rte_crypto_asym_xform_type t)
{
	return rte_cryptodev_asym_get_xform_string(t);
}

#else

static inline const char *
test_cipher_name(enum rte_crypto_cipher_algorithm a)
{
	return a <= RTE_CRYPTO_CIPHER_SM4_CTR ? rte_crypto_cipher_algorithm_strings[a] : NULL;
}

static inline const char *
test_auth_name(enum rte_crypto_auth_algorithm a)
{
	return a <= RTE_CRYPTO_AUTH_SM3 ? rte_crypto_auth_algorithm_strings[a] : NULL;
}

static inline const char *
test_aead_name(enum rte_crypto_aead_algorithm a)
{
	return a <= RTE_CRYPTO_AEAD_CHACHA20_POLY1305 ? rte_crypto_aead_algorithm_strings[a] :
		NULL;
}

static inline const char *
test_asym_name(enum rte_crypto_asym_xform_type t)
{
	return t < RTE_CRYPTO_ASYM_XFORM_TYPE_LIST_END ? rte_crypto_asym_xform_strings[t] : NULL;
}

#endif

#endif /* TEST_OPENSSL_COMPAT_H */
