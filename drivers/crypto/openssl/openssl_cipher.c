/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/params.h>

#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_mbuf.h"
#include "openssl_sym.h"

#define DES_BLOCK	8
#define AES_BLOCK	16
#define CTR12_IV_LEN	12
#define CTR_ESP_IV_LEN	8
#define XTS_MIN_LEN	16
#define CTR3DES_BLOCKS	32	/* keystream blocks made per EVP call */

#define CIPHER_CAP(a, blk, kmin, kmax, kinc, ivmin, ivmax) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_CIPHER, \
		.cipher = { \
			.algo = (a), \
			.block_size = (blk), \
			.key_size = { .min = (kmin), .max = (kmax), .increment = (kinc) }, \
			.iv_size = { .min = (ivmin), .max = (ivmax), \
				.increment = (ivmax) - (ivmin) }, \
		}, \
	}, \
}

/* NULL: any key and IV (as the API's NULL tests pass them), both ignored */
#define NULL_CAP { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_CIPHER, \
		.cipher = { \
			.algo = RTE_CRYPTO_CIPHER_NULL, \
			.block_size = 1, \
			.key_size = { .min = 0, .max = 32, .increment = 1 }, \
			.iv_size = { .min = 0, .max = 16, .increment = 1 }, \
		}, \
	}, \
}

/* XTS: key1 || key2 (AES: 16 or 32 bytes each, SM4: 16); 512 B and 4 KiB data units */
#define XTS_CAP(a, kmin, kmax) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_CIPHER, \
		.cipher = { \
			.algo = (a), \
			.block_size = 16, \
			.key_size = { .min = (kmin), .max = (kmax), \
				.increment = (kmax) - (kmin) }, \
			.iv_size = { .min = 16, .max = 16, .increment = 0 }, \
			.dataunit_set = RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_512_BYTES | \
				RTE_CRYPTO_CIPHER_DATA_UNIT_LEN_4096_BYTES, \
		}, \
	}, \
}

static const struct rte_cryptodev_capabilities cipher_caps[] = {
	NULL_CAP,
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_CBC, 16, 16, 32, 8, 16, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_CTR, 16, 16, 32, 8, 12, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_ECB, 16, 16, 32, 8, 0, 0),
	XTS_CAP(RTE_CRYPTO_CIPHER_AES_XTS, 32, 64),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_AES_DOCSISBPI, 16, 16, 32, 16, 16, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_3DES_CBC, 8, 8, 24, 8, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_3DES_CTR, 8, 16, 24, 8, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_DES_CBC, 8, 8, 8, 0, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_DES_DOCSISBPI, 8, 8, 8, 0, 8, 8),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_SM4_ECB, 16, 16, 16, 0, 0, 0),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_SM4_CBC, 16, 16, 16, 0, 16, 16),
	CIPHER_CAP(RTE_CRYPTO_CIPHER_SM4_CTR, 16, 16, 16, 0, 16, 16),
	OPENSSL_API_2411(CIPHER_CAP(RTE_CRYPTO_CIPHER_SM4_OFB, 16, 16, 16, 0, 16, 16),)
	OPENSSL_API_2411(CIPHER_CAP(RTE_CRYPTO_CIPHER_SM4_CFB, 16, 16, 16, 0, 16, 16),)
	OPENSSL_API_2411(XTS_CAP(RTE_CRYPTO_CIPHER_SM4_XTS, 32, 32),)
};

/*
 * Single DES and two-key 3DES run as DES-EDE3 with the key repeated
 * (K1=K2=K3, or K3=K1): the same result, and no legacy provider needed.
 */
