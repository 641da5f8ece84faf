/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Functional tests: every algorithm of alg_table, both directions, over a
 * table of buffer shapes (offsets, out of place, scatter-gather, sessionless,
 * digest placement, tag failure); then a differential run of random ops.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_errno.h>

#include "test_pmd.h"

#define OPS_PER_CASE 3
#define DIFF_BURST 32

struct shape {
	const char *name;
	uint32_t off;		/* cipher (or auth-only) region start */
	uint32_t aoff;		/* chains: auth region start */
	uint32_t len;		/* region length of the first op */
	uint32_t tail;
	uint16_t nb_segs;
	uint16_t segs[JOB_MAX_SEGS];
	bool oop;
	bool digest_in_mbuf;
	bool sessionless;
	bool corrupt;
	enum shape_need need;
	uint64_t feature;	/* device feature flag the shape relies on */
};

static const struct shape shapes[] = {
	{ .name = "in-place", .len = 64 },
	{ .name = "empty-region", .off = 8, .len = 0, .tail = 8 },
	{ .name = "offsets", .off = 40, .aoff = 8, .len = 128, .tail = 24 },
	{ .name = "oop", .off = 16, .len = 96, .tail = 8, .oop = true,
	  .feature = RTE_CRYPTODEV_FF_OOP_LB_IN_LB_OUT },
	{ .name = "sgl-in-place", .off = 24, .aoff = 8, .len = 256, .tail = 16,
	  .nb_segs = 4, .segs = { 7, 100, 33 },
	  .feature = RTE_CRYPTODEV_FF_IN_PLACE_SGL },
	{ .name = "sgl-oop-linear", .off = 24, .aoff = 8, .len = 256, .tail = 16,
	  .nb_segs = 4, .segs = { 50, 13, 77 }, .oop = true,
	  .feature = RTE_CRYPTODEV_FF_OOP_SGL_IN_LB_OUT },
	{ .name = "sgl-small-segs", .off = 20, .aoff = 4, .len = 256, .tail = 8,
	  .nb_segs = 7, .segs = { 21, 5, 3, 9, 1, 60 },
	  .feature = RTE_CRYPTODEV_FF_IN_PLACE_SGL },
	{ .name = "sgl-small-segs-oop", .off = 20, .aoff = 4, .len = 256, .tail = 8,
	  .nb_segs = 7, .segs = { 21, 5, 3, 9, 1, 60 }, .oop = true,
	  .feature = RTE_CRYPTODEV_FF_OOP_SGL_IN_LB_OUT },
	{ .name = "sessionless", .off = 8, .len = 64, .tail = 8, .sessionless = true,
	  .feature = RTE_CRYPTODEV_FF_SYM_SESSIONLESS },
	{ .name = "digest-in-mbuf", .off = 16, .len = 96, .digest_in_mbuf = true,
	  .need = NEED_DIGEST },
	{ .name = "sgl-digest-in-mbuf", .off = 16, .aoff = 4, .len = 160,
	  .nb_segs = 3, .segs = { 31, 64 }, .digest_in_mbuf = true, .need = NEED_DIGEST,
	  .feature = RTE_CRYPTODEV_FF_IN_PLACE_SGL },
	{ .name = "bad-tag", .off = 16, .len = 64, .corrupt = true, .need = NEED_VERIFY },
	{ .name = "bad-tag-sgl", .off = 8, .len = 128, .nb_segs = 3, .segs = { 20, 20 },
	  .corrupt = true, .need = NEED_VERIFY, .feature = RTE_CRYPTODEV_FF_IN_PLACE_SGL },
};

static void
shape_layout(struct job_layout *l, const struct shape *s, const struct alg_spec *a,
		unsigned int i)
{
	uint32_t step = a->block > 1 ? 3u * a->block : 13u;

	layout_linear(l, a, s->off, s->aoff, RTE_MAX(s->len + i * step, (uint32_t)a->min_len),
			s->tail);
	if (s->nb_segs > 1)
		layout_split(l, s->segs, s->nb_segs);
	l->oop = s->oop;
	l->digest_in_mbuf = s->digest_in_mbuf;
	l->sessionless = s->sessionless;
	l->corrupt_tag = s->corrupt;
}

static int
run_shape(uint8_t dev, const struct alg_spec *a, bool encrypt, const struct shape *s,
		struct rng *r, char *why, size_t wn)
{
	struct job *jobs[OPS_PER_CASE] = { NULL };
	struct sess_params p;
	struct job_layout l;
	void *sess = NULL;
	unsigned int i, avail;
	int rc = -1;

