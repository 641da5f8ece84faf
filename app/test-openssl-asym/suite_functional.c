/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Functional: every advertised asymmetric family through sessions and
 * sessionless ops, each result checked against OpenSSL called directly;
 * MODEX and MODINV over random and edge operands; the slots and counters.
 */

#include <stdio.h>
#include <string.h>

#include <rte_pmd_openssl.h>

#include "asym.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS

static struct tc_bytes m, e, b, want, got, got2, msg;

/* A random number of len bytes with its top byte nonzero; odd if asked. */
static void
rand_num(struct tc_bytes *x, size_t len, bool odd)
{
	tc_rng_fill(&env.rng, x->d, len);
	x->n = len;
	if (len > 0 && x->d[0] == 0)
		x->d[0] = 1;
	if (odd)
		x->d[len - 1] |= 1;
}

/* Clear the low bit (a nonzero even number). */
static void
make_even(struct tc_bytes *x)
{
	size_t last = x->n > 0 ? x->n - 1 : 0;

	x->d[last] &= 0xfe;
	if (x->n == 1 && x->d[0] == 0)
		x->d[0] = 2;
}

/* One MODEX or MODINV op, session and sessionless, against BN. */
static void
mod_case(bool inv, const char *what)
{
	struct rte_crypto_asym_xform xf = {
		.xform_type = inv ? RTE_CRYPTO_ASYM_XFORM_MODINV : RTE_CRYPTO_ASYM_XFORM_MODEX,
	};
	int rret = inv ? tc_ref_modinv(&b, &m, &want) : tc_ref_modexp(&b, &e, &m, &want);
	unsigned int sl;

	if (inv) {
		xf.modinv.modulus = prm(&m);
	} else {
		xf.modex.modulus = prm(&m);
		xf.modex.exponent = prm(&e);
	}
	for (sl = 0; sl < 2; sl++) {
		struct rte_crypto_op *op = op_new();
		struct rte_crypto_mod_op_param *o = inv ? &op->asym->modinv : &op->asym->modex;
		uint8_t st;
		bool ok;

		o->base = prm(&b);
		got.n = m.n;
		o->result = prm(&got);
		st = op_once(&xf, op, sl == 1);
		if (rret != 0)	/* not invertible: an op error */
			ok = st == RTE_CRYPTO_OP_STATUS_ERROR;
		else
			ok = st == OK && o->result.length == m.n &&
				memcmp(got.d, want.d, m.n) == 0;
		tc_check(ok, "%s %s m=%zu bytes %s: status %u", inv ? "modinv" : "modex", what, m.n,
			sl ? "sessionless" : "session", st);
		rte_crypto_op_free(op);
	}
}

static void
test_mod(void)
{
	static const size_t sizes[] = { 1, 2, 7, 8, 20, 64, 128, 255, 256, 384, 512, 1024 };
	unsigned int i, odd;

	for (i = 0; i < RTE_DIM(sizes) && (!env.quick || sizes[i] <= 256); i++) {
		for (odd = 0; odd < 2; odd++) {
			rand_num(&m, sizes[i], odd);
			if (!odd)
				make_even(&m);
			rand_num(&e, 1 + tc_rng_next(&env.rng) % sizes[i], false);
			rand_num(&b, 1 + tc_rng_next(&env.rng) %
					RTE_MIN(2 * sizes[i], (size_t)TC_BN_MAX), false);
			mod_case(false, odd ? "random odd" : "random even");
			mod_case(true, odd ? "random odd" : "random even");
			/* edges: base 0, 1, m - 1 (as m with the low bit cleared), m */
			b.n = 1;
			b.d[0] = 0;
			mod_case(false, "base 0");
			mod_case(true, "base 0");
			b.d[0] = 1;
			mod_case(false, "base 1");
			mod_case(true, "base 1");
			b = m;
			mod_case(false, "base m");
			b.d[b.n - 1] ^= 1;
			mod_case(false, "base m +- 1");
			mod_case(true, "base m +- 1");
		}
	}
	m.n = 1;
	m.d[0] = 1;
	rand_num(&b, 16, false);
	mod_case(false, "modulus 1");
}