static const struct openssl_algo cipher_algos[] = {
	{ RTE_CRYPTO_CIPHER_NULL, 0, OPENSSL_CIPHER_NULL, 0, 0, NULL, NULL },
	{ RTE_CRYPTO_CIPHER_AES_CBC, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-128-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CBC, 24, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-192-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CBC, 32, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-256-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-128-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 24, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-192-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_AES_CTR, 32, OPENSSL_CIPHER_PLAIN, 0, 16, "AES-256-CTR", NULL },
	{ RTE_CRYPTO_CIPHER_AES_ECB, 16, OPENSSL_CIPHER_PLAIN, 0, 0, "AES-128-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_AES_ECB, 24, OPENSSL_CIPHER_PLAIN, 0, 0, "AES-192-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_AES_ECB, 32, OPENSSL_CIPHER_PLAIN, 0, 0, "AES-256-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_AES_XTS, 32, OPENSSL_CIPHER_XTS, 0, 16, "AES-128-XTS", NULL },
	{ RTE_CRYPTO_CIPHER_AES_XTS, 64, OPENSSL_CIPHER_XTS, 0, 16, "AES-256-XTS", NULL },
	{ RTE_CRYPTO_CIPHER_AES_DOCSISBPI, 16, OPENSSL_CIPHER_DOCSIS, 0, 16,
		"AES-128-CBC", "AES-128-ECB" },
	{ RTE_CRYPTO_CIPHER_AES_DOCSISBPI, 32, OPENSSL_CIPHER_DOCSIS, 0, 16,
		"AES-256-CBC", "AES-256-ECB" },
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
	{ RTE_CRYPTO_CIPHER_SM4_ECB, 16, OPENSSL_CIPHER_PLAIN, 0, 0, "SM4-ECB", NULL },
	{ RTE_CRYPTO_CIPHER_SM4_CBC, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "SM4-CBC", NULL },
	{ RTE_CRYPTO_CIPHER_SM4_CTR, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "SM4-CTR", NULL },
	OPENSSL_API_2411({ RTE_CRYPTO_CIPHER_SM4_OFB, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "SM4-OFB",
		NULL },)
	OPENSSL_API_2411({ RTE_CRYPTO_CIPHER_SM4_CFB, 16, OPENSSL_CIPHER_PLAIN, 0, 16, "SM4-CFB",
		NULL },)
	OPENSSL_API_2411({ RTE_CRYPTO_CIPHER_SM4_XTS, 32, OPENSSL_CIPHER_XTS,
		OPENSSL_ALGO_XTS_IEEE, 16, "SM4-XTS", NULL },)
};

/* The IEEE Std 1619 tweak sequence for an OPENSSL_ALGO_XTS_IEEE row. */
static char xts_ieee_name[] = "IEEE";
static const OSSL_PARAM xts_ieee[] = {
	OSSL_PARAM_utf8_string(OSSL_CIPHER_PARAM_XTS_STANDARD, xts_ieee_name,
		sizeof(xts_ieee_name) - 1),
	OSSL_PARAM_END
};

/*
 * A keyed context; enc = 1 encrypts, 0 decrypts. Padding is turned off for
 * block modes only: on OpenSSL 3.0 every later re-initialisation of a context
 * with padding off re-applies that setting, a cost a stream mode (CTR, XTS)
 * need not pay. The XTS standard set here stays through the context's copies
 * and IV re-initialisations.
 */
static EVP_CIPHER_CTX *
cipher_ctx_keyed(const EVP_CIPHER *evp, const uint8_t *key, int enc, uint8_t flags)
{
	EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();

	if (ctx == NULL)
		return NULL;
	if (EVP_CipherInit_ex2(ctx, evp, key, NULL, enc,
			(flags & OPENSSL_ALGO_XTS_IEEE) ? xts_ieee : NULL) != 1 ||
			(EVP_CIPHER_get_block_size(evp) > 1 &&
			 EVP_CIPHER_CTX_set_padding(ctx, 0) != 1)) {
		EVP_CIPHER_CTX_free(ctx);
		return NULL;
	}
	return ctx;
}

static void
cipher_ctx_free(const struct openssl_session *s, struct openssl_slot *slot)
{
	EVP_CIPHER_CTX_free(slot->cipher);
	EVP_CIPHER_CTX_free(slot->aux);
	slot->cipher = NULL;
	slot->aux = NULL;
	if (slot->pcipher != NULL)
		openssl_prov_cipher_free(&s->cipher.prov, slot->pcipher);
	slot->pcipher = NULL;
}

/* Provider-direct: the provider's context, keyed, padding off for a block mode. */
static int
cipher_prov_new(const struct openssl_cipher_sess *c, struct openssl_slot *slot, int enc)
{
	slot->pcipher = openssl_prov_cipher_new_nopad(&c->prov, c->evp, c->key, c->key_len,
			enc);
	return slot->pcipher == NULL ? -ENOMEM : 0;
}

static int
cipher_ctx_new(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	/* 3DES-CTR makes keystream: its ECB context always encrypts */
	int enc = c->mode == OPENSSL_CIPHER_3DES_CTR ? 1 : c->encrypt;

	if (c->evp == NULL)
		return 0;	/* NULL cipher: no context */
	if (c->direct)
		return cipher_prov_new(c, slot, enc);
	slot->cipher = cipher_ctx_keyed(c->evp, c->key, enc, c->algo->flags);
	if (slot->cipher != NULL && c->aux_evp != NULL)
		slot->aux = cipher_ctx_keyed(c->aux_evp, c->key, 1, 0);
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
	if (s->cipher.direct) {
		slot->pcipher = openssl_prov_cipher_dup(&s->cipher.prov, tmpl->pcipher);
		return slot->pcipher == NULL ? -ENOMEM : 0;
	}
	if (tmpl->cipher == NULL)
		return 0;
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

/* AES-CTR: what an IV of each accepted length means. */
static const struct {
	uint16_t iv_len;
	uint8_t mode;
} ctr_ivs[] = {
	{ AES_BLOCK, OPENSSL_CIPHER_PLAIN },	/* the counter block */
	{ CTR12_IV_LEN, OPENSSL_CIPHER_CTR12 },	/* IV || 0x00000001 */
	/*
	 * Not advertised: the RFC 3686 ESP IV length, which DPDK 22.11's
	 * ipsec-secgw declares while it writes the whole counter block (nonce,
	 * IV, counter 1) at the IV offset. As with the driver this one replaces,
	 * the 16 bytes there are the counter block.
	 */
	{ CTR_ESP_IV_LEN, OPENSSL_CIPHER_PLAIN },
};

static int
ctr_mode(struct openssl_cipher_sess *c, uint16_t iv_len)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ctr_ivs); i++) {
		if (ctr_ivs[i].iv_len == iv_len) {
			c->mode = ctr_ivs[i].mode;
			return 0;
		}
	}
	OPENSSL_LOG(ERR, "AES-CTR: IV length %u: 16 (counter block), 12 (IV || 1) or 8 "
		"(counter block, as 22.11's ipsec-secgw declares it)", iv_len);
	return -ENOTSUP;
}

