/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#include <string.h>

#include <openssl/crypto.h>

#include "openssl_compat.h"
#include "openssl_dev.h"
#include "openssl_mbuf.h"
#include "openssl_prov_ccm.h"
#include "openssl_sym.h"

#define AEAD_CAP(a, kmin, kmax, dmin, dinc, imin, imax) { \
	.op = RTE_CRYPTO_OP_TYPE_SYMMETRIC, \
	.sym = { \
		.xform_type = RTE_CRYPTO_SYM_XFORM_AEAD, \
		.aead = { \
			.algo = (a), \
			.block_size = 16, \
			.key_size = { .min = (kmin), .max = (kmax), \
				.increment = (kmax) > (kmin) ? 8 : 0 }, \
			.digest_size = { .min = (dmin), .max = 16, \
				.increment = (dmin) < 16 ? (dinc) : 0 }, \
			.aad_size = { .min = 0, .max = 65535, .increment = 1 }, \
			.iv_size = { .min = (imin), .max = (imax), \
				.increment = (imax) > (imin) ? 1 : 0 }, \
		}, \
	}, \
}

static const struct rte_cryptodev_capabilities aead_caps[] = {
	/* GCM: any IV length OpenSSL takes (SP 800-38D: 12 is the fast one) */
	AEAD_CAP(RTE_CRYPTO_AEAD_AES_GCM, 16, 32, 4, 1, 1, OPENSSL_GCM_MAX_IV_LEN),
	AEAD_CAP(RTE_CRYPTO_AEAD_AES_CCM, 16, 32, 4, 2, 7, 13),
	AEAD_CAP(RTE_CRYPTO_AEAD_CHACHA20_POLY1305, 32, 32, 16, 0, 12, 12),
	/* SM4-GCM (RFC 8998): GCM over a 128-bit block cipher, the same ranges */
	OPENSSL_API_2511(AEAD_CAP(RTE_CRYPTO_AEAD_SM4_GCM, 16, 16, 4, 1, 1,
		OPENSSL_GCM_MAX_IV_LEN),)
};

static const struct openssl_algo aead_algos[] = {
	{ RTE_CRYPTO_AEAD_AES_GCM, 16, OPENSSL_AEAD_GCM, OPENSSL_ALGO_GCM, 0, "AES-128-GCM", NULL },
	{ RTE_CRYPTO_AEAD_AES_GCM, 24, OPENSSL_AEAD_GCM, OPENSSL_ALGO_GCM, 0, "AES-192-GCM", NULL },
	{ RTE_CRYPTO_AEAD_AES_GCM, 32, OPENSSL_AEAD_GCM, OPENSSL_ALGO_GCM, 0, "AES-256-GCM", NULL },
	{ RTE_CRYPTO_AEAD_AES_CCM, 16, OPENSSL_AEAD_CCM, 0, 0, "AES-128-CCM", NULL },
	{ RTE_CRYPTO_AEAD_AES_CCM, 24, OPENSSL_AEAD_CCM, 0, 0, "AES-192-CCM", NULL },
	{ RTE_CRYPTO_AEAD_AES_CCM, 32, OPENSSL_AEAD_CCM, 0, 0, "AES-256-CCM", NULL },
	{ RTE_CRYPTO_AEAD_CHACHA20_POLY1305, 32, OPENSSL_AEAD_GCM, 0, 0, "ChaCha20-Poly1305",
		NULL },
	OPENSSL_API_2511({ RTE_CRYPTO_AEAD_SM4_GCM, 16, OPENSSL_AEAD_GCM, OPENSSL_ALGO_GCM, 0,
		"SM4-GCM", NULL },)
};

static void
aead_ctx_free(const struct openssl_session *s, struct openssl_slot *slot)
{
	EVP_CIPHER_CTX_free(slot->cipher);
	slot->cipher = NULL;
	if (slot->pcipher != NULL)
		openssl_prov_cipher_free(&s->aead.prov, slot->pcipher);
	slot->pcipher = NULL;
}

