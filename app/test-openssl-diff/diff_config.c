/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Sessions: made from a target's parameters (the rest chosen at random),
 * kept live for a random number of ops so that a session sees several ops
 * (in one burst and across bursts), then freed after the burst that used
 * them last. A sessionless config carries the same transforms in its ops.
 */

#include <stdio.h>
#include <string.h>

#include <rte_errno.h>

#include "diff.h"

#define DIFF_MAX_USES		16
#define DIFF_REUSE_PCT		75
#define DIFF_SESSIONLESS_PCT	12
#define DIFF_UNIT_PCT		40

struct diff_tally *
diff_tally_of(struct diff_ctx *ctx, const struct tc_algo *a)
{
	return &ctx->tally[a - ctx->algos.v];
}

static bool
want(int target, unsigned int value)
{
	return target < 0 || (unsigned int)target == value;
}

static bool
cfg_matches(const struct diff_config *dc, const struct diff_target *t)
{
	const struct tc_cfg *c = &dc->c;
	const struct tc_point *p = &c->p;
	bool auth_only = p->chain == TC_CH_AUTH;

	if (dc->state != DIFF_CFG_LIVE || dc->uses_left == 0 || p->chain != t->chain ||
			p->cipher != t->cipher || p->auth != t->auth || c->de != t->de)
		return false;
	if ((p->chain == TC_CH_CIPHER || p->chain == TC_CH_AEAD) &&
			!want(t->encrypt, c->encrypt))
		return false;
	if (auth_only && !want(t->verify, c->verify))
		return false;
	if (!want(t->key_len, p->key_len) || !want(t->auth_key_len, p->auth_key_len) ||
			!want(t->digest_len, p->digest_len) || !want(t->aad_len, p->aad_len) ||
			!want(t->iv_len, auth_only ? p->auth_iv_len : p->iv_len))
		return false;
	if (t->size >= 0 && !tc_cfg_size_ok(c, t->size))
		return false;
	return t->negative != 1 || tc_cfg_can_fail(c);
}

static void
cfg_free(struct diff_ctx *ctx, struct diff_config *c)
{
	if (c->sess != NULL)
		rte_cryptodev_sym_session_free(ctx->dev_id, c->sess);
	c->sess = NULL;
	c->state = DIFF_CFG_FREE;
}

/* A free config slot; the oldest live config is retired when too many are live. */
static struct diff_config *
cfg_slot(struct diff_ctx *ctx)
{
	struct diff_config *c, *oldest = NULL, *slot = NULL;
	unsigned int live = 0;

	for (c = ctx->configs; c < ctx->configs + DIFF_NB_CONFIGS; c++) {
		if (c->state == DIFF_CFG_FREE && slot == NULL)
			slot = c;
		if (c->state != DIFF_CFG_LIVE)
			continue;
		live++;
		if (oldest == NULL || c->id < oldest->id)
			oldest = c;
	}
	if (live >= DIFF_LIVE_CONFIGS)
		oldest->state = DIFF_CFG_RETIRED;
	return slot;
}

static uint16_t
aad_pick(struct tc_rng *rng, const struct rte_crypto_param_range *r)
{
	uint32_t p = tc_rng_below(rng, 100), len;

	if (p < 60)
		len = tc_rng_range(rng, 0, DIFF_SMALL_MAX);
	else if (p < 95)
		len = tc_rng_range(rng, 0, r->max);
	else
		len = r->max;
	return tc_range_snap(r, len);
}

static uint32_t
unit_pick(struct diff_ctx *ctx, const struct tc_cfg *c, const struct diff_target *t)
{
	const struct tc_algo *a = c->p.cipher;
	uint32_t set, units[2], n = 0;

	if (a == NULL || a->kind != TC_KIND_CIPHER ||
			a->ref.cipher->mode != TC_REF_CIPHER_XTS || t->size >= 0 || t->de ||
			!(ctx->algos.ff & RTE_CRYPTODEV_FF_CIPHER_MULTIPLE_DATA_UNITS) ||
			!tc_rng_pct(&ctx->rng, DIFF_UNIT_PCT))
		return 0;
	set = a->cap->cipher.dataunit_set;
	if (set & RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_512_BYTES)
		units[n++] = 512;
	if (set & RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_4096_BYTES)
		units[n++] = 4096;
	return n == 0 ? 0 : units[tc_rng_below(&ctx->rng, n)];
}

static void
cfg_directions(struct diff_ctx *ctx, struct tc_cfg *c, const struct diff_target *t)
{
	switch (c->p.chain) {
	case TC_CH_ENC_GEN:
	case TC_CH_GEN_ENC:
		c->encrypt = true;
		c->verify = false;
		break;
	case TC_CH_VER_DEC:
	case TC_CH_DEC_VER:
		c->encrypt = false;
		c->verify = true;
		break;
	case TC_CH_AUTH:
		c->verify = t->verify >= 0 ? t->verify : tc_rng_pct(&ctx->rng, 50);
		break;
	default:
		c->encrypt = t->encrypt >= 0 ? t->encrypt : tc_rng_pct(&ctx->rng, 50);
		break;
	}
}

static uint16_t
pick(struct tc_rng *rng, int target, const struct rte_crypto_param_range *r)
{
	return target >= 0 ? target : tc_range_pick(rng, r);
}

