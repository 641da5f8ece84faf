/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * DSA: known answers (CAVP SigVer, SigGen verified by OpenSSL, signatures
 * with the vector's k), signatures against OpenSSL with the op's and the
 * session's public key, session and sessionless, malformed domains and
 * nonces.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bad.h"
#include "fam.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS
#define ARGS	RTE_CRYPTO_OP_STATUS_INVALID_ARGS

/* The transform of the domain (p, q, g) and private key x (NULL: none). */
static void
dsa_xform(struct rte_crypto_asym_xform *xf, struct tc_bytes *p, struct tc_bytes *q,
		struct tc_bytes *g, struct tc_bytes *x)
{
	struct tc_asym_key k = {
		.v[TC_AP_FP] = prm(p), .v[TC_AP_FQ] = prm(q), .v[TC_AP_G] = prm(g),
	};

	if (x != NULL)
		k.v[TC_AP_X] = prm(x);
	tc_asym_xform_of(RTE_CRYPTO_ASYM_XFORM_DSA, &k, xf);
}

/* 1024-bit p where the device takes it (and it is asked for), else 2048 */
static bool
dsa_small(bool want_small)
{
	return want_small && fam_dev_has(RTE_CRYPTO_ASYM_XFORM_DSA, 1024 / 8);
}

/* --- known answers ------------------------------------------------------- */

static struct tc_bytes p, q, g, x, y, msg, out, out2;

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
		dsa_xform(&xf, &p, &q, &g, NULL);
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
		dsa_xform(&xf, &p, &q, &g, &x);
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		fam_rs_room(&c->r, &c->s, &out, &out2);
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
	int ret;

	if (vec_get(v, "p", &p) == 0 && vec_get(v, "q", &q) == 0 && vec_get(v, "g", &g) == 0 &&
			vec_get(v, "msg", &msg) == 0 && vec_get(v, "x", &x) == 0 &&
			vec_get(v, "k", &k) == 0 && vec_get(v, "r", &r) == 0 &&
			vec_get(v, "s", &s) == 0) {
		dsa_xform(&xf, &p, &q, &g, &x);
		c->op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		c->message = prm(&msg);
		c->k = prm(&k);
		fam_rs_room(&c->r, &c->s, &out, &out2);
		st = op_once(&xf, op, false);
	}
	ret = fam_rs_with_k(st, &c->r, &c->s, &r, &s, "dsa-k",
			"DSA SigGen with k (r, s match)");
	rte_crypto_op_free(op);
	if (ret < 0)
		return;
	tc_check(ret == 1, "dsa-k p=%s k=%s: status %u", hex(p.d, 6), hex(k.d, 6), st);
}

static const struct fam_kat dsa_kat[] = {
	{ "dsa-ver", kat_dsa_ver },
	{ "dsa-gen", kat_dsa_gen },
	{ "dsa-k", kat_dsa_k },
	{ NULL, NULL },
};

/* --- functional ---------------------------------------------------------- */

static uint8_t
dsa_run(struct rte_crypto_asym_xform *xf, void *s, enum rte_crypto_asym_op_type t,
		struct tc_bytes *y, struct tc_bytes *r, struct tc_bytes *sg)
{
	struct rte_crypto_op *op = op_new();
	struct rte_crypto_dsa_op_param *d = &op->asym->dsa;

	d->op_type = t;
	d->message = prm(&msg);
	if (y != NULL)
		d->y = prm(y);
	if (t == RTE_CRYPTO_ASYM_OP_SIGN)
		r->n = sg->n = TC_BN_MAX;
	return fam_run_rs(op, s, xf, &d->r, &d->s, r, sg);
}

static void
test_dsa(void)
{
	static struct tc_bytes p, q, g, x, y, r, sg, y2;
	struct rte_crypto_asym_xform xf;
	unsigned int sl;
	void *s = NULL;
	bool small = dsa_small(env.quick);
	bool ok;
	int ret;

	if (tc_ref_dsa_params(small ? 1024 : 2048, small ? 160 : 256, &p, &q, &g) != 0 ||
			tc_ref_rand_below(&q, &x) != 0 ||
			tc_ref_modexp(&g, &x, &p, &y) != 0) {
		tc_check(false, "OpenSSL DSA parameters");
		return;
	}
	dsa_xform(&xf, &p, &q, &g, &x);
	for (sl = 0; sl < 2; sl++) {
		s = sl ? NULL : sess_new(env.devs[0], &xf, &ret);
		fam_rand_num(&msg, 32, false);
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

/* --- bad input ----------------------------------------------------------- */

static struct tc_bytes t1, t2, t3, t4;

static void
bad_xforms(void)
{
	struct rte_crypto_asym_xform xf;

	tc_ref_dh_group(&t1, &t2);
	dsa_xform(&xf, &t1, &t1, &t2, NULL);	/* q as long as p */
	bad_refused(&xf, -ENOTSUP, "DSA q of 256 bytes");
	xf.dsa.q.length = 0;
	bad_refused(&xf, -EINVAL, "DSA zero-length q");
}

/* A DSA sign op with this k and x: its status. */
static uint8_t
dsa_k_op(struct tc_bytes *p, struct tc_bytes *q, struct tc_bytes *g, struct tc_bytes *x,
		struct tc_bytes *k)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op = op_new();
	uint8_t st;

	dsa_xform(&xf, p, q, g, x);
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

/* Signing with the op's k: k outside [1, q - 1] is an op error. */
static void
bad_nonce(void)
{
	static struct tc_bytes k, p, q, g, x;
	bool small = dsa_small(true);
	uint8_t st;

	t1.n = 32;
	memset(t1.d, 0x11, 32);
	if (tc_ref_dsa_params(small ? 1024 : 2048, small ? 160 : 256, &p, &q, &g) != 0) {
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
	if (st == ARGS && fam_restricted()) {
		printf("SKIP[provider-lacks] dsa sign with k = 9: %s\n", "the op's own k refused (INVALID_ARGS: the provider draws k)");
		return;
	}
	tc_check(st == OK, "dsa sign with k = 9: status %u", st);
}

static void
dsa_badinput(void)
{
	bad_xforms();
	bad_nonce();
}

const struct family fam_dsa = {
	"dsa", RTE_CRYPTO_ASYM_XFORM_DSA, dsa_kat, NULL, test_dsa, dsa_badinput, NULL, NULL,
};
