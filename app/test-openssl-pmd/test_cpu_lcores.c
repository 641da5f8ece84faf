/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* CPU crypto suite: lcore slots and two lcores on one session (see test_cpu.c). */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_cycles.h>
#include <rte_errno.h>
#include <rte_lcore.h>
#ifndef TEST_NO_PMD_API
#include <rte_pmd_openssl.h>
#endif

#include <tc_lcore.h>

#include "test_cpu.h"


#ifndef TEST_NO_PMD_API

/* ---- 2. lcore slots ---- */

static const char *const slot_algs[] = {
	"aes-cbc/16+sha1-hmac",
	"aes-gcm/16",
	"sha2-256-hmac",
	"aes-ccm/16",
	"aes-gmac/16",
};

struct slot_ctx {
	uint8_t dev;
	void *sess;
	struct tc_cfg *c;
	unsigned int lcore[2];	/* main, worker */
	struct rte_pmd_openssl_qp_stats st[2];	/* before the step */
	uint64_t seed;
};

/* A call made by another thread (remote lcore or pthread, tc_lcore.h). */
struct slot_call {
	struct slot_ctx *x;
	unsigned int lcore_id;	/* rte_lcore_id() in that thread */
	int rc;
	char why[WHY_LEN];
};

static uint64_t
fills(const struct rte_pmd_openssl_qp_stats *st)
{
	return st->slot_clones + st->slot_rekeys;
}

static int
slot_call_here(struct slot_ctx *x, char *why, size_t wn)
{
	struct tc_job **jobs = jobs_alloc(CPU_NUM);
	struct cpu_spec sp;
	struct tc_rng r;
	int rc;

	if (jobs == NULL) {
		snprintf(why, wn, "out of memory");
		return -1;
	}
	tc_rng_seed(&r, x->seed++);
	spec_random(&sp, x->c, &r, CPU_NUM);
	rc = cpu_batch(x->dev, x->sess, x->c, &sp, &env.pools, jobs, &r, why, wn);
	jobs_free(jobs, CPU_NUM);
	return rc;
}

static int
slot_lcore_main(void *arg)
{
	struct slot_call *c = arg;

	c->lcore_id = rte_lcore_id();
	c->rc = slot_call_here(c->x, c->why, sizeof(c->why));
	return 0;
}

static int
stats_snap(struct slot_ctx *x, struct rte_pmd_openssl_qp_stats *st, char *why, size_t wn)
{
	unsigned int i;
	int rc;

	for (i = 0; i < 2; i++) {
		rc = rte_pmd_openssl_cpu_stats_get(x->dev, x->lcore[i], &st[i]);
		TC_EXPECT(rc == 0, "cpu_stats_get(dev %u, lcore %u): %d", x->dev, x->lcore[i], rc);
	}
	return 0;
}

/*
 * After a step: lcore slots filled in all, fills by each lcore since the
 * step began, and no fallback or failure on either lcore.
 */
static int
slot_expect(struct slot_ctx *x, uint16_t filled, const uint64_t *fill_delta,
		char *why, size_t wn)
{
	struct rte_pmd_openssl_sym_session_info in;
	struct rte_pmd_openssl_qp_stats now[2];
	unsigned int i;
	int rc;

	if (stats_snap(x, now, why, wn) != 0)
		return -1;
	rc = rte_pmd_openssl_sym_session_info_get(x->sess, &in);
	TC_EXPECT(rc == 0, "session_info_get: %d", rc);
	TC_EXPECT(in.nb_lcore_slots == rte_lcore_count(), "%u lcore slots for %u lcores",
			in.nb_lcore_slots, rte_lcore_count());
	TC_EXPECT(in.nb_filled == 0 && in.filled_mask == 0,
			"%u queue-pair slots filled by CPU calls (mask 0x%" PRIx64 ")",
			in.nb_filled, in.filled_mask);
	TC_EXPECT(in.nb_lcore_filled == filled, "nb_lcore_filled %u, want %u",
			in.nb_lcore_filled, filled);
	for (i = 0; i < 2; i++) {
		TC_EXPECT(fills(&now[i]) - fills(&x->st[i]) == fill_delta[i],
				"lcore %u: slot_clones+slot_rekeys grew by %" PRIu64
				", want %" PRIu64,
				x->lcore[i], fills(&now[i]) - fills(&x->st[i]), fill_delta[i]);
		TC_EXPECT(now[i].fallback_ops == x->st[i].fallback_ops,
				"lcore %u: fallback_ops grew by %" PRIu64, x->lcore[i],
				now[i].fallback_ops - x->st[i].fallback_ops);
		TC_EXPECT(now[i].slot_failures == x->st[i].slot_failures,
				"lcore %u: slot_failures grew by %" PRIu64, x->lcore[i],
				now[i].slot_failures - x->st[i].slot_failures);
		TC_EXPECT(now[i].sessionless_ops == x->st[i].sessionless_ops,
				"lcore %u: sessionless_ops grew", x->lcore[i]);
	}
	return 0;
}

