/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECDH and EdDSA, where the API has them (asym_compat.h): known answers
 * (the kat suite's ecdh and eddsa vectors), functional cases against OpenSSL
 * called directly, bad input, and one session from two lcores. EdDSA's
 * Ed25519ctx, Ed25519ph, Ed448ph and context strings need an OpenSSL that
 * takes the "instance" parameter: the reference's own probe says which
 * result to expect, success or a refusal.
 */

#include <stdio.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>

#include <rte_cycles.h>
#include <rte_launch.h>
#include <rte_lcore.h>

#include "asym.h"

#if ASYM_HAVE_ECX

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR

static const struct {
	const char *name;
	enum rte_crypto_curve_id id;
	int nid;
	size_t len;		/* field bytes */
} curves[] = {
	{ "P-192", RTE_CRYPTO_EC_GROUP_SECP192R1, NID_X9_62_prime192v1, 24 },
	{ "P-224", RTE_CRYPTO_EC_GROUP_SECP224R1, NID_secp224r1, 28 },
	{ "P-256", RTE_CRYPTO_EC_GROUP_SECP256R1, NID_X9_62_prime256v1, 32 },
	{ "P-384", RTE_CRYPTO_EC_GROUP_SECP384R1, NID_secp384r1, 48 },
	{ "P-521", RTE_CRYPTO_EC_GROUP_SECP521R1, NID_secp521r1, 66 },
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

/* --- ECDH ---------------------------------------------------------------- */

static void
ecdh_xform(struct rte_crypto_asym_xform *xf, int c, struct tc_bytes *d, struct tc_bytes *qx,
		struct tc_bytes *qy)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH;
	xf->ec.curve_id = curves[c].id;
	if (d != NULL)
		xf->ec.pkey = prm(d);
	if (qx != NULL) {
		xf->ec.q.x = prm(qx);
		xf->ec.q.y = prm(qy);
	}
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

/* --- EdDSA --------------------------------------------------------------- */

/* Does the OpenSSL in the process take EdDSA instances (3.2 and later)? */
static bool
ref_ed_instances(void)
{
	EVP_SIGNATURE *sig = EVP_SIGNATURE_fetch(NULL, "ED25519", NULL);
	const OSSL_PARAM *p = sig == NULL ? NULL : EVP_SIGNATURE_settable_ctx_params(sig);
	bool ok = p != NULL && OSSL_PARAM_locate_const(p, "instance") != NULL;

	EVP_SIGNATURE_free(sig);
	return ok;
}

/*
 * Does the driver take EdDSA instances and context strings? It advertises
 * EdDSA only then; its OpenSSL may be newer than this program's (a driver
 * linking OpenSSL 3.5 statically, tests linking the system's 3.0).
 */
static bool
drv_ed_instances(void)
{
	struct rte_cryptodev_asym_capability_idx idx = {
		.type = RTE_CRYPTO_ASYM_XFORM_EDDSA,
	};

	return rte_cryptodev_asym_capability_get(env.devs[0], &idx) != NULL;
}

static void
ed_xform(struct rte_crypto_asym_xform *xf, bool ed448, struct tc_bytes *sk, struct tc_bytes *pk)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_EDDSA;
	xf->ec.curve_id = ed448 ? RTE_CRYPTO_EC_GROUP_ED448 : RTE_CRYPTO_EC_GROUP_ED25519;
	if (sk != NULL)
		xf->ec.pkey = prm(sk);
	if (pk != NULL)
		xf->ec.q.x = prm(pk);
}

/* One EdDSA op on session s (or sessionless with xf): its status; a signature in sig. */
static uint8_t
ed_op(void *s, struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_op_type t, int inst,
		struct tc_bytes *msg, struct tc_bytes *ctx, struct tc_bytes *sig)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_eddsa_op_param *c = &op->asym->eddsa;
	uint8_t st;

	c->op_type = t;
	c->instance = inst;
	c->message = prm(msg);
	if (ctx != NULL && ctx->n != 0)
		c->context = prm(ctx);
	c->sign = prm(sig);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		c->sign.length = 0;	/* as large as the API says */
	if (s != NULL)
		st = op_run(env.devs[0], 0, op, s, NULL);
	else
		st = op_once(xf, op, true);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		sig->n = c->sign.length;
	rte_crypto_op_free(op);
	return st;
}