/* Mode and IV length. */
static int
cipher_mode(struct openssl_cipher_sess *c, const struct rte_crypto_cipher_xform *cx)
{
	c->mode = c->algo->mode;
	if (c->mode == OPENSSL_CIPHER_NULL)
		return cx->iv.length <= OPENSSL_MAX_IV_LEN && cx->key.length <= 32 ? 0 : -ENOTSUP;
	if (cx->algo == RTE_CRYPTO_CIPHER_AES_CTR) {
		if (ctr_mode(c, cx->iv.length) != 0)
			return -ENOTSUP;
	} else if (cx->iv.length != c->algo->iv_len) {
		OPENSSL_LOG(ERR, "%s: IV length %u, %u expected", c->algo->evp_name,
			cx->iv.length, c->algo->iv_len);
		return -ENOTSUP;
	}
	if (c->mode == OPENSSL_CIPHER_XTS) {
		if (cx->dataunit_len != 0 && cx->dataunit_len != 512 &&
				cx->dataunit_len != 4096)
			return -ENOTSUP;
		c->dataunit_len = cx->dataunit_len;
	}
	return 0;
}

static int
cipher_fetch(struct openssl_cipher_sess *c, const struct openssl_libctx *lc)
{
	if (c->algo->evp_name == NULL) {
		c->key_len = 0;	/* NULL cipher: the key is not used */
		return 0;
	}
	c->evp = EVP_CIPHER_fetch(lc->libctx, c->algo->evp_name, lc->propq);
	if (c->algo->evp_param != NULL)
		c->aux_evp = EVP_CIPHER_fetch(lc->libctx, c->algo->evp_param, lc->propq);
	if (c->evp == NULL || (c->algo->evp_param != NULL && c->aux_evp == NULL))
		return -ENOTSUP;
	if (c->algo->flags & OPENSSL_ALGO_KEY_REPEAT)
		cipher_key_repeat(c, EVP_CIPHER_get_key_length(c->evp));
	if (EVP_CIPHER_get_key_length(c->evp) != c->key_len)
		return -ENOTSUP;
	if (c->aux_evp != NULL)
		c->bpi_block = EVP_CIPHER_get_block_size(c->aux_evp);
	c->block = c->mode == OPENSSL_CIPHER_PLAIN ? EVP_CIPHER_get_block_size(c->evp) : 1;
	if (c->block == 0 || (c->block & (c->block - 1)) != 0)
		return -ENOTSUP;
	c->cbc = c->mode == OPENSSL_CIPHER_PLAIN &&
		EVP_CIPHER_get_mode(c->evp) == EVP_CIPH_CBC_MODE;
	return 0;
}

/*
 * The provider-direct path for CBC, CTR, ECB, XTS and 3DES-CTR's ECB
 * keystream (not the IEEE tweak variant, nor DOCSIS), when the device allows
 * it and the provider's functions pass the self-check.
 */
static bool
cipher_direct(struct openssl_cipher_sess *c, const struct openssl_dev *od)
{
	if (od->plain_evp || c->evp == NULL || c->aux_evp != NULL ||
			(c->algo->flags & OPENSSL_ALGO_XTS_IEEE) != 0 ||
			(c->mode != OPENSSL_CIPHER_PLAIN && c->mode != OPENSSL_CIPHER_CTR12 &&
			 c->mode != OPENSSL_CIPHER_XTS && c->mode != OPENSSL_CIPHER_3DES_CTR) ||
			openssl_prov_cipher_get(c->evp, c->algo->evp_name, &c->prov) != 0 ||
			c->prov.cipher == NULL)
		return false;
	c->prov_iv_len = EVP_CIPHER_get_iv_length(c->evp);
	return openssl_prov_verdict(od->prov, c->algo, c->algo->evp_name,
			EVP_CIPHER_get0_provider(c->evp), openssl_prov_check_cipher, c->evp, &c->prov);
}

