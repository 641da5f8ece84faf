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
#include <rte_launch.h>
#include <rte_lcore.h>
#include <rte_pause.h>

#include "test_pmd.h"

#define CHURN_BURST	8

/* Made and freed by the churning lcore, in turn. */
static const char *const churn_algs[] = {
	"aes-cbc-128", "aes-ctr-128", "aes-xts-128", "3des-cbc", "sha1-hmac",
	"sha256-hmac-longkey", "aes-cmac", "aes-gmac", "aes-cbc-128+sha1-hmac",
	"aes-gcm-128", "aes-ccm-128", "chacha20-poly1305",
};

struct churn_lcore {
	uint8_t dev;
	uint16_t qp;
	struct pools pools;	/* this lcore's own */
	uint64_t seed;
	uint64_t deadline;
	uint64_t ops;
	uint64_t sessions;	/* made and freed */
	int rc;
	uint32_t go;
	uint32_t done;
	char why[WHY_LEN];
};

static int
churn_pools(struct pools *pl, unsigned int i)
{
	char name[RTE_MEMPOOL_NAMESIZE];

	if (pl->mbuf != NULL)
		return 0;
	snprintf(name, sizeof(name), "churn_mbuf_%u", i);
	pl->mbuf = rte_pktmbuf_pool_create(name, 255, 0, 0,
			RTE_PKTMBUF_HEADROOM + JOB_MAX_LEN + MAX_DIGEST, SOCKET_ID_ANY);
	snprintf(name, sizeof(name), "churn_op_%u", i);
	pl->op = rte_crypto_op_pool_create(name, RTE_CRYPTO_OP_TYPE_SYMMETRIC, 127, 0,
			sizeof(struct op_priv), SOCKET_ID_ANY);
	return pl->mbuf != NULL && pl->op != NULL ? 0 : -1;
}

/* A burst of random ops of one session, run and checked. */
static int
churn_burst(struct churn_lcore *c, struct job **jobs, struct sess_params *p, void *sess,
		struct rng *r)
{
	unsigned int i, n = rng_range(r, 1, CHURN_BURST);
	struct job_layout l;
	int rc = 0;

	for (i = 0; i < n && rc == 0; i++) {
		layout_random(&l, p->alg, r, 1024, false);
		l.sessionless = false;
		l.corrupt_tag = false;
		if (job_prepare(jobs[i], p, &l, r) != 0 ||
				job_build(jobs[i], &c->pools, sess) != 0) {
			snprintf(c->why, sizeof(c->why), "cannot build an op");
			rc = -1;
		}
	}
	if (rc != 0)
		n = i - 1;
	else
		rc = burst_run(c->dev, c->qp, jobs, n, c->why, sizeof(c->why));
	if (rc == 0)
		rc = burst_check(jobs, n, c->why, sizeof(c->why));
	for (i = 0; i < n; i++)
		job_free(jobs[i]);
	c->ops += n;
	return rc;
}

/* One session's life on the churning lcore: made, used, freed. */
static int
churn_one(struct churn_lcore *c, struct job **jobs, struct rng *r)
{
	const struct alg_spec *a = alg_find(churn_algs[rng_range(r, 0,
			RTE_DIM(churn_algs) - 1)]);
	struct sess_params p;
	void *sess;
	int rc;

	params_init(&p, a, rng_range(r, 0, 1) == 0, r);
	sess = sess_create(c->dev, &p, NULL);
	if (sess == NULL) {
		snprintf(c->why, sizeof(c->why), "%s: session not created", a->name);
		return -1;
	}
	rc = churn_burst(c, jobs, &p, sess, r);
	sess_free(c->dev, sess);
	c->sessions++;
	return rc;
}

static int
churn_main(void *arg)
{
	struct churn_lcore *c = arg;
	struct job *jobs[CHURN_BURST] = { NULL };
	struct sess_params p;
	void *sess = NULL;
	unsigned int i;
	struct rng r;

	while (__atomic_load_n(&c->go, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
	rng_seed(&r, c->seed);
	c->rc = -1;
	snprintf(c->why, sizeof(c->why), "out of memory");
	for (i = 0; i < CHURN_BURST; i++)
		if ((jobs[i] = calloc(1, sizeof(struct job))) == NULL)
			goto out;
	c->rc = 0;
	if (c->qp == 1) {	/* the steady lcore: long-lived sessions */
		params_init(&p, alg_find("aes-gcm-128"), true, &r);
		sess = sess_create(c->dev, &p, NULL);
		if (sess == NULL) {
			snprintf(c->why, sizeof(c->why), "long-lived session not created");
			c->rc = -1;
		}
	}
	while (c->rc == 0 && rte_get_timer_cycles() < c->deadline)
		c->rc = sess != NULL ? churn_burst(c, jobs, &p, sess, &r) :
			churn_one(c, jobs, &r);
	sess_free(c->dev, sess);
out:
	for (i = 0; i < CHURN_BURST; i++)
		free(jobs[i]);
	__atomic_store_n(&c->done, 1, __ATOMIC_RELEASE);
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
		if (churn_pools(&c[i].pools, i) != 0) {
			snprintf(why, wn, "pools");
			return -1;
		}
		c[i].dev = env.devs[0];
		c[i].qp = i;	/* qp 0 churns sessions, qp 1 keeps its own */
		c[i].seed = env.seed ^ (0x6368726eULL + i);
		c[i].deadline = deadline;
		c[i].ops = c[i].sessions = 0;
		c[i].done = 0;
		__atomic_store_n(&c[i].go, 1, __ATOMIC_RELEASE);
	}
	if (rte_eal_remote_launch(churn_main, &c[1], env.worker_lcore) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", env.worker_lcore);
		return -1;
	}
	churn_main(&c[0]);
	rte_eal_wait_lcore(env.worker_lcore);
	while (__atomic_load_n(&c[1].done, __ATOMIC_ACQUIRE) == 0)
		rte_pause();
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

int
suite_churn(void)
{
	const char *name = "churn/sessions-made-and-freed-beside-a-busy-session";
	char why[WHY_LEN];

	report_current(name);
	if (env.worker_lcore >= RTE_MAX_LCORE)
		case_fail(name, "needs two lcores (EAL -l 0,1)");
	else
		case_result(name, run_churn(why, sizeof(why)), why);
	report_current(NULL);
	return 0;
}
