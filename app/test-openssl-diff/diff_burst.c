/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Bursts: jobs accumulate (from several sessions and algorithms) until a
 * burst of random size is full, then go through the device together and
 * are checked one by one.
 */

#include "diff.h"

int
diff_burst_init(struct diff_ctx *ctx)
{
	unsigned int i;

	for (i = 0; i < DIFF_MAX_BURST; i++) {
		ctx->jobs[i].j = tc_job_alloc(DIFF_MAX_PKT, DIFF_MAX_AAD);
		if (ctx->jobs[i].j == NULL)
			return -1;
	}
	ctx->burst_size = tc_rng_range(&ctx->rng, 1, DIFF_MAX_BURST);
	return 0;
}

void
diff_burst_free(struct diff_ctx *ctx)
{
	unsigned int i;

	for (i = 0; i < DIFF_MAX_BURST; i++) {
		tc_job_free(ctx->jobs[i].j);
		ctx->jobs[i].j = NULL;
	}
}

void
diff_target_init(struct diff_target *t, enum tc_chain chain, const struct tc_algo *cipher,
		const struct tc_algo *auth)
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

void
diff_burst_flush(struct diff_ctx *ctx)
{
	struct rte_crypto_op *ops[DIFF_MAX_BURST];
	unsigned int i, n = ctx->nb_jobs;
	char why[TC_WHY_LEN];
	struct tc_run r = { 0 };

	for (i = 0; i < n; i++)
		ops[i] = ctx->jobs[i].j->op;
	if (n > 0 && tc_run_burst(ctx->dev_id, 0, ops, n, &r, why, sizeof(why)) != 0)
		diff_fail_setup(ctx, "burst of %u ops: %s", n, why);
	for (i = 0; i < n; i++) {
		diff_check_job(ctx, &ctx->jobs[i], r.state[i]);
		/* an op the device still holds is left alone */
		if (r.state[i] != TC_OP_SENT)
			tc_job_release(ctx->jobs[i].j);
		else
			ctx->jobs[i].j->op = NULL, ctx->jobs[i].j->m_src = NULL,
				ctx->jobs[i].j->m_dst = NULL;
	}
	ctx->nb_jobs = 0;
	ctx->burst_size = tc_rng_range(&ctx->rng, 1, DIFF_MAX_BURST);
	diff_config_collect(ctx);
}
