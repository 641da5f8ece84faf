/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <stdio.h>
#include <string.h>

#include "tc_point.h"

#define TYPICAL_IV	12	/* GCM, CCM, ChaCha20-Poly1305, GMAC */
#define TYPICAL_AAD	16
#define ODD_AAD		5
#define LONG_KEY_EXTRA	36	/* an HMAC key this much longer than the block */

static uint16_t
typical(const struct rte_crypto_param_range *r, uint16_t want)
{
	return tc_range_has(r, want) ? want : tc_range_max(r);
}

static void
form_cipher(const struct tc_algo *a, enum tc_point_form f, struct tc_point *p)
{
	const struct rte_crypto_param_range *iv = tc_algo_iv(a);

	p->chain = TC_CH_CIPHER;
	p->cipher = a;
	p->key_len = a->keys.min;
	p->iv_len = f == TC_POINT_EDGE ? iv->min : tc_range_max(iv);
}

/* the short digest of an edge point: half the full one, as IPsec truncates */
static uint16_t
truncated(const struct rte_crypto_param_range *d)
{
	return tc_range_snap(d, RTE_MAX(tc_range_max(d) / 2, RTE_MAX(d->min, 1)));
}

static void
form_auth(const struct tc_algo *a, enum tc_point_form f, struct tc_point *p)
{
	const struct rte_crypto_param_range *iv = tc_algo_iv(a), *d = tc_algo_digest(a);
	bool edge = f == TC_POINT_EDGE;
	uint32_t key = edge ? a->cap->auth.block_size + LONG_KEY_EXTRA : a->ref.auth->full_len;

	p->chain = TC_CH_AUTH;
	p->auth = a;
	p->auth_key_len = tc_range_count(&a->keys) > 1 ? tc_range_snap(&a->keys, key) :
		a->keys.min;
	p->digest_len = edge ? truncated(d) : tc_range_max(d);
	p->auth_iv_len = edge ? iv->min : typical(iv, TYPICAL_IV);
}

static void
form_aead(const struct tc_algo *a, enum tc_point_form f, struct tc_point *p)
{
	const struct rte_crypto_param_range *iv = tc_algo_iv(a), *d = tc_algo_digest(a);
	const struct rte_crypto_param_range *aad = &a->cap->aead.aad_size;

	p->chain = TC_CH_AEAD;
	p->cipher = a;
	p->key_len = a->keys.min;
	p->iv_len = typical(iv, TYPICAL_IV);
	p->digest_len = tc_range_max(d);
	p->aad_len = tc_range_snap(aad, TYPICAL_AAD);
	if (f == TC_POINT_EDGE) {
		p->iv_len = iv->min;
		p->digest_len = d->min;
		p->aad_len = tc_range_snap(aad, ODD_AAD);
	} else if (f == TC_POINT_WIDE) {
		p->iv_len = tc_range_max(iv);
		p->aad_len = aad->min;
	}
}

static void
form(const struct tc_algo *a, enum tc_point_form f, struct tc_point *p)
{
	memset(p, 0, sizeof(*p));
	if (a->kind == TC_KIND_CIPHER)
		form_cipher(a, f, p);
	else if (a->kind == TC_KIND_AUTH)
		form_auth(a, f, p);
	else
		form_aead(a, f, p);
}

static int
append(char *buf, size_t n, int at, const char *what, unsigned int v)
{
	if (at < 0 || (size_t)at >= n)
		return at;
	return at + snprintf(buf + at, n - at, "%s%s%u", buf[at - 1] == ':' ? "" : ",", what, v);
}

/* The entry's name, then ":" and the parameters that differ from the typical point. */
static void
form_name(struct tc_point *p, const struct tc_point *t, const char *entry)
{
	const char *dig = p->chain == TC_CH_AEAD ? "tag" : "digest";
	int at = snprintf(p->name, sizeof(p->name), "%s:", entry);

	if (p->key_len != t->key_len || p->auth_key_len != t->auth_key_len)
		at = append(p->name, sizeof(p->name), at, "key",
				p->chain == TC_CH_AUTH ? p->auth_key_len : p->key_len);
	if (p->iv_len != t->iv_len || p->auth_iv_len != t->auth_iv_len)
		at = append(p->name, sizeof(p->name), at, "iv",
				p->chain == TC_CH_AUTH ? p->auth_iv_len : p->iv_len);
	if (p->digest_len != t->digest_len)
		at = append(p->name, sizeof(p->name), at, dig, p->digest_len);
	if (p->aad_len != t->aad_len)
		append(p->name, sizeof(p->name), at, "aad", p->aad_len);
}

static bool
same_params(const struct tc_point *a, const struct tc_point *b)
{
	return a->key_len == b->key_len && a->auth_key_len == b->auth_key_len &&
		a->iv_len == b->iv_len && a->auth_iv_len == b->auth_iv_len &&
		a->digest_len == b->digest_len && a->aad_len == b->aad_len;
}

