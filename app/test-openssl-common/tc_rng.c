/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "tc_rng.h"

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
tc_rng_seed(struct tc_rng *r, uint64_t seed)
{
	unsigned int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

uint64_t
tc_rng_next(struct tc_rng *r)
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

uint32_t
tc_rng_below(struct tc_rng *r, uint32_t n)
{
	return (uint32_t)(((tc_rng_next(r) >> 32) * n) >> 32);
}

uint32_t
tc_rng_range(struct tc_rng *r, uint32_t lo, uint32_t hi)
{
	if (hi <= lo)
		return lo;
	return lo + (uint32_t)(tc_rng_next(r) % ((uint64_t)hi - lo + 1));
}

bool
tc_rng_pct(struct tc_rng *r, uint32_t pct)
{
	return tc_rng_below(r, 100) < pct;
}

void
tc_rng_fill(struct tc_rng *r, void *buf, size_t len)
{
	uint8_t *p = buf;
	uint64_t v;

	while (len >= sizeof(v)) {
		v = tc_rng_next(r);
		memcpy(p, &v, sizeof(v));
		p += sizeof(v);
		len -= sizeof(v);
	}
	if (len > 0) {
		v = tc_rng_next(r);
		memcpy(p, &v, len);
	}
}

uint64_t
tc_seed(bool given, uint64_t seed)
{
	if (!given && getrandom(&seed, sizeof(seed), 0) != sizeof(seed))
		seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	printf("seed: 0x%016" PRIx64 "\n", seed);
	fflush(stdout);
	return seed;
}
