/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Elliptic curves: ECDSA sign and verify, and EC point multiplication
 * (ECPM), on the NIST prime curves P-192, P-224, P-256, P-384 and P-521.
 * Setup keeps the curve's EC_GROUP. 22.11 puts the ECDSA keys in the op: a
 * queue pair's slot keeps a sign context for the last private key and a
 * verify context for the last public key, so a repeated key costs nothing.
 *
 * The ECDSA message is the digest (its leftmost bits, as many as the order
 * has). An op that gives k is signed with that k (openssl_asym_nonce.c);
 * without one (k.length 0), OpenSSL draws a random k per signature. r and s
 * are written left-padded to the length of the order, point coordinates to
 * the length of the field. ECPM's slot is the shared openssl_ec_work
 * (openssl_asym_ecpt.c).
 *
 * Untrusted input: a private key or an ECPM scalar must lie in [1, n - 1],
 * every coordinate below the field prime p (an encoding of x + p is not
 * read as x) and the point on the curve: else the op fails, before any
 * work with the key.
 */

#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>

#include "openssl_asym.h"
#include "openssl_compat.h"

#define EC_DER_LEN	(2 * (OPENSSL_EC_MAX_LEN + 4) + 4)
#define EC_PUB_LEN	(2 * OPENSSL_EC_MAX_LEN)

struct ecdsa_slot {
	struct openssl_key_cache sign;
	struct openssl_key_cache verify;
	uint8_t der[EC_DER_LEN];
	uint8_t mat[EC_PUB_LEN];	/* the op's key, padded */
	struct openssl_nonce_ctx nonce;	/* signing with the op's k */
};

static const struct rte_cryptodev_capabilities ecdsa_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDSA,
			.op_types = (1 << RTE_CRYPTO_ASYM_OP_SIGN) |
				(1 << RTE_CRYPTO_ASYM_OP_VERIFY),
		},
	},
};

static const struct rte_cryptodev_capabilities ecpm_caps[] = {
	{
		.op = RTE_CRYPTO_OP_TYPE_ASYMMETRIC,
		.asym.xform_capa = {
			.xform_type = RTE_CRYPTO_ASYM_XFORM_ECPM,
			.op_types = 0,
		},
	},
};

static bool
ecdsa_available(const struct openssl_libctx *lc)
{
	return openssl_ec_curves_ok(lc) && openssl_pkey_type_ok(lc, "EC");
}

/* Point multiplication, libcrypto's own, not a provider's (openssl_libctx.h, native_ok). */
static bool
ecpm_available(const struct openssl_libctx *lc)
{
	return lc->native_ok && openssl_ec_curves_ok(lc);
}

static void
ec_sess_free(struct openssl_asym_session *s)
{
	EC_GROUP_free(s->ec.group);
	s->ec.group = NULL;
	BN_free(s->ec.p);
	s->ec.p = NULL;
	OPENSSL_clear_free(s->ec.key_mem, s->ec.key_mem_len);
	s->ec.key_mem = NULL;
}

/*
 * DPDK >= 23.03: the xform's keys, checked once: d in [1, n - 1], Q's
 * coordinates below p and on the curve (-EINVAL else).
 */
static int
ec_check_keys(const struct openssl_ec_sess *e, const rte_crypto_param *pkey,
		const struct rte_crypto_ec_point *q)
{
	BIGNUM *d = NULL, *x = NULL, *y = NULL;
	EC_POINT *pt = NULL;
	int ret = 0;

	if (pkey != NULL && pkey->data != NULL && pkey->length != 0) {
		d = openssl_bn_secret(pkey, e->order_len);
		if (d == NULL || BN_is_zero(d) || BN_cmp(d, EC_GROUP_get0_order(e->group)) >= 0)
			ret = -EINVAL;
	}
	if (ret == 0 && q != NULL && (q->x.length != 0 || q->y.length != 0)) {
		x = openssl_bn_from_param(&q->x, e->field_len);
		y = openssl_bn_from_param(&q->y, e->field_len);
		pt = EC_POINT_new(e->group);
		if (x == NULL || y == NULL || pt == NULL ||
				openssl_ec_point_set(e->group, e->p, pt, x, y, NULL) != 0)
			ret = -EINVAL;
	}
	BN_clear_free(d);
	BN_free(x);
	BN_free(y);
	EC_POINT_free(pt);
	return ret;
}