static struct tc_bytes sk, pk, msg, ctx, want, sig;

void
kat_eddsa(const struct vec *v)
{
	bool ed448 = vec_int(v, "curve") == 448, ok = false, inst;
	struct rte_crypto_asym_xform xf;
	int i = ed448 ? RTE_CRYPTO_EDCURVE_448 : RTE_CRYPTO_EDCURVE_25519;
	void *s = NULL;
	int ret = 0;

	if (vec_get(v, "sk", &sk) == 0 && vec_get(v, "pk", &pk) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "ctx", &ctx) == 0 &&
			vec_get(v, "sig", &want) == 0) {
		ed_xform(&xf, ed448, &sk, &pk);
		s = sess_new(env.devs[0], &xf, &ret);
	}
	inst = ctx.n == 0 || drv_ed_instances();
	if (s != NULL) {
		sig.n = sizeof(sig.d);
		ok = ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, i, &msg, &ctx, &sig) == OK &&
			sig.n == want.n && memcmp(sig.d, want.d, want.n) == 0 &&
			ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, i, &msg, &ctx, &want) == OK;
		if (!inst)	/* a context on an OpenSSL without: refused */
			ok = ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, i, &msg, &ctx, &sig) == ARGS &&
				ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, i, &msg, &ctx,
					&want) == ARGS;
	}
	sess_free(env.devs[0], s);
	tally(!inst ? "EdDSA context refused (OpenSSL < 3.2)" :
		ed448 ? "Ed448 sign equal, verify (RFC 8032)" :
		"Ed25519 sign equal, verify (sign.input)", ok);
	tc_check(ok, "eddsa %s msg %zu ctx %zu: session %d", ed448 ? "ed448" : "ed25519", msg.n,
		ctx.n, ret);
}

/* --- references: OpenSSL called directly --------------------------------- */

/* r = d * (qx, qy), or d * G without a point: 0 or -1. */
static int
ref_ec_mul(int c, const struct tc_bytes *d, const struct tc_bytes *qx,
		const struct tc_bytes *qy, struct tc_bytes *rx, struct tc_bytes *ry)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curves[c].nid);
	EC_POINT *q = g == NULL ? NULL : EC_POINT_new(g);
	EC_POINT *r = g == NULL ? NULL : EC_POINT_new(g);
	BIGNUM *k = BN_bin2bn(d->d, (int)d->n, NULL), *x = BN_new(), *y = BN_new();
	int ret = -1;

	if (q != NULL && r != NULL && k != NULL && x != NULL && y != NULL &&
			(qx == NULL || (BN_bin2bn(qx->d, (int)qx->n, x) != NULL &&
			BN_bin2bn(qy->d, (int)qy->n, y) != NULL &&
			EC_POINT_set_affine_coordinates(g, q, x, y, NULL) == 1)) &&
			EC_POINT_mul(g, r, qx == NULL ? k : NULL, qx == NULL ? NULL : q,
				qx == NULL ? NULL : k, NULL) == 1 &&
			EC_POINT_get_affine_coordinates(g, r, x, y, NULL) == 1 &&
			BN_bn2binpad(x, rx->d, (int)curves[c].len) > 0 &&
			BN_bn2binpad(y, ry->d, (int)curves[c].len) > 0) {
		rx->n = ry->n = curves[c].len;
		ret = 0;
	}
	BN_free(x);
	BN_free(y);
	BN_clear_free(k);
	EC_POINT_free(q);
	EC_POINT_free(r);
	EC_GROUP_free(g);
	return ret;
}

/* Is 1 <= d < n? */
static bool
ref_ec_priv_ok(int c, const struct tc_bytes *d)
{
	EC_GROUP *g = EC_GROUP_new_by_curve_name(curves[c].nid);
	BIGNUM *k = BN_bin2bn(d->d, (int)d->n, NULL);
	bool ok = g != NULL && k != NULL && !BN_is_zero(k) &&
		BN_cmp(k, EC_GROUP_get0_order(g)) < 0;

	BN_free(k);
	EC_GROUP_free(g);
	return ok;
}

