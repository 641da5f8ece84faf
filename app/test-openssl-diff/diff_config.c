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

static const struct ref_cipher *
cfg_cipher_ref(const struct diff_config *c)
{
	return c->cipher != NULL && c->cipher->kind == DIFF_CIPHER ? c->cipher->ref : NULL;
}

uint32_t
diff_config_gran(const struct diff_config *c)
{
	const struct ref_cipher *r = cfg_cipher_ref(c);

	if (r == NULL)
		return 1;
	return c->unit != 0 ? c->unit : r->gran;
}

/* Is size a legal length of the cipher region? */
bool
diff_config_size_ok(const struct diff_config *c, uint32_t size)
{
	const struct ref_cipher *r = cfg_cipher_ref(c);

	if (r == NULL || c->de)
		return true;
	return size % diff_config_gran(c) == 0 && size >= r->min_len &&
		(c->unit == 0 || size >= c->unit);
}

/* Can a corrupted tag make this config's verify fail? */
bool
diff_config_can_fail(const struct diff_config *c)
{
	const struct ref_auth *ra = c->auth != NULL ? c->auth->ref : NULL;

	if (c->chain == DIFF_CH_AEAD)
		return !c->encrypt;
	return c->verify && ra != NULL && ra->mode != REF_AUTH_NULL && c->digest_len > 0;
}

static bool
want(int target, unsigned int value)
{
	return target < 0 || (unsigned int)target == value;
}

