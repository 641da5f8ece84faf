/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECDH, where the API has it (asym_compat.h): the kat suite's ecdh vectors
 * (NIST KAS), and functional cases against OpenSSL called directly, on the
 * NIST curves and (public key generate) on the Edwards curves.
 */

#include <string.h>

#include "ecx.h"
#include "fam.h"

#if ASYM_HAVE_ECX

static const struct {
	const char *name;
	enum rte_crypto_curve_id id;
	size_t len;		/* field bytes */
} curves[] = {
	{ "P-192", RTE_CRYPTO_EC_GROUP_SECP192R1, 24 },
	{ "P-224", RTE_CRYPTO_EC_GROUP_SECP224R1, 28 },
	{ "P-256", RTE_CRYPTO_EC_GROUP_SECP256R1, 32 },
	{ "P-384", RTE_CRYPTO_EC_GROUP_SECP384R1, 48 },
	{ "P-521", RTE_CRYPTO_EC_GROUP_SECP521R1, 66 },
};

static bool ref_ec_priv_ok(int c, const struct tc_bytes *d);

static int
curve_index(const char *name)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(curves); i++)
		if (strcmp(curves[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* --- ops ---------------------------------------------------------------- */

void
ecdh_xform(struct rte_crypto_asym_xform *xf, int c, struct tc_bytes *d, struct tc_bytes *qx,
		struct tc_bytes *qy)
{
	struct tc_asym_key k = { .curve = curves[c].id };

	if (d != NULL)
		k.v[TC_AP_D] = prm(d);
	if (qx != NULL) {
		k.v[TC_AP_QX] = prm(qx);
		k.v[TC_AP_QY] = prm(qy);
	}
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_ECDH, &k, xf);
}

/* One ECDH op on a session from xf (or sessionless): its status; out in ox, oy. */
static uint8_t
ecdh_op(struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_ke_type t,
		struct tc_bytes *px, struct tc_bytes *py, struct tc_bytes *ox, struct tc_bytes *oy,
		bool sl)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdh_op_param *c = &op->asym->ecdh;
	uint8_t st;

	c->ke_type = t;
	if (px != NULL) {
		c->pub_key.x = prm(px);
		c->pub_key.y = prm(py);
	}
	if (ox != NULL) {
		ox->n = oy->n = 0;	/* as large as the API says */
		if (t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
			c->priv_key.data = ox->d;
		} else if (t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) {
			c->pub_key.x.data = ox->d;
			c->pub_key.y.data = oy->d;
		} else {
			c->shared_secret.x.data = ox->d;
			c->shared_secret.y.data = oy->d;
		}
	}
	st = op_once(xf, op, sl);
	if (ox != NULL && t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
		ox->n = c->priv_key.length;
	} else if (ox != NULL && t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) {
		ox->n = c->pub_key.x.length;
		oy->n = c->pub_key.y.length;
	} else if (ox != NULL) {
		ox->n = c->shared_secret.x.length;
		oy->n = c->shared_secret.y.length;
	}
	rte_crypto_op_free(op);
	return st;
}

static struct tc_bytes da, qax, qay, db, qbx, qby, z, ox, oy;

/* Z = x(d * Q) through a session keyed with d and Q: 1 match, 0 differ, -1 error. */
static int
ecdh_z(int c, struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy)
{
	struct rte_crypto_asym_xform xf;

	ecdh_xform(&xf, c, d, qx, qy);
	if (ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, NULL, NULL, &ox, &oy,
			false) != OK || ox.n != curves[c].len || oy.n != curves[c].len)
		return -1;
	return num_eq(ox.d, ox.n, z.d, z.n) ? 1 : 0;
}

static bool
ecdh_pub_matches(int c, struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy)
{
	struct rte_crypto_asym_xform xf;

	ecdh_xform(&xf, c, d, NULL, NULL);
	return ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, NULL, NULL, &ox, &oy,
			false) == OK && ox.n == curves[c].len &&
		num_eq(ox.d, ox.n, qx->d, qx->n) && num_eq(oy.d, oy.n, qy->d, qy->n);
}

static uint8_t
ecdh_verify(int c, struct tc_bytes *qx, struct tc_bytes *qy)
{
	struct rte_crypto_asym_xform xf;

	ecdh_xform(&xf, c, NULL, NULL, NULL);
	return ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, qx, qy, NULL, NULL, false);
}

