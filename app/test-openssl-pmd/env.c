/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/* Devices, pools, sessions and points shared by the suites. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_lcore.h>

#include <tc_eal.h>

#include "test_pmd.h"

struct test_env env;

/* The crypto_openssl devices given on the EAL command line, in id order. */
int
env_init(void)
{
	struct tc_pools_conf pc = {
		.nb_mbufs = 16383,
		.mbuf_room = JOB_MAX_LEN + TC_REF_MAX_DIGEST,
		.nb_ops = 8191,
		.op_priv = TC_IV_AREA,
		.nb_sess = 4095,
		.cache = 128,
	};
	unsigned int i, max = 0;

	env.nb_devs = tc_devs_of("crypto_openssl", env.devs, RTE_DIM(env.devs));
	if (env.nb_devs == 0) {
		printf("no crypto_openssl device: give --vdev crypto_openssl0\n");
		return -1;
	}
	for (i = 0; i < env.nb_devs; i++)
		max = RTE_MAX(max, rte_cryptodev_sym_get_private_session_size(env.devs[i]));
	/* room for fresh devices and reconfigurations made by the tests */
	pc.sess_size = 2 * max;
	if (tc_pools_create(&env.pools, &pc, env.devs[0]) != 0)
		return -1;
	if (tc_algos_load(env.devs[0], &env.algos) != 0)
		return -1;
	tc_count(0, env.algos.missing);
	env.nb_points = tc_points_all(&env.algos, env.points, MAX_POINTS);
	if (env.nb_points > MAX_POINTS) {
		printf("%u points, more than %u\n", env.nb_points, MAX_POINTS);
		return -1;
	}
	return 0;
}

int
lcore_pools(struct tc_pools *pl, unsigned int nb_mbufs, unsigned int nb_ops)
{
	const struct tc_pools_conf pc = {
		.nb_mbufs = nb_mbufs,
		.mbuf_room = JOB_MAX_LEN + TC_REF_MAX_DIGEST,
		.nb_ops = nb_ops,
		.op_priv = TC_IV_AREA,
	};

	return pl->mbuf != NULL ? 0 : tc_pools_create(pl, &pc, env.devs[0]);
}

void
env_fini(void)
{
	unsigned int i;

	for (i = 0; i < env.nb_devs; i++)
		rte_cryptodev_stop(env.devs[i]);
	tc_algos_free(&env.algos);
}

int
dev_setup(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc)
{
	return tc_dev_configure(dev, nb_qps, nb_desc, env.pools.sess);
}

bool
point_lacked(const char *point, const char *name)
{
	if (point_find(point) != NULL || tc_pmd_devargs() == NULL)
		return false;
	if (name != NULL)
		printf("SKIP[provider-lacks] %s: %s not advertised by the device\n", name, point);
	return true;
}

bool
xform_lacked(uint8_t dev, const struct rte_crypto_sym_xform *x, const char *name)
{
	if (tc_pmd_devargs() == NULL || tc_xform_capability(dev, x) != NULL)
		return false;
	printf("SKIP[provider-lacks] %s: the algorithm not advertised by the device\n", name);
	return true;
}

const struct tc_point *
point_find(const char *name)
{
	/* a point made from its name: the thread's own, the last 32 kept */
	static __thread struct tc_point found[32];
	static __thread unsigned int next;
	struct tc_point *p;
	unsigned int i;

	for (i = 0; i < env.nb_points; i++)
		if (strcmp(env.points[i].name, name) == 0)
			return &env.points[i];
	p = &found[next++ % RTE_DIM(found)];
	return tc_point_by_name(&env.algos, name, p) == 0 ? p : NULL;
}

void *
sess_create(uint8_t dev, struct tc_cfg *c, struct rte_mempool *mp)
{
	return tc_cfg_session(c, dev, mp != NULL ? mp : env.pools.sess);
}

void
sess_free(uint8_t dev, void *sess)
{
	if (sess != NULL)
		rte_cryptodev_sym_session_free(dev, sess);
}

bool
shape_need_met(enum shape_need need, const struct tc_point *p, bool encrypt)
{
	switch (need) {
	case NEED_NONE:
		return true;
	case NEED_DIGEST:
		return tc_point_has_digest(p);
	case NEED_VERIFY:
		return tc_point_can_fail(p) && !encrypt;
	}
	return false;
}

struct tc_job **
jobs_alloc(unsigned int n)
{
	struct tc_job **jobs = calloc(n, sizeof(*jobs));
	unsigned int i;

	for (i = 0; jobs != NULL && i < n; i++) {
		jobs[i] = tc_job_alloc(JOB_MAX_LEN, JOB_MAX_AAD);
		if (jobs[i] == NULL) {
			jobs_free(jobs, i);
			return NULL;
		}
	}
	return jobs;
}

void
jobs_free(struct tc_job **jobs, unsigned int n)
{
	unsigned int i;

	for (i = 0; jobs != NULL && i < n; i++)
		tc_job_free(jobs[i]);
	free(jobs);
}

int
jobs_run(uint8_t dev, uint16_t qp, struct tc_job **jobs, unsigned int n, char *why,
		size_t wn)
{
	return tc_jobs_run(dev, qp, jobs, n, why, wn);
}

int
one_op(uint8_t dev, uint16_t qp, struct tc_cfg *c, void *sess, struct tc_rng *r,
		bool sessionless, char *why, size_t wn)
{
	struct tc_job *j = tc_job_alloc(JOB_MAX_LEN, JOB_MAX_AAD);
	uint32_t gran = tc_cfg_gran(c);
	struct tc_layout l;
	int rc = -1;

	if (j == NULL)
		return -1;
	layout_linear(&l, c, tc_rng_range(r, 0, 32), 0, tc_rng_range(r, 1, 32) * gran * 4, 8);
	l.sessionless = sessionless;
	snprintf(why, wn, "cannot build the op");
	if (tc_job_prepare(j, c, &l, r) == 0 && tc_job_build(j, &env.pools, sess, r) == 0)
		rc = jobs_run(dev, qp, &j, 1, why, wn);
	tc_job_free(j);
	return rc;
}
