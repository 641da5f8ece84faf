/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef DIFF_H
#define DIFF_H

#include <stdbool.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_cryptodev.h>
#include <rte_mbuf.h>

#include "diff_ref.h"

#define DIFF_MAX_DATA		16384	/* longest cipher/auth/AEAD region */
#define DIFF_MAX_PKT		(DIFF_MAX_DATA + 512)
#define DIFF_MAX_SEGS		16
#define DIFF_MAX_BURST		32
#define DIFF_LIVE_CONFIGS	16	/* sessions kept for reuse */
#define DIFF_NB_CONFIGS		(DIFF_LIVE_CONFIGS + DIFF_MAX_BURST + 8)
#define DIFF_MAX_CIPHER_KEY	64
#define DIFF_SMALL_MAX		300	/* every length up to this one is swept */

/* op private area: cipher/AEAD IV, then the auth (GMAC) IV */
#define DIFF_IV_OFFSET	(sizeof(struct rte_crypto_op) + sizeof(struct rte_crypto_sym_op))
#define DIFF_AUTH_IV_SHIFT	32
#define DIFF_IV_AREA		(DIFF_AUTH_IV_SHIFT + REF_MAX_IV)
/* rte_crypto_sym.h: CCM nonce at IV + 1, AAD at aad.data + 18 */
#define DIFF_CCM_NONCE_SHIFT	1
#define DIFF_CCM_AAD_SHIFT	18
#define DIFF_AAD_AREA		(DIFF_CCM_AAD_SHIFT + UINT16_MAX + 64)
/* separate digest buffer: guard bytes, the digest, guard bytes */
#define DIFF_DIGEST_AREA	(REF_MAX_DIGEST + 64)
#define DIFF_DIGEST_AT		32

enum diff_kind {
	DIFF_CIPHER,
	DIFF_AUTH,
	DIFF_AEAD,
};

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

/* One advertised (algorithm, key length or key range) and its reference. */
struct diff_variant {
	enum diff_kind kind;
	int algo;
	const struct rte_cryptodev_symmetric_capability *cap;
	struct rte_crypto_param_range keys;	/* the key lengths this variant covers */
	const void *ref;	/* struct ref_cipher, ref_auth or ref_aead */
	char name[48];
	struct diff_tally tally;
};

enum diff_chain {
	DIFF_CH_CIPHER,		/* cipher only, either direction */
	DIFF_CH_AUTH,		/* auth only, generate or verify */
	DIFF_CH_ENC_GEN,	/* encrypt, then generate over the result */
	DIFF_CH_VER_DEC,	/* verify, then decrypt */
	DIFF_CH_GEN_ENC,	/* generate, then encrypt */
	DIFF_CH_DEC_VER,	/* decrypt, then verify over the result */
	DIFF_CH_AEAD,
	DIFF_CH_MAX,
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
	enum diff_chain chain;
	struct diff_variant *cipher;	/* cipher or AEAD part */
	struct diff_variant *auth;
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
	uint8_t state;
	enum diff_chain chain;
	bool de;
	bool sessionless;
	bool encrypt;		/* cipher/AEAD part */
	bool verify;		/* auth part */
	struct diff_variant *cipher;	/* cipher or AEAD part, or NULL */
	struct diff_variant *auth;	/* auth part, or NULL */
	uint16_t key_len;
	uint16_t auth_key_len;
	uint16_t iv_len;
	uint16_t auth_iv_len;
	uint16_t digest_len;
	uint16_t aad_len;
	uint32_t unit;		/* XTS data-unit length, 0: the whole region */
	uint32_t uses_left;
	uint64_t id;
	uint8_t key[DIFF_MAX_CIPHER_KEY];
	uint8_t auth_key[REF_MAX_KEY];
	struct rte_crypto_sym_xform xf[2];
	void *sess;
};

/* One operation: its parameters, input, expected output and the op itself. */
struct diff_job {
	struct diff_config *cfg;
	uint64_t index;		/* op number in the run */
	uint8_t phase;
	bool negative;
	uint8_t layout;
	uint8_t nseg_src;
	uint8_t nseg_dst;
	uint32_t seg_src[DIFF_MAX_SEGS];
	uint32_t seg_dst[DIFF_MAX_SEGS];
	uint32_t pkt_len;
	uint32_t c_off, c_len;	/* cipher or AEAD region */
	uint32_t a_off, a_len;	/* auth region */
	uint32_t skip_off, skip_len;	/* not compared (decrypted digest) */
	uint8_t iv_area[DIFF_IV_AREA];
	uint8_t digest_in[DIFF_DIGEST_AREA];	/* digest buffer before the op */
	uint8_t exp_digest[DIFF_DIGEST_AREA];	/* and after */
	uint8_t exp_status;
	uint8_t *src;		/* flat input packet */
	uint8_t *dst;		/* flat destination before the op (out of place) */
	uint8_t *exp;		/* expected destination after the op */
	uint8_t *got;		/* read back */
	uint8_t *aad;		/* AAD buffer (rte_malloc) */
	uint8_t *digest;	/* digest buffer (rte_malloc) */
	struct rte_crypto_op *op;
	struct rte_mbuf *m_src;
	struct rte_mbuf *m_dst;
};

