/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * One operation: random lengths, offsets and layout; the library's job
 * then fills it with random contents, computes what it must give with the
 * reference model and builds the op.
 */

#include <inttypes.h>

#include "diff.h"

#define DIFF_NEGATIVE_PCT	25

static uint32_t
rand_off(struct tc_rng *rng)
{
	uint32_t p = tc_rng_below(rng, 100);

	if (p < 50)
		return 0;
	return p < 80 ? tc_rng_range(rng, 1, 16) : tc_rng_range(rng, 17, 64);
}

static const struct tc_ref_cipher *
job_cipher_ref(const struct tc_cfg *c)
{
	return c->p.cipher != NULL && c->p.cipher->kind == TC_KIND_CIPHER ?
		c->p.cipher->ref.cipher : NULL;
}

/* A data length: the swept size, or a random one legal for the config. */
static uint32_t
job_size(struct diff_ctx *ctx, const struct tc_cfg *c, const struct diff_target *t)
{
	const struct tc_ref_cipher *r = job_cipher_ref(c);
	uint32_t p = tc_rng_below(&ctx->rng, 100), size, g;

	if (t->size >= 0)
		return t->size;
	if (p < 45)
		size = tc_rng_range(&ctx->rng, 0, DIFF_SMALL_MAX);
	else if (p < 80)
		size = tc_rng_range(&ctx->rng, DIFF_SMALL_MAX + 1, 2048);
	else
		size = tc_rng_range(&ctx->rng, 2049, DIFF_MAX_DATA);
	if (r == NULL || c->de)
		return size;
	g = tc_cfg_gran(c);
	size -= size % g;
	if (size < r->min_len)
		size = RTE_ALIGN_CEIL(r->min_len, g);
	if (size < c->unit)
		size = c->unit;
	return size;
}

/* Cipher and auth regions of a chain: auth around the cipher region, or anywhere. */
static void
regions_chain(struct tc_rng *rng, struct tc_layout *l, uint32_t size)
{
	uint32_t head, tail, c_end;

	l->c_len = size;
	if (tc_rng_pct(rng, 70)) {
		l->a_off = rand_off(rng);
		head = tc_rng_pct(rng, 30) ? 0 : tc_rng_range(rng, 1, 32);
		tail = tc_rng_pct(rng, 70) ? 0 : tc_rng_range(rng, 1, 32);
		l->c_off = l->a_off + head;
		l->a_len = head + size + tail;
	} else {
		l->c_off = rand_off(rng);
		c_end = l->c_off + size;
		l->a_off = tc_rng_range(rng, 0, c_end + 16);
		l->a_len = tc_rng_range(rng, 0, c_end + 32 - l->a_off);
	}
}

/*
 * Digest encrypted: the digest follows the auth region and the cipher
 * region ends right after it (rte_crypto_sym.h), a legal cipher length that
 * covers the whole digest. size is the auth length.
 */
static void
regions_de(struct tc_rng *rng, struct tc_layout *l, const struct tc_cfg *c, uint32_t size)
{
	const struct tc_ref_cipher *r = job_cipher_ref(c);
	uint32_t g = tc_cfg_gran(c), lo, hi, c_end;

	l->a_off = rand_off(rng);
	l->a_len = size;
	lo = RTE_ALIGN_CEIL(RTE_MAX((uint32_t)c->p.digest_len, (uint32_t)r->min_len), g);
	c_end = l->a_off + l->a_len + c->p.digest_len;
	if (c_end < lo) {
		l->a_len += lo - c_end;
		c_end = lo;
	}
	hi = c_end - c_end % g;
	l->c_len = tc_rng_pct(rng, 50) ? hi : lo + g * tc_rng_below(rng, (hi - lo) / g + 1);
	l->c_off = c_end - l->c_len;
}

static void
job_regions(struct diff_ctx *ctx, struct tc_layout *l, const struct tc_cfg *c,
		uint32_t size)
{
	struct tc_rng *rng = &ctx->rng;
	uint32_t end;

	switch (c->p.chain) {
	case TC_CH_CIPHER:
	case TC_CH_AEAD:
		l->c_off = rand_off(rng);
		l->c_len = size;
		break;
	case TC_CH_AUTH:
		l->a_off = rand_off(rng);
		l->a_len = size;
		break;
	default:
		if (c->de)
			regions_de(rng, l, c, size);
		else
			regions_chain(rng, l, size);
		break;
	}
	end = RTE_MAX(l->c_off + l->c_len, l->a_off + l->a_len);
	if (c->de)
		end = RTE_MAX(end, l->a_off + l->a_len + c->p.digest_len);
	l->pkt_len = end + (tc_rng_pct(rng, 50) ? 0 : tc_rng_range(rng, 1, 32));
}

/* Layout and segments; digest-encrypted ops keep the digest in one segment. */
static void
job_layout(struct diff_ctx *ctx, struct tc_layout *l, const struct diff_config *dc,
		uint32_t size)
{
	const struct tc_cfg *c = &dc->c;
	uint32_t keep;
	uint8_t layout;

	job_regions(ctx, l, c, size);
	layout = diff_layout_pick(ctx, c->p.chain != TC_CH_AUTH && !c->de);
	keep = c->de ? l->a_off + l->a_len : 0;
	l->oop = diff_layout_oop(layout);
	l->sessionless = dc->sessionless;
	l->nseg_src = tc_segs_random(&ctx->rng, l->pkt_len, diff_layout_sgl(layout, false),
			keep, c->de ? c->p.digest_len : 0, l->seg_src);
	if (l->oop)
		l->nseg_dst = tc_segs_random(&ctx->rng, l->pkt_len,
				diff_layout_sgl(layout, true), 0, 0, l->seg_dst);
}

/*
 * Make job dj for config c (a use of it). Returns 0, or -1 after counting a
 * failure (reference model error, no mbufs).
 */
int
diff_job_make(struct diff_ctx *ctx, struct diff_job *dj, struct diff_config *c,
		const struct diff_target *t)
{
	uint32_t size = job_size(ctx, &c->c, t);
	struct tc_layout l = { 0 };
	char desc[256];

	dj->cfg = c;
	dj->index = ctx->next_op++;
	dj->phase = ctx->phase;
	l.negative = tc_cfg_can_fail(&c->c) && (t->negative >= 0 ? t->negative == 1 :
			tc_rng_pct(&ctx->rng, DIFF_NEGATIVE_PCT));
	job_layout(ctx, &l, c, size);
	c->uses_left--;
	if (tc_job_prepare(dj->j, &c->c, &l, &ctx->rng) != 0) {
		tc_cfg_describe(&c->c, desc, sizeof(desc));
		diff_fail_setup(ctx, "reference model error, op #%" PRIu64 ": %s, %u bytes",
				dj->index, desc, size);
		return -1;
	}
	if (tc_job_build(dj->j, &ctx->pools, c->sess, &ctx->rng) != 0) {
		diff_fail_setup(ctx, "cannot build op #%" PRIu64 " (mbufs or ops exhausted)",
				dj->index);
		return -1;
	}
	return 0;
}
