/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Bad input: malformed xforms are refused at session create (-EINVAL for a
 * malformed key, -ENOTSUP for what the device does not do), bad ops come
 * back with a clear status, and the device keeps working. Then the
 * generators of bad.h: every key form with one part changed, private
 * scalars and EC coordinates at the edges of their ranges, and inputs at
 * the largest advertised size, timed.
 */

#include <errno.h>
#include <string.h>

#include "asym.h"
#include "bad.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR
#define SESS	RTE_CRYPTO_OP_STATUS_INVALID_SESSION
/*
 * A bad ECDSA key: the op fails (22.11, keys in the op), or the session made
 * for the op's keys is refused (23.03 on, keys in the xform: op_run says so).
 */
#define KEY_REFUSED(st)	(ASYM_KEYS_IN_XFORM ? NO_SESSION : (st))

static struct tc_ref_rsa_full rk;
static struct tc_bytes t1, t2, t3, t4, big;

static void
refused(struct rte_crypto_asym_xform *xf, int want, const char *what)
{
	void *s;
	int ret;

	s = sess_new(env.devs[0], xf, &ret);
	tc_check(s == NULL && ret == want, "session refused: %s (%d, want %d)", what, ret, want);
	sess_free(env.devs[0], s);
}

static void
rsa_xf(struct rte_crypto_asym_xform *xf, bool priv)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_RSA;
	xf->rsa.n = prm(&rk.k.n);
	xf->rsa.e = prm(&rk.k.e);
	xf->rsa.key_type = RTE_RSA_KEY_TYPE_EXP;
	if (priv)
		xf->rsa.d = prm(&rk.k.d);
}

static void
bad_xforms(void)
{
	struct rte_crypto_asym_xform xf;
	uint8_t even[1] = { 4 }, one[1] = { 1 }, zero[1] = { 0 };

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_UNSPECIFIED;
	refused(&xf, -ENOTSUP, "xform type unspecified");
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDH;
	refused(&xf, -ENOTSUP, "ECDH (not offered in 22.11's API by this driver)");
	xf.xform_type = 1000;
	refused(&xf, -ENOTSUP, "unknown xform type");

	rsa_xf(&xf, true);
	xf.rsa.n.length = 0;
	refused(&xf, -EINVAL, "RSA zero-length modulus");
	rsa_xf(&xf, true);
	big.n = 1025;
	memset(big.d, 0xff, big.n);
	xf.rsa.n = prm(&big);
	refused(&xf, -ENOTSUP, "RSA modulus of 1025 bytes");
	rsa_xf(&xf, true);
	t3 = rk.k.n;	/* a copy: the key stays intact for the op cases */
	t3.n = 32;	/* 256 bits, odd: below the advertised minimum */
	t3.d[31] |= 1;
	xf.rsa.n = prm(&t3);
	refused(&xf, -ENOTSUP, "RSA 256-bit modulus");
	rsa_xf(&xf, true);
	xf.rsa.e.data = even;
	xf.rsa.e.length = 1;
	refused(&xf, -EINVAL, "RSA even public exponent");
	rsa_xf(&xf, true);
	xf.rsa.key_type = RTE_RSA_KEY_TYPE_QT;
	xf.rsa.qt.p = prm(&rk.p);
	xf.rsa.qt.q = prm(&rk.p);	/* p * p != n */
	xf.rsa.qt.dP = prm(&rk.dp);
	xf.rsa.qt.dQ = prm(&rk.dq);
	xf.rsa.qt.qInv = prm(&rk.qinv);
	refused(&xf, -EINVAL, "RSA quintuple whose p * q is not n");
	rsa_xf(&xf, true);
	xf.rsa.key_type = 7;
	refused(&xf, -EINVAL, "RSA unknown key type");

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX;
	xf.modex.exponent.data = one;
	xf.modex.exponent.length = 1;
	refused(&xf, -EINVAL, "MODEX zero-length modulus");
	xf.modex.modulus.data = zero;
	xf.modex.modulus.length = 1;
	refused(&xf, -EINVAL, "MODEX modulus 0");
	xf.modex.modulus = prm(&big);
	refused(&xf, -ENOTSUP, "MODEX modulus of 1025 bytes");
	xf.modex.modulus.data = one;
	xf.modex.modulus.length = 1;
	xf.modex.exponent.length = 0;
	refused(&xf, -EINVAL, "MODEX zero-length exponent");
	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_MODINV;
	refused(&xf, -EINVAL, "MODINV zero-length modulus");

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_DH;
	tc_ref_dh_group(&t1, &t2);
	xf.dh.p = prm(&t1);
	xf.dh.g.data = one;
	xf.dh.g.length = 1;
	refused(&xf, -EINVAL, "DH generator 1");
	xf.dh.g = prm(&t2);
	xf.dh.p.data = even;
	xf.dh.p.length = 1;
	refused(&xf, -EINVAL, "DH even p");
	xf.dh.p.length = 0;
	refused(&xf, -EINVAL, "DH zero-length p");

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_DSA;
	xf.dsa.p = prm(&t1);
	xf.dsa.q = prm(&t1);	/* q as long as p */
	xf.dsa.g = prm(&t2);
	refused(&xf, -ENOTSUP, "DSA q of 256 bytes");
	xf.dsa.q.length = 0;
	refused(&xf, -EINVAL, "DSA zero-length q");

	memset(&xf, 0, sizeof(xf));
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDSA;
	xf.ec.curve_id = 99;
	refused(&xf, -ENOTSUP, "ECDSA unknown curve");
	xf.xform_type = RTE_CRYPTO_ASYM_XFORM_ECPM;
	xf.ec.curve_id = 0;
	refused(&xf, -ENOTSUP, "ECPM curve 0");
}

