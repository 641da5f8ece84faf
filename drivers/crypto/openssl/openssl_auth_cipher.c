/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Auth implementations over a block cipher: CMAC (SP 800-38B) and AES-XCBC-MAC
 * (RFC 3566) as a CBC-MAC, and AES-GMAC.
 *
 * Both CBC-MACs encrypt the message in CBC mode from a zero IV and XOR a
 * subkey into the last block (one subkey for a complete block, another for
 * a padded one). The slot's CBC context is keyed once; instead of a zero-IV
 * re-initialisation per op (most of the cost of a short op), the context
 * chains on from its last output block, which the slot remembers (mac_cv),
 * and the op's first block is fed XORed with it: the context then computes
 * E(B1 ^ mac_cv ^ mac_cv) = E(B1), as from a zero IV. When the chaining
 * value is unknown (a new slot, a failed op) the context is re-initialised.
 */

#include <string.h>

#include <openssl/crypto.h>

#include "openssl_auth_impl.h"
#include "openssl_compat.h"

#define MAC_BLOCK	16
#define MAC_BOUNCE	1024	/* bytes encrypted per EVP call (output discarded) */
#define GMAC_TAG_LEN	16

static const uint8_t zero_block[MAC_BLOCK];

/* E_K(in) for one block, K the session key: CBC from a zero IV. */
static int
block_encrypt(const struct openssl_auth_sess *a, const uint8_t *in, uint8_t *out)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
	int outl = 0, ret = -1;

	if (ctx != NULL && EVP_EncryptInit_ex(ctx, a->cipher, NULL, a->key, zero_block) == 1 &&
			EVP_CIPHER_CTX_set_padding(ctx, 0) == 1 &&
			EVP_EncryptUpdate(ctx, out, &outl, in, MAC_BLOCK) == 1 && outl == MAC_BLOCK)
		ret = 0;
	EVP_CIPHER_CTX_free(ctx);
	return ret;
}

/* Doubling in GF(2^128), SP 800-38B: x << 1, reduced by 0x87. */
static void
gf_double(const uint8_t *in, uint8_t *out)
{
	uint8_t carry = in[0] >> 7;
	int i;

	for (i = 0; i < MAC_BLOCK - 1; i++)
		out[i] = (uint8_t)(in[i] << 1 | in[i + 1] >> 7);
	out[MAC_BLOCK - 1] = (uint8_t)(in[MAC_BLOCK - 1] << 1) ^ (uint8_t)(0x87 * carry);
}

/* CMAC: L = E_K(0), K1 = 2L (complete last block), K2 = 4L (padded one). */
static int
cmac_derive(struct openssl_auth_sess *a)
{
	uint8_t l[MAC_BLOCK];
	int ret = block_encrypt(a, zero_block, l);

	if (ret == 0) {
		gf_double(l, a->mac_kc);
		gf_double(a->mac_kc, a->mac_kp);
	}
	OPENSSL_cleanse(l, sizeof(l));
	return ret;
}

/* XCBC: K1 = E_K(1^128) keys the CBC-MAC, K2 = E_K(2^128), K3 = E_K(3^128). */
static int
xcbc_derive(struct openssl_auth_sess *a)
{
	uint8_t in[MAC_BLOCK], k1[MAC_BLOCK];
	int ret;

	memset(in, 1, sizeof(in));
	ret = block_encrypt(a, in, k1);
	memset(in, 2, sizeof(in));
	ret |= block_encrypt(a, in, a->mac_kc);
	memset(in, 3, sizeof(in));
	ret |= block_encrypt(a, in, a->mac_kp);
	if (ret == 0)
		memcpy(a->key, k1, MAC_BLOCK);
	OPENSSL_cleanse(k1, sizeof(k1));
	return ret == 0 ? 0 : -1;
}

int
openssl_cbcmac_derive(struct openssl_auth_sess *a)
{
	return a->algo->mode == OPENSSL_AUTH_XCBC ? xcbc_derive(a) : cmac_derive(a);
}

/* Provider-direct: the provider's CBC context, keyed, padding off. */
static int
cbcmac_prov_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	slot->auth = openssl_prov_cipher_new_nopad(&a->prov, a->cipher, a->key, a->key_len, true);
	slot->mac_cv_ok = 0;	/* the first op sets a zero IV */
	return slot->auth == NULL ? -ENOMEM : 0;
}

