/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Session churn: one lcore creates a session, uses it on its queue pair and
 * frees it, over and over, across algorithm families, while the other lcore
 * keeps using long-lived sessions of the same device on another queue pair.
 * Every output of both is checked against OpenSSL.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_lcore.h>

#include <tc_eal.h>
#include <tc_lcore.h>

#include "test_pmd.h"

#define CHURN_BURST	8

/* Made and freed by the churning lcore, in turn. */
static const char *const churn_algs[] = {
	"aes-cbc/16", "aes-ctr/16", "aes-xts/32", "3des-cbc/24", "sha1-hmac",
	"sha2-256-hmac:edge", "aes-cmac/16", "aes-gmac/16", "aes-cbc/16+sha1-hmac",
	"aes-gcm/16", "aes-ccm/16", "chacha20-poly1305/32",
};

struct churn_lcore {
	uint8_t dev;
	uint16_t qp;
	struct tc_pools pools;	/* this lcore's own */
	uint64_t seed;
	uint64_t deadline;
	uint64_t ops;
	uint64_t sessions;	/* made and freed */
	int rc;
	char why[WHY_LEN];
};

/* A burst of random ops of one session, run and checked. */
static int
churn_burst(struct churn_lcore *cl, struct tc_job **jobs, struct tc_cfg *c, void *sess,
		struct tc_rng *r)
{
	unsigned int i, n = tc_rng_range(r, 1, CHURN_BURST);
	struct tc_layout l;
	int rc = 0;

	for (i = 0; i < n && rc == 0; i++) {
		layout_random(&l, c, r, 1024, false);
		l.sessionless = false;
		l.negative = false;
		if (tc_job_prepare(jobs[i], c, &l, r) != 0 ||
				tc_job_build(jobs[i], &cl->pools, sess, r) != 0) {
			snprintf(cl->why, sizeof(cl->why), "cannot build an op");
			rc = -1;
		}
	}
	if (rc == 0)
		rc = jobs_run(cl->dev, cl->qp, jobs, n, cl->why, sizeof(cl->why));
	for (i = 0; i < n; i++)
		tc_job_release(jobs[i]);
	cl->ops += n;
	return rc;
}

/* One session's life on the churning lcore: made, used, freed. */
static int
churn_one(struct churn_lcore *cl, struct tc_job **jobs, struct tc_cfg *c, struct tc_rng *r)
{
	const struct tc_point *p = point_find(churn_algs[tc_rng_range(r, 0,
			RTE_DIM(churn_algs) - 1)]);
	void *sess;
	int rc;

	if (p == NULL && tc_pmd_devargs() != NULL)
		return 0;	/* not advertised: SKIP lines at the suite's start */
	if (p == NULL) {
		snprintf(cl->why, sizeof(cl->why), "an algorithm is not advertised");
		return -1;
	}
	tc_cfg_init(c, p, tc_rng_range(r, 0, 1) == 0, r);
	sess = sess_create(cl->dev, c, NULL);
	if (sess == NULL) {
		snprintf(cl->why, sizeof(cl->why), "%s: session not created", p->name);
		return -1;
	}
	rc = churn_burst(cl, jobs, c, sess, r);
	sess_free(cl->dev, sess);
	cl->sessions++;
	return rc;
}

/* The steady lcore's long-lived session (qp 1), or NULL for the churning one. */
static void *
steady_session(struct churn_lcore *cl, struct tc_cfg *c, struct tc_rng *r)
{
	const struct tc_point *p = point_find("aes-gcm/16");
	void *sess = NULL;

	if (p != NULL) {
		tc_cfg_init(c, p, true, r);
		sess = sess_create(cl->dev, c, NULL);
	}
	if (sess == NULL) {
		snprintf(cl->why, sizeof(cl->why), "long-lived session not created");
		cl->rc = -1;
	}
	return sess;
}

static int
churn_main(void *arg)
{
	struct churn_lcore *cl = arg;
	struct tc_cfg *c = malloc(sizeof(*c));
	struct tc_job **jobs;
	void *sess = NULL;
	struct tc_rng r;
	unsigned int n;

	tc_rng_seed(&r, cl->seed);
	jobs = jobs_alloc(CHURN_BURST);
	cl->rc = jobs == NULL || c == NULL ? -1 : 0;
	snprintf(cl->why, sizeof(cl->why), "out of memory");
	if (cl->rc == 0 && cl->qp == 1)
		sess = steady_session(cl, c, &r);
	/* once at least: on a loaded machine the window may pass before the lcore runs */
	for (n = 0; cl->rc == 0 && (n == 0 || rte_get_timer_cycles() < cl->deadline); n++)
		cl->rc = sess != NULL ? churn_burst(cl, jobs, c, sess, &r) :
			churn_one(cl, jobs, c, &r);
	sess_free(cl->dev, sess);
	jobs_free(jobs, CHURN_BURST);
	free(c);
	return 0;
}

static int
run_churn(char *why, size_t wn)
{
	static struct churn_lcore c[2];
	uint64_t deadline = rte_get_timer_cycles() + (uint64_t)(RTE_MAX(env.seconds / 4, 0.25) *
			rte_get_timer_hz());
	unsigned int i;

	if (dev_setup(env.devs[0], 2, NB_DESC_DEFAULT) != 0) {
		snprintf(why, wn, "device setup with 2 queue pairs failed");
		return -1;
	}
	for (i = 0; i < 2; i++) {
		if (lcore_pools(&c[i].pools, 255, 127) != 0) {
			snprintf(why, wn, "pools");
			return -1;
		}
		c[i].dev = env.devs[0];
		c[i].qp = i;	/* qp 0 churns sessions, qp 1 keeps its own */
		c[i].seed = env.seed ^ (0x6368726eULL + i);
		c[i].deadline = deadline;
		c[i].ops = c[i].sessions = 0;
	}
	if (tc_lcore_pair(env.worker_lcore, churn_main, &c[0], &c[1]) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", env.worker_lcore);
		return -1;
	}
	for (i = 0; i < 2; i++)
		if (c[i].rc != 0) {
			snprintf(why, wn, "qp %u after %" PRIu64 " ops: %s", i, c[i].ops, c[i].why);
			return -1;
		}
	if (env.verbose)
		printf("info: churn: %" PRIu64 " sessions made, used and freed (%" PRIu64
			" ops) while %" PRIu64 " ops ran on a long-lived session\n",
			c[0].sessions, c[0].ops, c[1].ops);
	if (c[0].sessions == 0 || c[1].ops == 0) {
		snprintf(why, wn, "an lcore did nothing");
		return -1;
	}
	return 0;
}

static int
suite_churn(void)
{
	const char *name = "churn/sessions-made-and-freed-beside-a-busy-session";
	char why[WHY_LEN];
	unsigned int i;

	for (i = 0; i < RTE_DIM(churn_algs); i++)
		point_lacked(churn_algs[i], "churn: its sessions");
	tc_current(name);
	if (env.worker_lcore >= RTE_MAX_LCORE)
		tc_fail(name, "needs two lcores (EAL -l 0,1)");
	else
		tc_result(name, run_churn(why, sizeof(why)), why);
	tc_current(NULL);
	return 0;
}

TC_SUITE(churn, suite_churn)