/* One RSA op on a session with or without the private key. */
static uint8_t
rsa_op(bool priv, enum rte_crypto_asym_op_type t, int pad, int hash, rte_crypto_param in,
		rte_crypto_param out)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_rsa_op_param *r = &op->asym->rsa;
	uint8_t st;

	rsa_xf(&xf, priv);
	r->op_type = t;
	OP_RSA_PAD(op)->type = pad;
	OP_RSA_PAD(op)->hash = hash;
	r->message = in;
	r->cipher = out;
	r->sign = out;
	if (t == RTE_CRYPTO_ASYM_OP_DECRYPT) {
		r->cipher = in;
		r->message = out;
	} else if (t == RTE_CRYPTO_ASYM_OP_VERIFY) {
		r->sign = in;
		r->message = prm(&t4);
	}
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_rsa(void)
{
	rte_crypto_param o = { .data = t2.d, .length = rk.k.n.n }, nul = { 0 };
	rte_crypto_param shorter = { .data = t2.d, .length = rk.k.n.n - 1 };
	uint8_t st;

	t1 = rk.k.n;	/* message = n: not below n */
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_RSA_PADDING_NONE, 0, prm(&t1), o);
	tc_check(st == ERR, "rsa raw encrypt of a message equal to n: status %u", st);
	t1.n = rk.k.n.n + 1;
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_RSA_PADDING_NONE, 0, prm(&t1), o);
	tc_check(st == ARGS, "rsa raw encrypt of a message longer than n: status %u", st);
	t1.n = 16;
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t1),
		nul);
	tc_check(st == ARGS, "rsa encrypt with a NULL output: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_ENCRYPT, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t1),
		shorter);
	tc_check(st == ARGS, "rsa encrypt into a buffer one byte short: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t1),
		shorter);
	tc_check(st == ARGS, "rsa sign into a buffer one byte short: status %u", st);
	st = rsa_op(false, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t1), o);
	tc_check(st == ARGS, "rsa sign on a public-key session: status %u", st);
	st = rsa_op(false, RTE_CRYPTO_ASYM_OP_DECRYPT, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0,
		prm(&rk.k.n), o);
	tc_check(st == ARGS, "rsa decrypt on a public-key session: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, 99, 0, prm(&t1), o);
	tc_check(st == ARGS, "rsa unknown padding type: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PSS, 0, prm(&t1), o);
	tc_check(st == ARGS, "rsa PSS without a hash: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_OAEP,
		RTE_CRYPTO_AUTH_SHA256, prm(&t1), o);
	tc_check(st == ARGS, "rsa OAEP padding on a signature: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5,
		RTE_CRYPTO_AUTH_SHA256, prm(&t1), o);
	tc_check(st == ERR, "rsa PKCS#1 sign with SHA-256 of a 16-byte digest: status %u", st);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_PKCS1_5,
		RTE_CRYPTO_AUTH_AES_CMAC, prm(&t1), o);
	tc_check(st == ARGS, "rsa PKCS#1 sign with a hash the API does not list: status %u", st);
	t4 = t1;
	t3.n = rk.k.n.n - 1;	/* signature of the wrong length */
	memset(t3.d, 0x55, t3.n);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t3),
			o);
	tc_check(st == ERR, "rsa verify of a signature one byte short: status %u", st);
	t3.n = rk.k.n.n;
	memset(t3.d, 0, t3.n);
	st = rsa_op(true, RTE_CRYPTO_ASYM_OP_DECRYPT, RTE_CRYPTO_RSA_PADDING_OAEP,
		RTE_CRYPTO_AUTH_SHA1, prm(&t3), o);
	tc_check(st == ERR, "rsa OAEP decrypt of a zero ciphertext: status %u", st);
	st = rsa_op(true, 77, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, prm(&t1), o);
	tc_check(st == ARGS, "rsa unknown op type: status %u", st);
}

