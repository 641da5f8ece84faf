/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

#ifndef TC_JOB_H
#define TC_JOB_H

/*
 * One crypto op, checked against the reference model: a session's
 * parameters (struct tc_cfg), the layout of one op (struct tc_layout), its
 * random input and the expected output and digest computed on flat buffers
 * by the reference model (tc_job_prepare), the mbufs and op that carry it
 * through the device (tc_job_build), and the byte-for-byte check of what
 * came back (tc_job_check).
 *
 * The op's IV area (after the symmetric op) holds the cipher or AEAD IV at
 * 0 (the CCM nonce at 1), and the GMAC IV at 0, or at TC_AUTH_IV_SHIFT in a
 * chain. The AAD (CCM: at 18) and the digest have rte_malloc'd buffers of
 * their own, the digest with guard bytes around it, or the digest follows
 * the data in the mbuf (digest_in_mbuf), or sits inside the cipher region
 * (digest encrypted).
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <rte_crypto.h>
#include <rte_mbuf.h>

#include "tc_dev.h"
#include "tc_mbuf.h"
#include "tc_point.h"
#include "tc_run.h"

#define TC_AUTH_IV_SHIFT	32
#define TC_IV_AREA		(TC_AUTH_IV_SHIFT + TC_REF_MAX_IV)
#define TC_CCM_NONCE_SHIFT	1	/* rte_crypto_sym.h: CCM nonce at IV + 1 */
#define TC_CCM_AAD_SHIFT	18	/* rte_crypto_sym.h: CCM AAD at aad.data + 18 */
#define TC_DIGEST_AT		32	/* the digest in its buffer, guard bytes around */
#define TC_DIGEST_AREA		(TC_REF_MAX_DIGEST + 2 * TC_DIGEST_AT)

/* A session's parameters (or a sessionless op's transforms). */
struct tc_cfg {
	struct tc_point p;		/* algorithms, lengths; p.chain: the order run */
	bool encrypt;			/* cipher or AEAD part */
	bool verify;			/* auth part */
	bool de;			/* digest encrypted (GEN_ENC, DEC_VER) */
	uint32_t unit;			/* XTS data-unit length, 0: the whole region */
	uint8_t key[TC_REF_MAX_CIPHER_KEY];
	uint8_t auth_key[TC_REF_MAX_KEY];
	struct rte_crypto_sym_xform xf[2];
};

/* Point p in one direction (a chain: encrypt-then-MAC or verify-then-decrypt), random keys. */
void tc_cfg_init(struct tc_cfg *c, const struct tc_point *p, bool encrypt, struct tc_rng *rng);
/* The transforms of c's fields into c->xf (called by tc_cfg_init). */
void tc_cfg_xforms(struct tc_cfg *c);
void *tc_cfg_session(struct tc_cfg *c, uint8_t dev, struct rte_mempool *mp);
/* Cipher lengths: a multiple of this (the data unit, else the cipher's granularity). */
uint32_t tc_cfg_gran(const struct tc_cfg *c);
bool tc_cfg_size_ok(const struct tc_cfg *c, uint32_t size);
/* Can a corrupted tag make this config's verify fail? */
bool tc_cfg_can_fail(const struct tc_cfg *c);
/* Does the op generate a digest (else check it)? */
bool tc_cfg_generates(const struct tc_cfg *c);
void tc_cfg_describe(const struct tc_cfg *c, char *buf, size_t len);

struct tc_layout {
	uint32_t pkt_len;
	uint32_t c_off, c_len;		/* cipher or AEAD region */
	uint32_t a_off, a_len;		/* auth region */
	uint32_t seg_src[TC_MAX_SEGS];
	uint32_t seg_dst[TC_MAX_SEGS];
	uint8_t nseg_src;		/* 0 or 1: linear */
	uint8_t nseg_dst;
	bool oop;
	bool digest_in_mbuf;		/* after the data, in the mbuf it belongs to */
	bool sessionless;
	bool negative;			/* verify: a corrupted tag, AUTH_FAILED wanted */
};

struct tc_job {
	struct tc_cfg *cfg;
	struct tc_layout lay;
	uint32_t skip_off, skip_len;	/* not compared (a decrypted digest) */
	uint8_t exp_status;
	bool want_error;		/* bad input: any status but SUCCESS, NOT_PROCESSED */
	uint32_t max_pkt, max_aad;
	uint8_t iv_area[TC_IV_AREA];
	uint8_t digest_in[TC_DIGEST_AREA];	/* the digest buffer before the op */
	uint8_t exp_digest[TC_DIGEST_AREA];	/* and after */
	uint8_t *src;			/* flat input */
	uint8_t *dst;			/* flat destination before the op (out of place) */
	uint8_t *exp;			/* expected destination after the op */
	uint8_t *got;			/* read back */
	uint8_t *aad;			/* rte_malloc'd */
	uint8_t *digest;		/* rte_malloc'd */
	uint8_t *digest_at;		/* where the op's digest is */
	struct rte_crypto_op *op;
	struct rte_mbuf *m_src;
	struct rte_mbuf *m_dst;
};

/* Room for packets of max_pkt bytes and AADs of max_aad. NULL if out of memory. */
struct tc_job *tc_job_alloc(uint32_t max_pkt, uint32_t max_aad);
void tc_job_free(struct tc_job *j);
/*
 * Random input (and IVs, AAD, digest buffer), then what the op must leave,
 * from the reference model. -1 when the layout does not fit or the model
 * fails.
 */
int tc_job_prepare(struct tc_job *j, struct tc_cfg *c, const struct tc_layout *l,
		struct tc_rng *rng);
/*
 * The mbufs (rng: random headrooms, or NULL) and the op, with session sess
 * or, for a sessionless layout, the config's transforms. -1 (nothing left
 * allocated) when a pool is empty.
 */
int tc_job_build(struct tc_job *j, const struct tc_pools *pl, void *sess, struct tc_rng *rng);
/* The op and mbufs back to their pools. */
void tc_job_release(struct tc_job *j);

/* What a check found wrong; exp and got set when bytes differ. */
struct tc_verdict {
	char why[192];
	const uint8_t *exp;
	const uint8_t *got;
	uint32_t len;
	uint32_t at;
};

/* The op came back (state from tc_run): its status and bytes. 0, or -1 and v. */
int tc_job_check(struct tc_job *j, enum tc_op_state state, struct tc_verdict *v);
/* An op the device did not take: status, data and digest as they were. */
bool tc_job_untouched(struct tc_job *j);
int tc_job_describe(const struct tc_job *j, char *buf, size_t n);
/* The verdict's bytes: rows around the first difference, the differing ones starred. */
void tc_verdict_dump(const struct tc_verdict *v);

/*
 * Jobs through one queue pair: run to completion (tc_run_burst), then
 * every job checked. 0, or -1 with the first failure in why (and how many
 * more). A refused op is a failure.
 */
int tc_jobs_run(uint8_t dev, uint16_t qp, struct tc_job **jobs, unsigned int n,
		char *why, size_t wn);

#endif /* TC_JOB_H */
