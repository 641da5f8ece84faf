/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Counting the OpenSSL calls the driver makes, like ltrace would: this
 * executable exports its own definitions of the EVP functions that allocate,
 * fetch, copy or key, so the driver's calls (through its PLT) land here first
 * and go on to libcrypto through dlsym(RTLD_NEXT). Allocations are counted
 * three ways: OpenSSL's with CRYPTO_set_mem_functions(), set before anything
 * else runs; everyone's with this executable's own malloc family (glibc lets
 * a program replace it: the driver's and OpenSSL's calls land here and go on
 * to glibc's __libc_* functions); DPDK's with its rte_malloc entry points.
 * Allocations outside OpenSSL are the system ones minus OpenSSL's (whose
 * hook calls malloc).
 */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include <rte_malloc.h>

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

/* glibc's allocator under the names it keeps for replacements like this one */
void *__libc_malloc(size_t n);
void *__libc_calloc(size_t nmemb, size_t n);
void *__libc_realloc(void *p, size_t n);
void *__libc_memalign(size_t align, size_t n);
void __libc_free(void *p);

static inline void
count_sys(void)
{
	__atomic_fetch_add(&perop_counts.sys_allocs, 1, __ATOMIC_RELAXED);
}

void *
malloc(size_t n)
{
	count_sys();
	return __libc_malloc(n);
}

void *
calloc(size_t nmemb, size_t n)
{
	count_sys();
	return __libc_calloc(nmemb, n);
}

void *
realloc(void *p, size_t n)
{
	count_sys();
	return __libc_realloc(p, n);
}

void
free(void *p)
{
	__libc_free(p);
}

void *
memalign(size_t align, size_t n)
{
	count_sys();
	return __libc_memalign(align, n);
}

void *
aligned_alloc(size_t align, size_t n)
{
	count_sys();
	return __libc_memalign(align, n);
}

int
posix_memalign(void **p, size_t align, size_t n)
{
	count_sys();
	*p = __libc_memalign(align, n);
	return *p != NULL ? 0 : ENOMEM;
}

static inline void
count_rte(void)
{
	__atomic_fetch_add(&perop_counts.rte_allocs, 1, __ATOMIC_RELAXED);
}

void *
rte_malloc(const char *type, size_t size, unsigned int align)
{
	count_rte();
	return REAL(rte_malloc)(type, size, align);
}

void *
rte_zmalloc(const char *type, size_t size, unsigned int align)
{
	count_rte();
	return REAL(rte_zmalloc)(type, size, align);
}

void *
rte_calloc(const char *type, size_t num, size_t size, unsigned int align)
{
	count_rte();
	return REAL(rte_calloc)(type, num, size, align);
}

void *
rte_realloc(void *ptr, size_t size, unsigned int align)
{
	count_rte();
	return REAL(rte_realloc)(ptr, size, align);
}

void *
rte_malloc_socket(const char *type, size_t size, unsigned int align, int socket)
{
	count_rte();
	return REAL(rte_malloc_socket)(type, size, align, socket);
}

void *
rte_zmalloc_socket(const char *type, size_t size, unsigned int align, int socket)
{
	count_rte();
	return REAL(rte_zmalloc_socket)(type, size, align, socket);
}

void *
rte_calloc_socket(const char *type, size_t num, size_t size, unsigned int align, int socket)
{
	count_rte();
	return REAL(rte_calloc_socket)(type, num, size, align, socket);
}

void *
rte_realloc_socket(void *ptr, size_t size, unsigned int align, int socket)
{
	count_rte();
	return REAL(rte_realloc_socket)(ptr, size, align, socket);
}

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

/* Do the hooks see allocations made inside shared libraries? */
int
perop_hooks_selftest(void)
{
	struct perop_counts before = perop_counts;
	char *a = strdup("libc");		/* glibc's own call to malloc */
	void *b = OPENSSL_malloc(16);		/* OpenSSL's hook, then malloc */
	int ok;

	ok = perop_counts.sys_allocs - before.sys_allocs == 2 &&
		perop_counts.allocs - before.allocs == 1;
	free(a);
	OPENSSL_free(b);
	return ok ? 0 : -1;
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