/* Provider-direct: the provider's context, keyed, its IV length (CCM: tag length) set. */
static int
aead_prov_new(const struct openssl_aead_sess *a, struct openssl_slot *slot)
{
	size_t iv_len = a->iv_len;
	OSSL_PARAM p[2] = {
		OSSL_PARAM_construct_size_t(OSSL_CIPHER_PARAM_AEAD_IVLEN, &iv_len),
		OSSL_PARAM_END
	};

	if (a->algo->mode == OPENSSL_AEAD_CCM) {
		slot->pcipher = openssl_prov_ccm_new(&a->prov, a->key, a->key_len, a->encrypt,
				a->iv_len, a->digest_len);
		return slot->pcipher == NULL ? -ENOMEM : 0;
	}

	slot->pcipher = openssl_prov_cipher_new(&a->prov, a->key, a->key_len, a->encrypt, p);
	return slot->pcipher == NULL ? -ENOMEM : 0;
}

/* Cipher, direction, IV (nonce) length, CCM tag length, then the key. */
static int
aead_ctx_new(const struct openssl_session *s, struct openssl_slot *slot)
{
	const struct openssl_aead_sess *a = &s->aead;
	EVP_CIPHER_CTX *ctx;

	if (a->direct)
		return aead_prov_new(a, slot);
	ctx = EVP_CIPHER_CTX_new();
	if (ctx == NULL)
		return -ENOMEM;
	if (EVP_CipherInit_ex(ctx, a->evp, NULL, NULL, NULL, a->encrypt) != 1 ||
			EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, a->iv_len, NULL) != 1 ||
			(a->algo->mode == OPENSSL_AEAD_CCM &&
			 EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, a->digest_len,
				NULL) != 1) ||
			EVP_CipherInit_ex(ctx, NULL, NULL, a->key, NULL, a->encrypt) != 1) {
		EVP_CIPHER_CTX_free(ctx);
		return -ENOMEM;
	}
	slot->cipher = ctx;
	return 0;
}

static int
aead_ctx_dup(const struct openssl_session *s, const struct openssl_slot *tmpl,
		struct openssl_slot *slot)
{
	if (s->aead.direct) {
		slot->pcipher = openssl_prov_cipher_dup(&s->aead.prov, tmpl->pcipher);
		return slot->pcipher == NULL ? -ENOMEM : 0;
	}
	slot->cipher = openssl_cipher_ctx_dup(tmpl->cipher);
	return slot->cipher == NULL ? -ENOMEM : 0;
}

static void
aead_sess_free(struct openssl_session *s)
{
	EVP_CIPHER_free(s->aead.evp);
	s->aead.evp = NULL;
}

static bool
aead_params_ok(const struct openssl_algo *algo, const struct rte_crypto_aead_xform *ax)
{
	/* RFC 8439: 96-bit nonce, 128-bit tag */
	if (ax->algo == RTE_CRYPTO_AEAD_CHACHA20_POLY1305)
		return ax->iv.length == 12 && ax->digest_length == 16;
	if (algo->mode == OPENSSL_AEAD_GCM)
		return ax->iv.length >= 1 && ax->iv.length <= OPENSSL_GCM_MAX_IV_LEN &&
			ax->digest_length >= 4 && ax->digest_length <= 16;
	/* CCM: nonce 7..13, tag 4..16 and even (SP 800-38C) */
	return ax->iv.length >= 7 && ax->iv.length <= 13 &&
		ax->digest_length >= 4 && ax->digest_length <= 16 &&
		(ax->digest_length & 1) == 0;
}

/*
 * The provider-direct path for GCM-like AEADs (GCM, ChaCha20-Poly1305) and
 * AES-CCM, when the device allows it and the provider's functions pass the
 * self-check of their call sequence.
 */
