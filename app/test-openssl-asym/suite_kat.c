/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Known answers from python3-cryptography-vectors (vectors.py): every vector
 * is run through the PMD; deterministic results are compared byte for byte,
 * randomised signatures are verified with OpenSSL and the vector's key.
 */

#include <stdio.h>
#include <string.h>

#include <tc_asym.h>

#include "asym.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS

/* Scratch numbers of one vector (static: they are large). */
static struct tc_bytes n, e, d, p, q, dp, dq, qinv, msg, sig, out, out2, x, y, g;

static void
rsa_xform(struct rte_crypto_asym_xform *xf, bool qt, bool priv)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_RSA;
	xf->rsa.n = prm(&n);
	xf->rsa.e = prm(&e);
	xf->rsa.key_type = qt ? RTE_RSA_KEY_TYPE_QT : RTE_RSA_KEY_TYPE_EXP;
	if (!priv)
		return;
	if (!qt) {
		xf->rsa.d = prm(&d);
		return;
	}
	xf->rsa.qt.p = prm(&p);
	xf->rsa.qt.q = prm(&q);
	xf->rsa.qt.dP = prm(&dp);
	xf->rsa.qt.dQ = prm(&dq);
	xf->rsa.qt.qInv = prm(&qinv);
}

static int
rsa_key(const struct vec *v, bool priv)
{
	if (vec_get(v, "n", &n) != 0 || vec_get(v, "e", &e) != 0)
		return -1;
	if (priv && (vec_get(v, "d", &d) != 0 || vec_get(v, "p", &p) != 0 ||
			vec_get(v, "q", &q) != 0 || vec_get(v, "dp", &dp) != 0 ||
			vec_get(v, "dq", &dq) != 0 || vec_get(v, "qinv", &qinv) != 0))
		return -1;
	return 0;
}

/* One RSA op on a fresh session; out receives the op's output. */
static uint8_t
rsa_op(bool qt, bool priv, enum rte_crypto_asym_op_type type, int pad, int hash, int salt)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_rsa_op_param *r;
	uint8_t st;

	if (op == NULL)
		return 0xfc;
	rsa_xform(&xf, qt, priv);
	r = &op->asym->rsa;
	r->op_type = type;
	OP_RSA_PAD(op)->type = pad;
	OP_RSA_PAD(op)->hash = hash;
	OP_RSA_PAD(op)->mgf1hash = hash;
	OP_RSA_PAD(op)->pss_saltlen = salt;
	out.n = sizeof(out.d);
	r->message = prm(&msg);
	r->sign = prm(&sig);
	if (type == RTE_CRYPTO_ASYM_OP_SIGN)
		r->sign = prm(&out);
	if (type == RTE_CRYPTO_ASYM_OP_DECRYPT) {
		r->cipher = prm(&sig);
		r->message = prm(&out);
	}
	st = op_once(&xf, op, false);
	if (type == RTE_CRYPTO_ASYM_OP_SIGN)
		out.n = r->sign.length;
	if (type == RTE_CRYPTO_ASYM_OP_DECRYPT)
		out.n = r->message.length;
	rte_crypto_op_free(op);
	return st;
}

/* PKCS#1 v1.5 signatures are deterministic: sign with both key forms, compare, verify. */
static void
kat_rsa_sign(const struct vec *v)
{
	int h = tc_ref_hash(vec_str(v, "hash"));
	bool ok = rsa_key(v, true) == 0 && vec_get(v, "msg", &msg) == 0 &&
		vec_get(v, "sig", &sig) == 0;
	bool qt;

	for (qt = false; ok; qt = true) {
		ok = rsa_op(qt, true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5, h,
			0) == OK && out.n == sig.n && memcmp(out.d, sig.d, sig.n) == 0;
		tally("RSA PKCS#1 v1.5 sign", ok);
		tc_check(ok, "rsa-sign %s n=%s", qt ? "QT" : "EXP", hex(n.d, 8));
		if (qt)
			break;
	}
	ok = rsa_op(false, false, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_RSA_PADDING_PKCS1_5, h,
		0) == OK;
	tally("RSA PKCS#1 v1.5 verify", ok);
	tc_check(ok, "rsa-sign verify n=%s", hex(n.d, 8));
}