static int
cbcmac_ctx_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	EVP_CIPHER_CTX *ctx;

	if (a->direct)
		return cbcmac_prov_new(a, slot);
	ctx = EVP_CIPHER_CTX_new();

	if (ctx != NULL && (EVP_EncryptInit_ex(ctx, a->cipher, NULL, a->key, NULL) != 1 ||
			EVP_CIPHER_CTX_set_padding(ctx, 0) != 1)) {
		EVP_CIPHER_CTX_free(ctx);
		ctx = NULL;
	}
	slot->auth = ctx;
	slot->mac_cv_ok = 0;	/* the first op sets a zero IV */
	return ctx == NULL ? -ENOMEM : 0;
}

static int
cipher_ctx_dup(const struct openssl_auth_sess *a, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	slot->auth = a->direct ? openssl_prov_cipher_dup(&a->prov, tmpl->auth) :
		(void *)openssl_cipher_ctx_dup(tmpl->auth);
	slot->mac_cv_ok = 0;
	return slot->auth == NULL ? -ENOMEM : 0;
}

static void
cipher_ctx_free(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	if (a->direct)
		openssl_prov_cipher_free(&a->prov, slot->auth);
	else
		EVP_CIPHER_CTX_free(slot->auth);
	slot->auth = NULL;
}

/* Whole blocks through the CBC context (EVP's, or the provider's own). */
static inline int
mac_blocks(const struct openssl_auth_sess *a, void *ctx, uint8_t *out, const uint8_t *in,
		uint32_t len)
{
	size_t n = 0;
	int outl = 0;

	if (a->direct)
		return a->prov.cipher(ctx, out, &n, len, in, len) == 1 && n == len ? 0 : -1;
	return EVP_EncryptUpdate(ctx, out, &outl, in, (int)len) == 1 && outl == (int)len ?
		0 : -1;
}

/* Restart the CBC context from a zero IV. */
static int
mac_iv_zero(const struct openssl_auth_sess *a, void *ctx)
{
	if (a->direct)
		return a->prov.einit(ctx, NULL, 0, zero_block, MAC_BLOCK, NULL) == 1 ? 0 : -1;
	return EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, zero_block) == 1 ? 0 : -1;
}

struct cbcmac {
	const struct openssl_auth_sess *a;
	void *ctx;		/* EVP_CIPHER_CTX, or the provider's context */
	const uint8_t *cv;	/* to cancel in the op's first block; NULL once fed */
	uint8_t hold[MAC_BLOCK];	/* the last block seen, maybe partial */
	uint32_t nhold;
	uint8_t buf[MAC_BOUNCE];
};

/* CBC-encrypt len bytes (whole blocks, len <= MAC_BOUNCE); the output is dropped. */
static int
cbcmac_blocks(struct cbcmac *m, const uint8_t *in, uint32_t len)
{
	if (m->cv != NULL) {
		memcpy(m->buf, in, len);
		openssl_block_xor(m->buf, m->cv, MAC_BLOCK);
		m->cv = NULL;
		in = m->buf;
	}
	return mac_blocks(m->a, m->ctx, m->buf, in, len);
}

/* Feed message bytes, holding back the last block (it gets a subkey). */
static int
cbcmac_update(struct cbcmac *m, const uint8_t *p, uint32_t n)
{
	uint32_t take;

	while (n > 0) {
		if (m->nhold == MAC_BLOCK) {	/* more data follows: not the last block */
			if (cbcmac_blocks(m, m->hold, MAC_BLOCK) != 0)
				return -1;
			m->nhold = 0;
		}
		if (m->nhold == 0 && n > MAC_BLOCK) {
			take = RTE_MIN((n - 1) / MAC_BLOCK * MAC_BLOCK, (uint32_t)MAC_BOUNCE);
			if (cbcmac_blocks(m, p, take) != 0)
				return -1;
		} else {
			take = RTE_MIN(MAC_BLOCK - m->nhold, n);
			memcpy(m->hold + m->nhold, p, take);
			m->nhold += take;
		}
		p += take;
		n -= take;
	}
	return 0;
}

/* The last block: the complete-block subkey, or 10* padding and the other one. */
static int
cbcmac_final(struct cbcmac *m, const struct openssl_auth_sess *a, uint8_t *tag)
{
	const uint8_t *k = a->mac_kc;

	if (m->nhold < MAC_BLOCK) {
		m->hold[m->nhold] = 0x80;
		memset(m->hold + m->nhold + 1, 0, MAC_BLOCK - m->nhold - 1);
		k = a->mac_kp;
	}
	openssl_block_xor(m->hold, k, MAC_BLOCK);
	if (m->cv != NULL)
		openssl_block_xor(m->hold, m->cv, MAC_BLOCK);
	return mac_blocks(a, m->ctx, tag, m->hold, MAC_BLOCK);
}

