/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * The device's capabilities, read at run time, become the algorithm table:
 * one entry per (algorithm, key length) with a reference model, or one per
 * algorithm when the model takes any key length of the range (HMAC, NULL).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tc_algo.h"
#include "tc_names.h"

static const char *const kind_names[] = {
	[TC_KIND_CIPHER] = "cipher",
	[TC_KIND_AUTH] = "auth",
	[TC_KIND_AEAD] = "aead",
};

static const enum rte_crypto_sym_xform_type kind_types[] = {
	[TC_KIND_CIPHER] = RTE_CRYPTO_SYM_XFORM_CIPHER,
	[TC_KIND_AUTH] = RTE_CRYPTO_SYM_XFORM_AUTH,
	[TC_KIND_AEAD] = RTE_CRYPTO_SYM_XFORM_AEAD,
};

static const char *
algo_string(enum tc_kind kind, int algo)
{
	const char *s = tc_algo_name(kind_types[kind], algo);

	return s != NULL ? s : "unknown";
}

const struct rte_crypto_param_range *
tc_cap_keys(const struct rte_cryptodev_symmetric_capability *cap)
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

int
tc_cap_algo(const struct rte_cryptodev_symmetric_capability *cap)
{
	switch (cap->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		return cap->auth.algo;
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		return cap->aead.algo;
	default:
		return cap->cipher.algo;
	}
}

static struct tc_algo *
entry_add(struct tc_algos *t, enum tc_kind kind, int algo,
		const struct rte_cryptodev_symmetric_capability *cap, uint16_t key,
		bool key_range, const void *ref)
{
	struct tc_algo *a = &t->v[t->n++];
	const char *name = algo_string(kind, algo);

	a->kind = kind;
	a->algo = algo;
	a->cap = cap;
	a->ref.cipher = ref;
	if (key_range) {
		a->keys = *tc_cap_keys(cap);
		snprintf(a->name, sizeof(a->name), "%s", name);
		return a;
	}
	a->keys.min = key;
	a->keys.max = key;
	a->keys.increment = 0;
	if (key == 0)
		snprintf(a->name, sizeof(a->name), "%s", name);
	else
		snprintf(a->name, sizeof(a->name), "%s/%u", name, key);
	return a;
}

static void
no_reference(struct tc_algos *t, enum tc_kind kind, int algo, const char *what,
		unsigned int value)
{
	t->missing++;
	printf("FAIL no reference for advertised %s %s (algo %d) %s %u\n", kind_names[kind],
			algo_string(kind, algo), algo, what, value);
}

static bool
range_within(const struct rte_crypto_param_range *r, uint32_t lo, uint32_t hi)
{
	unsigned int i, n = tc_range_count(r);

	for (i = 0; i < n; i++)
		if (tc_range_value(r, i) < lo || tc_range_value(r, i) > hi)
			return false;
	return true;
}

static bool
cipher_params_ok(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap,
		const struct tc_ref_cipher *r)
{
	uint32_t units = cap->cipher.dataunit_set & ~RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_1_MEGABYTES;

	if (!range_within(&cap->cipher.iv_size, r->iv_min, r->iv_max)) {
		no_reference(t, TC_KIND_CIPHER, cap->cipher.algo, "IV length",
				cap->cipher.iv_size.max);
		return false;
	}
	if (units != 0 && r->mode != TC_REF_CIPHER_XTS) {
		no_reference(t, TC_KIND_CIPHER, cap->cipher.algo, "data-unit set", units);
		return false;
	}
	return true;
}

static void
caps_cipher(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->cipher.key_size;
	const struct tc_ref_cipher *r;
	unsigned int i;
	uint16_t k;

	if (!tc_ref_cipher_known(cap->cipher.algo)) {
		no_reference(t, TC_KIND_CIPHER, cap->cipher.algo, "key length", keys->min);
		return;
	}
	for (i = 0; i < tc_range_count(keys); i++) {
		k = tc_range_value(keys, i);
		r = tc_ref_cipher_find(cap->cipher.algo, k);
		if (r == NULL || k > TC_REF_MAX_CIPHER_KEY) {
			no_reference(t, TC_KIND_CIPHER, cap->cipher.algo, "key length", k);
			continue;
		}
		if (!cipher_params_ok(t, cap, r))
			return;
		/* a model for any key length (NULL): one entry over the whole range */
		if (r->key_len == 0 && keys->max > 0) {
			entry_add(t, TC_KIND_CIPHER, cap->cipher.algo, cap, k, true, r);
			return;
		}
		entry_add(t, TC_KIND_CIPHER, cap->cipher.algo, cap, k, false, r);
	}
}

static bool
auth_params_ok(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap,
		const struct tc_ref_auth *r)
{
	uint16_t dmin = r->mode == TC_REF_AUTH_NULL ? 0 : 1;

	if (!range_within(&cap->auth.digest_size, dmin, r->full_len)) {
		no_reference(t, TC_KIND_AUTH, cap->auth.algo, "digest length",
				cap->auth.digest_size.max);
		return false;
	}
	if (!range_within(&cap->auth.iv_size, r->iv_min, r->iv_max) &&
			!(r->iv_max == 0 && cap->auth.iv_size.max == 0)) {
		no_reference(t, TC_KIND_AUTH, cap->auth.algo, "IV length",
				cap->auth.iv_size.max);
		return false;
	}
	return true;
}

