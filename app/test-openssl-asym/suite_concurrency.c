/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Concurrency: every family's concurrency op (fam.h: RSA-2048 PKCS#1
 * sign, MODEX 2048, ECDSA P-256 verify, DH-2048 shared secret), one
 * session each, used at once from two lcores: on two queue pairs of one
 * device, then on two devices (the sessions belong to device 0). Every
 * result is checked against the answer known before the run. Then the
 * families' cases of their own.
 */

#include <stdio.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_pmd_openssl.h>

#include "fam.h"

#define MAX_CASES	16

static const struct fam_conc *cases[MAX_CASES];
static void *sess[MAX_CASES];
static unsigned int nb_cases;

struct worker {
	uint8_t dev;
	uint16_t qp;
	uint64_t deadline;
	uint32_t done;		/* set (release) when the counters are final */
	uint64_t ops[MAX_CASES];
	uint64_t bad[MAX_CASES];
	uint8_t out[2][TC_BN_MAX];
};

static int
worker_main(void *arg)
{
	struct worker *wk = arg;
	struct rte_crypto_op *op = op_new();
	unsigned int c = 0, n = 0;

	if (op == NULL)
		return -1;
	/* every case once at least: on a loaded machine the window may pass first */
	for (; n < nb_cases || rte_get_timer_cycles() < wk->deadline; n++) {
		__rte_crypto_op_reset(op, RTE_CRYPTO_OP_TYPE_ASYMMETRIC);
		if (!cases[c]->run(wk->dev, wk->qp, op, sess[c], wk->out))
			wk->bad[c]++;
		wk->ops[c]++;
		c = (c + 1) % nb_cases;
	}
	rte_crypto_op_free(op);
	/* the main lcore reads the counters after this (EAL's wait is not seen by TSan) */
	__atomic_store_n(&wk->done, 1, __ATOMIC_RELEASE);
	return 0;
}

/* The families' cases: their sessions and known answers. */
static int
prepare(void)
{
	struct rte_crypto_asym_xform xf;
	struct rte_crypto_op *op;
	const struct fam_conc *c;
	unsigned int i;
	int ret = 0;

	nb_cases = 0;
	for (i = 0; ret == 0 && i < nb_families && nb_cases < MAX_CASES; i++) {
		c = families[i]->conc;
		if (c == NULL || !fam_runs(families[i], "concurrency"))
			continue;
		if (c->prepare(&xf) != 0)
			return -1;
		sess[nb_cases] = sess_new(env.devs[0], &xf, &ret);
		if (sess[nb_cases] == NULL)
			return -1;
		cases[nb_cases++] = c;
		op = c->answer != NULL ? op_new() : NULL;
		if (op != NULL)
			ret = c->answer(sess[nb_cases - 1], op);
		else if (c->answer != NULL)
			ret = -1;
		rte_crypto_op_free(op);
	}
	return ret == 0 && nb_cases > 0 ? 0 : -1;
}

static void
report(const char *phase, struct worker *wk)
{
	unsigned int c;

	for (c = 0; c < nb_cases; c++)
		tc_check(wk->ops[c] > 0 && wk->bad[c] == 0, "%s: %s on device %u qp %u: %llu ops, "
			"%llu wrong", phase, cases[c]->name, wk->dev, wk->qp,
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

static void
shared_sessions(void)
{
	struct rte_pmd_openssl_qp_stats q1, d1;

	phase("two queue pairs", env.devs[0], 1);
	rte_pmd_openssl_qp_stats_get(env.devs[0], 1, &q1);
	tc_check(q1.slot_clones == nb_cases && q1.slot_failures == 0 && q1.fallback_ops == 0,
		"queue pair 1 filled one slot per session (%llu), no failure, no fallback",
		(unsigned long long)q1.slot_clones);
	if (env.nb_devs > 1) {
		phase("two devices", env.devs[1], 0);
		rte_pmd_openssl_qp_stats_get(env.devs[1], 0, &d1);
		tc_check(d1.fallback_ops > 0 && d1.slot_failures == 0,
			"device 1 ran device 0's sessions on the per-op path (%llu ops)",
			(unsigned long long)d1.fallback_ops);
	}
}

static int
suite_concurrency(void)
{
	unsigned int c;

	if (rte_lcore_count() < 2) {
		tc_check(false, "concurrency needs two lcores (-l 0,1)");
		return -1;
	}
	if (prepare() != 0) {
		tc_check(false, "concurrency: known answers and sessions");
		return -1;
	}
	shared_sessions();
	for (c = 0; c < nb_cases; c++)
		sess_free(env.devs[0], sess[c]);
	for (c = 0; c < nb_families; c++)
		if (families[c]->conc_more != NULL && fam_runs(families[c], "concurrency"))
			families[c]->conc_more();
	return 0;
}

TC_SUITE(concurrency, suite_concurrency)