static uint8_t
mod_op(bool inv, struct tc_bytes *m, struct tc_bytes *base, rte_crypto_param res)
{
	struct rte_crypto_asym_xform xf = {
		.xform_type = inv ? RTE_CRYPTO_ASYM_XFORM_MODINV : RTE_CRYPTO_ASYM_XFORM_MODEX,
	};
	struct rte_crypto_op *op = op_new();
	uint8_t st, three = 3;

	if (inv) {
		xf.modinv.modulus = prm(m);
		op->asym->modinv.base = prm(base);
		op->asym->modinv.result = res;
	} else {
		xf.modex.modulus = prm(m);
		xf.modex.exponent.data = &three;
		xf.modex.exponent.length = 1;
		op->asym->modex.base = prm(base);
		op->asym->modex.result = res;
	}
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_mod(void)
{
	rte_crypto_param nul = { 0 }, o = { .data = t3.d, .length = 8 };
	rte_crypto_param shorter = { .data = t3.d, .length = 7 };
	uint8_t st;

	t1.n = 8;	/* even modulus 2^63 + 6 */
	memset(t1.d, 0, 8);
	t1.d[0] = 0x80;
	t1.d[7] = 6;
	t2.n = 1;
	t2.d[0] = 4;
	st = mod_op(false, &t1, &t2, o);
	tc_check(st == OK && t3.d[7] == 64,
		"modex with an even modulus is computed (4^3): status %u", st);
	st = mod_op(true, &t1, &t2, o);
	tc_check(st == ERR, "modinv of 4 modulo an even number: not invertible, status %u", st);
	st = mod_op(false, &t1, &t2, nul);
	tc_check(st == ARGS, "modex with a NULL result: status %u", st);
	st = mod_op(false, &t1, &t2, shorter);
	tc_check(st == ARGS, "modex into a buffer one byte short of the modulus: status %u", st);
	t2.d[0] = 3;	/* invertible modulo 2^63 + 6 */
	st = mod_op(true, &t1, &t2, shorter);
	tc_check(st == ARGS, "modinv into a buffer one byte short: status %u", st);
	t2.n = 0;
	st = mod_op(false, &t1, &t2, o);
	tc_check(st == ARGS, "modex with a zero-length base: status %u", st);
}

static uint8_t
dh_op(enum rte_crypto_asym_ke_type t, struct tc_bytes *priv, struct tc_bytes *peer,
		rte_crypto_param out)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_DH };
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *d = &op->asym->dh;
	static struct tc_bytes p, g;
	uint8_t st;

	tc_ref_dh_group(&p, &g);
	xf.dh.p = prm(&p);
	xf.dh.g = prm(&g);
	d->ke_type = t;
	d->priv_key = priv != NULL ? prm(priv) : out;
	d->pub_key = peer != NULL ? prm(peer) : out;
	d->shared_secret = out;
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

