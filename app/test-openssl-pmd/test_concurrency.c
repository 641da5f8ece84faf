/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Two lcores on one shared session (one encrypt/generate and one
 * decrypt/verify session per algorithm family): on two queue pairs of one
 * device, on two devices, after the device was reconfigured with more
 * queue pairs, and with a session made before the device was configured.
 * Every op is checked against OpenSSL. Buffers are linear here (random
 * sizes, offsets, in or out of place): segmentation is the functional
 * suite's concern, races are this one's.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_lcore.h>

#include <tc_lcore.h>

#include "test_pmd.h"

#define CONC_BURST 32
#define NB_WORKERS 2

/* One per family; CCM and ChaCha20-Poly1305 also take the re-key path. */
static const char *const families[] = {
	"aes-cbc/16+sha1-hmac",
	"aes-gcm/16",
	"sha2-256-hmac",
	"aes-cmac/16",
	"aes-ccm/16",
	"chacha20-poly1305/32",
};

/* A scenario sets the devices up, makes the sessions and says where each lcore runs. */
struct scenario {
	const char *name;
	int (*setup)(struct tc_cfg *c, void **sess, uint8_t *dev_of_sess);
	void (*teardown)(void **sess, uint8_t dev_of_sess);
	uint8_t dev[NB_WORKERS];
	uint16_t qp[NB_WORKERS];
};

struct worker {
	uint8_t dev;
	uint16_t qp;
	struct tc_pools *pools;	/* this lcore's own: no buffer moves between lcores */
	struct tc_cfg *c;	/* [2]: encrypt, decrypt */
	void **sess;
	uint64_t seed;
	uint64_t deadline;
	uint64_t max_ops;
	uint64_t ops;
	int rc;
	char why[WHY_LEN];
};

static struct tc_pools lcore_pools_of[NB_WORKERS];

static int
worker_burst(struct worker *w, struct tc_job **jobs, struct tc_rng *r)
{
	struct tc_layout l;
	struct tc_cfg *c;
	unsigned int i, n = tc_rng_range(r, 1, CONC_BURST);
	int rc = 0;

	for (i = 0; i < n; i++) {
		c = &w->c[tc_rng_next(r) & 1];
		layout_random(&l, c, r, 2048, false);
		l.sessionless = false;
		l.negative = !c->encrypt && tc_rng_range(r, 0, 7) == 0;
		if (tc_job_prepare(jobs[i], c, &l, r) != 0 ||
				tc_job_build(jobs[i], w->pools, w->sess[c - w->c], r) != 0) {
			snprintf(w->why, sizeof(w->why), "cannot build an op");
			n = i;
			rc = -1;
			break;
		}
	}
	if (rc == 0)
		rc = jobs_run(w->dev, w->qp, jobs, n, w->why, sizeof(w->why));
	for (i = 0; i < n; i++)
		tc_job_release(jobs[i]);
	w->ops += n;
	return rc;
}

static int
worker_main(void *arg)
{
	struct worker *w = arg;
	struct tc_job **jobs;
	struct tc_rng r;

	tc_rng_seed(&r, w->seed);
	jobs = jobs_alloc(CONC_BURST);
	w->rc = jobs == NULL ? -1 : 0;
	snprintf(w->why, sizeof(w->why), "out of memory");
	/* one burst at least: on a loaded machine the window may pass before the lcore runs */
	while (w->rc == 0 && (w->ops == 0 || (rte_get_timer_cycles() < w->deadline &&
			(w->max_ops == 0 || w->ops < w->max_ops))))
		w->rc = worker_burst(w, jobs, &r);
	jobs_free(jobs, CONC_BURST);
	return 0;
}

static int
run_workers(const struct scenario *s, struct tc_cfg *c, void **sess, double secs,
		struct tc_rng *r, char *why, size_t wn)
{
	struct worker w[NB_WORKERS];
	uint64_t deadline;
	unsigned int i;