/* A public key that fails validation: refused at session, verify and as an op's peer. */
static bool
ecdh_bad_pub(int c, struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret;

	ecdh_xform(&xf, c, d, qx, qy);
	s = sess_new(env.devs[0], &xf, &ret);
	sess_free(env.devs[0], s);
	ecdh_xform(&xf, c, d, NULL, NULL);
	return s == NULL && ret == -EINVAL && ecdh_verify(c, qx, qy) == ERR &&
		ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, qx, qy, &ox, &oy,
			false) == ERR;
}

/* A session with private key d is refused with -EINVAL (d >= n). */
static bool
ecdh_refused(int c, struct tc_bytes *d)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret = 0;

	ecdh_xform(&xf, c, d, NULL, NULL);
	s = sess_new(env.devs[0], &xf, &ret);
	sess_free(env.devs[0], s);
	return s == NULL && ret == -EINVAL && !ref_ec_priv_ok(c, d);
}

void
kat_ecdh(const struct vec *v)
{
	int c = curve_index(vec_str(v, "curve")), why = vec_int(v, "why");
	bool ok = false;
	const char *label = "ECDH shared secret (KAS Z, both roles)";

	if (c >= 0 && vec_get(v, "da", &da) == 0 && vec_get(v, "qax", &qax) == 0 &&
			vec_get(v, "qay", &qay) == 0 && vec_get(v, "db", &db) == 0 &&
			vec_get(v, "qbx", &qbx) == 0 && vec_get(v, "qby", &qby) == 0 &&
			vec_get(v, "z", &z) == 0) {
		switch (why) {
		case 0:
			ok = ecdh_z(c, &da, &qbx, &qby) == 1 && ecdh_z(c, &db, &qax, &qay) == 1;
			tally("ECDH public key generate", ecdh_pub_matches(c, &da, &qax, &qay) &&
				ecdh_pub_matches(c, &db, &qbx, &qby));
			tally("ECDH public key verify", ecdh_verify(c, &qax, &qay) == OK &&
				ecdh_verify(c, &qbx, &qby) == OK);
			break;
		case 1: case 2:
			label = "ECDH invalid public key refused (F)";
			ok = ecdh_bad_pub(c, &da, &qbx, &qby);
			break;
		case 5: case 6:
			label = "ECDH invalid public key refused (F)";
			ok = ecdh_bad_pub(c, &db, &qax, &qay);
			break;
		default:	/* 7: d changed (maybe out of range: refused), 8: Z changed */
			label = "ECDH changed key or Z differs (F)";
			ok = ecdh_z(c, &da, &qbx, &qby) == 0 ||
				(why == 7 && ecdh_z(c, &da, &qbx, &qby) == -1 &&
				ecdh_refused(c, &da));
			break;
		}
	}
	tally(label, ok);
	tc_check(ok, "ecdh %s why %d d=%s", vec_str(v, "curve"), why, hex(da.d, 6));
}

/* --- references: OpenSSL called directly --------------------------------- */

/* r = d * (qx, qy), or d * G without a point: the reference model's. */
int
ref_ec_mul(int c, const struct tc_bytes *d, const struct tc_bytes *qx,
		const struct tc_bytes *qy, struct tc_bytes *rx, struct tc_bytes *ry)
{
	if (qx == NULL)
		return tc_asym_ec_mul_g(curves[c].id, d, rx, ry);
	return tc_ref_ecpm(curves[c].name, qx, qy, d, rx, ry);
}

/* Is d a private key of the curve, in [1, n - 1]? */
static bool
ref_ec_priv_ok(int c, const struct tc_bytes *d)
{
	static const uint8_t zero;

	return tc_asym_cmp_order(curves[c].id, d) < 0 && !num_eq(d->d, d->n, &zero, 1);
}

/* --- functional ---------------------------------------------------------- */