static void
bad_dh(void)
{
	rte_crypto_param o = { .data = t3.d, .length = 256 }, nul = { 0 };
	rte_crypto_param shorter = { .data = t3.d, .length = 255 };
	static struct tc_bytes x, peer, p, g;
	uint8_t st;

	tc_ref_dh_group(&p, &g);
	x.n = 1;
	x.d[0] = 5;
	peer.n = 1;
	peer.d[0] = 1;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, o);
	tc_check(st == ERR, "dh peer value 1: status %u", st);
	peer = p;
	peer.d[peer.n - 1] -= 1;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, o);
	tc_check(st == ERR, "dh peer value p - 1: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &p, o);
	tc_check(st == ERR, "dh peer value p: status %u", st);
	peer.n = 1;
	peer.d[0] = 2;
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, shorter);
	tc_check(st == ARGS, "dh shared secret into a buffer one byte short: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &x, &peer, nul);
	tc_check(st == ARGS, "dh shared secret with a NULL output: status %u", st);
	x.d[0] = 0;
	st = dh_op(RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &x, NULL, o);
	tc_check(st == ARGS, "dh private key 0: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, shorter);
	tc_check(st == ARGS, "dh private key into a buffer one byte short: status %u", st);
	st = dh_op(RTE_CRYPTO_ASYM_KE_PUB_KEY_VERIFY, &x, &peer, o);
	tc_check(st == ARGS, "dh key exchange type not offered: status %u", st);
}

static uint8_t
ec_op(enum rte_crypto_asym_xform_type type, struct rte_crypto_op *op)
{
	struct rte_crypto_asym_xform xf = {
		.xform_type = type, .ec.curve_id = RTE_CRYPTO_EC_GROUP_SECP256R1,
	};
	uint8_t st = op_once(&xf, op, false);

	rte_crypto_op_free(op);
	return st;
}

static void
bad_ec(void)
{
	static struct tc_bytes d, qx, qy, r, s, k;
	struct rte_crypto_op *op;
	uint8_t st;

	tc_ref_ec_keygen("P-256", &d, &qx, &qy);
	t1.n = 32;
	memset(t1.d, 0x11, 32);
	qy.d[31] ^= 1;	/* off the curve */
	r.n = s.n = 32;
	memset(r.d, 0x22, 32);
	memset(s.d, 0x33, 32);
	op = op_new();
	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
	op->asym->ecdsa.message = prm(&t1);
	OP_ECDSA_Q(op)->x = prm(&qx);
	OP_ECDSA_Q(op)->y = prm(&qy);
	op->asym->ecdsa.r = prm(&r);
	op->asym->ecdsa.s = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECDSA, op);
	tc_check(st == KEY_REFUSED(ERR), "ecdsa verify with a public key off the curve: status %u",
		st);
	qy.d[31] ^= 1;
	op = op_new();
	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
	op->asym->ecdsa.message = prm(&t1);
	OP_ECDSA_Q(op)->x = prm(&qx);
	OP_ECDSA_Q(op)->y = prm(&qy);
	op->asym->ecdsa.r = prm(&r);
	op->asym->ecdsa.s = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECDSA, op);
	tc_check(st == ERR, "ecdsa verify of a wrong signature: status %u", st);
	memset(d.d, 0xff, d.n);	/* above the order */
	op = op_new();
	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->ecdsa.message = prm(&t1);
	*OP_ECDSA_PKEY(op) = prm(&d);
	op->asym->ecdsa.r = prm(&r);
	op->asym->ecdsa.s = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECDSA, op);
	tc_check(st == KEY_REFUSED(ARGS), "ecdsa sign with a private key above the order: status %u",
		st);
	memset(d.d, 0, d.n);
	op = op_new();
	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->ecdsa.message = prm(&t1);
	*OP_ECDSA_PKEY(op) = prm(&d);
	op->asym->ecdsa.r = prm(&r);
	op->asym->ecdsa.s = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECDSA, op);
	tc_check(st == KEY_REFUSED(ARGS), "ecdsa sign with private key 0: status %u", st);

	qy.d[31] ^= 1;
	k.n = 1;
	k.d[0] = 3;
	op = op_new();
	op->asym->ecpm.p.x = prm(&qx);
	op->asym->ecpm.p.y = prm(&qy);
	op->asym->ecpm.scalar = prm(&k);
	op->asym->ecpm.r.x = prm(&r);
	op->asym->ecpm.r.y = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECPM, op);
	tc_check(st == ERR, "ecpm of a point off the curve: status %u", st);
	qy.d[31] ^= 1;
	k.d[0] = 0;
	op = op_new();
	op->asym->ecpm.p.x = prm(&qx);
	op->asym->ecpm.p.y = prm(&qy);
	op->asym->ecpm.scalar = prm(&k);
	op->asym->ecpm.r.x = prm(&r);
	op->asym->ecpm.r.y = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECPM, op);
	tc_check(st == ARGS, "ecpm with scalar 0 (not in [1, n - 1]): status %u", st);
	k.d[0] = 3;
	r.n = 31;
	op = op_new();
	op->asym->ecpm.p.x = prm(&qx);
	op->asym->ecpm.p.y = prm(&qy);
	op->asym->ecpm.scalar = prm(&k);
	op->asym->ecpm.r.x = prm(&r);
	op->asym->ecpm.r.y = prm(&s);
	st = ec_op(RTE_CRYPTO_ASYM_XFORM_ECPM, op);
	tc_check(st == ARGS, "ecpm into an x buffer one byte short: status %u", st);
}

