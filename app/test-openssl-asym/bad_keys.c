/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Every key form with one part changed (bad_keys), and every private scalar
 * at the edges of its range (bad_scalars): a table of rows per family, one
 * engine. A part in the transform must make the session fail (-EINVAL), and
 * the sessionless op INVALID_SESSION; a part the op carries (on 22.11 the
 * ECDSA key; DH's private key and peer value) must fail the op as the row
 * says. A scalar inside its range must work, with the reference's result.
 */

#include <stdio.h>

#include "bad.h"

/* How a part changes: v + arg, or an edge value of a bound (tc_asym_edge). */
enum change {
	CH_ADD,
	CH_EDGE,
};

#define BOUND_ORDER	TC_AP_NB	/* the bound is the curve's order n */

struct key_row {
	enum tc_asym_form form;
	unsigned int bits;
	enum rte_crypto_curve_id curve;
	enum tc_ap part;
	enum change how;
	int arg;		/* CH_ADD: the amount; CH_EDGE: enum tc_edge */
	enum tc_ap bound;	/* CH_EDGE: the part holding the bound, or BOUND_ORDER */
	enum bad_want in_op;	/* what the op gives when the part is the op's */
};

#define ADD(f, b, c, p, n, w)		{ f, b, c, p, CH_ADD, n, 0, w }
#define EDGE(f, b, c, p, e, m, w)	{ f, b, c, p, CH_EDGE, e, m, w }
#define P256	RTE_CRYPTO_EC_GROUP_SECP256R1
#define P521	RTE_CRYPTO_EC_GROUP_SECP521R1

/* One part changed: the key is no key (or the op's value no valid one). */
static const struct key_row key_rows[] = {
	ADD(TC_AF_RSA_EXP, 1024, 0, TC_AP_N, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_EXP, 1024, 0, TC_AP_E, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_EXP, 1024, 0, TC_AP_D, 2, WANT_REFUSED),
	EDGE(TC_AF_RSA_EXP, 1024, 0, TC_AP_D, TC_EDGE_1, TC_AP_N, WANT_REFUSED),
	EDGE(TC_AF_RSA_EXP, 1024, 0, TC_AP_D, TC_EDGE_M_1, TC_AP_N, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_N, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_E, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_P, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_Q, 2, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_DP, 1, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_DQ, 1, WANT_REFUSED),
	ADD(TC_AF_RSA_QT, 1024, 0, TC_AP_QINV, 1, WANT_REFUSED),
	EDGE(TC_AF_RSA_QT, 1024, 0, TC_AP_DP, TC_EDGE_0, TC_AP_P, WANT_REFUSED),
	EDGE(TC_AF_RSA_QT, 1024, 0, TC_AP_QINV, TC_EDGE_M, TC_AP_P, WANT_REFUSED),
	ADD(TC_AF_DSA, 1024, 0, TC_AP_FP, 2, WANT_REFUSED),
	ADD(TC_AF_DSA, 1024, 0, TC_AP_FQ, 2, WANT_REFUSED),
	ADD(TC_AF_DSA, 1024, 0, TC_AP_G, 1, WANT_REFUSED),
	EDGE(TC_AF_DSA, 1024, 0, TC_AP_G, TC_EDGE_1, TC_AP_FP, WANT_REFUSED),
	ADD(TC_AF_DH, 2048, 0, TC_AP_FP, 1, WANT_REFUSED),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_G, TC_EDGE_1, TC_AP_FP, WANT_REFUSED),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_G, TC_EDGE_M_1, TC_AP_FP, WANT_REFUSED),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_Y, TC_EDGE_0, TC_AP_FP, WANT_ERROR),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_Y, TC_EDGE_1, TC_AP_FP, WANT_ERROR),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_Y, TC_EDGE_M_1, TC_AP_FP, WANT_ERROR),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_Y, TC_EDGE_M, TC_AP_FP, WANT_ERROR),
	EDGE(TC_AF_DH, 2048, 0, TC_AP_Y, TC_EDGE_ONES, TC_AP_FP, WANT_ERROR),
#if TC_ASYM_HAVE_ECX
	ADD(TC_AF_ECDH, 0, P256, TC_AP_QX, 1, WANT_REFUSED),
	ADD(TC_AF_SM2, 0, RTE_CRYPTO_EC_GROUP_SM2, TC_AP_QY, 1, WANT_REFUSED),
#endif
};

/*
 * A private scalar at an edge of its range: [1, q - 1] for DSA's x and k,
 * [1, p - 2] for a DH private key, [1, n - 1] for EC private keys and
 * nonces ([1, n - 2] for SM2's key).
 */
struct scalar_row {
	enum tc_asym_form form;
	unsigned int bits;
	enum rte_crypto_curve_id curve;
	enum tc_ap part;
	enum tc_ap bound;	/* or BOUND_ORDER */
	uint8_t ok_mask;	/* edges (1 << enum tc_edge) that are in the range */
	enum bad_want in_op;	/* what the op gives for one outside, when the op's */
};

#define IN_1_M1		((1 << TC_EDGE_1) | (1 << TC_EDGE_M_1))	/* [1, m - 1] */