static bool
cfg_matches(const struct diff_config *c, const struct diff_target *t)
{
	bool auth_only = c->chain == DIFF_CH_AUTH;

	if (c->state != DIFF_CFG_LIVE || c->uses_left == 0 || c->chain != t->chain ||
			c->cipher != t->cipher || c->auth != t->auth || c->de != t->de)
		return false;
	if ((c->chain == DIFF_CH_CIPHER || c->chain == DIFF_CH_AEAD) &&
			!want(t->encrypt, c->encrypt))
		return false;
	if (auth_only && !want(t->verify, c->verify))
		return false;
	if (!want(t->key_len, c->key_len) || !want(t->auth_key_len, c->auth_key_len) ||
			!want(t->digest_len, c->digest_len) || !want(t->aad_len, c->aad_len) ||
			!want(t->iv_len, auth_only ? c->auth_iv_len : c->iv_len))
		return false;
	if (t->size >= 0 && !diff_config_size_ok(c, t->size))
		return false;
	return t->negative != 1 || diff_config_can_fail(c);
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
aad_pick(struct diff_rng *rng, const struct rte_crypto_param_range *r)
{
	uint32_t p = diff_rng_below(rng, 100), len;

	if (p < 60)
		len = diff_rng_range(rng, 0, DIFF_SMALL_MAX);
	else if (p < 95)
		len = diff_rng_range(rng, 0, r->max);
	else
		len = r->max;
	return diff_range_snap(r, len);
}

static uint32_t
unit_pick(struct diff_ctx *ctx, const struct diff_config *c, const struct diff_target *t)
{
	const struct ref_cipher *r = cfg_cipher_ref(c);
	uint32_t set = c->cipher->cap->cipher.dataunit_set;
	uint32_t units[2], n = 0;

	if (r == NULL || r->mode != REF_CIPHER_XTS || t->size >= 0 || t->de ||
			!(ctx->ff & RTE_CRYPTODEV_FF_CIPHER_MULTIPLE_DATA_UNITS) ||
			!diff_rng_pct(&ctx->rng, DIFF_UNIT_PCT))
		return 0;
	if (set & RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_512_BYTES)
		units[n++] = 512;
	if (set & RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_4096_BYTES)
		units[n++] = 4096;
	return n == 0 ? 0 : units[diff_rng_below(&ctx->rng, n)];
}

static void
cfg_directions(struct diff_ctx *ctx, struct diff_config *c, const struct diff_target *t)
{
	switch (c->chain) {
	case DIFF_CH_ENC_GEN:
	case DIFF_CH_GEN_ENC:
		c->encrypt = true;
		c->verify = false;
		break;
	case DIFF_CH_VER_DEC:
	case DIFF_CH_DEC_VER:
		c->encrypt = false;
		c->verify = true;
		break;
	case DIFF_CH_AUTH:
		c->verify = t->verify >= 0 ? t->verify : diff_rng_pct(&ctx->rng, 50);
		break;
	default:
		c->encrypt = t->encrypt >= 0 ? t->encrypt : diff_rng_pct(&ctx->rng, 50);
		break;
	}
}

/* Key, IV, digest and AAD lengths and the keys themselves. */
static void
cfg_params(struct diff_ctx *ctx, struct diff_config *c, const struct diff_target *t)
{
	struct diff_rng *rng = &ctx->rng;
	const struct rte_cryptodev_symmetric_capability *cap;

	if (c->cipher != NULL) {
		cap = c->cipher->cap;
		c->key_len = t->key_len >= 0 ? t->key_len : diff_range_pick(rng, &c->cipher->keys);
		diff_rng_fill(rng, c->key, c->key_len);
		if (c->cipher->kind == DIFF_CIPHER) {
			c->iv_len = t->iv_len >= 0 ? t->iv_len :
				diff_range_pick(rng, &cap->cipher.iv_size);
			c->unit = unit_pick(ctx, c, t);
			/* XTS refuses equal key halves */
			if (cfg_cipher_ref(c)->mode == REF_CIPHER_XTS &&
					memcmp(c->key, c->key + c->key_len / 2, c->key_len / 2) == 0)
				c->key[0] ^= 1;
		} else {
			c->iv_len = t->iv_len >= 0 ? t->iv_len : diff_range_pick(rng, &cap->aead.iv_size);
			c->digest_len = t->digest_len >= 0 ? t->digest_len :
				diff_range_pick(rng, &cap->aead.digest_size);
			c->aad_len = t->aad_len >= 0 ? t->aad_len : aad_pick(rng, &cap->aead.aad_size);
		}
	}
	if (c->auth != NULL) {
		cap = c->auth->cap;
		c->auth_key_len = t->auth_key_len >= 0 ? t->auth_key_len :
			diff_range_pick(rng, &c->auth->keys);
		diff_rng_fill(rng, c->auth_key, c->auth_key_len);
		c->digest_len = t->digest_len >= 0 ? t->digest_len :
			diff_range_pick(rng, &cap->auth.digest_size);
		c->auth_iv_len = c->chain == DIFF_CH_AUTH && t->iv_len >= 0 ? t->iv_len :
			diff_range_pick(rng, &cap->auth.iv_size);
	}
}

static void
cfg_cipher_xform(struct diff_config *c, struct rte_crypto_sym_xform *x)
{
	x->type = RTE_CRYPTO_SYM_XFORM_CIPHER;
	x->cipher.algo = c->cipher->algo;
	x->cipher.op = c->encrypt ? RTE_CRYPTO_CIPHER_OP_ENCRYPT : RTE_CRYPTO_CIPHER_OP_DECRYPT;
	x->cipher.key.data = c->key;
	x->cipher.key.length = c->key_len;
	x->cipher.iv.offset = DIFF_IV_OFFSET;
	x->cipher.iv.length = c->iv_len;
	x->cipher.dataunit_len = c->unit;
}

static void
cfg_auth_xform(struct diff_config *c, struct rte_crypto_sym_xform *x)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AUTH;
	x->auth.algo = c->auth->algo;
	x->auth.op = c->verify ? RTE_CRYPTO_AUTH_OP_VERIFY : RTE_CRYPTO_AUTH_OP_GENERATE;
	x->auth.key.data = c->auth_key;
	x->auth.key.length = c->auth_key_len;
	x->auth.iv.offset = DIFF_IV_OFFSET + (c->cipher != NULL ? DIFF_AUTH_IV_SHIFT : 0);
	x->auth.iv.length = c->auth_iv_len;
	x->auth.digest_length = c->digest_len;
}

static void
cfg_aead_xform(struct diff_config *c, struct rte_crypto_sym_xform *x)
{
	x->type = RTE_CRYPTO_SYM_XFORM_AEAD;
	x->aead.algo = c->cipher->algo;
	x->aead.op = c->encrypt ? RTE_CRYPTO_AEAD_OP_ENCRYPT : RTE_CRYPTO_AEAD_OP_DECRYPT;
	x->aead.key.data = c->key;
	x->aead.key.length = c->key_len;
	x->aead.iv.offset = DIFF_IV_OFFSET;
	x->aead.iv.length = c->iv_len;
	x->aead.digest_length = c->digest_len;
	x->aead.aad_length = c->aad_len;
}

