/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Auth implementations over a digest: the plain digest, HMAC from keyed
 * digest states, and OpenSSL's EVP_MAC (HMAC and CMAC: the generic path,
 * the devarg evp_mac picks it).
 *
 * HMAC (RFC 2104) is H((K ^ opad) || H((K ^ ipad) || m)). The session keeps
 * the digest states after the (K ^ ipad) and (K ^ opad) blocks; an op copies
 * them into its working context, so no key and no padding is processed per
 * op and no EVP_MAC layer is crossed.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>

#include "openssl_auth_impl.h"
#include "openssl_compat.h"

#define HMAC_IPAD	0x36
#define HMAC_OPAD	0x5c
#define HMAC_MAX_BLOCK	144	/* SHA3-224 */

static EVP_MD_CTX *
md_ctx_new(const EVP_MD *md)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();

	if (ctx != NULL && EVP_DigestInit_ex(ctx, md, NULL) != 1) {
		EVP_MD_CTX_free(ctx);
		ctx = NULL;
	}
	return ctx;
}

static int
digest_ctx_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	slot->auth = md_ctx_new(a->md);
	return slot->auth == NULL ? -ENOMEM : 0;
}

static int
digest_ctx_dup(const struct openssl_auth_sess *a __rte_unused, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	slot->auth = openssl_md_ctx_dup(tmpl->auth);
	return slot->auth == NULL ? -ENOMEM : 0;
}

static void
md_ctx_free(const struct openssl_auth_sess *a __rte_unused, struct openssl_slot *slot)
{
	EVP_MD_CTX_free(slot->auth);
	EVP_MD_CTX_free(slot->hmac_in);
	EVP_MD_CTX_free(slot->hmac_out);
	slot->auth = NULL;
	slot->hmac_in = NULL;
	slot->hmac_out = NULL;
}

static int
digest_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op __rte_unused, struct openssl_iter *it, uint8_t *md)
{
	EVP_MD_CTX *ctx = slot->auth;
	unsigned int mdlen;
	uint32_t n;
	uint8_t *p;

	if (EVP_DigestInit_ex(ctx, a->md, NULL) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_DigestUpdate(ctx, p, n) != 1)
			return -1;
	/* SHAKE: as many output bytes as the digest asked */
	if (a->algo->mode == OPENSSL_AUTH_XOF)
		return EVP_DigestFinalXOF(ctx, md, a->digest_len) == 1 ? 0 : -1;
	return EVP_DigestFinal_ex(ctx, md, &mdlen) == 1 ? 0 : -1;
}

const struct openssl_auth_impl openssl_auth_digest = {
	.ctx_new = digest_ctx_new,
	.ctx_dup = digest_ctx_dup,
	.ctx_free = md_ctx_free,
	.run = digest_run,
};

/* One block of K ^ pad (the key is at most one block): its length, or 0. */
static int
hmac_block(const struct openssl_auth_sess *a, uint8_t pad, uint8_t *block)
{
	int bs = EVP_MD_get_block_size(a->md);
	uint16_t i;

	if (bs <= 0 || bs > HMAC_MAX_BLOCK || a->key_len > bs)
		return 0;
	memset(block, pad, bs);
	for (i = 0; i < a->key_len; i++)
		block[i] ^= a->key[i];
	return bs;
}

/* A digest state after one block of K ^ pad: EVP's, or the provider's (a->direct). */
static void *
hmac_state(const struct openssl_auth_sess *a, uint8_t pad)
{
	uint8_t block[HMAC_MAX_BLOCK];
	int bs = hmac_block(a, pad, block);
	EVP_MD_CTX *ctx = NULL;
	void *st = NULL;

	if (bs > 0 && a->direct) {
		st = openssl_prov_hmac_state(&a->pmd, block, bs);
	} else if (bs > 0) {
		ctx = md_ctx_new(a->md);
		if (ctx != NULL && EVP_DigestUpdate(ctx, block, bs) != 1) {
			EVP_MD_CTX_free(ctx);
			ctx = NULL;
		}
		st = ctx;
	}
	OPENSSL_cleanse(block, sizeof(block));
	return st;
}

static void
hmac_ctx_free(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	if (!a->direct) {
		md_ctx_free(a, slot);
		return;
	}
	if (slot->phmac_in != NULL)
		a->pmd.freectx(slot->phmac_in);
	if (slot->phmac_out != NULL)
		a->pmd.freectx(slot->phmac_out);
	if (slot->auth != NULL)
		a->pmd.freectx(slot->auth);
	slot->phmac_in = NULL;
	slot->phmac_out = NULL;
	slot->auth = NULL;
}

/*
 * The working context an op runs on: EVP's; provider-direct, the provider's
 * when it has copyctx (openssl_prov_hmac_work()), else none (an op clones
 * the states). 0, or -ENOMEM with the slot freed.
 */
static int
hmac_work_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	bool need = !a->direct || a->pmd.copyctx != NULL;

	slot->auth = a->direct ? openssl_prov_hmac_work(&a->pmd) : (void *)EVP_MD_CTX_new();
	if (slot->phmac_in == NULL || slot->phmac_out == NULL || (need && slot->auth == NULL)) {
		hmac_ctx_free(a, slot);
		return -ENOMEM;
	}
	return 0;
}

static int
hmac_ctx_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	slot->phmac_in = hmac_state(a, HMAC_IPAD);
	slot->phmac_out = hmac_state(a, HMAC_OPAD);
	return hmac_work_new(a, slot);
}