/*
 * A short message in one piece, in one call: copied to buf (MAC_BOUNCE
 * bytes), the chaining value cv cancelled in its first block, padded, the
 * subkey in its last block. The last output block (the full tag), or NULL.
 */
static __rte_always_inline const uint8_t *
cbcmac_oneshot(const struct openssl_auth_sess *a, void *ctx, const uint8_t *cv, uint8_t *buf,
		const uint8_t *p, uint32_t n)
{
	uint32_t len = n == 0 ? MAC_BLOCK : RTE_ALIGN_CEIL(n, MAC_BLOCK);
	uint8_t *last = buf + len - MAC_BLOCK;
	const uint8_t *k = n == len ? a->mac_kc : a->mac_kp;

	if (n > 0)
		memcpy(buf, p, n);
	if (n != len) {
		buf[n] = 0x80;
		memset(buf + n + 1, 0, len - n - 1);
	}
	openssl_block_xor(buf, cv, MAC_BLOCK);
	openssl_block_xor(last, k, MAC_BLOCK);
	/* in place: the output overwrites the subkeyed last block */
	if (mac_blocks(a, ctx, buf, buf, len) != 0) {
		OPENSSL_cleanse(last, MAC_BLOCK);
		return NULL;
	}
	return last;
}

static int
cbcmac_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op __rte_unused, struct openssl_iter *it, uint8_t *md)
{
	struct cbcmac m;	/* not zeroed: 1 KiB per op; the fields are set here */
	uint32_t n = 0, total = it->left;
	const uint8_t *last;
	uint8_t *p;
	int ret = 0;

	m.a = a;
	m.ctx = slot->auth;
	m.cv = slot->mac_cv;
	m.nhold = 0;
	if (unlikely(!slot->mac_cv_ok)) {
		if (mac_iv_zero(a, m.ctx) != 0)
			return -1;
		memset(slot->mac_cv, 0, MAC_BLOCK);
	}
	slot->mac_cv_ok = 0;
	p = openssl_iter_next(it, UINT32_MAX, &n);
	if (total < MAC_BOUNCE && n == total) {
		last = cbcmac_oneshot(a, m.ctx, m.cv, m.buf, p, total);
		if (last != NULL)
			memcpy(md, last, MAC_BLOCK);
		else
			ret = -1;
	} else {
		while (ret == 0 && p != NULL) {
			ret = cbcmac_update(&m, p, n);
			p = openssl_iter_next(it, UINT32_MAX, &n);
		}
		if (ret == 0)
			ret = cbcmac_final(&m, a, md);
		OPENSSL_cleanse(m.hold, sizeof(m.hold));
	}
	if (ret == 0) {
		memcpy(slot->mac_cv, md, MAC_BLOCK);
		slot->mac_cv_ok = 1;
	}
	return ret;
}

/*
 * The shortcut of a CBC-MAC session: a message in one segment, shorter than
 * the bounce buffer, on a slot whose chaining value is known, is one call of
 * the cipher, the tag written (or compared) from its last output block; any
 * other op takes openssl_run_op().
 */
static void
cbcmac_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_auth_sess *a = &s->auth;
	uint32_t off = op->sym->auth.data.offset, len = op->sym->auth.data.length;
	uint8_t *digest = op->sym->auth.digest.data;
	uint8_t buf[MAC_BOUNCE];	/* not zeroed: 1 KiB per op; cbcmac_oneshot() sets it */
	const uint8_t *last;

	if (unlikely(digest == NULL || len >= MAC_BOUNCE || !slot->mac_cv_ok ||
			!openssl_mbuf_flat_ok(src, (uint64_t)off + len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	slot->mac_cv_ok = 0;
	last = cbcmac_oneshot(a, slot->auth, slot->mac_cv, buf,
			rte_pktmbuf_mtod_offset(src, const uint8_t *, off), len);
	if (unlikely(last == NULL)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
		return;
	}
	memcpy(slot->mac_cv, last, MAC_BLOCK);
	slot->mac_cv_ok = 1;
	if (!a->verify)
		memcpy(digest, last, a->digest_len);
	else if (CRYPTO_memcmp(last, digest, a->digest_len) != 0)
		op->status = RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
}

const struct openssl_auth_impl openssl_auth_cbcmac = {
	.ctx_new = cbcmac_ctx_new,
	.ctx_dup = cipher_ctx_dup,
	.ctx_free = cipher_ctx_free,
	.run = cbcmac_run,
	.shortcut = cbcmac_op,
};

/*
 * GMAC: GCM keyed once, the IV length set once; per op the IV, the data as
 * AAD. Provider-direct (a->direct): the same calls on the provider's own
 * GCM context (slot->auth), as the AEAD family's GCM path makes them.
 */
static int
gmac_prov_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	size_t iv_len = a->iv_len;
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, &iv_len),
		OSSL_PARAM_END
	};

	slot->auth = openssl_prov_cipher_new(&a->prov, a->key, a->key_len, true, p);
	return slot->auth == NULL ? -ENOMEM : 0;
}

