/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TEST_CPU_H
#define TEST_CPU_H

/* The CPU crypto suite: jobs described as vectors (cpu_call.c), its parts. */

#include "test_pmd.h"

#define CPU_NUM 4		/* buffers per call, functional cases */
#define CPU_MAX_NUM 16		/* buffers per call, at most */
#define CPU_CONC_DEADLINE_MIN 0.05
#define CPU_MAX_VECS 32		/* vectors per buffer the driver takes (documented) */

/* Shape of the buffers of one call: the offsets are common (ofs is per call). */
struct cpu_spec {
	unsigned int n;			/* buffers in the call */
	uint32_t off, aoff, tail;	/* see layout_linear() */
	uint32_t len[CPU_MAX_NUM];	/* region length of each buffer */
	uint16_t nb_segs;		/* source mbuf segments (layout_split) */
	uint16_t segs[TC_MAX_SEGS];
	uint16_t nb_svecs;		/* > 1: a linear source as that many vectors */
	uint16_t svecs[CPU_MAX_VECS];
	bool oop;			/* destination through dest_sgl */
	uint16_t nb_dsegs;		/* destination vectors (0, 1: one) */
	uint16_t dsegs[CPU_MAX_VECS];
	bool digest_in_mbuf;
	uint32_t corrupt;		/* verify: bit i, corrupt the tag of buffer i */
	uint32_t too_many;		/* bit i: buffer i as CPU_MAX_VECS + 1 vectors */
};

/* The API the suite runs vectors through (the raw suite sets CPU_API_RAW). */
enum cpu_api {
	CPU_API_CPU,
	CPU_API_RAW,
};

extern enum cpu_api cpu_api;
/*
 * CPU crypto is in place unless the device has cpu_oop=1; the raw data path
 * takes dest_sgl always. cpu_oop_only: run the table's out-of-place shapes
 * alone.
 */
extern bool cpu_oop_ok;
extern bool cpu_oop_only;
const char *cpu_api_name(void);	/* "cpu" or "raw": case name prefix */
/* One call through the current API: the number of buffers with status 0. */
uint32_t cpu_vec_run(uint8_t dev, void *sess, union rte_crypto_sym_ofs ofs,
		struct rte_crypto_sym_vec *vec);

int cpu_batch(uint8_t dev, void *sess, struct tc_cfg *c, const struct cpu_spec *s,
		const struct tc_pools *pl, struct tc_job **jobs, struct tc_rng *r, char *why,
		size_t wn);
void spec_random(struct cpu_spec *sp, const struct tc_cfg *c, struct tc_rng *r,
		unsigned int max_n);

void run_cpu_table(uint8_t dev, struct tc_rng *r);
void run_big_vectors(uint8_t dev);
void run_cpu_slots(uint8_t dev, struct tc_rng *r);
void run_cpu_concurrency(uint8_t dev, struct tc_rng *r);

#endif /* TEST_CPU_H */
