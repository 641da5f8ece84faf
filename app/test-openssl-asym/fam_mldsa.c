/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * ML-DSA, where the API has it (the pqc suite): known answers from the
 * OpenSSL source's test data (vectors.py --pqc-out), round trips (hedged,
 * deterministic and seeded signatures, tampered inputs, sessionless) with
 * their bad input (lengths, short outputs, pre-hash, oversized context),
 * and sessions that must be refused.
 */

#include <errno.h>
#include <string.h>

#include "fam.h"
#include "pqc.h"

#if ASYM_HAVE_PQC

#define MLDSA	RTE_CRYPTO_ASYM_XFORM_ML_DSA

/* Vector fields and outputs (static: too large for the stack). */
static struct big a, b, c, d, e, o1, o2, o3;

static const char *const dsa_names[] = { NULL, "ML-DSA-44", "ML-DSA-65", "ML-DSA-87" };
static const uint16_t dsa_pk[] = { 0, 1312, 1952, 2592 };
static const uint16_t dsa_sk[] = { 0, 2560, 4032, 4896 };
static const uint16_t dsa_sig[] = { 0, 2420, 3309, 4627 };

static uint8_t
dsa_keygen(int set, const struct big *seed)
{
	struct rte_crypto_asym_xform x = pqc_xform(MLDSA, set, false, false);
	struct rte_crypto_op *op = pqc_op_get();
	struct rte_crypto_ml_dsa_keygen_op *k = &op->asym->mldsa.keygen;
	uint8_t st;

	op->asym->mldsa.op = RTE_CRYPTO_ML_DSA_OP_KEYGEN;
	if (seed != NULL)
		k->seed = pqc_in(seed);
	k->pubkey = pqc_out(&o1, 0);
	k->privkey = pqc_out(&o2, 0);
	st = op_once(&x, op, false);
	o1.n = st == OK ? k->pubkey.length : 0;
	o2.n = st == OK ? k->privkey.length : 0;
	rte_crypto_op_free(op);
	return st;
}

struct dsa_args {
	int set;
	bool det;
	bool mu;		/* msg is mu */
	const struct big *key;
	const struct big *msg;
	const struct big *ctx;
	const struct big *rnd;	/* sign: the op's seed, or NULL */
	const struct big *sig;	/* verify */
	int hash;
	size_t sig_cap;
	bool sessionless;
};

/* Sign (signature in o3) or verify. */
static uint8_t
dsa_op(const struct dsa_args *g, bool sign)
{
	struct rte_crypto_asym_xform x = pqc_xform(MLDSA, g->set, g->det, false);
	struct rte_crypto_op *op = pqc_op_get();
	struct rte_crypto_ml_dsa_siggen_op *s = &op->asym->mldsa.siggen;
	struct rte_crypto_ml_dsa_sigver_op *vr = &op->asym->mldsa.sigver;
	uint8_t st;

	op->asym->mldsa.op = sign ? RTE_CRYPTO_ML_DSA_OP_SIGN : RTE_CRYPTO_ML_DSA_OP_VERIFY;
	if (sign) {
		s->privkey = pqc_in(g->key);
		s->message = g->mu ? (rte_crypto_param){ 0 } : pqc_in(g->msg);
		s->mu = g->mu ? pqc_in(g->msg) : (rte_crypto_param){ 0 };
		s->ctx = g->ctx != NULL ? pqc_in(g->ctx) : (rte_crypto_param){ 0 };
		s->seed = g->rnd != NULL ? pqc_in(g->rnd) : (rte_crypto_param){ 0 };
		s->hash = g->hash;
		s->sign = pqc_out(&o3, g->sig_cap);
	} else {
		vr->pubkey = pqc_in(g->key);
		vr->message = g->mu ? (rte_crypto_param){ 0 } : pqc_in(g->msg);
		vr->mu = g->mu ? pqc_in(g->msg) : (rte_crypto_param){ 0 };
		vr->ctx = g->ctx != NULL ? pqc_in(g->ctx) : (rte_crypto_param){ 0 };
		vr->sign = pqc_in(g->sig);
		vr->hash = g->hash;
	}
	st = op_once(&x, op, g->sessionless);
	if (sign)
		o3.n = st == OK ? s->sign.length : 0;
	rte_crypto_op_free(op);
	return st;
}

