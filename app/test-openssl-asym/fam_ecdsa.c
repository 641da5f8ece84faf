/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ECDSA: known answers (CAVP SigVer, SigGen verified by OpenSSL, signatures
 * with the vector's k), two keys alternating on one session of each NIST
 * curve against OpenSSL, session and sessionless, keys off the curve or
 * out of range, nonces at their edges, and a verify from two lcores at
 * once.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS
#define ERR	RTE_CRYPTO_OP_STATUS_ERROR
#define ECDSA	RTE_CRYPTO_ASYM_XFORM_ECDSA
#define P256	RTE_CRYPTO_EC_GROUP_SECP256R1
/*
 * A bad ECDSA key: the op fails (22.11, keys in the op), or the session made
 * for the op's keys is refused (23.03 on, keys in the xform: op_run says so).
 */
#define KEY_REFUSED(st)	(ASYM_KEYS_IN_XFORM ? NO_SESSION : (st))

static uint8_t
ec_op(const char *curve, struct rte_crypto_op *op, enum rte_crypto_asym_xform_type type)
{
	return fam_ec_once(type, tc_ref_curve_id(curve), op);
}

/* --- known answers ------------------------------------------------------- */

static struct tc_bytes d, x, y, msg, out, out2;

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
		fam_rs_room(&c->r, &c->s, &out, &out2);
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
	int ret;

	if (vec_get(v, "msg", &msg) == 0 && vec_get(v, "d", &d) == 0 &&
			vec_get(v, "k", &k) == 0 && vec_get(v, "r", &r) == 0 &&
			vec_get(v, "s", &s) == 0) {
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		*OP_ECDSA_PKEY(op) = prm(&d);
		c->k = prm(&k);
		fam_rs_room(&c->r, &c->s, &out, &out2);
		st = ec_op(curve, op, RTE_CRYPTO_ASYM_XFORM_ECDSA);
	}
	ret = fam_rs_with_k(st, &c->r, &c->s, &r, &s, "ecdsa-k",
			"ECDSA SigGen with k (r, s match)");
	rte_crypto_op_free(op);
	if (ret < 0)
		return;
	tc_check(ret == 1, "ecdsa-k %s k=%s: status %u", curve, hex(k.d, 8), st);
}

static const struct fam_kat ecdsa_kat[] = {
	{ "ecdsa-ver", kat_ecdsa_ver },
	{ "ecdsa-gen", kat_ecdsa_gen },
	{ "ecdsa-k", kat_ecdsa_k },
	{ NULL, NULL },
};

/* --- functional ---------------------------------------------------------- */

static uint8_t
ecdsa_run(struct rte_crypto_asym_xform *xf, void *s, enum rte_crypto_asym_op_type t,
		struct tc_bytes *d, struct tc_bytes *qx, struct tc_bytes *qy, struct tc_bytes *r,
		struct tc_bytes *sg)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_ecdsa_op_param *c = &op->asym->ecdsa;

	c->op_type = t;
	c->message = prm(&msg);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN) {
		*OP_ECDSA_PKEY(op) = prm(d);
		r->n = sg->n = TC_BN_MAX;
	} else {
		OP_ECDSA_Q(op)->x = prm(qx);
		OP_ECDSA_Q(op)->y = prm(qy);
	}
	return fam_run_rs(op, s, xf, &c->r, &c->s, r, sg);
}

