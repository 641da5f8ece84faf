/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Elliptic curve Diffie-Hellman on the NIST prime curves P-192 .. P-521, on
 * DPDK versions whose xform carries the keys (openssl_compat.h). Setup keeps
 * the curve, the xform's private key d (checked 1 <= d < n) and the peer's
 * public point Q (checked on the curve). A queue pair's slot is the shared
 * openssl_ec_work (openssl_asym_ecpt.c): a BN_CTX, two points and the
 * working numbers. The ops:
 *
 *   private key generate    a random d in [1, n - 1], order length
 *   public key generate     d * G (the session's d); coordinates field length
 *   public key verify       the op's point: coordinates below p (leading zero
 *                           bytes allowed), on the curve
 *   shared secret compute   d * Q: Q the op's point if it gives one, else the
 *                           session's; x and y (y skipped if its data is NULL)
 *
 * The curves have cofactor 1: a point on the curve other than infinity is a
 * valid public key. The slot's working numbers (a generated key, the shared
 * secret) are wiped after every op. With the Edwards curves Ed25519 and Ed448, only public key
 * generate is served: the EdDSA public key of the session's private key, in x
 * (RTE_CRYPTO_ASYM_FLAG_PUB_KEY_COMPRESSED).
 */

#include <string.h>

#include <openssl/crypto.h>
#include <openssl/obj_mac.h>
#include <openssl/rand.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#if OPENSSL_ASYM_HAVE_ECDH

static const struct rte_cryptodev_capabilities ecdh_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH,
			.op_types = (1 << RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) |
				(1 << RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) |
				(1 << RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE) |
				(1 << RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY),
		},
	},
};

/*
 * Every NIST curve, and EC key management. The point arithmetic is
 * libcrypto's own, not a provider's: not on a FIPS device
 * (openssl_libctx.h, native_ok).
 */
static bool
ecdh_available(const struct openssl_libctx *lc)
{
	return lc->native_ok && openssl_ec_curves_ok(lc) && openssl_pkey_type_ok(lc, "EC");
}

static void
ecdh_sess_free(struct openssl_asym_session *s)
{
	struct openssl_ecdh_sess *e = &s->ecdh;

	BN_clear_free(e->d);
	BN_free(e->p);
	EC_POINT_free(e->q);
	EVP_PKEY_free(e->ed);
	EC_GROUP_free(e->group);
	EC_GROUP_free(e->mul);
	memset(e, 0, sizeof(*e));
}

/* Edwards curves: the xform's private key as an EdDSA key (public key generate only). */
static int
ecdh_ed_setup(const struct openssl_libctx *lc, struct openssl_ecdh_sess *e,
		const struct rte_crypto_asym_xform *xf)
{
	const char *type = xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED25519 ? "ED25519" : "ED448";
	size_t len = xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED25519 ? 32 : 57;

	if (!openssl_pkey_type_ok(lc, type))
		return -ENOTSUP;
	e->field_len = len;
	if (xf->ec.pkey.data == NULL || xf->ec.pkey.length == 0)
		return 0;
	if (xf->ec.pkey.length != len)
		return -EINVAL;
	e->ed = EVP_PKEY_new_raw_private_key_ex(lc->libctx, type, lc->propq, xf->ec.pkey.data,
			len);
	return e->ed == NULL ? -EINVAL : 0;
}

/* A point from two coordinates below p, on the curve (and so not at infinity). */
static int
ecdh_point_load(const struct openssl_ecdh_sess *e, struct openssl_ec_work *w, EC_POINT *pt,
		const struct rte_crypto_ec_point *q)
{
	return openssl_ec_point_load(w, e->mul, e->p, e->field_len, pt, q);
}