static void
kat_dsa_keygen(const struct vec *v)
{
	int set = pqc_set_of(v, false);
	bool ok = set != 0 && pqc_big_get(v, "seed", &a) == 0 && a.n == 32 &&
		pqc_big_get(v, "pk", &b) == 0 && pqc_big_get(v, "sk", &c) == 0;

	ok = ok && dsa_keygen(set, &a) == OK && pqc_eq(&o1, &b) && pqc_eq(&o2, &c);
	tally(set != 0 ? dsa_names[set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-keygen %s seed=%s", set != 0 ? dsa_names[set] : "?", hex(a.d, 8));
}

static void
kat_dsa_sign(const struct vec *v)
{
	struct dsa_args g = { .set = pqc_set_of(v, false), .det = vec_int(v, "det") == 1,
		.mu = vec_int(v, "mu") == 1, .key = &a, .msg = &b, .ctx = &c };
	bool reject = strcmp(vec_str(v, "expect"), "reject") == 0;
	bool ok = g.set != 0 && pqc_big_get(v, "sk", &a) == 0 && pqc_big_get(v, "msg", &b) == 0 &&
		pqc_big_get(v, "ctx", &c) == 0 && pqc_big_get(v, "rnd", &d) == 0 &&
		pqc_big_get(v, "sig", &e) == 0;
	uint8_t st;

	if (!g.det)
		g.rnd = &d;
	st = ok ? dsa_op(&g, true) : 0xff;
	if (reject)
		ok = ok && st != OK;
	else
		ok = ok && st == OK && pqc_eq(&o3, &e);
	tally(g.set != 0 ? dsa_names[g.set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-sign %s%s%s msg=%s: status %u", g.set != 0 ? dsa_names[g.set] : "?",
		g.det ? " deterministic" : " rnd", g.mu ? " external mu" : "", hex(b.d, 8), st);
}

static void
kat_dsa_ver(const struct vec *v)
{
	struct dsa_args g = { .set = pqc_set_of(v, false), .mu = vec_int(v, "mu") == 1,
		.key = &a, .msg = &b, .ctx = &c, .sig = &d };
	const char *expect = vec_str(v, "expect");
	bool ok = g.set != 0 && pqc_big_get(v, "pk", &a) == 0 && pqc_big_get(v, "msg", &b) == 0 &&
		pqc_big_get(v, "ctx", &c) == 0 && pqc_big_get(v, "sig", &d) == 0;
	uint8_t st = ok ? dsa_op(&g, false) : 0xff;

	ok = ok && (strcmp(expect, "ok") == 0) == (st == OK);
	tally(g.set != 0 ? dsa_names[g.set] : "ML-DSA ?", ok);
	tc_check(ok, "mldsa-ver %s%s (expect %s) msg=%s: status %u",
		g.set != 0 ? dsa_names[g.set] : "?", g.mu ? " external mu" : "", expect,
		hex(b.d, 8), st);
}

static const struct fam_kat mldsa_kat[] = {
	{ "mldsa-keygen", kat_dsa_keygen },
	{ "mldsa-sign", kat_dsa_sign },
	{ "mldsa-ver", kat_dsa_ver },
	{ NULL, NULL },
};

/* A key pair, a message, a context, signatures and a seed of the round trips. */
static struct big rt_pk, rt_sk, rt_msg, rt_ctx, rt_sig, rt_sig2, rt_seed;

/* Bad input on the round trip's keys and signature (g as the round trip left it). */
static void
dsa_bad_input(struct dsa_args *gp, int set)
{
	struct dsa_args g = *gp;
	const char *nm = dsa_names[set];

	rt_sig.n--;
	tc_check(dsa_op(&g, false) != OK, "%s signature one byte short: not verified", nm);
	rt_sig.n++;
	g.hash = RTE_CRYPTO_AUTH_SHA3_256;
	tc_check(dsa_op(&g, false) == ARGS, "%s verify with a pre-hash: invalid", nm);
	g.key = &rt_sk;
	tc_check(dsa_op(&g, true) == ARGS, "%s sign with a pre-hash: invalid", nm);
	g.hash = 0;
	pqc_fill(&rt_ctx, 256);
	g.ctx = &rt_ctx;
	tc_check(dsa_op(&g, true) == ARGS, "%s context of 256 bytes: invalid", nm);
	g.ctx = NULL;
	g.sig_cap = dsa_sig[set] - 1;
	tc_check(dsa_op(&g, true) == ARGS, "%s signature buffer one byte short: invalid", nm);
	g.sig_cap = 0;
	pqc_fill(&rt_seed, 31);
	g.rnd = &rt_seed;
	tc_check(dsa_op(&g, true) == ARGS, "%s seed of 31 bytes: invalid", nm);
	g.rnd = NULL;
	g.mu = true;
	pqc_fill(&rt_seed, 63);
	g.msg = &rt_seed;
	tc_check(dsa_op(&g, true) == ARGS, "%s external mu of 63 bytes: invalid", nm);
	g.mu = false;
	g.msg = &rt_msg;
	rt_sk.n--;
	tc_check(dsa_op(&g, true) == ARGS, "%s private key one byte short: invalid", nm);
	g.key = &rt_pk;
	tc_check(dsa_op(&g, true) == ARGS, "%s public key given to sign: invalid", nm);
}

static void
dsa_round_trip(int set)
{
	const char *nm = dsa_names[set];
	struct dsa_args g = {
		.set = set, .key = &rt_sk, .msg = &rt_msg, .ctx = &rt_ctx, .sig = &rt_sig,
	};

	tc_check(dsa_keygen(set, NULL) == OK && o1.n == dsa_pk[set] && o2.n == dsa_sk[set],
		"%s random keygen: API sizes", nm);
	rt_pk = o1;
	rt_sk = o2;
	pqc_fill(&rt_msg, tc_rng_range(&env.rng, 1, 500));
	pqc_fill(&rt_ctx, tc_rng_range(&env.rng, 1, 255));
	tc_check(dsa_op(&g, true) == OK && o3.n == dsa_sig[set], "%s hedged sign: API size", nm);
	rt_sig = o3;
	g.key = &rt_pk;
	tc_check(dsa_op(&g, false) == OK, "%s verify of a hedged signature", nm);
	g.key = &rt_sk;
	tc_check(dsa_op(&g, true) == OK && !pqc_eq(&o3, &rt_sig), "%s two hedged signs differ", nm);
	g.det = true;
	tc_check(dsa_op(&g, true) == OK, "%s deterministic sign", nm);
	rt_sig2 = o3;
	tc_check(dsa_op(&g, true) == OK && pqc_eq(&o3, &rt_sig2),
		"%s deterministic sign repeats", nm);
	g.det = false;
	pqc_fill(&rt_seed, 32);
	g.rnd = &rt_seed;
	tc_check(dsa_op(&g, true) == OK && (rt_sig2 = o3, true) && dsa_op(&g, true) == OK &&
		pqc_eq(&o3, &rt_sig2), "%s sign with the op's seed repeats", nm);
	g.rnd = NULL;
	g.key = &rt_pk;
	g.sessionless = true;
	tc_check(dsa_op(&g, false) == OK, "%s sessionless verify", nm);
	g.sessionless = false;
	rt_sig.d[7] ^= 4;
	tc_check(dsa_op(&g, false) != OK, "%s tampered signature: not verified", nm);
	rt_sig.d[7] ^= 4;
	rt_ctx.d[0] ^= 1;
	tc_check(dsa_op(&g, false) != OK, "%s other context: not verified", nm);
	rt_ctx.d[0] ^= 1;
	g.ctx = NULL;
	tc_check(dsa_op(&g, false) != OK, "%s no context: not verified", nm);
	g.ctx = &rt_ctx;
	dsa_bad_input(&g, set);
}

static void
mldsa_functional(void)
{
	int set;

	for (set = 1; set <= 3; set++)
		dsa_round_trip(set);
}

/* Parameter sets that are none, and pre-hash (OpenSSL has no HashML-DSA): refused. */
static void
mldsa_badinput(void)
{
	struct rte_crypto_asym_xform x;
	int ret;
	void *s;

	pqc_sets_refused(MLDSA, "ML-DSA");
	x = pqc_xform(MLDSA, RTE_CRYPTO_ML_DSA_65, false, true);
	s = sess_new(env.devs[0], &x, &ret);
	sess_free(env.devs[0], s);
	tc_check(s == NULL && ret == -ENOTSUP,
		"ML-DSA pre-hash session: -ENOTSUP, OpenSSL has no HashML-DSA (%d)", ret);
}

const struct family fam_mldsa = {
	"ML-DSA", MLDSA, mldsa_kat, NULL, mldsa_functional, mldsa_badinput, NULL, NULL,
};

#endif /* ASYM_HAVE_PQC */
