/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright(c) 2026 The crypto_openssl authors
 */

/*
 * Malformed xforms: session create must refuse them, and a sessionless op
 * carrying one must come back with an error status, between good ops that
 * come back right, without keeping a session from the queue pair's pool.
 */

#include <stdio.h>
#include <stdlib.h>

#include "test_pmd.h"

#define XF_BURST 3	/* good, bad (sessionless), good */

struct xform_case {
	const char *name;
	const char *alg;
	bool encrypt;
	void (*mutate)(struct rte_crypto_sym_xform *x);
};

static struct rte_crypto_sym_xform *
find(struct rte_crypto_sym_xform *x, enum rte_crypto_sym_xform_type type)
{
	for (; x != NULL; x = x->next)
		if (x->type == type)
			return x;
	return NULL;
}

#define CIPHER_X(x) (&find((x), RTE_CRYPTO_SYM_XFORM_CIPHER)->cipher)
#define AUTH_X(x) (&find((x), RTE_CRYPTO_SYM_XFORM_AUTH)->auth)
#define AEAD_X(x) (&find((x), RTE_CRYPTO_SYM_XFORM_AEAD)->aead)

static void
cipher_key_len(struct rte_crypto_sym_xform *x)
{
	CIPHER_X(x)->key.length = 7;
}

static void
cipher_key_null(struct rte_crypto_sym_xform *x)
{
	CIPHER_X(x)->key.data = NULL;
}

static void
cipher_iv_len(struct rte_crypto_sym_xform *x)
{
	CIPHER_X(x)->iv.length = 8;
}

static void
cipher_algo(struct rte_crypto_sym_xform *x)
{
	CIPHER_X(x)->algo = RTE_CRYPTO_CIPHER_SNOW3G_UEA2;
}

static void
auth_digest_len(struct rte_crypto_sym_xform *x)
{
	AUTH_X(x)->digest_length = 65;
}

static void
auth_algo(struct rte_crypto_sym_xform *x)
{
	AUTH_X(x)->algo = RTE_CRYPTO_AUTH_SNOW3G_UIA2;
}

static void
auth_key_len(struct rte_crypto_sym_xform *x)
{
	AUTH_X(x)->key.length = 15;
}

static void
auth_key_null(struct rte_crypto_sym_xform *x)
{
	AUTH_X(x)->key.data = NULL;
}

static void
auth_iv_len(struct rte_crypto_sym_xform *x)
{
	AUTH_X(x)->iv.length = 0;
}

static void
aead_digest_len(struct rte_crypto_sym_xform *x)
{
	AEAD_X(x)->digest_length = 17;
}

static void
aead_odd_tag(struct rte_crypto_sym_xform *x)
{
	AEAD_X(x)->digest_length = 5;
}

static void
aead_iv_len(struct rte_crypto_sym_xform *x)
{
	AEAD_X(x)->iv.length = 6;
}

static void
aead_iv_zero(struct rte_crypto_sym_xform *x)
{
	AEAD_X(x)->iv.length = 0;
}

static void
aead_key_len(struct rte_crypto_sym_xform *x)
{
	AEAD_X(x)->key.length = 20;
}

static void
type_unset(struct rte_crypto_sym_xform *x)
{
	x->type = RTE_CRYPTO_SYM_XFORM_NOT_SPECIFIED;
}

static void
two_ciphers(struct rte_crypto_sym_xform *x)
{
	struct rte_crypto_sym_xform *next = x->next;

	*next = *x;
	x->next = next;
	next->next = NULL;
}

#define ENC true
#define DEC false