/* The xform's keys, each optional: d in [1, n - 1], Q on the curve. */
static int
ecdh_keys(struct openssl_ecdh_sess *e, const struct rte_crypto_asym_xform *xf,
		struct openssl_ec_work *w)
{
	if (xf->ec.pkey.data != NULL && xf->ec.pkey.length != 0) {
		e->d = BN_secure_new();
		if (e->d == NULL || openssl_bn_load(e->d, &xf->ec.pkey, e->order_len) != 0 ||
				BN_is_zero(e->d) ||
				BN_cmp(e->d, EC_GROUP_get0_order(e->group)) >= 0)
			return -EINVAL;
		BN_set_flags(e->d, BN_FLG_CONSTTIME);
	}
	if (xf->ec.q.x.length != 0 || xf->ec.q.y.length != 0) {
		e->q = EC_POINT_new(e->mul);
		if (e->q == NULL || ecdh_point_load(e, w, e->q, &xf->ec.q) != 0)
			return -EINVAL;
	}
	return 0;
}

static int
ecdh_nist_setup(const struct openssl_libctx *lc, struct openssl_ecdh_sess *e,
		const struct rte_crypto_asym_xform *xf, int nid)
{
	struct openssl_ec_work *w = openssl_ec_work_new(lc, NULL, NULL);
	int ret = -ENOMEM;

	e->group = openssl_ec_group(lc, nid);
	e->mul = openssl_ec_group_ladder(lc, nid);	/* d Q: d is a secret scalar */
	e->p = BN_new();
	if (w != NULL && e->group != NULL && e->mul != NULL && e->p != NULL &&
			EC_GROUP_get_curve(e->group, e->p, NULL, NULL, w->bc) == 1) {
		e->field_len = (EC_GROUP_get_degree(e->group) + 7) / 8;
		e->order_len = (EC_GROUP_order_bits(e->group) + 7) / 8;
		ret = ecdh_keys(e, xf, w);
	}
	openssl_ec_work_free(w);
	return ret;
}

/* An unknown curve is -ENOTSUP; a bad key -EINVAL. */
static int
ecdh_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	int nid = openssl_ec_curve_nid(xf->ec.curve_id, NULL);
	int ret;

	if (nid != NID_undef)
		ret = ecdh_nist_setup(s->lc, &s->ecdh, xf, nid);
	else if (xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED25519 ||
			xf->ec.curve_id == RTE_CRYPTO_EC_GROUP_ED448)
		ret = ecdh_ed_setup(s->lc, &s->ecdh, xf);
	else
		ret = -ENOTSUP;
	if (ret != 0)
		ecdh_sess_free(s);
	return ret;
}

static void
ecdh_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	openssl_ec_work_free(p);
}

static void *
ecdh_slot_new(const struct openssl_asym_session *s)
{
	return openssl_ec_work_new(s->lc, s->ecdh.mul, s->ecdh.group);
}

/* k = a random number in [1, n - 1], written to priv_key, then wiped. */
static uint8_t
ecdh_priv_gen(struct rte_crypto_ecdh_op_param *op, const struct openssl_ecdh_sess *e,
		struct openssl_ec_work *sl)
{
	uint8_t st = RTE_CRYPTO_OP_STATUS_ERROR;
	BIGNUM *lim = sl->x;

