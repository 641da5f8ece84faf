/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * EC coordinates at the edges of the field, for every curve and every
 * family that takes a point: each coordinate of a valid point replaced by
 * 0, 1, p - 1, p, p + 1, 2^bits - 1 and the coordinate + p (the same
 * number mod p, where it fits the field length). A point is valid when both
 * coordinates are below p and it is on the curve (the reference decides);
 * else the session is refused, or the op that carries it fails (ERROR).
 * ECPM: the op's point (a valid one gives the reference's result); ECDSA:
 * the verify key, with a signature valid for the original point, so that a
 * coordinate read modulo p would verify; ECDH and SM2 (24.11 on): the
 * transform's public key.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

static const enum rte_crypto_curve_id nist_curves[] = {
	RTE_CRYPTO_EC_GROUP_SECP192R1, RTE_CRYPTO_EC_GROUP_SECP224R1,
	RTE_CRYPTO_EC_GROUP_SECP256R1, RTE_CRYPTO_EC_GROUP_SECP384R1,
	RTE_CRYPTO_EC_GROUP_SECP521R1,
};

/* A family that takes points: its form, and whether it verifies a signature. */
struct point_row {
	enum tc_asym_form form;
	bool verify;
	bool sm2_curve;		/* SM2's own curve, not the NIST ones */
};

static const struct point_row point_rows[] = {
	{ TC_AF_ECPM, false, false },
	{ TC_AF_ECDSA, true, false },
#if TC_ASYM_HAVE_ECX
	{ TC_AF_ECDH, false, false },
	{ TC_AF_SM2, false, true },
#endif
};

static struct tc_asym_out sig;

/* A signature of the input made by the driver, checked by the reference. */
static int
sign_base(struct tc_asym_in *in)
{
	struct rte_crypto_asym_xform x;
	struct tc_asym_out want;
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	if (op == NULL)
		return -1;
	tc_asym_xform(in, &x);
	tc_asym_op(in, op, &sig);
	st = op_once(&x, op, false);
	rte_crypto_op_free(op);
	if (st == RTE_CRYPTO_OP_STATUS_INVALID_ARGS && fam_restricted())
		return -ENOTSUP;
	return st == RTE_CRYPTO_OP_STATUS_SUCCESS && tc_asym_out_eq(in, &want, &sig) ? 0 : -1;
}

static enum bad_want
want_of(const struct tc_asym_in *in, const struct tc_curve *c, const struct tc_bytes *v)
{
	struct tc_bytes a = *v, p = c->p;
	bool below;

	tc_bn_add_word(&a, 0, &a);
	tc_bn_add_word(&p, 0, &p);
	below = a.n < p.n || (a.n == p.n && memcmp(a.d, p.d, p.n) < 0);
	if (below && tc_asym_on_curve(in->curve, &in->v[TC_AP_QX], &in->v[TC_AP_QY]))
		return WANT_OK;
	return tc_asym_part_in_op(in->form, TC_AP_QX) ? WANT_ERROR : WANT_REFUSED;
}

/* One coordinate of the row's point at one edge of the field. */
static void
point_case(const struct point_row *r, const struct tc_asym_in *base, const struct tc_curve *c,
		enum tc_ap coord, enum tc_edge e)
{
	static struct tc_asym_in in;
	enum bad_want w;
	char what[96];

	in = *base;
	if (tc_asym_edge(e, &c->p, &base->v[coord], c->field_len, &in.v[coord]) != 0)
		return;		/* v + p does not fit the field's length */
	w = want_of(&in, c, &in.v[coord]);
	snprintf(what, sizeof(what), "%s %s %s = %s", tc_asym_form_name(r->form),
		c->name != NULL ? c->name : "SM2", tc_asym_part_name(coord), tc_asym_edge_name(e));
	if (r->verify)	/* a point other than the signer's cannot verify */
		bad_expect_verify(&in, &sig, w == WANT_OK ? WANT_ERROR : w, what);
	else
		bad_expect(&in, w, what);
}

static void
point_row_run(const struct point_row *r, enum rte_crypto_curve_id id)
{
	struct tc_asym_in *base = bad_input(r->form, 0, id);
	enum tc_ap coord;
	struct tc_curve c;
	unsigned int e;
	int ret;

	if (!fam_curve_has(tc_asym_form_type(r->form), id)) {
		printf("SKIP[provider-lacks] %s on curve %d: sessions refused (-ENOTSUP)\n",
			tc_asym_form_name(r->form), id);
		return;
	}
	ret = base != NULL && r->verify ? sign_base(base) : 0;
	if (ret == -ENOTSUP) {
		printf("SKIP[provider-lacks] %s on curve %d: %s\n", tc_asym_form_name(r->form), id,
			"the op's own k refused (INVALID_ARGS: the provider draws k)");
		return;
	}
	if (base == NULL || tc_asym_curve(id, &c) != 0 || ret != 0) {
		tc_check(false, "%s: no valid input on curve %d", tc_asym_form_name(r->form), id);
		return;
	}
	if (r->verify)
		bad_expect_verify(base, &sig, WANT_OK, "ecdsa verify of the unchanged point");
	for (coord = TC_AP_QX; coord <= TC_AP_QY; coord++)
		for (e = 0; e < TC_EDGE_NB; e++)
			point_case(r, base, &c, coord, e);
}

void
bad_points(void)
{
	unsigned int i, k;

	for (i = 0; i < RTE_DIM(point_rows); i++) {
		if (!tc_asym_form_in_api(point_rows[i].form))
			continue;
#if TC_ASYM_HAVE_ECX
		if (point_rows[i].sm2_curve) {
			point_row_run(&point_rows[i], RTE_CRYPTO_EC_GROUP_SM2);
			continue;
		}
#endif
		for (k = 0; k < RTE_DIM(nist_curves); k++)
			point_row_run(&point_rows[i], nist_curves[k]);
	}
}