static int
step_main(struct slot_ctx *x, uint16_t filled, uint64_t fill0, char *why, size_t wn)
{
	uint64_t delta[2] = { fill0, 0 };

	if (stats_snap(x, x->st, why, wn) != 0 || slot_call_here(x, why, wn) != 0)
		return -1;
	return slot_expect(x, filled, delta, why, wn);
}

/* A call from the worker lcore; fill1: slots it should fill (1 the first time). */
static int
step_worker(struct slot_ctx *x, uint64_t fill1, char *why, size_t wn)
{
	const uint64_t delta[2] = { 0, fill1 };
	struct slot_call c = { .x = x, .rc = -1 };

	if (stats_snap(x, x->st, why, wn) != 0)
		return -1;
	TC_EXPECT(tc_lcore_run(x->lcore[1], slot_lcore_main, &c) == 0, "cannot launch lcore %u",
			x->lcore[1]);
	TC_EXPECT(c.lcore_id == x->lcore[1], "remote call ran on lcore %u", c.lcore_id);
	if (c.rc != 0) {
		snprintf(why, wn, "lcore %u: %.200s", x->lcore[1], c.why);
		return -1;
	}
	return slot_expect(x, 2, delta, why, wn);
}

static int
step_thread(struct slot_ctx *x, char *why, size_t wn)
{
	static const uint64_t delta[2] = { 0, 0 };
	struct slot_call c = { .x = x, .rc = -1 };

	if (stats_snap(x, x->st, why, wn) != 0)
		return -1;
	TC_EXPECT(tc_thread_run(slot_lcore_main, &c) == 0, "cannot start a thread");
	TC_EXPECT(c.lcore_id == LCORE_ID_ANY, "the pthread has lcore id %u", c.lcore_id);
	if (c.rc != 0) {
		snprintf(why, wn, "non-EAL thread: %.200s", c.why);
		return -1;
	}
	return slot_expect(x, 2, delta, why, wn);
}

static void
run_slots_alg(uint8_t dev, const char *alg, struct tc_cfg *c, struct tc_rng *r)
{
	static const char *const steps[] = {
		"lcore0-first-call", "lcore0-second-call", "lcore1-first-call",
		"lcore1-second-call", "non-eal-thread",
	};
	const struct tc_point *p = point_find(alg);
	char name[160], why[WHY_LEN];
	struct slot_ctx x;
	unsigned int k;
	bool broken = false;
	int rc;

	memset(&x, 0, sizeof(x));
	if (p != NULL) {
		tc_cfg_init(c, p, tc_rng_next(r) & 1, r);
		x.sess = sess_create(dev, c, NULL);
	}
	x.dev = dev;
	x.c = c;
	x.seed = tc_rng_next(r);
	x.lcore[0] = rte_lcore_id();
	x.lcore[1] = env.worker_lcore;
	for (k = 0; k < RTE_DIM(steps); k++) {
		snprintf(name, sizeof(name), "cpu/slots/%s/%s", alg, steps[k]);
		tc_current(name);
		why[0] = '\0';
		if (p == NULL) {
			tc_fail(name, "not in the device's capabilities");
			continue;
		}
		if (x.sess == NULL) {
			tc_fail(name, "session create failed");
			continue;
		}
		if (broken) {
			tc_fail(name, "an earlier step failed");
			continue;
		}
		if (env.worker_lcore >= RTE_MAX_LCORE) {
			tc_fail(name, "needs two lcores (EAL -l 0,1)");
			continue;
		}
		switch (k) {
		case 0:
			/* a fresh session: no lcore slot filled before the first call */
			rc = stats_snap(&x, x.st, why, sizeof(why));
			if (rc == 0)
				rc = slot_expect(&x, 0, (const uint64_t[2]){ 0, 0 }, why,
						sizeof(why));
			if (rc == 0)
				rc = step_main(&x, 1, 1, why, sizeof(why));
			break;
		case 1:
			rc = step_main(&x, 1, 0, why, sizeof(why));
			break;
		case 2:
			rc = step_worker(&x, 1, why, sizeof(why));
			break;
		case 3:
			rc = step_worker(&x, 0, why, sizeof(why));
			break;
		default:
			rc = step_thread(&x, why, sizeof(why));
			break;
		}
		broken = rc != 0;
		tc_result(name, rc, why);
	}
	tc_current(NULL);
	sess_free(dev, x.sess);
}