/* PSS is randomised: verify the vector's signature, sign and verify with OpenSSL. */
static void
kat_rsa_pss(const struct vec *v)
{
	int h = tc_ref_hash(vec_str(v, "hash")), salt = vec_int(v, "salt");
	struct tc_ref_rsa k;
	bool ok = rsa_key(v, true) == 0 && vec_get(v, "msg", &msg) == 0 &&
		vec_get(v, "sig", &sig) == 0;

	ok = ok && rsa_op(false, false, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_RSA_PADDING_PSS,
		h, salt) == OK;
	tally("RSA PSS verify", ok);
	tc_check(ok, "rsa-pss verify n=%s", hex(n.d, 8));
	ok = rsa_op(true, true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PSS, h,
		salt) == OK;
	k.n = n;
	k.e = e;
	ok = ok && tc_ref_rsa_verify(&k, RTE_CRYPTO_RSA_PADDING_PSS, h, salt, &msg, &out) == 0;
	tally("RSA PSS sign (OpenSSL verifies)", ok);
	tc_check(ok, "rsa-pss sign n=%s", hex(n.d, 8));
}

/* CAVP SigVer: P must verify, F must not (a key the PMD refuses counts as not). */
static void
kat_rsa_ver(const struct vec *v)
{
	bool pss = strcmp(vec_str(v, "pad"), "pss") == 0;
	bool want = vec_str(v, "result")[0] == 'P';
	uint8_t st;

	if (rsa_key(v, false) != 0 || vec_get(v, "msg", &msg) != 0 ||
			vec_get(v, "sig", &sig) != 0) {
		tc_check(false, "rsa-ver: bad vector");
		return;
	}
	st = rsa_op(false, false, RTE_CRYPTO_ASYM_OP_VERIFY,
		pss ? RTE_CRYPTO_RSA_PADDING_PSS : RTE_CRYPTO_RSA_PADDING_PKCS1_5,
		tc_ref_hash(vec_str(v, "hash")), vec_int(v, "salt"));
	tally(pss ? "RSA SigVer PSS" : "RSA SigVer PKCS#1 v1.5", (st == OK) == want);
	tc_check((st == OK) == want, "rsa-ver %s n=%s result %c: status %u", pss ? "pss" : "pkcs1",
		hex(n.d, 8), want ? 'P' : 'F', st);
}

/* Decrypt with the exponent and the quintuple forms: the vector's message. */
static void
kat_rsa_dec(const struct vec *v)
{
	bool oaep = strcmp(vec_str(v, "pad"), "oaep") == 0;
	int h = tc_ref_hash(vec_str(v, "hash"));
	struct tc_bytes want;
	bool ok, qt;

	if (rsa_key(v, true) != 0 || vec_get(v, "ct", &sig) != 0 || vec_get(v, "msg", &want) != 0) {
		tc_check(false, "rsa-dec: bad vector");
		return;
	}
	for (qt = false;; qt = true) {
		/* pyca's OAEP vectors have an MGF1 hash of their own */
		struct rte_crypto_asym_xform xf;
		struct rte_crypto_op *op = op_new();
		struct rte_crypto_rsa_op_param *r = &op->asym->rsa;

		rsa_xform(&xf, qt, true);
		r->op_type = RTE_CRYPTO_ASYM_OP_DECRYPT;
		OP_RSA_PAD(op)->type = oaep ? RTE_CRYPTO_RSA_PADDING_OAEP :
			RTE_CRYPTO_RSA_PADDING_PKCS1_5;
		OP_RSA_PAD(op)->hash = h;
		OP_RSA_PAD(op)->mgf1hash = tc_ref_hash(vec_str(v, "mgf1"));
		r->cipher = prm(&sig);
		out.n = sizeof(out.d);
		r->message = prm(&out);
		ok = op_once(&xf, op, false) == OK && r->message.length == want.n &&
			memcmp(out.d, want.d, want.n) == 0;
		rte_crypto_op_free(op);
		tally(oaep ? "RSA OAEP decrypt" : "RSA PKCS#1 v1.5 decrypt", ok);
		tc_check(ok, "rsa-dec %s %s n=%s", oaep ? "oaep" : "pkcs1", qt ? "QT" : "EXP",
			hex(n.d, 8));
		if (qt)
			break;
	}
}