/* DPDK >= 23.03: the ECDSA keys are the xform's; keep copies in the session. */
static int
ec_keep_keys(struct openssl_ec_sess *e, const rte_crypto_param *pkey,
		const struct rte_crypto_ec_point *q)
{
	size_t off = 0;

	if (pkey == NULL || q == NULL)
		return 0;
	e->key_mem_len = pkey->length + q->x.length + q->y.length;
	if (e->key_mem_len == 0)
		return 0;
	e->key_mem = OPENSSL_zalloc(e->key_mem_len);
	if (e->key_mem == NULL)
		return -ENOMEM;
	e->pkey = openssl_param_copy(pkey, e->key_mem, &off);
	e->q.x = openssl_param_copy(&q->x, e->key_mem, &off);
	e->q.y = openssl_param_copy(&q->y, e->key_mem, &off);
	return 0;
}

/* An unknown curve is -ENOTSUP, a key in the xform that is none -EINVAL. */
static int
ec_setup(struct openssl_asym_session *s, const struct rte_crypto_asym_xform *xf)
{
	struct openssl_ec_sess *e = &s->ec;
	int nid = openssl_ec_curve_nid(xf->ec.curve_id, &e->group_name);
	int ret;

	/* P-192 is not approved for signatures (SP 800-186): not on a FIPS device */
	if (nid == NID_undef || (s->lc->fips && nid == NID_X9_62_prime192v1))
		return -ENOTSUP;
	/* ECPM multiplies the op's point by a secret scalar: the ladder's curve */
	e->group = xf->xform_type == RTE_CRYPTO_ASYM_XFORM_ECPM ?
		openssl_ec_group_ladder(s->lc, nid) : openssl_ec_group(s->lc, nid);
	if (e->group == NULL)
		return -ENOTSUP;
	e->field_len = (EC_GROUP_get_degree(e->group) + 7) / 8;
	e->order_len = (EC_GROUP_order_bits(e->group) + 7) / 8;
	e->p = BN_new();
	if (e->p == NULL || EC_GROUP_get_curve(e->group, e->p, NULL, NULL, NULL) != 1 ||
			BN_bn2binpad(e->p, e->p_be, (int)e->field_len) < 0) {
		ec_sess_free(s);
		return -ENOMEM;
	}
	ret = ec_check_keys(e, OPENSSL_XFORM_EC_PKEY(xf), OPENSSL_XFORM_EC_Q(xf));
	if (ret == 0 && ec_keep_keys(e, OPENSSL_XFORM_EC_PKEY(xf), OPENSSL_XFORM_EC_Q(xf)) != 0)
		ret = -ENOMEM;
	if (ret != 0)
		ec_sess_free(s);
	return ret;
}

/* A number of at most len bytes, left-padded to len into out. */
static int
ec_pad(uint8_t *out, const rte_crypto_param *p, uint32_t len)
{
	const uint8_t *v = p->data;
	size_t n = p->length;

	if (v == NULL || n == 0)
		return -1;
	while (n > len && v[0] == 0) {
		v++;
		n--;
	}
	if (n > len)
		return -1;
	memset(out, 0, len - n);
	memcpy(out + len - n, v, n);
	return 0;
}

static EVP_PKEY *
ec_key(const struct openssl_asym_session *s, const BIGNUM *priv, const uint8_t *pub,
		size_t pub_len)
{
	const struct openssl_ec_sess *e = &s->ec;
	OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
	EVP_PKEY *pkey = NULL;

	if (bld != NULL && OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME,
				e->group_name, 0) == 1 &&
			(priv == NULL || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY,
				priv) == 1) &&
			(pub == NULL || OSSL_PARAM_BLD_push_octet_string(bld,
				OSSL_PKEY_PARAM_PUB_KEY, pub, pub_len) == 1))
		pkey = openssl_pkey_fromdata(s->lc, "EC", bld, priv != NULL);
	OSSL_PARAM_BLD_free(bld);
	return pkey;
}

