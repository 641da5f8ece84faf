/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Counting the OpenSSL calls the driver makes, like ltrace would: this
 * executable exports its own definitions of the EVP functions that allocate,
 * fetch, copy or key, so the driver's calls (through its PLT) land here first
 * and go on to libcrypto through dlsym(RTLD_NEXT). Allocations are counted
 * with CRYPTO_set_mem_functions(), set before anything else runs.
 */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>

#include "perop.h"

struct perop_counts perop_counts;

#define REAL(fn) ({ \
	static __typeof__(fn) *real_; \
	if (real_ == NULL) \
		real_ = (__typeof__(fn) *)dlsym(RTLD_NEXT, #fn); \
	real_; \
})

static void *
count_malloc(size_t n, const char *file, int line)
{
	(void)file;
	(void)line;
	__atomic_fetch_add(&perop_counts.allocs, 1, __ATOMIC_RELAXED);
	return malloc(n);
}

static void *
count_realloc(void *p, size_t n, const char *file, int line)
{
	(void)file;
	(void)line;
	__atomic_fetch_add(&perop_counts.allocs, 1, __ATOMIC_RELAXED);
	return realloc(p, n);
}

static void
count_free(void *p, const char *file, int line)
{
	(void)file;
	(void)line;
	free(p);
}

int
perop_hooks_init(void)
{
	return CRYPTO_set_mem_functions(count_malloc, count_realloc, count_free) == 1 ? 0 : -1;
}

EVP_CIPHER *
EVP_CIPHER_fetch(OSSL_LIB_CTX *ctx, const char *algorithm, const char *properties)
{
	perop_counts.fetches++;
	return REAL(EVP_CIPHER_fetch)(ctx, algorithm, properties);
}

EVP_MD *
EVP_MD_fetch(OSSL_LIB_CTX *ctx, const char *algorithm, const char *properties)
{
	perop_counts.fetches++;
	return REAL(EVP_MD_fetch)(ctx, algorithm, properties);
}

EVP_MAC *
EVP_MAC_fetch(OSSL_LIB_CTX *ctx, const char *algorithm, const char *properties)
{
	perop_counts.fetches++;
	return REAL(EVP_MAC_fetch)(ctx, algorithm, properties);
}

EVP_CIPHER_CTX *
EVP_CIPHER_CTX_new(void)
{
	perop_counts.ctx_news++;
	return REAL(EVP_CIPHER_CTX_new)();
}

EVP_MD_CTX *
EVP_MD_CTX_new(void)
{
	perop_counts.ctx_news++;
	return REAL(EVP_MD_CTX_new)();
}

EVP_MAC_CTX *
EVP_MAC_CTX_new(EVP_MAC *mac)
{
	perop_counts.ctx_news++;
	return REAL(EVP_MAC_CTX_new)(mac);
}

EVP_MAC_CTX *
EVP_MAC_CTX_dup(const EVP_MAC_CTX *src)
{
	perop_counts.copies++;
	return REAL(EVP_MAC_CTX_dup)(src);
}

int
EVP_CIPHER_CTX_copy(EVP_CIPHER_CTX *out, const EVP_CIPHER_CTX *in)
{
	perop_counts.copies++;
	return REAL(EVP_CIPHER_CTX_copy)(out, in);
}

int
EVP_MD_CTX_copy_ex(EVP_MD_CTX *out, const EVP_MD_CTX *in)
{
	perop_counts.copies++;
	return REAL(EVP_MD_CTX_copy_ex)(out, in);
}

int
EVP_CipherInit_ex(EVP_CIPHER_CTX *ctx, const EVP_CIPHER *cipher, ENGINE *impl,
		const unsigned char *key, const unsigned char *iv, int enc)
{
	if (key != NULL || cipher != NULL)
		perop_counts.keyings++;
	else if (iv != NULL)
		perop_counts.iv_inits++;
	return REAL(EVP_CipherInit_ex)(ctx, cipher, impl, key, iv, enc);
}

int
EVP_EncryptInit_ex(EVP_CIPHER_CTX *ctx, const EVP_CIPHER *cipher, ENGINE *impl,
		const unsigned char *key, const unsigned char *iv)
{
	if (key != NULL || cipher != NULL)
		perop_counts.keyings++;
	else if (iv != NULL)
		perop_counts.iv_inits++;
	return REAL(EVP_EncryptInit_ex)(ctx, cipher, impl, key, iv);
}

int
EVP_MAC_init(EVP_MAC_CTX *ctx, const unsigned char *key, size_t keylen,
		const OSSL_PARAM params[])
{
	if (key != NULL)
		perop_counts.keyings++;
	return REAL(EVP_MAC_init)(ctx, key, keylen, params);
}
