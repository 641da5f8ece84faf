/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * What ECPM (openssl_asym_ec.c) and ECDH (openssl_asym_ecdh.c) share: the
 * NIST prime curves both serve, and a queue pair's working set for point
 * arithmetic (a BN_CTX, two points, coordinates and a secret scalar), with
 * points read from and written to op parameters: coordinates big-endian,
 * written left-padded to the length of the field.
 */

#include <openssl/crypto.h>
#include <openssl/obj_mac.h>

#include "openssl_asym.h"

static const struct {
	enum rte_crypto_curve_id id;
	int nid;
	const char *name;	/* OSSL_PKEY_PARAM_GROUP_NAME */
} ec_curves[] = {
	{ RTE_CRYPTO_EC_GROUP_SECP192R1, NID_X9_62_prime192v1, SN_X9_62_prime192v1 },
	{ RTE_CRYPTO_EC_GROUP_SECP224R1, NID_secp224r1, SN_secp224r1 },
	{ RTE_CRYPTO_EC_GROUP_SECP256R1, NID_X9_62_prime256v1, SN_X9_62_prime256v1 },
	{ RTE_CRYPTO_EC_GROUP_SECP384R1, NID_secp384r1, SN_secp384r1 },
	{ RTE_CRYPTO_EC_GROUP_SECP521R1, NID_secp521r1, SN_secp521r1 },
};

int
openssl_ec_curve_nid(enum rte_crypto_curve_id id, const char **name)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(ec_curves); i++) {
		if (ec_curves[i].id != id)
			continue;
		if (name != NULL)
			*name = ec_curves[i].name;
		return ec_curves[i].nid;
	}
	return NID_undef;
}

/*
 * The curve for a point multiplied by a secret scalar (ECPM, ECDH): the
 * same curve on OpenSSL's generic Montgomery implementation, whose
 * constant-time ladder keeps its working numbers in the caller's BN_CTX.
 * The optimised implementations OpenSSL picks for a named P-224, P-256 or
 * P-521 copy the scalar into a heap buffer that they free unwiped (OpenSSL
 * 3.0, the leak layer's finding) when they multiply a point other than the
 * generator: slower (5 to 7 times for these three curves), but no copy of
 * the scalar is left to the allocator. Multiples of the generator stay on
 * the named curve (its precomputed tables; no heap copy).
 */
EC_GROUP *
openssl_ec_group(const struct openssl_libctx *lc, int nid)
{
	return EC_GROUP_new_by_curve_name_ex(lc->libctx, lc->propq, nid);
}

EC_GROUP *
openssl_ec_group_ladder(const struct openssl_libctx *lc, int nid)
{
	EC_GROUP *named = openssl_ec_group(lc, nid), *g = NULL;
	BIGNUM *p = BN_new(), *a = BN_new(), *b = BN_new(), *x = BN_new(), *y = BN_new();
	BN_CTX *bc = openssl_bn_ctx(lc);	/* the new curve's library context */
	EC_POINT *gen = NULL;

	if (named != NULL && y != NULL && x != NULL && b != NULL && a != NULL && p != NULL &&
			bc != NULL && EC_GROUP_get_curve(named, p, a, b, NULL) == 1 &&
			EC_POINT_get_affine_coordinates(named, EC_GROUP_get0_generator(named), x,
				y, NULL) == 1)
		g = EC_GROUP_new_curve_GFp(p, a, b, bc);
	if (g != NULL)
		gen = EC_POINT_new(g);
	if (gen == NULL || EC_POINT_set_affine_coordinates(g, gen, x, y, NULL) != 1 ||
			EC_GROUP_set_generator(g, gen, EC_GROUP_get0_order(named),
				EC_GROUP_get0_cofactor(named)) != 1) {
		EC_GROUP_free(g);
		g = NULL;
	}
	EC_POINT_free(gen);
	BN_free(p);
	BN_free(a);
	BN_free(b);
	BN_free(x);
	BN_free(y);
	BN_CTX_free(bc);
	EC_GROUP_free(named);
	return g;
}

