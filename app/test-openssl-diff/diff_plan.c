/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * What runs, in phases: every data length 0..300 of every variant; every
 * digest, IV and AAD length; every HMAC key length (the named case
 * hmac-keys); every cipher x auth chain in all four orders; digest-encrypted
 * chains if advertised; then random ops of everything up to the op budget.
 */

#include <inttypes.h>
#include <stdio.h>

#include "diff.h"

#define CHAIN_OPS	2	/* ops per (cipher, auth, order) */
#define AAD_RANDOM	8	/* random AAD lengths above the swept ones */

static const char *const phase_names[DIFF_PH_MAX] = {
	[DIFF_PH_SIZES] = "sizes",
	[DIFF_PH_PARAMS] = "params",
	[DIFF_PH_HMAC_KEYS] = "hmac-keys",
	[DIFF_PH_CHAINS] = "chains",
	[DIFF_PH_DIGEST_ENC] = "digest-encrypted",
	[DIFF_PH_RANDOM] = "random",
};

static const enum tc_chain chain_orders[] = {
	TC_CH_ENC_GEN, TC_CH_VER_DEC, TC_CH_GEN_ENC, TC_CH_DEC_VER,
};

const char *
diff_phase_name(uint8_t phase)
{
	return phase < DIFF_PH_MAX ? phase_names[phase] : "?";
}

/* A target for a single-transform op of variant v. */
static void
target_single(struct diff_target *t, const struct tc_algo *v)
{
	switch (v->kind) {
	case TC_KIND_CIPHER:
		diff_target_init(t, TC_CH_CIPHER, v, NULL);
		break;
	case TC_KIND_AUTH:
		diff_target_init(t, TC_CH_AUTH, NULL, v);
		break;
	default:
		diff_target_init(t, TC_CH_AEAD, v, NULL);
		break;
	}
}

static bool
size_legal(const struct tc_algo *v, uint32_t size)
{
	return size % tc_algo_gran(v) == 0 && size >= tc_algo_min_len(v);
}

/* Every length 0..DIFF_SMALL_MAX of every variant, interleaved across variants. */
static void
plan_sizes(struct diff_ctx *ctx)
{
	struct diff_target t;
	unsigned int i;
	int size;

	for (size = 0; size <= DIFF_SMALL_MAX; size++) {
		for (i = 0; i < ctx->algos.n; i++) {
			if (!size_legal(&ctx->algos.v[i], size))
				continue;
			target_single(&t, &ctx->algos.v[i]);
			t.size = size;
			diff_emit(ctx, &t);
		}
	}
}

/*
 * Generate, verify, and verify a corrupted tag (AEAD: encrypt, decrypt and
 * decrypt a corrupted tag; cipher: encrypt and decrypt).
 */
static void
emit_three_ways(struct diff_ctx *ctx, struct diff_target *t)
{
	int way;

	if (t->chain == TC_CH_CIPHER) {
		for (way = 0; way < 2; way++) {
			t->encrypt = way == 0;
			diff_emit(ctx, t);
		}
		return;
	}
	for (way = 0; way < 3; way++) {
		if (t->chain == TC_CH_AEAD)
			t->encrypt = way == 0;
		else
			t->verify = way > 0;
		t->negative = way == 2;
		diff_emit(ctx, t);
	}
	t->negative = -1;
}

static void
params_iv(struct diff_ctx *ctx, const struct tc_algo *v, const struct rte_crypto_param_range *r)
{
	struct diff_target t;
	unsigned int i;

	for (i = 0; i < tc_range_count(r); i++) {
		target_single(&t, v);
		t.iv_len = tc_range_value(r, i);
		emit_three_ways(ctx, &t);
	}
}

static void
params_aad(struct diff_ctx *ctx, const struct tc_algo *v)
{
	const struct rte_crypto_param_range *r = &v->cap->aead.aad_size;
	unsigned int i, n = tc_range_count(r);
	struct diff_target t;

	for (i = 0; i < n && tc_range_value(r, i) <= DIFF_SMALL_MAX; i++) {
		target_single(&t, v);
		t.aad_len = tc_range_value(r, i);
		diff_emit(ctx, &t);
	}
	for (i = 0; i <= AAD_RANDOM; i++) {
		target_single(&t, v);
		t.aad_len = i == 0 ? tc_range_value(r, n - 1) :
			tc_range_value(r, tc_rng_below(&ctx->rng, n));
		diff_emit(ctx, &t);
	}
}