static uint8_t
ec_op(const char *curve, struct rte_crypto_op *op, enum rte_crypto_asym_xform_type type)
{
	struct rte_crypto_asym_xform xf = {
		.xform_type = type,
		.ec.curve_id = tc_ref_curve_id(curve),
	};

	return op_once(&xf, op, false);
}

static void
kat_ecdsa_ver(const struct vec *v)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;
	bool want = vec_str(v, "result")[0] == 'P';
	struct tc_bytes r, s;
	uint8_t st = 0xfc;

	if (vec_get(v, "msg", &msg) == 0 && vec_get(v, "qx", &x) == 0 &&
			vec_get(v, "qy", &y) == 0 && vec_get(v, "r", &r) == 0 &&
			vec_get(v, "s", &s) == 0) {
		c->op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
		c->message = prm(&msg);
		OP_ECDSA_Q(op)->x = prm(&x);
		OP_ECDSA_Q(op)->y = prm(&y);
		c->r = prm(&r);
		c->s = prm(&s);
		st = ec_op(vec_str(v, "curve"), op, RTE_CRYPTO_ASYM_XFORM_ECDSA);
	}
	rte_crypto_op_free(op);
	tally("ECDSA SigVer", (st == OK) == want);
	tc_check((st == OK) == want, "ecdsa-ver %s result %c: status %u", vec_str(v, "curve"),
		want ? 'P' : 'F', st);
}

static void
kat_ecdsa_gen(const struct vec *v)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;
	const char *curve = vec_str(v, "curve");
	bool ok = false;

	if (vec_get(v, "msg", &msg) == 0 && vec_get(v, "d", &d) == 0 &&
			vec_get(v, "qx", &x) == 0 && vec_get(v, "qy", &y) == 0) {
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		*OP_ECDSA_PKEY(op) = prm(&d);
		out.n = out2.n = TC_BN_MAX;
		c->r = prm(&out);
		c->s = prm(&out2);
		ok = ec_op(curve, op, RTE_CRYPTO_ASYM_XFORM_ECDSA) == OK;
		out.n = c->r.length;
		out2.n = c->s.length;
		ok = ok && tc_ref_ecdsa_verify(curve, &x, &y, &msg, &out, &out2) == 0;
	}
	rte_crypto_op_free(op);
	tally("ECDSA SigGen (OpenSSL verifies)", ok);
	tc_check(ok, "ecdsa-gen %s d=%s", curve, hex(d.d, 8));
}

/* Signed with the vector's k: r and s must be the vector's. */
static void
kat_ecdsa_k(const struct vec *v)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;
	const char *curve = vec_str(v, "curve");
	struct tc_bytes k, r, s;
	uint8_t st = 0xfc;
	bool ok;

	if (vec_get(v, "msg", &msg) == 0 && vec_get(v, "d", &d) == 0 &&
			vec_get(v, "k", &k) == 0 && vec_get(v, "r", &r) == 0 &&
			vec_get(v, "s", &s) == 0) {
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		*OP_ECDSA_PKEY(op) = prm(&d);
		c->k = prm(&k);
		out.n = out2.n = TC_BN_MAX;
		c->r = prm(&out);
		c->s = prm(&out2);
		st = ec_op(curve, op, RTE_CRYPTO_ASYM_XFORM_ECDSA);
	}
	ok = st == OK && num_eq(c->r.data, c->r.length, r.d, r.n) &&
		num_eq(c->s.data, c->s.length, s.d, s.n);
	rte_crypto_op_free(op);
	tally("ECDSA SigGen with k (r, s match)", ok);
	tc_check(ok, "ecdsa-k %s k=%s: status %u", curve, hex(k.d, 8), st);
}

