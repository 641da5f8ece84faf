/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Concurrency: the same asymmetric sessions (RSA-2048 PKCS#1 sign, MODEX
 * 2048, ECDSA P-256 verify, DH-2048 shared secret) used at once from two
 * lcores: on two queue pairs of one device, then on two devices (the
 * sessions belong to device 0). Every result is checked against the answer
 * OpenSSL gave before the run.
 */

#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_pmd_openssl.h>

#include "asym.h"

#define OK	RTE_CRYPTO_OP_STATUS_SUCCESS

enum { C_RSA, C_MODEX, C_ECDSA, C_DH, NB_CASES };

static const char *const case_names[NB_CASES] = { "rsa-2048 sign", "modex-2048",
	"ecdsa-p256 verify", "dh-2048 shared" };

static struct {
	void *sess[NB_CASES];
	struct tc_ref_rsa_full rsa;
	struct tc_bytes msg, sig;			/* RSA: deterministic signature */
	struct tc_bytes m, e, b, pow;		/* MODEX */
	struct tc_bytes d, qx, qy, r, s;		/* ECDSA */
	struct tc_bytes p, g, x, peer, z;		/* DH */
} w;

struct worker {
	uint8_t dev;
	uint16_t qp;
	uint64_t deadline;
	uint32_t done;		/* set (release) when the counters are final */
	uint64_t ops[NB_CASES];
	uint64_t bad[NB_CASES];
	uint8_t out[2][TC_BN_MAX];
};

/* One op of case c on the worker's queue pair: did it give the known answer? */
static bool
run_case(struct worker *wk, struct rte_crypto_op *op, unsigned int c)
{
	struct rte_crypto_asym_op *a = op->asym;
	uint8_t st;

	__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	switch (c) {
	case C_RSA:
		a->rsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
		OP_RSA_PAD(op)->type = RTE_CRYPTO_RSA_PADDING_PKCS1_5;
		OP_RSA_PAD(op)->hash = RTE_CRYPTO_AUTH_SHA256;
		a->rsa.message = prm(&w.msg);
		a->rsa.sign.data = wk->out[0];
		a->rsa.sign.length = w.sig.n;
		st = op_run(wk->dev, wk->qp, op, w.sess[c], NULL);
		return st == OK && a->rsa.sign.length == w.sig.n &&
			memcmp(wk->out[0], w.sig.d, w.sig.n) == 0;
	case C_MODEX:
		a->modex.base = prm(&w.b);
		a->modex.result.data = wk->out[0];
		a->modex.result.length = w.m.n;
		st = op_run(wk->dev, wk->qp, op, w.sess[c], NULL);
		return st == OK && memcmp(wk->out[0], w.pow.d, w.m.n) == 0;
	case C_ECDSA:
		a->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_VERIFY;
		a->ecdsa.message = prm(&w.msg);
		OP_ECDSA_Q(op)->x = prm(&w.qx);
		OP_ECDSA_Q(op)->y = prm(&w.qy);
		a->ecdsa.r = prm(&w.r);
		a->ecdsa.s = prm(&w.s);
		return op_run(wk->dev, wk->qp, op, w.sess[c], NULL) == OK;
	default:
		a->dh.ke_type = RTE_CRYPTO_ASYM_KE_SHARED_SECRET_COMPUTE;
		a->dh.priv_key = prm(&w.x);
		a->dh.pub_key = prm(&w.peer);
		a->dh.shared_secret.data = wk->out[0];
		a->dh.shared_secret.length = w.p.n;
		st = op_run(wk->dev, wk->qp, op, w.sess[c], NULL);
		return st == OK && memcmp(wk->out[0], w.z.d, w.p.n) == 0;
	}
}

