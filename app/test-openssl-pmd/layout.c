/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include "test_pmd.h"

/*
 * off: start of the cipher (or auth-only) region; len: its length;
 * aoff: chains only, start of the auth region (at or before off; the auth
 * region ends where the cipher region ends, as in ESP); tail: bytes after.
 */
void
layout_linear(struct job_layout *l, const struct alg_spec *a, uint32_t off,
		uint32_t aoff, uint32_t len, uint32_t tail)
{
	memset(l, 0, sizeof(*l));
	l->len = off + len + tail;
	switch (a->kind) {
	case ALG_AUTH:
		l->a_off = off;
		l->a_len = len;
		break;
	case ALG_CHAIN:
		l->c_off = off;
		l->c_len = len;
		l->a_off = RTE_MIN(aoff, off);
		l->a_len = off + len - l->a_off;
		break;
	case ALG_CIPHER:
	case ALG_AEAD:
		l->c_off = off;
		l->c_len = len;
		break;
	}
}

/*
 * Split the packet into segments: the first nb - 1 take the given lengths
 * (shortened if the packet is short), the last one takes the rest.
 */
void
layout_split(struct job_layout *l, const uint16_t *segs, uint16_t nb)
{
	uint32_t left = l->len;
	uint16_t i;

	nb = RTE_MIN(nb, (uint16_t)JOB_MAX_SEGS);
	for (i = 0; i + 1 < nb && left > 1; i++) {
		l->seg_len[i] = (uint16_t)RTE_MIN((uint32_t)segs[i], left - 1);
		if (l->seg_len[i] == 0)
			l->seg_len[i] = 1;
		left -= l->seg_len[i];
	}
	l->seg_len[i] = (uint16_t)left;
	l->nb_segs = i + 1;
}

static uint32_t
random_region(const struct alg_spec *a, struct rng *r, uint32_t max)
{
	uint32_t blk = a->block != 0 ? a->block : 1;
	uint32_t top = (rng_next(r) & 7) == 0 ? 64 : max;

	return rng_range(r, 1, top / blk) * blk;
}

/* A random layout; max_len bounds the packet; sgl: may be segmented. */
void
layout_random(struct job_layout *l, const struct alg_spec *a, struct rng *r,
		uint32_t max_len, bool sgl)
{
	uint32_t off = rng_range(r, 0, 64);
	uint32_t aoff = rng_range(r, 0, off);
	uint32_t tail = rng_range(r, 0, 48);
	uint32_t len = random_region(a, r, max_len - 64 - 48);
	uint16_t segs[JOB_MAX_SEGS];
	uint16_t i, nb;

	layout_linear(l, a, off, aoff, len, tail);
	if (sgl && (rng_next(r) & 1)) {
		nb = (uint16_t)rng_range(r, 2, 6);
		for (i = 0; i < nb; i++)
			segs[i] = (uint16_t)rng_range(r, 1, l->len / 2 + 1);
		layout_split(l, segs, nb);
	}
	l->oop = rng_range(r, 0, 2) == 0;
	l->digest_in_mbuf = alg_has_digest(a) && (rng_next(r) & 1);
	l->sessionless = rng_range(r, 0, 7) == 0;
}