/* Every digest length (three ways), IV length and AAD length of every variant. */
static void
plan_params(struct diff_ctx *ctx)
{
	const struct rte_crypto_param_range *d;
	const struct tc_algo *v;
	struct diff_target t;
	unsigned int i;

	for (v = ctx->algos.v; v < ctx->algos.v + ctx->algos.n; v++) {
		if (v->kind == TC_KIND_CIPHER) {
			params_iv(ctx, v, tc_algo_iv(v));
			continue;
		}
		d = tc_algo_digest(v);
		for (i = 0; i < tc_range_count(d); i++) {
			target_single(&t, v);
			t.digest_len = tc_range_value(d, i);
			emit_three_ways(ctx, &t);
		}
		params_iv(ctx, v, tc_algo_iv(v));
		if (v->kind == TC_KIND_AEAD)
			params_aad(ctx, v);
	}
}

/*
 * HMAC key lengths swept: every one up to DIFF_SMALL_MAX (past every digest's
 * block, so the hashed-key rule is crossed), then these, where advertised.
 */
static const uint16_t hmac_long_keys[] = { 512, 1000, 1024, 4096, 16384, UINT16_MAX };

static void
hmac_key_case(struct diff_ctx *ctx, const struct tc_algo *v, uint16_t key_len)
{
	struct diff_target t;

	diff_target_init(&t, TC_CH_AUTH, NULL, v);
	t.auth_key_len = key_len;
	t.fresh = true;
	t.negative = 0;
	t.verify = 0;
	diff_emit(ctx, &t);
	t.verify = 1;
	diff_emit(ctx, &t);
}

/*
 * The named case hmac-keys: for each HMAC, every advertised key length up to
 * DIFF_SMALL_MAX and a few longer ones, generate and verify, against
 * OpenSSL's HMAC().
 */
static void
plan_hmac_keys(struct diff_ctx *ctx)
{
	const struct tc_algo *v;
	uint64_t passed, failed;
	unsigned int i, n;
	uint16_t last;

	for (v = ctx->algos.v; v < ctx->algos.v + ctx->algos.n; v++) {
		if (v->kind != TC_KIND_AUTH || v->ref.auth->mode != TC_REF_AUTH_HMAC)
			continue;
		diff_burst_flush(ctx);
		passed = ctx->phase_tally[DIFF_PH_HMAC_KEYS].passed;
		failed = ctx->phase_tally[DIFF_PH_HMAC_KEYS].failed;
		n = tc_range_count(&v->keys);
		for (i = 0; i < n && tc_range_value(&v->keys, i) <= DIFF_SMALL_MAX; i++)
			hmac_key_case(ctx, v, tc_range_value(&v->keys, i));
		last = tc_range_value(&v->keys, i - 1);
		for (i = 0; i < RTE_DIM(hmac_long_keys); i++) {
			if (hmac_long_keys[i] <= last || hmac_long_keys[i] > v->keys.max)
				continue;
			hmac_key_case(ctx, v, hmac_long_keys[i]);
			last = hmac_long_keys[i];
		}
		diff_burst_flush(ctx);
		printf("case hmac-keys/%s: key lengths %u..%u, generate and verify: "
				"%" PRIu64 " passed, %" PRIu64 " failed\n", v->name, v->keys.min,
				last,
				ctx->phase_tally[DIFF_PH_HMAC_KEYS].passed - passed,
				ctx->phase_tally[DIFF_PH_HMAC_KEYS].failed - failed);
	}
}