static bool
aead_direct(struct openssl_aead_sess *a, const struct openssl_dev *od)
{
	if (od->plain_evp ||
			openssl_prov_cipher_get(a->evp, a->algo->evp_name, &a->prov) != 0)
		return false;
	return openssl_prov_verdict(od->prov, a->algo, a->algo->evp_name,
			EVP_CIPHER_get0_provider(a->evp),
			a->algo->mode == OPENSSL_AEAD_CCM ? openssl_prov_check_ccm :
				openssl_prov_check_aead, a->evp, &a->prov);
}

static int
aead_setup(struct openssl_session *s, const struct rte_crypto_sym_xform *x,
		const struct openssl_dev *od)
{
	const struct rte_crypto_aead_xform *ax = &x->aead;
	struct openssl_aead_sess *a = &s->aead;

	a->algo = openssl_algo_find(aead_algos, RTE_DIM(aead_algos), ax->algo,
			ax->key.length);
	if (a->algo == NULL)
		return -ENOTSUP;
	if (!aead_params_ok(a->algo, ax)) {
		OPENSSL_LOG(ERR, "%s: IV length %u or digest length %u not supported",
			a->algo->evp_name, ax->iv.length, ax->digest_length);
		return -ENOTSUP;
	}
	if (openssl_key_copy(a->key, sizeof(a->key), &a->key_len, ax->key.data,
			ax->key.length) != 0)
		return -EINVAL;
	a->evp = EVP_CIPHER_fetch(od->lc.libctx, a->algo->evp_name, od->lc.propq);
	if (a->evp == NULL)
		return -ENOTSUP;
	a->encrypt = ax->op == RTE_CRYPTO_AEAD_OP_ENCRYPT;
	a->iv_offset = ax->iv.offset;
	a->iv_len = ax->iv.length;
	a->aad_len = ax->aad_length;
	a->digest_len = ax->digest_length;
	a->iv_param = (a->algo->flags & OPENSSL_ALGO_GCM) != 0 && openssl_gcm_iv_param(&od->lib, a->evp);
	a->direct = aead_direct(a, od);
	return aead_ctx_new(s, &s->tmpl);
}

/* Status of an AEAD op: decrypt failures are tag mismatches. */
static inline uint8_t
aead_fail(const struct openssl_aead_sess *a)
{
	return a->encrypt ? RTE_CRYPTO_OP_STATUS_ERROR : RTE_CRYPTO_OP_STATUS_AUTH_FAILED;
}

