/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The run's only source of randomness: xoshiro256** seeded through
 * splitmix64, so that --seed replays a run exactly.
 */

#include <string.h>

#include "diff.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static inline uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
diff_rng_seed(struct diff_rng *r, uint64_t seed)
{
	unsigned int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

uint64_t
diff_rng_next(struct diff_rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/* Uniform in [0, n); 0 when n is 0. */
uint32_t
diff_rng_below(struct diff_rng *r, uint32_t n)
{
	return (uint32_t)(((diff_rng_next(r) >> 32) * n) >> 32);
}

/* Uniform in [lo, hi]. */
uint32_t
diff_rng_range(struct diff_rng *r, uint32_t lo, uint32_t hi)
{
	if (hi <= lo)
		return lo;
	return lo + (uint32_t)(diff_rng_next(r) % ((uint64_t)hi - lo + 1));
}

/* True with a probability of pct percent. */
bool
diff_rng_pct(struct diff_rng *r, uint32_t pct)
{
	return diff_rng_below(r, 100) < pct;
}

void
diff_rng_fill(struct diff_rng *r, uint8_t *buf, size_t len)
{
	uint64_t v;

	while (len >= sizeof(v)) {
		v = diff_rng_next(r);
		memcpy(buf, &v, sizeof(v));
		buf += sizeof(v);
		len -= sizeof(v);
	}
	if (len > 0) {
		v = diff_rng_next(r);
		memcpy(buf, &v, len);
	}
}