	deadline = rte_get_timer_cycles() + (uint64_t)(secs * rte_get_timer_hz());
	if (env.ops != 0)
		deadline = UINT64_MAX;
	for (i = 0; i < NB_WORKERS; i++) {
		memset(&w[i], 0, sizeof(w[i]));
		w[i].dev = s->dev[i];
		w[i].qp = s->qp[i];
		w[i].c = c;
		w[i].sess = sess;
		w[i].seed = tc_rng_next(r);
		w[i].deadline = deadline;
		w[i].max_ops = env.ops;
		w[i].pools = &lcore_pools_of[i];
	}
	if (tc_lcore_pair(env.worker_lcore, worker_main, &w[0], &w[1]) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", env.worker_lcore);
		return -1;
	}
	for (i = 0; i < NB_WORKERS; i++) {
		if (w[i].rc != 0) {
			snprintf(why, wn, "lcore %u (dev %u qp %u) after %" PRIu64 " ops: %s",
					i, w[i].dev, w[i].qp, w[i].ops, w[i].why);
			return -1;
		}
	}
	if (w[0].ops == 0 || w[1].ops == 0) {
		snprintf(why, wn, "an lcore ran no op");
		return -1;
	}
	if (env.verbose)
		printf("info: %s/%s: %" PRIu64 " + %" PRIu64 " ops\n", s->name, c->p.name,
				w[0].ops, w[1].ops);
	return 0;
}

/* ---- scenarios ---- */

static uint8_t dev_a, dev_b;		/* devices of the current scenario */
static struct rte_mempool *scen_pool;	/* session pool sized by the scenario */
static bool fresh_made;			/* dev_b is a vdev made by the scenario */

static int
make_sessions(uint8_t dev, struct tc_cfg *c, void **sess, struct rte_mempool *mp)
{
	unsigned int i;

	for (i = 0; i < 2; i++) {
		sess[i] = sess_create(dev, &c[i], mp);
		if (sess[i] == NULL)
			return -1;
	}
	return 0;
}

static void
free_sessions(void **sess, uint8_t dev)
{
	sess_free(dev, sess[0]);
	sess_free(dev, sess[1]);
	sess[0] = sess[1] = NULL;
}

static int
setup_two_qps(struct tc_cfg *c, void **sess, uint8_t *dev)
{
	*dev = dev_a;
	if (dev_setup(dev_a, 2, NB_DESC_DEFAULT) != 0)
		return -1;
	return make_sessions(dev_a, c, sess, NULL);
}

static int
setup_two_devs(struct tc_cfg *c, void **sess, uint8_t *dev)
{
	*dev = dev_a;
	if (dev_setup(dev_a, 1, NB_DESC_DEFAULT) != 0 ||
			dev_setup(dev_b, 1, NB_DESC_DEFAULT) != 0)
		return -1;
	return make_sessions(dev_a, c, sess, NULL);
}

/* Session made while the device had one queue pair, used after it got two. */
static int
setup_reconfigured(struct tc_cfg *c, void **sess, uint8_t *dev)
{
	*dev = dev_a;
	if (dev_setup(dev_a, 1, NB_DESC_DEFAULT) != 0)
		return -1;
	scen_pool = tc_sess_pool(4, rte_cryptodev_sym_get_private_session_size(dev_a), 0);
	if (scen_pool == NULL || make_sessions(dev_a, c, sess, scen_pool) != 0)
		return -1;
	rte_cryptodev_stop(dev_a);
	return dev_setup(dev_a, 2, NB_DESC_DEFAULT);
}

#define FRESH_NAME "crypto_openssl_conc"

/* Session made on a device that was never configured. */
static int
setup_before_configure(struct tc_cfg *c, void **sess, uint8_t *dev)
{
	if (tc_vdev_create(FRESH_NAME, "max_nb_queue_pairs=2", &dev_b) != 0)
		return -1;
	fresh_made = true;
	*dev = dev_b;
	scen_pool = tc_sess_pool(4, rte_cryptodev_sym_get_private_session_size(dev_b), 0);
	if (scen_pool == NULL || make_sessions(dev_b, c, sess, scen_pool) != 0)
		return -1;
	return dev_setup(dev_b, 2, NB_DESC_DEFAULT);
}

