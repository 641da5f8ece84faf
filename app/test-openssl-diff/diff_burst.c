/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Bursts: jobs accumulate (from several sessions and algorithms) until a
 * burst of random size is full, then go through the device together and
 * are checked one by one.
 */

#include <stdlib.h>

#include <rte_malloc.h>

#include "diff.h"

int
diff_burst_init(struct diff_ctx *ctx)
{
	struct diff_job *j;

	for (j = ctx->jobs; j < ctx->jobs + DIFF_MAX_BURST; j++) {
		j->src = malloc(DIFF_MAX_PKT);
		j->dst = malloc(DIFF_MAX_PKT);
		j->exp = malloc(DIFF_MAX_PKT);
		j->got = malloc(DIFF_MAX_PKT);
		j->aad = rte_malloc("diff_aad", DIFF_AAD_AREA, 64);
		j->digest = rte_malloc("diff_digest", DIFF_DIGEST_AREA, 64);
		if (j->src == NULL || j->dst == NULL || j->exp == NULL || j->got == NULL ||
				j->aad == NULL || j->digest == NULL)
			return -1;
	}
	ctx->burst_size = diff_rng_range(&ctx->rng, 1, DIFF_MAX_BURST);
	return 0;
}

void
diff_burst_free(struct diff_ctx *ctx)
{
	struct diff_job *j;

	for (j = ctx->jobs; j < ctx->jobs + DIFF_MAX_BURST; j++) {
		free(j->src);
		free(j->dst);
		free(j->exp);
		free(j->got);
		rte_free(j->aad);
		rte_free(j->digest);
	}
}

void
diff_target_init(struct diff_target *t, enum diff_chain chain, struct diff_variant *cipher,
		struct diff_variant *auth)
{
	t->chain = chain;
	t->cipher = cipher;
	t->auth = auth;
	t->encrypt = -1;
	t->verify = -1;
	t->key_len = -1;
	t->auth_key_len = -1;
	t->digest_len = -1;
	t->iv_len = -1;
	t->aad_len = -1;
	t->size = -1;
	t->negative = -1;
	t->de = false;
	t->fresh = false;
}

/* Add one op for target t to the burst; run the burst when it is full. */
void
diff_emit(struct diff_ctx *ctx, const struct diff_target *t)
{
	struct diff_config *c = diff_config_get(ctx, t);

	if (c == NULL)
		return;
	if (diff_job_make(ctx, &ctx->jobs[ctx->nb_jobs], c, t) != 0)
		return;
	if (++ctx->nb_jobs >= ctx->burst_size)
		diff_burst_flush(ctx);
}

static bool
op_returned(const struct rte_crypto_op *op, struct rte_crypto_op **done, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (done[i] == op)
			return true;
	return false;
}

void
diff_burst_flush(struct diff_ctx *ctx)
{
	struct rte_crypto_op *ops[DIFF_MAX_BURST], *done[DIFF_MAX_BURST];
	unsigned int i, got, n = ctx->nb_jobs;
	bool back, refused[DIFF_MAX_BURST];

	for (i = 0; i < n; i++)
		ops[i] = ctx->jobs[i].op;
	got = n > 0 ? diff_dev_run(ctx, ops, n, done, refused) : 0;
	for (i = 0; i < n; i++) {
		back = op_returned(ops[i], done, got);
		diff_check_job(ctx, &ctx->jobs[i], back, refused[i]);
		/* an op the device still holds is left alone */
		if (back || refused[i])
			diff_job_release(&ctx->jobs[i]);
	}
	ctx->nb_jobs = 0;
	ctx->burst_size = diff_rng_range(&ctx->rng, 1, DIFF_MAX_BURST);
	diff_config_collect(ctx);
}
