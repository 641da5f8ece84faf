/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef DIFF_H
#define DIFF_H

#include <stdbool.h>
#include <stdint.h>

#include <tc_algo.h>
#include <tc_job.h>
#include <tc_report.h>
#include <tc_rng.h>

#define DIFF_MAX_DATA		16384	/* longest cipher/auth/AEAD region */
#define DIFF_MAX_PKT		(DIFF_MAX_DATA + 512)
#define DIFF_MAX_AAD		UINT16_MAX
#define DIFF_MAX_BURST		32
#define DIFF_LIVE_CONFIGS	16	/* sessions kept for reuse */
#define DIFF_NB_CONFIGS		(DIFF_LIVE_CONFIGS + DIFF_MAX_BURST + 8)
#define DIFF_SMALL_MAX		300	/* every length up to this one is swept */

/* Ops and outcomes counted for a capability, a phase or the run. */
struct diff_tally {
	uint64_t passed;
	uint64_t failed;
	uint64_t chained;	/* ops in a cipher+auth chain */
	uint64_t negative;	/* verify ops with a corrupted tag */
	uint64_t sessionless;
	uint64_t oop;
	uint64_t sgl;
	uint64_t rejected;	/* chain sessions the device refused */
};

enum diff_layout {
	DIFF_L_INPLACE_LB,
	DIFF_L_INPLACE_SGL,
	DIFF_L_OOP_LB_LB,
	DIFF_L_OOP_SGL_LB,
	DIFF_L_OOP_SGL_SGL,
	DIFF_L_OOP_LB_SGL,
	DIFF_L_MAX,
};

enum diff_phase {
	DIFF_PH_SIZES,
	DIFF_PH_PARAMS,
	DIFF_PH_HMAC_KEYS,
	DIFF_PH_CHAINS,
	DIFF_PH_DIGEST_ENC,
	DIFF_PH_RANDOM,
	DIFF_PH_MAX,
};

/* What a phase asks for; a field at -1 is chosen at random. */
struct diff_target {
	enum tc_chain chain;
	const struct tc_algo *cipher;	/* cipher or AEAD part */
	const struct tc_algo *auth;
	int encrypt;		/* cipher-only and AEAD direction */
	int verify;		/* auth-only direction */
	int key_len;		/* of the cipher or AEAD part */
	int auth_key_len;
	int digest_len;
	int iv_len;		/* cipher/AEAD IV, or the GMAC IV of auth-only */
	int aad_len;
	int size;		/* data length: cipher, auth-only or AEAD region */
	int negative;		/* 1: corrupt the tag of a verify op */
	bool de;		/* digest encrypted */
	bool fresh;		/* a new session, not a live one */
};

enum diff_config_state {
	DIFF_CFG_FREE,
	DIFF_CFG_LIVE,
	DIFF_CFG_RETIRED,	/* freed after the burst in flight */
};

/* A session (or sessionless transform) and the parameters it was made with. */
struct diff_config {
	struct tc_cfg c;
	uint8_t state;
	bool sessionless;
	uint32_t uses_left;
	uint64_t id;
	void *sess;
};

/* One operation of the burst being built. */
struct diff_job {
	struct tc_job *j;
	struct diff_config *cfg;
	uint64_t index;		/* op number in the run */
	uint8_t phase;
};

struct diff_opts {
	uint64_t seed;
	uint64_t ops;		/* op budget */
	bool long_run;
	bool strict_chains;	/* a refused chain session is a failure */
	unsigned int max_print;
	const char *dev_name;
	const char *layouts;	/* comma-separated subset to use, NULL: all allowed */
};

struct diff_ctx {
	struct diff_opts opts;
	struct tc_rng rng;
	uint8_t dev_id;
	struct tc_pools pools;
	/* capabilities */
	struct tc_algos algos;
	struct diff_tally *tally;	/* per entry of algos */
	uint8_t *chain_refused;	/* [cipher][auth][order]: printed once */
	uint8_t layouts[DIFF_L_MAX];	/* allowed layouts */
	unsigned int nb_layouts;
	/* sessions */
	struct diff_config configs[DIFF_NB_CONFIGS];
	uint64_t next_config_id;
	/* the burst being built */
	struct diff_job jobs[DIFF_MAX_BURST];
	unsigned int nb_jobs;
	unsigned int burst_size;
	uint64_t next_op;
	uint8_t phase;
	/* results */
	struct diff_tally phase_tally[DIFF_PH_MAX];
	struct diff_tally total;
	uint64_t extra_failed;	/* missing references, setup errors, lost ops */
	uint64_t printed;
};

/* diff_config.c */
struct diff_config *diff_config_get(struct diff_ctx *ctx, const struct diff_target *t);
void diff_config_collect(struct diff_ctx *ctx);
void diff_config_flush(struct diff_ctx *ctx);
struct diff_tally *diff_tally_of(struct diff_ctx *ctx, const struct tc_algo *a);

/* diff_layout.c */
void diff_layouts_init(struct diff_ctx *ctx);
uint8_t diff_layout_pick(struct diff_ctx *ctx, bool oop_ok);
bool diff_layout_oop(uint8_t layout);
bool diff_layout_sgl(uint8_t layout, bool dst);
const char *diff_layout_name(uint8_t layout);

/* diff_job.c */
int diff_job_make(struct diff_ctx *ctx, struct diff_job *dj, struct diff_config *c,
		const struct diff_target *t);

/* diff_check.c */
void diff_check_job(struct diff_ctx *ctx, struct diff_job *dj, enum tc_op_state state);
void diff_fail_setup(struct diff_ctx *ctx, const char *fmt, ...)
	__rte_format_printf(2, 3);

/* diff_burst.c */
int diff_burst_init(struct diff_ctx *ctx);
void diff_burst_free(struct diff_ctx *ctx);
void diff_emit(struct diff_ctx *ctx, const struct diff_target *t);
void diff_burst_flush(struct diff_ctx *ctx);
void diff_target_init(struct diff_target *t, enum tc_chain chain,
		const struct tc_algo *cipher, const struct tc_algo *auth);

/* diff_plan.c */
void diff_plan_run(struct diff_ctx *ctx);
const char *diff_phase_name(uint8_t phase);

/* diff_report.c */
void diff_report(const struct diff_ctx *ctx);

#endif /* DIFF_H */