/* A signing key for private key d (order_len bytes): 1 <= d < order. */
static EVP_PKEY *
ecdsa_build_priv(const struct openssl_libctx *lc __rte_unused, const void *arg,
		const uint8_t *mat, uint32_t len)
{
	const struct openssl_asym_session *s = arg;
	BIGNUM *d = BN_secure_new();
	EVP_PKEY *pkey = NULL;

	if (d != NULL && BN_bin2bn(mat, (int)len, d) != NULL && !BN_is_zero(d) &&
			BN_cmp(d, EC_GROUP_get0_order(s->ec.group)) < 0)
		pkey = ec_key(s, d, NULL, 0);
	BN_clear_free(d);
	return pkey;
}

/*
 * A verify key for point x || y (field_len bytes each): both coordinates
 * below p (compared as padded big-endian numbers), on the curve (OpenSSL's
 * import checks that).
 */
static EVP_PKEY *
ecdsa_build_pub(const struct openssl_libctx *lc __rte_unused, const void *arg,
		const uint8_t *mat, uint32_t len)
{
	const struct openssl_asym_session *s = arg;
	uint32_t f = s->ec.field_len;
	uint8_t pub[1 + EC_PUB_LEN];

	if (len != 2 * f || memcmp(mat, s->ec.p_be, f) >= 0 ||
			memcmp(mat + f, s->ec.p_be, f) >= 0)
		return NULL;
	pub[0] = POINT_CONVERSION_UNCOMPRESSED;
	memcpy(pub + 1, mat, len);
	return ec_key(s, NULL, pub, 1 + len);
}

static void
ecdsa_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	struct ecdsa_slot *sl = p;

	openssl_key_cache_free(&sl->sign);
	openssl_key_cache_free(&sl->verify);
	openssl_nonce_free(&sl->nonce);
	OPENSSL_clear_free(sl, sizeof(*sl));
}

static void *
ecdsa_slot_new(const struct openssl_asym_session *s)
{
	struct ecdsa_slot *sl = OPENSSL_zalloc(sizeof(*sl));

	if (sl == NULL)
		return NULL;
	if (openssl_key_cache_init(&sl->sign, s->ec.order_len, s->lc) != 0 ||
			openssl_key_cache_init(&sl->verify, 2 * s->ec.field_len, s->lc) != 0 ||
			openssl_nonce_init(&sl->nonce, s->ec.group) != 0) {
		ecdsa_slot_free(s, sl);
		return NULL;
	}
	return sl;
}

/* The signature with the op's k: k and d in [1, n - 1], else an op error. */
static uint8_t
ecdsa_sign_k(struct rte_crypto_ecdsa_op_param *op, const rte_crypto_param *pkey,
		const struct openssl_asym_session *s, struct ecdsa_slot *sl)
{
	struct openssl_nonce_ctx *c = &sl->nonce;
	uint32_t n = s->ec.order_len;
	uint8_t st = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;

	if (openssl_bn_load(c->k, &op->k, n) == 0 && openssl_bn_load(c->d, pkey, n) == 0 &&
			openssl_ecdsa_sign_k(c, s->ec.group, op->message.data,
				op->message.length) == 0 &&
			openssl_bn_store(c->r, &op->r, n) == 0 &&
			openssl_bn_store(c->s, &op->s, n) == 0)
		st = RTE_CRYPTO_OP_STATUS_SUCCESS;
	openssl_nonce_wipe(c);
	return st;
}

