/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The device's capabilities, read at run time, become variants: one per
 * (algorithm, key length) with a reference model, or one per algorithm when
 * the model takes any key length (HMAC). An advertised algorithm, key, IV,
 * digest or AAD length without a model is a failure.
 */

#include <stdio.h>
#include <stdlib.h>

#include "diff.h"
#include "test_openssl_compat.h"

unsigned int
diff_range_count(const struct rte_crypto_param_range *r)
{
	if (r->max <= r->min)
		return 1;
	if (r->increment == 0)
		return 2;
	return (r->max - r->min) / r->increment + 1;
}

/* The i-th value of a range (i < diff_range_count()). */
uint16_t
diff_range_value(const struct rte_crypto_param_range *r, unsigned int i)
{
	if (r->increment == 0)
		return i == 0 ? r->min : r->max;
	return r->min + i * r->increment;
}

uint16_t
diff_range_pick(struct diff_rng *rng, const struct rte_crypto_param_range *r)
{
	return diff_range_value(r, diff_rng_below(rng, diff_range_count(r)));
}

/* The largest value of the range not above want (the minimum if none). */
uint16_t
diff_range_snap(const struct rte_crypto_param_range *r, uint32_t want)
{
	unsigned int n = diff_range_count(r);

	if (want <= r->min)
		return r->min;
	if (want >= diff_range_value(r, n - 1))
		return diff_range_value(r, n - 1);
	if (r->increment == 0)
		return r->min;
	return r->min + (want - r->min) / r->increment * r->increment;
}

static bool
range_within(const struct rte_crypto_param_range *r, uint32_t lo, uint32_t hi)
{
	unsigned int i, n = diff_range_count(r);

	for (i = 0; i < n; i++)
		if (diff_range_value(r, i) < lo || diff_range_value(r, i) > hi)
			return false;
	return true;
}

static const char *
algo_string(enum diff_kind kind, int algo)
{
	const char *s = NULL;

	if (kind == DIFF_CIPHER && algo > 0)
		s = test_cipher_name(algo);
	else if (kind == DIFF_AUTH && algo > 0)
		s = test_auth_name(algo);
	else if (kind == DIFF_AEAD && algo > 0)
		s = test_aead_name(algo);
	return s != NULL ? s : "unknown";
}

static const struct rte_crypto_param_range *
cap_keys(const struct rte_cryptodev_symmetric_capability *cap)
{
	switch (cap->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return &cap->auth.key_size;
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		return &cap->aead.key_size;
	default:
		return &cap->cipher.key_size;
	}
}

static const char *const kind_names[] = {
	[DIFF_CIPHER] = "cipher",
	[DIFF_AUTH] = "auth",
	[DIFF_AEAD] = "aead",
};

static struct diff_variant *
variant_add(struct diff_ctx *ctx, enum diff_kind kind, int algo,
		const struct rte_cryptodev_symmetric_capability *cap, uint16_t key,
		bool key_range, const void *ref)
{
	struct diff_variant *v = &ctx->vars[ctx->nb_vars++];
	const char *name = algo_string(kind, algo);

	v->kind = kind;
	v->algo = algo;
	v->cap = cap;
	v->ref = ref;
	if (key_range) {
		v->keys = *cap_keys(cap);
		snprintf(v->name, sizeof(v->name), "%s/%u..%u", name, v->keys.min,
				diff_range_value(&v->keys, diff_range_count(&v->keys) - 1));
	} else {
		v->keys.min = key;
		v->keys.max = key;
		v->keys.increment = 0;
		if (key == 0)
			snprintf(v->name, sizeof(v->name), "%s", name);
		else
			snprintf(v->name, sizeof(v->name), "%s/%u", name, key);
	}
	return v;
}

static void
no_reference(struct diff_ctx *ctx, enum diff_kind kind, int algo, const char *what,
		unsigned int value)
{
	diff_fail_setup(ctx, "no reference for advertised %s %s (algo %d) %s %u",
			kind_names[kind], algo_string(kind, algo), algo, what, value);
}

static bool
cipher_params_ok(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap,
		const struct ref_cipher *r)
{
	uint32_t units = cap->cipher.dataunit_set & ~RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_1_MEGABYTES;

	if (!range_within(&cap->cipher.iv_size, r->iv_min, r->iv_max)) {
		no_reference(ctx, DIFF_CIPHER, cap->cipher.algo, "IV length", cap->cipher.iv_size.max);
		return false;
	}
	if (units != 0 && r->mode != REF_CIPHER_XTS) {
		no_reference(ctx, DIFF_CIPHER, cap->cipher.algo, "data-unit set", units);
		return false;
	}
	return true;
}

static void
caps_cipher(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->cipher.key_size;
	const struct ref_cipher *r;
	unsigned int i;
	uint16_t k;

	if (!ref_cipher_known(cap->cipher.algo)) {
		no_reference(ctx, DIFF_CIPHER, cap->cipher.algo, "key length", keys->min);
		return;
	}
	for (i = 0; i < diff_range_count(keys); i++) {
		k = diff_range_value(keys, i);
		r = ref_cipher_find(cap->cipher.algo, k);
		if (r == NULL || k > DIFF_MAX_CIPHER_KEY) {
			no_reference(ctx, DIFF_CIPHER, cap->cipher.algo, "key length", k);
			continue;
		}
		if (!cipher_params_ok(ctx, cap, r))
			return;
		/* a model for any key length (NULL): one variant over the whole range */
		if (r->key_len == 0 && keys->max > 0) {
			variant_add(ctx, DIFF_CIPHER, cap->cipher.algo, cap, k, true, r);
			return;
		}
		variant_add(ctx, DIFF_CIPHER, cap->cipher.algo, cap, k, false, r);
	}
}