/* Every cipher x auth pair in every order; digest encrypted when de. */
static void
plan_chains(struct diff_ctx *ctx, bool de)
{
	const struct tc_algo *cv, *av, *end = ctx->algos.v + ctx->algos.n;
	struct diff_target t;
	unsigned int o, k;

	for (cv = ctx->algos.v; cv < end; cv++) {
		if (cv->kind != TC_KIND_CIPHER)
			continue;
		for (av = ctx->algos.v; av < end; av++) {
			if (av->kind != TC_KIND_AUTH)
				continue;
			for (o = 0; o < RTE_DIM(chain_orders); o++) {
				if (de && chain_orders[o] != TC_CH_GEN_ENC &&
						chain_orders[o] != TC_CH_DEC_VER)
					continue;
				for (k = 0; k < CHAIN_OPS; k++) {
					diff_target_init(&t, chain_orders[o], cv, av);
					t.de = de;
					diff_emit(ctx, &t);
				}
			}
		}
	}
}

static const struct tc_algo *
pick_variant(struct diff_ctx *ctx, enum tc_kind kind)
{
	unsigned int i, n = 0, want;

	for (i = 0; i < ctx->algos.n; i++)
		n += ctx->algos.v[i].kind == kind;
	if (n == 0)
		return NULL;
	want = tc_rng_below(&ctx->rng, n);
	for (i = 0; i < ctx->algos.n; i++)
		if (ctx->algos.v[i].kind == kind && want-- == 0)
			return &ctx->algos.v[i];
	return NULL;
}

/* A random target: a single transform, or a chain in a random order. */
static bool
random_target(struct diff_ctx *ctx, struct diff_target *t)
{
	uint32_t p = tc_rng_below(&ctx->rng, 100);
	const struct tc_algo *cv = pick_variant(ctx, TC_KIND_CIPHER);
	const struct tc_algo *av = pick_variant(ctx, TC_KIND_AUTH);
	const struct tc_algo *ev = pick_variant(ctx, TC_KIND_AEAD);
	enum tc_chain order;

	if (p < 45 && cv != NULL && av != NULL &&
			(ctx->algos.ff & RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING)) {
		order = chain_orders[tc_rng_below(&ctx->rng, RTE_DIM(chain_orders))];
		diff_target_init(t, order, cv, av);
		t->de = (ctx->algos.ff & RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED) &&
			(order == TC_CH_GEN_ENC || order == TC_CH_DEC_VER) &&
			tc_rng_pct(&ctx->rng, 25);
		return true;
	}
	if (p < 65 && cv != NULL)
		target_single(t, cv);
	else if (p < 85 && av != NULL)
		target_single(t, av);
	else if (ev != NULL)
		target_single(t, ev);
	else if (ctx->algos.n > 0)
		target_single(t, &ctx->algos.v[tc_rng_below(&ctx->rng, ctx->algos.n)]);
	else
		return false;
	return true;
}

static void
plan_random(struct diff_ctx *ctx)
{
	struct diff_target t;
	uint64_t tries = 0;

	while (ctx->next_op < ctx->opts.ops && tries++ < 4 * ctx->opts.ops) {
		if (!random_target(ctx, &t))
			break;
		diff_emit(ctx, &t);
	}
}

static void
phase_start(struct diff_ctx *ctx, uint8_t phase)
{
	diff_burst_flush(ctx);
	ctx->phase = phase;
}

void
diff_plan_run(struct diff_ctx *ctx)
{
	bool chaining = ctx->algos.ff & RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING;

	phase_start(ctx, DIFF_PH_SIZES);
	plan_sizes(ctx);
	phase_start(ctx, DIFF_PH_PARAMS);
	plan_params(ctx);
	phase_start(ctx, DIFF_PH_HMAC_KEYS);
	plan_hmac_keys(ctx);
	phase_start(ctx, DIFF_PH_CHAINS);
	if (chaining)
		plan_chains(ctx, false);
	else
		printf("note: no RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING: chains not run\n");
	phase_start(ctx, DIFF_PH_DIGEST_ENC);
	if (chaining && (ctx->algos.ff & RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED))
		plan_chains(ctx, true);
	else
		printf("note: no RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED: "
				"digest-encrypted chains not run\n");
	phase_start(ctx, DIFF_PH_RANDOM);
	plan_random(ctx);
	diff_burst_flush(ctx);
}