static void
caps_auth(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->auth.key_size;
	const struct tc_ref_auth *r;
	unsigned int i;
	uint16_t k;

	if (!tc_ref_auth_known(cap->auth.algo)) {
		no_reference(t, TC_KIND_AUTH, cap->auth.algo, "key length", keys->min);
		return;
	}
	/* a model for any key length in the range: one entry over the whole range */
	r = tc_ref_auth_find(cap->auth.algo, keys->min);
	if (r != NULL && r->key_len == 0 && keys->max > 0 &&
			tc_ref_auth_find(cap->auth.algo, keys->max) == r) {
		if (auth_params_ok(t, cap, r))
			entry_add(t, TC_KIND_AUTH, cap->auth.algo, cap, keys->min, true, r);
		return;
	}
	for (i = 0; i < tc_range_count(keys); i++) {
		k = tc_range_value(keys, i);
		r = tc_ref_auth_find(cap->auth.algo, k);
		if (r == NULL) {
			no_reference(t, TC_KIND_AUTH, cap->auth.algo, "key length", k);
			continue;
		}
		if (!auth_params_ok(t, cap, r))
			return;
		entry_add(t, TC_KIND_AUTH, cap->auth.algo, cap, k, false, r);
	}
}

static bool
aead_params_ok(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap,
		const struct tc_ref_aead *r)
{
	const struct rte_crypto_param_range *d = &cap->aead.digest_size;
	unsigned int i;
	uint16_t len;

	if (!range_within(&cap->aead.iv_size, r->iv_min, r->iv_max)) {
		no_reference(t, TC_KIND_AEAD, cap->aead.algo, "IV length",
				cap->aead.iv_size.max);
		return false;
	}
	for (i = 0; i < tc_range_count(d); i++) {
		len = tc_range_value(d, i);
		if (len < r->tag_min || len > r->tag_max || (r->tag_even && (len & 1))) {
			no_reference(t, TC_KIND_AEAD, cap->aead.algo, "digest length", len);
			return false;
		}
	}
	if (!range_within(&cap->aead.aad_size, 0, r->aad_max)) {
		no_reference(t, TC_KIND_AEAD, cap->aead.algo, "AAD length",
				cap->aead.aad_size.max);
		return false;
	}
	return true;
}

static void
caps_aead(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap)
{
	const struct rte_crypto_param_range *keys = &cap->aead.key_size;
	const struct tc_ref_aead *r;
	unsigned int i;
	uint16_t k;

	if (!tc_ref_aead_known(cap->aead.algo)) {
		no_reference(t, TC_KIND_AEAD, cap->aead.algo, "key length", keys->min);
		return;
	}
	for (i = 0; i < tc_range_count(keys); i++) {
		k = tc_range_value(keys, i);
		r = tc_ref_aead_find(cap->aead.algo, k);
		if (r == NULL)
			no_reference(t, TC_KIND_AEAD, cap->aead.algo, "key length", k);
		else if (aead_params_ok(t, cap, r))
			entry_add(t, TC_KIND_AEAD, cap->aead.algo, cap, k, false, r);
	}
}

static unsigned int
caps_max_entries(const struct rte_cryptodev_capabilities *caps)
{
	const struct rte_cryptodev_capabilities *c;
	unsigned int n = 0;

	for (c = caps; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++)
		if (c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC)	/* a long range is one entry */
			n += RTE_MIN(tc_range_count(tc_cap_keys(&c->sym)), 64u);
	return n;
}

static void
caps_one(struct tc_algos *t, const struct rte_cryptodev_symmetric_capability *cap)
{
	switch (cap->xform_type) {
	case RTE_CRYPTO_SYM_XFORM_CIPHER:
		caps_cipher(t, cap);
		break;
	case RTE_CRYPTO_SYM_XFORM_AUTH:
		caps_auth(t, cap);
		break;
	case RTE_CRYPTO_SYM_XFORM_AEAD:
		caps_aead(t, cap);
		break;
	default:
		t->missing++;
		printf("FAIL no reference for symmetric xform type %d\n", cap->xform_type);
		break;
	}
}

int
tc_algos_load(uint8_t dev, struct tc_algos *t)
{
	const struct rte_cryptodev_capabilities *c;
	struct rte_cryptodev_info info;

	memset(t, 0, sizeof(*t));
	t->dev = dev;
	rte_cryptodev_info_get(dev, &info);
	t->ff = info.feature_flags;
	if (info.capabilities == NULL)
		return -1;
	t->v = calloc(caps_max_entries(info.capabilities) + 1, sizeof(*t->v));
	if (t->v == NULL)
		return -1;
	for (c = info.capabilities; c->op != RTE_CRYPTO_OP_TYPE_UNDEFINED; c++) {
		if (c->op == RTE_CRYPTO_OP_TYPE_SYMMETRIC)
			caps_one(t, &c->sym);
		else
			t->nb_asym++;
	}
	return 0;
}

void
tc_algos_free(struct tc_algos *t)
{
	free(t->v);
	t->v = NULL;
	t->n = 0;
}

const struct tc_algo *
tc_algos_get(const struct tc_algos *t, enum tc_kind kind, int algo, uint16_t key_len)
{
	unsigned int i;

	for (i = 0; i < t->n; i++)
		if (t->v[i].kind == kind && t->v[i].algo == algo &&
				tc_range_has(&t->v[i].keys, key_len))
			return &t->v[i];
	return NULL;
}
