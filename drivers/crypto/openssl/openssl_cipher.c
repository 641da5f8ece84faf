/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/crypto.h>

#include "openssl_compat.h"
#include "openssl_mbuf.h"
#include "openssl_pmd_private.h"

#define DES_BLOCK	8
#define CTR3DES_BLOCKS	32	/* keystream blocks made per EVP call */

#define CIPHER_CAP(a, blk, kmin, kmax, kinc, iv) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_CIPHER, \
		.cipher = { \
			.algo = (a), \
			.block_size = (blk), \
			.key_size = { .min = (kmin), .max = (kmax), .increment = (kinc) }, \
			.iv_size = { .min = (iv), .max = (iv), .increment = 0 }, \
		}, \
	}, \
}

static const struct rte_cryptodev_capabilities cipher_caps[] = {
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_CBC, 16, 16, 32, 8, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_CTR, 16, 16, 32, 8, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_3DES_CBC, 8, 8, 24, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_3DES_CTR, 8, 16, 24, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_DES_CBC, 8, 8, 8, 0, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_DES_DOCSISBPI, 8, 8, 8, 0, 8),
};

/*
 * Single DES and two-key 3DES run as DES-EDE3 with the key repeated
 * (K1=K2=K3, or K3=K1): the same result, and no legacy provider needed.
 */
static const struct openssl_algo cipher_algos[] = {
	{ RTE_CRYPTO_CIPHER_AES_CBC, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-128-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CBC, 24, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-192-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CBC, 32, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-256-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-128-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 24, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-192-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 32, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-256-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_3DES_CBC, 8, OPENSSL_CIPHER_PLAIN, OPENSSL_ALGO_KEY_REPEAT, 8,
		"DES-EDE3-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_3DES_CBC, 16, OPENSSL_CIPHER_PLAIN, OPENSSL_ALGO_KEY_REPEAT, 8,
		"DES-EDE3-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_3DES_CBC, 24, OPENSSL_CIPHER_PLAIN, 0, 8, "DES-EDE3-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_3DES_CTR, 16, OPENSSL_CIPHER_3DES_CTR, OPENSSL_ALGO_KEY_REPEAT, 8,
		"DES-EDE3-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_3DES_CTR, 24, OPENSSL_CIPHER_3DES_CTR, 0, 8, "DES-EDE3-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_DES_CBC, 8, OPENSSL_CIPHER_PLAIN, OPENSSL_ALGO_KEY_REPEAT, 8,
		"DES-EDE3-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_DES_DOCSISBPI, 8, OPENSSL_CIPHER_DOCSIS, OPENSSL_ALGO_KEY_REPEAT, 8,
		"DES-EDE3-CBC", "DES-EDE3-ECB" },
};

/* A keyed context with padding off; enc = 1 encrypts, 0 decrypts. */
static EVP_CIPHER_CTX *
cipher_ctx_keyed(const EVP_CIPHER *evp, const uint8_t *key, int enc)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	if (ctx == NULL)
		return NULL;
	if (EVP_CipherInit_ex(ctx, evp, NULL, key, NULL, enc) != 1 ||
			EVP_CIPHER_CTX_set_padding(ctx, 0) != 1) {
		EVP_CIPHER_CTX_free(ctx);
		return NULL;
	}
	return ctx;
}

static void
cipher_ctx_free(const struct openssl_session *s __rte_unused, struct openssl_slot *slot)
{
	EVP_CIPHER_CTX_free(slot->cipher);
	EVP_CIPHER_CTX_free(slot->aux);
	slot->cipher = NULL;
	slot->aux = NULL;
}

static int
cipher_ctx_new(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	/* 3DES-CTR makes keystream: its ECB context always encrypts */
	int enc = c->algo->mode == OPENSSL_CIPHER_3DES_CTR ? 1 : c->encrypt;

	slot->cipher = cipher_ctx_keyed(c->evp, c->key, enc);
	if (slot->cipher != NULL && c->aux_evp != NULL)
		slot->aux = cipher_ctx_keyed(c->aux_evp, c->key, 1);
	if (slot->cipher == NULL || (c->aux_evp != NULL && slot->aux == NULL)) {
		cipher_ctx_free(s, slot);
		return -ENOMEM;
	}
	return 0;
}

