/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_ALGO_H
#define TC_ALGO_H

/*
 * The algorithm table of the test programs: what the device advertises
 * (rte_cryptodev_info_get) joined with what the reference model knows how
 * to compute. One entry per (algorithm, key length), or per algorithm when
 * the reference takes any key of the advertised range (HMAC, NULL). An
 * advertised algorithm, key, IV, digest or AAD length without a reference
 * is a failure: nothing advertised goes untested.
 */

#include <stdbool.h>
#include <stdint.h>

#include <rte_cryptodev.h>

#include "tc_ref.h"
#include "tc_rng.h"

enum tc_kind {
	TC_KIND_CIPHER,
	TC_KIND_AUTH,
	TC_KIND_AEAD,
};

struct tc_algo {
	enum tc_kind kind;
	int algo;
	const struct rte_cryptodev_symmetric_capability *cap;
	struct rte_crypto_param_range keys;	/* the key lengths this entry covers */
	union {
		const struct tc_ref_cipher *cipher;
		const struct tc_ref_auth *auth;
		const struct tc_ref_aead *aead;
	} ref;
	char name[48];		/* "aes-cbc/16", or "sha1-hmac" for a key range */
};

struct tc_algos {
	uint8_t dev;
	uint64_t ff;			/* the device's feature flags */
	struct tc_algo *v;
	unsigned int n;
	unsigned int missing;		/* advertised parameters without a reference */
	unsigned int nb_asym;		/* asymmetric capabilities (not covered here) */
};

/*
 * Read the device's feature flags and symmetric capabilities into t. Each
 * advertised parameter without a reference is printed ("FAIL no reference
 * ...") and counted in t->missing. -1 when the device gives no
 * capabilities or memory is short.
 */
int tc_algos_load(uint8_t dev, struct tc_algos *t);
void tc_algos_free(struct tc_algos *t);
/* The entry of (kind, algorithm) covering key_len, or NULL. */
const struct tc_algo *tc_algos_get(const struct tc_algos *t, enum tc_kind kind, int algo,
		uint16_t key_len);

/* The key range and algorithm of a symmetric capability. */
const struct rte_crypto_param_range *tc_cap_keys(
		const struct rte_cryptodev_symmetric_capability *cap);
int tc_cap_algo(const struct rte_cryptodev_symmetric_capability *cap);

/* The ranges of an entry's capability. */
const struct rte_crypto_param_range *tc_algo_iv(const struct tc_algo *a);
const struct rte_crypto_param_range *tc_algo_digest(const struct tc_algo *a);
/* Cipher data lengths must be a multiple of this and at least the minimum. */
uint32_t tc_algo_gran(const struct tc_algo *a);
uint32_t tc_algo_min_len(const struct tc_algo *a);
/* Can a corrupted tag make a verify of this fail (not NULL auth)? */
bool tc_algo_can_fail(const struct tc_algo *a);

unsigned int tc_range_count(const struct rte_crypto_param_range *r);
/* The i-th value of a range (i < tc_range_count()). */
uint16_t tc_range_value(const struct rte_crypto_param_range *r, unsigned int i);
uint16_t tc_range_max(const struct rte_crypto_param_range *r);
uint16_t tc_range_pick(struct tc_rng *rng, const struct rte_crypto_param_range *r);
/* The largest value of the range not above want (the minimum if none). */
uint16_t tc_range_snap(const struct rte_crypto_param_range *r, uint32_t want);
bool tc_range_has(const struct rte_crypto_param_range *r, uint32_t v);

#endif /* TC_ALGO_H */