/* One RSA op on session s (or sessionless with xf): its status. */
static uint8_t
rsa_run(void *s, struct rte_crypto_asym_xform *xf, enum rte_crypto_asym_op_type t, int pad,
		int hash, rte_crypto_param in, rte_crypto_param *out)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_rsa_op_param *r = &op->asym->rsa;
	uint8_t st;

	r->op_type = t;
	OP_RSA_PAD(op)->type = pad;
	OP_RSA_PAD(op)->hash = hash;
	OP_RSA_PAD(op)->mgf1hash = hash;
	OP_RSA_PAD(op)->pss_saltlen = 32;
	switch (t) {
	case RTE_CRYPTO_ASYM_OP_ENCRYPT:
		r->message = in;
		r->cipher = *out;
		break;
	case RTE_CRYPTO_ASYM_OP_DECRYPT:
		r->cipher = in;
		r->message = *out;
		break;
	case RTE_CRYPTO_ASYM_OP_SIGN:
		r->message = in;
		r->sign = *out;
		break;
	default:
		r->message = prm(&msg);
		r->sign = in;
		r->cipher = *out;
		break;
	}
	st = op_run(env.devs[0], 0, op, s, xf);
	if (t == RTE_CRYPTO_ASYM_OP_ENCRYPT || t == RTE_CRYPTO_ASYM_OP_VERIFY)
		*out = r->cipher;
	else if (t == RTE_CRYPTO_ASYM_OP_DECRYPT)
		*out = r->message;
	else
		*out = r->sign;
	rte_crypto_op_free(op);
	return st;
}

static void
rsa_xform(struct rte_crypto_asym_xform *xf, struct tc_ref_rsa_full *k, bool qt)
{
	memset(xf, 0, sizeof(*xf));
	xf->xform_type = RTE_CRYPTO_ASYM_XFORM_RSA;
	xf->rsa.n = prm(&k->k.n);
	xf->rsa.e = prm(&k->k.e);
	xf->rsa.key_type = qt ? RTE_RSA_KEY_TYPE_QT : RTE_RSA_KEY_TYPE_EXP;
	if (qt) {
		xf->rsa.qt.p = prm(&k->p);
		xf->rsa.qt.q = prm(&k->q);
		xf->rsa.qt.dP = prm(&k->dp);
		xf->rsa.qt.dQ = prm(&k->dq);
		xf->rsa.qt.qInv = prm(&k->qinv);
	} else {
		xf->rsa.d = prm(&k->k.d);
	}
}

/* Encrypt with the PMD, decrypt with OpenSSL, and the other way round. */
static void
rsa_crypt(void *s, struct rte_crypto_asym_xform *xf, struct tc_ref_rsa_full *k, int pad,
		const char *tag)
{
	rte_crypto_param out;
	struct tc_bytes ct;
	bool ok;

	rand_num(&msg, pad == RTE_CRYPTO_RSA_PADDING_NONE ? k->k.n.n : 32, false);
	if (pad == RTE_CRYPTO_RSA_PADDING_NONE)
		msg.d[0] = 0;	/* below n; n bytes as OpenSSL's raw RSA wants */
	got.n = 0;	/* the API's "as large as the modulus" */
	out = prm(&got);
	ok = rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_ENCRYPT, pad, RTE_CRYPTO_AUTH_SHA256,
		prm(&msg), &out) == OK && out.length == k->k.n.n;
	got.n = out.length;
	ok = ok && tc_ref_rsa_decrypt(&k->k, pad, RTE_CRYPTO_AUTH_SHA256, &got, &want) == 0 &&
		num_eq(want.d, want.n, msg.d, msg.n);
	tc_check(ok, "rsa %s encrypt pad %d, OpenSSL decrypts", tag, pad);
	ok = tc_ref_rsa_encrypt(&k->k, pad, RTE_CRYPTO_AUTH_SHA256, &msg, &ct) == 0;
	got2.n = sizeof(got2.d);
	out = prm(&got2);
	ok = ok && rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_DECRYPT, pad, RTE_CRYPTO_AUTH_SHA256,
		prm(&ct), &out) == OK && num_eq(got2.d, out.length, msg.d, msg.n);
	tc_check(ok, "rsa %s decrypt pad %d of OpenSSL's ciphertext", tag, pad);
}