static int
worker_main(void *arg)
{
	struct worker *wk = arg;
	struct rte_crypto_op *op = op_new();
	unsigned int c = 0, n = 0;

	if (op == NULL)
		return -1;
	/* every case once at least: on a loaded machine the window may pass first */
	for (; n < NB_CASES || rte_get_timer_cycles() < wk->deadline; n++) {
		if (!run_case(wk, op, c))
			wk->bad[c]++;
		wk->ops[c]++;
		c = (c + 1) % NB_CASES;
	}
	rte_crypto_op_free(op);
	/* the main lcore reads the counters after this (EAL's wait is not seen by TSan) */
	__atomic_store_n(&wk->done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* The known answers, from OpenSSL and one PMD op each. */
static int
prepare(void)
{
	struct rte_crypto_asym_xform xf[NB_CASES];
	struct worker wk = { .dev = env.devs[0] };
	struct rte_crypto_op *op = op_new();
	unsigned int c;
	int ret;

	memset(xf, 0, sizeof(xf));
	if (op == NULL || tc_ref_rsa_keygen(2048, &w.rsa) != 0 ||
			tc_ref_ec_keygen("P-256", &w.d, &w.qx, &w.qy) != 0)
		return -1;
	w.msg.n = 32;
	tc_rng_fill(&env.rng, w.msg.d, 32);
	xf[C_RSA].xform_type = RTE_CRYPTO_ASYM_XFORM_RSA;
	xf[C_RSA].rsa.n = prm(&w.rsa.k.n);
	xf[C_RSA].rsa.e = prm(&w.rsa.k.e);
	xf[C_RSA].rsa.d = prm(&w.rsa.k.d);
	w.m = w.rsa.k.n;
	w.e.n = 256;
	tc_rng_fill(&env.rng, w.e.d, 256);
	tc_ref_rand_below(&w.m, &w.b);
	tc_ref_modexp(&w.b, &w.e, &w.m, &w.pow);
	xf[C_MODEX].xform_type = RTE_CRYPTO_ASYM_XFORM_MODEX;
	xf[C_MODEX].modex.modulus = prm(&w.m);
	xf[C_MODEX].modex.exponent = prm(&w.e);
	xf[C_ECDSA].xform_type = RTE_CRYPTO_ASYM_XFORM_ECDSA;
	xf[C_ECDSA].ec.curve_id = RTE_CRYPTO_EC_GROUP_SECP256R1;
	/* where the API keeps them in the transform: the values the ops use */
	XF_RSA_PAD(&xf[C_RSA])->type = RTE_CRYPTO_RSA_PADDING_PKCS1_5;
	XF_RSA_PAD(&xf[C_RSA])->hash = RTE_CRYPTO_AUTH_SHA256;
	*XF_EC_PKEY(&xf[C_ECDSA]) = prm(&w.d);
	XF_EC_Q(&xf[C_ECDSA])->x = prm(&w.qx);
	XF_EC_Q(&xf[C_ECDSA])->y = prm(&w.qy);
	tc_ref_dh_group(&w.p, &w.g);
	tc_ref_rand_below(&w.p, &w.x);
	tc_ref_rand_below(&w.p, &w.peer);
	tc_ref_modexp(&w.peer, &w.x, &w.p, &w.z);
	xf[C_DH].xform_type = RTE_CRYPTO_ASYM_XFORM_DH;
	xf[C_DH].dh.p = prm(&w.p);
	xf[C_DH].dh.g = prm(&w.g);
	for (c = 0; c < NB_CASES; c++) {
		w.sess[c] = sess_new(env.devs[0], &xf[c], &ret);
		if (w.sess[c] == NULL)
			return -1;
	}
	/* the RSA signature and the ECDSA signature the workers check against */
	op->asym->rsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	OP_RSA_PAD(op)->type = RTE_CRYPTO_RSA_PADDING_PKCS1_5;
	OP_RSA_PAD(op)->hash = RTE_CRYPTO_AUTH_SHA256;
	op->asym->rsa.message = prm(&w.msg);
	w.sig.n = sizeof(w.sig.d);
	op->asym->rsa.sign = prm(&w.sig);
	ret = op_run(wk.dev, 0, op, w.sess[C_RSA], NULL) == OK ? 0 : -1;
	w.sig.n = op->asym->rsa.sign.length;
	if (ret == 0 && tc_ref_rsa_verify(&w.rsa.k, RTE_CRYPTO_RSA_PADDING_PKCS1_5,
			RTE_CRYPTO_AUTH_SHA256, 0, &w.msg, &w.sig) != 0)
		ret = -1;
	__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
	op->asym->ecdsa.op_type = RTE_CRYPTO_ASYM_OP_SIGN;
	op->asym->ecdsa.message = prm(&w.msg);
	*OP_ECDSA_PKEY(op) = prm(&w.d);
	w.r.n = w.s.n = 32;
	op->asym->ecdsa.r = prm(&w.r);
	op->asym->ecdsa.s = prm(&w.s);
	if (ret == 0 && (op_run(wk.dev, 0, op, w.sess[C_ECDSA], NULL) != OK ||
			tc_ref_ecdsa_verify("P-256", &w.qx, &w.qy, &w.msg, &w.r, &w.s) != 0))
		ret = -1;
	rte_crypto_op_free(op);
	return ret;
}

static void
report(const char *phase, struct worker *wk)
{
	unsigned int c;

	for (c = 0; c < NB_CASES; c++)
		tc_check(wk->ops[c] > 0 && wk->bad[c] == 0, "%s: %s on device %u qp %u: %llu ops, "
			"%llu wrong", phase, case_names[c], wk->dev, wk->qp,
			(unsigned long long)wk->ops[c], (unsigned long long)wk->bad[c]);
}

/* Lcore 1 on (dev1, qp1) and the main lcore on (dev0, qp0), at once. */
static void
phase(const char *name, uint8_t dev1, uint16_t qp1)
{
	static struct worker a, b;
	unsigned int lc = rte_get_next_lcore(-1, 1, 0);
	uint64_t end = rte_get_timer_cycles() + rte_get_timer_hz() * env.seconds / 2;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.dev = env.devs[0];
	a.qp = 0;
	b.dev = dev1;
	b.qp = qp1;
	a.deadline = b.deadline = end;
	rte_eal_remote_launch(worker_main, &b, lc);
	worker_main(&a);
	rte_eal_wait_lcore(lc);
	while (__atomic_load_n(&b.done, __ATOMIC_ACQUIRE) == 0)
		;
	report(name, &a);
	report(name, &b);
}

static int
suite_concurrency(void)
{
	struct rte_pmd_openssl_qp_stats q1, d1;
	unsigned int c;

	if (rte_lcore_count() < 2) {
		tc_check(false, "concurrency needs two lcores (-l 0,1)");
		return -1;
	}
	if (prepare() != 0) {
		tc_check(false, "concurrency: known answers and sessions");
		return -1;
	}
	phase("two queue pairs", env.devs[0], 1);
	rte_pmd_openssl_qp_stats_get(env.devs[0], 1, &q1);
	tc_check(q1.slot_clones == NB_CASES && q1.slot_failures == 0 && q1.fallback_ops == 0,
		"queue pair 1 filled one slot per session (%llu), no failure, no fallback",
		(unsigned long long)q1.slot_clones);
	if (env.nb_devs > 1) {
		phase("two devices", env.devs[1], 0);
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &d1);
		tc_check(d1.fallback_ops > 0 && d1.slot_failures == 0,
			"device 1 ran device 0's sessions on the per-op path (%llu ops)",
			(unsigned long long)d1.fallback_ops);
	}
	for (c = 0; c < NB_CASES; c++)
		sess_free(env.devs[0], w.sess[c]);
	ecx_concurrency();
	return 0;
}

TC_SUITE(concurrency, suite_concurrency)