static int
cipher_ctx_dup(const struct openssl_session *s, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	slot->cipher = openssl_cipher_ctx_dup(tmpl->cipher);
	if (slot->cipher != NULL && tmpl->aux != NULL)
		slot->aux = openssl_cipher_ctx_dup(tmpl->aux);
	if (slot->cipher == NULL || (tmpl->aux != NULL && slot->aux == NULL)) {
		cipher_ctx_free(s, slot);
		return -ENOMEM;
	}
	return 0;
}

static void
cipher_sess_free(struct openssl_session *s)
{
	EVP_CIPHER_free(s->cipher.evp);
	EVP_CIPHER_free(s->cipher.aux_evp);
	s->cipher.evp = NULL;
	s->cipher.aux_evp = NULL;
}

/* Repeat a DES key to the EVP key length: K -> KKK, K1K2 -> K1K2K1. */
static void
cipher_key_repeat(struct openssl_cipher_sess *c, uint16_t evp_len)
{
	uint16_t i;

	for (i = c->key_len; i < evp_len; i++)
		c->key[i] = c->key[i % c->key_len];
	c->key_len = evp_len;
}

static int
cipher_setup(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_lib_info *lib __rte_unused)
{
	const struct rte_crypto_cipher_xform *cx = &x->cipher;
	struct openssl_cipher_sess *c = &s->cipher;
	int evp_key_len;

	c->algo = openssl_algo_find(cipher_algos, RTE_DIM(cipher_algos), cx->algo,
			cx->key.length);
	if (c->algo == NULL)
		return -ENOTSUP;
	if (cx->iv.length != c->algo->iv_len)
		return -ENOTSUP;
	if (openssl_key_copy(c->key, sizeof(c->key), &c->key_len, cx->key.data,
			cx->key.length) != 0)
		return -EINVAL;
	c->evp = EVP_CIPHER_fetch(NULL, c->algo->evp_name, NULL);
	if (c->algo->evp_param != NULL)
		c->aux_evp = EVP_CIPHER_fetch(NULL, c->algo->evp_param, NULL);
	if (c->evp == NULL || (c->algo->evp_param != NULL && c->aux_evp == NULL))
		return -ENOTSUP;
	evp_key_len = EVP_CIPHER_get_key_length(c->evp);
	if (c->algo->flags & OPENSSL_ALGO_KEY_REPEAT)
		cipher_key_repeat(c, evp_key_len);
	if (evp_key_len != c->key_len)
		return -ENOTSUP;
	c->encrypt = cx->op == RTE_CRYPTO_CIPHER_OP_ENCRYPT;
	c->iv_offset = cx->iv.offset;
	c->iv_len = cx->iv.length;
	c->block = c->algo->mode == OPENSSL_CIPHER_PLAIN ?
		EVP_CIPHER_get_block_size(c->evp) : 1;
	return cipher_ctx_new(s, &s->tmpl);
}

/* CBC, CTR: IV per op, then the data in one pass. */
static int
cipher_plain(EVP_CIPHER_CTX *ctx, const uint8_t *iv, struct rte_mbuf *src,
		struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int n, tl = 0;

	if (EVP_CipherInit_ex(ctx, NULL, NULL, NULL, iv, -1) != 1)
		return -1;
	n = openssl_mbuf_transform(src, off, dst, off, len, openssl_evp_update, ctx);
	if (n != (int)len || EVP_CipherFinal_ex(ctx, tail, &tl) != 1 || tl != 0)
		return -1;
	return 0;
}

struct ctr3des_state {
	EVP_CIPHER_CTX *ecb;
	uint8_t ctr[DES_BLOCK];
	uint8_t ks[DES_BLOCK * CTR3DES_BLOCKS];
	uint32_t pos;
	uint32_t avail;
};

static int
ctr3des_refill(struct ctr3des_state *st)
{
	uint8_t blocks[DES_BLOCK * CTR3DES_BLOCKS];
	unsigned int i;
	int j, outl;

	for (i = 0; i < CTR3DES_BLOCKS; i++) {
		memcpy(&blocks[i * DES_BLOCK], st->ctr, DES_BLOCK);
		/* 64-bit big-endian counter */
		for (j = DES_BLOCK - 1; j >= 0 && ++st->ctr[j] == 0; j--)
			;
	}
	if (EVP_EncryptUpdate(st->ecb, st->ks, &outl, blocks, sizeof(blocks)) != 1 ||
			outl != (int)sizeof(blocks))
		return -1;
	st->pos = 0;
	st->avail = sizeof(st->ks);
	return 0;
}

