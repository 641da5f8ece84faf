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
	{ "cipher-key-length", "aes-cbc-128", ENC, cipher_key_len },
	{ "cipher-key-null", "aes-ctr-128", DEC, cipher_key_null },
	{ "cipher-iv-length", "aes-cbc-128", ENC, cipher_iv_len },
	{ "cipher-algo-unsupported", "aes-cbc-128", ENC, cipher_algo },
	{ "auth-digest-too-long", "sha1-hmac", ENC, auth_digest_len },
	{ "auth-algo-unsupported", "sha256-hmac", DEC, auth_algo },
	{ "cmac-key-length", "aes-cmac", ENC, auth_key_len },
	{ "hmac-key-null", "sha256-hmac", ENC, auth_key_null },
	{ "gmac-iv-length", "aes-gmac", ENC, auth_iv_len },
	{ "chain-digest-too-long", "aes-cbc-128+sha1-hmac", DEC, auth_digest_len },
	{ "chain-cipher-key-length", "aes-cbc-128+sha1-hmac", ENC, cipher_key_len },
	{ "chain-two-ciphers", "aes-cbc-128+sha1-hmac", ENC, two_ciphers },
	{ "aead-tag-too-long", "aes-gcm-128", ENC, aead_digest_len },
	{ "aead-iv-zero", "aes-gcm-128", DEC, aead_iv_zero },
	{ "aead-key-length", "aes-gcm-128", ENC, aead_key_len },
	{ "ccm-odd-tag", "aes-ccm-128", ENC, aead_odd_tag },
	{ "ccm-nonce-6", "aes-ccm-128", DEC, aead_iv_len },
	{ "type-unset", "aes-cbc-128", ENC, type_unset },
};

static int
build(struct job *j, struct sess_params *p, void *sess, bool sessionless, struct rng *r)
{
	const struct alg_spec *a = p->alg;
	struct job_layout l;

	layout_linear(&l, a, 16, 8, 4 * (a->block > 1 ? a->block : 16), 8);
	l.sessionless = sessionless;
	if (job_prepare(j, p, &l, r) != 0)
		return -1;
	return job_build(j, &env.pools, sess);
}

static int
sessionless_bad(uint8_t dev, struct job **jobs, struct sess_params *p, void *sess,
		const struct xform_case *c, struct rng *r, char *why, size_t wn)
{
	unsigned int before, after, i;
	int rc;

	for (i = 0; i < XF_BURST; i++)
		if (build(jobs[i], &p[i == 1], i == 1 ? NULL : sess, i == 1, r) != 0)
			return -1;
	c->mutate(params_xform(&p[1]));
	jobs[1]->want_status = WANT_ERROR;
	before = rte_mempool_avail_count(env.sess_pool);
	rc = burst_run(dev, 0, jobs, XF_BURST, why, wn);
	if (rc == 0)
		rc = burst_check(jobs, XF_BURST, why, wn);
	after = rte_mempool_avail_count(env.sess_pool);
	if (rc == 0 && after != before) {
		snprintf(why, wn, "sessionless op kept %d sessions of the qp's pool",
				(int)before - (int)after);
		rc = -1;
	}
	return rc;
}

static int
run_xform(uint8_t dev, const struct xform_case *c, struct rng *r, char *why, size_t wn)
{
	const struct alg_spec *a = alg_find(c->alg);
	struct job *jobs[XF_BURST] = { NULL };
	struct sess_params p[2];
	void *sess, *bad;
	unsigned int i;
	int rc = -1;

	params_init(&p[0], a, c->encrypt, r);
	params_init(&p[1], a, c->encrypt, r);
	sess = sess_create(dev, &p[0], NULL);
	c->mutate(params_xform(&p[1]));
	bad = sess_create(dev, &p[1], NULL);
	params_init(&p[1], a, c->encrypt, r);
	snprintf(why, wn, "setup failed");
	if (bad != NULL)
		snprintf(why, wn, "session create accepted the xform");
	else if (sess != NULL) {
		for (i = 0; i < XF_BURST; i++)
			if ((jobs[i] = calloc(1, sizeof(struct job))) == NULL)
				break;
		if (i == XF_BURST)
			rc = sessionless_bad(dev, jobs, p, sess, c, r, why, wn);
	}
	for (i = 0; i < XF_BURST && jobs[i] != NULL; i++) {
		job_free(jobs[i]);
		free(jobs[i]);
	}
	sess_free(dev, bad);
	sess_free(dev, sess);
	return rc;
}

void
run_xform_cases(uint8_t dev, struct rng *r)
{
	char name[128], why[WHY_LEN];
	unsigned int i;

	for (i = 0; i < RTE_DIM(xform_cases); i++) {
		snprintf(name, sizeof(name), "badinput/xform/%s", xform_cases[i].name);
		report_current(name);
		why[0] = '\0';
		case_result(name, run_xform(dev, &xform_cases[i], r, why, sizeof(why)), why);
	}
	report_current(NULL);
}