static const char *const ed_names[] = { "Ed25519", "Ed25519ctx", "Ed25519ph", "Ed448", "Ed448ph" };

/* An EdDSA signature by OpenSSL (instance inst, context ctx): 0 or -1. */
static int
ref_ed_sign(bool ed448, const struct tc_bytes *key, int inst, const struct tc_bytes *m,
		const struct tc_bytes *c, struct tc_bytes *out, struct tc_bytes *pub)
{
	EVP_PKEY *k = EVP_PKEY_new_raw_private_key_ex(NULL, ed448 ? "ED448" : "ED25519", NULL,
			key->d, key->n);
	EVP_MD_CTX *md = EVP_MD_CTX_new();
	OSSL_PARAM p[3], *pp = p;
	size_t len = sizeof(out->d);
	int ret = -1;

	*pp++ = OSSL_PARAM_construct_utf8_string("instance", (char *)(uintptr_t)ed_names[inst], 0);
	if (c != NULL && c->n != 0)
		*pp++ = OSSL_PARAM_construct_octet_string("context-string", (void *)(uintptr_t)c->d,
				c->n);
	*pp = OSSL_PARAM_construct_end();
	if (k != NULL && md != NULL &&
			EVP_DigestSignInit_ex(md, NULL, NULL, NULL, NULL, k,
				inst == RTE_CRYPTO_EDCURVE_25519 ||
				inst == RTE_CRYPTO_EDCURVE_448 ? NULL : p) == 1 &&
			EVP_DigestSign(md, out->d, &len, m->d, m->n) == 1) {
		out->n = len;
		len = sizeof(pub->d);
		ret = EVP_PKEY_get_raw_public_key(k, pub->d, &len) == 1 ? 0 : -1;
		pub->n = len;
	}
	EVP_MD_CTX_free(md);
	EVP_PKEY_free(k);
	return ret;
}

/* --- functional ---------------------------------------------------------- */

static void
func_ecdh_curve(int c, bool sl)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d1, d2, x1, y1, x2, y2, rx, ry;
	bool ok;

	ecdh_xform(&xf, c, NULL, NULL, NULL);
	ok = ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &d1, &oy, sl) == OK &&
		ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &d2, &oy, sl) == OK &&
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
	struct rte_crypto_asym_xform xf;
	bool ok;

	sk.n = ed448 ? 57 : 32;
	tc_rng_fill(&env.rng, sk.d, sk.n);
	msg.n = 0;
	ok = ref_ed_sign(ed448, &sk, ed448 ? RTE_CRYPTO_EDCURVE_448 : RTE_CRYPTO_EDCURVE_25519,
			&msg, NULL, &want, &pk) == 0;
	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH;
	xf.ec.curve_id = ed448 ? RTE_CRYPTO_EC_GROUP_ED448 : RTE_CRYPTO_EC_GROUP_ED25519;
	xf.ec.pkey = prm(&sk);
	ok = ok && ecdh_op(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, NULL, NULL, &ox, &oy,
			false) == OK && ox.n == pk.n && memcmp(ox.d, pk.d, pk.n) == 0 && oy.n == 0;
	tc_check(ok, "ecdh %s: public key generate gives the EdDSA public key",
		ed448 ? "Ed448" : "Ed25519");
}

