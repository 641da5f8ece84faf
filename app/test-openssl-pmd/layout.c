/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Where the regions of an op lie, and how its packet is segmented. */

#include <string.h>

#include "test_pmd.h"

/* A legal region length near want: a multiple of the granularity, at least the minimum. */
static uint32_t
region_len(const struct tc_cfg *c, uint32_t want)
{
	uint32_t g = tc_cfg_gran(c), min = 0;

	if (c->p.chain != TC_CH_AUTH && c->p.chain != TC_CH_AEAD)
		min = tc_algo_min_len(c->p.cipher);
	want -= want % g;
	return RTE_MAX(want, RTE_ALIGN_CEIL(min, g));
}

void
layout_linear(struct tc_layout *l, const struct tc_cfg *c, uint32_t off, uint32_t aoff,
		uint32_t len, uint32_t tail)
{
	memset(l, 0, sizeof(*l));
	len = region_len(c, len);
	l->pkt_len = off + len + tail;
	switch (c->p.chain) {
	case TC_CH_AUTH:
		l->a_off = off;
		l->a_len = len;
		break;
	case TC_CH_CIPHER:
	case TC_CH_AEAD:
		l->c_off = off;
		l->c_len = len;
		break;
	default:
		l->c_off = off;
		l->c_len = len;
		l->a_off = RTE_MIN(aoff, off);
		l->a_len = off + len - l->a_off;
		break;
	}
}

void
layout_split(struct tc_layout *l, const uint16_t *segs, uint16_t nb)
{
	l->nseg_src = tc_segs_given(l->pkt_len, segs, nb, l->seg_src);
}

static uint32_t
random_region(const struct tc_cfg *c, struct tc_rng *r, uint32_t max)
{
	uint32_t g = tc_cfg_gran(c);
	uint32_t top = (tc_rng_next(r) & 7) == 0 ? 64 : max;

	return region_len(c, tc_rng_range(r, 1, top / g) * g);
}

void
layout_random(struct tc_layout *l, const struct tc_cfg *c, struct tc_rng *r,
		uint32_t max_len, bool sgl)
{
	uint32_t off = tc_rng_range(r, 0, 64);
	uint32_t aoff = tc_rng_range(r, 0, off);
	uint32_t tail = tc_rng_range(r, 0, 48);
	uint32_t len = random_region(c, r, max_len - 64 - 48);
	uint16_t segs[TC_MAX_SEGS];
	uint16_t i, nb;

	layout_linear(l, c, off, aoff, len, tail);
	if (sgl && (tc_rng_next(r) & 1)) {
		nb = (uint16_t)tc_rng_range(r, 2, 6);
		for (i = 0; i < nb; i++)
			segs[i] = (uint16_t)tc_rng_range(r, 1, l->pkt_len / 2 + 1);
		layout_split(l, segs, nb);
	}
	l->oop = tc_rng_range(r, 0, 2) == 0;
	l->digest_in_mbuf = tc_point_has_digest(&c->p) && (tc_rng_next(r) & 1);
	l->sessionless = tc_rng_range(r, 0, 7) == 0;
}