/* An ECDSA sign op with this k: its status; r.n the length given for r. */
static uint8_t
ecdsa_k_op(struct tc_bytes *d, struct tc_bytes *k, struct tc_bytes *r, struct tc_bytes *s)
{
	struct rte_crypto_op *op = op_new();

	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->ecdsa.message = prm(&t1);
	*OP_ECDSA_PKEY(op) = prm(d);
	op->asym->ecdsa.k = prm(k);
	op->asym->ecdsa.r = prm(r);
	op->asym->ecdsa.s = prm(s);
	return ec_op(RTE_CRYPTO_ASYM_XFORM_ECDSA, op);
}

/* A DSA sign op with this k and x: its status. */
static uint8_t
dsa_k_op(struct tc_bytes *p, struct tc_bytes *q, struct tc_bytes *g, struct tc_bytes *x,
		struct tc_bytes *k)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_DSA };
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	xf.dsa.p = prm(p);
	xf.dsa.q = prm(q);
	xf.dsa.g = prm(g);
	xf.dsa.x = prm(x);
	op->asym->dsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->dsa.message = prm(&t1);
	op->asym->dsa.k = prm(k);
	t3.n = t4.n = TC_BN_MAX;
	op->asym->dsa.r = prm(&t3);
	op->asym->dsa.s = prm(&t4);
	st = op_once(&xf, op, false);
	rte_crypto_op_free(op);
	return st;
}