/* Sign (compared with OpenSSL's) and verify, for one instance; or its refusal. */
static void
func_ed_inst(bool ed448, int inst, size_t mlen, size_t clen, bool sl)
{
	struct rte_crypto_asym_xform xf;
	bool ok, variant = clen != 0 || (inst != RTE_CRYPTO_EDCURVE_25519 &&
		inst != RTE_CRYPTO_EDCURVE_448);
	void *s;
	int ret;

	sk.n = ed448 ? 57 : 32;
	msg.n = mlen;
	ctx.n = clen;
	tc_rng_fill(&env.rng, sk.d, sk.n);
	tc_rng_fill(&env.rng, msg.d, msg.n);
	tc_rng_fill(&env.rng, ctx.d, ctx.n);
	if (variant && !drv_ed_instances()) {
		ref_ed_sign(ed448, &sk, ed448 ? RTE_CRYPTO_EDCURVE_448 : RTE_CRYPTO_EDCURVE_25519,
			&msg, NULL, &want, &pk);
		ed_xform(&xf, ed448, &sk, NULL);
		ok = ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx, &sig) == ARGS;
		tc_check(ok, "eddsa %s refused by an OpenSSL without instances", ed_names[inst]);
		tally("EdDSA instance refused (OpenSSL < 3.2)", ok);
		return;
	}
	if (variant && !ref_ed_instances()) {
		/* no reference for it here: the driver's own signature, verified */
		ok = ref_ed_sign(ed448, &sk, ed448 ? RTE_CRYPTO_EDCURVE_448 :
			RTE_CRYPTO_EDCURVE_25519, &msg, NULL, &want, &pk) == 0;
		ed_xform(&xf, ed448, &sk, sl ? &pk : NULL);
		want.n = sizeof(want.d);
		ok = ok && ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx,
			&want) == OK && want.n == (ed448 ? 114u : 64u);
	} else {
		ok = ref_ed_sign(ed448, &sk, inst, &msg, &ctx, &want, &pk) == 0;
		ed_xform(&xf, ed448, &sk, sl ? &pk : NULL);
		ok = ok && ed_op(NULL, &xf, RTE_CRYPTO_ASYM_OP_SIGN, inst, &msg, &ctx,
			&sig) == OK && sig.n == want.n && memcmp(sig.d, want.d, want.n) == 0;
	}
	ed_xform(&xf, ed448, NULL, &pk);
	s = sl ? NULL : sess_new(env.devs[0], &xf, &ret);
	ok = ok && (sl || s != NULL) &&
		ed_op(s, &xf, RTE_CRYPTO_ASYM_OP_VERIFY, inst, &msg, &ctx, &want) == OK;
	want.d[want.n / 2] ^= 0x10;
	ok = ok && ed_op(s, &xf, RTE_CRYPTO_ASYM_OP_VERIFY, inst, &msg, &ctx, &want) == ERR;
	sess_free(env.devs[0], s);
	tc_check(ok, "eddsa %s%s msg %zu ctx %zu: sign = OpenSSL's, verify (public-key "
		"session), changed signature fails", ed_names[inst], sl ? " sessionless" : "",
		mlen, clen);
	tally(variant && !ref_ed_instances() ?
		"EdDSA instance sign/verify round trip (no reference here: OpenSSL < 3.2)" :
		"EdDSA functional (vs OpenSSL)", ok);
}

void
ecx_functional(void)
{
	static const size_t mlens[] = { 0, 1, 64, 1000 };
	unsigned int c, i;

	for (c = 0; c < RTE_DIM(curves); c++) {
		func_ecdh_curve(c, false);
		func_ecdh_curve(c, true);
	}
	func_ecdh_ed(false);
	func_ecdh_ed(true);
	for (i = 0; i < RTE_DIM(mlens); i++) {
		func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519, mlens[i], 0, i % 2 == 1);
		func_ed_inst(true, RTE_CRYPTO_EDCURVE_448, mlens[i], 0, i % 2 == 0);
	}
	func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519CTX, 20, 3, false);
	func_ed_inst(false, RTE_CRYPTO_EDCURVE_25519PH, 20, 0, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448, 20, 8, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448PH, 20, 0, false);
	func_ed_inst(true, RTE_CRYPTO_EDCURVE_448PH, 20, 255, true);
}

/* --- bad input ----------------------------------------------------------- */

static void
bad_session(struct rte_crypto_asym_xform *xf, int want_ret, const char *what)
{
	void *s;
	int ret = 0;

	s = sess_new(env.devs[0], xf, &ret);
	tc_check(s == NULL && ret == want_ret, "%s: session refused with %d (got %d)", what,
		want_ret, ret);
	sess_free(env.devs[0], s);
}