static const struct xform_case xform_cases[] = {
	{ "cipher-key-length", "aes-cbc/16", ENC, cipher_key_len },
	{ "cipher-key-null", "aes-ctr/16", DEC, cipher_key_null },
	{ "cipher-iv-length", "aes-cbc/16", ENC, cipher_iv_len },
	{ "cipher-algo-unsupported", "aes-cbc/16", ENC, cipher_algo },
	{ "auth-digest-too-long", "sha1-hmac", ENC, auth_digest_len },
	{ "auth-algo-unsupported", "sha2-256-hmac", DEC, auth_algo },
	{ "cmac-key-length", "aes-cmac/16", ENC, auth_key_len },
	{ "hmac-key-null", "sha2-256-hmac", ENC, auth_key_null },
	{ "gmac-iv-length", "aes-gmac/16", ENC, auth_iv_len },
	{ "chain-digest-too-long", "aes-cbc/16+sha1-hmac", DEC, auth_digest_len },
	{ "chain-cipher-key-length", "aes-cbc/16+sha1-hmac", ENC, cipher_key_len },
	{ "chain-two-ciphers", "aes-cbc/16+sha1-hmac", ENC, two_ciphers },
	{ "aead-tag-too-long", "aes-gcm/16", ENC, aead_digest_len },
	{ "aead-iv-zero", "aes-gcm/16", DEC, aead_iv_zero },
	{ "aead-key-length", "aes-gcm/16", ENC, aead_key_len },
	{ "ccm-odd-tag", "aes-ccm/16", ENC, aead_odd_tag },
	{ "ccm-nonce-6", "aes-ccm/16", DEC, aead_iv_len },
	{ "type-unset", "aes-cbc/16", ENC, type_unset },
};

static int
build(struct tc_job *j, struct tc_cfg *c, void *sess, bool sessionless, struct tc_rng *r)
{
	struct tc_layout l;

	layout_linear(&l, c, 16, 8, 4 * RTE_MAX(tc_cfg_gran(c), 16u), 8);
	l.sessionless = sessionless;
	if (tc_job_prepare(j, c, &l, r) != 0)
		return -1;
	return tc_job_build(j, &env.pools, sess, r);
}

/* good (session), bad (sessionless, c[1]'s transforms mutated), good */
static int
sessionless_bad(uint8_t dev, struct tc_job **jobs, struct tc_cfg *c, void *sess,
		const struct xform_case *xc, struct tc_rng *r, char *why, size_t wn)
{
	unsigned int before, after, i;
	int rc;

	for (i = 0; i < XF_BURST; i++)
		if (build(jobs[i], &c[i == 1], i == 1 ? NULL : sess, i == 1, r) != 0)
			return -1;
	xc->mutate(c[1].xf);
	jobs[1]->want_error = true;
	before = rte_mempool_avail_count(env.pools.sess);
	rc = jobs_run(dev, 0, jobs, XF_BURST, why, wn);
	after = rte_mempool_avail_count(env.pools.sess);
	if (rc == 0 && after != before) {
		snprintf(why, wn, "sessionless op kept %d sessions of the qp's pool",
				(int)before - (int)after);
		rc = -1;
	}
	return rc;
}

/* Session create refuses the mutated transforms; a sessionless op with them errs. */
static int
run_xform(uint8_t dev, const struct xform_case *xc, struct tc_job **jobs, struct tc_rng *r,
		char *why, size_t wn)
{
	const struct tc_point *p = point_find(xc->alg);
	struct tc_cfg *c = calloc(2, sizeof(*c));
	void *sess = NULL, *bad = NULL;
	unsigned int i;
	int rc = -1;

	snprintf(why, wn, "setup failed");
	if (p == NULL || c == NULL)
		goto out;
	tc_cfg_init(&c[0], p, xc->encrypt, r);
	tc_cfg_init(&c[1], p, xc->encrypt, r);
	sess = sess_create(dev, &c[0], NULL);
	xc->mutate(c[1].xf);
	bad = sess_create(dev, &c[1], NULL);
	tc_cfg_init(&c[1], p, xc->encrypt, r);
	if (bad != NULL)
		snprintf(why, wn, "session create accepted the xform");
	else if (sess != NULL)
		rc = sessionless_bad(dev, jobs, c, sess, xc, r, why, wn);
	for (i = 0; i < XF_BURST; i++)
		tc_job_release(jobs[i]);
out:
	sess_free(dev, bad);
	sess_free(dev, sess);
	free(c);
	return rc;
}

void
run_xform_cases(uint8_t dev, struct tc_rng *r)
{
	struct tc_job **jobs = jobs_alloc(XF_BURST);
	char name[128], why[WHY_LEN];
	unsigned int i;

	for (i = 0; i < RTE_DIM(xform_cases); i++) {
		snprintf(name, sizeof(name), "badinput/xform/%s", xform_cases[i].name);
		tc_current(name);
		why[0] = '\0';
		if (jobs == NULL)
			tc_fail(name, "out of memory");
		else
			tc_result(name, run_xform(dev, &xform_cases[i], jobs, r, why,
					sizeof(why)), why);
	}
	tc_current(NULL);
	jobs_free(jobs, XF_BURST);
}
