/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <inttypes.h>
#include <stdio.h>

#include "diff.h"

static void
report_header(const char *first)
{
	printf("%-22s %9s %7s %8s %8s %11s %8s %8s %8s\n", first, "passed", "failed",
			"chained", "negative", "sessionless", "oop", "sgl", "refused");
}

static void
report_row(const char *name, const struct diff_tally *t)
{
	printf("%-22s %9" PRIu64 " %7" PRIu64 " %8" PRIu64 " %8" PRIu64 " %11" PRIu64
			" %8" PRIu64 " %8" PRIu64 " %8" PRIu64 "\n", name, t->passed, t->failed,
			t->chained, t->negative, t->sessionless, t->oop, t->sgl, t->rejected);
}

/*
 * Per capability and per phase. Counts are ops compared; a chained op counts
 * for both its cipher and its auth capability.
 */
void
diff_report(const struct diff_ctx *ctx)
{
	unsigned int i;

	printf("\nops per capability (a chained op counts for its cipher and its auth):\n");
	report_header("capability");
	for (i = 0; i < ctx->algos.n; i++)
		report_row(ctx->algos.v[i].name, &ctx->tally[i]);
	printf("\nops per phase:\n");
	report_header("phase");
	for (i = 0; i < DIFF_PH_MAX; i++)
		report_row(diff_phase_name(i), &ctx->phase_tally[i]);
	report_row("total", &ctx->total);
	printf("setup failures (missing references, refused sessions, reference errors): %"
			PRIu64 "\n", ctx->extra_failed);
}