static uint8_t
aead_gcm(const struct openssl_aead_sess *a, EVP_CIPHER_CTX *ctx, struct openssl_args *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->cipher_off, len = op->cipher_len;
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl;

	if (openssl_gcm_start(ctx, op->iv, a->iv_param, a->encrypt ? NULL : op->digest,
				a->digest_len) != 0 ||
			(a->aad_len > 0 && EVP_CipherUpdate(ctx, NULL, &outl,
				op->aad, a->aad_len) != 1) ||
			openssl_mbuf_cipher(ctx, src, dst, off, len) !=
				(int)len)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (EVP_CipherFinal_ex(ctx, tail, &outl) != 1)
		return aead_fail(a);
	if (a->encrypt && openssl_evp_tag(ctx, op->digest, a->digest_len, false) != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* GCM-like AEAD op on the provider's own context (aead_gcm's calls below EVP). */
static uint8_t
aead_gcm_prov(const struct openssl_aead_sess *a, void *ctx, struct openssl_args *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->cipher_off, len = op->cipher_len;
	struct openssl_prov_op po = { .pc = &a->prov, .ctx = ctx };
	int ret;

	if (openssl_prov_aead_start(&a->prov, ctx, a->encrypt, op->iv, a->iv_len,
			op->digest, a->digest_len, op->aad, a->aad_len) != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (likely(src->next == NULL && dst->next == NULL))
		ret = openssl_prov_aead_data(&a->prov, ctx,
				rte_pktmbuf_mtod_offset(dst, uint8_t *, off),
				rte_pktmbuf_mtod_offset(src, uint8_t *, off), len);
	else
		ret = openssl_mbuf_transform(src, off, dst, off, len, openssl_prov_update,
				&po) == (int)len ? 0 : -1;
	if (ret != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	ret = openssl_prov_aead_finish(&a->prov, ctx, a->encrypt, op->digest, a->digest_len);
	if (ret != 0)
		return aead_fail(a);
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/*
 * CCM takes the payload in one EVP call, even an empty one: a scattered
 * payload is gathered into the scratch buffer.
 */
static int
ccm_payload(struct openssl_args *op, EVP_CIPHER_CTX *ctx, struct rte_mbuf *src,
		struct rte_mbuf *dst, uint32_t off, uint32_t len)
{
	uint8_t *in = openssl_mbuf_contig(src, off, len);
	uint8_t *out = openssl_mbuf_contig(dst, off, len);
	uint8_t dummy = 0;
	int outl;

	if (len == 0) {
		in = &dummy;
		out = &dummy;
	} else if (in == NULL || out == NULL) {
		return openssl_mbuf_gathered(op->scratch, src, dst, off, len,
				openssl_evp_update, ctx);
	}
	return EVP_CipherUpdate(ctx, out, &outl, in, (int)len) == 1 ? 0 : -1;
}

static uint8_t
aead_ccm(const struct openssl_aead_sess *a, EVP_CIPHER_CTX *ctx, struct openssl_args *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->cipher_off, len = op->cipher_len;
	const uint8_t *nonce = op->iv + OPENSSL_CCM_NONCE_OFFSET;
	uint8_t tail[EVP_MAX_BLOCK_LENGTH];
	int outl, ret;

	if (EVP_CipherInit_ex(ctx, NULL, NULL, NULL, nonce, -1) != 1 ||
			(!a->encrypt && openssl_evp_tag(ctx, op->digest, a->digest_len, true) != 0) ||
			EVP_CipherUpdate(ctx, NULL, &outl, NULL, (int)len) != 1 ||
			(a->aad_len > 0 && EVP_CipherUpdate(ctx, NULL, &outl,
				op->aad + OPENSSL_CCM_AAD_OFFSET, a->aad_len) != 1))
		return RTE_CRYPTO_OP_STATUS_ERROR;
	ret = ccm_payload(op, ctx, src, dst, off, len);
	if (ret != 0)
		return ret == -ENOSPC ? RTE_CRYPTO_OP_STATUS_ERROR : aead_fail(a);
	if (a->encrypt && (EVP_CipherFinal_ex(ctx, tail, &outl) != 1 ||
			openssl_evp_tag(ctx, op->digest, a->digest_len, false) != 0))
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* AES-CCM on the provider's own context (aead_ccm's calls below EVP). */
static uint8_t
aead_ccm_prov(const struct openssl_aead_sess *a, void *ctx, struct openssl_args *op,
		struct rte_mbuf *src, struct rte_mbuf *dst)
{
	uint32_t off = op->cipher_off, len = op->cipher_len;
	struct openssl_prov_op po = { .pc = &a->prov, .ctx = ctx };
	uint8_t *in = openssl_mbuf_contig(src, off, len);
	uint8_t *out = openssl_mbuf_contig(dst, off, len);
	const uint8_t *aad = a->aad_len > 0 ? op->aad + OPENSSL_CCM_AAD_OFFSET : NULL;
	uint8_t dummy = 0;
	int ret;

	if (openssl_prov_ccm_start(&a->prov, ctx, a->encrypt, op->iv + OPENSSL_CCM_NONCE_OFFSET,
			a->iv_len, op->digest, a->digest_len, aad, a->aad_len, len) != 0)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (len == 0) {
		in = &dummy;
		out = &dummy;
	} else if (in == NULL || out == NULL) {
		/* scattered: gathered into one update, then the tag */
		ret = openssl_mbuf_gathered(op->scratch, src, dst, off, len, openssl_prov_update,
				&po);
		if (ret != 0)
			return ret == -ENOSPC ? RTE_CRYPTO_OP_STATUS_ERROR : aead_fail(a);
		if (a->encrypt && openssl_prov_aead_finish(&a->prov, ctx, true, op->digest,
				a->digest_len) != 0)
			return RTE_CRYPTO_OP_STATUS_ERROR;
		return RTE_CRYPTO_OP_STATUS_SUCCESS;
	}
	ret = openssl_prov_ccm_finish(&a->prov, ctx, a->encrypt, out, in, len, op->digest,
			a->digest_len);
	if (ret != 0)
		return ret == -EBADMSG ? aead_fail(a) : RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

void
openssl_aead_process(struct openssl_args *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	const struct openssl_aead_sess *a = &s->aead;
	uint32_t off = op->cipher_off, len = op->cipher_len;
	uint8_t st;

	if (unlikely(!openssl_mbuf_range_ok(src, off, len) ||
			(dst != src && !openssl_mbuf_range_ok(dst, off, len)) ||
			op->digest == NULL ||
			(a->aad_len > 0 && op->aad == NULL))) {
		op->status = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return;
	}
	if (likely(a->direct))
		st = a->algo->mode == OPENSSL_AEAD_CCM ?
			aead_ccm_prov(a, slot->pcipher, op, src, dst) :
			aead_gcm_prov(a, slot->pcipher, op, src, dst);
	else if (a->algo->mode == OPENSSL_AEAD_GCM)
		st = aead_gcm(a, slot->cipher, op, src, dst);
	else
		st = aead_ccm(a, slot->cipher, op, src, dst);
	if (unlikely(st != RTE_CRYPTO_OP_STATUS_SUCCESS))
		op->status = st;
}

/* An AEAD op's fields a shortcut reads (aead_flat_get()). */
struct aead_flat {
	uint32_t off;
	uint32_t len;
	uint8_t *digest;
	const uint8_t *aad;
};

/*
 * The op's fields, and whether a shortcut may run it: its data in the first
 * segment on each side, a digest, and the AAD the session needs. Otherwise
 * the op takes openssl_run_op(), which checks and reports the rest.
 */
static __rte_always_inline bool
aead_flat_get(const struct openssl_aead_sess *a, const struct rte_crypto_op *op,
		const struct rte_mbuf *src, const struct rte_mbuf *dst, struct aead_flat *f)
{
	const struct rte_crypto_sym_op *sym = op->sym;
	uint64_t end;

	f->off = sym->aead.data.offset;
	f->len = sym->aead.data.length;
	f->digest = sym->aead.digest.data;
	f->aad = sym->aead.aad.data;
	end = (uint64_t)f->off + f->len;
	return openssl_mbuf_flat_ok(src, end) &&
		(dst == src || openssl_mbuf_flat_ok(dst, end)) &&
		f->digest != NULL && (a->aad_len == 0 || f->aad != NULL);
}

/*
 * The shortcut of an AEAD session on the provider's functions (AES-GCM,
 * ChaCha20-Poly1305), one per direction: a session op whose data lies in
 * one segment on each side is aead_gcm_prov() without the generic layers,
 * and a failed decrypt releases nothing (as openssl_process() does); any
 * other op takes openssl_run_op().
 */
static __rte_always_inline void
aead_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst, bool enc)
{
	const struct openssl_aead_sess *a = &s->aead;
	struct aead_flat f;
	uint8_t *out;

	if (unlikely(!aead_flat_get(a, op, src, dst, &f))) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	out = rte_pktmbuf_mtod_offset(dst, uint8_t *, f.off);
	if (unlikely(openssl_prov_aead_start(&a->prov, slot->pcipher, enc,
			rte_crypto_op_ctod_offset(op, uint8_t *, a->iv_offset), a->iv_len,
			f.digest, a->digest_len, f.aad, a->aad_len) != 0 ||
			openssl_prov_aead_data(&a->prov, slot->pcipher, out,
				rte_pktmbuf_mtod_offset(src, uint8_t *, f.off), f.len) != 0)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
	} else if (likely(openssl_prov_aead_finish(&a->prov, slot->pcipher, enc, f.digest,
			a->digest_len) == 0)) {
		return;
	} else {
		op->status = aead_fail(a);
	}
	if (!enc)
		memset(out, 0, f.len);
}

static void
aead_enc_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	aead_op(qp, op, s, slot, src, dst, true);
}

static void
aead_dec_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	aead_op(qp, op, s, slot, src, dst, false);
}

/*
 * The shortcut of a provider-direct AES-CCM session, one per direction: a
 * session op with a non-empty payload in one segment on each side is
 * aead_ccm_prov() without the generic layers (the nonce one byte into the
 * IV, the AAD 18 bytes into aad.data), and a failed decrypt releases
 * nothing; any other op (an empty or scattered payload) takes
 * openssl_run_op().
 */
static __rte_always_inline void
ccm_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst, bool enc)
{
	const struct openssl_aead_sess *a = &s->aead;
	struct aead_flat f;
	uint8_t *obuf;
	int ret;

	if (unlikely(!aead_flat_get(a, op, src, dst, &f) || f.len == 0)) {
		openssl_run_op(qp, op, s, slot, src, dst);
		return;
	}
	obuf = rte_pktmbuf_mtod_offset(dst, uint8_t *, f.off);
	if (unlikely(openssl_prov_ccm_start(&a->prov, slot->pcipher, enc,
			rte_crypto_op_ctod_offset(op, uint8_t *,
				a->iv_offset + OPENSSL_CCM_NONCE_OFFSET), a->iv_len,
			f.digest, a->digest_len,
			a->aad_len > 0 ? f.aad + OPENSSL_CCM_AAD_OFFSET : NULL, a->aad_len,
			f.len) != 0)) {
		op->status = RTE_CRYPTO_OP_STATUS_ERROR;
	} else {
		ret = openssl_prov_ccm_finish(&a->prov, slot->pcipher, enc, obuf,
				rte_pktmbuf_mtod_offset(src, uint8_t *, f.off), f.len, f.digest,
				a->digest_len);
		if (likely(ret == 0))
			return;
		op->status = !enc && ret == -EBADMSG ? RTE_CRYPTO_OP_STATUS_AUTH_FAILED :
			RTE_CRYPTO_OP_STATUS_ERROR;
	}
	if (!enc)
		memset(obuf, 0, f.len);
}

static void
ccm_enc_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	ccm_op(qp, op, s, slot, src, dst, true);
}

static void
ccm_dec_op(struct openssl_qp *qp, struct rte_crypto_op *op, const struct openssl_session *s,
		struct openssl_slot *slot, struct rte_mbuf *src, struct rte_mbuf *dst)
{
	ccm_op(qp, op, s, slot, src, dst, false);
}

static openssl_op_t
aead_shortcut(const struct openssl_session *s)
{
	if (!s->aead.direct)
		return NULL;
	if (s->aead.algo->mode == OPENSSL_AEAD_CCM)
		return s->aead.encrypt ? ccm_enc_op : ccm_dec_op;
	return s->aead.encrypt ? aead_enc_op : aead_dec_op;
}

const struct openssl_family openssl_aead_family = {
	.name = "aead",
	.xform_type = RTE_CRYPTO_SYM_XFORM_AEAD,
	.caps = aead_caps,
	.nb_caps = RTE_DIM(aead_caps),
	.algos = aead_algos,
	.nb_algos = RTE_DIM(aead_algos),
	.setup = aead_setup,
	.ctx_new = aead_ctx_new,
	.ctx_dup = aead_ctx_dup,
	.ctx_free = aead_ctx_free,
	.process = openssl_aead_process,
	.shortcut = aead_shortcut,
	.sess_free = aead_sess_free,
};
