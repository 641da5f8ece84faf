/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef PEROP_H
#define PEROP_H

#include <stdint.h>

/* OpenSSL calls seen since the last reset (see perop_hooks.c). */
struct perop_counts {
	uint64_t allocs;	/* CRYPTO_malloc/realloc, inside OpenSSL too */
	uint64_t sys_allocs;	/* malloc, calloc, realloc, memalign... by anyone */
	uint64_t rte_allocs;	/* rte_malloc() and friends */
	uint64_t fetches;	/* EVP_{CIPHER,MD,MAC}_fetch */
	uint64_t ctx_news;	/* EVP_{CIPHER,MD,MAC}_CTX_new */
	uint64_t copies;	/* context dup/copy */
	uint64_t keyings;	/* init with a key or an algorithm */
	uint64_t iv_inits;	/* EVP_CipherInit_ex with only an IV */
	uint64_t pkey_news;	/* EVP_PKEY and EVP_PKEY_CTX made (fromdata, dup, new) */
	uint64_t pkey_inits;	/* EVP_PKEY_{sign,verify,encrypt,decrypt}_init, set_params */
};

extern struct perop_counts perop_counts;

int perop_hooks_init(void);
/* The asymmetric cases (perop_asym.c), ops from pools->asym_op, sessions from asym_sess. */
struct tc_pools;
void perop_asym_run(uint8_t dev, const struct tc_pools *pools);
int perop_hooks_selftest(void);

#endif /* PEROP_H */