static bool
auth_params_ok(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap,
		const struct ref_auth *r)
{
	uint16_t dmin = r->mode == REF_AUTH_NULL ? 0 : 1;

	if (!range_within(&cap->auth.digest_size, dmin, r->full_len)) {
		no_reference(ctx, DIFF_AUTH, cap->auth.algo, "digest length",
				cap->auth.digest_size.max);
		return false;
	}
	if (!range_within(&cap->auth.iv_size, r->iv_min, r->iv_max) &&
			!(r->iv_max == 0 && cap->auth.iv_size.max == 0)) {
		no_reference(ctx, DIFF_AUTH, cap->auth.algo, "IV length", cap->auth.iv_size.max);
		return false;
	}
	return true;
}

static void
caps_auth(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->auth.key_size;
	const struct ref_auth *r;
	unsigned int i;
	uint16_t k;

	if (!ref_auth_known(cap->auth.algo)) {
		no_reference(ctx, DIFF_AUTH, cap->auth.algo, "key length", keys->min);
		return;
	}
	/* a model for any key length in the range: one variant over the whole range */
	r = ref_auth_find(cap->auth.algo, keys->min);
	if (r != NULL && r->key_len == 0 && keys->max > 0 &&
			ref_auth_find(cap->auth.algo, keys->max) == r) {
		if (auth_params_ok(ctx, cap, r))
			variant_add(ctx, DIFF_AUTH, cap->auth.algo, cap, keys->min, true, r);
		return;
	}
	for (i = 0; i < diff_range_count(keys); i++) {
		k = diff_range_value(keys, i);
		r = ref_auth_find(cap->auth.algo, k);
		if (r == NULL) {
			no_reference(ctx, DIFF_AUTH, cap->auth.algo, "key length", k);
			continue;
		}
		if (!auth_params_ok(ctx, cap, r))
			return;
		variant_add(ctx, DIFF_AUTH, cap->auth.algo, cap, k, false, r);
	}
}

static bool
aead_params_ok(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap,
		const struct ref_aead *r)
{
	const struct rte_crypto_param_range *d = &cap->aead.digest_size;
	unsigned int i;

	if (!range_within(&cap->aead.iv_size, r->iv_min, r->iv_max)) {
		no_reference(ctx, DIFF_AEAD, cap->aead.algo, "IV length", cap->aead.iv_size.max);
		return false;
	}
	for (i = 0; i < diff_range_count(d); i++) {
		uint16_t len = diff_range_value(d, i);

		if (len < r->tag_min || len > r->tag_max || (r->tag_even && (len & 1))) {
			no_reference(ctx, DIFF_AEAD, cap->aead.algo, "digest length", len);
			return false;
		}
	}
	if (!range_within(&cap->aead.aad_size, 0, r->aad_max)) {
		no_reference(ctx, DIFF_AEAD, cap->aead.algo, "AAD length", cap->aead.aad_size.max);
		return false;
	}
	return true;
}

static void
caps_aead(struct diff_ctx *ctx, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->aead.key_size;
	const struct ref_aead *r;
	unsigned int i;
	uint16_t k;

	if (!ref_aead_known(cap->aead.algo)) {
		no_reference(ctx, DIFF_AEAD, cap->aead.algo, "key length", keys->min);
		return;
	}
	for (i = 0; i < diff_range_count(keys); i++) {
		k = diff_range_value(keys, i);
		r = ref_aead_find(cap->aead.algo, k);
		if (r == NULL)
			no_reference(ctx, DIFF_AEAD, cap->aead.algo, "key length", k);
		else if (aead_params_ok(ctx, cap, r))
			variant_add(ctx, DIFF_AEAD, cap->aead.algo, cap, k, false, r);
	}
}

static unsigned int
caps_max_variants(const struct rte_cryptodev_capabilities *caps)
{
	const struct rte_cryptodev_capabilities *c;
	unsigned int n = 0;

	for (c = caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC)	/* a long range is one variant */
			n += RTE_MIN(diff_range_count(cap_keys(&c->sym)), 64u);
	return n;
}

/*
 * Read the device's feature flags and capabilities. Returns -1 when the
 * device gives none; missing references are counted as failures.
 */
int
diff_caps_load(struct diff_ctx *ctx)
{
	const struct rte_cryptodev_capabilities *c;
	struct rte_cryptodev_info info;
	unsigned int nb_asym = 0;

	rte_cryptodev_info_get(ctx->dev_id, &info);
	ctx->ff = info.feature_flags;
	if (info.capabilities == NULL)
		return -1;
	ctx->vars = calloc(caps_max_variants(info.capabilities) + 1, sizeof(*ctx->vars));
	if (ctx->vars == NULL)
		return -1;
	for (c = info.capabilities; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op != RTE_CRYPTO_OP_TYPE_SYMMETRIC) {
			nb_asym++;
			continue;
		}
		if (c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_CIPHER)
			caps_cipher(ctx, &c->sym);
		else if (c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_AUTH)
			caps_auth(ctx, &c->sym);
		else if (c->sym.xform_type == RTE_CRYPTO_SYM_XFORM_AEAD)
			caps_aead(ctx, &c->sym);
		else
			diff_fail_setup(ctx, "no reference for symmetric xform type %d",
					c->sym.xform_type);
	}
	if (nb_asym > 0)
		printf("%u asymmetric capabilities: not covered by this layer\n", nb_asym);
	ctx->chain_refused = calloc((size_t)ctx->nb_vars * ctx->nb_vars * DIFF_CH_MAX + 1, 1);
	return ctx->chain_refused == NULL ? -1 : 0;
}

void
diff_caps_free(struct diff_ctx *ctx)
{
	free(ctx->chain_refused);
	free(ctx->vars);
	ctx->chain_refused = NULL;
	ctx->vars = NULL;
}
