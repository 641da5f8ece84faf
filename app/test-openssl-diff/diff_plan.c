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

static const enum diff_chain chain_orders[] = {
	DIFF_CH_ENC_GEN, DIFF_CH_VER_DEC, DIFF_CH_GEN_ENC, DIFF_CH_DEC_VER,
};

const char *
diff_phase_name(uint8_t phase)
{
	return phase < DIFF_PH_MAX ? phase_names[phase] : "?";
}

/* A target for a single-transform op of variant v. */
static void
target_single(struct diff_target *t, struct diff_variant *v)
{
	switch (v->kind) {
	case DIFF_CIPHER:
		diff_target_init(t, DIFF_CH_CIPHER, v, NULL);
		break;
	case DIFF_AUTH:
		diff_target_init(t, DIFF_CH_AUTH, NULL, v);
		break;
	default:
		diff_target_init(t, DIFF_CH_AEAD, v, NULL);
		break;
	}
}

static bool
size_legal(const struct diff_variant *v, uint32_t size)
{
	const struct ref_cipher *r = v->ref;

	return v->kind != DIFF_CIPHER || (size % r->gran == 0 && size >= r->min_len);
}

/* Every length 0..DIFF_SMALL_MAX of every variant, interleaved across variants. */
static void
plan_sizes(struct diff_ctx *ctx)
{
	struct diff_target t;
	unsigned int i;
	int size;

	for (size = 0; size <= DIFF_SMALL_MAX; size++) {
		for (i = 0; i < ctx->nb_vars; i++) {
			if (!size_legal(&ctx->vars[i], size))
				continue;
			target_single(&t, &ctx->vars[i]);
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

	if (t->chain == DIFF_CH_CIPHER) {
		for (way = 0; way < 2; way++) {
			t->encrypt = way == 0;
			diff_emit(ctx, t);
		}
		return;
	}
	for (way = 0; way < 3; way++) {
		if (t->chain == DIFF_CH_AEAD)
			t->encrypt = way == 0;
		else
			t->verify = way > 0;
		t->negative = way == 2;
		diff_emit(ctx, t);
	}
	t->negative = -1;
}

static void
params_iv(struct diff_ctx *ctx, struct diff_variant *v, const struct rte_crypto_param_range *r)
{
	struct diff_target t;
	unsigned int i;

	for (i = 0; i < diff_range_count(r); i++) {
		target_single(&t, v);
		t.iv_len = diff_range_value(r, i);
		emit_three_ways(ctx, &t);
	}
}

static void
params_aad(struct diff_ctx *ctx, struct diff_variant *v)
{
	const struct rte_crypto_param_range *r = &v->cap->aead.aad_size;
	unsigned int i, n = diff_range_count(r);
	struct diff_target t;

	for (i = 0; i < n && diff_range_value(r, i) <= DIFF_SMALL_MAX; i++) {
		target_single(&t, v);
		t.aad_len = diff_range_value(r, i);
		diff_emit(ctx, &t);
	}
	for (i = 0; i <= AAD_RANDOM; i++) {
		target_single(&t, v);
		t.aad_len = i == 0 ? diff_range_value(r, n - 1) :
			diff_range_value(r, diff_rng_below(&ctx->rng, n));
		diff_emit(ctx, &t);
	}
}

/* Every digest length (three ways), IV length and AAD length of every variant. */
static void
plan_params(struct diff_ctx *ctx)
{
	const struct rte_crypto_param_range *d;
	struct diff_variant *v;
	struct diff_target t;
	unsigned int i;

	for (v = ctx->vars; v < ctx->vars + ctx->nb_vars; v++) {
		if (v->kind == DIFF_CIPHER) {
			params_iv(ctx, v, &v->cap->cipher.iv_size);
			continue;
		}
		d = v->kind == DIFF_AUTH ? &v->cap->auth.digest_size : &v->cap->aead.digest_size;
		for (i = 0; i < diff_range_count(d); i++) {
			target_single(&t, v);
			t.digest_len = diff_range_value(d, i);
			emit_three_ways(ctx, &t);
		}
		params_iv(ctx, v, v->kind == DIFF_AUTH ? &v->cap->auth.iv_size :
				&v->cap->aead.iv_size);
		if (v->kind == DIFF_AEAD)
			params_aad(ctx, v);
	}
}

/*
 * HMAC key lengths swept: every one up to DIFF_SMALL_MAX (past every digest's
 * block, so the hashed-key rule is crossed), then these, where advertised.
 */
static const uint16_t hmac_long_keys[] = { 512, 1000, 1024, 4096, 16384, UINT16_MAX };

static void
hmac_key_case(struct diff_ctx *ctx, struct diff_variant *v, uint16_t key_len)
{
	struct diff_target t;

	diff_target_init(&t, DIFF_CH_AUTH, NULL, v);
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
	struct diff_variant *v;
	uint64_t passed, failed;
	unsigned int i, n;
	uint16_t last;

	for (v = ctx->vars; v < ctx->vars + ctx->nb_vars; v++) {
		if (v->kind != DIFF_AUTH || ((const struct ref_auth *)v->ref)->mode != REF_AUTH_HMAC)
			continue;
		diff_burst_flush(ctx);
		passed = ctx->phase_tally[DIFF_PH_HMAC_KEYS].passed;
		failed = ctx->phase_tally[DIFF_PH_HMAC_KEYS].failed;
		n = diff_range_count(&v->keys);
		for (i = 0; i < n && diff_range_value(&v->keys, i) <= DIFF_SMALL_MAX; i++)
			hmac_key_case(ctx, v, diff_range_value(&v->keys, i));
		last = diff_range_value(&v->keys, i - 1);
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
	struct diff_variant *cv, *av, *end = ctx->vars + ctx->nb_vars;
	struct diff_target t;
	unsigned int o, k;

	for (cv = ctx->vars; cv < end; cv++) {
		if (cv->kind != DIFF_CIPHER)
			continue;
		for (av = ctx->vars; av < end; av++) {
			if (av->kind != DIFF_AUTH)
				continue;
			for (o = 0; o < RTE_DIM(chain_orders); o++) {
				if (de && chain_orders[o] != DIFF_CH_GEN_ENC &&
						chain_orders[o] != DIFF_CH_DEC_VER)
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

static struct diff_variant *
pick_variant(struct diff_ctx *ctx, enum diff_kind kind)
{
	unsigned int i, n = 0, want;

	for (i = 0; i < ctx->nb_vars; i++)
		n += ctx->vars[i].kind == kind;
	if (n == 0)
		return NULL;
	want = diff_rng_below(&ctx->rng, n);
	for (i = 0; i < ctx->nb_vars; i++)
		if (ctx->vars[i].kind == kind && want-- == 0)
			return &ctx->vars[i];
	return NULL;
}

/* A random target: a single transform, or a chain in a random order. */
static bool
random_target(struct diff_ctx *ctx, struct diff_target *t)
{
	uint32_t p = diff_rng_below(&ctx->rng, 100);
	struct diff_variant *cv = pick_variant(ctx, DIFF_CIPHER);
	struct diff_variant *av = pick_variant(ctx, DIFF_AUTH);
	struct diff_variant *ev = pick_variant(ctx, DIFF_AEAD);
	enum diff_chain order;

	if (p < 45 && cv != NULL && av != NULL &&
			(ctx->ff & RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING)) {
		order = chain_orders[diff_rng_below(&ctx->rng, RTE_DIM(chain_orders))];
		diff_target_init(t, order, cv, av);
		t->de = (ctx->ff & RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED) &&
			(order == DIFF_CH_GEN_ENC || order == DIFF_CH_DEC_VER) &&
			diff_rng_pct(&ctx->rng, 25);
		return true;
	}
	if (p < 65 && cv != NULL)
		target_single(t, cv);
	else if (p < 85 && av != NULL)
		target_single(t, av);
	else if (ev != NULL)
		target_single(t, ev);
	else if (ctx->nb_vars > 0)
		target_single(t, &ctx->vars[diff_rng_below(&ctx->rng, ctx->nb_vars)]);
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
	bool chaining = ctx->ff & RTE_CRYPTODEV_FF_SYM_OPERATION_CHAINING;

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
	if (chaining && (ctx->ff & RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED))
		plan_chains(ctx, true);
	else
		printf("note: no RTE_CRYPTODEV_FF_DIGEST_ENCRYPTED: digest-encrypted chains not run\n");
	phase_start(ctx, DIFF_PH_RANDOM);
	plan_random(ctx);
	diff_burst_flush(ctx);
}