struct diff_rng {
	uint64_t s[4];
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
	struct diff_rng rng;
	uint8_t dev_id;
	int socket;
	uint64_t ff;		/* device feature flags */
	struct rte_mempool *sess_pool;
	struct rte_mempool *op_pool;
	struct rte_mempool *mbuf_pool;
	/* capabilities */
	struct diff_variant *vars;
	unsigned int nb_vars;
	uint8_t *chain_refused;	/* [cipher var][auth var][order]: printed once */
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

/* diff_rng.c */
void diff_rng_seed(struct diff_rng *r, uint64_t seed);
uint64_t diff_rng_next(struct diff_rng *r);
uint32_t diff_rng_below(struct diff_rng *r, uint32_t n);
uint32_t diff_rng_range(struct diff_rng *r, uint32_t lo, uint32_t hi);
bool diff_rng_pct(struct diff_rng *r, uint32_t pct);
void diff_rng_fill(struct diff_rng *r, uint8_t *buf, size_t len);

/* diff_caps.c */
unsigned int diff_range_count(const struct rte_crypto_param_range *r);
uint16_t diff_range_value(const struct rte_crypto_param_range *r, unsigned int i);
uint16_t diff_range_pick(struct diff_rng *rng, const struct rte_crypto_param_range *r);
uint16_t diff_range_snap(const struct rte_crypto_param_range *r, uint32_t want);
int diff_caps_load(struct diff_ctx *ctx);
void diff_caps_free(struct diff_ctx *ctx);

/* diff_dev.c */
int diff_dev_open(struct diff_ctx *ctx);
void diff_dev_close(struct diff_ctx *ctx);
unsigned int diff_dev_run(struct diff_ctx *ctx, struct rte_crypto_op **ops, unsigned int n,
		struct rte_crypto_op **done, bool *refused);

/* diff_config.c */
struct diff_config *diff_config_get(struct diff_ctx *ctx, const struct diff_target *t);
void diff_config_collect(struct diff_ctx *ctx);
void diff_config_flush(struct diff_ctx *ctx);
bool diff_config_size_ok(const struct diff_config *c, uint32_t size);
bool diff_config_can_fail(const struct diff_config *c);
uint32_t diff_config_gran(const struct diff_config *c);
void diff_config_describe(const struct diff_config *c, char *buf, size_t len);

/* diff_layout.c */
void diff_layouts_init(struct diff_ctx *ctx);
uint8_t diff_layout_pick(struct diff_ctx *ctx, bool oop_ok);
bool diff_layout_oop(uint8_t layout);
bool diff_layout_sgl(uint8_t layout, bool dst);
const char *diff_layout_name(uint8_t layout);
void diff_segments(struct diff_rng *rng, uint32_t len, bool sgl, uint32_t keep_off,
		uint32_t keep_len, uint32_t *segs, uint8_t *nseg);
struct rte_mbuf *diff_mbuf_build(struct diff_ctx *ctx, const uint8_t *flat, uint32_t len,
		const uint32_t *segs, uint8_t nseg);
int diff_mbuf_read(const struct rte_mbuf *m, uint8_t *flat, uint32_t len);
uint8_t *diff_mbuf_ptr(struct rte_mbuf *m, uint32_t off, rte_iova_t *iova);

/* diff_job.c */
int diff_job_make(struct diff_ctx *ctx, struct diff_job *j, struct diff_config *c,
		const struct diff_target *t);
void diff_job_release(struct diff_job *j);

/* diff_check.c */
void diff_check_job(struct diff_ctx *ctx, struct diff_job *j, bool returned, bool refused);
void diff_fail_setup(struct diff_ctx *ctx, const char *fmt, ...)
	__rte_format_printf(2, 3);
const char *diff_chain_name(enum diff_chain ch);

/* diff_burst.c */
int diff_burst_init(struct diff_ctx *ctx);
void diff_burst_free(struct diff_ctx *ctx);
void diff_emit(struct diff_ctx *ctx, const struct diff_target *t);
void diff_burst_flush(struct diff_ctx *ctx);
void diff_target_init(struct diff_target *t, enum diff_chain chain,
		struct diff_variant *cipher, struct diff_variant *auth);

/* diff_plan.c */
void diff_plan_run(struct diff_ctx *ctx);
const char *diff_phase_name(uint8_t phase);

/* diff_report.c */
void diff_report(const struct diff_ctx *ctx);

#endif /* DIFF_H */
