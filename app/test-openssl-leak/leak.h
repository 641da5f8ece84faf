/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef LEAK_H
#define LEAK_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>
#include <rte_mempool.h>

#include <tc_dev.h>
#include <tc_job.h>
#include <tc_point.h>
#include <tc_rng.h>

#define LEAK_MAX_QPS		64
#define LEAK_MAX_KEY		32
#define LEAK_MAX_DATA		128	/* header + payload + digest */
#define LEAK_MAX_IV		16
#define LEAK_AAD_LEN		16
#define LEAK_AAD_AREA		(TC_CCM_AAD_SHIFT + LEAK_AAD_LEN)

/* op private area: two sessionless xforms, then the IV */
#define LEAK_XFORM_AREA		(2 * sizeof(struct rte_crypto_sym_xform))
#define LEAK_IV_OFFSET		(TC_IV_OFFSET + LEAK_XFORM_AREA)
#define LEAK_OP_PRIV		(LEAK_XFORM_AREA + LEAK_MAX_IV + 16)

/*
 * One algorithm family of the rotation (leak_algo.c): a point of the
 * library's table, and the op's lengths. Data lengths that are not a
 * multiple of the block where the algorithm allows it: DOCSIS then has a
 * runt block, CTR a partial one.
 */
struct leak_family {
	const char *point;	/* tc_point_by_name() */
	uint8_t hdr_len;	/* authenticated, not encrypted (chain) */
	uint8_t data_len;	/* cipher / auth / AEAD region after the header */
};

/* The inputs of one use of a family, and what an encrypt left for the decrypt. */
struct leak_job {
	const struct leak_family *fam;
	struct tc_point p;	/* the family's parameters, from the device's table */
	bool encrypt;		/* encrypt / generate; else decrypt / verify */
	uint8_t cipher_key[LEAK_MAX_KEY];
	uint8_t auth_key[LEAK_MAX_KEY];
	uint8_t iv[LEAK_MAX_IV];
	uint8_t aad[LEAK_AAD_AREA];
	uint8_t in[LEAK_MAX_DATA];	/* header + data + digest */
	uint8_t plain[LEAK_MAX_DATA];	/* header + data of the encrypt */
	uint8_t out[LEAK_MAX_DATA];	/* queue pair 0's result */
	struct rte_crypto_sym_xform xf[2];
};

struct leak_dev {
	uint8_t id;
	uint16_t nb_qps;
	struct tc_pools pools;
	uint8_t *aad;		/* rte_malloc'd: the driver may want an IOVA */
};

/* Outcome of one use: ops run, and the ways they went wrong. */
struct leak_result {
	unsigned int ops;
	unsigned int bad_status;
	unsigned int lost;
	unsigned int mismatch;	/* qps disagree, or decrypt != plaintext */
	unsigned int setup_err;	/* session create / op alloc / mbuf build */
	uint8_t last_status;
};

extern const struct leak_family leak_families[];
extern const unsigned int leak_nb_families;

/* leak_algo.c */
int leak_job_init(struct leak_job *job, const struct leak_family *f, const struct tc_algos *t);
unsigned int leak_total_len(const struct leak_job *job);
void leak_job_prepare(struct leak_job *job, struct tc_rng *rng);
void leak_job_xforms(struct leak_job *job);
void leak_op_fill(const struct leak_job *job, struct rte_crypto_op *op,
		struct rte_mbuf *m, uint8_t *aad_buf);

/* leak_dev.c */
int leak_dev_open(struct leak_dev *dev, const char *name, uint16_t nb_qps);
void leak_dev_close(struct leak_dev *dev);
void leak_dev_run(struct leak_dev *dev, struct leak_job *job, void *sess,
		struct leak_result *res);
int leak_session_clear_only(struct leak_dev *dev, void *sess);
void leak_session_put(void *sess);

/* leak_mem.c */
struct leak_mem {
	uint64_t rss;		/* bytes resident (/proc/self/statm) */
	uint64_t malloc_used;	/* glibc heap in use (mallinfo2) */
	uint64_t dpdk_heap;	/* rte_malloc bytes allocated */
	unsigned int pools_in_use;
};

void leak_mem_sample(const struct leak_dev *dev, struct leak_mem *m);
unsigned int leak_scan_pool(struct rte_mempool *mp, const uint8_t *needle, unsigned int len);
bool leak_scan_mem(const void *mem, size_t size, const uint8_t *needle, unsigned int len);
int leak_pmd_filled_slots(void *sess);

/* leak_asym.c: private asymmetric inputs in freed blocks, pools and stacks */
int leak_asym_run(struct leak_dev *dev);
/* around the device close: every row's secrets looked for in what it frees */
void leak_asym_close_arm(void);
void leak_asym_close_check(void);

#endif /* LEAK_H */