/* Sign with the PMD, verify with OpenSSL and with the PMD; a flipped bit fails. */
static void
rsa_signv(void *s, struct rte_crypto_asym_xform *xf, struct tc_ref_rsa_full *k, int pad, int hash,
		const char *tag)
{
	rte_crypto_param out;
	uint8_t st;
	bool ok;

	rand_num(&msg, hash == RTE_CRYPTO_AUTH_SHA384 ? 48 : hash == 0 ? 20 : 32, false);
	got.n = k->k.n.n;
	out = prm(&got);
	ok = rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_SIGN, pad, hash, prm(&msg), &out) == OK &&
		out.length == k->k.n.n;
	got.n = out.length;
	ok = ok && tc_ref_rsa_verify(&k->k, pad, hash, 32, &msg, &got) == 0;
	tc_check(ok, "rsa %s sign pad %d hash %d, OpenSSL verifies", tag, pad, hash);
	got2.n = sizeof(got2.d);
	out = prm(&got2);
	tc_check(rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_VERIFY, pad, hash, prm(&got), &out) == OK,
		"rsa %s verify pad %d hash %d", tag, pad, hash);
	got.d[got.n / 2] ^= 0x10;
	st = rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_VERIFY, pad, hash, prm(&got), &out);
	tc_check(st == RTE_CRYPTO_OP_STATUS_ERROR, "rsa %s verify of a bad signature: status %u",
		tag, st);
}

/* Raw RSA: sign NONE, then verify NONE gives the message back in cipher. */
static void
rsa_raw(void *s, struct rte_crypto_asym_xform *xf, struct tc_ref_rsa_full *k, const char *tag)
{
	rte_crypto_param out;
	bool ok;

	rand_num(&msg, k->k.n.n - 1, false);
	got.n = k->k.n.n;
	out = prm(&got);
	ok = rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_SIGN, RTE_CRYPTO_RSA_PADDING_NONE, 0, prm(&msg),
		&out) == OK;
	got.n = out.length;
	got2.n = k->k.n.n;
	out = prm(&got2);
	ok = ok && rsa_run(s, xf, RTE_CRYPTO_ASYM_OP_VERIFY, RTE_CRYPTO_RSA_PADDING_NONE, 0,
		prm(&got), &out) == OK && out.length == k->k.n.n &&
		num_eq(got2.d, out.length, msg.d, msg.n);
	tc_check(ok, "rsa %s raw sign / raw verify recovers the message", tag);
}

static void
rsa_key_cases(struct tc_ref_rsa_full *k, bool qt, bool sessionless)
{
	struct rte_crypto_asym_xform xf;
	char tag[48];
	void *s = NULL;
	int ret;

	rsa_xform(&xf, k, qt);
	snprintf(tag, sizeof(tag), "%zu-bit %s%s", 8 * k->k.n.n, qt ? "QT" : "EXP",
		sessionless ? " sessionless" : "");
	if (!sessionless) {
		s = sess_new(env.devs[0], &xf, &ret);
		tc_check(s != NULL, "rsa %s session: %d", tag, ret);
		if (s == NULL)
			return;
	}
	rsa_crypt(s, &xf, k, RTE_CRYPTO_RSA_PADDING_PKCS1_5, tag);
	rsa_crypt(s, &xf, k, RTE_CRYPTO_RSA_PADDING_OAEP, tag);
	rsa_crypt(s, &xf, k, RTE_CRYPTO_RSA_PADDING_NONE, tag);
	rsa_signv(s, &xf, k, RTE_CRYPTO_RSA_PADDING_PKCS1_5, RTE_CRYPTO_AUTH_SHA256, tag);
	rsa_signv(s, &xf, k, RTE_CRYPTO_RSA_PADDING_PSS, RTE_CRYPTO_AUTH_SHA256, tag);
	rsa_signv(s, &xf, k, RTE_CRYPTO_RSA_PADDING_PKCS1_5, 0, tag);
	/* back to a padding the contexts had before: set again on change */
	rsa_signv(s, &xf, k, RTE_CRYPTO_RSA_PADDING_PSS, RTE_CRYPTO_AUTH_SHA384, tag);
	rsa_crypt(s, &xf, k, RTE_CRYPTO_RSA_PADDING_OAEP, tag);
	rsa_raw(s, &xf, k, tag);
	sess_free(env.devs[0], s);
}

