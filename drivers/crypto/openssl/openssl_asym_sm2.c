/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * SM2 (GB/T 32918) on its recommended curve: sign, verify, encrypt and
 * decrypt, on DPDK versions whose API has it (openssl_compat.h) and when the
 * OpenSSL in the process provides the SM2 key type. The keys are the
 * xform's: setup builds the keyed EVP_PKEY (the public key computed from the
 * private one when the xform gives no point) and keeps the numbers the
 * signer's Z digest covers. A queue pair's slot holds the sign, verify,
 * encrypt and decrypt contexts, initialised once, and an SM3 context.
 *
 * Sign and verify: with hash RTE_CRYPTO_AUTH_SM3 the op gives the message
 * and the signer's id (GB/T 35276's default "1234567812345678" when absent)
 * and the driver computes e = SM3(Z || M); with RTE_CRYPTO_AUTH_NULL the
 * message is e itself. An op that gives k is signed with that k
 * (openssl_asym_nonce.c); without one OpenSSL draws k. r and s are 32 bytes.
 * Encrypt and decrypt: the ciphertext is the DER form OpenSSL and DPDK's
 * test vectors use, SEQUENCE { x1, y1, C3 (SM3), C2 }; its size is at most
 * the message's plus 112 bytes, the capacity assumed when cipher.length is
 * 0. Encryption draws its own k: an op that gives k is refused.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_SM2

#define SM2_LEN		32
#define SM2_DER_LEN	(2 * (SM2_LEN + 4) + 4)
#define SM2_ENC_OVERHEAD	112	/* DER ciphertext bytes beyond the message */

static const uint8_t sm2_default_id[] = "1234567812345678";

struct sm2_slot {
	EVP_PKEY_CTX *sign;	/* NULL without a private key */
	EVP_PKEY_CTX *dec;	/* NULL without a private key */
	EVP_PKEY_CTX *verify;
	EVP_PKEY_CTX *enc;
	EVP_MD_CTX *md;
	struct openssl_nonce_ctx nonce;
	uint8_t der[SM2_DER_LEN];
	uint8_t e[SM2_LEN];
};

static const struct rte_cryptodev_capabilities sm2_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_SM2,
			.op_types = (1 << RTE_CRYPTO_ASYM_OP_SIGN) |
				(1 << RTE_CRYPTO_ASYM_OP_VERIFY) |
				(1 << RTE_CRYPTO_ASYM_OP_ENCRYPT) |
				(1 << RTE_CRYPTO_ASYM_OP_DECRYPT),
			.op_capa = {
				[RTE_CRYPTO_ASYM_OP_ENCRYPT] = 1 << RTE_CRYPTO_SM2_RNG,
				[RTE_CRYPTO_ASYM_OP_DECRYPT] = 1 << RTE_CRYPTO_SM2_RNG,
				[RTE_CRYPTO_ASYM_OP_SIGN] = (1 << RTE_CRYPTO_SM2_RNG) |
					(1 << RTE_CRYPTO_SM2_PH),
				[RTE_CRYPTO_ASYM_OP_VERIFY] = (1 << RTE_CRYPTO_SM2_RNG) |
					(1 << RTE_CRYPTO_SM2_PH),
			},
		},
	},
};

/* The SM2 key type, its curve and SM3. */
static bool
sm2_available(const struct openssl_libctx *lc)
{
	EC_GROUP *g = openssl_ec_group(lc, NID_sm2);
	EVP_MD *md = EVP_MD_fetch(lc->libctx, "SM3", lc->propq);
	bool ok = g != NULL && md != NULL && openssl_pkey_type_ok(lc, "SM2");

	EC_GROUP_free(g);
	EVP_MD_free(md);
	return ok;
}

static void
sm2_sess_free(struct openssl_asym_session *s)
{
	struct openssl_sm2_sess *m = &s->sm2;

	EVP_PKEY_free(m->pkey);
	BN_clear_free(m->d);
	EC_GROUP_free(m->group);
	EVP_MD_free(m->sm3);
	memset(m, 0, sizeof(*m));
}

