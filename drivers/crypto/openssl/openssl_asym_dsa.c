/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * DSA sign and verify. Setup checks the domain parameters (p and q odd, q
 * prime of 160, 224 or 256 bits dividing p - 1, g of order q) and the
 * private key x (in [1, q - 1], a secure BIGNUM), computes y = g^x mod p and
 * builds the keyed EVP_PKEY. p is not tested for primality: at 8192 bits
 * that would cost seconds. A queue pair's slot holds a sign context on its
 * own copy of that key, and a verify context for the last y an op brought
 * (22.11 puts the signer's y in the op; without one, the session's own y is
 * used), checked once when it changes: 1 < y < p and y^q = 1 mod p.
 *
 * An op that gives k is signed with that k (openssl_asym_nonce.c: OpenSSL's
 * EVP takes none); without one (k.length 0) OpenSSL draws a random k. The
 * message is the digest, of which the leftmost bits are used, as many as q has. r and s are written left-padded
 * to the length of q.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/param_build.h>

#include "openssl_asym.h"

#define DSA_MAX_Q_LEN	32	/* OpenSSL verifies q of 160, 224 or 256 bits */
#define DSA_DER_LEN	(2 * (DSA_MAX_Q_LEN + 4) + 4)

struct dsa_slot {
	EVP_PKEY_CTX *sign;
	struct openssl_key_cache verify;
	uint8_t der[DSA_DER_LEN];
	struct openssl_nonce_ctx nonce;	/* signing with the op's k */
};

static const struct rte_cryptodev_capabilities dsa_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_DSA,
			.op_types = (1 << RTE_CRYPTO_ASYM_OP_SIGN) |
				(1 << RTE_CRYPTO_ASYM_OP_VERIFY),
			.modlen = { .min = 64, .max = OPENSSL_ASYM_MAX_MOD_LEN, .increment = 1 },
		},
	},
};

static bool
dsa_available(const struct openssl_libctx *lc)
{
	return openssl_pkey_type_ok(lc, "DSA");
}

static void
dsa_sess_free(struct openssl_asym_session *s)
{
	struct openssl_dsa_sess *d = &s->dsa;

	EVP_PKEY_free(d->pkey);
	d->pkey = NULL;
	BN_clear_free(d->x);
	d->x = NULL;
	BN_free(d->p);
	BN_free(d->q);
	BN_free(d->g);
	d->p = d->q = d->g = NULL;
	OPENSSL_free(d->y);
	d->y = NULL;
}

/* A key on the session's domain parameters: public y, and x if given. */
static EVP_PKEY *
dsa_key(const struct openssl_libctx *lc, const struct openssl_dsa_sess *d, const BIGNUM *y,
		const BIGNUM *x)
{
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	EVP_PKEY *pkey = NULL;

	if (bld != NULL && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, d->p) == 1 &&
			OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_Q, d->q) == 1 &&
			OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, d->g) == 1 &&
			OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, y) == 1 &&
			(x == NULL || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, x) == 1))
		pkey = openssl_pkey_fromdata(lc, "DSA", bld, x != NULL);
	OSSL_PARAM_BLD_free(bld);
	return pkey;
}

/* v in [2, p - 1] with v^q = 1 mod p: an element of the order-q subgroup other than 1. */
static bool
dsa_in_subgroup(const struct openssl_dsa_sess *d, const BIGNUM *v, BN_CTX *bc)
{
	BIGNUM *t;
	bool ok;

	if (BN_cmp(v, BN_value_one()) <= 0 || BN_cmp(v, d->p) >= 0)
		return false;
	BN_CTX_start(bc);
	t = BN_CTX_get(bc);
	ok = t != NULL && BN_mod_exp(t, v, d->q, d->p, bc) == 1 && BN_is_one(t);
	BN_CTX_end(bc);
	return ok;
}

/* A verify key for the y an op brought (minimal big-endian): checked first. */
static EVP_PKEY *
dsa_build_pub(const struct openssl_libctx *lc __rte_unused, const void *arg, const uint8_t *mat,
		uint32_t len)
{
	const struct openssl_asym_session *s = arg;
	BIGNUM *y = BN_bin2bn(mat, (int)len, NULL);
	BN_CTX *bc = openssl_bn_ctx(s->lc);
	EVP_PKEY *pkey = NULL;

	if (y != NULL && bc != NULL && dsa_in_subgroup(&s->dsa, y, bc))
		pkey = dsa_key(s->lc, &s->dsa, y, NULL);
	BN_free(y);
	BN_CTX_free(bc);
	return pkey;
}