static void
teardown_pool(void **sess, uint8_t dev)
{
	free_sessions(sess, dev);
	rte_mempool_free(scen_pool);
	scen_pool = NULL;
}

static void
teardown_fresh(void **sess, uint8_t dev)
{
	teardown_pool(sess, dev);
	if (fresh_made)
		tc_vdev_remove(FRESH_NAME, dev);
	fresh_made = false;
}

enum { DEV_A, DEV_B };

static struct scenario scenarios[] = {
	{ "two-qps", setup_two_qps, free_sessions, { DEV_A, DEV_A }, { 0, 1 } },
	{ "two-devices", setup_two_devs, free_sessions, { DEV_A, DEV_B }, { 0, 0 } },
	{ "reconfigured-1-to-2-qps", setup_reconfigured, teardown_pool, { DEV_A, DEV_A },
	  { 0, 1 } },
	{ "session-before-configure", setup_before_configure, teardown_fresh,
	  { DEV_B, DEV_B }, { 0, 1 } },
};

static int
run_case(const struct scenario *s, const struct tc_point *p, double secs, struct tc_rng *r,
		char *why, size_t wn)
{
	struct tc_cfg *c = calloc(2, sizeof(*c));
	struct scenario run = *s;
	void *sess[2] = { NULL };
	uint8_t sess_dev = dev_a;
	int rc;

	snprintf(why, wn, "setup failed");
	if (c == NULL || p == NULL) {
		free(c);
		return -1;
	}
	tc_cfg_init(&c[0], p, true, r);
	tc_cfg_init(&c[1], p, false, r);
	rc = s->setup(c, sess, &sess_dev);
	if (rc == 0) {
		run.dev[0] = s->dev[0] == DEV_A ? dev_a : dev_b;
		run.dev[1] = s->dev[1] == DEV_A ? dev_a : dev_b;
		rc = run_workers(&run, c, sess, secs, r, why, wn);
	}
	s->teardown(sess, sess_dev);
	free(c);
	return rc;
}

static int
suite_concurrency(void)
{
	unsigned int nb_cases = RTE_DIM(scenarios) * RTE_DIM(families);
	double secs = env.seconds / nb_cases;
	char name[128], why[WHY_LEN];
	const struct scenario *s;
	struct tc_rng r;
	unsigned int i, k;

	tc_rng_seed(&r, env.seed ^ 0x636f6e63ULL);
	if (lcore_pools(&lcore_pools_of[0], 2047, 1023) != 0 ||
			lcore_pools(&lcore_pools_of[1], 2047, 1023) != 0) {
		tc_fail("concurrency/setup", "cannot create the lcores' pools");
		return -1;
	}
	for (i = 0; i < RTE_DIM(scenarios); i++) {
		s = &scenarios[i];
		for (k = 0; k < RTE_DIM(families); k++) {
			snprintf(name, sizeof(name), "concurrency/%s/%s", s->name, families[k]);
			tc_current(name);
			dev_a = env.devs[0];
			dev_b = env.nb_devs > 1 ? env.devs[1] : env.devs[0];
			if (point_lacked(families[k], name))
				continue;
			if (env.worker_lcore >= RTE_MAX_LCORE)
				tc_fail(name, "needs two lcores (EAL -l 0,1)");
			else if (s->dev[1] == DEV_B && s->dev[0] == DEV_A && env.nb_devs < 2)
				tc_fail(name, "needs two devices (--vdev crypto_openssl1)");
			else
				tc_result(name, run_case(s, point_find(families[k]), secs, &r,
						why, sizeof(why)), why);
		}
	}
	tc_current(NULL);
	return 0;
}

TC_SUITE(concurrency, suite_concurrency)