static void
test_rsa(void)
{
	static const unsigned int bits[] = { 1024, 2048, 4096 };
	static struct tc_ref_rsa_full k;
	unsigned int i;

	for (i = 0; i < RTE_DIM(bits) && (!env.quick || bits[i] <= 2048); i++) {
		if (tc_ref_rsa_keygen(bits[i], &k) != 0) {
			tc_check(false, "OpenSSL RSA key generation (%u bits)", bits[i]);
			continue;
		}
		rsa_key_cases(&k, false, false);
		rsa_key_cases(&k, true, false);
		if (i == 1) {
			rsa_key_cases(&k, false, true);
			rsa_key_cases(&k, true, true);
		}
	}
}

/* One DH op: its status; out receives the output. */
static uint8_t
dh_run(struct rte_crypto_asym_xform *xf, bool sl, enum rte_crypto_asym_ke_type t,
		struct tc_bytes *priv, struct tc_bytes *peer, struct tc_bytes *out, uint16_t flags)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dh_op_param *d = &op->asym->dh;
	uint8_t st;

	d->ke_type = t;
	op->asym->flags = flags;
	out->n = sizeof(out->d);
	if (t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE) {
		d->priv_key = prm(out);
	} else if (t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE) {
		d->priv_key = prm(priv);
		d->pub_key = prm(out);
	} else {
		d->priv_key = prm(priv);
		d->pub_key = prm(peer);
		d->shared_secret = prm(out);
	}
	st = op_once(xf, op, sl);
	out->n = t == RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE ? d->priv_key.length :
		t == RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE ? d->pub_key.length :
		d->shared_secret.length;
	rte_crypto_op_free(op);
	return st;
}

static void
test_dh(void)
{
	static struct tc_bytes p, g, a, bb, pa, pb, za, zb, ref;
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_DH };
	unsigned int sl;
	bool ok;

	tc_ref_dh_group(&p, &g);
	xf.dh.p = prm(&p);
	xf.dh.g = prm(&g);
	for (sl = 0; sl < 2; sl++) {
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &a,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PRIV_KEY_GENERATE, NULL, NULL, &bb,
				0) == OK && a.n == p.n && !num_eq(a.d, a.n, bb.d, bb.n);
		tc_check(ok, "dh private keys generated, %zu bytes%s", a.n,
				sl ? " (sessionless)" : "");
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &a, NULL, &pa, 0) == OK &&
			tc_ref_modexp(&g, &a, &p, &ref) == 0 && pa.n == p.n &&
			memcmp(pa.d, ref.d, p.n) == 0;
		tc_check(ok, "dh public key = g^a mod p%s", sl ? " (sessionless)" : "");
		ok = dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &bb, NULL, &pb,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &a, &pb, &za,
				0) == OK &&
			dh_run(&xf, sl, RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE, &bb, &pa, &zb,
				0) == OK &&
			tc_ref_modexp(&pb, &a, &p, &ref) == 0 && za.n == p.n && zb.n == p.n &&
			memcmp(za.d, zb.d, p.n) == 0 && memcmp(za.d, ref.d, p.n) == 0;
		tc_check(ok, "dh shared secrets agree and equal B^a mod p%s",
				sl ? " (sessionless)" : "");
	}
	/* no padding asked: the minimal big-endian form */
	a.n = 1;
	a.d[0] = 1;
	ok = dh_run(&xf, false, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &a, NULL, &pa,
		RTE_CRYPTO_ASYM_FLAG_PUB_KEY_NO_PADDING) == OK && pa.n == 1 && pa.d[0] == 2;
	tc_check(ok, "dh public key without padding: g^1 is one byte");
	bb.n = 0;
	ok = dh_run(&xf, false, RTE_CRYPTO_ASYM_KE_PUB_KEY_GENERATE, &bb, NULL, &pa, 0) == OK &&
		pa.n == p.n;
	tc_check(ok, "dh public key with a private key generated for the op");
}