static int
cipher_setup(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_dev *od)
{
	const struct rte_crypto_cipher_xform *cx = &x->cipher;
	struct openssl_cipher_sess *c = &s->cipher;
	int ret;

	c->algo = openssl_algo_find(cipher_algos, RTE_DIM(cipher_algos), cx->algo,
			cx->key.length);
	if (c->algo == NULL)
		return -ENOTSUP;
	ret = cipher_mode(c, cx);
	if (ret != 0)
		return ret;
	if (openssl_key_copy(c->key, sizeof(c->key), &c->key_len, cx->key.data,
			cx->key.length) != 0)
		return -EINVAL;
	c->block = 1;
	ret = cipher_fetch(c, &od->lc);
	if (ret != 0)
		return ret;
	c->encrypt = cx->op == RTE_CRYPTO_CIPHER_OP_ENCRYPT;
	c->iv_offset = cx->iv.offset;
	c->iv_len = cx->iv.length;
	c->direct = cipher_direct(c, od);
	return cipher_ctx_new(s, &s->tmpl);
}

/*
 * The calls of one op, on the slot's EVP context or, provider-direct, on the
 * provider's own: set the IV; cipher whole contiguous data; cipher a range
 * of mbufs; check that nothing is left over.
 */
static inline int
run_iv(const struct openssl_cipher_sess *c, struct openssl_slot *slot, const uint8_t *iv)
{
	if (c->direct)
		return (c->encrypt ? c->prov.einit : c->prov.dinit)(slot->pcipher, NULL, 0, iv,
				c->prov_iv_len, NULL) == 1 ? 0 : -1;
	return EVP_CipherInit_ex(slot->cipher, NULL, NULL, NULL, iv, -1) == 1 ? 0 : -1;
}

static inline int
run_blocks(const struct openssl_cipher_sess *c, struct openssl_slot *slot, uint8_t *out,
		const uint8_t *in, uint32_t len)
{
	size_t n = 0;
	int outl = 0;

	if (c->direct)
		return c->prov.cipher(slot->pcipher, out, &n, len, in, len) == 1 && n == len ?
			0 : -1;
	return EVP_CipherUpdate(slot->cipher, out, &outl, in, (int)len) == 1 &&
		outl == (int)len ? 0 : -1;
}

static int
run_mbuf(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	struct openssl_prov_op po = { .pc = &c->prov, .ctx = slot->pcipher };

	if (!c->direct)
		return openssl_mbuf_cipher(slot->cipher, src, dst, off, len) == (int)len ? 0 : -1;
	if (likely(src->next == NULL && dst->next == NULL))
		return len == 0 ? 0 : run_blocks(c, slot,
				rte_pktmbuf_mtod_offset(dst, uint8_t *, off),
				rte_pktmbuf_mtod_offset(src, uint8_t *, off), len);
	return openssl_mbuf_transform(src, off, dst, off, len, openssl_prov_update, &po) ==
		(int)len ? 0 : -1;
}

static inline int
run_final(const struct openssl_cipher_sess *c, struct openssl_slot *slot)
{
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	size_t n = 0;
	int tl = 0;

	if (c->direct)
		return c->prov.final(slot->pcipher, tail, &n, sizeof(tail)) == 1 && n == 0 ?
			0 : -1;
	return EVP_CipherFinal_ex(slot->cipher, tail, &tl) == 1 && tl == 0 ? 0 : -1;
}

/* ECB: no IV, nothing buffered between ops (whole blocks): the data alone. */
static int
cipher_ecb(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	return run_mbuf(c, slot, src, dst, off, len);
}

/* CBC, CTR: IV per op, then the data in one pass. */
static int
cipher_plain(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off,
		uint32_t len)
{
	if (run_iv(c, slot, iv) != 0 || run_mbuf(c, slot, src, dst, off, len) != 0)
		return -1;
	/* the provider's cipher function (contiguous data) buffers nothing */
	if (c->direct && src->next == NULL && dst->next == NULL)
		return 0;
	return run_final(c, slot);
}