static void
test_ecdsa_curve(enum rte_crypto_curve_id id, bool sl)
{
	static struct tc_bytes d[2], qx[2], qy[2], r, sg;
	struct rte_crypto_asym_xform xf;
	const char *curve = tc_ref_curve_name(id);
	unsigned int i, k;
	void *s = NULL;
	bool ok;
	int ret;

	if (!fam_curve_has(RTE_CRYPTO_ASYM_XFORM_ECDSA, id)) {
		printf("SKIP[provider-lacks] ecdsa %s%s: sessions refused (-ENOTSUP)\n", curve,
			sl ? " sessionless" : "");
		return;
	}

	for (k = 0; k < 2; k++)
		if (tc_ref_ec_keygen(curve, &d[k], &qx[k], &qy[k]) != 0)
			tc_check(false, "OpenSSL EC key generation %s", curve);
	fam_ec_xform(&xf, ECDSA, id);
	if (!sl)
		s = sess_new(env.devs[0], &xf, &ret);
	/* alternate two keys: each op brings its key, the slot caches the last */
	for (i = 0; i < 4; i++) {
		k = i % 2;
		fam_rand_num(&msg, 32 + i, false);
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
ecdsa_functional(void)
{
	fam_nist_curves(test_ecdsa_curve);
}

/* --- bad input ----------------------------------------------------------- */

static struct tc_bytes t1;

/* One op on a P-256 session made for it; the op freed. */
static uint8_t
bad_op(struct rte_crypto_op *op)
{
	uint8_t st = fam_ec_once(ECDSA, P256, op);

	rte_crypto_op_free(op);
	return st;
}

/* A verify op of (r, s) with public key (qx, qy): its status. */
static uint8_t
bad_verify(struct tc_bytes *qx, struct tc_bytes *qy, struct tc_bytes *r, struct tc_bytes *s)
{
	struct rte_crypto_op *op = op_new();

	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
	op->asym->ecdsa.message = prm(&t1);
	OP_ECDSA_Q(op)->x = prm(qx);
	OP_ECDSA_Q(op)->y = prm(qy);
	op->asym->ecdsa.r = prm(r);
	op->asym->ecdsa.s = prm(s);
	return bad_op(op);
}

/* A sign op with private key dk and nonce k (NULL: the driver's): its status. */
static uint8_t
bad_sign(struct tc_bytes *dk, struct tc_bytes *k, struct tc_bytes *r, struct tc_bytes *s)
{
	struct rte_crypto_op *op = op_new();

	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->ecdsa.message = prm(&t1);
	*OP_ECDSA_PKEY(op) = prm(dk);
	if (k != NULL)
		op->asym->ecdsa.k = prm(k);
	op->asym->ecdsa.r = prm(r);
	op->asym->ecdsa.s = prm(s);
	return bad_op(op);
}

static void
bad_keys_ops(void)
{
	static struct tc_bytes dk, qx, qy, r, s;
	uint8_t st;

	fam_curve_refused(ECDSA, 99, "ECDSA unknown curve");
	tc_ref_ec_keygen("P-256", &dk, &qx, &qy);
	qy.d[31] ^= 1;	/* off the curve */
	r.n = s.n = 32;
	memset(r.d, 0x22, 32);
	memset(s.d, 0x33, 32);
	st = bad_verify(&qx, &qy, &r, &s);
	tc_check(st == KEY_REFUSED(ERR), "ecdsa verify with a public key off the curve: status %u",
		st);
	qy.d[31] ^= 1;
	st = bad_verify(&qx, &qy, &r, &s);
	tc_check(st == ERR, "ecdsa verify of a wrong signature: status %u", st);
	memset(dk.d, 0xff, dk.n);	/* above the order */
	st = bad_sign(&dk, NULL, &r, &s);
	tc_check(st == KEY_REFUSED(ARGS),
		"ecdsa sign with a private key above the order: status %u", st);
	memset(dk.d, 0, dk.n);
	st = bad_sign(&dk, NULL, &r, &s);
	tc_check(st == KEY_REFUSED(ARGS), "ecdsa sign with private key 0: status %u", st);
}

/* Signing with the op's k: k outside [1, n - 1] or a short output is an op error. */
static void
bad_nonce(void)
{
	static struct tc_bytes dk, qx, qy, r, s, k;
	uint8_t st;

	tc_ref_ec_keygen("P-256", &dk, &qx, &qy);
	r.n = s.n = 32;
	k.n = 32;
	memset(k.d, 0, 32);
	st = bad_sign(&dk, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k = 0: status %u", st);
	memset(k.d, 0xff, 32);
	st = bad_sign(&dk, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k above the order: status %u", st);
	k.n = 33;
	k.d[0] = 1;
	st = bad_sign(&dk, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with a 33-byte k: status %u", st);
	k.n = 32;
	k.d[0] = 0x7f;
	r.n = 31;
	st = bad_sign(&dk, &k, &r, &s);
	tc_check(st == ARGS, "ecdsa sign with k into an r buffer one byte short: status %u", st);
	r.n = 32;
	st = bad_sign(&dk, &k, &r, &s);
	if (st == ARGS && fam_restricted()) {
		printf("SKIP[provider-lacks] ecdsa sign with a good k: %s\n", "the op's own k refused (INVALID_ARGS: the provider draws k)");
		return;
	}
	tc_check(st == OK && tc_ref_ecdsa_verify("P-256", &qx, &qy, &t1, &r, &s) == 0,
		"ecdsa sign with a good k, OpenSSL verifies: status %u", st);
}

static void
ecdsa_badinput(void)
{
	t1.n = 32;
	memset(t1.d, 0x11, 32);
	bad_keys_ops();
	bad_nonce();
}

/* --- concurrency: a P-256 verify of a signature made before -------------- */

static struct tc_bytes cd, cqx, cqy, cmsg, cr, cs;

static int
conc_prepare(struct rte_crypto_asym_xform *xf)
{
	struct tc_asym_key k = { .curve = P256 };

	if (tc_ref_ec_keygen("P-256", &cd, &cqx, &cqy) != 0)
		return -1;
	fam_rand_num(&cmsg, 32, false);
	/* the key's parts once filled: prm() takes the length as it is then */
	k.v[TC_AP_D] = prm(&cd);
	k.v[TC_AP_QX] = prm(&cqx);
	k.v[TC_AP_QY] = prm(&cqy);
	tc_asym_xform_of(ECDSA, &k, xf);
	return 0;
}

static void
conc_op(struct rte_crypto_op *op, enum rte_crypto_asym_op_type t)
{
	op->asym->ecdsa.op_type = t;
	op->asym->ecdsa.message = prm(&cmsg);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN) {
		*OP_ECDSA_PKEY(op) = prm(&cd);
	} else {
		OP_ECDSA_Q(op)->x = prm(&cqx);
		OP_ECDSA_Q(op)->y = prm(&cqy);
	}
	op->asym->ecdsa.r = prm(&cr);
	op->asym->ecdsa.s = prm(&cs);
}

/* The signature the workers verify: the PMD's, verified by OpenSSL. */
static int
conc_answer(void *sess, struct rte_crypto_op *op)
{
	cr.n = cs.n = 32;
	conc_op(op, RTE_CRYPTO_ASYM_OP_SIGN);
	return op_run(env.devs[0], 0, op, sess, NULL) == OK &&
		tc_ref_ecdsa_verify("P-256", &cqx, &cqy, &cmsg, &cr, &cs) == 0 ? 0 : -1;
}

static bool
conc_run(uint8_t dev, uint16_t qp, struct rte_crypto_op *op, void *sess,
		uint8_t (*o)[TC_BN_MAX] __rte_unused)
{
	conc_op(op, RTE_CRYPTO_ASYM_OP_VERIFY);
	return op_run(dev, qp, op, sess, NULL) == OK;
}

static const struct fam_conc ecdsa_conc = {
	"ecdsa-p256 verify", conc_prepare, conc_answer, conc_run,
};

const struct family fam_ecdsa = {
	"ecdsa", ECDSA, ecdsa_kat, NULL, ecdsa_functional, ecdsa_badinput, &ecdsa_conc,
	NULL,
};