/* p, q odd, q prime of 160, 224 or 256 bits dividing p - 1; g of order q. */
static int
dsa_check_params(const struct openssl_dsa_sess *d, BN_CTX *bc)
{
	int qbits = BN_num_bits(d->q);
	BIGNUM *r;
	int ret = 0;

	if (!BN_is_odd(d->p) || !BN_is_odd(d->q) || BN_cmp(d->q, d->p) >= 0)
		return -EINVAL;
	if (qbits != 160 && qbits != 224 && qbits != 256)
		return -ENOTSUP;
	if (BN_num_bytes(d->p) < 64)
		return -ENOTSUP;
	BN_CTX_start(bc);
	r = BN_CTX_get(bc);
	/* q divides p - 1: p mod q = 1 */
	if (r == NULL || BN_mod(r, d->p, d->q, bc) != 1)
		ret = -ENOMEM;
	else if (!BN_is_one(r) || BN_check_prime(d->q, bc, NULL) != 1 ||
			!dsa_in_subgroup(d, d->g, bc))
		ret = -EINVAL;
	BN_CTX_end(bc);
	return ret;
}

/* y = g^x mod p and the key pair; x in [1, q - 1]. */
static int
dsa_keypair(const struct openssl_libctx *lc, struct openssl_dsa_sess *d, const BIGNUM *x,
		BN_CTX *bc)
{
	BIGNUM *y;
	int ret = -ENOMEM;

	if (BN_is_zero(x) || BN_cmp(x, d->q) >= 0)
		return -EINVAL;
	BN_CTX_start(bc);
	y = BN_CTX_get(bc);
	if (y != NULL && BN_mod_exp_mont_consttime(y, d->g, x, d->p, bc, NULL) == 1) {
		d->y_len = BN_num_bytes(y);
		d->y = OPENSSL_malloc(d->y_len);
		if (d->y != NULL && BN_bn2bin(y, d->y) == (int)d->y_len)
			d->pkey = dsa_key(lc, d, y, x);
		ret = d->pkey == NULL ? -EINVAL : 0;
	}
	BN_CTX_end(bc);
	return ret;
}

static int
dsa_build(const struct openssl_libctx *lc, struct openssl_dsa_sess *d,
		const struct rte_crypto_dsa_xform *x, BN_CTX *bc)
{
	int ret;

	d->p = openssl_bn_from_param(&x->p, OPENSSL_ASYM_MAX_MOD_LEN);
	d->q = openssl_bn_from_param(&x->q, DSA_MAX_Q_LEN);
	d->g = openssl_bn_from_param(&x->g, OPENSSL_ASYM_MAX_MOD_LEN);
	ret = d->p == NULL || d->q == NULL || d->g == NULL ? -EINVAL : dsa_check_params(d, bc);
	if (ret == 0 && x->x.length > 0) {
		d->x = openssl_bn_secret(&x->x, DSA_MAX_Q_LEN);
		ret = d->x == NULL ? -EINVAL : dsa_keypair(lc, d, d->x, bc);
	}
	return ret;
}

static int
dsa_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_dsa_sess *d = &s->dsa;
	BN_CTX *bc;
	int ret;

	if (xf->dsa.p.length > OPENSSL_ASYM_MAX_MOD_LEN || xf->dsa.q.length > DSA_MAX_Q_LEN)
		return -ENOTSUP;
	bc = BN_CTX_secure_new_ex(s->lc->libctx);
	ret = bc == NULL ? -ENOMEM : dsa_build(s->lc, d, &xf->dsa, bc);
	BN_CTX_free(bc);
	if (ret != 0) {
		dsa_sess_free(s);
		return ret;
	}
	d->p_len = BN_num_bytes(d->p);
	d->q_len = BN_num_bytes(d->q);
	/* a FIPS device takes what it advertises: p of 2048 bits and more */
	if (s->lc->fips && d->p_len < OPENSSL_FIPS_MIN_MOD_LEN) {
		dsa_sess_free(s);
		return -ENOTSUP;
	}
	return 0;
}

static void
dsa_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct dsa_slot *sl = p;

	EVP_PKEY_CTX_free(sl->sign);
	openssl_key_cache_free(&sl->verify);
	openssl_nonce_free(&sl->nonce);
	OPENSSL_free(sl);
}

