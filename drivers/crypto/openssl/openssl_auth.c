/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>

#include "openssl_compat.h"
#include "openssl_mbuf.h"
#include "openssl_pmd_private.h"

#define GMAC_TAG_LEN	16
#define CMAC_TAG_LEN	16
#define XCBC_BLOCK	16
#define XCBC_BOUNCE	256

#define AUTH_CAP(a, blk, kmin, kmax, kinc, dmin, dmax, imin, imax) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_AUTH, \
		.auth = { \
			.algo = (a), \
			.block_size = (blk), \
			.key_size = { .min = (kmin), .max = (kmax), .increment = (kinc) }, \
			.digest_size = { .min = (dmin), .max = (dmax), .increment = 1 }, \
			.aad_size = { 0 }, \
			.iv_size = { .min = (imin), .max = (imax), \
				.increment = (imax) > (imin) ? 1 : 0 }, \
		}, \
	}, \
}

#define DIGEST_CAP(a, blk, d)	AUTH_CAP(a, blk, 0, 0, 0, 1, d, 0, 0)
/* HMAC: any key length (RFC 2104: a key longer than the block is hashed first) */
#define HMAC_CAP(a, blk, d)	AUTH_CAP(a, blk, 0, UINT16_MAX, 1, 1, d, 0, 0)

static const struct rte_cryptodev_capabilities auth_caps[] = {
	/* NULL: any key (ignored), a digest of zeros of any length up to 64 */
	AUTH_CAP(RTE_CRYPTO_AUTH_NULL, 1, 0, OPENSSL_MAX_DIGEST_LEN, 1, 0, OPENSSL_MAX_DIGEST_LEN,
		0, 0),
	DIGEST_CAP(RTE_CRYPTO_AUTH_MD5, 64, 16),
	HMAC_CAP(RTE_CRYPTO_AUTH_MD5_HMAC, 64, 16),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA1, 64, 20),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA1_HMAC, 64, 20),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA224, 64, 28),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA224_HMAC, 64, 28),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA256, 64, 32),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA256_HMAC, 64, 32),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA384, 128, 48),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA384_HMAC, 128, 48),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA512, 128, 64),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA512_HMAC, 128, 64),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_224, 144, 28),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_224_HMAC, 144, 28),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_256, 136, 32),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_256_HMAC, 136, 32),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_384, 104, 48),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_384_HMAC, 104, 48),
	DIGEST_CAP(RTE_CRYPTO_AUTH_SHA3_512, 72, 64),
	HMAC_CAP(RTE_CRYPTO_AUTH_SHA3_512_HMAC, 72, 64),
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_CMAC, 16, 16, 32, 8, 1, 16, 0, 0),
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_GMAC, 16, 16, 32, 8, 4, 16, 1, OPENSSL_GCM_MAX_IV_LEN),
	AUTH_CAP(RTE_CRYPTO_AUTH_AES_XCBC_MAC, 16, 16, 16, 0, 1, 16, 0, 0),
};

