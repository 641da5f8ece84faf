/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Bad op parameters: each bad op travels in a burst between good ops of the
 * same and of other sessions. The bad op must come back with an error
 * status, the good ones with correct results, and nothing may be lost.
 */

#include <stdio.h>
#include <stdlib.h>

#include "test_pmd.h"

#define BAD_BURST 5
#define BAD_AT 2	/* position of the bad op in its burst */

struct bad_case {
	const char *name;
	const char *alg;
	bool encrypt;
	uint16_t nb_segs;
	bool oop;
	bool sessionless;
	void (*mutate)(struct tc_job *j);
};

static void
cipher_len_not_block(struct tc_job *j)
{
	j->op->sym->cipher.data.length -= 1;
}

static void
cipher_past_end(struct tc_job *j)
{
	j->op->sym->cipher.data.offset = j->lay.pkt_len + 16 - j->lay.c_len;
}

static void
cipher_len_past_end(struct tc_job *j)
{
	j->op->sym->cipher.data.length = RTE_ALIGN_CEIL(j->lay.pkt_len - j->lay.c_off + 1, 16);
}

static void
cipher_offset_wraps(struct tc_job *j)
{
	j->op->sym->cipher.data.offset = UINT32_MAX - 15;
	j->op->sym->cipher.data.length = 32;
}

static void
auth_past_end(struct tc_job *j)
{
	j->op->sym->auth.data.length = j->lay.pkt_len - j->lay.a_off + 1;
}

static void
auth_offset_wraps(struct tc_job *j)
{
	j->op->sym->auth.data.offset = UINT32_MAX - 7;
	j->op->sym->auth.data.length = 16;
}

static void
aead_past_end(struct tc_job *j)
{
	j->op->sym->aead.data.length = j->lay.pkt_len - j->lay.c_off + 1;
}

static void
aead_offset_wraps(struct tc_job *j)
{
	j->op->sym->aead.data.offset = UINT32_MAX - 7;
	j->op->sym->aead.data.length = 16;
}

static void
no_digest(struct tc_job *j)
{
	if (j->cfg->p.chain == TC_CH_AEAD) {
		j->op->sym->aead.digest.data = NULL;
		j->op->sym->aead.digest.phys_addr = 0;
	} else {
		j->op->sym->auth.digest.data = NULL;
		j->op->sym->auth.digest.phys_addr = 0;
	}
}

static void
no_aad(struct tc_job *j)
{
	j->op->sym->aead.aad.data = NULL;
	j->op->sym->aead.aad.phys_addr = 0;
}

static void
dst_short(struct tc_job *j)
{
	rte_pktmbuf_trim(j->m_dst, j->m_dst->pkt_len - (j->lay.c_off + j->lay.c_len / 2));
}

/* pkt_len claims 64 bytes the segments do not have; the region uses them */
static void
pkt_len_lies(struct tc_job *j)
{
	struct rte_crypto_sym_op *sym = j->op->sym;

	j->m_src->pkt_len += 64;
	if (j->cfg->p.chain == TC_CH_AEAD)
		sym->aead.data.length += 64;
	else if (j->cfg->p.chain == TC_CH_AUTH)
		sym->auth.data.length += 64;
	else
		sym->cipher.data.length += 64;
}

static void
null_session(struct tc_job *j)
{
	j->op->sym->session = NULL;
}

static void
null_xform(struct tc_job *j)
{
	j->op->sym->xform = NULL;
}

static void
null_src(struct tc_job *j)
{
	j->op->sym->m_src = NULL;
}

#define ENC true
#define DEC false
#define SGL 3
#define LIN 0