void
run_cpu_slots(uint8_t dev, struct tc_rng *r)
{
	struct tc_cfg *c = malloc(sizeof(*c));
	unsigned int i;

	for (i = 0; i < RTE_DIM(slot_algs) && c != NULL; i++)
		run_slots_alg(dev, slot_algs[i], c, r);
	if (c == NULL)
		tc_fail("cpu/slots", "out of memory");
	free(c);
}

#endif /* TEST_NO_PMD_API */

/* ---- 3. two lcores, one session ---- */

static const char *const conc_algs[] = {
	"aes-cbc/16+sha1-hmac",
	"aes-gcm/16",
	"sha2-256-hmac",
};

struct conc_lcore {
	uint8_t dev;
	void *sess;
	struct tc_cfg *c;
	struct tc_pools pools;	/* this lcore's own */
	uint64_t seed;
	uint64_t deadline;
	uint64_t max_calls;
	uint64_t calls;
	uint64_t bufs;
	int rc;
	char why[WHY_LEN];
};

static struct conc_lcore conc[2];

static int
conc_main(void *arg)
{
	struct conc_lcore *c = arg;
	struct tc_job **jobs;
	struct cpu_spec sp;
	struct tc_rng r;

	tc_rng_seed(&r, c->seed);
	jobs = jobs_alloc(CPU_MAX_NUM);
	c->rc = jobs == NULL ? -1 : 0;
	snprintf(c->why, sizeof(c->why), "out of memory");
	/* one call at least: on a loaded machine the window may pass before the lcore runs */
	while (c->rc == 0 && (c->calls == 0 || (rte_get_timer_cycles() < c->deadline &&
			(c->max_calls == 0 || c->bufs < c->max_calls)))) {
		spec_random(&sp, c->c, &r, CPU_MAX_NUM);
		c->rc = cpu_batch(c->dev, c->sess, c->c, &sp, &c->pools, jobs, &r, c->why,
				sizeof(c->why));
		c->calls++;
		c->bufs += sp.n;
	}
	jobs_free(jobs, CPU_MAX_NUM);
	return 0;
}