	params_init(&p, a, encrypt, r);
	if (!s->sessionless && (sess = sess_create(dev, &p, NULL)) == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		return -1;
	}
	snprintf(why, wn, "cannot build the ops");
	for (i = 0; i < OPS_PER_CASE; i++) {
		jobs[i] = calloc(1, sizeof(struct job));
		shape_layout(&l, s, a, i);
		if (jobs[i] == NULL || job_prepare(jobs[i], &p, &l, r) != 0 ||
				job_build(jobs[i], &env.pools, sess) != 0)
			goto out;
	}
	avail = rte_mempool_avail_count(env.sess_pool);
	rc = burst_run(dev, 0, jobs, OPS_PER_CASE, why, wn);
	if (rc == 0)
		rc = burst_check(jobs, OPS_PER_CASE, why, wn);
	if (rc == 0 && rte_mempool_avail_count(env.sess_pool) != avail) {
		snprintf(why, wn, "the session pool lost %d elements",
				(int)avail - (int)rte_mempool_avail_count(env.sess_pool));
		rc = -1;
	}
out:
	for (i = 0; i < OPS_PER_CASE && jobs[i] != NULL; i++) {
		job_free(jobs[i]);
		free(jobs[i]);
	}
	sess_free(dev, sess);
	return rc;
}

static void
run_table(uint8_t dev, struct rng *r)
{
	struct rte_cryptodev_info info;
	char name[160], why[WHY_LEN];
	const struct alg_spec *a;
	const struct shape *s;
	unsigned int i, k, d;
	bool enc;

	rte_cryptodev_info_get(dev, &info);
	for (i = 0; i < alg_table_len; i++) {
		a = &alg_table[i];
		for (d = 0; d < 2; d++) {
			enc = d == 0;
			for (k = 0; k < RTE_DIM(shapes); k++) {
				s = &shapes[k];
				if (!shape_need_met(s->need, a, enc))
					continue;
				snprintf(name, sizeof(name), "functional/%s/%s/%s", a->name,
						dir_name(a, enc), s->name);
				if (!alg_supported(dev, a))
					case_fail(name, "not in the device's capabilities");
				else if ((info.feature_flags & s->feature) != s->feature)
					case_fail(name, "feature flag 0x%" PRIx64 " not advertised",
							s->feature);
				else
					case_result(name, run_shape(dev, a, enc, s, r, why,
							sizeof(why)), why);
			}
		}
	}
}

/* Layer 4: random algorithms, sizes, offsets, segmentations and chains. */
static int
diff_burst(uint8_t dev, uint16_t qp, struct job **jobs, struct sess_params *p,
		void **sess, unsigned int n, struct rng *r, char *why, size_t wn)
{
	const struct alg_spec *a;
	struct job_layout l;
	unsigned int i;

	for (i = 0; i < n; i++) {
		do {
			a = &alg_table[rng_range(r, 0, alg_table_len - 1)];
		} while (!alg_supported(dev, a));
		params_init(&p[i], a, rng_next(r) & 1, r);
		layout_random(&l, a, r, JOB_MAX_LEN, true);
		l.corrupt_tag = !p[i].encrypt && rng_range(r, 0, 7) == 0;
		sess[i] = l.sessionless ? NULL : sess_create(dev, &p[i], NULL);
		if ((!l.sessionless && sess[i] == NULL) ||
				job_prepare(jobs[i], &p[i], &l, r) != 0 ||
				job_build(jobs[i], &env.pools, sess[i]) != 0) {
			snprintf(why, wn, "cannot build op %u (%s)", i, a->name);
			return -1;
		}
	}
	if (burst_run(dev, qp, jobs, n, why, wn) != 0)
		return -1;
	return burst_check(jobs, n, why, wn);
}

static int
run_differential(uint8_t dev, struct rng *r, char *why, size_t wn)
{
	struct job **jobs = calloc(DIFF_BURST, sizeof(*jobs));
	struct sess_params *p = calloc(DIFF_BURST, sizeof(*p));
	void *sess[DIFF_BURST];
	unsigned int done = 0, n, i;
	int rc = 0;

	for (i = 0; jobs != NULL && i < DIFF_BURST; i++)
		jobs[i] = calloc(1, sizeof(struct job));
	if (jobs == NULL || p == NULL || jobs[DIFF_BURST - 1] == NULL)
		rc = -1;
	while (rc == 0 && done < env.iters) {
		n = RTE_MIN((unsigned int)rng_range(r, 1, DIFF_BURST), env.iters - done);
		memset(sess, 0, sizeof(sess));
		rc = diff_burst(dev, (uint16_t)(rng_next(r) & 1), jobs, p, sess, n, r, why, wn);
		for (i = 0; i < n; i++) {
			job_free(jobs[i]);
			sess_free(dev, sess[i]);
		}
		done += n;
	}
	for (i = 0; jobs != NULL && i < DIFF_BURST; i++)
		free(jobs[i]);
	free(jobs);
	free(p);
	return rc;
}

int
suite_functional(void)
{
	uint8_t dev = env.devs[0];
	char why[WHY_LEN] = "";
	struct rng r;
	int rc;

	rng_seed(&r, env.seed ^ 0x66756e63ULL);
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0) {
		case_fail("functional/setup", "cannot configure device %u", dev);
		return -1;
	}
	run_table(dev, &r);
	rc = run_differential(dev, &r, why, sizeof(why));
	case_result("functional/differential", rc, why);
	why[0] = '\0';
	rc = test_ring_overflow(dev, &r, why, sizeof(why));
	case_result("functional/ring-overflow", rc, why);
	return 0;
}