static void
bad_ecdh_sessions(void)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d, x, y;
	const int c = 2;	/* P-256 */

	d.n = 32;
	tc_rng_fill(&env.rng, d.d, 32);
	d.d[0] &= 0x7f;
	ref_ec_mul(c, &d, NULL, NULL, &x, &y);
	ecdh_xform(&xf, c, &d, &x, &y);
	xf.ec.curve_id = RTE_CRYPTO_EC_GROUP_SM2;
	bad_session(&xf, -ENOTSUP, "ecdh on the SM2 curve");
	xf.ec.curve_id = (enum rte_crypto_curve_id)77;
	bad_session(&xf, -ENOTSUP, "ecdh on an unknown curve");
	y.d[31] ^= 1;
	ecdh_xform(&xf, c, &d, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh peer key off the curve");
	y.d[31] ^= 1;
	memset(ox.d, 0xff, 32);
	ox.n = 32;
	ecdh_xform(&xf, c, &ox, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh private key >= n");
	memset(ox.d, 0, 32);
	bad_session(&xf, -EINVAL, "ecdh private key 0");
	ox.n = 33;
	ox.d[0] = 1;
	ecdh_xform(&xf, c, &ox, &x, &y);
	bad_session(&xf, -EINVAL, "ecdh private key longer than the order");
	ox.n = 32;
	memset(ox.d, 0xff, 32);
	ecdh_xform(&xf, c, &d, &ox, &y);
	bad_session(&xf, -EINVAL, "ecdh peer x >= p");
}

static uint8_t
ecdh_raw(struct rte_crypto_asym_xform *xf, int t, rte_crypto_param *a, rte_crypto_param *b)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdh_op_param *c = &op->asym->ecdh;
	uint8_t st;

	c->ke_type = t;
	if (t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
		c->priv_key = *a;
	} else if (t == RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE) {
		c->shared_secret.x = *a;
		c->shared_secret.y = *b;
	} else {
		c->pub_key.x = *a;
		c->pub_key.y = *b;
	}
	st = op_once(xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_ecdh_ops(void)
{
	struct rte_crypto_asym_xform xf;
	static struct tc_bytes d, x, y, big;
	rte_crypto_param shortp = { .data = ox.d, .length = 10 };
	rte_crypto_param nul = { .data = NULL, .length = 0 };
	rte_crypto_param full = { .data = ox.d, .length = 0 }, fy = { .data = oy.d, .length = 0 };
	rte_crypto_param px, py, pbig;
	const int c = 3;	/* P-384 */

	d.n = 48;
	tc_rng_fill(&env.rng, d.d, 48);
	d.d[0] &= 0x7f;
	ref_ec_mul(c, &d, NULL, NULL, &x, &y);
	px = prm(&x);
	py = prm(&y);
	big.n = 49;
	memset(big.d, 1, 49);
	pbig = prm(&big);
	ecdh_xform(&xf, c, &d, &x, &y);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, &shortp, &nul) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, &nul, &nul) == ARGS,
		"ecdh private key generate: short or NULL output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &shortp, &fy) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &full, &nul) == ARGS,
		"ecdh public key generate: short x or NULL y output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &shortp, &fy) == ARGS,
		"ecdh shared secret: short output refused");
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &pbig, &py) == ERR &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &px, &nul) == ARGS,
		"ecdh public key verify: a too long coordinate fails, a missing one is refused");
	tc_check(ecdh_raw(&xf, 9, &full, &fy) == ARGS, "ecdh unknown ke_type refused");
	ecdh_xform(&xf, c, NULL, &x, &y);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &full, &fy) == ARGS &&
		ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &full, &fy) == ARGS,
		"ecdh without a private key: public key and shared secret refused");
	ecdh_xform(&xf, c, &d, NULL, NULL);
	tc_check(ecdh_raw(&xf, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &full, &fy) == ARGS,
		"ecdh shared secret without a peer key refused");
}

