/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Functional tests: every point of the algorithm table (every advertised
 * algorithm and key length, typical and edge parameters, chains), both
 * directions, over a table of buffer shapes (offsets, out of place,
 * scatter-gather, sessionless, digest placement, tag failure); then a
 * differential run of random ops.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_errno.h>

#include <tc_xform.h>

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
	uint16_t segs[TC_MAX_SEGS];
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
shape_layout(struct tc_layout *l, const struct shape *s, const struct tc_cfg *c,
		unsigned int i)
{
	uint32_t g = tc_cfg_gran(c), step = g > 1 ? 3u * g : 13u;

	layout_linear(l, c, s->off, s->aoff, s->len + i * step, s->tail);
	if (s->nb_segs > 1)
		layout_split(l, s->segs, s->nb_segs);
	l->oop = s->oop;
	l->digest_in_mbuf = s->digest_in_mbuf;
	l->sessionless = s->sessionless;
	l->negative = s->corrupt;
}

static int
run_shape(uint8_t dev, const struct tc_point *p, bool encrypt, const struct shape *s,
		struct tc_job **jobs, struct tc_rng *r, char *why, size_t wn)
{
	struct tc_cfg *c = malloc(sizeof(*c));
	struct tc_layout l;
	void *sess = NULL;
	unsigned int i, avail;
	int rc = -1;

	if (c == NULL)
		return -1;
	tc_cfg_init(c, p, encrypt, r);
	if (!s->sessionless && (sess = sess_create(dev, c, NULL)) == NULL) {
		snprintf(why, wn, "session create failed: %s", rte_strerror(rte_errno));
		goto out;
	}
	snprintf(why, wn, "cannot build the ops");
	for (i = 0; i < OPS_PER_CASE; i++) {
		shape_layout(&l, s, c, i);
		if (tc_job_prepare(jobs[i], c, &l, r) != 0 ||
				tc_job_build(jobs[i], &env.pools, sess, r) != 0)
			goto out;
	}
	avail = rte_mempool_avail_count(env.pools.sess);
	rc = jobs_run(dev, 0, jobs, OPS_PER_CASE, why, wn);
	if (rc == 0 && rte_mempool_avail_count(env.pools.sess) != avail) {
		snprintf(why, wn, "the session pool lost %d elements",
				(int)avail - (int)rte_mempool_avail_count(env.pools.sess));
		rc = -1;
	}
out:
	for (i = 0; i < OPS_PER_CASE; i++)
		tc_job_release(jobs[i]);
	sess_free(dev, sess);
	free(c);
	return rc;
}

static void
run_point(uint8_t dev, const struct tc_point *p, uint64_t ff, struct tc_job **jobs,
		struct tc_rng *r)
{
	char name[192], why[WHY_LEN];
	const struct shape *s;
	unsigned int k, d;
	bool enc;

	for (d = 0; d < 2; d++) {
		enc = d == 0;
		for (k = 0; k < RTE_DIM(shapes); k++) {
			s = &shapes[k];
			if (!shape_need_met(s->need, p, enc))
				continue;
			snprintf(name, sizeof(name), "functional/%s/%s/%s", p->name,
					tc_point_dir(p, enc), s->name);
			tc_current(name);
			if ((ff & s->feature) != s->feature)
				tc_fail(name, "feature flag 0x%" PRIx64 " not advertised",
						s->feature);
			else
				tc_result(name, run_shape(dev, p, enc, s, jobs, r, why,
						sizeof(why)), why);
		}
	}
}

/* Every point of the table (every advertised algorithm), both directions, every shape. */
static void
run_table(uint8_t dev, struct tc_rng *r)
{
	struct tc_job **jobs = jobs_alloc(OPS_PER_CASE);
	unsigned int i;

	if (jobs == NULL) {
		tc_fail("functional/setup", "out of memory");
		return;
	}
	for (i = 0; i < env.nb_points; i++)
		run_point(dev, &env.points[i], env.algos.ff, jobs, r);
	tc_current(NULL);
	jobs_free(jobs, OPS_PER_CASE);
}

