/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Buffer layouts: in place or out of place, linear or scatter-gather, as
 * far as the device's feature flags allow.
 */

#include <tc_eal.h>

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
	return list == NULL || tc_list_has(list, layout_rows[i].name);
}

/* The layouts the device's feature flags allow (and --layouts selects). */
void
diff_layouts_init(struct diff_ctx *ctx)
{
	unsigned int i;

	ctx->nb_layouts = 0;
	for (i = 0; i < DIFF_L_MAX; i++)
		if ((layout_rows[i].ff == 0 || (ctx->algos.ff & layout_rows[i].ff)) &&
				layout_listed(ctx->opts.layouts, i))
			ctx->layouts[ctx->nb_layouts++] = i;
}

/* A layout the device allows; out of place only if oop_ok. */
uint8_t
diff_layout_pick(struct diff_ctx *ctx, bool oop_ok)
{
	uint8_t ok[DIFF_L_MAX];
	unsigned int i, n = 0;

	if (tc_rng_pct(&ctx->rng, DIFF_INPLACE_LB_PCT) && layout_listed(ctx->opts.layouts,
			DIFF_L_INPLACE_LB))
		return DIFF_L_INPLACE_LB;
	for (i = 0; i < ctx->nb_layouts; i++)
		if (oop_ok || !layout_rows[ctx->layouts[i]].oop)
			ok[n++] = ctx->layouts[i];
	/* in place is always allowed: the fallback when only out-of-place ones are listed */
	return n == 0 ? DIFF_L_INPLACE_LB : ok[tc_rng_below(&ctx->rng, n)];
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
