/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Buffer layouts: in place or out of place, linear or scatter-gather, as
 * far as the device's feature flags allow; uneven random segmentations;
 * flat buffers to mbuf chains and back.
 */

#include <string.h>

#include "diff.h"

#define DIFF_INPLACE_LB_PCT	40

struct layout_row {
	const char *name;
	uint64_t ff;		/* feature flag that allows it, 0: always */
	bool oop;
	bool sgl_src;
	bool sgl_dst;
};

static const struct layout_row layout_rows[DIFF_L_MAX] = {
	[DIFF_L_INPLACE_LB] = { "in-place-lb", 0, false, false, false },
	[DIFF_L_INPLACE_SGL] = { "in-place-sgl", RTE_CRYPTODEV_FF_IN_PLACE_SGL,
		false, true, true },
	[DIFF_L_OOP_LB_LB] = { "oop-lb-lb", RTE_CRYPTODEV_FF_OOP_LB_IN_LB_OUT,
		true, false, false },
	[DIFF_L_OOP_SGL_LB] = { "oop-sgl-lb", RTE_CRYPTODEV_FF_OOP_SGL_IN_LB_OUT,
		true, true, false },
	[DIFF_L_OOP_SGL_SGL] = { "oop-sgl-sgl", RTE_CRYPTODEV_FF_OOP_SGL_IN_SGL_OUT,
		true, true, true },
	[DIFF_L_OOP_LB_SGL] = { "oop-lb-sgl", RTE_CRYPTODEV_FF_OOP_LB_IN_SGL_OUT,
		true, false, true },
};