/* Z's curve part: a, b, xG, yG, then the public key xA, yA (32 bytes each). */
static int
sm2_z_params(struct openssl_sm2_sess *m, const EC_POINT *q, BN_CTX *bc)
{
	BIGNUM *v[6];
	int i, ok = 1;

	BN_CTX_start(bc);
	for (i = 0; i < 6; i++)
		v[i] = BN_CTX_get(bc);
	if (v[5] == NULL ||
			EC_GROUP_get_curve(m->group, NULL, v[0], v[1], bc) != 1 ||
			EC_POINT_get_affine_coordinates(m->group, EC_GROUP_get0_generator(m->group),
				v[2], v[3], bc) != 1 ||
			EC_POINT_get_affine_coordinates(m->group, q, v[4], v[5], bc) != 1)
		ok = 0;
	for (i = 0; ok && i < 6; i++)
		ok = BN_bn2binpad(v[i], m->zpar + i * SM2_LEN, SM2_LEN) == SM2_LEN;
	BN_CTX_end(bc);
	return ok ? 0 : -EINVAL;
}

/* The public point: the xform's (coordinates below p, on the curve), else d * G. */
static int
sm2_point(struct openssl_sm2_sess *m, const struct rte_crypto_ec_point *q, EC_POINT *pt,
		BN_CTX *bc)
{
	BIGNUM *x = NULL, *y = NULL, *p = NULL;
	int ret = -EINVAL;

	if (q->x.length == 0 && q->y.length == 0)
		return m->d != NULL && EC_POINT_mul(m->group, pt, m->d, NULL, NULL, bc) == 1 ?
			0 : -EINVAL;
	x = openssl_bn_from_param(&q->x, SM2_LEN);
	y = openssl_bn_from_param(&q->y, SM2_LEN);
	p = BN_new();
	if (x != NULL && y != NULL && p != NULL &&
			EC_GROUP_get_curve(m->group, p, NULL, NULL, bc) == 1 &&
			openssl_ec_point_set(m->group, p, pt, x, y, bc) == 0)
		ret = 0;
	BN_free(x);
	BN_free(y);
	BN_free(p);
	return ret;
}

static int
sm2_pkey(const struct openssl_libctx *lc, struct openssl_sm2_sess *m, const EC_POINT *pt,
		BN_CTX *bc)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	uint8_t pub[1 + 2 * SM2_LEN];
	size_t n;

	n = EC_POINT_point2oct(m->group, pt, POINT_CONVERSION_UNCOMPRESSED, pub, sizeof(pub),
			bc);
	if (bld != NULL && n == sizeof(pub) &&
			OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME,
				SN_sm2, 0) == 1 &&
			OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub,
				n) == 1 &&
			(m->d == NULL || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY,
				m->d) == 1))
		m->pkey = openssl_pkey_fromdata(lc, "SM2", bld, m->d != NULL);
	OSSL_PARAM_BLD_free(bld);
	return m->pkey == NULL ? -EINVAL : 0;
}

/* Private key d in [1, n - 2] (1 + d must be invertible), if given. */
static int
sm2_priv(struct openssl_sm2_sess *m, const rte_crypto_param *pkey)
{
	BIGNUM *lim;
	int ret = 0;

	if (pkey->data == NULL || pkey->length == 0)
		return 0;
	m->d = BN_secure_new();
	lim = BN_dup(EC_GROUP_get0_order(m->group));
	if (m->d == NULL || lim == NULL || BN_sub_word(lim, 1) != 1)
		ret = -ENOMEM;
	else if (openssl_bn_load(m->d, pkey, SM2_LEN) != 0 || BN_is_zero(m->d) ||
			BN_cmp(m->d, lim) >= 0)
		ret = -EINVAL;
	BN_free(lim);
	if (ret == 0)
		BN_set_flags(m->d, BN_FLG_CONSTTIME);
	return ret;
}

static int
sm2_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_sm2_sess *m = &s->sm2;
	EC_POINT *pt = NULL;
	BN_CTX *bc = openssl_bn_ctx(s->lc);
	int ret = -ENOMEM;

	if (xf->ec.curve_id != RTE_CRYPTO_EC_GROUP_SM2) {
		BN_CTX_free(bc);
		return -ENOTSUP;
	}
	m->group = openssl_ec_group(s->lc, NID_sm2);
	m->sm3 = EVP_MD_fetch(s->lc->libctx, "SM3", s->lc->propq);
	if (m->group != NULL)
		pt = EC_POINT_new(m->group);
	if (bc != NULL && pt != NULL && m->sm3 != NULL) {
		ret = sm2_priv(m, &xf->ec.pkey);
		if (ret == 0)
			ret = sm2_point(m, &xf->ec.q, pt, bc);
		if (ret == 0)
			ret = sm2_z_params(m, pt, bc);
		if (ret == 0)
			ret = sm2_pkey(s->lc, m, pt, bc);
	}
	EC_POINT_free(pt);
	BN_CTX_free(bc);
	if (ret != 0)
		sm2_sess_free(s);
	return ret;
}