int
tc_point_single(const struct tc_algo *a, enum tc_point_form f, struct tc_point *p)
{
	struct tc_point t;

	form(a, TC_POINT_TYPICAL, &t);
	if (f == TC_POINT_TYPICAL) {
		*p = t;
		snprintf(p->name, sizeof(p->name), "%s", a->name);
		return 0;
	}
	if (f == TC_POINT_WIDE && a->kind != TC_KIND_AEAD)
		return -1;
	form(a, f, p);
	if (same_params(p, &t))
		return -1;
	form_name(p, &t, a->name);
	return 0;
}

void
tc_point_chain(const struct tc_point *c, const struct tc_point *a, struct tc_point *p)
{
	memset(p, 0, sizeof(*p));
	p->chain = TC_CH_ENC_GEN;
	p->cipher = c->cipher;
	p->key_len = c->key_len;
	p->iv_len = c->iv_len;
	p->auth = a->auth;
	p->auth_key_len = a->auth_key_len;
	p->auth_iv_len = a->auth_iv_len;
	p->digest_len = a->digest_len;
	snprintf(p->name, sizeof(p->name), "%.47s+%.47s", c->name, a->name);
}

/* Chains: each cipher entry with the auth entries in turn. */
static unsigned int
chains_all(const struct tc_algos *t, struct tc_point *out, unsigned int at, unsigned int max)
{
	const struct tc_algo *auths[t->n + 1];
	unsigned int i, nb_auth = 0, k = 0;
	struct tc_point c, a;

	for (i = 0; i < t->n; i++)
		if (t->v[i].kind == TC_KIND_AUTH)
			auths[nb_auth++] = &t->v[i];
	for (i = 0; i < t->n && nb_auth > 0; i++) {
		if (t->v[i].kind != TC_KIND_CIPHER)
			continue;
		tc_point_single(&t->v[i], TC_POINT_TYPICAL, &c);
		tc_point_single(auths[k++ % nb_auth], TC_POINT_TYPICAL, &a);
		if (at < max)
			tc_point_chain(&c, &a, &out[at]);
		at++;
	}
	return at;
}

unsigned int
tc_points_all(const struct tc_algos *t, struct tc_point *out, unsigned int max)
{
	unsigned int i, n = 0;
	struct tc_point p;
	int f;

	for (i = 0; i < t->n; i++) {
		for (f = 0; f < TC_POINT_FORMS; f++) {
			if (tc_point_single(&t->v[i], f, &p) != 0)
				continue;
			if (n < max)
				out[n] = p;
			n++;
		}
	}
	return chains_all(t, out, n, max);
}

static const struct tc_algo *
entry_named(const struct tc_algos *t, const char *name, size_t len, int kind)
{
	unsigned int i;

	for (i = 0; i < t->n; i++)
		if ((kind < 0 || t->v[i].kind == (enum tc_kind)kind) &&
				strlen(t->v[i].name) == len &&
				strncmp(t->v[i].name, name, len) == 0)
			return &t->v[i];
	return NULL;
}

/* "ENTRY[:edge|:wide]" of kind (-1: any). */
static int
part_by_name(const struct tc_algos *t, const char *s, size_t len, int kind,
		struct tc_point *p)
{
	const char *colon = memchr(s, ':', len);
	size_t n = colon != NULL ? (size_t)(colon - s) : len;
	const struct tc_algo *a = entry_named(t, s, n, kind);
	enum tc_point_form f = TC_POINT_TYPICAL;

	if (a == NULL)
		return -1;
	if (colon != NULL && len - n == 5 && strncmp(colon, ":edge", 5) == 0)
		f = TC_POINT_EDGE;
	else if (colon != NULL && len - n == 5 && strncmp(colon, ":wide", 5) == 0)
		f = TC_POINT_WIDE;
	else if (colon != NULL)
		return -1;
	return tc_point_single(a, f, p);
}

int
tc_point_by_name(const struct tc_algos *t, const char *name, struct tc_point *p)
{
	const char *plus = strchr(name, '+');
	struct tc_point c, a;

	if (plus == NULL)
		return part_by_name(t, name, strlen(name), -1, p);
	if (part_by_name(t, name, plus - name, TC_KIND_CIPHER, &c) != 0 ||
			part_by_name(t, plus + 1, strlen(plus + 1), TC_KIND_AUTH, &a) != 0)
		return -1;
	tc_point_chain(&c, &a, p);
	return 0;
}

bool
tc_point_has_digest(const struct tc_point *p)
{
	return p->chain != TC_CH_CIPHER;
}

bool
tc_point_can_fail(const struct tc_point *p)
{
	if (p->chain == TC_CH_AEAD)
		return true;
	return p->auth != NULL && tc_algo_can_fail(p->auth) && p->digest_len > 0;
}

const char *
tc_point_dir(const struct tc_point *p, bool encrypt)
{
	switch (p->chain) {
	case TC_CH_AUTH:
		return encrypt ? "generate" : "verify";
	case TC_CH_CIPHER:
	case TC_CH_AEAD:
		return encrypt ? "encrypt" : "decrypt";
	default:
		return encrypt ? "encrypt+generate" : "verify+decrypt";
	}
}