/* key_len 0: any key the capability allows. */
static const struct openssl_algo auth_algos[] = {
	{ RTE_CRYPTO_AUTH_NULL, 0, OPENSSL_AUTH_NULL, 0, 0, NULL, NULL },
	{ RTE_CRYPTO_AUTH_MD5, 0, OPENSSL_AUTH_DIGEST, 0, 0, "MD5", NULL },
	{ RTE_CRYPTO_AUTH_SHA1, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA1", NULL },
	{ RTE_CRYPTO_AUTH_SHA224, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA224", NULL },
	{ RTE_CRYPTO_AUTH_SHA256, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA256", NULL },
	{ RTE_CRYPTO_AUTH_SHA384, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA384", NULL },
	{ RTE_CRYPTO_AUTH_SHA512, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA512", NULL },
	{ RTE_CRYPTO_AUTH_MD5_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "MD5" },
	{ RTE_CRYPTO_AUTH_SHA1_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA1" },
	{ RTE_CRYPTO_AUTH_SHA224_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA224" },
	{ RTE_CRYPTO_AUTH_SHA256_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA256" },
	{ RTE_CRYPTO_AUTH_SHA384_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA384" },
	{ RTE_CRYPTO_AUTH_SHA512_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA512" },
	{ RTE_CRYPTO_AUTH_SHA3_224, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-224", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_256, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-256", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_384, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-384", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_512, 0, OPENSSL_AUTH_DIGEST, 0, 0, "SHA3-512", NULL },
	{ RTE_CRYPTO_AUTH_SHA3_224_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-224" },
	{ RTE_CRYPTO_AUTH_SHA3_256_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-256" },
	{ RTE_CRYPTO_AUTH_SHA3_384_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-384" },
	{ RTE_CRYPTO_AUTH_SHA3_512_HMAC, 0, OPENSSL_AUTH_HMAC, 0, 0, "HMAC", "SHA3-512" },
	{ RTE_CRYPTO_AUTH_AES_CMAC, 16, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-128-CBC" },
	{ RTE_CRYPTO_AUTH_AES_CMAC, 24, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-192-CBC" },
	{ RTE_CRYPTO_AUTH_AES_CMAC, 32, OPENSSL_AUTH_CMAC, 0, 0, "CMAC", "AES-256-CBC" },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 16, OPENSSL_AUTH_GMAC, 0, 0, "AES-128-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 24, OPENSSL_AUTH_GMAC, 0, 0, "AES-192-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_GMAC, 32, OPENSSL_AUTH_GMAC, 0, 0, "AES-256-GCM", NULL },
	{ RTE_CRYPTO_AUTH_AES_XCBC_MAC, 16, OPENSSL_AUTH_XCBC, 0, 0, "AES-128-CBC",
		"AES-128-ECB" },
};

static void
auth_ctx_free(const struct openssl_session *s, struct openssl_slot *slot)
{
	if (slot->auth == NULL)
		return;
	switch (s->auth.algo->mode) {
	case OPENSSL_AUTH_DIGEST:
		EVP_MD_CTX_free(slot->auth);
		break;
	case OPENSSL_AUTH_GMAC:
	case OPENSSL_AUTH_XCBC:
		EVP_CIPHER_CTX_free(slot->auth);
		break;
	default:
		EVP_MAC_CTX_free(slot->auth);
		break;
	}
	slot->auth = NULL;
}

static EVP_MAC_CTX *
mac_ctx_new(const struct openssl_auth_sess *a)
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
	return ctx;
}

static EVP_CIPHER_CTX *
gmac_ctx_new(const struct openssl_auth_sess *a)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	if (ctx == NULL)
		return NULL;
	if (EVP_EncryptInit_ex(ctx, a->cipher, NULL, NULL, NULL) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, a->iv_len, NULL) != 1 ||
			EVP_EncryptInit_ex(ctx, NULL, NULL, a->key, NULL) != 1) {
		EVP_CIPHER_CTX_free(ctx);
		return NULL;
	}
	return ctx;
}

/* XCBC: CBC-MAC under K1 (the session key after derivation), IV zero per op. */
static EVP_CIPHER_CTX *
xcbc_ctx_new(const struct openssl_auth_sess *a)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	if (ctx != NULL && (EVP_EncryptInit_ex(ctx, a->cipher, NULL, a->key, NULL) != 1 ||
			EVP_CIPHER_CTX_set_padding(ctx, 0) != 1)) {
		EVP_CIPHER_CTX_free(ctx);
		ctx = NULL;
	}
	return ctx;
}

static int
auth_ctx_new(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_auth_sess *a = &s->auth;
	EVP_MD_CTX *md;

	switch (a->algo->mode) {
	case OPENSSL_AUTH_NULL:
		return 0;
	case OPENSSL_AUTH_XCBC:
		slot->auth = xcbc_ctx_new(a);
		break;
	case OPENSSL_AUTH_DIGEST:
		md = EVP_MD_CTX_new();
		if (md != NULL && EVP_DigestInit_ex(md, a->md, NULL) != 1) {
			EVP_MD_CTX_free(md);
			md = NULL;
		}
		slot->auth = md;
		break;
	case OPENSSL_AUTH_GMAC:
		slot->auth = gmac_ctx_new(a);
		break;
	default:
		slot->auth = mac_ctx_new(a);
		break;
	}
	return slot->auth == NULL ? -ENOMEM : 0;
}

static int
auth_ctx_dup(const struct openssl_session *s, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	if (tmpl->auth == NULL)
		return 0;	/* NULL auth */
	switch (s->auth.algo->mode) {
	case OPENSSL_AUTH_DIGEST:
		slot->auth = openssl_md_ctx_dup(tmpl->auth);
		break;
	case OPENSSL_AUTH_GMAC:
	case OPENSSL_AUTH_XCBC:
		slot->auth = openssl_cipher_ctx_dup(tmpl->auth);
		break;
	default:
		slot->auth = EVP_MAC_CTX_dup(tmpl->auth);
		break;
	}
	return slot->auth == NULL ? -ENOMEM : 0;
}

static void
auth_sess_free(struct openssl_session *s)
{
	EVP_MD_free(s->auth.md);
	EVP_MAC_free(s->auth.mac);
	EVP_CIPHER_free(s->auth.cipher);
	s->auth.md = NULL;
	s->auth.mac = NULL;
	s->auth.cipher = NULL;
}

static int
auth_fetch(struct openssl_auth_sess *a)
{
	switch (a->algo->mode) {
	case OPENSSL_AUTH_DIGEST:
		a->md = EVP_MD_fetch(NULL, a->algo->evp_name, NULL);
		return a->md == NULL ? -ENOTSUP : EVP_MD_get_size(a->md);
	case OPENSSL_AUTH_GMAC:
		a->cipher = EVP_CIPHER_fetch(NULL, a->algo->evp_name, NULL);
		return a->cipher == NULL ? -ENOTSUP : GMAC_TAG_LEN;
	case OPENSSL_AUTH_XCBC:
		a->cipher = EVP_CIPHER_fetch(NULL, a->algo->evp_name, NULL);
		return a->cipher == NULL ? -ENOTSUP : XCBC_BLOCK;
	case OPENSSL_AUTH_NULL:
		return OPENSSL_MAX_DIGEST_LEN;
	case OPENSSL_AUTH_HMAC:
		a->md = EVP_MD_fetch(NULL, a->algo->evp_param, NULL);
		a->mac = EVP_MAC_fetch(NULL, a->algo->evp_name, NULL);
		return a->md == NULL || a->mac == NULL ? -ENOTSUP : EVP_MD_get_size(a->md);
	default:
		a->mac = EVP_MAC_fetch(NULL, a->algo->evp_name, NULL);
		return a->mac == NULL ? -ENOTSUP : CMAC_TAG_LEN;
	}
}

/* Key length the mode accepts: none for digests, any for HMAC, exact otherwise. */
static int
auth_key_check(const struct openssl_algo *algo, uint16_t len)
{
	switch (algo->mode) {
	case OPENSSL_AUTH_DIGEST:
		if (len == 0)
			return 0;
		OPENSSL_LOG(ERR, "%s is an unkeyed hash, a %u-byte key was given (an HMAC?)",
			algo->evp_name, len);
		return -ENOTSUP;
	case OPENSSL_AUTH_NULL:
		return len <= OPENSSL_MAX_DIGEST_LEN ? 0 : -ENOTSUP;
	case OPENSSL_AUTH_HMAC:
		return 0;
	default:
		return len == algo->key_len ? 0 : -ENOTSUP;
	}
}

/*
 * The HMAC key as the session keeps it: RFC 2104 replaces a key longer than
 * the digest's block by its hash, as OpenSSL's HMAC does itself, so any key
 * length gives the same MAC and the session holds at most one block.
 */
static int
hmac_key_copy(struct openssl_auth_sess *a, const uint8_t *key, uint16_t len)
{
	unsigned int mdlen = 0;

	if (len > 0 && key == NULL)
		return -EINVAL;
	if (len <= EVP_MD_get_block_size(a->md))
		return openssl_key_copy(a->key, sizeof(a->key), &a->key_len, key, len);
	if (EVP_Digest(key, len, a->key, &mdlen, a->md, NULL) != 1)
		return -ENOMEM;
	a->key_len = mdlen;
	return 0;
}

/*
 * RFC 3566: K1 = E_K(0x01..), K2 = E_K(0x02..), K3 = E_K(0x03..). K1 replaces
 * the key: the per-op context only needs it.
 */
static int
xcbc_derive(struct openssl_auth_sess *a)
{
	uint8_t in[3 * XCBC_BLOCK], out[3 * XCBC_BLOCK + XCBC_BLOCK];
	EVP_CIPHER *ecb = EVP_CIPHER_fetch(NULL, a->algo->evp_param, NULL);
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl = 0, ret = -1;

	memset(in, 1, XCBC_BLOCK);
	memset(in + XCBC_BLOCK, 2, XCBC_BLOCK);
	memset(in + 2 * XCBC_BLOCK, 3, XCBC_BLOCK);
	if (ecb != NULL && ctx != NULL &&
			EVP_EncryptInit_ex(ctx, ecb, NULL, a->key, NULL) == 1 &&
			EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
			EVP_EncryptUpdate(ctx, out, &outl, in, sizeof(in)) == 1 &&
			outl == (int)sizeof(in)) {
		memcpy(a->key, out, XCBC_BLOCK);
		memcpy(a->xcbc_k2, out + XCBC_BLOCK, XCBC_BLOCK);
		memcpy(a->xcbc_k3, out + 2 * XCBC_BLOCK, XCBC_BLOCK);
		ret = 0;
	}
	OPENSSL_cleanse(out, sizeof(out));
	EVP_CIPHER_CTX_free(ctx);
	EVP_CIPHER_free(ecb);
	return ret;
}

static int
auth_setup(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_lib_info *lib)
{
	const struct rte_crypto_auth_xform *ax = &x->auth;
	struct openssl_auth_sess *a = &s->auth;
	int max_digest, ret;

	a->algo = openssl_algo_find(auth_algos, RTE_DIM(auth_algos), ax->algo,
			ax->key.length);
	if (a->algo == NULL)
		return -ENOTSUP;
	ret = auth_key_check(a->algo, ax->key.length);
	if (ret != 0)
		return ret;
	max_digest = auth_fetch(a);
	if (max_digest < 0)
		return max_digest;
	if (a->algo->mode == OPENSSL_AUTH_HMAC)
		ret = hmac_key_copy(a, ax->key.data, ax->key.length);
	else
		ret = openssl_key_copy(a->key, sizeof(a->key), &a->key_len, ax->key.data,
				ax->key.length);
	if (ret != 0)
		return ret;
	if ((ax->digest_length == 0 && a->algo->mode != OPENSSL_AUTH_NULL) ||
			ax->digest_length > max_digest)
		return -ENOTSUP;
	if (a->algo->mode == OPENSSL_AUTH_XCBC && xcbc_derive(a) != 0)
		return -ENOMEM;
	/* the IV is only read by GMAC; other algorithms ignore it, as upstream does */
	if (a->algo->mode == OPENSSL_AUTH_GMAC && (ax->iv.length < 1 ||
			ax->iv.length > OPENSSL_GCM_MAX_IV_LEN || ax->digest_length < 4))
		return -ENOTSUP;
	a->verify = ax->op == RTE_CRYPTO_AUTH_OP_VERIFY;
	a->mac_reinit_ok = a->algo->mode == OPENSSL_AUTH_HMAC ? lib->hmac_reinit_ok :
		lib->cmac_reinit_ok;
	a->digest_len = ax->digest_length;
	if (a->algo->mode == OPENSSL_AUTH_GMAC) {
		a->iv_offset = ax->iv.offset;
		a->iv_len = ax->iv.length;
	}
	return auth_ctx_new(s, &s->tmpl);
}

static int
digest_run(const struct openssl_auth_sess *a, EVP_MD_CTX *ctx, struct openssl_iter *it,
		uint8_t *md)
{
	unsigned int mdlen;
	uint32_t n;
	uint8_t *p;

	if (EVP_DigestInit_ex(ctx, a->md, NULL) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_DigestUpdate(ctx, p, n) != 1)
			return -1;
	return EVP_DigestFinal_ex(ctx, md, &mdlen) == 1 ? 0 : -1;
}

static int
mac_run(const struct openssl_auth_sess *a, EVP_MAC_CTX *ctx, struct openssl_iter *it,
		uint8_t *md)
{
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

static int
gmac_run(EVP_CIPHER_CTX *ctx, const uint8_t *iv, struct openssl_iter *it, uint8_t *md)
{
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl;
	uint32_t n;
	uint8_t *p;

	if (EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, iv) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_EncryptUpdate(ctx, NULL, &outl, p, n) != 1)
			return -1;
	if (EVP_EncryptFinal_ex(ctx, tail, &outl) != 1)
		return -1;
	return openssl_evp_tag(ctx, md, GMAC_TAG_LEN, false);
}

struct xcbc_state {
	EVP_CIPHER_CTX *ctx;
	uint8_t hold[XCBC_BLOCK];	/* the last (maybe partial) block seen */
	uint32_t nhold;
	uint8_t out[XCBC_BOUNCE + XCBC_BLOCK];
};

static int
xcbc_update(struct xcbc_state *x, const uint8_t *p, uint32_t n)
{
	uint32_t take;
	int outl;

	while (n > 0) {
		if (x->nhold == XCBC_BLOCK) {	/* more data follows: not the last block */
			if (EVP_EncryptUpdate(x->ctx, x->out, &outl, x->hold, XCBC_BLOCK) != 1)
				return -1;
			x->nhold = 0;
		}
		if (x->nhold == 0 && n > XCBC_BLOCK) {
			take = RTE_MIN((n - 1) / XCBC_BLOCK * XCBC_BLOCK, (uint32_t)XCBC_BOUNCE);
			if (EVP_EncryptUpdate(x->ctx, x->out, &outl, p, take) != 1)
				return -1;
		} else {
			take = RTE_MIN(XCBC_BLOCK - x->nhold, n);
			memcpy(x->hold + x->nhold, p, take);
			x->nhold += take;
		}
		p += take;
		n -= take;
	}
	return 0;
}

static int
xcbc_run(const struct openssl_auth_sess *a, EVP_CIPHER_CTX *ctx, struct openssl_iter *it,
		uint8_t *md)
{
	static const uint8_t zero_iv[XCBC_BLOCK];
	struct xcbc_state x = { .ctx = ctx, .nhold = 0 };
	const uint8_t *k;
	unsigned int i;
	uint32_t n;
	uint8_t *p;
	int outl;

	if (EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, zero_iv) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (xcbc_update(&x, p, n) != 0)
			return -1;
	k = a->xcbc_k2;
	if (x.nhold < XCBC_BLOCK) {	/* pad 10* and use K3 */
		x.hold[x.nhold] = 0x80;
		memset(x.hold + x.nhold + 1, 0, XCBC_BLOCK - x.nhold - 1);
		k = a->xcbc_k3;
	}
	for (i = 0; i < XCBC_BLOCK; i++)
		x.hold[i] ^= k[i];
	if (EVP_EncryptUpdate(ctx, md, &outl, x.hold, XCBC_BLOCK) != 1 || outl != XCBC_BLOCK)
		return -1;
	return 0;
}

void
openssl_auth_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *m, struct rte_mbuf *dst __rte_unused)
{
	const struct openssl_auth_sess *a = &s->auth;
	uint32_t off = op->auth_off, len = op->auth_len;
	uint8_t *digest = op->digest;
	uint8_t md[EVP_MAX_MD_SIZE];
	struct openssl_iter it;
	int ret;

	if (unlikely((digest == NULL && a->digest_len > 0) ||
			!openssl_mbuf_range_ok(m, off, len))) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return;
	}
	openssl_iter_init(&it, m, off, len);
	switch (a->algo->mode) {
	case OPENSSL_AUTH_DIGEST:
		ret = digest_run(a, slot->auth, &it, md);
		break;
	case OPENSSL_AUTH_GMAC:
		ret = gmac_run(slot->auth, op->auth_iv, &it, md);
		break;
	case OPENSSL_AUTH_XCBC:
		ret = xcbc_run(a, slot->auth, &it, md);
		break;
	case OPENSSL_AUTH_NULL:
		/* no authentication: a digest of zeros, and every verify passes */
		if (!a->verify && a->digest_len > 0)
			memset(digest, 0, a->digest_len);
		return;
	default:
		ret = mac_run(a, slot->auth, &it, md);
		break;
	}
	if (unlikely(ret != 0))
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
	else if (!a->verify)
		memcpy(digest, md, a->digest_len);
	else if (CRYPTO_memcmp(md, digest, a->digest_len) != 0)
		op->status = RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
}

const struct openssl_family openssl_auth_family = {
	.name = "auth",
	.xform_type = RTE_CRYPTO_SYM_XFORM_AUTH,
	.caps = auth_caps,
	.nb_caps = RTE_DIM(auth_caps),
	.algos = auth_algos,
	.nb_algos = RTE_DIM(auth_algos),
	.setup = auth_setup,
	.ctx_new = auth_ctx_new,
	.ctx_dup = auth_ctx_dup,
	.ctx_free = auth_ctx_free,
	.process = openssl_auth_process,
	.sess_free = auth_sess_free,
};