/* The likeliest crashes come last, so that one does not hide the others. */
static const struct bad_case bad_cases[] = {
	{ "cbc-len-not-block", "aes-cbc/16", ENC, LIN, false, false, cipher_len_not_block },
	{ "cbc-len-not-block/decrypt", "aes-cbc/16", DEC, LIN, false, false,
	  cipher_len_not_block },
	{ "cbc-len-not-block/chain", "aes-cbc/16+sha1-hmac", ENC, LIN, false, false,
	  cipher_len_not_block },
	{ "cbc-len-not-block/chain-verify", "aes-cbc/16+sha1-hmac", DEC, SGL, false, false,
	  cipher_len_not_block },
	{ "3des-len-not-block", "3des-cbc/24", ENC, LIN, false, false, cipher_len_not_block },
	{ "cipher-past-end", "aes-cbc/16", ENC, LIN, false, false, cipher_past_end },
	{ "cipher-past-end/sgl", "aes-cbc/16", DEC, SGL, false, false, cipher_past_end },
	{ "cipher-len-past-end", "aes-ctr/16", ENC, LIN, false, false, cipher_len_past_end },
	{ "cipher-len-past-end/sgl", "aes-ctr/16", ENC, SGL, false, false,
	  cipher_len_past_end },
	{ "cipher-offset-wraps", "aes-ctr/16", ENC, LIN, false, false, cipher_offset_wraps },
	{ "cipher-offset-wraps/sgl", "aes-cbc/16", DEC, SGL, false, false,
	  cipher_offset_wraps },
	{ "chain-cipher-past-end", "aes-cbc/16+sha1-hmac", DEC, LIN, false, false,
	  cipher_past_end },
	{ "chain-cipher-past-end/oop", "aes-ctr/16+sha2-256-hmac", ENC, LIN, true, false,
	  cipher_len_past_end },
	{ "auth-past-end", "sha1-hmac", ENC, LIN, false, false, auth_past_end },
	{ "auth-past-end/sgl", "sha2-256-hmac", DEC, SGL, false, false, auth_past_end },
	{ "auth-offset-wraps", "aes-cmac/16", ENC, LIN, false, false, auth_offset_wraps },
	{ "hash-past-end", "sha2-256", ENC, LIN, false, false, auth_past_end },
	{ "gmac-past-end", "aes-gmac/16", ENC, LIN, false, false, auth_past_end },
	{ "gmac-offset-wraps/sgl", "aes-gmac/16", DEC, SGL, false, false, auth_offset_wraps },
	{ "chain-auth-past-end", "aes-cbc/16+sha1-hmac", ENC, LIN, false, false,
	  auth_past_end },
	{ "chain-auth-past-end/sgl", "3des-cbc/24+md5-hmac", DEC, SGL, false, false,
	  auth_past_end },
	{ "chain-auth-offset-wraps", "aes-cbc/16+sha1-hmac", DEC, LIN, false, false,
	  auth_offset_wraps },
	{ "aead-past-end", "aes-gcm/16", ENC, LIN, false, false, aead_past_end },
	{ "aead-past-end/sgl", "aes-gcm/16", DEC, SGL, false, false, aead_past_end },
	{ "aead-past-end/oop", "aes-gcm/16", ENC, LIN, true, false, aead_past_end },
	{ "ccm-past-end/sgl", "aes-ccm/16", DEC, SGL, false, false, aead_past_end },
	{ "aead-offset-wraps", "aes-ccm/16", ENC, LIN, false, false, aead_offset_wraps },
	{ "gcm-offset-wraps/sgl", "aes-gcm/16", DEC, SGL, false, false, aead_offset_wraps },
	{ "oop-dst-short", "aes-cbc/16", ENC, LIN, true, false, dst_short },
	{ "oop-dst-short/chain", "aes-cbc/16+sha1-hmac", ENC, LIN, true, false, dst_short },
	{ "oop-dst-short/chain-verify", "aes-cbc/16+sha1-hmac", DEC, LIN, true, false,
	  dst_short },
	{ "oop-dst-short/gcm", "aes-gcm/16", ENC, LIN, true, false, dst_short },
	{ "oop-dst-short/ccm", "aes-ccm/16", DEC, LIN, true, false, dst_short },
	{ "oop-sgl-dst-short", "aes-ctr/16", ENC, SGL, true, false, dst_short },
	{ "verify-no-digest", "sha1-hmac", DEC, LIN, false, false, no_digest },
	{ "verify-no-digest/chain", "aes-cbc/16+sha1-hmac", DEC, LIN, false, false,
	  no_digest },
	{ "verify-no-digest/cmac", "aes-cmac/16", DEC, LIN, false, false, no_digest },
	{ "verify-no-digest/gmac", "aes-gmac/16", DEC, LIN, false, false, no_digest },
	{ "verify-no-digest/gcm", "aes-gcm/16", DEC, LIN, false, false, no_digest },
	{ "verify-no-digest/ccm", "aes-ccm/16", DEC, SGL, false, false, no_digest },
	{ "generate-no-digest", "sha2-256-hmac", ENC, LIN, false, false, no_digest },
	{ "generate-no-digest/chain", "aes-cbc/16+sha1-hmac", ENC, LIN, false, false,
	  no_digest },
	{ "encrypt-no-digest/gcm", "aes-gcm/16", ENC, LIN, false, false, no_digest },
	{ "gcm-no-aad", "aes-gcm/16", ENC, LIN, false, false, no_aad },
	{ "ccm-no-aad", "aes-ccm/16", DEC, LIN, false, false, no_aad },
	/* one segment whose pkt_len claims more than its data_len */
	{ "pkt-len-lies", "aes-ctr/16", ENC, LIN, false, false, pkt_len_lies },
	{ "pkt-len-lies/gcm", "aes-gcm/16", DEC, LIN, false, false, pkt_len_lies },
	{ "pkt-len-lies/hmac", "sha2-256-hmac", ENC, LIN, false, false, pkt_len_lies },
	{ "sgl-pkt-len-lies", "aes-ctr/16", ENC, SGL, false, false, pkt_len_lies },
	{ "sgl-pkt-len-lies/oop", "aes-cbc/16", DEC, SGL, true, false, pkt_len_lies },
	{ "sgl-pkt-len-lies/gcm", "aes-gcm/16", DEC, SGL, false, false, pkt_len_lies },
	{ "sgl-pkt-len-lies/hmac", "sha2-256-hmac", ENC, SGL, false, false, pkt_len_lies },
	{ "null-session", "aes-cbc/16", ENC, LIN, false, false, null_session },
	{ "sessionless-null-xform", "aes-cbc/16", ENC, LIN, false, true, null_xform },
	{ "null-m_src", "aes-cbc/16", ENC, LIN, false, false, null_src },
	{ "null-m_src/chain", "aes-cbc/16+sha1-hmac", DEC, LIN, false, false, null_src },
	{ "null-m_src/gcm", "aes-gcm/16", ENC, LIN, true, false, null_src },
	{ "null-m_src/hmac", "sha1-hmac", DEC, LIN, false, false, null_src },
};