static void
bad_eddsa(void)
{
	struct rte_crypto_asym_xform xf;
	void *s;
	int ret;

	sk.n = 32;
	msg.n = 10;
	ctx.n = 0;
	tc_rng_fill(&env.rng, sk.d, 32);
	ref_ed_sign(false, &sk, RTE_CRYPTO_EDCURVE_25519, &msg, NULL, &want, &pk);
	ed_xform(&xf, false, &sk, &pk);
	xf.ec.curve_id = RTE_CRYPTO_EC_GROUP_SECP256R1;
	bad_session(&xf, -ENOTSUP, "eddsa on P-256");
	sk.n = 31;
	ed_xform(&xf, false, &sk, NULL);
	bad_session(&xf, -EINVAL, "eddsa private key of 31 bytes");
	sk.n = 32;
	pk.d[0] ^= 1;
	ed_xform(&xf, false, &sk, &pk);
	bad_session(&xf, -EINVAL, "eddsa public key not the private key's");
	pk.d[0] ^= 1;
	ed_xform(&xf, true, NULL, &pk);
	bad_session(&xf, -EINVAL, "ed448 with a 32-byte public key");
	ed_xform(&xf, false, NULL, NULL);
	bad_session(&xf, -EINVAL, "eddsa without a key");
	ed_xform(&xf, false, NULL, &pk);
	s = sess_new(env.devs[0], &xf, &ret);
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &sig) == ARGS, "eddsa sign on a public-key session refused");
	want.n = 63;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &want) == ARGS, "eddsa verify of a 63-byte signature refused");
	want.n = 64;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_448,
		&msg, NULL, &want) == ARGS, "eddsa Ed448 instance on an Ed25519 key refused");
	ctx.n = 4;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_EDCURVE_25519,
		&msg, &ctx, &want) == ARGS, "eddsa pure Ed25519 with a context refused");
	ctx.n = 256;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY,
		RTE_CRYPTO_EDCURVE_25519CTX, &msg, &ctx, &want) == ARGS,
		"eddsa context of 256 bytes refused");
	ctx.n = 0;
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_VERIFY,
		RTE_CRYPTO_EDCURVE_25519CTX, &msg, &ctx, &want) == ARGS,
		"eddsa Ed25519ctx without a context refused");
	tc_check(s != NULL && ed_op(s, NULL, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_EDCURVE_25519,
		&msg, NULL, &want) == ARGS, "eddsa encrypt refused");
	sess_free(env.devs[0], s);
	ed_xform(&xf, false, &sk, NULL);
	s = sess_new(env.devs[0], &xf, &ret);
	tc_check(s != NULL, "eddsa session from the private key alone: %d", ret);
	if (s != NULL) {
		struct rte_crypto_op *op = op_new();

		op->asym->eddsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		op->asym->eddsa.message = prm(&msg);
		op->asym->eddsa.sign.data = sig.d;
		op->asym->eddsa.sign.length = 63;
		tc_check(op_run(env.devs[0], 0, op, s, NULL) == ARGS,
			"eddsa sign into 63 bytes refused");
		rte_crypto_op_free(op);
	}
	sess_free(env.devs[0], s);
}

void
ecx_badinput(void)
{
	bad_ecdh_sessions();
	bad_ecdh_ops();
	bad_eddsa();
}

/* --- concurrency --------------------------------------------------------- */

static struct {
	void *ecdh, *ed;
	struct tc_bytes d, qx, qy, rx, ry;	/* ECDH P-256: d * Q = (rx, ry) */
	struct tc_bytes sk, msg, sig;		/* Ed25519: the signature */
} cw;

struct ecx_worker {
	uint16_t qp;
	uint64_t deadline;
	uint64_t ops, bad;
	uint32_t done;
	uint8_t x[66], y[66];
};

static bool
ecx_conc_op(struct ecx_worker *wk, struct rte_crypto_op *op, bool ed)
{
	struct rte_crypto_asym_op *a = op->asym;

	__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	if (ed) {
		a->eddsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		a->eddsa.instance = RTE_CRYPTO_EDCURVE_25519;
		a->eddsa.message = prm(&cw.msg);
		a->eddsa.sign.data = wk->x;
		return op_run(env.devs[0], wk->qp, op, cw.ed, NULL) == OK &&
			a->eddsa.sign.length == 64 && memcmp(wk->x, cw.sig.d, 64) == 0;
	}
	a->ecdh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
	a->ecdh.shared_secret.x.data = wk->x;
	a->ecdh.shared_secret.y.data = wk->y;
	return op_run(env.devs[0], wk->qp, op, cw.ecdh, NULL) == OK &&
		memcmp(wk->x, cw.rx.d, 32) == 0 && memcmp(wk->y, cw.ry.d, 32) == 0;
}

