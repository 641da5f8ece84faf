/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Each op's check (the library compares it byte for byte with the
 * reference), counted per capability and phase, and told in full: the
 * case, then a hexdump of expected and got.
 */

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>

#include "diff.h"

#define SETUP_PRINT_MAX	200

/* A setup failure: no reference, refused session, reference error. Counted once. */
void
diff_fail_setup(struct diff_ctx *ctx, const char *fmt, ...)
{
	static unsigned int printed;
	va_list ap;

	ctx->extra_failed++;
	if (printed++ >= SETUP_PRINT_MAX)
		return;
	printf("FAIL ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

static void
print_segs(const char *label, const uint32_t *segs, uint8_t n)
{
	unsigned int i;

	printf(" %s [", label);
	for (i = 0; i < RTE_MAX(n, 1); i++)
		printf("%s%u", i == 0 ? "" : " ", segs[i]);
	printf("]");
}

static void
print_failure(const struct diff_job *dj, const struct tc_verdict *v)
{
	const struct tc_layout *l = &dj->j->lay;
	char desc[256];

	printf("FAIL op #%" PRIu64 " (phase %s): %s\n", dj->index, diff_phase_name(dj->phase),
			v->why);
	tc_cfg_describe(&dj->cfg->c, desc, sizeof(desc));
	printf("  case: %s%s (config #%" PRIu64 ")\n", desc,
			dj->cfg->sessionless ? " sessionless" : "", dj->cfg->id);
	printf("  %s,", l->oop ? "out of place" : "in place");
	print_segs("src segments", l->seg_src, l->nseg_src);
	if (l->oop)
		print_segs("dst segments", l->seg_dst, l->nseg_dst);
	printf("\n  packet %u bytes, cipher/aead offset %u length %u, auth offset %u length %u%s\n",
			l->pkt_len, l->c_off, l->c_len, l->a_off, l->a_len,
			l->negative ? ", tag corrupted (expect AUTH_FAILED)" : "");
	tc_verdict_dump(v);
}

static void
tally_add(struct diff_tally *t, const struct diff_job *dj, bool ok)
{
	const struct tc_layout *l = &dj->j->lay;

	if (ok)
		t->passed++;
	else
		t->failed++;
	t->chained += dj->cfg->c.p.cipher != NULL && dj->cfg->c.p.auth != NULL;
	t->negative += l->negative;
	t->sessionless += dj->cfg->sessionless;
	t->oop += l->oop;
	t->sgl += l->nseg_src > 1 || l->nseg_dst > 1;
}

static void
tally_job(struct diff_ctx *ctx, const struct diff_job *dj, bool ok)
{
	const struct tc_point *p = &dj->cfg->c.p;

	tally_add(&ctx->total, dj, ok);
	tally_add(&ctx->phase_tally[dj->phase], dj, ok);
	if (p->cipher != NULL)
		tally_add(diff_tally_of(ctx, p->cipher), dj, ok);
	if (p->auth != NULL)
		tally_add(diff_tally_of(ctx, p->auth), dj, ok);
}

/* Compare what the device left with what the reference expects. */
void
diff_check_job(struct diff_ctx *ctx, struct diff_job *dj, enum tc_op_state state)
{
	struct tc_verdict v;
	bool ok = tc_job_check(dj->j, state, &v) == 0;

	tally_job(ctx, dj, ok);
	if (!ok && ctx->printed++ < ctx->opts.max_print)
		print_failure(dj, &v);
}