static int
ctr3des_xor(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len)
{
	struct ctr3des_state *st = arg;
	int i;

	for (i = 0; i < len; i++) {
		if (st->pos == st->avail && ctr3des_refill(st) != 0)
			return -1;
		out[i] = in[i] ^ st->ks[st->pos++];
	}
	*outl = len;
	return 0;
}

static int
cipher_3des_ctr(EVP_CIPHER_CTX *ecb, const uint8_t *iv, struct rte_mbuf *src,
		struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	struct ctr3des_state st = { .ecb = ecb, .pos = 0, .avail = 0 };
	int n;

	memcpy(st.ctr, iv, DES_BLOCK);
	n = openssl_mbuf_transform(src, off, dst, off, len, ctr3des_xor, &st);
	OPENSSL_cleanse(st.ks, sizeof(st.ks));
	return n == (int)len ? 0 : -1;
}

/*
 * DOCSIS BPI: whole blocks in CBC; a trailing runt block is XORed with the
 * encryption of the last whole ciphertext block (or of the IV when the
 * message is shorter than a block).
 */
static int
cipher_docsis(const struct openssl_session *s, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len)
{
	uint32_t nfull = len & ~(uint32_t)(DES_BLOCK - 1), r = len - nfull, i;
	uint8_t prev[DES_BLOCK], ks[DES_BLOCK], runt[DES_BLOCK];
	int outl, ret = -1;

	if (!s->cipher.encrypt && r != 0 && nfull != 0)
		openssl_mbuf_read(src, off + nfull - DES_BLOCK, DES_BLOCK, prev);
	if (nfull != 0 && cipher_plain(slot->cipher, iv, src, dst, off, nfull) != 0)
		return -1;
	if (r == 0)
		return 0;
	if (nfull == 0)
		memcpy(prev, iv, DES_BLOCK);
	else if (s->cipher.encrypt)
		openssl_mbuf_read(dst, off + nfull - DES_BLOCK, DES_BLOCK, prev);
	if (EVP_EncryptUpdate(slot->aux, ks, &outl, prev, DES_BLOCK) == 1 &&
			outl == DES_BLOCK) {
		openssl_mbuf_read(src, off + nfull, r, runt);
		for (i = 0; i < r; i++)
			runt[i] ^= ks[i];
		openssl_mbuf_write(dst, off + nfull, r, runt);
		ret = 0;
	}
	OPENSSL_cleanse(ks, sizeof(ks));
	return ret;
}

void
openssl_cipher_process(struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->sym->cipher.data.offset, len = op->sym->cipher.data.length;
	const uint8_t *iv = rte_crypto_op_ctod_offset(op, const uint8_t *,
			s->cipher.iv_offset);
	int ret;

	if (unlikely(!openssl_mbuf_range_ok(src, off, len) ||
			!openssl_mbuf_range_ok(dst, off, len) ||
			len % s->cipher.block != 0)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return;
	}
	switch (s->cipher.algo->mode) {
	case OPENSSL_CIPHER_3DES_CTR:
		ret = cipher_3des_ctr(slot->cipher, iv, src, dst, off, len);
		break;
	case OPENSSL_CIPHER_DOCSIS:
		ret = cipher_docsis(s, slot, iv, src, dst, off, len);
		break;
	default:
		ret = cipher_plain(slot->cipher, iv, src, dst, off, len);
		break;
	}
	if (unlikely(ret != 0))
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
}

const struct openssl_family openssl_cipher_family = {
	.name = "cipher",
	.caps = cipher_caps,
	.nb_caps = RTE_DIM(cipher_caps),
	.algos = cipher_algos,
	.nb_algos = RTE_DIM(cipher_algos),
	.setup = cipher_setup,
	.ctx_new = cipher_ctx_new,
	.ctx_dup = cipher_ctx_dup,
	.ctx_free = cipher_ctx_free,
	.sess_free = cipher_sess_free,
};
