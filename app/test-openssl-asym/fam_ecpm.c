/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECPM: known answers (KAS ECC shared secrets as x(k * Q), points off the
 * curve, scalars not below the order), k * Q against OpenSSL on each NIST
 * curve, session and sessionless, bad points, scalars and outputs.
 */

#include <errno.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR
#define ECPM	RTE_CRYPTO_ASYM_XFORM_ECPM

/* --- known answers ------------------------------------------------------- */

static struct tc_bytes x, y, out, out2, got, got2;

/* Is scalar k at least the curve's order (a scalar the driver refuses)? */
static bool
scalar_not_below_order(const char *curve, const struct tc_bytes *k)
{
	return tc_asym_cmp_order(tc_ref_curve_id(curve), k) >= 0;
}

/*
 * ECPM: x(k * Q) against the vector's Z, or an op error for a point off the
 * curve. A vector whose changed private key is not below the order n
 * ("differ") must be refused (INVALID_ARGS): scalars lie in [1, n - 1].
 */
static void
kat_ecpm(const struct vec *v)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecpm_op_param *c = &op->asym->ecpm;
	const char *expect = vec_str(v, "expect");
	struct tc_bytes k, rx;
	uint8_t st = 0xfc;
	bool ok, same = false;

	if (vec_get(v, "x", &x) == 0 && vec_get(v, "y", &y) == 0 && vec_get(v, "k", &k) == 0 &&
			vec_get(v, "rx", &rx) == 0) {
		c->p.x = prm(&x);
		c->p.y = prm(&y);
		c->scalar = prm(&k);
		fam_rs_room(&c->r.x, &c->r.y, &out, &out2);
		st = fam_ec_once(ECPM, tc_ref_curve_id(vec_str(v, "curve")), op);
		same = st == OK && num_eq(c->r.x.data, c->r.x.length, rx.d, rx.n);
	}
	rte_crypto_op_free(op);
	if (strcmp(expect, "match") == 0)
		ok = same;
	else if (strcmp(expect, "differ") == 0 && scalar_not_below_order(vec_str(v, "curve"), &k))
		ok = st == RTE_CRYPTO_OP_STATUS_INVALID_ARGS;
	else if (strcmp(expect, "differ") == 0)
		ok = st == OK && !same;
	else
		ok = st != OK && st < 0xfc;
	tally("ECPM (KAS ECC Z)", ok);
	tc_check(ok, "ecpm %s expect %s: status %u", vec_str(v, "curve"), expect, st);
}

static const struct fam_kat ecpm_kat[] = {
	{ "ecpm", kat_ecpm },
	{ NULL, NULL },
};

/* --- functional ---------------------------------------------------------- */

static void
test_ecpm_curve(enum rte_crypto_curve_id id, bool sl)
{
	static struct tc_bytes d, qx, qy, k, rx, ry;
	struct rte_crypto_asym_xform xf;
	const char *curve = tc_ref_curve_name(id);
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecpm_op_param *c = &op->asym->ecpm;
	bool ok;

	fam_ec_xform(&xf, ECPM, id);
	ok = tc_ref_ec_keygen(curve, &d, &qx, &qy) == 0 &&
		tc_ref_ec_keygen(curve, &k, &rx, &ry) == 0 &&
		tc_ref_ecpm(curve, &qx, &qy, &k, &rx, &ry) == 0;
	c->p.x = prm(&qx);
	c->p.y = prm(&qy);
	c->scalar = prm(&k);
	fam_rs_room(&c->r.x, &c->r.y, &got, &got2);
	ok = ok && op_once(&xf, op, sl) == OK && c->r.x.length == rx.n &&
		memcmp(got.d, rx.d, rx.n) == 0 && c->r.y.length == ry.n &&
		memcmp(got2.d, ry.d, ry.n) == 0;
	tc_check(ok, "ecpm %s k * Q against OpenSSL%s", curve, sl ? " (sessionless)" : "");
	rte_crypto_op_free(op);
}

static void
ecpm_functional(void)
{
	fam_nist_curves(test_ecpm_curve);
}

/* --- bad input ----------------------------------------------------------- */

/* k * (qx, qy) into outputs of rx_len and 32 bytes on P-256: its status. */
static uint8_t
bad_op(struct tc_bytes *qx, struct tc_bytes *qy, struct tc_bytes *k, size_t rx_len)
{
	static uint8_t rx[32], ry[32];
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	op->asym->ecpm.p.x = prm(qx);
	op->asym->ecpm.p.y = prm(qy);
	op->asym->ecpm.scalar = prm(k);
	op->asym->ecpm.r.x.data = rx;
	op->asym->ecpm.r.x.length = rx_len;
	op->asym->ecpm.r.y.data = ry;
	op->asym->ecpm.r.y.length = sizeof(ry);
	st = fam_ec_once(ECPM, RTE_CRYPTO_EC_GROUP_SECP256R1, op);
	rte_crypto_op_free(op);
	return st;
}

static void
ecpm_badinput(void)
{
	static struct tc_bytes d, qx, qy, k;
	uint8_t st;

	fam_curve_refused(ECPM, 0, "ECPM curve 0");
	tc_ref_ec_keygen("P-256", &d, &qx, &qy);
	qy.d[31] ^= 1;	/* off the curve */
	k.n = 1;
	k.d[0] = 3;
	st = bad_op(&qx, &qy, &k, 32);
	tc_check(st == ERR, "ecpm of a point off the curve: status %u", st);
	qy.d[31] ^= 1;
	k.d[0] = 0;
	st = bad_op(&qx, &qy, &k, 32);
	tc_check(st == ARGS, "ecpm with scalar 0 (not in [1, n - 1]): status %u", st);
	k.d[0] = 3;
	st = bad_op(&qx, &qy, &k, 31);
	tc_check(st == ARGS, "ecpm into an x buffer one byte short: status %u", st);
}

const struct family fam_ecpm = {
	"ecpm", ECPM, ecpm_kat, NULL, ecpm_functional, ecpm_badinput, NULL, NULL,
};
