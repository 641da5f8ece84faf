/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <rte_common.h>
#include <rte_cryptodev.h>

#include "tc_compat.h"
#include "tc_names.h"

#if TC_NAME_FUNCS

const char *
tc_cipher_name(int algo)
{
	return algo > 0 ? rte_cryptodev_get_cipher_algo_string(algo) : NULL;
}

const char *
tc_auth_name(int algo)
{
	return algo > 0 ? rte_cryptodev_get_auth_algo_string(algo) : NULL;
}

const char *
tc_aead_name(int algo)
{
	return algo > 0 ? rte_cryptodev_get_aead_algo_string(algo) : NULL;
}

const char *
tc_asym_name(int type)
{
	return rte_cryptodev_asym_get_xform_string(type);
}

#else

const char *
tc_cipher_name(int algo)
{
	return algo > 0 && algo <= RTE_CRYPTO_CIPHER_SM4_CTR ?
		rte_crypto_cipher_algorithm_strings[algo] : NULL;
}

const char *
tc_auth_name(int algo)
{
	return algo > 0 && algo <= RTE_CRYPTO_AUTH_SM3 ?
		rte_crypto_auth_algorithm_strings[algo] : NULL;
}

const char *
tc_aead_name(int algo)
{
	return algo > 0 && algo <= RTE_CRYPTO_AEAD_CHACHA20_POLY1305 ?
		rte_crypto_aead_algorithm_strings[algo] : NULL;
}

const char *
tc_asym_name(int type)
{
	return type >= 0 && type < RTE_CRYPTO_ASYM_XFORM_TYPE_LIST_END ?
		rte_crypto_asym_xform_strings[type] : NULL;
}

#endif

const char *
tc_algo_name(enum rte_crypto_sym_xform_type type, int algo)
{
	switch (type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		return tc_cipher_name(algo);
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return tc_auth_name(algo);
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		return tc_aead_name(algo);
	default:
		return NULL;
	}
}

int
tc_algo_by_name(enum rte_crypto_sym_xform_type type, const char *name)
{
	const char *s;
	int algo;

	for (algo = 1; algo < 256; algo++) {
		s = tc_algo_name(type, algo);
		if (s != NULL && strcmp(s, name) == 0)
			return algo;
	}
	return -1;
}

const char *
tc_status_name(uint8_t status)
{
	static const char *const names[] = {
		[RTE_CRYPTO_OP_STATUS_SUCCESS] = "SUCCESS",
		[RTE_CRYPTO_OP_STATUS_NOT_PROCESSED] = "NOT_PROCESSED",
		[RTE_CRYPTO_OP_STATUS_AUTH_FAILED] = "AUTH_FAILED",
		[RTE_CRYPTO_OP_STATUS_INVALID_SESSION] = "INVALID_SESSION",
		[RTE_CRYPTO_OP_STATUS_INVALID_ARGS] = "INVALID_ARGS",
		[RTE_CRYPTO_OP_STATUS_ERROR] = "ERROR",
	};

	return status < RTE_DIM(names) && names[status] != NULL ? names[status] : "?";
}
