/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_PMD_H
#define TEST_PMD_H

/*
 * dpdk-test-openssl-pmd: suites of cases through the public cryptodev API
 * on the test library (ops made, run and checked against the reference by
 * its job model; algorithms and parameters from its table of points).
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_common.h>

#include <tc_dev.h>
#include <tc_job.h>
#include <tc_point.h>
#include <tc_report.h>
#include <tc_suite.h>
#include <tc_rng.h>

#define JOB_MAX_LEN	4096	/* packet bytes, digest excluded */
#define JOB_MAX_AAD	256
#define MAX_POINTS	256
#define NB_DESC_DEFAULT	2048
#define WHY_LEN		TC_WHY_LEN

struct test_env {
	uint8_t devs[RTE_CRYPTO_MAX_DEVS];
	unsigned int nb_devs;	/* crypto_openssl devices given to EAL */
	struct tc_pools pools;	/* session pool: large elements that fit every config */
	struct tc_algos algos;	/* what devs[0] advertises, with its reference */
	struct tc_point points[MAX_POINTS];
	unsigned int nb_points;
	double seconds;
	uint64_t ops;		/* concurrency: ops per lcore (0: by time) */
	unsigned int iters;	/* differential ops */
	uint64_t seed;
	unsigned int worker_lcore;
	bool verbose;
};

extern struct test_env env;

/* What a buffer shape of a test table needs of the point. */
enum shape_need {
	NEED_NONE,
	NEED_DIGEST,	/* a point with a digest */
	NEED_VERIFY,	/* and the verify direction, a digest that can fail */
};

bool shape_need_met(enum shape_need need, const struct tc_point *p, bool encrypt);

/* ---- layouts (layout.c) ---- */

/*
 * off: start of the cipher (or auth-only) region; len: its length;
 * aoff: chains only, start of the auth region (at or before off; the auth
 * region ends where the cipher region ends, as in ESP); tail: bytes after.
 */
void layout_linear(struct tc_layout *l, const struct tc_cfg *c, uint32_t off, uint32_t aoff,
		uint32_t len, uint32_t tail);
/* Segments: the first nb - 1 of the given sizes, the last the rest. */
void layout_split(struct tc_layout *l, const uint16_t *segs, uint16_t nb);
/* A random layout; max_len bounds the packet; sgl: may be segmented. */
void layout_random(struct tc_layout *l, const struct tc_cfg *c, struct tc_rng *r,
		uint32_t max_len, bool sgl);

/* ---- devices, pools, sessions, points (env.c) ---- */

int env_init(void);
void env_fini(void);
int dev_setup(uint8_t dev, uint16_t nb_qps, uint32_t nb_desc);
/* Pools of one lcore's own, made once (no cache: nothing moves between lcores). */
int lcore_pools(struct tc_pools *pl, unsigned int nb_mbufs, unsigned int nb_ops);
/* A point of the table by name (tc_point_by_name); NULL if not advertised. */
const struct tc_point *point_find(const char *name);
/*
 * Does a restricted device (--pmd-devargs) not advertise the point? Then
 * case name (NULL: no line) is not run: a line SKIP[provider-lacks]. A
 * default device lacks nothing: what it does not advertise fails.
 */
bool point_lacked(const char *point, const char *name);
/* The same for the algorithm of transform x on device dev (a line for case name). */
bool xform_lacked(uint8_t dev, const struct rte_crypto_sym_xform *x, const char *name);
void *sess_create(uint8_t dev, struct tc_cfg *c, struct rte_mempool *mp);
void sess_free(uint8_t dev, void *sess);
/* Jobs of room for this program's layouts; NULL if out of memory. */
struct tc_job **jobs_alloc(unsigned int n);
void jobs_free(struct tc_job **jobs, unsigned int n);
/* Ops of jobs[0..n) through (dev, qp), then checked; 0 or -1 and why. */
int jobs_run(uint8_t dev, uint16_t qp, struct tc_job **jobs, unsigned int n,
		char *why, size_t wn);
/* One op with a random linear layout, checked against the reference. */
int one_op(uint8_t dev, uint16_t qp, struct tc_cfg *c, void *sess, struct tc_rng *r,
		bool sessionless, char *why, size_t wn);

/* ---- suites: each registered by its file with TC_SUITE (tc_suite.h) ---- */

int test_ring_overflow(uint8_t dev, struct tc_rng *r, char *why, size_t wn);
void run_xform_cases(uint8_t dev, struct tc_rng *r);

#endif /* TEST_PMD_H */