static const uint16_t bad_segs[] = { 20, 37 };

/*
 * Which session each op of the burst uses: 0 is the bad op's session,
 * 1 (AES-GCM encrypt) and 2 (SHA256-HMAC verify) are others.
 */
static const uint8_t burst_sess[BAD_BURST] = { 0, 1, 0, 0, 2 };

/* Good neighbours: linear, except the one right after the bad op (SGL). */
static int
build_good(struct tc_job *j, unsigned int i, struct tc_cfg *c, void **sess,
		struct tc_rng *r)
{
	struct tc_cfg *gc = &c[burst_sess[i]];
	struct tc_layout l;

	layout_linear(&l, gc, 8 * i, 0, 8 * tc_cfg_gran(gc) * (i + 1), 8);
	if (i == BAD_AT + 1)
		layout_split(&l, bad_segs, SGL);
	if (tc_job_prepare(j, gc, &l, r) != 0)
		return -1;
	return tc_job_build(j, &env.pools, sess[burst_sess[i]], r);
}

static int
build_bad(struct tc_job *j, const struct bad_case *bc, struct tc_cfg *c, void *sess,
		struct tc_rng *r)
{
	struct tc_layout l;

	layout_linear(&l, c, 16, 8, 128, 8);
	if (bc->nb_segs > 1)
		layout_split(&l, bad_segs, bc->nb_segs);
	l.oop = bc->oop;
	l.sessionless = bc->sessionless;
	if (tc_job_prepare(j, c, &l, r) != 0 || tc_job_build(j, &env.pools, sess, r) != 0)
		return -1;
	bc->mutate(j);
	j->want_error = true;
	return 0;
}

static int
configs(const struct bad_case *bc, struct tc_cfg *c, struct tc_rng *r)
{
	const struct tc_point *p[3] = {
		point_find(bc->alg), point_find("aes-gcm/16"), point_find("sha2-256-hmac"),
	};
	unsigned int i;

	for (i = 0; i < 3; i++) {
		if (p[i] == NULL)
			return -1;
		tc_cfg_init(&c[i], p[i], i == 0 ? bc->encrypt : i == 1, r);
	}
	return 0;
}

static int
run_bad(uint8_t dev, const struct bad_case *bc, struct tc_job **jobs, struct tc_rng *r,
		char *why, size_t wn)
{
	struct tc_cfg *c = calloc(3, sizeof(*c));
	void *sess[3] = { NULL };
	unsigned int i;
	int rc = -1;

	snprintf(why, wn, "setup failed");
	if (c == NULL || configs(bc, c, r) != 0)
		goto out;
	for (i = 0; i < 3; i++)
		if ((sess[i] = sess_create(dev, &c[i], NULL)) == NULL)
			goto out;
	for (i = 0; i < BAD_BURST; i++)
		if ((i == BAD_AT ? build_bad(jobs[i], bc, &c[0], sess[0], r) :
				build_good(jobs[i], i, c, sess, r)) != 0)
			goto out;
	rc = jobs_run(dev, 0, jobs, BAD_BURST, why, wn);
out:
	for (i = 0; i < BAD_BURST; i++)
		tc_job_release(jobs[i]);
	for (i = 0; i < 3; i++)
		sess_free(dev, sess[i]);
	free(c);
	return rc;
}

static int
suite_badinput(void)
{
	struct tc_job **jobs = jobs_alloc(BAD_BURST);
	uint8_t dev = env.devs[0];
	char name[128], why[WHY_LEN];
	struct tc_rng r;
	unsigned int i;

	tc_rng_seed(&r, env.seed ^ 0x626164ULL);
	if (jobs == NULL || dev_setup(dev, 1, NB_DESC_DEFAULT) != 0) {
		tc_fail("badinput/setup", "cannot configure device %u", dev);
		jobs_free(jobs, BAD_BURST);
		return -1;
	}
	for (i = 0; i < RTE_DIM(bad_cases); i++) {
		snprintf(name, sizeof(name), "badinput/%s", bad_cases[i].name);
		if (point_lacked(bad_cases[i].alg, name))
			continue;
		tc_current(name);
		tc_result(name, run_bad(dev, &bad_cases[i], jobs, &r, why, sizeof(why)), why);
	}
	tc_current(NULL);
	jobs_free(jobs, BAD_BURST);
	run_xform_cases(dev, &r);
	return 0;
}

TC_SUITE(badinput, suite_badinput)