static int
run_conc(uint8_t dev, struct tc_cfg *cfg, double secs, struct tc_rng *r, char *why,
		size_t wn)
{
	uint64_t deadline = rte_get_timer_cycles() + (uint64_t)(secs * rte_get_timer_hz());
	void *sess;
	unsigned int i, lc[2] = { rte_lcore_id(), env.worker_lcore };
	int rc = 0;
#ifndef TEST_NO_PMD_API
	struct rte_pmd_openssl_qp_stats st0[2], st1[2];
	struct rte_pmd_openssl_sym_session_info in = { 0 };
#endif

	sess = sess_create(dev, cfg, NULL);
	if (sess == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		return -1;
	}
	if (env.ops != 0)
		deadline = UINT64_MAX;
#ifndef TEST_NO_PMD_API
	for (i = 0; i < 2; i++)
		rte_pmd_openssl_cpu_stats_get(dev, lc[i], &st0[i]);
#endif
	for (i = 0; i < 2; i++) {
		if (lcore_pools(&conc[i].pools, 511, 127) != 0) {
			snprintf(why, wn, "cannot create the lcores' pools");
			sess_free(dev, sess);
			return -1;
		}
		conc[i].dev = dev;
		conc[i].sess = sess;
		conc[i].c = cfg;
		conc[i].seed = tc_rng_next(r);
		conc[i].deadline = deadline;
		conc[i].max_calls = env.ops;
		conc[i].calls = conc[i].bufs = 0;
		conc[i].rc = 0;
	}
	if (tc_lcore_pair(lc[1], conc_main, &conc[0], &conc[1]) != 0) {
		snprintf(why, wn, "cannot launch lcore %u", lc[1]);
		sess_free(dev, sess);
		return -1;
	}
	for (i = 0; i < 2 && rc == 0; i++) {
		if (conc[i].rc != 0) {
			snprintf(why, wn, "lcore %u after %" PRIu64 " calls (%" PRIu64
					" buffers): %s", lc[i], conc[i].calls, conc[i].bufs,
					conc[i].why);
			rc = -1;
		} else if (conc[i].calls == 0) {
			snprintf(why, wn, "lcore %u made no call", lc[i]);
			rc = -1;
		}
	}
#ifndef TEST_NO_PMD_API
	/* each lcore filled its own slot once, none took the per-op path */
	for (i = 0; i < 2 && rc == 0; i++) {
		rte_pmd_openssl_cpu_stats_get(dev, lc[i], &st1[i]);
		if (st1[i].slot_clones + st1[i].slot_rekeys !=
				st0[i].slot_clones + st0[i].slot_rekeys + 1 ||
				st1[i].fallback_ops != st0[i].fallback_ops ||
				st1[i].slot_failures != st0[i].slot_failures) {
			snprintf(why, wn, "lcore %u: %" PRIu64 " slot fills, %" PRIu64
					" fallbacks, %" PRIu64 " failures (want 1, 0, 0)", lc[i],
					st1[i].slot_clones + st1[i].slot_rekeys -
					st0[i].slot_clones - st0[i].slot_rekeys,
					st1[i].fallback_ops - st0[i].fallback_ops,
					st1[i].slot_failures - st0[i].slot_failures);
			rc = -1;
		}
	}
	if (rc == 0 && (rte_pmd_openssl_sym_session_info_get(sess, &in) != 0 ||
			in.nb_lcore_filled != 2)) {
		snprintf(why, wn, "session has %u lcore slots filled, want 2",
				in.nb_lcore_filled);
		rc = -1;
	}
#endif
	if (rc == 0 && env.verbose)
		printf("info: cpu/concurrency/%s/%s: %" PRIu64 " + %" PRIu64 " buffers\n",
				cfg->p.name, tc_point_dir(&cfg->p, cfg->encrypt), conc[0].bufs,
				conc[1].bufs);
	sess_free(dev, sess);
	return rc;
}

static void
conc_case(uint8_t dev, const struct tc_point *p, bool enc, struct tc_cfg *c, double secs,
		struct tc_rng *r)
{
	char name[160], why[WHY_LEN] = "";

	snprintf(name, sizeof(name), "cpu/concurrency/%s/%s", p->name, tc_point_dir(p, enc));
	tc_current(name);
	if (env.worker_lcore >= RTE_MAX_LCORE) {
		tc_fail(name, "needs two lcores (EAL -l 0,1)");
		return;
	}
	tc_cfg_init(c, p, enc, r);
	tc_result(name, run_conc(dev, c, secs, r, why, sizeof(why)), why);
}

void
run_cpu_concurrency(uint8_t dev, struct tc_rng *r)
{
	unsigned int nb = RTE_DIM(conc_algs) * 2, i, d;
	double secs = RTE_MAX(env.seconds / nb, CPU_CONC_DEADLINE_MIN);
	struct tc_cfg *c = malloc(sizeof(*c));
	const struct tc_point *p;

	for (i = 0; i < RTE_DIM(conc_algs); i++) {
		p = point_find(conc_algs[i]);
		if (p == NULL || c == NULL) {
			tc_fail(conc_algs[i], "cpu/concurrency: not advertised, or out of memory");
			continue;
		}
		for (d = 0; d < 2; d++)
			conc_case(dev, p, d == 0, c, secs, r);
	}
	tc_current(NULL);
	free(c);
}