static void
func_ecdh_curve(int c, bool sl)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d1, d2, x1, y1, x2, y2, rx, ry;
	bool ok;

	ecdh_xform(&xf, c, NULL, NULL, NULL);
	ok = ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &d1, &oy,
			sl) == OK &&
		ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &d2, &oy,
			sl) == OK &&
		d1.n == curves[c].len && ref_ec_priv_ok(c, &d1) && ref_ec_priv_ok(c, &d2) &&
		!num_eq(d1.d, d1.n, d2.d, d2.n);
	tc_check(ok, "ecdh %s%s: private keys generated, in [1, n - 1], distinct",
		curves[c].name, sl ? " sessionless" : "");
	ecdh_xform(&xf, c, &d1, NULL, NULL);
	ok = ok && ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, NULL, NULL, &x1, &y1,
			sl) == OK && ref_ec_mul(c, &d1, NULL, NULL, &rx, &ry) == 0 &&
		x1.n == rx.n && memcmp(x1.d, rx.d, rx.n) == 0 && memcmp(y1.d, ry.d, ry.n) == 0;
	tc_check(ok, "ecdh %s%s: public key = d * G (reference)", curves[c].name,
		sl ? " sessionless" : "");
	ref_ec_mul(c, &d2, NULL, NULL, &x2, &y2);
	ecdh_xform(&xf, c, &d1, &x2, &y2);
	ok = ok && ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, NULL, NULL, &ox, &oy,
			sl) == OK && ref_ec_mul(c, &d1, &x2, &y2, &rx, &ry) == 0 &&
		ox.n == rx.n && memcmp(ox.d, rx.d, rx.n) == 0 && memcmp(oy.d, ry.d, ry.n) == 0 &&
		ref_ec_mul(c, &d2, &x1, &y1, &rx, &ry) == 0 && memcmp(ox.d, rx.d, rx.n) == 0;
	tc_check(ok, "ecdh %s%s: shared secret (x, y) = d1 * Q2 = d2 * Q1 (reference)",
		curves[c].name, sl ? " sessionless" : "");
	ecdh_xform(&xf, c, &d1, NULL, NULL);
	ok = ok && ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x2, &y2, &ox, &oy,
			sl) == OK && memcmp(ox.d, rx.d, rx.n) == 0 &&
		ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &x2, &y2, NULL, NULL, sl) == OK;
	tc_check(ok, "ecdh %s%s: the op's peer key, and its verification", curves[c].name,
		sl ? " sessionless" : "");
	tally("ECDH functional (vs OpenSSL)", ok);
}

/* ECDH public key generate on an Edwards curve: the EdDSA public key. */
static void
func_ecdh_ed(bool ed448)
{
	static struct tc_bytes sk, msg, want, pk;
	struct tc_asym_key k = { .curve = ed448 ? RTE_CRYPTO_EC_GROUP_ED448 :
		RTE_CRYPTO_EC_GROUP_ED25519 };
	struct rte_crypto_asym_xform xf;
	bool ok;

	sk.n = ed448 ? 57 : 32;
	tc_rng_fill(&env.rng, sk.d, sk.n);
	msg.n = 0;
	ok = tc_ref_ed_sign(ed448, &sk, ed448 ? TC_REF_ED448 : TC_REF_ED25519,
			&msg, NULL, &want, &pk) == 0;
	k.v[TC_AP_D] = prm(&sk);	/* filled: prm() takes the length as it is now */
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_ECDH, &k, &xf);
	ok = ok && ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, NULL, NULL, &ox, &oy,
			false) == OK && ox.n == pk.n && memcmp(ox.d, pk.d, pk.n) == 0 && oy.n == 0;
	tc_check(ok, "ecdh %s: public key generate gives the EdDSA public key",
		ed448 ? "Ed448" : "Ed25519");
}

void
ecdh_functional(void)
{
	unsigned int c;

	for (c = 0; c < RTE_DIM(curves); c++) {
		func_ecdh_curve(c, false);
		func_ecdh_curve(c, true);
	}
	func_ecdh_ed(false);
	func_ecdh_ed(true);
}

#else

void
kat_ecdh(const struct vec *v __rte_unused)
{
	ecx_not_run();
}

#endif /* ASYM_HAVE_ECX */

static const struct fam_kat ecdh_kat[] = {
	{ "ecdh", kat_ecdh },
	{ NULL, NULL },
};

#if ASYM_HAVE_ECX
const struct family fam_ecdh = {
	"ecdh", RTE_CRYPTO_ASYM_XFORM_ECDH, ecdh_kat, NULL, ecdh_functional, ecdh_badinput, NULL,
	ecx_concurrency,
};
#else
const struct family fam_ecdh = {
	"ecdh", RTE_CRYPTO_ASYM_XFORM_ECDH, ecdh_kat, NULL, NULL, NULL, NULL, NULL,
};
#endif