static const struct scalar_row scalar_rows[] = {
	{ TC_AF_DSA, 1024, 0, TC_AP_X, TC_AP_FQ, IN_1_M1, WANT_REFUSED },
	{ TC_AF_DSA, 1024, 0, TC_AP_K, TC_AP_FQ, IN_1_M1, WANT_ARGS },
	{ TC_AF_DH, 2048, 0, TC_AP_X, TC_AP_FP, 1 << TC_EDGE_1, WANT_ARGS },	/* p - 1: no */
	{ TC_AF_ECDSA, 0, P256, TC_AP_D, BOUND_ORDER, IN_1_M1, WANT_ARGS },
	{ TC_AF_ECDSA, 0, P256, TC_AP_K, BOUND_ORDER, IN_1_M1, WANT_ARGS },
	{ TC_AF_ECDSA, 0, P521, TC_AP_D, BOUND_ORDER, IN_1_M1, WANT_ARGS },
	{ TC_AF_ECDSA, 0, P521, TC_AP_K, BOUND_ORDER, IN_1_M1, WANT_ARGS },
#if TC_ASYM_HAVE_ECX
	{ TC_AF_ECDH, 0, P256, TC_AP_D, BOUND_ORDER, IN_1_M1, WANT_REFUSED },
	{ TC_AF_SM2, 0, RTE_CRYPTO_EC_GROUP_SM2, TC_AP_D, BOUND_ORDER, 1 << TC_EDGE_1,
		WANT_REFUSED },
#endif
};

/* The bound of a part: another part of the input, or the curve's order. */
static int
bound_of(const struct tc_asym_in *in, enum tc_ap bound, struct tc_bytes *m)
{
	struct tc_curve c;

	if (bound != BOUND_ORDER) {
		*m = in->v[bound];
		return 0;
	}
	if (tc_asym_curve(in->curve, &c) != 0)
		return -1;
	*m = c.n;
	return 0;
}

static enum bad_want
want_of(const struct tc_asym_in *in, enum tc_ap part, enum bad_want in_op, bool ok)
{
	if (ok)
		return WANT_OK;
	return tc_asym_part_in_op(in->form, part) ? in_op : WANT_REFUSED;
}

static void
key_row_run(const struct key_row *r)
{
	struct tc_asym_in *base = bad_input(r->form, r->bits, r->curve);
	static struct tc_asym_in in;
	struct tc_bytes m, *v;
	char what[96];
	int ret;

	if (base == NULL) {
		tc_check(false, "%s: no input from the reference model",
			tc_asym_form_name(r->form));
		return;
	}
	in = *base;
	v = &in.v[r->part];
	if (r->how == CH_ADD)
		ret = tc_bn_add_word(v, r->arg, v);
	else
		ret = bound_of(&in, r->bound, &m) != 0 ? -1 :
			tc_asym_edge(r->arg, &m, v, m.n, v);
	snprintf(what, sizeof(what), "%s/%u %s %s%s", tc_asym_form_name(r->form), in.bits,
		tc_asym_part_name(r->part), r->how == CH_ADD ? "+" : "= ",
		r->how == CH_ADD ? (r->arg == 1 ? "1" : "2") : tc_asym_edge_name(r->arg));
	if (ret != 0) {
		tc_check(false, "%s: value not made", what);
		return;
	}
	bad_expect(&in, want_of(&in, r->part, r->in_op, false), what);
}

void
bad_keys(void)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(key_rows); i++)
		if (tc_asym_form_in_api(key_rows[i].form))
			key_row_run(&key_rows[i]);
}

/* One scalar row: every edge of the bound. */
static void
scalar_row_run(const struct scalar_row *r)
{
	static const enum tc_edge edges[] = {
		TC_EDGE_0, TC_EDGE_1, TC_EDGE_M_1, TC_EDGE_M, TC_EDGE_M_P1, TC_EDGE_ONES,
	};
	struct tc_asym_in *base = bad_input(r->form, r->bits, r->curve);
	static struct tc_asym_in in;
	struct tc_bytes m;
	char what[96];
	unsigned int i;
	bool ok;

	if (base == NULL || bound_of(base, r->bound, &m) != 0) {
		tc_check(false, "%s: no input from the reference model",
			tc_asym_form_name(r->form));
		return;
	}
	for (i = 0; i < RTE_DIM(edges); i++) {
		in = *base;
		ok = (r->ok_mask >> edges[i]) & 1;
		snprintf(what, sizeof(what), "%s/%u %s = %s", tc_asym_form_name(r->form), in.bits,
			tc_asym_part_name(r->part), tc_asym_edge_name(edges[i]));
		if (tc_asym_edge(edges[i], &m, NULL, m.n, &in.v[r->part]) != 0 ||
				(ok && tc_asym_derive(&in) != 0)) {
			tc_check(false, "%s: value not made", what);
			continue;
		}
		bad_expect(&in, want_of(&in, r->part, r->in_op, ok), what);
	}
}

void
bad_scalars(void)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(scalar_rows); i++)
		if (tc_asym_form_in_api(scalar_rows[i].form))
			scalar_row_run(&scalar_rows[i]);
}