bool
openssl_ec_curves_ok(const struct openssl_libctx *lc)
{
	EC_GROUP *g;
	unsigned int i;

	for (i = 0; i < RTE_DIM(ec_curves); i++) {
		g = openssl_ec_group(lc, ec_curves[i].nid);
		if (g == NULL)
			return false;
		EC_GROUP_free(g);
	}
	return true;
}

void
openssl_ec_work_free(struct openssl_ec_work *w)
{
	if (w == NULL)
		return;
	EC_POINT_clear_free(w->p);
	EC_POINT_clear_free(w->r);
	EC_POINT_free(w->gen_r);	/* a public key */
	BN_clear_free(w->x);
	BN_clear_free(w->y);
	BN_clear_free(w->k);
	BN_CTX_free(w->bc);
	OPENSSL_free(w);
}

struct openssl_ec_work *
openssl_ec_work_new(const struct openssl_libctx *lc, const EC_GROUP *g, const EC_GROUP *gen)
{
	struct openssl_ec_work *w = OPENSSL_zalloc(sizeof(*w));

	if (w == NULL)
		return NULL;
	w->bc = openssl_bn_ctx(lc);
	w->x = BN_new();
	w->y = BN_new();
	w->k = BN_secure_new();
	if (g != NULL) {
		w->p = EC_POINT_new(g);
		w->r = EC_POINT_new(g);
	}
	if (gen != NULL)
		w->gen_r = EC_POINT_new(gen);
	if (w->bc == NULL || w->x == NULL || w->y == NULL || w->k == NULL ||
			(g != NULL && (w->p == NULL || w->r == NULL)) ||
			(gen != NULL && w->gen_r == NULL)) {
		openssl_ec_work_free(w);
		return NULL;
	}
	BN_set_flags(w->k, BN_FLG_CONSTTIME);
	return w;
}

int
openssl_ec_point_set(const EC_GROUP *g, const BIGNUM *prime, EC_POINT *pt, const BIGNUM *x,
		const BIGNUM *y, BN_CTX *bc)
{
	/* OpenSSL reduces coordinates mod p: x + p would be taken for x */
	if (BN_is_negative(x) || BN_is_negative(y) || BN_cmp(x, prime) >= 0 ||
			BN_cmp(y, prime) >= 0)
		return -EDOM;
	if (EC_POINT_set_affine_coordinates(g, pt, x, y, bc) != 1 ||
			EC_POINT_is_on_curve(g, pt, bc) != 1)
		return -EDOM;
	return 0;
}

int
openssl_ec_point_load(struct openssl_ec_work *w, const EC_GROUP *g, const BIGNUM *prime,
		uint32_t field_len, EC_POINT *pt, const struct rte_crypto_ec_point *q)
{
	if (openssl_bn_load(w->x, &q->x, field_len) != 0 ||
			openssl_bn_load(w->y, &q->y, field_len) != 0)
		return -EINVAL;
	return openssl_ec_point_set(g, prime, pt, w->x, w->y, w->bc);
}

void
openssl_ec_work_wipe(struct openssl_ec_work *w, const EC_GROUP *g)
{
	BN_clear(w->x);
	BN_clear(w->y);
	BN_clear(w->k);
	/* an EC_POINT cannot be cleared in place: overwrite the result with G */
	if (g != NULL && w->r != NULL)
		EC_POINT_copy(w->r, EC_GROUP_get0_generator(g));
}

uint8_t
openssl_ec_point_store(struct openssl_ec_work *w, const EC_GROUP *g, const EC_POINT *pt,
		uint32_t field_len, struct rte_crypto_ec_point *out, bool y_opt)
{
	bool want_y = !y_opt || out->y.data != NULL;

	if (EC_POINT_is_at_infinity(g, pt) ||
			EC_POINT_get_affine_coordinates(g, pt, w->x, w->y, w->bc) != 1)
		return RTE_CRYPTO_OP_STATUS_ERROR;
	if (openssl_bn_store(w->x, &out->x, field_len) != 0 ||
			(want_y && openssl_bn_store(w->y, &out->y, field_len) != 0))
		return RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	if (!want_y)
		out->y.length = 0;
	return RTE_CRYPTO_OP_STATUS_SUCCESS;
}