/*
 * CBC without a per-op IV re-initialisation, which costs most of a small
 * op. A keyed context chains from its last ciphertext block (cv), which the
 * slot remembers. Encrypt: the first plaintext block is fed as
 * P1 ^ IV ^ cv, so the context computes E(P1 ^ IV). Decrypt: the context
 * gives D(C1) ^ cv for the first block, fixed up to D(C1) ^ IV. When the
 * chaining value is unknown (new slot, error, scattered data) the op takes
 * the re-initialising path, and the chaining value is recorded after it.
 * An encrypt op is one call: in place, the first block is steered where it
 * lies (the output overwrites it anyway); out of place and short, the data
 * is copied to the destination first, cheaper than a second call.
 */
#define CBC_COPY_MAX	512
static __rte_always_inline int
cbc_steered(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, uint8_t *in, uint8_t *out, uint32_t len)
{
	uint32_t bs = c->block;
	uint8_t first[EVP_MAX_BLOCK_LENGTH];

	if (c->encrypt && (in == out || len <= CBC_COPY_MAX)) {
		/* one call: the first block steered where the output goes */
		if (in != out)
			memcpy(out, in, len);
		openssl_block_xor(out, iv, bs);
		openssl_block_xor(out, slot->cv, bs);
		return run_blocks(c, slot, out, out, len);
	}
	if (c->encrypt) {
		openssl_block_copy(first, in, bs);
		openssl_block_xor(first, iv, bs);
		openssl_block_xor(first, slot->cv, bs);
		if (run_blocks(c, slot, out, first, bs) != 0)
			return -1;
		if (len > bs && run_blocks(c, slot, out + bs, in + bs, len - bs) != 0)
			return -1;
		return 0;
	}
	if (run_blocks(c, slot, out, in, len) != 0)
		return -1;
	openssl_block_xor(out, slot->cv, bs);
	openssl_block_xor(out, iv, bs);
	return 0;
}

static int
cipher_cbc(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len)
{
	uint8_t *in = openssl_mbuf_contig(src, off, len);
	uint8_t *out = dst == src ? in : openssl_mbuf_contig(dst, off, len);
	uint8_t last_in[EVP_MAX_BLOCK_LENGTH];
	uint32_t bs = c->block;
	int ret;

	if (len == 0)
		return 0;
	if (!c->encrypt) {	/* the next chaining value, before in-place output */
		if (in != NULL)
			openssl_block_copy(last_in, in + len - bs, bs);
		else
			openssl_mbuf_read(src, off + len - bs, bs, last_in);
	}
	if (likely(slot->cv_ok && in != NULL && out != NULL))
		ret = cbc_steered(c, slot, iv, in, out, len);
	else
		ret = cipher_plain(c, slot, iv, src, dst, off, len);
	slot->cv_ok = ret == 0;
	if (ret != 0)
		return ret;
	if (!c->encrypt)
		openssl_block_copy(slot->cv, last_in, bs);
	else if (out != NULL)
		openssl_block_copy(slot->cv, out + len - bs, bs);
	else
		openssl_mbuf_read(dst, off + len - bs, bs, slot->cv);
	return 0;
}

struct ctr3des_state {
	const struct openssl_cipher_sess *c;
	struct openssl_slot *slot;	/* its ECB context always encrypts */
	uint64_t ctr;		/* the counter block, host order */
	uint8_t ks[DES_BLOCK * CTR3DES_BLOCKS];
	uint32_t pos;
	uint32_t avail;
	uint32_t made;		/* keystream bytes ever held in ks, to wipe */
	uint32_t todo;		/* keystream bytes the op still needs */
};

/* Keystream for the next counter blocks: as many as the op needs, 32 at most. */
static int
ctr3des_refill(struct ctr3des_state *st)
{
	uint64_t blocks[CTR3DES_BLOCKS];
	uint32_t i, n = RTE_MIN((st->todo + DES_BLOCK - 1) / DES_BLOCK,
			(uint32_t)CTR3DES_BLOCKS);

	for (i = 0; i < n; i++) {
		blocks[i] = rte_cpu_to_be_64(st->ctr);	/* 64-bit big-endian counter */
		st->ctr++;
	}
	if (run_blocks(st->c, st->slot, st->ks, (const uint8_t *)blocks, n * DES_BLOCK) != 0)
		return -1;
	st->pos = 0;
	st->avail = n * DES_BLOCK;
	st->made = RTE_MAX(st->made, st->avail);
	st->todo -= RTE_MIN(st->todo, st->avail);
	return 0;
}

static int
ctr3des_xor(void *arg, uint8_t *out, int *outl, const uint8_t *in, int len)
{
	struct ctr3des_state *st = arg;
	uint32_t i = 0, n, k;
	uint64_t a, b;

	while (i < (uint32_t)len) {
		if (st->pos == st->avail && ctr3des_refill(st) != 0)
			return -1;
		n = RTE_MIN((uint32_t)len - i, st->avail - st->pos);
		for (k = 0; k + sizeof(a) <= n; k += sizeof(a)) {
			memcpy(&a, in + i + k, sizeof(a));
			memcpy(&b, st->ks + st->pos + k, sizeof(b));
			a ^= b;
			memcpy(out + i + k, &a, sizeof(a));
		}
		for (; k < n; k++)
			out[i + k] = in[i + k] ^ st->ks[st->pos + k];
		st->pos += n;
		i += n;
	}
	*outl = len;
	return 0;
}