static int
hmac_ctx_dup(const struct openssl_auth_sess *a, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	if (a->direct) {
		slot->phmac_in = a->pmd.dupctx(tmpl->phmac_in);
		slot->phmac_out = a->pmd.dupctx(tmpl->phmac_out);
	} else {
		slot->hmac_in = openssl_md_ctx_dup(tmpl->hmac_in);
		slot->hmac_out = openssl_md_ctx_dup(tmpl->hmac_out);
	}
	/* a working context of its own, not a clone: it holds no state between ops */
	return hmac_work_new(a, slot);
}

/*
 * Provider-direct, no EVP layer crossed: the keyed states copied into the
 * slot's working context (copyctx), else clones of them.
 */
static int
hmac_prov_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		struct openssl_iter *it, uint8_t *md)
{
	const struct openssl_prov_digest *pd = &a->pmd;
	void *ctx = openssl_prov_hmac_start(pd, slot->auth, slot->phmac_in);
	uint32_t n;
	uint8_t *p;

	if (ctx == NULL)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (pd->update(ctx, p, n) != 1) {
			openssl_prov_hmac_end(pd, ctx);
			return -1;
		}
	return openssl_prov_hmac_finish(pd, ctx, slot->phmac_out, md);
}

/* EVP: the inner digest ended, the outer one on it; the context was fed the message. */
static int
hmac_evp_finish(EVP_MD_CTX *ctx, const struct openssl_slot *slot, uint8_t *md)
{
	uint8_t inner[EVP_MAX_MD_SIZE];
	unsigned int len = 0;
	int ret = -1;

	if (EVP_DigestFinal_ex(ctx, inner, &len) == 1 &&
			EVP_MD_CTX_copy_ex(ctx, slot->hmac_out) == 1 &&
			EVP_DigestUpdate(ctx, inner, len) == 1 &&
			EVP_DigestFinal_ex(ctx, md, &len) == 1)
		ret = 0;
	OPENSSL_cleanse(inner, sizeof(inner));
	return ret;
}

static int
hmac_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op __rte_unused, struct openssl_iter *it, uint8_t *md)
{
	EVP_MD_CTX *ctx = slot->auth;
	uint32_t n;
	uint8_t *p;

	if (a->direct)
		return hmac_prov_run(a, slot, it, md);
	if (EVP_MD_CTX_copy_ex(ctx, slot->hmac_in) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_DigestUpdate(ctx, p, n) != 1)
			return -1;
	return hmac_evp_finish(ctx, slot, md);
}

/* A message in one piece (the shortcuts'): hmac_run without the iterator. */
static int
hmac_flat(const struct openssl_auth_sess *a, struct openssl_slot *slot, const uint8_t *p,
		uint32_t len, uint8_t *md)
{
	const struct openssl_prov_digest *pd = &a->pmd;
	void *ctx;

	if (!a->direct) {
		if (EVP_MD_CTX_copy_ex(slot->auth, slot->hmac_in) != 1 ||
				EVP_DigestUpdate(slot->auth, p, len) != 1)
			return -1;
		return hmac_evp_finish(slot->auth, slot, md);
	}
	ctx = openssl_prov_hmac_start(pd, slot->auth, slot->phmac_in);
	if (ctx == NULL)
		return -1;
	if (pd->update(ctx, p, len) != 1) {
		openssl_prov_hmac_end(pd, ctx);
		return -1;
	}
	return openssl_prov_hmac_finish(pd, ctx, slot->phmac_out, md);
}

const struct openssl_auth_impl openssl_auth_hmac = {
	.ctx_new = hmac_ctx_new,
	.ctx_dup = hmac_ctx_dup,
	.ctx_free = hmac_ctx_free,
	.run = hmac_run,
	.flat = hmac_flat,
};

/* EVP_MAC: HMAC with a digest parameter, CMAC with a cipher parameter. */
static int
mac_ctx_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	const char *name = a->algo->mode == OPENSSL_AUTH_HMAC ?
		OSSL_MAC_PARAM_DIGEST : OSSL_MAC_PARAM_CIPHER;
	OSSL_PARAM params[2];
	EVP_MAC_CTX *ctx;

	params[0] = OSSL_PARAM_construct_utf8_string(name,
			(char *)(uintptr_t)a->algo->evp_param, 0);
	params[1] = OSSL_PARAM_construct_end();
	ctx = EVP_MAC_CTX_new(a->mac);
	if (ctx != NULL && EVP_MAC_init(ctx, a->key, a->key_len, params) != 1) {
		EVP_MAC_CTX_free(ctx);
		ctx = NULL;
	}
	slot->auth = ctx;
	return ctx == NULL ? -ENOMEM : 0;
}

static int
mac_ctx_dup(const struct openssl_auth_sess *a __rte_unused, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	slot->auth = EVP_MAC_CTX_dup(tmpl->auth);
	return slot->auth == NULL ? -ENOMEM : 0;
}

static void
mac_ctx_free(const struct openssl_auth_sess *a __rte_unused, struct openssl_slot *slot)
{
	EVP_MAC_CTX_free(slot->auth);
	slot->auth = NULL;
}

static int
mac_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op __rte_unused, struct openssl_iter *it, uint8_t *md)
{
	EVP_MAC_CTX *ctx = slot->auth;
	size_t mdlen;
	uint32_t n;
	uint8_t *p;
	int ret;

	if (likely(a->mac_reinit_ok))
		ret = EVP_MAC_init(ctx, NULL, 0, NULL);
	else
		ret = EVP_MAC_init(ctx, a->key, a->key_len, NULL);
	if (ret != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_MAC_update(ctx, p, n) != 1)
			return -1;
	return EVP_MAC_final(ctx, md, &mdlen, EVP_MAX_MD_SIZE) == 1 ? 0 : -1;
}

const struct openssl_auth_impl openssl_auth_evp_mac = {
	.ctx_new = mac_ctx_new,
	.ctx_dup = mac_ctx_dup,
	.ctx_free = mac_ctx_free,
	.run = mac_run,
};