/* Is layout i in the comma-separated list (NULL: every layout)? */
static bool
layout_listed(const char *list, unsigned int i)
{
	size_t n = strlen(layout_rows[i].name);
	const char *p;

	if (list == NULL)
		return true;
	for (p = list; (p = strstr(p, layout_rows[i].name)) != NULL; p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return true;
	return false;
}

/* The layouts the device's feature flags allow (and --layouts selects). */
void
diff_layouts_init(struct diff_ctx *ctx)
{
	unsigned int i;

	ctx->nb_layouts = 0;
	for (i = 0; i < DIFF_L_MAX; i++)
		if ((layout_rows[i].ff == 0 || (ctx->ff & layout_rows[i].ff)) &&
				layout_listed(ctx->opts.layouts, i))
			ctx->layouts[ctx->nb_layouts++] = i;
}

/* A layout the device allows; out of place only if oop_ok. */
uint8_t
diff_layout_pick(struct diff_ctx *ctx, bool oop_ok)
{
	uint8_t ok[DIFF_L_MAX];
	unsigned int i, n = 0;

	if (diff_rng_pct(&ctx->rng, DIFF_INPLACE_LB_PCT) && layout_listed(ctx->opts.layouts,
			DIFF_L_INPLACE_LB))
		return DIFF_L_INPLACE_LB;
	for (i = 0; i < ctx->nb_layouts; i++)
		if (oop_ok || !layout_rows[ctx->layouts[i]].oop)
			ok[n++] = ctx->layouts[i];
	/* in place is always allowed: the fallback when only out-of-place ones are listed */
	return n == 0 ? DIFF_L_INPLACE_LB : ok[diff_rng_below(&ctx->rng, n)];
}

bool
diff_layout_oop(uint8_t layout)
{
	return layout_rows[layout].oop;
}

const char *
diff_layout_name(uint8_t layout)
{
	return layout_rows[layout].name;
}

bool
diff_layout_sgl(uint8_t layout, bool dst)
{
	return dst ? layout_rows[layout].sgl_dst : layout_rows[layout].sgl_src;
}

/* Insert cut into the sorted set cuts[0..n) unless present; returns the new n. */
static unsigned int
cut_insert(uint32_t *cuts, unsigned int n, uint32_t cut)
{
	unsigned int i = n;

	while (i > 0 && cuts[i - 1] > cut)
		i--;
	if (i > 0 && cuts[i - 1] == cut)
		return n;
	memmove(&cuts[i + 1], &cuts[i], (n - i) * sizeof(*cuts));
	cuts[i] = cut;
	return n + 1;
}

/*
 * Split len bytes into 1 (linear) or 2..16 uneven segments: random cuts,
 * or runs of tiny segments. No cut falls inside [keep_off, keep_off + keep_len).
 */
void
diff_segments(struct diff_rng *rng, uint32_t len, bool sgl, uint32_t keep_off,
		uint32_t keep_len, uint32_t *segs, uint8_t *nseg)
{
	uint32_t cuts[DIFF_MAX_SEGS], cut = 0;
	unsigned int want, n = 0, i;
	bool tiny = diff_rng_pct(rng, 25);

	want = sgl && len >= 2 ? diff_rng_range(rng, 2, DIFF_MAX_SEGS) : 1;
	while (n + 1 < want) {
		if (tiny) {
			cut += diff_rng_range(rng, 1, 16);
			if (cut >= len)
				break;
		} else {
			cut = diff_rng_range(rng, 1, len - 1);
		}
		/* never inside the kept range: before it, or (tiny runs) after it */
		if (cut > keep_off && cut < keep_off + keep_len)
			cut = tiny ? keep_off + keep_len : keep_off;
		if (cut == 0 || cut >= len)
			break;
		n = cut_insert(cuts, n, cut);
		if (!tiny && diff_rng_pct(rng, 10))
			break;	/* fewer segments than drawn */
	}
	for (i = 0; i < n; i++)
		segs[i] = cuts[i] - (i == 0 ? 0 : cuts[i - 1]);
	segs[n] = len - (n == 0 ? 0 : cuts[n - 1]);
	*nseg = n + 1;
}

struct rte_mbuf *
diff_mbuf_build(struct diff_ctx *ctx, const uint8_t *flat, uint32_t len,
		const uint32_t *segs, uint8_t nseg)
{
	struct rte_mbuf *head = NULL, *m;
	uint32_t pos = 0;
	uint8_t *p;
	unsigned int i;

	for (i = 0; i < nseg; i++) {
		m = rte_pktmbuf_alloc(ctx->mbuf_pool);
		if (m == NULL)
			goto fail;
		/* a random headroom moves the data's alignment */
		m->data_off = diff_rng_below(&ctx->rng, RTE_PKTMBUF_HEADROOM + 1);
		p = (uint8_t *)rte_pktmbuf_append(m, segs[i]);
		if (p == NULL || (head != NULL && rte_pktmbuf_chain(head, m) != 0)) {
			rte_pktmbuf_free(m);
			goto fail;
		}
		if (head == NULL)
			head = m;
		memcpy(p, flat + pos, segs[i]);
		pos += segs[i];
	}
	if (pos == len)
		return head;
fail:
	rte_pktmbuf_free(head);
	return NULL;
}

/* Flatten an mbuf chain of len bytes; -1 if its length changed. */
int
diff_mbuf_read(const struct rte_mbuf *m, uint8_t *flat, uint32_t len)
{
	uint32_t pos = 0;

	if (m == NULL || m->pkt_len != len)
		return -1;
	for (; m != NULL; m = m->next) {
		if (pos + m->data_len > len)
			return -1;
		memcpy(flat + pos, rte_pktmbuf_mtod(m, const uint8_t *), m->data_len);
		pos += m->data_len;
	}
	return pos == len ? 0 : -1;
}

/* Address (and IOVA) of byte off of a chain, in the segment that holds it. */
uint8_t *
diff_mbuf_ptr(struct rte_mbuf *m, uint32_t off, rte_iova_t *iova)
{
	while (off >= m->data_len && m->next != NULL) {
		off -= m->data_len;
		m = m->next;
	}
	*iova = rte_pktmbuf_iova_offset(m, off);
	return rte_pktmbuf_mtod_offset(m, uint8_t *, off);
}