/* Random points, sizes, offsets, segmentations and chains, in bursts. */
static int
diff_burst(uint8_t dev, uint16_t qp, struct tc_job **jobs, struct tc_cfg *c,
		void **sess, unsigned int n, struct tc_rng *r, char *why, size_t wn)
{
	const struct tc_point *p;
	struct tc_layout l;
	unsigned int i;

	for (i = 0; i < n; i++) {
		p = &env.points[tc_rng_below(r, env.nb_points)];
		tc_cfg_init(&c[i], p, tc_rng_next(r) & 1, r);
		layout_random(&l, &c[i], r, JOB_MAX_LEN, true);
		l.negative = !c[i].encrypt && tc_rng_range(r, 0, 7) == 0;
		sess[i] = l.sessionless ? NULL : sess_create(dev, &c[i], NULL);
		if ((!l.sessionless && sess[i] == NULL) ||
				tc_job_prepare(jobs[i], &c[i], &l, r) != 0 ||
				tc_job_build(jobs[i], &env.pools, sess[i], r) != 0) {
			snprintf(why, wn, "cannot build op %u (%s)", i, p->name);
			return -1;
		}
	}
	return jobs_run(dev, qp, jobs, n, why, wn);
}

static int
run_differential(uint8_t dev, struct tc_rng *r, char *why, size_t wn)
{
	struct tc_job **jobs = jobs_alloc(DIFF_BURST);
	struct tc_cfg *c = calloc(DIFF_BURST, sizeof(*c));
	void *sess[DIFF_BURST];
	unsigned int done = 0, n, i;
	int rc = jobs == NULL || c == NULL ? -1 : 0;

	while (rc == 0 && done < env.iters) {
		n = RTE_MIN((unsigned int)tc_rng_range(r, 1, DIFF_BURST), env.iters - done);
		memset(sess, 0, sizeof(sess));
		rc = diff_burst(dev, (uint16_t)(tc_rng_next(r) & 1), jobs, c, sess, n, r, why, wn);
		for (i = 0; i < n; i++) {
			tc_job_release(jobs[i]);
			sess_free(dev, sess[i]);
		}
		done += n;
	}
	jobs_free(jobs, DIFF_BURST);
	free(c);
	return rc;
}

/*
 * Every data-unit length a cipher advertises (the 1 MiB one too, which no
 * op here is long enough to use) is taken by session create.
 */
static void
run_data_units(uint8_t dev)
{
	static const uint32_t units[] = { 512, 4096, 1u << 20 };	/* bits 0, 1, 2 */
	static const uint8_t key[64] = "data unit key: the two halves of an XTS key differ.";
	struct tc_xform_params p = { .encrypt = true, .key = key, .iv_offset = TC_IV_OFFSET };
	struct rte_crypto_sym_xform x = { .next = NULL };
	const struct tc_algo *a;
	unsigned int i, u;
	char name[96];
	void *s;

	for (i = 0; i < env.algos.n; i++) {
		a = &env.algos.v[i];
		if (a->kind != TC_KIND_CIPHER || a->cap->cipher.dataunit_set == 0)
			continue;
		tc_check(a->cap->cipher.dataunit_set < (1u << RTE_DIM(units)),
				"functional/%s/data-units-known", a->name);
		for (u = 0; u < RTE_DIM(units); u++) {
			if (!(a->cap->cipher.dataunit_set & (1u << u)))
				continue;
			p.cipher_algo = a->algo;
			p.key_len = a->keys.min;
			p.iv_len = tc_algo_iv(a)->max;
			p.dataunit_len = units[u];
			tc_xform_cipher(&x, &p);
			s = rte_cryptodev_sym_session_create(dev, &x, env.pools.sess);
			snprintf(name, sizeof(name), "functional/%s/data-unit-%u", a->name,
					units[u]);
			tc_check(s != NULL, "%s", name);
			if (s != NULL)
				sess_free(dev, s);
		}
	}
}

static int
suite_functional(void)
{
	uint8_t dev = env.devs[0];
	char why[WHY_LEN] = "";
	struct tc_rng r;
	int rc;

	tc_rng_seed(&r, env.seed ^ 0x66756e63ULL);
	if (dev_setup(dev, 2, NB_DESC_DEFAULT) != 0) {
		tc_fail("functional/setup", "cannot configure device %u", dev);
		return -1;
	}
	run_table(dev, &r);
	run_data_units(dev);
	rc = run_differential(dev, &r, why, sizeof(why));
	tc_result("functional/differential", rc, why);
	why[0] = '\0';
	rc = test_ring_overflow(dev, &r, why, sizeof(why));
	tc_result("functional/ring-overflow", rc, why);
	return 0;
}

TC_SUITE(functional, suite_functional)
