/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_RNG_H
#define TC_RNG_H

/*
 * The one random number generator of the test programs: xoshiro256**
 * seeded through splitmix64. Every program prints its seed ("seed: 0x...")
 * and takes it back with --seed, so that a run replays exactly. One state
 * per thread: nothing here is shared.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tc_rng {
	uint64_t s[4];
};

void tc_rng_seed(struct tc_rng *r, uint64_t seed);
uint64_t tc_rng_next(struct tc_rng *r);
/* Uniform in [0, n); 0 when n is 0. */
uint32_t tc_rng_below(struct tc_rng *r, uint32_t n);
/* Uniform in [lo, hi]; lo when hi <= lo. */
uint32_t tc_rng_range(struct tc_rng *r, uint32_t lo, uint32_t hi);
/* True with a probability of pct percent. */
bool tc_rng_pct(struct tc_rng *r, uint32_t pct);
void tc_rng_fill(struct tc_rng *r, void *buf, size_t len);

/*
 * The run's seed: the one given (--seed), else a random one; printed as
 * "seed: 0x<16 hex digits>" on its own line either way.
 */
uint64_t tc_seed(bool given, uint64_t seed);

#endif /* TC_RNG_H */