	if (op->priv_key.data == NULL ||
			openssl_out_cap(&op->priv_key, e->order_len) < e->order_len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (BN_copy(lim, EC_GROUP_get0_order(e->group)) != NULL && BN_sub_word(lim, 1) == 1 &&
			BN_priv_rand_range_ex(sl->k, lim, 0, sl->bc) == 1 &&
			BN_add_word(sl->k, 1) == 1 &&
			openssl_bn_store(sl->k, &op->priv_key, e->order_len) == 0)
		st = RTE_CRYPTO_OP_STATUS_SUCCESS;
	BN_clear(sl->k);
	return st;
}

/* Edwards curves: the raw EdDSA public key in x. */
static uint8_t
ecdh_ed_pub(struct rte_crypto_ecdh_op_param *op, const struct openssl_ecdh_sess *e)
{
	size_t len = e->field_len;

	if (e->ed == NULL || op->pub_key.x.data == NULL ||
			openssl_out_cap(&op->pub_key.x, len) < len)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EVP_PKEY_get_raw_public_key(e->ed, op->pub_key.x.data, &len) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	op->pub_key.x.length = len;
	op->pub_key.y.length = 0;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}

static uint8_t
ecdh_pub_gen(struct rte_crypto_ecdh_op_param *op, const struct openssl_ecdh_sess *e,
		struct openssl_ec_work *sl)
{
	if (e->group == NULL)
		return ecdh_ed_pub(op, e);
	if (e->d == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EC_POINT_mul(e->group, sl->gen_r, e->d, NULL, NULL, sl->bc) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return openssl_ec_point_store(sl, e->group, sl->gen_r, e->field_len, &op->pub_key,
		false);
}

static uint8_t
ecdh_pub_verify(struct rte_crypto_ecdh_op_param *op, const struct openssl_ecdh_sess *e,
		struct openssl_ec_work *sl)
{
	if (op->pub_key.x.data == NULL || op->pub_key.y.data == NULL ||
			op->pub_key.x.length == 0 || op->pub_key.y.length == 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return ecdh_point_load(e, sl, sl->p, &op->pub_key) == 0 ?
		RTE_CRYPTO_OP_STATUS_SUCCESS : RTE_CRYPTO_OP_STATUS_ERROR;
}

/* d * Q, Q the op's point if it gives one (checked), else the session's. */
static uint8_t
ecdh_secret(struct rte_crypto_ecdh_op_param *op, const struct openssl_ecdh_sess *e,
		struct openssl_ec_work *sl)
{
	const EC_POINT *q = e->q;

	if (e->d == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->pub_key.x.data != NULL && op->pub_key.x.length != 0) {
		if (ecdh_point_load(e, sl, sl->p, &op->pub_key) != 0)
			return RTE_CRYPTO_OP_STATUS_ERROR;
		q = sl->p;
	}
	if (q == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (EC_POINT_mul(e->mul, sl->r, NULL, q, e->d, sl->bc) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return openssl_ec_point_store(sl, e->mul, sl->r, e->field_len, &op->shared_secret, true);
}

static uint8_t
ecdh_run(struct rte_crypto_asym_op *op, const struct openssl_ecdh_sess *e, void *slot)
{
	if (e->group == NULL && op->ecdh.ke_type != RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	switch (op->ecdh.ke_type) {
	case RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE:
		return ecdh_priv_gen(&op->ecdh, e, slot);
	case RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE:
		return ecdh_pub_gen(&op->ecdh, e, slot);
	case RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY:
		return ecdh_pub_verify(&op->ecdh, e, slot);
	case RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE:
		return ecdh_secret(&op->ecdh, e, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

/* One op; the shared secret and a generated key do not stay in the slot. */
static uint8_t
ecdh_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	uint8_t st = ecdh_run(op, &s->ecdh, slot);

	openssl_ec_work_wipe(slot, s->ecdh.mul);
	return st;
}

const struct openssl_asym_family openssl_ecdh_family = {
	.name = "ecdh",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH,
	.caps = ecdh_caps,
	.nb_caps = RTE_DIM(ecdh_caps),
	.available = ecdh_available,
	.setup = ecdh_setup,
	.sess_free = ecdh_sess_free,
	.slot_new = ecdh_slot_new,
	.slot_free = ecdh_slot_free,
	.process = ecdh_process,
};

#else /* the API has no ECDH with keys in the xform */

static bool
ecdh_available(const struct openssl_libctx *lc __rte_unused)
{
	return false;
}

const struct openssl_asym_family openssl_ecdh_family = {
	.name = "ecdh",
	.xform_type = OPENSSL_ASYM_XFORM_NONE,
	.available = ecdh_available,
};

#endif /* OPENSSL_ASYM_HAVE_ECDH */