static int
ecx_worker_main(void *arg)
{
	struct ecx_worker *wk = arg;
	struct rte_crypto_op *op = op_new();

	if (op == NULL)
		return -1;
	while (rte_get_timer_cycles() < wk->deadline) {
		wk->bad += !ecx_conc_op(wk, op, wk->ops % 2 == 1);
		wk->ops++;
	}
	rte_crypto_op_free(op);
	__atomic_store_n(&wk->done, 1, __ATOMIC_RELEASE);
	return 0;
}

static int
ecx_conc_prepare(void)
{
	struct rte_crypto_asym_xform xf;
	int ret;

	cw.d.n = 32;
	tc_rng_fill(&env.rng, cw.d.d, 32);
	cw.d.d[0] &= 0x7f;
	cw.sk.n = 32;
	tc_rng_fill(&env.rng, cw.sk.d, 32);
	cw.msg.n = 100;
	tc_rng_fill(&env.rng, cw.msg.d, 100);
	if (ref_ec_mul(2, &cw.sk, NULL, NULL, &cw.qx, &cw.qy) != 0 ||
			ref_ec_mul(2, &cw.d, &cw.qx, &cw.qy, &cw.rx, &cw.ry) != 0 ||
			ref_ed_sign(false, &cw.sk, RTE_CRYPTO_EDCURVE_25519, &cw.msg, NULL, &cw.sig,
				&pk) != 0)
		return -1;
	ecdh_xform(&xf, 2, &cw.d, &cw.qx, &cw.qy);
	cw.ecdh = sess_new(env.devs[0], &xf, &ret);
	ed_xform(&xf, false, &cw.sk, NULL);
	cw.ed = sess_new(env.devs[0], &xf, &ret);
	return cw.ecdh != NULL && cw.ed != NULL ? 0 : -1;
}

void
ecx_concurrency(void)
{
	static struct ecx_worker a, b;
	unsigned int lc = rte_get_next_lcore(-1, 1, 0);

	if (ecx_conc_prepare() != 0) {
		tc_check(false, "ecdh/eddsa concurrency: sessions and known answers");
		return;
	}
	a.qp = 0;
	b.qp = 1;
	a.deadline = b.deadline = rte_get_timer_cycles() + rte_get_timer_hz() * env.seconds / 2;
	rte_eal_remote_launch(ecx_worker_main, &b, lc);
	ecx_worker_main(&a);
	rte_eal_wait_lcore(lc);
	while (__atomic_load_n(&b.done, __ATOMIC_ACQUIRE) == 0)
		;
	tc_check(a.ops > 1 && a.bad == 0 && b.ops > 1 && b.bad == 0,
		"ecdh P-256 shared secret and Ed25519 sign, one session each, qp 0 and 1 at "
		"once: %llu + %llu ops, %llu + %llu wrong", (unsigned long long)a.ops,
		(unsigned long long)b.ops, (unsigned long long)a.bad, (unsigned long long)b.bad);
	sess_free(env.devs[0], cw.ecdh);
	sess_free(env.devs[0], cw.ed);
}

#else

void
ecx_functional(void)
{
}

void
ecx_badinput(void)
{
}

void
ecx_concurrency(void)
{
}

/* Said once: the vectors are in the file, this API cannot run them (not counted). */
static void
ecx_not_run(void)
{
	static bool said;

	if (!said)
		printf("ECDH and EdDSA vectors: not in this DPDK's API (24.11 on): not run\n");
	said = true;
}

void
kat_ecdh(const struct vec *v __rte_unused)
{
	ecx_not_run();
}

void
kat_eddsa(const struct vec *v __rte_unused)
{
	ecx_not_run();
}

#endif /* ASYM_HAVE_ECX */