static int
gmac_ctx_new(const struct openssl_auth_sess *a, struct openssl_slot *slot)
{
	EVP_CIPHER_CTX *ctx;

	if (a->direct)
		return gmac_prov_new(a, slot);
	ctx = EVP_CIPHER_CTX_new();
	if (ctx != NULL && (EVP_EncryptInit_ex(ctx, a->cipher, NULL, NULL, NULL) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, a->iv_len, NULL) != 1 ||
			EVP_EncryptInit_ex(ctx, NULL, NULL, a->key, NULL) != 1)) {
		EVP_CIPHER_CTX_free(ctx);
		ctx = NULL;
	}
	slot->auth = ctx;
	return ctx == NULL ? -ENOMEM : 0;
}

/* The tag of the message in one segment, on the provider's context. */
static inline int
gmac_prov_flat(const struct openssl_auth_sess *a, void *ctx, const uint8_t *iv,
		const uint8_t *msg, uint32_t len, uint8_t *md)
{
	if (openssl_prov_aead_start(&a->prov, ctx, true, iv, a->iv_len, NULL, 0, msg, len) != 0)
		return -1;
	return openssl_prov_aead_finish(&a->prov, ctx, true, md, GMAC_TAG_LEN);
}

static int
gmac_prov_run(const struct openssl_auth_sess *a, void *ctx, const uint8_t *iv,
		struct openssl_iter *it, uint8_t *md)
{
	size_t outl;
	uint32_t n;
	uint8_t *p;

	if (a->prov.einit(ctx, NULL, 0, iv, a->iv_len, NULL) != 1)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (n > 0 && a->prov.update(ctx, NULL, &outl, n, p, n) != 1)
			return -1;
	return openssl_prov_aead_finish(&a->prov, ctx, true, md, GMAC_TAG_LEN);
}

static int
gmac_run(const struct openssl_auth_sess *a, struct openssl_slot *slot,
		const struct openssl_args *op, struct openssl_iter *it, uint8_t *md)
{
	EVP_CIPHER_CTX *ctx = slot->auth;
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl;
	uint32_t n;
	uint8_t *p;

	if (a->direct)
		return gmac_prov_run(a, slot->auth, op->auth_iv, it, md);
	if (openssl_gcm_start(ctx, op->auth_iv, a->iv_param, NULL, 0) != 0)
		return -1;
	while ((p = openssl_iter_next(it, UINT32_MAX, &n)) != NULL)
		if (EVP_EncryptUpdate(ctx, NULL, &outl, p, n) != 1)
			return -1;
	if (EVP_EncryptFinal_ex(ctx, tail, &outl) != 1)
		return -1;
	return openssl_evp_tag(ctx, md, GMAC_TAG_LEN, false);
}

/*
 * The shortcut of a provider-direct GMAC session: a message in one segment
 * is one AAD update between the IV and the tag, the tag written (or
 * compared in constant time); any other op takes openssl_run_op().
 */
static void
gmac_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_auth_sess *a = &s->auth;
	uint32_t off = op->sym->auth.data.offset, len = op->sym->auth.data.length;
	uint8_t *digest = op->sym->auth.digest.data;
	uint8_t md[GMAC_TAG_LEN];

	if (unlikely(digest == NULL || !openssl_mbuf_flat_ok(src, (uint64_t)off + len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	if (unlikely(gmac_prov_flat(a, slot->auth,
			rte_crypto_op_ctod_offset(op, const uint8_t *, a->iv_offset),
			rte_pktmbuf_mtod_offset(src, const uint8_t *, off), len, md) != 0))
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
	else if (!a->verify)
		memcpy(digest, md, a->digest_len);
	else if (CRYPTO_memcmp(md, digest, a->digest_len) != 0)
		op->status = RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
}

const struct openssl_auth_impl openssl_auth_gmac = {
	.ctx_new = gmac_ctx_new,
	.ctx_dup = cipher_ctx_dup,
	.ctx_free = cipher_ctx_free,
	.run = gmac_run,
	.shortcut = gmac_op,
};