static uint8_t
ecdsa_sign(struct rte_crypto_ecdsa_op_param *op, const rte_crypto_param *pkey,
		const struct openssl_asym_session *s, struct ecdsa_slot *sl)
{
	uint32_t n = s->ec.order_len;
	EVP_PKEY_CTX *ctx;

	if (op->message.data == NULL || ec_pad(sl->mat, pkey, n) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (op->k.data != NULL && op->k.length != 0) {
		OPENSSL_cleanse(sl->mat, n);
		return ecdsa_sign_k(op, pkey, s, sl);
	}
	ctx = openssl_key_cache_get(&sl->sign, sl->mat, n, ecdsa_build_priv, s, EVP_PKEY_sign_init);
	OPENSSL_cleanse(sl->mat, n);
	if (ctx == NULL)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return openssl_sig_sign(ctx, sl->der, sizeof(sl->der), &op->message, &op->r, &op->s, n);
}

/* A public key not on the curve, or a failed verification, is an op error. */
static uint8_t
ecdsa_verify(struct rte_crypto_ecdsa_op_param *op, const struct rte_crypto_ec_point *q,
		const struct openssl_asym_session *s, struct ecdsa_slot *sl)
{
	uint32_t f = s->ec.field_len;

	if (op->message.data == NULL || ec_pad(sl->mat, &q->x, f) != 0 ||
			ec_pad(sl->mat + f, &q->y, f) != 0)
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	return openssl_sig_verify(&sl->verify, sl->mat, 2 * f, ecdsa_build_pub, s, sl->der,
		sizeof(sl->der), &op->message, &op->r, &op->s);
}

static uint8_t
ecdsa_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	switch (op->ecdsa.op_type) {
	case RTE_CRYPTO_ASYM_OP_SIGN:
		if (openssl_op_k_refused(s->lc, &op->ecdsa.k))
			return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
		return ecdsa_sign(&op->ecdsa, OPENSSL_ECDSA_PKEY(op, &s->ec), s, slot);
	case RTE_CRYPTO_ASYM_OP_VERIFY:
		return ecdsa_verify(&op->ecdsa, OPENSSL_ECDSA_Q(op, &s->ec), s, slot);
	default:
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	}
}

static void
ecpm_slot_free(const struct openssl_asym_session *s __rte_unused, void *p)
{
	openssl_ec_work_free(p);
}

static void *
ecpm_slot_new(const struct openssl_asym_session *s)
{
	return openssl_ec_work_new(s->lc, s->ec.group, NULL);
}

/* r = k * p, p loaded from the op; the scalar is in the slot's k. */
static uint8_t
ecpm_mul(struct rte_crypto_ecpm_op_param *pm, const struct openssl_ec_sess *e,
		struct openssl_ec_work *sl)
{
	int ret = openssl_ec_point_load(sl, e->group, e->p, e->field_len, sl->p, &pm->p);

	if (ret != 0)
		return ret == -EINVAL ? RTE_CRYPTO_OP_STATUS_INVALID_ARGS :
			RTE_CRYPTO_OP_STATUS_ERROR;
	if (EC_POINT_mul(e->group, sl->r, NULL, sl->p, sl->k, sl->bc) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	return openssl_ec_point_store(sl, e->group, sl->r, e->field_len, &pm->r, false);
}

/*
 * r = scalar * p. A scalar outside [1, n - 1] is an invalid argument; a
 * coordinate not below p, a point not on the curve, or a result at infinity
 * is an op error. The scalar and the result (ECDH through ECPM makes it a
 * shared secret) are wiped from the slot after the op.
 */
static uint8_t
ecpm_process(struct rte_crypto_asym_op *op, const struct openssl_asym_session *s, void *slot)
{
	struct rte_crypto_ecpm_op_param *pm = &op->ecpm;
	struct openssl_ec_work *sl = slot;
	uint8_t st = RTE_CRYPTO_OP_STATUS_INVALID_ARGS;

	if (openssl_bn_load(sl->k, &pm->scalar, s->ec.order_len) == 0 && !BN_is_zero(sl->k) &&
			BN_cmp(sl->k, EC_GROUP_get0_order(s->ec.group)) < 0 &&
			pm->r.x.data != NULL && pm->r.y.data != NULL)
		st = ecpm_mul(pm, &s->ec, sl);
	openssl_ec_work_wipe(sl, s->ec.group);
	return st;
}

const struct openssl_asym_family openssl_ecdsa_family = {
	.name = "ecdsa",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDSA,
	.caps = ecdsa_caps,
	.nb_caps = RTE_DIM(ecdsa_caps),
	.available = ecdsa_available,
	.setup = ec_setup,
	.sess_free = ec_sess_free,
	.slot_new = ecdsa_slot_new,
	.slot_free = ecdsa_slot_free,
	.process = ecdsa_process,
};

const struct openssl_asym_family openssl_ecpm_family = {
	.name = "ecpm",
	.xform_type = RTE_CRYPTO_ASYM_XFORM_ECPM,
	.caps = ecpm_caps,
	.nb_caps = RTE_DIM(ecpm_caps),
	.available = ecpm_available,
	.setup = ec_setup,
	.sess_free = ec_sess_free,
	.slot_new = ecpm_slot_new,
	.slot_free = ecpm_slot_free,
	.process = ecpm_process,
};