static void
dsa_xform(struct rte_crypto_asym_xform *xf, bool priv)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_DSA;
	xf->dsa.p = prm(&p);
	xf->dsa.q = prm(&q);
	xf->dsa.g = prm(&g);
	if (priv)
		xf->dsa.x = prm(&x);
}

static void
kat_dsa_ver(const struct vec *v)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dsa_op_param *c = &op->asym->dsa;
	bool want = vec_str(v, "result")[0] == 'P';
	struct tc_bytes r, s;
	uint8_t st = 0xfc;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "q", &q) == 0 && vec_get(v, "g", &g) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "y", &y) == 0 &&
			vec_get(v, "r", &r) == 0 && vec_get(v, "s", &s) == 0) {
		dsa_xform(&xf, false);
		c->op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
		c->message = prm(&msg);
		c->y = prm(&y);
		c->r = prm(&r);
		c->s = prm(&s);
		st = op_once(&xf, op, false);
	}
	rte_crypto_op_free(op);
	tally("DSA SigVer", (st == OK) == want);
	tc_check((st == OK) == want, "dsa-ver p=%s result %c: status %u", hex(p.d, 6),
		want ? 'P' : 'F', st);
}

static void
kat_dsa_gen(const struct vec *v)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dsa_op_param *c = &op->asym->dsa;
	bool ok = false;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "q", &q) == 0 && vec_get(v, "g", &g) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "x", &x) == 0 &&
			vec_get(v, "y", &y) == 0) {
		dsa_xform(&xf, true);
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		out.n = out2.n = TC_BN_MAX;
		c->r = prm(&out);
		c->s = prm(&out2);
		ok = op_once(&xf, op, false) == OK;
		out.n = c->r.length;
		out2.n = c->s.length;
		ok = ok && tc_ref_dsa_verify(&p, &q, &g, &y, &msg, &out, &out2) == 0;
	}
	rte_crypto_op_free(op);
	tally("DSA SigGen (OpenSSL verifies)", ok);
	tc_check(ok, "dsa-gen p=%s", hex(p.d, 6));
}

/* Signed with the vector's k: r and s must be the vector's. */
static void
kat_dsa_k(const struct vec *v)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dsa_op_param *c = &op->asym->dsa;
	struct tc_bytes k, r, s;
	uint8_t st = 0xfc;
	bool ok;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "q", &q) == 0 && vec_get(v, "g", &g) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "x", &x) == 0 &&
			vec_get(v, "k", &k) == 0 && vec_get(v, "r", &r) == 0 &&
			vec_get(v, "s", &s) == 0) {
		dsa_xform(&xf, true);
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		c->k = prm(&k);
		out.n = out2.n = TC_BN_MAX;
		c->r = prm(&out);
		c->s = prm(&out2);
		st = op_once(&xf, op, false);
	}
	ok = st == OK && num_eq(c->r.data, c->r.length, r.d, r.n) &&
		num_eq(c->s.data, c->s.length, s.d, s.n);
	rte_crypto_op_free(op);
	tally("DSA SigGen with k (r, s match)", ok);
	tc_check(ok, "dsa-k p=%s k=%s: status %u", hex(p.d, 6), hex(k.d, 6), st);
}

