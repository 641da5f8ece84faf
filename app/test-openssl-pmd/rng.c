/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include "test_pmd.h"

/* splitmix64: small, fast, and every thread keeps its own state */

void
rng_seed(struct rng *r, uint64_t seed)
{
	r->s = seed;
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t z;

	r->s += 0x9e3779b97f4a7c15ULL;
	z = r->s;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint32_t
rng_range(struct rng *r, uint32_t lo, uint32_t hi)
{
	if (hi <= lo)
		return lo;
	return lo + (uint32_t)(rng_next(r) % ((uint64_t)hi - lo + 1));
}

void
rng_bytes(struct rng *r, uint8_t *p, size_t n)
{
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if ((i & 7) == 0)
			v = rng_next(r);
		p[i] = (uint8_t)v;
		v >>= 8;
	}
}
