/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* The lengths of a range that are run, and those just outside it. */

#include <stdio.h>
#include <stdlib.h>

#include "caps.h"

void
caps_vals_add(struct caps_vals *s, uint32_t v)
{
	uint32_t *n;

	if (s->n == s->room) {
		n = realloc(s->v, (s->room * 2 + 64) * sizeof(*n));
		if (n == NULL) {
			printf("out of memory\n");
			exit(1);
		}
		s->v = n;
		s->room = s->room * 2 + 64;
	}
	s->v[s->n++] = v;
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

void
caps_vals_done(struct caps_vals *s)
{
	unsigned int i, k = 0;

	if (s->n == 0)
		return;
	qsort(s->v, s->n, sizeof(*s->v), cmp_u32);
	for (i = 1; i < s->n; i++)
		if (s->v[i] != s->v[k])
			s->v[++k] = s->v[i];
	s->n = k + 1;
}

void
caps_vals_free(struct caps_vals *s)
{
	free(s->v);
	s->v = NULL;
	s->n = s->room = 0;
}

/* v and its neighbours, those the range has. */
static void
add_near(const struct rte_crypto_param_range *r, struct caps_vals *out, uint32_t v)
{
	uint32_t w;

	for (w = v - 1; w <= v + 1; w++)	/* v >= 1 */
		if (tc_range_has(r, w))
			caps_vals_add(out, w);
}

void
caps_vals_inside(const struct rte_crypto_param_range *r, struct caps_vals *out)
{
	unsigned int i, n = tc_range_count(r);
	uint32_t p;

	if (env.full || n <= env.every) {
		for (i = 0; i < n; i++)
			caps_vals_add(out, tc_range_value(r, i));
		caps_vals_done(out);
		return;
	}
	for (i = 0; i < env.every; i++)
		caps_vals_add(out, tc_range_value(r, i));
	caps_vals_add(out, tc_range_value(r, n - 2));
	caps_vals_add(out, tc_range_value(r, n - 1));
	for (p = 1; p <= r->max; p <<= 1)
		add_near(r, out, p);
	for (i = 0; i < env.sample; i++)
		caps_vals_add(out, tc_range_value(r, tc_rng_below(&env.rng, n)));
	caps_vals_done(out);
}

void
caps_vals_outside(const struct rte_crypto_param_range *r, struct caps_vals *out)
{
	uint32_t v, lo = r->min, hi = RTE_MAX(r->min, r->max), between = 0;

	if (lo > 0)
		caps_vals_add(out, lo - 1);
	if (hi < UINT16_MAX)
		caps_vals_add(out, hi + 1);
	if (hi <= lo + 1) {
		caps_vals_done(out);
		return;
	}
	/* between increments: from the bottom, then from the top */
	for (v = lo + 1; v < hi && between < env.every; v++)
		if (!tc_range_has(r, v) && ++between)
			caps_vals_add(out, v);
	for (v = hi - 1, between = 0; v > lo && between < env.every; v--)
		if (!tc_range_has(r, v) && ++between)
			caps_vals_add(out, v);
	caps_vals_done(out);
}