/* Cipher or AEAD part: key, IV, data unit; AEAD: digest and AAD. */
static void
cfg_cipher_params(struct diff_ctx *ctx, struct tc_cfg *c, const struct diff_target *t)
{
	struct tc_point *p = &c->p;
	const struct tc_algo *a = p->cipher;

	p->key_len = pick(&ctx->rng, t->key_len, &a->keys);
	tc_rng_fill(&ctx->rng, c->key, p->key_len);
	p->iv_len = pick(&ctx->rng, t->iv_len, tc_algo_iv(a));
	if (a->kind == TC_KIND_AEAD) {
		p->digest_len = pick(&ctx->rng, t->digest_len, tc_algo_digest(a));
		p->aad_len = t->aad_len >= 0 ? t->aad_len :
			aad_pick(&ctx->rng, &a->cap->aead.aad_size);
		return;
	}
	c->unit = unit_pick(ctx, c, t);
	/* XTS refuses equal key halves */
	if (a->ref.cipher->mode == TC_REF_CIPHER_XTS &&
			memcmp(c->key, c->key + p->key_len / 2, p->key_len / 2) == 0)
		c->key[0] ^= 1;
}

static void
cfg_auth_params(struct diff_ctx *ctx, struct tc_cfg *c, const struct diff_target *t)
{
	struct tc_point *p = &c->p;
	const struct tc_algo *a = p->auth;

	p->auth_key_len = pick(&ctx->rng, t->auth_key_len, &a->keys);
	tc_rng_fill(&ctx->rng, c->auth_key, p->auth_key_len);
	p->digest_len = pick(&ctx->rng, t->digest_len, tc_algo_digest(a));
	p->auth_iv_len = p->chain == TC_CH_AUTH && t->iv_len >= 0 ? t->iv_len :
		tc_range_pick(&ctx->rng, tc_algo_iv(a));
}

/* The device refused a session: a failure, except for a chain (unless strict). */
static void
cfg_refused(struct diff_ctx *ctx, struct diff_config *dc, int err)
{
	const struct tc_point *p = &dc->c.p;
	bool chain = p->cipher != NULL && p->auth != NULL;
	char desc[256];
	size_t at;

	tc_cfg_describe(&dc->c, desc, sizeof(desc));
	if (!chain || ctx->opts.strict_chains) {
		diff_fail_setup(ctx, "session create refused for advertised parameters: %s: %s",
				desc, rte_strerror(err));
		if (p->cipher != NULL)
			diff_tally_of(ctx, p->cipher)->failed++;
		if (p->auth != NULL)
			diff_tally_of(ctx, p->auth)->failed++;
		return;
	}
	diff_tally_of(ctx, p->cipher)->rejected++;
	diff_tally_of(ctx, p->auth)->rejected++;
	ctx->phase_tally[ctx->phase].rejected++;
	ctx->total.rejected++;
	at = ((size_t)(p->cipher - ctx->algos.v) * ctx->algos.n + (p->auth - ctx->algos.v)) *
		TC_CH_MAX + p->chain;
	if (!ctx->chain_refused[at]) {
		ctx->chain_refused[at] = 1;
		printf("note: chain refused by the device (not counted as a failure): %s: %s\n",
				desc, rte_strerror(err));
	}
}

static void
cfg_fill(struct diff_ctx *ctx, struct diff_config *dc, const struct diff_target *t)
{
	struct tc_cfg *c = &dc->c;

	memset(c, 0, offsetof(struct tc_cfg, key));
	c->p.chain = t->chain;
	c->p.cipher = t->cipher;
	c->p.auth = t->auth;
	c->de = t->de;
	cfg_directions(ctx, c, t);
	if (c->p.cipher != NULL)
		cfg_cipher_params(ctx, c, t);
	if (c->p.auth != NULL)
		cfg_auth_params(ctx, c, t);
	tc_cfg_xforms(c);
}

static struct diff_config *
cfg_new(struct diff_ctx *ctx, const struct diff_target *t)
{
	struct diff_config *c = cfg_slot(ctx);

	if (c == NULL) {
		diff_fail_setup(ctx, "internal: no free session slot");
		return NULL;
	}
	c->id = ctx->next_config_id++;
	cfg_fill(ctx, c, t);
	c->uses_left = tc_rng_range(&ctx->rng, 1, DIFF_MAX_USES);
	c->sessionless = (ctx->algos.ff & RTE_CRYPTODEV_FF_SYM_SESSIONLESS) &&
		tc_rng_pct(&ctx->rng, DIFF_SESSIONLESS_PCT);
	/* a sessionless config too: the device must accept its transforms */
	c->sess = tc_cfg_session(&c->c, ctx->dev_id, ctx->pools.sess);
	if (c->sess == NULL) {
		cfg_refused(ctx, c, rte_errno);
		return NULL;
	}
	if (c->sessionless)
		cfg_free(ctx, c);
	c->state = DIFF_CFG_LIVE;
	return c;
}

/*
 * A config for target t: a live one that fits (usually) or a new one.
 * NULL when the device refused the session (already counted).
 */
struct diff_config *
diff_config_get(struct diff_ctx *ctx, const struct diff_target *t)
{
	struct diff_config *c;

	if (!t->fresh && tc_rng_pct(&ctx->rng, DIFF_REUSE_PCT)) {
		for (c = ctx->configs; c < ctx->configs + DIFF_NB_CONFIGS; c++)
			if (cfg_matches(c, t))
				return c;
	}
	return cfg_new(ctx, t);
}

/* After a burst: free the configs that are used up or retired. */
void
diff_config_collect(struct diff_ctx *ctx)
{
	struct diff_config *c;

	for (c = ctx->configs; c < ctx->configs + DIFF_NB_CONFIGS; c++)
		if (c->state == DIFF_CFG_RETIRED ||
				(c->state == DIFF_CFG_LIVE && c->uses_left == 0))
			cfg_free(ctx, c);
}

void
diff_config_flush(struct diff_ctx *ctx)
{
	struct diff_config *c;

	for (c = ctx->configs; c < ctx->configs + DIFF_NB_CONFIGS; c++)
		if (c->state != DIFF_CFG_FREE)
			cfg_free(ctx, c);
}