static void *
dsa_slot_new(const struct openssl_asym_session *s)
{
	struct dsa_slot *sl = OPENSSL_zalloc(sizeof(*sl));
	EVP_PKEY *own = NULL;
	bool ok;

	if (sl == NULL)
		return NULL;
	ok = openssl_key_cache_init(&sl->verify, s->dsa.p_len, s->lc) == 0 &&
		openssl_nonce_init(&sl->nonce, NULL) == 0;
	if (ok && s->dsa.pkey != NULL) {
		own = EVP_PKEY_dup(s->dsa.pkey);
		sl->sign = own == NULL ? NULL :
			EVP_PKEY_CTX_new_from_pkey(s->lc->libctx, own, s->lc->propq);
		ok = sl->sign != NULL && EVP_PKEY_sign_init(sl->sign) == 1 &&
			openssl_key_cache_set(&sl->verify, own, s->dsa.y, s->dsa.y_len,
				EVP_PKEY_verify_init) == 0;
	}
	EVP_PKEY_free(own);	/* the contexts hold it */
	if (!ok) {
		dsa_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/* The signature with the op's k: k in [1, q - 1], else an op error. */
static uint8_t
dsa_sign_k(struct rte_crypto_dsa_op_param *op, const struct openssl_dsa_sess *d,
		struct dsa_slot *sl)
{
	struct openssl_nonce_ctx *c = &sl->nonce;
	uint8_t st = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;

	if (openssl_bn_load(c->k, &op->k, d->q_len) == 0 && BN_copy(c->d, d->x) != NULL &&
			openssl_dsa_sign_k(c, d->p, d->q, d->g, op->message.data,
				op->message.length) == 0 &&
			openssl_bn_store(c->r, &op->r, d->q_len) == 0 &&
			openssl_bn_store(c->s, &op->s, d->q_len) == 0)
		st = RTE_CRYPTO_OP_STATUS_SUCCESS;
	openssl_nonce_wipe(c);
	return st;
}

static uint8_t
dsa_sign(struct rte_crypto_dsa_op_param *op, const struct openssl_dsa_sess *d,
		struct dsa_slot *sl)
{
	if (sl->sign == NULL || op->message.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->k.data != NULL && op->k.length != 0)
		return dsa_sign_k(op, d, sl);
	return openssl_sig_sign(sl->sign, sl->der, sizeof(sl->der), &op->message, &op->r, &op->s,
		d->q_len);
}

/* The op's y without leading zeros, or the session's own y. */
static const uint8_t *
dsa_op_y(const struct rte_crypto_dsa_op_param *op, const struct openssl_dsa_sess *d,
		uint32_t *len)
{
	const uint8_t *y = op->y.data;
	size_t n = op->y.length;

	if (y == NULL || n == 0) {
		*len = d->y_len;
		return d->y;
	}
	while (n > 1 && y[0] == 0) {
		y++;
		n--;
	}
	*len = n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
	return y;
}

static uint8_t
dsa_verify(struct rte_crypto_dsa_op_param *op, const struct openssl_asym_session *s,
		struct dsa_slot *sl)
{
	const uint8_t *y;
	uint32_t y_len;

	y = dsa_op_y(op, &s->dsa, &y_len);
	if (y == NULL || op->message.data == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	/* a y that is no public key of the domain fails the verification */
	return openssl_sig_verify(&sl->verify, y, y_len, dsa_build_pub, s, sl->der,
		sizeof(sl->der), &op->message, &op->r, &op->s);
}

static uint8_t
dsa_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->dsa.op_type) {
	case RTE_CRYPTO_ASYM_OP_SIGN:
		if (openssl_op_k_refused(s->lc, &op->dsa.k))
			return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return dsa_sign(&op->dsa, &s->dsa, slot);
	case RTE_CRYPTO_ASYM_OP_VERIFY:
		return dsa_verify(&op->dsa, s, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

const struct openssl_asym_family openssl_dsa_family = {
	.name = "dsa",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_DSA,
	.caps = dsa_caps,
	.nb_caps = RTE_DIM(dsa_caps),
	.available = dsa_available,
	.setup = dsa_setup,
	.sess_free = dsa_sess_free,
	.slot_new = dsa_slot_new,
	.slot_free = dsa_slot_free,
	.process = dsa_process,
};
