/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Parameter ranges of capabilities, and what an entry of the table allows. */

#include "tc_algo.h"

unsigned int
tc_range_count(const struct rte_crypto_param_range *r)
{
	if (r->max <= r->min)
		return 1;
	if (r->increment == 0)
		return 2;
	return (r->max - r->min) / r->increment + 1;
}

uint16_t
tc_range_value(const struct rte_crypto_param_range *r, unsigned int i)
{
	if (r->increment == 0)
		return i == 0 ? r->min : r->max;
	return r->min + i * r->increment;
}

uint16_t
tc_range_max(const struct rte_crypto_param_range *r)
{
	return tc_range_value(r, tc_range_count(r) - 1);
}

uint16_t
tc_range_pick(struct tc_rng *rng, const struct rte_crypto_param_range *r)
{
	return tc_range_value(r, tc_rng_below(rng, tc_range_count(r)));
}

uint16_t
tc_range_snap(const struct rte_crypto_param_range *r, uint32_t want)
{
	unsigned int n = tc_range_count(r);

	if (want <= r->min)
		return r->min;
	if (want >= tc_range_value(r, n - 1))
		return tc_range_value(r, n - 1);
	if (r->increment == 0)
		return r->min;
	return r->min + (want - r->min) / r->increment * r->increment;
}

bool
tc_range_has(const struct rte_crypto_param_range *r, uint32_t v)
{
	if (r->increment == 0 || r->max <= r->min)
		return v == r->min || v == r->max;
	return v >= r->min && v <= r->max && (v - r->min) % r->increment == 0;
}

static const struct rte_crypto_param_range none;

const struct rte_crypto_param_range *
tc_algo_iv(const struct tc_algo *a)
{
	switch (a->kind) {
	case TC_KIND_CIPHER:
		return &a->cap->cipher.iv_size;
	case TC_KIND_AUTH:
		return &a->cap->auth.iv_size;
	default:
		return &a->cap->aead.iv_size;
	}
}

const struct rte_crypto_param_range *
tc_algo_digest(const struct tc_algo *a)
{
	switch (a->kind) {
	case TC_KIND_AUTH:
		return &a->cap->auth.digest_size;
	case TC_KIND_AEAD:
		return &a->cap->aead.digest_size;
	default:
		return &none;
	}
}

uint32_t
tc_algo_gran(const struct tc_algo *a)
{
	return a->kind == TC_KIND_CIPHER ? a->ref.cipher->gran : 1;
}

uint32_t
tc_algo_min_len(const struct tc_algo *a)
{
	return a->kind == TC_KIND_CIPHER ? a->ref.cipher->min_len : 0;
}

bool
tc_algo_can_fail(const struct tc_algo *a)
{
	switch (a->kind) {
	case TC_KIND_AUTH:
		return a->ref.auth->mode != TC_REF_AUTH_NULL;
	case TC_KIND_AEAD:
		return true;
	default:
		return false;
	}
}