static uint8_t
dsa_run(struct rte_crypto_asym_xform *xf, void *s, enum rte_crypto_asym_op_type t,
		struct tc_bytes *y, struct tc_bytes *r, struct tc_bytes *sg)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dsa_op_param *d = &op->asym->dsa;
	uint8_t st;

	d->op_type = t;
	d->message = prm(&msg);
	if (y != NULL)
		d->y = prm(y);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		r->n = sg->n = TC_BN_MAX;
	d->r = prm(r);
	d->s = prm(sg);
	st = op_run(env.devs[0], 0, op, s, xf);
	r->n = d->r.length;
	sg->n = d->s.length;
	rte_crypto_op_free(op);
	return st;
}

static void
test_dsa(void)
{
	static struct tc_bytes p, q, g, x, y, r, sg, y2;
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_DSA };
	unsigned int sl;
	void *s = NULL;
	bool ok;
	int ret;

	if (tc_ref_dsa_params(env.quick ? 1024 : 2048, env.quick ? 160 : 256, &p, &q, &g) != 0 ||
			tc_ref_rand_below(&q, &x) != 0 ||
			tc_ref_modexp(&g, &x, &p, &y) != 0) {
		tc_check(false, "OpenSSL DSA parameters");
		return;
	}
	xf.dsa.p = prm(&p);
	xf.dsa.q = prm(&q);
	xf.dsa.g = prm(&g);
	xf.dsa.x = prm(&x);
	for (sl = 0; sl < 2; sl++) {
		s = sl ? NULL : sess_new(env.devs[0], &xf, &ret);
		rand_num(&msg, 32, false);
		ok = dsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_SIGN, NULL, &r, &sg) == OK &&
			r.n == q.n && tc_ref_dsa_verify(&p, &q, &g, &y, &msg, &r, &sg) == 0;
		tc_check(ok, "dsa %zu-bit sign, OpenSSL verifies%s", 8 * p.n,
				sl ? " (sessionless)" : "");
		tc_check(dsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, &y, &r, &sg) == OK,
			"dsa verify with the op's y%s", sl ? " (sessionless)" : "");
		tc_check(dsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, NULL, &r, &sg) == OK,
			"dsa verify with the session's y%s", sl ? " (sessionless)" : "");
		y2 = y;
		y2.d[y2.n - 1] ^= 2;	/* another key: the cached context is replaced */
		tc_check(dsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, &y2, &r, &sg) ==
			RTE_CRYPTO_OP_STATUS_ERROR, "dsa verify with a wrong y fails");
		tc_check(dsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, &y, &r, &sg) == OK,
			"dsa verify with the right y again");
		sess_free(env.devs[0], s);
	}
}

static uint8_t
ecdsa_run(struct rte_crypto_asym_xform *xf, void *s, enum rte_crypto_asym_op_type t,
		struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy, struct tc_bytes *r,
		struct tc_bytes *sg)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;
	uint8_t st;

	c->op_type = t;
	c->message = prm(&msg);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN) {
		*OP_ECDSA_PKEY(op) = prm(d);
		r->n = sg->n = TC_BN_MAX;
	} else {
		OP_ECDSA_Q(op)->x = prm(qx);
		OP_ECDSA_Q(op)->y = prm(qy);
	}
	c->r = prm(r);
	c->s = prm(sg);
	st = op_run(env.devs[0], 0, op, s, xf);
	r->n = c->r.length;
	sg->n = c->s.length;
	rte_crypto_op_free(op);
	return st;
}

static void
test_ecdsa_curve(enum rte_crypto_curve_id id, bool sl)
{
	static struct tc_bytes d[2], qx[2], qy[2], r, sg;
	struct rte_crypto_asym_xform xf = {
		.xform_type = RTE_CRYPTO_ASYM_XFORM_ECDSA, .ec.curve_id = id,
	};
	const char *curve = tc_ref_curve_name(id);
	unsigned int i, k;
	void *s = NULL;
	bool ok;
	int ret;

	for (k = 0; k < 2; k++)
		if (tc_ref_ec_keygen(curve, &d[k], &qx[k], &qy[k]) != 0)
			tc_check(false, "OpenSSL EC key generation %s", curve);
	if (!sl)
		s = sess_new(env.devs[0], &xf, &ret);
	/* alternate two keys: each op brings its key, the slot caches the last */
	for (i = 0; i < 4; i++) {
		k = i % 2;
		rand_num(&msg, 32 + i, false);
		ok = ecdsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_SIGN, &d[k], NULL, NULL, &r, &sg) == OK &&
			tc_ref_ecdsa_verify(curve, &qx[k], &qy[k], &msg, &r, &sg) == 0;
		tc_check(ok, "ecdsa %s sign key %u, OpenSSL verifies%s", curve, k,
			sl ? " (sessionless)" : "");
		tc_check(ecdsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, NULL, &qx[k], &qy[k], &r,
			&sg) == OK, "ecdsa %s verify key %u", curve, k);
		tc_check(ecdsa_run(&xf, s, RTE_CRYPTO_ASYM_OP_VERIFY, NULL, &qx[1 - k], &qy[1 - k],
			&r, &sg) == RTE_CRYPTO_OP_STATUS_ERROR,
			"ecdsa %s verify with the other key fails", curve);
	}
	sess_free(env.devs[0], s);
}

