/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Keys of ML-KEM and ML-DSA as DPDK's API carries them: the raw encodings of
 * FIPS 203 and FIPS 204 in each op. A queue pair keeps the context made for
 * the last key of each kind, so a key repeated op after op is imported once.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_MLKEM

int
openssl_pqc_key_init(struct openssl_pqc_key *k, uint32_t cap)
{
	memset(k, 0, sizeof(*k));
	k->mat = OPENSSL_zalloc(cap);
	if (k->mat == NULL)
		return -1;
	k->cap = cap;
	return 0;
}

void
openssl_pqc_key_free(struct openssl_pqc_key *k)
{
	EVP_PKEY_CTX_free(k->ctx);
	OPENSSL_clear_free(k->mat, k->cap);
	memset(k, 0, sizeof(*k));
}

EVP_PKEY *
openssl_pqc_pkey(const char *alg, bool priv, const uint8_t *mat, uint32_t len)
{
	const char *name = priv ? OSSL_PKEY_PARAM_PRIV_KEY : OSSL_PKEY_PARAM_PUB_KEY;
	OSSL_PARAM params[2];
	EVP_PKEY_CTX *ctx;
	EVP_PKEY *pkey = NULL;

	params[0] = OSSL_PARAM_construct_octet_string(name, (void *)(uintptr_t)mat, len);
	params[1] = OSSL_PARAM_construct_end();
	ctx = EVP_PKEY_CTX_new_from_name(NULL, alg, NULL);
	if (ctx == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
			EVP_PKEY_fromdata(ctx, &pkey, priv ? EVP_PKEY_KEYPAIR :
				EVP_PKEY_PUBLIC_KEY, params) != 1)
		pkey = NULL;
	EVP_PKEY_CTX_free(ctx);
	return pkey;
}

EVP_PKEY_CTX *
openssl_pqc_key_ctx(struct openssl_pqc_key *k, const char *alg, bool priv,
		const uint8_t *mat, uint32_t len, openssl_pqc_init_t init)
{
	EVP_PKEY *pkey;
	EVP_PKEY_CTX *ctx;

	if (mat == NULL || len == 0 || len > k->cap)
		return NULL;
	if (k->ctx != NULL && k->len == len && memcmp(k->mat, mat, len) == 0)
		return k->ctx;
	EVP_PKEY_CTX_free(k->ctx);
	k->ctx = NULL;
	OPENSSL_cleanse(k->mat, k->cap);
	k->len = 0;
	pkey = openssl_pqc_pkey(alg, priv, mat, len);
	if (pkey == NULL)
		return NULL;
	ctx = EVP_PKEY_CTX_new_from_pkey(NULL, pkey, NULL);
	EVP_PKEY_free(pkey);
	if (ctx == NULL || init(ctx) != 1) {
		EVP_PKEY_CTX_free(ctx);
		return NULL;
	}
	memcpy(k->mat, mat, len);
	k->len = len;
	k->ctx = ctx;
	return ctx;
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
