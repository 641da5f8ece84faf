/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The EVP_PKEY calls that make or key an asymmetric context, counted like
 * the symmetric ones in perop_hooks.c: exported by the executable, they see
 * the driver's calls first and go on to libcrypto.
 */

#define _GNU_SOURCE
#include <dlfcn.h>

#include <openssl/evp.h>

#include "perop.h"

#define REAL(fn) ({ \
	static __typeof__(fn) *real_; \
	if (real_ == NULL) \
		real_ = (__typeof__(fn) *)dlsym(RTLD_NEXT, #fn); \
	real_; \
})

EVP_PKEY_CTX *
EVP_PKEY_CTX_new_from_pkey(OSSL_LIB_CTX *lib, EVP_PKEY *pkey, const char *props)
{
	perop_counts.pkey_news++;
	return REAL(EVP_PKEY_CTX_new_from_pkey)(lib, pkey, props);
}

EVP_PKEY_CTX *
EVP_PKEY_CTX_new_from_name(OSSL_LIB_CTX *lib, const char *name, const char *props)
{
	perop_counts.pkey_news++;
	return REAL(EVP_PKEY_CTX_new_from_name)(lib, name, props);
}

EVP_PKEY_CTX *
EVP_PKEY_CTX_new(EVP_PKEY *pkey, ENGINE *e)
{
	perop_counts.pkey_news++;
	return REAL(EVP_PKEY_CTX_new)(pkey, e);
}

EVP_PKEY *
EVP_PKEY_dup(EVP_PKEY *pkey)
{
	perop_counts.pkey_news++;
	return REAL(EVP_PKEY_dup)(pkey);
}

int
EVP_PKEY_fromdata(EVP_PKEY_CTX *ctx, EVP_PKEY **ppkey, int selection, OSSL_PARAM params[])
{
	perop_counts.pkey_news++;
	return REAL(EVP_PKEY_fromdata)(ctx, ppkey, selection, params);
}

int
EVP_PKEY_sign_init(EVP_PKEY_CTX *ctx)
{
	perop_counts.pkey_inits++;
	return REAL(EVP_PKEY_sign_init)(ctx);
}

int
EVP_PKEY_verify_init(EVP_PKEY_CTX *ctx)
{
	perop_counts.pkey_inits++;
	return REAL(EVP_PKEY_verify_init)(ctx);
}

int
EVP_PKEY_encrypt_init(EVP_PKEY_CTX *ctx)
{
	perop_counts.pkey_inits++;
	return REAL(EVP_PKEY_encrypt_init)(ctx);
}

int
EVP_PKEY_decrypt_init(EVP_PKEY_CTX *ctx)
{
	perop_counts.pkey_inits++;
	return REAL(EVP_PKEY_decrypt_init)(ctx);
}

int
EVP_PKEY_CTX_set_params(EVP_PKEY_CTX *ctx, const OSSL_PARAM *params)
{
	perop_counts.pkey_inits++;
	return REAL(EVP_PKEY_CTX_set_params)(ctx, params);
}