/* Signing with the op's k: k outside [1, n - 1] or a short output is an op error. */
static void
bad_nonce(void)
{
	static struct tc_bytes d, qx, qy, r, s, k, p, q, g, x;
	uint8_t st;

	tc_ref_ec_keygen("P-256", &d, &qx, &qy);
	t1.n = 32;
	memset(t1.d, 0x11, 32);
	r.n = s.n = 32;
	k.n = 32;
	memset(k.d, 0, 32);
	st = ecdsa_k_op(&d, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k = 0: status %u", st);
	memset(k.d, 0xff, 32);
	st = ecdsa_k_op(&d, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k above the order: status %u", st);
	k.n = 33;
	k.d[0] = 1;
	st = ecdsa_k_op(&d, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with a 33-byte k: status %u", st);
	k.n = 32;
	k.d[0] = 0x7f;
	r.n = 31;
	st = ecdsa_k_op(&d, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k into an r buffer one byte short: status %u", st);
	r.n = 32;
	st = ecdsa_k_op(&d, &k, &r, &s);
	tc_check(st == OK && tc_ref_ecdsa_verify("P-256", &qx, &qy, &t1, &r, &s) == 0,
		"ecdsa sign with a good k, OpenSSL verifies: status %u", st);

	if (tc_ref_dsa_params(1024, 160, &p, &q, &g) != 0) {
		tc_check(false, "OpenSSL DSA parameter generation");
		return;
	}
	x.n = 1;
	x.d[0] = 5;
	k = q;
	st = dsa_k_op(&p, &q, &g, &x, &k);
	tc_check(st == ARGS, "dsa sign with k = q: status %u", st);
	memset(k.d, 0, k.n);
	st = dsa_k_op(&p, &q, &g, &x, &k);
	tc_check(st == ARGS, "dsa sign with k = 0: status %u", st);
	k.d[k.n - 1] = 9;
	st = dsa_k_op(&p, &q, &g, &x, &k);
	tc_check(st == OK, "dsa sign with k = 9: status %u", st);
}

/* Sessionless ops with a missing or malformed xform; then a good op still works. */
static void
bad_sessionless(void)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_MODINV };
	struct rte_crypto_op *op = op_new();
	uint8_t st, m = 7, b = 3, r = 0;

	st = op_run(env.devs[0], 0, op, NULL, NULL);
	tc_check(st == SESS, "sessionless op without an xform: status %u", st);
	st = op_run(env.devs[0], 0, op, NULL, &xf);
	tc_check(st == SESS, "sessionless op with a malformed xform: status %u", st);
	xf.modinv.modulus.data = &m;
	xf.modinv.modulus.length = 1;
	op->asym->modinv.base.data = &b;
	op->asym->modinv.base.length = 1;
	op->asym->modinv.result.data = &r;
	op->asym->modinv.result.length = 1;
	st = op_run(env.devs[0], 0, op, NULL, &xf);
	tc_check(st == OK && r == 5, "sessionless modinv 3^-1 mod 7 = 5 after the bad ops: %u", r);
	rte_crypto_op_free(op);
}

/*
 * An op typed asymmetric whose session is a symmetric session of this driver
 * (same driver id): refused, not read as an asymmetric session (a fuzzer
 * found the crash).
 */
static void
bad_session_kind(void)
{
	uint8_t key[16] = { 0 };
	struct rte_crypto_sym_xform sx = {
		.type = RTE_CRYPTO_SYM_XFORM_CIPHER,
		.cipher = { .op = RTE_CRYPTO_CIPHER_OP_ENCRYPT, .algo = RTE_CRYPTO_CIPHER_AES_CBC,
			.key = { .data = key, .length = 16 }, .iv = { .offset = 0, .length = 16 } },
	};
	uint8_t dev = env.devs[0];
	struct rte_mempool *pool;
	struct rte_crypto_op *op = op_new(), *out = NULL;
	void *ss = NULL;

	pool = rte_cryptodev_sym_session_pool_create("asym_bad_sym", 4,
		rte_cryptodev_sym_get_private_session_size(dev), 0, 0, SOCKET_ID_ANY);
	if (pool != NULL)
		ss = rte_cryptodev_sym_session_create(dev, &sx, pool);
	if (ss == NULL || op == NULL) {
		tc_check(false, "symmetric session for the wrong-kind case");
	} else {
		op->sess_type = RTE_CRYPTO_OP_WITH_SESSION;
		op->asym->session = ss;
		op->asym->modex.base = prm(&t1);
		if (rte_cryptodev_enqueue_burst(dev, 0, &op, 1) == 1)
			while (rte_cryptodev_dequeue_burst(dev, 0, &out, 1) == 0)
				;
		tc_check(out == op && op->status == SESS,
			"asymmetric op with a symmetric session of this driver: status %u",
			op->status);
	}
	if (ss != NULL)
		rte_cryptodev_sym_session_free(dev, ss);
	rte_mempool_free(pool);
	rte_crypto_op_free(op);
}

static int
suite_badinput(void)
{
	struct rte_cryptodev_stats st0, st1;

	if (tc_ref_rsa_keygen(1024, &rk) != 0) {
		tc_check(false, "OpenSSL RSA key generation");
		return -1;
	}
	rte_cryptodev_stats_get(env.devs[0], &st0);
	bad_xforms();
	bad_rsa();
	bad_mod();
	bad_dh();
	bad_ec();
	ecx_badinput();
	bad_nonce();
	bad_sessionless();
	bad_session_kind();
	/* the generators: keys, scalars, points of every family; the largest sizes timed */
	bad_keys();
	bad_scalars();
	bad_points();
	if (env.quick)
		printf("SKIP[reduced-run] bad_sizes: 8192-bit inputs not run with --quick\n");
	else
		bad_sizes();
	rte_cryptodev_stats_get(env.devs[0], &st1);
	tc_check(st1.enqueue_err_count > st0.enqueue_err_count &&
		st1.enqueued_count == st1.dequeued_count,
		"failed ops counted as errors (%llu), every op dequeued",
		(unsigned long long)(st1.enqueue_err_count - st0.enqueue_err_count));
	return 0;
}

TC_SUITE(badinput, suite_badinput)