static int
cipher_3des_ctr(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off,
		uint32_t len)
{
	struct ctr3des_state st = {
		.c = c, .slot = slot, .pos = 0, .avail = 0, .made = 0, .todo = len
	};
	uint64_t ctr;
	int n;

	memcpy(&ctr, iv, sizeof(ctr));
	st.ctr = rte_be_to_cpu_64(ctr);
	n = openssl_mbuf_transform(src, off, dst, off, len, ctr3des_xor, &st);
	OPENSSL_cleanse(st.ks, st.made);
	return n == (int)len ? 0 : -1;
}

/*
 * DOCSIS BPI: whole blocks in CBC; a trailing runt block is XORed with the
 * encryption of the last whole ciphertext block (or of the IV when the
 * message is shorter than a block). DES and AES alike.
 */
static int
cipher_docsis(const struct openssl_session *s, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst,
		uint32_t off, uint32_t len)
{
	uint32_t bs = s->cipher.bpi_block, nfull = len - len % bs, r = len - nfull, i;
	uint8_t prev[AES_BLOCK], ks[AES_BLOCK], runt[AES_BLOCK];
	int outl, ret = -1;

	if (!s->cipher.encrypt && r != 0 && nfull != 0)
		openssl_mbuf_read(src, off + nfull - bs, bs, prev);
	if (nfull != 0 && cipher_plain(&s->cipher, slot, iv, src, dst, off, nfull) != 0)
		return -1;
	if (r == 0)
		return 0;
	if (nfull == 0)
		memcpy(prev, iv, bs);
	else if (s->cipher.encrypt)
		openssl_mbuf_read(dst, off + nfull - bs, bs, prev);
	if (EVP_EncryptUpdate(slot->aux, ks, &outl, prev, bs) == 1 && outl == (int)bs) {
		openssl_mbuf_read(src, off + nfull, r, runt);
		for (i = 0; i < r; i++)
			runt[i] ^= ks[i];
		openssl_mbuf_write(dst, off + nfull, r, runt);
		ret = 0;
	}
	OPENSSL_cleanse(ks, sizeof(ks));
	return ret;
}

/* AES-CTR with a 12-byte IV: the counter block is IV || 0x00000001. */
static __rte_always_inline void
ctr12_block(uint8_t *block, const uint8_t *iv)
{
	memcpy(block, iv, CTR12_IV_LEN);
	memset(block + CTR12_IV_LEN, 0, AES_BLOCK - CTR12_IV_LEN);
	block[AES_BLOCK - 1] = 1;
}

static int
cipher_ctr12(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off,
		uint32_t len)
{
	uint8_t block[AES_BLOCK];

	ctr12_block(block, iv);
	return cipher_plain(c, slot, block, src, dst, off, len);
}

/* Tweak of the next data unit: the IV plus one, as a 128-bit little-endian number. */
static void
xts_tweak_next(uint8_t *tweak)
{
	unsigned int i;

	for (i = 0; i < AES_BLOCK && ++tweak[i] == 0; i++)
		;
}

/* OpenSSL takes an XTS data unit in one call: a scattered one is gathered. */
static int
xts_unit(struct openssl_args *op, const struct openssl_cipher_sess *c,
		struct openssl_slot *slot, const uint8_t *tweak, struct rte_mbuf *src,
		struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	struct openssl_prov_op po = { .pc = &c->prov, .ctx = slot->pcipher };
	uint8_t *in = openssl_mbuf_contig(src, off, len);
	uint8_t *out = openssl_mbuf_contig(dst, off, len);

	if (run_iv(c, slot, tweak) != 0)
		return -1;
	if (in == NULL || out == NULL)
		return openssl_mbuf_gathered(op->scratch, src, dst, off, len,
				c->direct ? openssl_prov_update : openssl_evp_update,
				c->direct ? (void *)&po : (void *)slot->cipher);
	return run_blocks(c, slot, out, in, len);
}

static int
cipher_xts(struct openssl_args *op, const struct openssl_cipher_sess *c,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->cipher_off, len = op->cipher_len;
	uint32_t unit = c->dataunit_len != 0 ? c->dataunit_len : len, done;
	uint8_t tweak[AES_BLOCK];

	if (len < XTS_MIN_LEN || len % unit != 0)
		return -EINVAL;
	memcpy(tweak, op->iv, AES_BLOCK);
	for (done = 0; done < len; done += unit) {
		if (xts_unit(op, c, slot, tweak, src, dst, off + done, unit) != 0)
			return -1;
		xts_tweak_next(tweak);
	}
	return 0;
}