static void
test_ecpm_curve(enum rte_crypto_curve_id id, bool sl)
{
	static struct tc_bytes d, qx, qy, k, rx, ry;
	struct rte_crypto_asym_xform xf = {
		.xform_type = RTE_CRYPTO_ASYM_XFORM_ECPM, .ec.curve_id = id,
	};
	const char *curve = tc_ref_curve_name(id);
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecpm_op_param *c = &op->asym->ecpm;
	bool ok;

	ok = tc_ref_ec_keygen(curve, &d, &qx, &qy) == 0 &&
		tc_ref_ec_keygen(curve, &k, &rx, &ry) == 0 &&
		tc_ref_ecpm(curve, &qx, &qy, &k, &rx, &ry) == 0;
	c->p.x = prm(&qx);
	c->p.y = prm(&qy);
	c->scalar = prm(&k);
	got.n = got2.n = TC_BN_MAX;
	c->r.x = prm(&got);
	c->r.y = prm(&got2);
	ok = ok && op_once(&xf, op, sl) == OK && c->r.x.length == rx.n &&
		memcmp(got.d, rx.d, rx.n) == 0 && c->r.y.length == ry.n &&
		memcmp(got2.d, ry.d, ry.n) == 0;
	tc_check(ok, "ecpm %s k * Q against OpenSSL%s", curve, sl ? " (sessionless)" : "");
	rte_crypto_op_free(op);
}

static void
test_ec(void)
{
	enum rte_crypto_curve_id id;
	unsigned int i;
	static const enum rte_crypto_curve_id ids[] = {
		RTE_CRYPTO_EC_GROUP_SECP192R1, RTE_CRYPTO_EC_GROUP_SECP224R1,
		RTE_CRYPTO_EC_GROUP_SECP256R1, RTE_CRYPTO_EC_GROUP_SECP384R1,
		RTE_CRYPTO_EC_GROUP_SECP521R1,
	};

	for (i = 0; i < RTE_DIM(ids); i++) {
		id = ids[i];
		test_ecdsa_curve(id, false);
		test_ecdsa_curve(id, true);
		test_ecpm_curve(id, false);
		test_ecpm_curve(id, true);
	}
}

/* Slots: a queue pair fills its slot once; another device's op takes the per-op path. */
static void
test_slots(void)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX };
	struct rte_pmd_openssl_qp_stats s0, s1, f0, f1;
	uint8_t dev = env.devs[0];
	unsigned int i;
	void *s;
	int ret;

	rand_num(&m, 64, true);
	rand_num(&e, 3, false);
	rand_num(&b, 64, false);
	tc_ref_modexp(&b, &e, &m, &want);
	xf.modex.modulus = prm(&m);
	xf.modex.exponent = prm(&e);
	s = sess_new(dev, &xf, &ret);
	rte_pmd_openssl_qp_stats_get(dev, 1, &s0);
	if (env.nb_devs > 1)
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &f0);
	for (i = 0; i < 3; i++) {
		struct rte_crypto_op *op = op_new();

		op->asym->modex.base = prm(&b);
		got.n = m.n;
		op->asym->modex.result = prm(&got);
		tc_check(op_run(dev, 1, op, s, NULL) == OK && memcmp(got.d, want.d, m.n) == 0,
			"modex op %u on queue pair 1", i);
		if (env.nb_devs > 1) {
			tc_check(op_run(env.devs[1], 0, op, s, NULL) == OK &&
				memcmp(got.d, want.d, m.n) == 0,
				"modex op %u of a session of device 0 on device 1", i);
		}
		rte_crypto_op_free(op);
	}
	rte_pmd_openssl_qp_stats_get(dev, 1, &s1);
	tc_check(s1.slot_clones - s0.slot_clones == 1 && s1.fallback_ops == s0.fallback_ops,
		"queue pair 1 filled its slot once for 3 ops (%llu)",
		(unsigned long long)(s1.slot_clones - s0.slot_clones));
	if (env.nb_devs > 1) {
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &f1);
		tc_check(f1.fallback_ops - f0.fallback_ops == 3,
			"device 1 ran the other device's session on the per-op path (%llu ops)",
			(unsigned long long)(f1.fallback_ops - f0.fallback_ops));
	}
	rte_pmd_openssl_qp_stats_get(dev, 0, &s0);
	tc_check(s0.sessionless_ops > 0, "sessionless ops counted on queue pair 0 (%llu)",
		(unsigned long long)s0.sessionless_ops);
	sess_free(dev, s);
}