static void
sm2_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct sm2_slot *sl = p;

	EVP_PKEY_CTX_free(sl->sign);
	EVP_PKEY_CTX_free(sl->dec);
	EVP_PKEY_CTX_free(sl->verify);
	EVP_PKEY_CTX_free(sl->enc);
	EVP_MD_CTX_free(sl->md);
	openssl_nonce_free(&sl->nonce);
	OPENSSL_clear_free(sl, sizeof(*sl));
}

static EVP_PKEY_CTX *
sm2_ctx(const struct openssl_libctx *lc, EVP_PKEY *pkey, int (*init)(EVP_PKEY_CTX *))
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_pkey(lc->libctx, pkey, lc->propq);

	if (ctx != NULL && init(ctx) != 1) {
		EVP_PKEY_CTX_free(ctx);
		ctx = NULL;
	}
	return ctx;
}

static void *
sm2_slot_new(const struct openssl_asym_session *s)
{
	const struct openssl_sm2_sess *m = &s->sm2;
	struct sm2_slot *sl = OPENSSL_zalloc(sizeof(*sl));
	bool ok;

	if (sl == NULL)
		return NULL;
	sl->verify = sm2_ctx(s->lc, m->pkey, EVP_PKEY_verify_init);
	sl->enc = sm2_ctx(s->lc, m->pkey, EVP_PKEY_encrypt_init);
	sl->md = EVP_MD_CTX_new();
	ok = sl->verify != NULL && sl->enc != NULL && sl->md != NULL &&
		openssl_nonce_init(&sl->nonce, m->group) == 0;
	if (ok && m->d != NULL) {
		sl->sign = sm2_ctx(s->lc, m->pkey, EVP_PKEY_sign_init);
		sl->dec = sm2_ctx(s->lc, m->pkey, EVP_PKEY_decrypt_init);
		ok = sl->sign != NULL && sl->dec != NULL;
	}
	if (!ok) {
		sm2_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/* sl->e: the op's message (hash NULL), or SM3(Z || M) with Z = SM3(ENTL || ID || zpar). */
static int
sm2_digest(const struct rte_crypto_sm2_op_param *op, const struct openssl_sm2_sess *m,
		struct sm2_slot *sl)
{
	const uint8_t *id = op->id.data;
	size_t id_len = op->id.length;
	uint8_t entl[2];

	if (op->hash == RTE_CRYPTO_AUTH_NULL) {
		if (op->message.data == NULL || op->message.length != SM2_LEN)
			return -1;
		memcpy(sl->e, op->message.data, SM2_LEN);
		return 0;
	}
	if (op->hash != RTE_CRYPTO_AUTH_SM3 ||
			(op->message.data == NULL && op->message.length != 0))
		return -1;
	if (id == NULL || id_len == 0) {
		id = sm2_default_id;
		id_len = sizeof(sm2_default_id) - 1;
	}
	if (id_len >= 8192)	/* ENTL is 16 bits of bit length */
		return -1;
	entl[0] = (uint8_t)((id_len * 8) >> 8);
	entl[1] = (uint8_t)(id_len * 8);
	return EVP_DigestInit_ex(sl->md, m->sm3, NULL) == 1 &&
		EVP_DigestUpdate(sl->md, entl, 2) == 1 &&
		EVP_DigestUpdate(sl->md, id, id_len) == 1 &&
		EVP_DigestUpdate(sl->md, m->zpar, sizeof(m->zpar)) == 1 &&
		EVP_DigestFinal_ex(sl->md, sl->e, NULL) == 1 &&
		EVP_DigestInit_ex(sl->md, m->sm3, NULL) == 1 &&
		EVP_DigestUpdate(sl->md, sl->e, SM2_LEN) == 1 &&
		EVP_DigestUpdate(sl->md, op->message.data, op->message.length) == 1 &&
		EVP_DigestFinal_ex(sl->md, sl->e, NULL) == 1 ? 0 : -1;
}

static uint8_t
sm2_sign(struct rte_crypto_sm2_op_param *op, const struct openssl_sm2_sess *m,
		struct sm2_slot *sl)
{
	struct openssl_nonce_ctx *c = &sl->nonce;
	size_t len = sizeof(sl->der);
	uint8_t st = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;

	if (sl->sign == NULL || sm2_digest(op, m, sl) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->k.data == NULL || op->k.length == 0) {
		if (EVP_PKEY_sign(sl->sign, sl->der, &len, sl->e, SM2_LEN) != 1)
			return RTE_CRYPTO_OP_STATUS_ERROR;
		return openssl_sig_der_decode(sl->der, len, &op->r, &op->s, SM2_LEN) == 0 ?
			RTE_CRYPTO_OP_STATUS_SUCCESS : RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
	if (openssl_bn_load(c->k, &op->k, SM2_LEN) == 0 && BN_copy(c->d, m->d) != NULL &&
			openssl_sm2_sign_k(c, m->group, sl->e, SM2_LEN) == 0 &&
			openssl_bn_store(c->r, &op->r, SM2_LEN) == 0 &&
			openssl_bn_store(c->s, &op->s, SM2_LEN) == 0)
		st = RTE_CRYPTO_OP_STATUS_SUCCESS;
	openssl_nonce_wipe(c);
	return st;
}

static uint8_t
sm2_verify(struct rte_crypto_sm2_op_param *op, const struct openssl_sm2_sess *m,
		struct sm2_slot *sl)
{
	size_t len;

	if (sm2_digest(op, m, sl) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	len = openssl_sig_der_encode(sl->der, sizeof(sl->der), &op->r, &op->s);
	if (len == 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_verify(sl->verify, sl->der, len, sl->e, SM2_LEN) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* C3 is SM3: hash NULL or SM3. */
static bool
sm2_enc_hash_ok(enum rte_crypto_auth_algorithm h)
{
	return h == RTE_CRYPTO_AUTH_NULL || h == RTE_CRYPTO_AUTH_SM3;
}

static uint8_t
sm2_encrypt(struct rte_crypto_sm2_op_param *op, struct sm2_slot *sl)
{
	size_t need, cap;

	if ((op->k.data != NULL && op->k.length != 0) || !sm2_enc_hash_ok(op->hash) ||
			op->message.data == NULL || op->message.length == 0 ||
			op->cipher.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	cap = openssl_out_cap(&op->cipher, op->message.length + SM2_ENC_OVERHEAD);
	if (EVP_PKEY_encrypt(sl->enc, NULL, &need, op->message.data,
				op->message.length) != 1 || need > cap)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_encrypt(sl->enc, op->cipher.data, &need, op->message.data,
				op->message.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->cipher.length = need;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

/* A ciphertext that does not decode or whose C3 does not match is an op error. */
static uint8_t
sm2_decrypt(struct rte_crypto_sm2_op_param *op, struct sm2_slot *sl)
{
	size_t len;

	if (sl->dec == NULL || !sm2_enc_hash_ok(op->hash) || op->cipher.data == NULL ||
			op->cipher.length == 0 || op->message.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	len = openssl_out_cap(&op->message, op->cipher.length);
	if (EVP_PKEY_decrypt(sl->dec, op->message.data, &len, op->cipher.data,
				op->cipher.length) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->message.length = len;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
sm2_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->sm2.op_type) {
	case RTE_CRYPTO_ASYM_OP_SIGN:
		return sm2_sign(&op->sm2, &s->sm2, slot);
	case RTE_CRYPTO_ASYM_OP_VERIFY:
		return sm2_verify(&op->sm2, &s->sm2, slot);
	case RTE_CRYPTO_ASYM_OP_ENCRYPT:
		return sm2_encrypt(&op->sm2, slot);
	case RTE_CRYPTO_ASYM_OP_DECRYPT:
		return sm2_decrypt(&op->sm2, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_sm2_family = {
	.name = "sm2",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_SM2,
	.caps = sm2_caps,
	.nb_caps = RTE_DIM(sm2_caps),
	.available = sm2_available,
	.setup = sm2_setup,
	.sess_free = sm2_sess_free,
	.slot_new = sm2_slot_new,
	.slot_free = sm2_slot_free,
	.process = sm2_process,
};

#else /* the API has no SM2 */

static bool
sm2_available(const struct openssl_libctx *lc __rte_unused)
{
	return false;
}

const struct openssl_asym_family openssl_sm2_family = {
	.name = "sm2",
	.xform_type = OPENSSL_ASYM_XFORM_NONE,
	.available = sm2_available,
};

#endif /* OPENSSL_ASYM_HAVE_SM2 */