static int
cipher_null(struct rte_mbuf *src, struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	if (src == dst)
		return 0;
	return openssl_mbuf_transform(src, off, dst, off, len, openssl_copy, NULL) ==
		(int)len ? 0 : -1;
}

void
openssl_cipher_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	uint32_t off = op->cipher_off, len = op->cipher_len;
	const uint8_t *iv = op->iv;
	int ret;

	/* block: a power of two (cipher_fetch) */
	if (unlikely(!openssl_mbuf_range_ok(src, off, len) ||
			(dst != src && !openssl_mbuf_range_ok(dst, off, len)) ||
			(len & (c->block - 1u)) != 0)) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return;
	}
	switch (c->mode) {
	case OPENSSL_CIPHER_PLAIN:
		if (c->cbc)
			ret = cipher_cbc(c, slot, iv, src, dst, off, len);
		else if (c->iv_len == 0)
			ret = cipher_ecb(c, slot, src, dst, off, len);
		else
			ret = cipher_plain(c, slot, iv, src, dst, off, len);
		break;
	case OPENSSL_CIPHER_CTR12:
		ret = cipher_ctr12(c, slot, iv, src, dst, off, len);
		break;
	case OPENSSL_CIPHER_XTS:
		ret = cipher_xts(op, c, slot, src, dst);
		break;
	case OPENSSL_CIPHER_3DES_CTR:
		ret = cipher_3des_ctr(c, slot, iv, src, dst, off, len);
		break;
	case OPENSSL_CIPHER_DOCSIS:
		ret = cipher_docsis(s, slot, iv, src, dst, off, len);
		break;
	default:
		ret = cipher_null(src, dst, off, len);
		break;
	}
	if (unlikely(ret != 0))
		op->status = ret == -EINVAL ? RTE_CRYPTO_OP_STATUS_INVALID_ARGS :
			RTE_CRYPTO_OP_STATUS_ERROR;
}

static __rte_always_inline int
cbc_flat(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, uint8_t *in, uint8_t *out, uint32_t len)
{
	uint8_t last_in[EVP_MAX_BLOCK_LENGTH];
	uint32_t bs = c->block;

	if (!c->encrypt)	/* the next chaining value, before in-place output */
		openssl_block_copy(last_in, in + len - bs, bs);
	if (unlikely(cbc_steered(c, slot, iv, in, out, len) != 0)) {
		slot->cv_ok = 0;
		return -1;
	}
	openssl_block_copy(slot->cv, c->encrypt ? out + len - bs : last_in, bs);
	return 0;
}

int
openssl_cipher_cbc_flat(const struct openssl_cipher_sess *c, struct openssl_slot *slot,
		const uint8_t *iv, uint8_t *in, uint8_t *out, uint32_t len)
{
	return cbc_flat(c, slot, iv, in, out, len);
}

/*
 * The shortcut of a CBC session on the provider's functions: a session op
 * whose data lies in one segment on each side and whose slot knows its
 * chaining value is cipher_cbc()'s steered path without the generic
 * layers; any other op takes openssl_run_op().
 */
static void
cbc_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	uint32_t off = op->sym->cipher.data.offset, len = op->sym->cipher.data.length;
	uint64_t end = (uint64_t)off + len;

	if (unlikely(!openssl_cipher_cbc_flat_ok(c, slot, len) ||
			!openssl_mbuf_flat_ok(src, end) ||
			(dst != src && !openssl_mbuf_flat_ok(dst, end)))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	if (unlikely(cbc_flat(c, slot, rte_crypto_op_ctod_offset(op, uint8_t *, c->iv_offset),
			rte_pktmbuf_mtod_offset(src, uint8_t *, off),
			rte_pktmbuf_mtod_offset(dst, uint8_t *, off), len) != 0))
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
}

/*
 * The shortcuts of the other provider-direct sessions (CTR, ECB, XTS, and
 * the SM4 modes that pass the self-check): an op whose data, not empty and
 * a whole number of blocks, lies in one segment on each side is the IV set
 * as the generic path sets it, then the provider's cipher function over the
 * flat data; any other op (and an XTS op the data-unit rules refuse) takes
 * openssl_run_op(), which also gives such an op its status.
 */