/* Configure dev with nb queue pairs and start it again. */
static int
dev_reconfigure(uint8_t dev, uint16_t nb)
{
	struct rte_cryptodev_config conf = { .socket_id = 0, .nb_queue_pairs = nb };
	struct rte_cryptodev_qp_conf qc = { .nb_descriptors = 256 };
	uint16_t q;

	rte_cryptodev_stop(dev);
	if (rte_cryptodev_configure(dev, &conf) != 0)
		return -1;
	for (q = 0; q < nb; q++)
		if (rte_cryptodev_queue_pair_setup(dev, q, &qc, 0) != 0)
			return -1;
	return rte_cryptodev_start(dev);
}

/*
 * A session from a pool sized while the devices had 2 queue pairs (2 slots),
 * used on queue pair 3 after a reconfigure to 4: no slot of its own, a
 * correct result through the per-op path.
 */
static void
test_reconfigure(void)
{
	struct rte_crypto_asym_xform xf = { .xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX };
	struct rte_pmd_openssl_qp_stats st;
	struct rte_cryptodev_info info;
	uint8_t dev = env.devs[0];
	struct rte_mempool *pool;
	struct rte_crypto_op *op;
	void *s = NULL;

	rte_cryptodev_info_get(dev, &info);
	if (info.max_nb_queue_pairs < 4) {
		tc_check(false, "reconfigure: device 0 needs 4 queue pairs (max_nb_queue_pairs=4)");
		return;
	}
	rand_num(&m, 128, true);
	rand_num(&e, 16, false);
	rand_num(&b, 100, false);
	tc_ref_modexp(&b, &e, &m, &want);
	xf.modex.modulus = prm(&m);
	xf.modex.exponent = prm(&e);
	pool = rte_cryptodev_asym_session_pool_create("asym_sess_2qp", 4, 0, 0, SOCKET_ID_ANY);
	if (pool == NULL || rte_cryptodev_asym_session_create(dev, &xf, pool, &s) != 0 ||
			dev_reconfigure(dev, 4) != 0) {
		tc_check(false, "reconfigure: session or device");
		sess_free(dev, s);
		return;
	}
	op = op_new();
	op->asym->modex.base = prm(&b);
	got.n = m.n;
	op->asym->modex.result = prm(&got);
	tc_check(op_run(dev, 3, op, s, NULL) == OK && memcmp(got.d, want.d, m.n) == 0,
		"modex of a session made before a reconfigure, on the new queue pair 3");
	rte_pmd_openssl_qp_stats_get(dev, 3, &st);
	tc_check(st.fallback_ops == 1 && st.slot_failures == 0,
		"queue pair 3 took the per-op path (%llu)", (unsigned long long)st.fallback_ops);
	rte_crypto_op_free(op);
	sess_free(dev, s);
	rte_mempool_free(pool);
	tc_check(dev_reconfigure(dev, env.nb_qps) == 0, "device 0 back to %u queue pairs",
		env.nb_qps);
}

static int
suite_functional(void)
{
	test_mod();
	test_rsa();
	test_dh();
	test_dsa();
	test_ec();
	ecx_functional();
	test_slots();
	test_reconfigure();
	return 0;
}

TC_SUITE(functional, suite_functional)
