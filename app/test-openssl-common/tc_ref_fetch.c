/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The reference model's fetched algorithms, cached: fetched on first use,
 * from any thread (several lcores compute expected results at once); the
 * thread that loses the race frees its copy.
 */

#include <stdbool.h>

#include "tc_ref_fetch.h"

EVP_CIPHER *
tc_ref_cipher_cached(EVP_CIPHER **slot, const char *name)
{
	EVP_CIPHER *c = __atomic_load_n(slot, __ATOMIC_ACQUIRE), *none = NULL;

	if (c != NULL || name == NULL)
		return c;
	c = EVP_CIPHER_fetch(NULL, name, NULL);
	if (c != NULL && !__atomic_compare_exchange_n(slot, &none, c, false, __ATOMIC_ACQ_REL,
			__ATOMIC_ACQUIRE)) {
		EVP_CIPHER_free(c);
		c = none;
	}
	return c;
}

EVP_MD *
tc_ref_md_cached(EVP_MD **slot, const char *name)
{
	EVP_MD *m = __atomic_load_n(slot, __ATOMIC_ACQUIRE), *none = NULL;

	if (m != NULL || name == NULL)
		return m;
	m = EVP_MD_fetch(NULL, name, NULL);
	if (m != NULL && !__atomic_compare_exchange_n(slot, &none, m, false, __ATOMIC_ACQ_REL,
			__ATOMIC_ACQUIRE)) {
		EVP_MD_free(m);
		m = none;
	}
	return m;
}