/* dh: shared = peer^x mod p; dh-pub: pub = g^x mod p. Outputs padded to p. */
static void
kat_dh(const struct vec *v, bool pub)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_DH };
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *c = &op->asym->dh;
	struct tc_bytes want;
	size_t plen;
	bool ok = false;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "g", &g) == 0 && vec_get(v, "x", &x) == 0 &&
			vec_get(v, pub ? "pub" : "shared", &want) == 0 &&
			(pub || vec_get(v, "peer", &y) == 0)) {
		xf.dh.p = prm(&p);
		xf.dh.g = prm(&g);
		plen = p.n - (p.d[0] == 0);
		c->priv_key = prm(&x);
		out.n = TC_BN_MAX;
		c->ke_type = pub ? RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE :
			RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		if (pub) {
			c->pub_key = prm(&out);
		} else {
			c->pub_key = prm(&y);
			c->shared_secret = prm(&out);
		}
		ok = op_once(&xf, op, false) == OK;
		out.n = pub ? c->pub_key.length : c->shared_secret.length;
		ok = ok && out.n == plen && num_eq(out.d, out.n, want.d, want.n);
	}
	rte_crypto_op_free(op);
	tally(pub ? "DH public key" : "DH shared secret", ok);
	tc_check(ok, "%s p=%s", pub ? "dh-pub" : "dh", hex(p.d, 6));
}

/* Is scalar k at least the curve's order (a scalar the driver refuses)? */
static bool
scalar_not_below_order(const char *curve, const struct tc_bytes *k)
{
	struct tc_curve c;
	struct tc_bytes a = *k, n;

	if (tc_asym_curve(tc_ref_curve_id(curve), &c) != 0)
		return false;
	n = c.n;
	if (tc_bn_add_word(&a, 0, &a) != 0 || tc_bn_add_word(&n, 0, &n) != 0)
		return false;
	return a.n > n.n || (a.n == n.n && memcmp(a.d, n.d, n.n) >= 0);
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
		out.n = out2.n = TC_BN_MAX;
		c->r.x = prm(&out);
		c->r.y = prm(&out2);
		st = ec_op(vec_str(v, "curve"), op, RTE_CRYPTO_ASYM_XFORM_ECPM);
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

static void kat_dh_shared(const struct vec *v) { kat_dh(v, false); }
static void kat_dh_pub(const struct vec *v) { kat_dh(v, true); }

static const struct {
	const char *kind;
	void (*run)(const struct vec *v);
} kinds[] = {
	{ "rsa-sign", kat_rsa_sign },
	{ "rsa-pss", kat_rsa_pss },
	{ "rsa-ver", kat_rsa_ver },
	{ "rsa-dec", kat_rsa_dec },
	{ "ecdsa-ver", kat_ecdsa_ver },
	{ "ecdsa-gen", kat_ecdsa_gen },
	{ "ecdsa-k", kat_ecdsa_k },
	{ "dsa-ver", kat_dsa_ver },
	{ "dsa-gen", kat_dsa_gen },
	{ "dsa-k", kat_dsa_k },
	{ "dh", kat_dh_shared },
	{ "dh-pub", kat_dh_pub },
	{ "ecpm", kat_ecpm },
	{ "ecdh", kat_ecdh },
	{ "eddsa", kat_eddsa },
};

static int
suite_kat(void)
{
	const char *vectors = env.vectors;
	struct vec v;
	unsigned int i, seen = 0;

	if (vectors == NULL || vec_open(vectors) != 0) {
		tc_check(false, "kat: cannot read the vector file %s",
				vectors != NULL ? vectors : "(none)");
		return -1;
	}
	while (vec_next(&v, NULL) == 0) {
		for (i = 0; i < RTE_DIM(kinds); i++)
			if (strcmp(kinds[i].kind, v.kind) == 0)
				break;
		if (i == RTE_DIM(kinds)) {
			tc_check(false, "kat: unknown vector kind %s", v.kind);
			continue;
		}
		kinds[i].run(&v);
		seen++;
	}
	kat_sm2();
	tally_print();
	tc_check(seen > 0, "kat: %u vectors run", seen);
	return 0;
}

TC_SUITE(kat, suite_kat)
