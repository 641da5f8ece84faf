/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Keys of ML-KEM and ML-DSA as DPDK's API carries them: the raw encodings of
 * FIPS 203 and FIPS 204 in each op. A queue pair keeps the context made for
 * the last key of each kind in the asymmetric key cache (openssl_asym_util.c),
 * so a key repeated op after op is imported once.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_MLKEM

EVP_PKEY *
openssl_pqc_pkey(const struct openssl_libctx *lc, const char *alg, bool priv,
		const uint8_t *mat, uint32_t len)
{
	const char *name = priv ? OSSL_PKEY_PARAM_PRIV_KEY : OSSL_PKEY_PARAM_PUB_KEY;
	OSSL_PARAM params[2];
	EVP_PKEY_CTX *ctx;
	EVP_PKEY *pkey = NULL;

	params[0] = OSSL_PARAM_construct_octet_string(name, (void *)(uintptr_t)mat, len);
	params[1] = OSSL_PARAM_construct_end();
	ctx = EVP_PKEY_CTX_new_from_name(lc->libctx, alg, lc->propq);
	if (ctx == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
			EVP_PKEY_fromdata(ctx, &pkey, priv ? EVP_PKEY_KEYPAIR :
				EVP_PKEY_PUBLIC_KEY, params) != 1)
		pkey = NULL;
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

EVP_PKEY *
openssl_pqc_build_pub(const struct openssl_libctx *lc, const void *alg, const uint8_t *mat,
		uint32_t len)
{
	return openssl_pqc_pkey(lc, alg, false, mat, len);
}

EVP_PKEY *
openssl_pqc_build_priv(const struct openssl_libctx *lc, const void *alg, const uint8_t *mat,
		uint32_t len)
{
	return openssl_pqc_pkey(lc, alg, true, mat, len);
}

int
openssl_pqc_key_out(const EVP_PKEY *pkey, bool priv, rte_crypto_param *out, uint32_t len)
{
	const char *name = priv ? OSSL_PKEY_PARAM_PRIV_KEY : OSSL_PKEY_PARAM_PUB_KEY;
	size_t got = 0;

	if (out->data == NULL || openssl_out_cap(out, len) < len)
		return -1;
	if (EVP_PKEY_get_octet_string_param(pkey, name, out->data, len, &got) != 1 ||
			got != len)
		return -1;
	out->length = len;
	return 0;
}

#endif /* OPENSSL_ASYM_HAVE_MLKEM */