static __rte_always_inline bool
flat_data(const struct openssl_cipher_sess *c, const struct rte_crypto_op *op,
		struct rte_mbuf *src, struct rte_mbuf *dst, uint8_t **in, uint8_t **out,
		uint32_t *len)
{
	uint32_t off = op->sym->cipher.data.offset;
	uint64_t end;

	*len = op->sym->cipher.data.length;
	end = (uint64_t)off + *len;
	if (unlikely(*len == 0 || (*len & (c->block - 1u)) != 0 ||
			!openssl_mbuf_flat_ok(src, end) ||
			(dst != src && !openssl_mbuf_flat_ok(dst, end))))
		return false;
	*in = rte_pktmbuf_mtod_offset(src, uint8_t *, off);
	*out = rte_pktmbuf_mtod_offset(dst, uint8_t *, off);
	return true;
}

static __rte_always_inline void
flat_status(struct rte_crypto_op *op, int ret)
{
	if (unlikely(ret != 0))
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
}

/* ECB: no IV, nothing left in the context between whole-block ops. */
static void
ecb_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	uint8_t *in, *out;
	uint32_t len;

	if (unlikely(!flat_data(c, op, src, dst, &in, &out, &len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	flat_status(op, run_blocks(c, slot, out, in, len));
}

/* 3DES-CTR: the keystream of the ECB context XORed in, as cipher_3des_ctr(). */
static void
ctr3des_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	struct ctr3des_state st = { .c = c, .slot = slot, .pos = 0, .avail = 0, .made = 0 };
	uint8_t *in, *out;
	uint64_t ctr;
	uint32_t len;
	int n = 0;

	if (unlikely(!flat_data(c, op, src, dst, &in, &out, &len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	memcpy(&ctr, rte_crypto_op_ctod_offset(op, uint8_t *, c->iv_offset), sizeof(ctr));
	st.ctr = rte_be_to_cpu_64(ctr);
	st.todo = len;
	flat_status(op, ctr3des_xor(&st, out, &n, in, (int)len));
	OPENSSL_cleanse(st.ks, st.made);
}

/* CTR with the counter block as IV, and the other modes with an IV per op. */
static void
iv_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	const uint8_t *iv;
	uint8_t *in, *out;
	uint32_t len;

	if (unlikely(!flat_data(c, op, src, dst, &in, &out, &len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	iv = rte_crypto_op_ctod_offset(op, uint8_t *, c->iv_offset);
	flat_status(op, run_iv(c, slot, iv) != 0 ? -1 : run_blocks(c, slot, out, in, len));
}

/* AES-CTR with a 12-byte IV: the counter block IV || 0x00000001. */
static void
ctr12_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	uint8_t block[AES_BLOCK];
	uint8_t *in, *out;
	uint32_t len;

	if (unlikely(!flat_data(c, op, src, dst, &in, &out, &len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	ctr12_block(block, rte_crypto_op_ctod_offset(op, uint8_t *, c->iv_offset));
	flat_status(op, run_iv(c, slot, block) != 0 ? -1 : run_blocks(c, slot, out, in, len));
}

/*
 * XTS: an op of one data unit (the whole op, or exactly one unit of the
 * session's length) in one call, the IV as its tweak; an op of several
 * units (a tweak per unit) takes cipher_xts(), as do the lengths it refuses.
 */
static void
xts_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_cipher_sess *c = &s->cipher;
	uint8_t *in, *out;
	uint32_t len;

	if (unlikely(!flat_data(c, op, src, dst, &in, &out, &len) || len < XTS_MIN_LEN ||
			(c->dataunit_len != 0 && len != c->dataunit_len))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	flat_status(op, run_iv(c, slot, rte_crypto_op_ctod_offset(op, uint8_t *,
			c->iv_offset)) != 0 ? -1 : run_blocks(c, slot, out, in, len));
}

static openssl_op_t
cipher_shortcut(const struct openssl_session *s)
{
	const struct openssl_cipher_sess *c = &s->cipher;

	if (!c->direct)
		return NULL;
	if (c->cbc)
		return cbc_op;
	switch (c->mode) {
	case OPENSSL_CIPHER_PLAIN:
		return c->iv_len == 0 ? ecb_op : iv_op;
	case OPENSSL_CIPHER_CTR12:
		return ctr12_op;
	case OPENSSL_CIPHER_XTS:
		return xts_op;
	case OPENSSL_CIPHER_3DES_CTR:
		return ctr3des_op;
	default:
		return NULL;
	}
}

const struct openssl_family openssl_cipher_family = {
	.name = "cipher",
	.xform_type = RTE_CRYPTO_SYM_XFORM_CIPHER,
	.caps = cipher_caps,
	.nb_caps = RTE_DIM(cipher_caps),
	.algos = cipher_algos,
	.nb_algos = RTE_DIM(cipher_algos),
	.setup = cipher_setup,
	.ctx_new = cipher_ctx_new,
	.ctx_dup = cipher_ctx_dup,
	.ctx_free = cipher_ctx_free,
	.process = openssl_cipher_process,
	.shortcut = cipher_shortcut,
	.sess_free = cipher_sess_free,
};