/* The transform chain in the order the config's chain runs. */
static void
cfg_xforms(struct diff_config *c)
{
	memset(c->xf, 0, sizeof(c->xf));
	switch (c->chain) {
	case DIFF_CH_CIPHER:
		cfg_cipher_xform(c, &c->xf[0]);
		break;
	case DIFF_CH_AUTH:
		cfg_auth_xform(c, &c->xf[0]);
		break;
	case DIFF_CH_AEAD:
		cfg_aead_xform(c, &c->xf[0]);
		break;
	case DIFF_CH_ENC_GEN:
	case DIFF_CH_DEC_VER:
		cfg_cipher_xform(c, &c->xf[0]);
		cfg_auth_xform(c, &c->xf[1]);
		c->xf[0].next = &c->xf[1];
		break;
	default:
		cfg_auth_xform(c, &c->xf[0]);
		cfg_cipher_xform(c, &c->xf[1]);
		c->xf[0].next = &c->xf[1];
		break;
	}
}

/* The device refused a session: a failure, except for a chain (unless strict). */
static void
cfg_refused(struct diff_ctx *ctx, struct diff_config *c, int err)
{
	char desc[256];
	size_t at;
	bool chain = c->cipher != NULL && c->auth != NULL;

	diff_config_describe(c, desc, sizeof(desc));
	if (!chain || ctx->opts.strict_chains) {
		diff_fail_setup(ctx, "session create refused for advertised parameters: %s: %s",
				desc, rte_strerror(err));
		if (c->cipher != NULL)
			c->cipher->tally.failed++;
		if (c->auth != NULL)
			c->auth->tally.failed++;
		return;
	}
	c->cipher->tally.rejected++;
	c->auth->tally.rejected++;
	ctx->phase_tally[ctx->phase].rejected++;
	ctx->total.rejected++;
	at = ((size_t)(c->cipher - ctx->vars) * ctx->nb_vars + (c->auth - ctx->vars)) *
		DIFF_CH_MAX + c->chain;
	if (!ctx->chain_refused[at]) {
		ctx->chain_refused[at] = 1;
		printf("note: chain refused by the device (not counted as a failure): %s: %s\n",
				desc, rte_strerror(err));
	}
}

static struct diff_config *
cfg_new(struct diff_ctx *ctx, const struct diff_target *t)
{
	struct diff_config *c = cfg_slot(ctx);

	if (c == NULL) {
		diff_fail_setup(ctx, "internal: no free session slot");
		return NULL;
	}
	memset(c, 0, sizeof(*c));
	c->chain = t->chain;
	c->cipher = t->cipher;
	c->auth = t->auth;
	c->de = t->de;
	c->id = ctx->next_config_id++;
	cfg_directions(ctx, c, t);
	cfg_params(ctx, c, t);
	c->uses_left = diff_rng_range(&ctx->rng, 1, DIFF_MAX_USES);
	c->sessionless = (ctx->ff & RTE_CRYPTODEV_FF_SYM_SESSIONLESS) &&
		diff_rng_pct(&ctx->rng, DIFF_SESSIONLESS_PCT);
	cfg_xforms(c);
	/* a sessionless config too: the device must accept its transforms */
	c->sess = rte_cryptodev_sym_session_create(ctx->dev_id, c->xf, ctx->sess_pool);
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

	if (!t->fresh && diff_rng_pct(&ctx->rng, DIFF_REUSE_PCT)) {
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

void
diff_config_describe(const struct diff_config *c, char *buf, size_t len)
{
	int n = snprintf(buf, len, "%s%s%s", diff_chain_name(c->chain), c->de ?
			" digest-encrypted" : "", c->sessionless ? " sessionless" : "");

	if (c->cipher != NULL && c->cipher->kind == DIFF_CIPHER && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - n, " | %s %s key %u iv %u unit %u",
				c->cipher->name, c->encrypt ? "encrypt" : "decrypt",
				c->key_len, c->iv_len, c->unit);
	if (c->cipher != NULL && c->cipher->kind == DIFF_AEAD && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - n, " | %s %s key %u iv %u aad %u digest %u",
				c->cipher->name, c->encrypt ? "encrypt" : "decrypt",
				c->key_len, c->iv_len, c->aad_len, c->digest_len);
	if (c->auth != NULL && n >= 0 && (size_t)n < len)
		snprintf(buf + n, len - n, " | %s %s key %u digest %u iv %u",
				c->auth->name, c->verify ? "verify" : "generate",
				c->auth_key_len, c->digest_len, c->auth_iv_len);
}
